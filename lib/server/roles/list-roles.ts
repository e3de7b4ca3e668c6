import "server-only";
import type { RoleRow } from "@/lib/roles/types";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { roleRowSelect, toRoleRow } from "@/lib/server/roles/role-row";

/** The active workspace's custom roles, alphabetically (one query with member counts). */
export async function listRoles(actor: Actor): Promise<RoleRow[]> {
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const rows = await getDb().workspaceRole.findMany({
    where: { workspaceId: membership.workspaceId },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    take: 500,
    select: roleRowSelect,
  });
  return rows.map(toRoleRow);
}
