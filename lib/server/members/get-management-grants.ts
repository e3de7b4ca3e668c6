import "server-only";
import type { RoleValue } from "@/lib/schemas/permissions";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";

/** What the caller may do in User management of the active workspace (the screens' switches). */
export interface ManagementGrants {
  workspaceId: string;
  userId: string;
  role: RoleValue;
  isOwner: boolean;
  view: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
}

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
