import "server-only";
import type { GridSummaries } from "@/lib/modules/summaries";
import type { Actor } from "@/lib/server/auth/sessions";
import { readableProjectModules, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isModuleTag } from "@/modules/kinds";
import { SERVER_KINDS } from "@/modules/kinds.server";

/**
 * GET /workspaces/module/project/{projectId}/summary: the live summary of every module of the grid
 * the actor may read, by module id. One gate statement for the grid, then one query per kind.
 */
export async function getGridSummaries(actor: Actor, rawProjectId: unknown): Promise<GridSummaries> {
  const scopes = await readableProjectModules(actor, rawProjectId);
  const byTag = new Map<string, ModuleScope[]>();
  for (const scope of scopes) byTag.set(scope.tag, [...(byTag.get(scope.tag) ?? []), scope]);
  const now = new Date();
  const parts = await Promise.all(
    [...byTag].map(
      ([tag, group]) =>
        (isModuleTag(tag) ? SERVER_KINDS[tag].summarize : undefined)?.(group, now) ??
        Promise.resolve(new Map()),
    ),
  );
  const summaries: GridSummaries = {};
  for (const part of parts) for (const [id, summary] of part) summaries[id] = summary;
  return summaries;
}
