import "server-only";
import type { ModuleInventory } from "@/lib/modules/types";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { visibleProjectsSql } from "@/lib/server/permissions/project-visibility";

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
    // On the projects the member sees (the access rule, row by row).
    db.$queryRaw<{ moduleId: string; count: number }[]>`
      SELECT m."moduleId", count(*)::int AS "count"
        FROM "ProjectModule" m JOIN "Project" p ON p."id" = m."projectId"
       WHERE p."workspaceId" = ${membership.workspaceId} ${visibleProjectsSql(membership)}
       GROUP BY m."moduleId"`,
    db.workspaceModule.groupBy({
      by: ["moduleId"],
      where: { workspaceId: membership.workspaceId },
      _count: { _all: true },
    }),
  ]);
  const projects = new Map(onProjects.map((row) => [row.moduleId, row.count]));
  const workspace = new Map(atWorkspace.map((row) => [row.moduleId, row._count._all]));
  return catalog.map((entry) => {
    const p = projects.get(entry.id) ?? 0;
    const w = workspace.get(entry.id) ?? 0;
    return { ...entry, placed: { projects: p, workspace: w, total: p + w } };
  });
}
