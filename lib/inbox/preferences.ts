import * as z from "@/lib/zod";
import { NOTIFICATION_KINDS, type NotificationKind } from "./constants";

/** One kind's channels: shown in the app (the bell and /notifications) and sent in the e-mail digest. */
export const kindPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
});
export type KindPreference = z.output<typeof kindPreferenceSchema>;

/** GET/PUT /notifications/preferences. */
export const notificationPreferencesAnswerSchema = z.object({
  kinds: z.array(kindPreferenceSchema),
  /** The language of the user's notification e-mails. */
  locale: z.string(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesAnswerSchema>;

/** Without a choice: everything in the app; e-mail for all but comments and thread replies (the noisiest). */
export function defaultPreference(kind: NotificationKind): KindPreference {
  return { kind, inApp: true, email: kind !== "task.commented" && kind !== "chat.replied" };
}

/** Every kind, the saved choices over the defaults, in the kinds' order. */
export function withDefaults(
  saved: readonly { kind: string; inApp: boolean; email: boolean }[],
): KindPreference[] {
  const byKind = new Map(saved.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return row ? { kind, inApp: row.inApp, email: row.email } : defaultPreference(kind);
  });
}
