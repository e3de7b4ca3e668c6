import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { ProjectListItem } from "@/lib/projects/types";
import { projectListQuerySchema } from "@/lib/schemas/project";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { moduleNameSql } from "@/lib/server/modules/module-names";
import { visibleModuleSql, visibleProjectsSql } from "@/lib/server/permissions/project-visibility";
import { isoSql } from "@/lib/server/database/sql";

/**
 * A page of the projects of the actor's active workspace that the actor may see (the access rule,
 * suite_visible_projects: project-visibility.ts), most recently updated first ([workspaceId, updatedAt]
 * index), optionally only the actor's bookmarks: ONE SQL statement with the modules the actor may see
 * (private ones only for their members and the project's admins), the caller's
 * bookmark and the follower count, answered as the JSON text the API sends.
 *
 * Raw SQL on purpose, like the member list: the nested ORM select (relationJoins) was a third of the
 * throughput at 20 connections; PostgreSQL building the JSON in one pass is the cheap way, and
 * handing its text straight to the response (no parse and re-serialise in Node) took the p99 of the
 * 20-connection benchmark under its budget. The shape is asserted against GET
 * /workspaces/project/{id} (the ORM view) in tests/integration/projects.
 */
export async function listProjectsJson(
  actor: Actor,
  raw: { page?: unknown; limit?: unknown; bookmarked?: unknown } = {},
  locale: Locale = "en",
): Promise<string> {
  const { page, limit, bookmarked } = parseInput(projectListQuerySchema, raw);
  const membership = await activeMembership(actor);
  const userId = membership.userId;
  const visible = visibleProjectsSql(membership);
  const onlyBookmarked = bookmarked
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "ProjectBookmark" fb
        WHERE fb."projectId" = p."id" AND fb."userId" = ${userId})`
    : Prisma.empty;
  const [result] = await getDb().$queryRaw<{ data: string }[]>`
    SELECT coalesce(json_agg(json_build_object(
        'id', p."id",
        'name', p."name",
        'private', p."private",
        'coverImage', p."coverImage",
        'isBookmark', EXISTS (SELECT 1 FROM "ProjectBookmark" b
                              WHERE b."projectId" = p."id" AND b."userId" = ${userId}),
        'followers', json_build_object('count',
          (SELECT count(*)::int FROM "ProjectAccess" a WHERE a."projectId" = p."id")),
        'modules', coalesce((SELECT json_agg(json_build_object(
            'id', m."id", 'moduleId', m."moduleId", 'tag', m."tag", 'name', ${moduleNameSql("m", locale)}, 'i', m."i")
            ORDER BY length(m."i"), m."i")
          FROM "ProjectModule" m WHERE m."projectId" = p."id" ${visibleModuleSql(membership)}), '[]'),
        'createdAt', ${isoSql(Prisma.sql`p."createdAt"`)},
        'updatedAt', ${isoSql(Prisma.sql`p."updatedAt"`)}
      ) ORDER BY p."updatedAt" DESC, p."id" DESC), '[]')::text AS "data"
    FROM (SELECT p."id", p."name", p."private", p."coverImage", p."createdAt", p."updatedAt"
          FROM "Project" p
          WHERE p."workspaceId" = ${membership.workspaceId} ${visible} ${onlyBookmarked}
          ORDER BY p."updatedAt" DESC, p."id" DESC
          LIMIT ${limit} OFFSET ${(page - 1) * limit}) p`;
  return result?.data ?? "[]";
}

/** The same page, parsed (for server components). */
export async function listProjects(
  actor: Actor,
  raw: { page?: unknown; limit?: unknown; bookmarked?: unknown } = {},
  locale: Locale = "en",
): Promise<ProjectListItem[]> {
  return JSON.parse(await listProjectsJson(actor, raw, locale)) as ProjectListItem[];
}
