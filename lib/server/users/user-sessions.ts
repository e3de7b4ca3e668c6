import "server-only";
import { userSessionParamsSchema } from "@/lib/schemas/users";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { parseInput } from "@/lib/server/validation";
import { ownUserId } from "@/lib/server/users/get-user";
import type { UserSession } from "@/lib/users/types";

/** A person has few sessions; the list shows the 100 most recently active (older ones expire). */
const SESSION_LIST_LIMIT = 100;

/** GET /users/{id}/sessions: the caller's signed-in browsers and clients, most recently active first. */
export async function listUserSessions(actor: Actor, rawId: unknown): Promise<UserSession[]> {
  const id = ownUserId(actor, rawId);
  const rows = await getDb().session.findMany({
    where: { userId: id, expiresAt: { gt: new Date() } },
    select: { id: true, userAgent: true, createdAt: true, lastActiveAt: true, expiresAt: true, viaSso: true },
    orderBy: [{ lastActiveAt: "desc" }, { id: "desc" }],
    take: SESSION_LIST_LIMIT,
  });
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === actor.sessionId,
    viaSso: row.viaSso,
  }));
}

/**
 * DELETE /users/{id}/sessions/{sessionId}: signs that session out (its sockets too); the current one
 * is a logout. Another person's session, or an unknown one, is 404.
 */
export async function revokeUserSession(
  actor: Actor,
  raw: { id?: unknown; sessionId?: unknown },
): Promise<{ revoked: true; current: boolean }> {
  const { sessionId } = parseInput(userSessionParamsSchema, raw);
  const id = ownUserId(actor, raw.id);
  await withEvents(async (tx, emit) => {
    const { count } = await tx.session.deleteMany({ where: { id: sessionId, userId: id } });
    if (count !== 1) throw notFound("errors.sessionNotFound");
    emit({ type: "sessions.revoked", userId: id, sessionId });
  });
  return { revoked: true, current: sessionId === actor.sessionId };
}

/** DELETE /users/{id}/sessions: signs out every session of the caller's but this one. */
export async function revokeOtherSessions(actor: Actor, rawId: unknown): Promise<{ signedOut: number }> {
  const id = ownUserId(actor, rawId);
  const signedOut = await withEvents(async (tx, emit) => {
    const { count } = await tx.session.deleteMany({ where: { userId: id, id: { not: actor.sessionId } } });
    if (count > 0) emit({ type: "sessions.revoked", userId: id, keepSessionId: actor.sessionId });
    return count;
  });
  return { signedOut };
}
