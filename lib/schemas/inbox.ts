import * as z from "@/lib/zod";
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from "@/lib/inbox/types";
import { locales } from "@/lib/i18n/config";
import { queryIntInRange } from "./common";
import { memberIdSchema } from "./members";

const flag = z.pipe(
  z.optional(z.enum(["true", "false"], { error: "validation.invalidInput" })),
  z.transform((v: "true" | "false" | undefined) => v === "true"),
);

/** GET /notifications: a page of the inbox, newest first; `unread` and `kind` narrow it. */
export const listNotificationsQuerySchema = z.object({
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
  limit: z._default(
    queryIntInRange("validation.invalidInput", 1, NOTIFICATION_PAGE_MAX),
    NOTIFICATION_PAGE_SIZE,
  ),
  unread: flag,
  kind: z.optional(z.enum(NOTIFICATION_KINDS, { error: "validation.invalidInput" })),
});

export const notificationParamsSchema = z.object({ notificationId: memberIdSchema });

/** PATCH /notifications/{id}: read or unread again. */
export const markNotificationSchema = z.strictObject({
  read: z.boolean({ error: "validation.invalidInput" }),
});

/** PUT /notifications/preferences: some kinds' channels, and the language of the e-mails. */
export const notificationPreferencesSchema = z.strictObject({
  kinds: z
    .array(
      z.strictObject({
        kind: z.enum(NOTIFICATION_KINDS, { error: "validation.invalidInput" }),
        inApp: z.boolean({ error: "validation.invalidInput" }),
        email: z.boolean({ error: "validation.invalidInput" }),
      }),
      { error: "validation.invalidInput" },
    )
    .check(z.maxLength(NOTIFICATION_KINDS.length, "validation.invalidInput")),
  locale: z.optional(z.enum(locales, { error: "validation.invalidInput" })),
});

/** POST /notifications/unsubscribe: the signed token of an e-mail's unsubscribe link. */
export const unsubscribeSchema = z.strictObject({
  token: z
    .string({ error: "errors.unsubscribeInvalid" })
    .check(z.maxLength(200, "errors.unsubscribeInvalid")),
});
