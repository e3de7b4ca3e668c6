import "server-only";
import type { RoleRow } from "@/lib/roles/types";
import { roleInputSchema } from "@/lib/schemas/members";
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
  try {
    const row = await getDb().workspaceRole.create({
      data: { id: newId(), workspaceId: membership.workspaceId, title },
      select: roleRowSelect,
    });
    return toRoleRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.roleTitleTaken");
    throw error;
  }
}
