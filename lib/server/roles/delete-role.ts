import "server-only";
import { roleParamsSchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";

/** Deletes a custom role (userManagement.delete); members who carried it keep their role, no title. */
export async function deleteRole(actor: Actor, raw: { id?: unknown }): Promise<{ deleted: true }> {
  const { id } = parseInput(roleParamsSchema, raw);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "delete");
  const { count } = await getDb().workspaceRole.deleteMany({
    where: { id, workspaceId: membership.workspaceId },
  });
  if (count !== 1) throw notFound("errors.roleNotFound");
  return { deleted: true };
}
