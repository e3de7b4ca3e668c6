import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { searchColumns, type SearchSource } from "./source";

// The platform's searchable entities (docs/platform/search.md): projects the caller sees (the access
// rule), goals they see (suite_visible_goals), and the workspace's people for those who may view its
// members (User management's View grant, as GET /users). Modules are matched in memory from the
// caller's readable modules (lib/server/search/search.ts).

/** The projects the caller sees, with their names (an API token's project limit applied). */
export async function searchableProjects(membership: Membership): Promise<{ id: string; name: string }[]> {
  const rows = await getDb().$queryRaw<{ id: string; name: string }[]>`
    SELECT p."id", p."name"
      FROM suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp
      JOIN "Project" p ON p."id" = vp."id"`;
  return membership.projectLimit ? rows.filter((row) => membership.projectLimit!.includes(row.id)) : rows;
}

const projectSource: SearchSource = {
  entity: "project",
  tag: null,
  sql(ctx) {
    const ranked = ctx.ranked({
      from: Prisma.sql`"Project" p`,
      id: Prisma.sql`p."id"`,
      where: Prisma.sql`p."id" = ANY(${ctx.projectIds})`,
      titleWords: Prisma.sql`p."searchTitle"`,
      key: Prisma.sql`p."searchKey"`,
    });
    return Prisma.sql`
      SELECT ${searchColumns({
        id: Prisma.sql`p."id"`,
        title: Prisma.sql`p."name"`,
        body: Prisma.sql`NULL`,
        moduleId: Prisma.sql`NULL`,
        ref: Prisma.sql`NULL`,
        score: Prisma.sql`r."score"`,
      })}
        FROM (${ranked}) r JOIN "Project" p ON p."id" = r."id"
       ORDER BY r."score" DESC`;
  },
  href: (row) => `/project/${row.id}/modules`,
};

const goalSource: SearchSource = {
  entity: "goal",
  tag: null,
  sql(ctx) {
    const { userId, workspaceId } = ctx;
    const ranked = ctx.ranked({
      from: Prisma.sql`"Goal" g`,
      id: Prisma.sql`g."id"`,
      where: Prisma.sql`g."workspaceId" = ${workspaceId}
        AND g."id" IN (SELECT vg."id" FROM suite_visible_goals(${userId}, ${workspaceId}) vg)`,
      titleWords: Prisma.sql`g."searchTitle"`,
      key: Prisma.sql`g."searchKey"`,
      body: { words: Prisma.sql`g."searchBody"` },
    });
    return Prisma.sql`
      SELECT ${searchColumns({
        id: Prisma.sql`g."id"`,
        title: Prisma.sql`g."title"`,
        body: Prisma.sql`g."description"`,
        moduleId: Prisma.sql`NULL`,
        ref: Prisma.sql`NULL`,
        score: Prisma.sql`r."score"`,
      })}
        FROM (${ranked}) r JOIN "Goal" g ON g."id" = r."id"
       ORDER BY r."score" DESC`;
  },
  href: (row) => `/goals/${row.id}`,
};

const personSource: SearchSource = {
  entity: "person",
  tag: null,
  sql(ctx) {
    if (!ctx.membership.can("userManagement", "view")) return null;
    // A workspace's people are few: their words are made as they are read.
    const ranked = ctx.ranked({
      from: Prisma.sql`"WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"`,
      id: Prisma.sql`u."id"`,
      where: Prisma.sql`wm."workspaceId" = ${ctx.workspaceId} AND NOT wm."service" AND u."deletedAt" IS NULL`,
      titleWords: Prisma.sql`suite_search_words(u."name" || ' ' || u."email")`,
      key: Prisma.sql`suite_search_key(u."name" || ' ' || u."email")`,
    });
    return Prisma.sql`
      SELECT ${searchColumns({
        id: Prisma.sql`u."id"`,
        title: Prisma.sql`u."name"`,
        body: Prisma.sql`u."email"`,
        moduleId: Prisma.sql`NULL`,
        ref: Prisma.sql`NULL`,
        score: Prisma.sql`r."score"`,
      })}
        FROM (${ranked}) r JOIN "User" u ON u."id" = r."id"
       ORDER BY r."score" DESC`;
  },
  href: (row) => `/workspace-modules/${row.id}`,
};

export const PLATFORM_SOURCES: readonly SearchSource[] = [projectSource, goalSource, personSource];
