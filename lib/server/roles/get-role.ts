import "server-only";
import type { RoleRow } from "@/lib/roles/types";
import { roleParamsSchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { roleRowSelect, toRoleRow } from "@/lib/server/roles/role-row";

/** One custom role of the active workspace; another workspace's id is not found. */
export async function getRole(actor: Actor, raw: { id?: unknown }): Promise<RoleRow> {
  const { id } = parseInput(roleParamsSchema, raw);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const row = await getDb().workspaceRole.findFirst({
    where: { id, workspaceId: membership.workspaceId },
    select: roleRowSelect,
  });
  if (!row) throw notFound("errors.roleNotFound");
  return toRoleRow(row);
}
