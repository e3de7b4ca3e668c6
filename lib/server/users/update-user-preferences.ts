import "server-only";
import { userPreferencesSchema } from "@/lib/schemas/users";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { ownUserId, toUserProfile, userProfileSelect } from "@/lib/server/users/get-user";
import type { UserProfile } from "@/lib/users/types";

/**
 * PATCH /users/{id}: saves the caller's own preferences (`timeZone`: an IANA name, or null for the
 * browser's) and answers the profile as GET does. Another user's id is 404, an unknown zone 400.
 */
export async function updateUserPreferences(
  actor: Actor,
  rawId: unknown,
  raw: unknown,
): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const { timeZone } = parseInput(userPreferencesSchema, raw);
  const user = await getDb().user.update({ where: { id }, data: { timeZone }, select: userProfileSelect });
  return toUserProfile(actor, user);
}
