import "server-only";
import type { RoleRow } from "@/lib/roles/types";
import { roleInputSchema } from "@/lib/schemas/members";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { roleRowSelect, toRoleRow } from "@/lib/server/roles/role-row";

/** Adds a custom role title to the active workspace (userManagement.add); titles are unique. */
export async function createRole(actor: Actor, raw: unknown): Promise<RoleRow> {
  const { title } = parseInput(roleInputSchema, raw);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "add");
  const { workspaceId } = membership;
  try {
    const row = await getDb().$transaction(async (tx) => {
      const created = await tx.workspaceRole.create({
        data: { id: newId(), workspaceId, title },
        select: roleRowSelect,
      });
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: "role.created",
          target: { type: "role", id: created.id, label: created.title },
          after: { title: created.title },
        },
        tx,
      );
      return created;
    });
    return toRoleRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.roleTitleTaken");
    throw error;
  }
}
