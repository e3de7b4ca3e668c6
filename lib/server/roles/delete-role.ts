import "server-only";
import { roleParamsSchema } from "@/lib/schemas/members";
import { recordAudit } from "@/lib/server/audit/record";
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
  const { workspaceId } = membership;
  await getDb().$transaction(async (tx) => {
    const before = await tx.workspaceRole.findFirst({ where: { id, workspaceId }, select: { title: true } });
    const { count } = await tx.workspaceRole.deleteMany({ where: { id, workspaceId } });
    if (count !== 1 || !before) throw notFound("errors.roleNotFound");
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "role.deleted",
        target: { type: "role", id, label: before.title },
        before: { title: before.title },
      },
      tx,
    );
  });
  return { deleted: true };
}
