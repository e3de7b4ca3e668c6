import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { Prisma, type Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import {
  BROWSER_SESSION_MAX_AGE,
  REMEMBER_MAX_AGE,
  type SessionClaims,
} from "@/lib/server/auth/session-token";

/** Who is acting: resolved from a session cookie or bearer token on every request. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  /** The person's picture (their profile's, or an external sign-in's); absent for no sign-in at all. */
  image?: string | null;
  /** Whether the user has proved their address (the shell reminds them until they have). */
  emailVerified: boolean;
  sessionId: string;
  remember: boolean;
  /**
   * Signed in through the single sign-on provider (a session), or, for an API token, allowed where
   * single sign-on is required (made from such a session, or a service token). Undefined for no
   * sign-in at all: a job or a feed acting for someone.
   */
  viaSso?: boolean;
  /**
   * With viaSso: the workspace whose own provider it was (it counts for that workspace only); null
   * or undefined for the server's provider, which counts everywhere.
   */
  ssoWorkspaceId?: string | null;
  /**
   * The session's workspace when it requires single sign-on and this sign-in was not one (the owner
   * is exempt): the actor then has no active workspace, and its pages show /sso-required.
   */
  ssoBlocked: { id: string; name: string } | null;
  /** The active workspace, null when none is chosen, the membership is gone, or it is ssoBlocked. */
  workspaceId: string | null;
  workspaceName: string | null;
  role: Role | null;
  /** The membership row of the active workspace, read with the session (saves a query per request). */
  activeMember: ActiveMember | null;
  /** The caller's x-client-id header, so realtime events can skip the tab that caused them. */
  clientId: string | null;
  /**
   * Set when the caller is an API token (lib/server/api-tokens): what it is narrowed to. `serve`
   * refuses endpoints outside its scopes; the membership and module gate keep it in its workspace and
   * (`projectIds`, null for all) its projects.
   */
  token?: ApiTokenGrant;
}

export interface ApiTokenGrant {
  id: string;
  /** Its visible prefix (`stk_` and 8 more), what the audit log names it by. */
  prefix: string;
  scopes: readonly string[];
  projectIds: readonly string[] | null;
}

export interface ActiveMember {
  id: string;
  workspaceId: string;
  accessToAll: boolean;
  /** The saved permissions matrix as stored (validated where it is used). */
  permissions: unknown;
  isOwner: boolean;
}

interface SessionUser {
  id: string;
  email: string;
  name: string;
  lastWorkspaceId: string | null;
}

/** The workspace a new session starts in: the last one used, else the only one, else none. */
async function pickWorkspace(user: SessionUser): Promise<{ workspaceId: string | null; count: number }> {
  const memberships = await getDb().workspaceMember.findMany({
    where: { userId: user.id },
    select: { workspaceId: true },
    orderBy: { createdAt: "asc" },
    take: 50,
  });
  const ids = memberships.map((m) => m.workspaceId);
  const workspaceId =
    user.lastWorkspaceId && ids.includes(user.lastWorkspaceId)
      ? user.lastWorkspaceId
      : ids.length === 1
        ? (ids[0] ?? null)
        : null;
  const count =
    ids.length < 50 ? ids.length : await getDb().workspaceMember.count({ where: { userId: user.id } });
  return { workspaceId, count };
}

export async function createSession(
  user: SessionUser,
  options: {
    remember: boolean;
    userAgent?: string | null;
    viaSso?: boolean;
    ssoWorkspaceId?: string | null;
  },
): Promise<SessionClaims> {
  const { workspaceId, count } = await pickWorkspace(user);
  const maxAge = options.remember ? REMEMBER_MAX_AGE : BROWSER_SESSION_MAX_AGE;
  const session = await getDb().session.create({
    data: {
      id: newId(),
      userId: user.id,
      workspaceId,
      remember: options.remember,
      viaSso: options.viaSso ?? false,
      ssoWorkspaceId: options.viaSso ? (options.ssoWorkspaceId ?? null) : null,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + maxAge * 1000),
    },
    select: { id: true },
  });
  return {
    sub: user.id,
    email: user.email,
    name: user.name,
    sid: session.id,
    workspace: workspaceId,
    workspaces: count,
    remember: options.remember,
  };
}

/** MemberRow's columns beside the caller's own userId and workspaceId: user `u`, membership `m`, workspace `w`. */
export const memberColumns = Prisma.sql`u."email", u."name", u."image", u."emailVerifiedAt" IS NOT NULL AS "emailVerified",
      m."role", m."id" AS "memberId", m."accessToAll", m."permissions", w."name" AS "workspaceName", w."ownerId",
      w."ssoRequired"`;

/** The user and membership columns a session's or an API token's lookup reads. */
export interface MemberRow {
  image: string | null;
  userId: string;
  workspaceId: string | null;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role | null;
  workspaceName: string | null;
  memberId: string | null;
  accessToAll: boolean | null;
  permissions: unknown;
  ownerId: string | null;
  ssoRequired: boolean | null;
}

interface SessionRow extends MemberRow {
  remember: boolean;
  viaSso: boolean;
  ssoWorkspaceId: string | null;
  expiresAt: Date;
  lastActiveAt: Date;
}

/** A session's "last active" (the profile's session list) is kept to within this much. */
const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Notes that a session was used, at most once per ACTIVITY_RESOLUTION_MS (the lookup read the time
 * it has): not awaited, so no request waits for the write; a lost one only leaves it a little older.
 */
function touchSession(sessionId: string, lastActiveAt: Date): void {
  if (Date.now() - lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS) return;
  getDb().$executeRaw`UPDATE "Session" SET "lastActiveAt" = now() WHERE "id" = ${sessionId}`.catch(
    () => undefined,
  );
}

/**
 * Checks the token's session row and the workspace membership. It runs on every request, so it is
 * one plain join (cheap for PostgreSQL to plan), not a nested ORM select.
 */
export async function resolveActor(
  claims: SessionClaims,
  clientId: string | null = null,
): Promise<Actor | null> {
  const [session] = await getDb().$queryRaw<SessionRow[]>`
    SELECT s."userId", s."workspaceId", s."remember", s."viaSso", s."ssoWorkspaceId", s."expiresAt",
      s."lastActiveAt", ${memberColumns}
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    LEFT JOIN "WorkspaceMember" m ON m."workspaceId" = s."workspaceId" AND m."userId" = s."userId"
    LEFT JOIN "Workspace" w ON w."id" = m."workspaceId"
    WHERE s."id" = ${claims.sid}`;
  if (!session || session.userId !== claims.sub || session.expiresAt.getTime() <= Date.now()) return null;
  touchSession(claims.sid, session.lastActiveAt);
  return actorOf(session, {
    sessionId: claims.sid,
    remember: session.remember,
    clientId,
    viaSso: session.viaSso,
    ssoWorkspaceId: session.ssoWorkspaceId,
  });
}

/** How a sign-in came: through single sign-on or not, and whose provider (null: the server's). */
export interface SsoSignIn {
  viaSso: boolean;
  ssoWorkspaceId?: string | null;
}

/**
 * Whether a workspace that requires single sign-on refuses this sign-in (its owner never is). The
 * server's provider counts for every workspace; a workspace's own provider for that workspace only.
 */
export const ssoRefuses = (
  workspace: { id: string | null; ssoRequired: boolean | null; ownerId: string | null },
  userId: string,
  sso: SsoSignIn,
): boolean =>
  workspace.ssoRequired === true &&
  workspace.ownerId !== userId &&
  !(sso.viaSso && (sso.ssoWorkspaceId == null || sso.ssoWorkspaceId === workspace.id));

/**
 * The Actor of a lookup's row (a session's, or an API token's with its grant). A workspace that
 * requires single sign-on, reached by another sign-in, is no active workspace (`ssoBlocked`).
 */
export function actorOf(
  row: MemberRow,
  how: Pick<Actor, "sessionId" | "remember" | "clientId" | "token"> & SsoSignIn,
): Actor {
  const blocked =
    Boolean(row.role && row.workspaceId) && ssoRefuses({ ...row, id: row.workspaceId }, row.userId, how);
  const role = blocked ? null : row.role;
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    image: row.image,
    emailVerified: row.emailVerified,
    ssoBlocked: blocked && row.workspaceId ? { id: row.workspaceId, name: row.workspaceName ?? "" } : null,
    workspaceId: role ? row.workspaceId : null,
    workspaceName: role ? row.workspaceName : null,
    role,
    activeMember:
      role && row.workspaceId && row.memberId
        ? {
            id: row.memberId,
            workspaceId: row.workspaceId,
            accessToAll: row.accessToAll ?? false,
            permissions: row.permissions,
            isOwner: row.ownerId === row.userId,
          }
        : null,
    ...how,
  };
}

/** Fresh claims for an existing session, after its workspace or the user's memberships changed. */
export async function claimsForActor(actor: Actor): Promise<SessionClaims> {
  const workspaces = await getDb().workspaceMember.count({ where: { userId: actor.userId } });
  return {
    sub: actor.userId,
    email: actor.email,
    name: actor.name,
    sid: actor.sessionId,
    workspace: actor.workspaceId,
    workspaces,
    remember: actor.remember,
  };
}

/** Ends one session (logout); its open sockets are disconnected. */
export async function deleteSession(sessionId: string, userId: string): Promise<void> {
  await withEvents(async (tx, emit) => {
    await tx.session.deleteMany({ where: { id: sessionId } });
    emit({ type: "sessions.revoked", userId, sessionId });
  });
}

/** Sessions past their expiry are useless; the purge-expired-auth job (lib/server/jobs) removes them hourly. */
export async function deleteExpiredSessions(): Promise<number> {
  const { count } = await getDb().session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  return count;
}
