import "server-only";
import type { ManagementGrants } from "@/lib/members/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";

export async function getManagementGrants(actor: Actor): Promise<ManagementGrants> {
  const membership = await activeMembership(actor);
  return {
    workspaceId: membership.workspaceId,
    userId: membership.userId,
    role: membership.role,
    isOwner: membership.isOwner,
    view: membership.can("userManagement", "view"),
    add: membership.can("userManagement", "add"),
    edit: membership.can("userManagement", "edit"),
    delete: membership.can("userManagement", "delete"),
  };
}
