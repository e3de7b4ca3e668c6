import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Membership } from "@/lib/server/permissions/workspace-member";

/**
 * The task boards of the membership's workspace it may read, as a query selecting their "id" (for
 * `IN (…)` or a CTE): the boards of the task modules the access rule (suite_visible_modules) lets it
 * read. Used where work is summed across modules (goals, reports) so a private project's or module's
 * tasks never count for someone who cannot open them.
 */
export function readableBoardsSql(membership: Pick<Membership, "userId" | "workspaceId">): Prisma.Sql {
  const { workspaceId, userId } = membership;
  // From the modules to their boards through the boards' unique module columns: index lookups,
  // whatever the planner knows of the tables.
  return Prisma.sql`SELECT b."id" FROM suite_visible_modules(${userId}, ${workspaceId}) rb
      JOIN "TaskBoard" b ON b."projectModuleId" = rb."id"
     WHERE rb."readable" AND rb."project_id" IS NOT NULL
    UNION ALL
    SELECT b."id" FROM suite_visible_modules(${userId}, ${workspaceId}) rb
      JOIN "TaskBoard" b ON b."workspaceModuleId" = rb."id"
     WHERE rb."readable" AND rb."project_id" IS NULL`;
}
