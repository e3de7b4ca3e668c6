import "server-only";
import type { FileManagementSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { driveSearch } from "@/modules/file-management/shared/page-url";
import { noTrashedAncestor } from "./item-rows";
import { workspaceUsage } from "@/lib/server/files/quota";
import { driveLimits } from "./quota";

const RECENT = 3;

/** The page of a module with a folder open (null: the root). */
export function drivePageHref(
  scope: Pick<ModuleScope, "moduleId" | "project">,
  folder: string | null,
): string {
  const url = { view: "list" as const, active: "my-files" as const, folder, q: "", sort: null, type: null };
  return scope.project
    ? `/project/${scope.project.id}/file-management${driveSearch(url, { moduleId: scope.moduleId })}`
    : `/workspace-modules/${scope.moduleId}${driveSearch(url)}`;
}

/**
 * The cards of the grid's file management modules: the workspace's storage (one sum) and each
 * module's three files changed last, not in the trash (one query for all the grid's modules).
 */
export async function summarizeFileManagement(
  scopes: ModuleScope[],
): Promise<Map<string, FileManagementSummary>> {
  if (scopes.length === 0) return new Map();
  const { stored } = await workspaceUsage(scopes[0]!.membership.workspaceId);
  const rows = await getDb().$queryRaw<
    {
      id: string;
      moduleId: string;
      name: string;
      contentType: string | null;
      updatedAt: Date;
      parentId: string | null;
    }[]
  >`
    SELECT r."id", r."moduleId", r."name", r."contentType", r."updatedAt", r."parentId"
      FROM (SELECT i."id", i."moduleId", i."name", i."contentType", i."updatedAt", i."parentId", i."path",
                   row_number() OVER (PARTITION BY i."moduleId" ORDER BY i."updatedAt" DESC, i."id" DESC) AS n
              FROM "DriveItem" i
             WHERE i."moduleId" = ANY(${scopes.map((scope) => scope.moduleId)}::bpchar[])
               AND i."kind" = 'file' AND i."trashedAt" IS NULL AND ${noTrashedAncestor}) r
     WHERE r.n <= ${RECENT}
     ORDER BY r."updatedAt" DESC`;
  const { limit } = driveLimits();
  return new Map(
    scopes.map((scope): [string, FileManagementSummary] => [
      scope.moduleId,
      {
        tag: "FileManagement",
        used: stored,
        limit,
        recent: rows
          .filter((row) => row.moduleId === scope.moduleId)
          .map((row) => ({
            id: row.id,
            name: row.name,
            contentType: row.contentType,
            updatedAt: row.updatedAt.toISOString(),
            href: drivePageHref(scope, row.parentId),
          })),
      },
    ]),
  );
}
