import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Navigation } from "@/lib/navigation/types";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { visibleModuleSql, visibleProjectsSql } from "@/lib/server/permissions/project-visibility";
import { moduleNameSql } from "@/lib/server/modules/module-names";
import { activeMembership } from "@/lib/server/permissions/workspace-member";

/** The sidebar shows at most this many projects (the most recently updated). */
export const NAVIGATION_PROJECT_LIMIT = 500;

/**
 * The sidebar, command palette and + menu data of the actor's active workspace: the projects the
 * actor may see (updatedAt desc, at most NAVIGATION_PROJECT_LIMIT) with their modules in index
 * order, the workspace's own modules, and the caller's bookmarks of all three — ONE SQL statement
 * (the active membership came with the session), whatever the number of projects.
 *
 * Visibility is the access rule (suite_visible_projects / suite_visible_modules, named by
 * lib/server/permissions/project-visibility.ts), like list-projects.ts.
 * Indexes are "0".."n-1", so ordering by (length, text) is numeric order without casting.
 */
export async function getNavigation(actor: Actor, locale: Locale = "en"): Promise<Navigation> {
  const membership = await activeMembership(actor);
  const { userId, workspaceId } = membership;
  const visible = visibleProjectsSql(membership);
  const visibleModules = visibleModuleSql(membership);
  const [result] = await getDb().$queryRaw<{ data: string }[]>`
    SELECT json_build_object(
      'projects', (
        SELECT coalesce(json_agg(json_build_object(
            'id', p."id",
            'name', p."name",
            'private', p."private",
            'isBookmark', EXISTS (SELECT 1 FROM "ProjectBookmark" b
                                  WHERE b."projectId" = p."id" AND b."userId" = ${userId}),
            'modules', coalesce((SELECT json_agg(json_build_object(
                'id', m."id", 'tag', m."tag", 'name', ${moduleNameSql("m", locale)},
                'isBookmark', EXISTS (SELECT 1 FROM "ProjectModuleBookmark" mb
                                      WHERE mb."moduleId" = m."id" AND mb."userId" = ${userId}))
                ORDER BY length(m."i"), m."i", m."id")
              FROM "ProjectModule" m WHERE m."projectId" = p."id" ${visibleModules}), '[]')
          ) ORDER BY p."updatedAt" DESC, p."id" DESC), '[]')
        FROM (SELECT p."id", p."name", p."private", p."updatedAt"
              FROM "Project" p
              WHERE p."workspaceId" = ${workspaceId} ${visible}
              ORDER BY p."updatedAt" DESC, p."id" DESC
              LIMIT ${NAVIGATION_PROJECT_LIMIT}) p
      ),
      'workspaceModules', (
        SELECT coalesce(json_agg(json_build_object(
            'id', w."id", 'tag', w."tag", 'name', ${moduleNameSql("w", locale)},
            'isBookmark', EXISTS (SELECT 1 FROM "WorkspaceModuleBookmark" wb
                                  WHERE wb."moduleId" = w."id" AND wb."userId" = ${userId}))
            ORDER BY length(w."i"), w."i", w."id"), '[]')
        FROM "WorkspaceModule" w WHERE w."workspaceId" = ${workspaceId} ${visibleModuleSql(membership, "w")}
      )
    )::text AS "data"`;
  return result ? (JSON.parse(result.data) as Navigation) : { projects: [], workspaceModules: [] };
}
