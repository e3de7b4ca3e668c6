import "server-only";
import { userPreferencesSchema } from "@/lib/schemas/users";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { ownUserId, toUserProfile, userProfileSelect } from "@/lib/server/users/get-user";
import type { UserProfile } from "@/lib/users/types";

/**
 * PATCH /users/{id}: saves what the body names of the caller's own profile — `name`, `timeZone` (an
 * IANA name, or null for the browser's), `locale` (null for the browser's) — and answers the
 * profile as GET does. A language also becomes the notification digest's. Another user's id is 404 whatever the body; a bad field 400 with its message.
 */
export async function updateUserPreferences(
  actor: Actor,
  rawId: unknown,
  raw: unknown,
): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const { name, timeZone, locale } = parseInput(userPreferencesSchema, raw);
  const user = await getDb().$transaction(async (tx) => {
    // The notification digest is written in the language its settings keep: the profile's choice.
    if (locale) await tx.notificationSettings.updateMany({ where: { userId: id }, data: { locale } });
    return tx.user.update({ where: { id }, data: { name, timeZone, locale }, select: userProfileSelect });
  });
  return toUserProfile(actor, user);
}
