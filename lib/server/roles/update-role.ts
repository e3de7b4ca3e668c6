import "server-only";
import type { RoleRow } from "@/lib/roles/types";
import { roleInputSchema, roleParamsSchema } from "@/lib/schemas/members";
import { changedFields, recordAudit } from "@/lib/server/audit/record";
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
  const { workspaceId } = membership;
  const db = getDb();
  try {
    await db.$transaction(async (tx) => {
      // Scoped by workspace in the reads and the write: another workspace's role is "not found".
      const before = await tx.workspaceRole.findFirst({
        where: { id, workspaceId },
        select: { title: true },
      });
      const { count } = await tx.workspaceRole.updateMany({ where: { id, workspaceId }, data: { title } });
      if (count !== 1 || !before) throw notFound("errors.roleNotFound");
      const changed = changedFields(before, { title });
      if (changed)
        await recordAudit(
          {
            workspaceId,
            actorId: actor.userId,
            action: "role.updated",
            target: { type: "role", id, label: title },
            ...changed,
          },
          tx,
        );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.roleTitleTaken");
    throw error;
  }
  const row = await db.workspaceRole.findFirstOrThrow({
    where: { id, workspaceId },
    select: roleRowSelect,
  });
  return toRoleRow(row);
}
