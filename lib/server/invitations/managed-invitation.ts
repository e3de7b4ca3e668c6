import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { idSchema } from "@/lib/schemas/common";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { activeMembership, assertCan, type Membership } from "@/lib/server/permissions/workspace-member";
import type { PermissionAction } from "@/lib/schemas/permissions";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";

export const invitationNotFound = () => notFound("errors.invitationNotFound");

/** Only the owner grants the admin role, by invitation as by role change (members' rules alike). */
export function assertMayHandleRole(membership: Membership, role: Role): void {
  if (role === "admin" && !membership.isOwner) throw forbidden("errors.invitationAdminOnly");
}

/**
 * The actor's active membership with the User management grant for `action`, and one invitation of
 * that workspace. Ids of other workspaces answer 404 exactly like unknown ones.
 */
export async function loadManagedInvitation(actor: Actor, rawId: unknown, action: PermissionAction) {
  const id = parseInput(idSchema, rawId);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", action);
  const invitation = await getDb().invitation.findFirst({
    where: { id, workspaceId: membership.workspaceId },
    select: { id: true, email: true, role: true, accessToAll: true },
  });
  if (!invitation) throw invitationNotFound();
  assertMayHandleRole(membership, invitation.role);
  return { membership, invitation };
}
