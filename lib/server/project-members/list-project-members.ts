import "server-only";
import type { ProjectMemberRow } from "@/lib/project-members/types";
import { projectMemberListParamsSchema } from "@/lib/schemas/project-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import {
  projectMemberSelect,
  projectScope,
  toProjectMemberRow,
} from "@/lib/server/project-members/project-scope";

/**
 * GET /workspace/project/{projectId}/member: the project's members (its followers), oldest first.
 * Open to the project's administrators and to whoever may see the workspace's people (guests by
 * default may not).
 */
export async function listProjectMembers(
  actor: Actor,
  raw: { projectId?: unknown },
): Promise<ProjectMemberRow[]> {
  const { projectId } = parseInput(projectMemberListParamsSchema, raw);
  const scope = await projectScope(actor, projectId);
  if (!scope.administers && !scope.membership.can("userManagement", "view")) throw forbidden();
  const rows = await getDb().projectAccess.findMany({
    where: { projectId: scope.projectId, project: { workspaceId: scope.membership.workspaceId } },
    select: projectMemberSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    relationLoadStrategy: "join",
  });
  return rows.map(toProjectMemberRow);
}
