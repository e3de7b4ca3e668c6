import * as z from "@/lib/zod";
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from "@/lib/notifications/types";
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
