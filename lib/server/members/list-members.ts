import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MemberPage, MemberRow } from "@/lib/members/types";
import { memberListParamsSchema, memberListQuerySchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { assertCan, requireMembership } from "@/lib/server/permissions/workspace-member";

/** LIKE wildcards in a search are matched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of a workspace's members, oldest first (the [workspaceId, createdAt] index), optionally
 * filtered by name or e-mail, and the filtered total: ONE SQL statement, whatever the page size.
 *
 * Raw SQL on purpose: this is the hottest read of User management (budget p99 < 40 ms with 500
 * members at 20 connections), and PostgreSQL building the rows' JSON in one pass costs less than half
 * of the equivalent nested ORM select (lateral joins, then per-row decoding in the client).
 * The shape is MemberRow's and is asserted field by field in tests/integration/members.
 */
export async function listMembers(
  actor: Actor,
  raw: { workspaceId?: unknown; page?: unknown; limit?: unknown; search?: unknown },
): Promise<MemberPage> {
  const { workspaceId } = parseInput(memberListParamsSchema, { workspaceId: raw.workspaceId });
  const { page, limit, search } = parseInput(memberListQuerySchema, raw);
  const membership = await requireMembership(actor, workspaceId);
  assertCan(membership, "userManagement", "view");

  const filter = search
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "User" su WHERE su."id" = m."userId"
        AND (su."name" ILIKE ${likePattern(search)} OR su."email" ILIKE ${likePattern(search)}))`
    : Prisma.empty;
  const [result] = await getDb().$queryRaw<{ total: number; data: string }[]>`
    SELECT
      (SELECT count(*)::int FROM "WorkspaceMember" m
        WHERE m."workspaceId" = ${workspaceId} AND NOT m."service" ${filter}) AS "total",
      (SELECT coalesce(json_agg(json_build_object(
          'id', p."id",
          'member', json_build_object('id', u."id", 'email', u."email", 'name', u."name"),
          'role', p."role",
          'owner', p."role" = 'owner',
          'accessToAll', p."accessToAll",
          'customRole', CASE WHEN r."id" IS NULL THEN NULL
                             ELSE json_build_object('id', r."id", 'title', r."title") END,
          'createdAt', p."createdAt"
        ) ORDER BY p."createdAt", p."id"), '[]')::text
       FROM (SELECT m."id", m."userId", m."role", m."accessToAll", m."customRoleId", m."createdAt"
             FROM "WorkspaceMember" m
             WHERE m."workspaceId" = ${workspaceId} AND NOT m."service" ${filter}
             ORDER BY m."createdAt", m."id"
             LIMIT ${limit} OFFSET ${(page - 1) * limit}) p
       JOIN "User" u ON u."id" = p."userId"
       LEFT JOIN "WorkspaceRole" r ON r."id" = p."customRoleId") AS "data"`;
  const data = JSON.parse(result?.data ?? "[]") as MemberRow[];
  // PostgreSQL writes a timestamp (UTC, without zone) as "2026-01-02T03:04:05.6": made ISO here,
  // which costs less than formatting it in SQL.
  for (const row of data) row.createdAt = new Date(`${row.createdAt}Z`).toISOString();
  return { data, total: result?.total ?? 0, page, limit };
}
