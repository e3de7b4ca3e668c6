import "server-only";
import { isValidTimeZone } from "@/lib/time/time-zone";
import { idSchema } from "@/lib/schemas/common";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { toPublicUser } from "@/lib/server/users/public-user";
import type { UserProfile } from "@/lib/users/types";
import { TOURS, type TourName } from "@/lib/tours";
import { isLocale } from "@/lib/i18n/config";

/** The columns of a profile. */
export const userProfileSelect = {
  id: true,
  email: true,
  name: true,
  image: true,
  createdAt: true,
  timeZone: true,
  toursDone: true,
  locale: true,
  emailVerifiedAt: true,
  passwordHash: true,
  // The newest address change still waiting for its link (a newer request replaces older ones).
  emailChanges: {
    where: { usedAt: null },
    select: { email: true, expiresAt: true },
    orderBy: { createdAt: "desc" },
    take: 1,
  },
} as const;

/** A profile row as the API shows it, with the actor's active workspace. */
export function toUserProfile(
  actor: Actor,
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    createdAt: Date;
    timeZone: string | null;
    toursDone: string[];
    locale: string | null;
    emailVerifiedAt: Date | null;
    passwordHash: string | null;
    emailChanges: { email: string; expiresAt: Date }[];
  },
): UserProfile {
  const { workspaceId, workspaceName, role } = actor;
  return {
    ...toPublicUser(user),
    workspace: workspaceId && workspaceName && role ? { id: workspaceId, name: workspaceName, role } : null,
    timeZone: user.timeZone,
    toursDone: user.toursDone.filter((tour): tour is TourName => (TOURS as readonly string[]).includes(tour)),
    locale: isLocale(user.locale) ? user.locale : null,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    pendingEmail: user.emailChanges.find((change) => change.expiresAt > new Date())?.email ?? null,
  };
}

/**
 * The caller's own id from a route param: a malformed one is 400, another user's 404 (no
 * enumeration: nobody may read or change another's profile here).
 */
export function ownUserId(actor: Actor, rawId: unknown): string {
  const id = parseInput(idSchema, rawId);
  if (id !== actor.userId) throw notFound("errors.userNotFound");
  return id;
}

/** A user's own profile with the active workspace; other users' ids answer 404 (no enumeration). */
export async function getUser(actor: Actor, rawId: unknown): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const user = await getDb().user.findUnique({ where: { id }, select: userProfileSelect });
  if (!user) throw notFound("errors.userNotFound");
  return toUserProfile(actor, user);
}

/**
 * The zone a person's new events and meetings are in when none is given: their saved one, else UTC
 * (the server cannot know their browser's here).
 */
export async function savedZoneOrUtc(actor: Pick<Actor, "userId">): Promise<string> {
  const saved = await getUserTimeZone(actor);
  return saved !== null && isValidTimeZone(saved) ? saved : "UTC";
}

/** The caller's saved time zone (null = automatic: the browser's), for pages that show times. */
export async function getUserTimeZone(actor: Pick<Actor, "userId">): Promise<string | null> {
  const user = await getDb().user.findUnique({ where: { id: actor.userId }, select: { timeZone: true } });
  return user?.timeZone ?? null;
}
