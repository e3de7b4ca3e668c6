import "server-only";
import { renameWorkspaceSchema, workspaceParamsSchema } from "@/lib/schemas/workspace";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { assertRole, requireMembership } from "@/lib/server/permissions/workspace-member";
import { toWorkspaceSummary, workspaceSelect } from "@/lib/server/workspaces/list-workspaces";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

/** Renames a workspace; owners and admins only. */
export async function renameWorkspace(actor: Actor, rawId: unknown, raw: unknown): Promise<WorkspaceSummary> {
  const { workspaceId } = parseInput(workspaceParamsSchema, { workspaceId: rawId });
  const membership = await requireMembership(actor, workspaceId);
  assertRole(membership, "admin");
  const { name } = parseInput(renameWorkspaceSchema, raw);
  const workspace = await getDb().$transaction(async (tx) => {
    const before = await tx.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { name: true },
    });
    const updated = await tx.workspace.update({
      where: { id: workspaceId },
      data: { name },
      select: workspaceSelect,
    });
    if (before.name !== name)
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: "workspace.renamed",
          target: { type: "workspace", id: workspaceId, label: name },
          before: { name: before.name },
          after: { name },
        },
        tx,
      );
    return updated;
  });
  return toWorkspaceSummary(actor, membership.role, workspace);
}
