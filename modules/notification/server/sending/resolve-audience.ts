import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAudience } from "@/modules/notification/shared/types";
import type { RoleValue } from "@/lib/schemas/permissions";
import { seesProjectSql } from "@/lib/server/permissions/project-visibility";

/** One person of an audience: a member (with their address), or an address only. */
export interface AudienceRow {
  userId: string | null;
  email: string | null;
  name: string | null;
}

/**
 * The audience's people now: workspace members (all, of a role, or those who see a project) or a
 * pasted list (matched to members by address; others kept as addresses).
 */
export async function resolveAudience(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  audience: CampaignAudience,
): Promise<AudienceRow[]> {
  if (audience.kind === "emails") {
    const members = await tx.$queryRaw<AudienceRow[]>`
      SELECT u."id" AS "userId", u."email", u."name" FROM "WorkspaceMember" wm
        JOIN "User" u ON u."id" = wm."userId"
       WHERE wm."workspaceId" = ${workspaceId} AND NOT wm."service" AND lower(u."email") = ANY(${audience.emails})`;
    const matched = new Set(members.map((row) => row.email?.toLowerCase()));
    return [
      ...members,
      ...audience.emails
        .filter((email) => !matched.has(email))
        .map((email) => ({ userId: null, email, name: null })),
    ];
  }
  let filter = Prisma.empty;
  if (audience.kind === "role")
    filter = Prisma.sql`AND wm."role"::text = ${audience.role satisfies RoleValue}`;
  // The project's audience: the workspace's members who see it (another workspace's: nobody).
  if (audience.kind === "project") filter = Prisma.sql`AND ${seesProjectSql(audience.projectId)}`;
  return tx.$queryRaw<AudienceRow[]>`
    SELECT u."id" AS "userId", u."email", u."name" FROM "WorkspaceMember" wm
      JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${workspaceId} AND NOT wm."service" ${filter}`;
}
