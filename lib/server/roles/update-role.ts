import "server-only";
import type { RoleRow } from "@/lib/roles/types";
import { roleInputSchema, roleParamsSchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { conflict, notFound } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { roleRowSelect, toRoleRow } from "@/lib/server/roles/role-row";

/** Renames a custom role of the active workspace (userManagement.edit). */
export async function updateRole(actor: Actor, raw: { id?: unknown; body?: unknown }): Promise<RoleRow> {
  const { id } = parseInput(roleParamsSchema, raw);
  const { title } = parseInput(roleInputSchema, raw.body);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "edit");
  const db = getDb();
  try {
    // Scoped by workspace in the write itself: another workspace's role is "not found".
    const { count } = await db.workspaceRole.updateMany({
      where: { id, workspaceId: membership.workspaceId },
      data: { title },
    });
    if (count !== 1) throw notFound("errors.roleNotFound");
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.roleTitleTaken");
    throw error;
  }
  const row = await db.workspaceRole.findFirstOrThrow({
    where: { id, workspaceId: membership.workspaceId },
    select: roleRowSelect,
  });
  return toRoleRow(row);
}
