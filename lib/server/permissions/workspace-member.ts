import "server-only";
import { ssoRefuses, type Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import {
  permissionsSchema,
  type Applet,
  type PermissionAction,
  type RoleValue,
} from "@/lib/schemas/permissions";
import { atLeast, effectivePermissions } from "@/lib/server/permissions/roles";

/** The actor as a member of one workspace, with effective grants. */
export interface Membership {
  workspaceId: string;
  memberId: string;
  userId: string;
  role: RoleValue;
  isOwner: boolean;
  accessToAll: boolean;
  /** An API token limited to some projects acts only in their modules (the module gate reads it); null: all. */
  projectLimit: readonly string[] | null;
  can(applet: Applet, action: PermissionAction): boolean;
}

type MembershipActor = Pick<Actor, "userId" | "activeMember" | "role"> &
  Pick<Partial<Actor>, "token" | "viaSso" | "ssoWorkspaceId" | "ssoBlocked">;

function toMembership(
  actor: MembershipActor,
  workspaceId: string,
  member: { id: string; role: RoleValue; accessToAll: boolean; permissions: unknown; isOwner: boolean },
): Membership {
  const saved = permissionsSchema.safeParse(member.permissions);
  const permissions = effectivePermissions(member.role, saved.success ? saved.data : null);
  return {
    workspaceId,
    memberId: member.id,
    userId: actor.userId,
    role: member.role,
    isOwner: member.isOwner,
    accessToAll: member.accessToAll,
    projectLimit: actor.token?.projectIds ?? null,
    can: (applet, action) => permissions[applet][action],
  };
}

/**
 * The actor's membership of `workspaceId`. Not a member: 404, so ids of other workspaces reveal
 * nothing. Every service that touches workspace data starts here (or with activeMembership). The
 * active workspace's membership came with the session lookup; another workspace costs one query.
 * An API token acts only in its own workspace: any other is 404 to it.
 */
export async function requireMembership(actor: MembershipActor, workspaceId: string): Promise<Membership> {
  const active = actor.activeMember;
  if (active && actor.role && active.workspaceId === workspaceId) {
    return toMembership(actor, workspaceId, { ...active, role: actor.role });
  }
  if (actor.token) throw notFound("errors.workspaceNotFound");
  const member = await getDb().workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: actor.userId } },
    select: {
      id: true,
      role: true,
      accessToAll: true,
      permissions: true,
      workspace: { select: { id: true, ownerId: true, ssoRequired: true } },
    },
  });
  if (!member) throw notFound("errors.workspaceNotFound");
  // A sign-in (a session; a job acting for someone has none) that is not single sign-on, in a
  // workspace that requires it: refused, the owner excepted.
  if (
    actor.viaSso !== undefined &&
    ssoRefuses(member.workspace, actor.userId, { viaSso: actor.viaSso, ssoWorkspaceId: actor.ssoWorkspaceId })
  )
    throw forbidden("errors.ssoRequired");
  return toMembership(actor, workspaceId, { ...member, isOwner: member.workspace.ownerId === actor.userId });
}

/**
 * The membership of the actor's active workspace (401-style 404 when none is active; 403
 * `errors.ssoRequired` when it requires single sign-on and this sign-in was another).
 */
export function activeMembership(actor: Actor): Promise<Membership> {
  if (!actor.workspaceId)
    throw actor.ssoBlocked ? forbidden("errors.ssoRequired") : notFound("errors.workspaceNotFound");
  return requireMembership(actor, actor.workspaceId);
}

export function assertRole(membership: Membership, min: RoleValue): void {
  if (!atLeast(membership.role, min)) throw forbidden();
}

export function assertOwner(membership: Membership): void {
  if (!membership.isOwner) throw forbidden("errors.ownerOnly");
}

export function assertCan(membership: Membership, applet: Applet, action: PermissionAction): void {
  if (!membership.can(applet, action)) throw forbidden();
}
