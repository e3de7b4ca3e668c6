import "server-only";
import { workspaceParamsSchema } from "@/lib/schemas/workspace";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { requireMembership } from "@/lib/server/permissions/workspace-member";
import { toWorkspaceSummary, workspaceSelect } from "@/lib/server/workspaces/list-workspaces";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

/** One of the actor's workspaces; any other id answers 404 (it may exist, but not for them). */
export async function getWorkspace(actor: Actor, rawId: unknown): Promise<WorkspaceSummary> {
  const { workspaceId } = parseInput(workspaceParamsSchema, { workspaceId: rawId });
  const membership = await requireMembership(actor, workspaceId);
  const workspace = await getDb().workspace.findUnique({
    where: { id: workspaceId },
    select: workspaceSelect,
  });
  if (!workspace) throw notFound("errors.workspaceNotFound");
  return toWorkspaceSummary(actor, membership.role, workspace);
}
