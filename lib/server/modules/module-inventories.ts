import "server-only";
import type { ModuleInventory } from "@/lib/modules/types";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";

/**
 * GET /workspaces/module/inventories - the catalog in its order with how many of each module the
 * active workspace holds. Three queries (catalog, two grouped counts), run together.
 */
export async function listModuleInventories(actor: Actor): Promise<ModuleInventory[]> {
  const membership = await activeMembership(actor);
  const db = getDb();
  const [catalog, onProjects, atWorkspace] = await Promise.all([
    db.moduleDefinition.findMany({
      orderBy: [{ categoryOrder: "asc" }, { sortOrder: "asc" }],
      select: { id: true, tag: true, title: true, category: true, active: true },
    }),
    db.projectModule.groupBy({
      by: ["moduleId"],
      where: { project: visibleProjectsWhere(membership) },
      _count: { _all: true },
    }),
    db.workspaceModule.groupBy({
      by: ["moduleId"],
      where: { workspaceId: membership.workspaceId },
      _count: { _all: true },
    }),
  ]);
  const projects = new Map(onProjects.map((row) => [row.moduleId, row._count._all]));
  const workspace = new Map(atWorkspace.map((row) => [row.moduleId, row._count._all]));
  return catalog.map((entry) => {
    const p = projects.get(entry.id) ?? 0;
    const w = workspace.get(entry.id) ?? 0;
    return { ...entry, placed: { projects: p, workspace: w, total: p + w } };
  });
}
