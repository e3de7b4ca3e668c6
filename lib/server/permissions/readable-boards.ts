import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import {
  visibleModulesSql,
  visibleProjectsSql,
  visibleWorkspaceModulesSql,
} from "@/lib/server/permissions/project-visibility";

/**
 * The task boards of the membership's workspace it may read, as a query selecting their "id" (for
 * `IN (…)` or a CTE): boards of visible task modules on visible projects, and of visible workspace
 * modules, when the permissions matrix grants Task management's View. The list form of the module
 * gate's read rule (lib/modules/module-access.ts), used where work is summed across modules (goals,
 * reports) so a private project's or module's tasks never count for someone who cannot open them.
 */
export function readableBoardsSql(membership: Membership): Prisma.Sql {
  if (!membership.can("taskManagement", "view")) {
    return Prisma.sql`SELECT NULL::char(24) AS "id" WHERE false`;
  }
  const { workspaceId } = membership;
  return Prisma.sql`SELECT b."id" FROM "TaskBoard" b
      JOIN "ProjectModule" m ON m."id" = b."projectModuleId"
      JOIN "Project" p ON p."id" = m."projectId"
     WHERE b."workspaceId" = ${workspaceId} AND p."workspaceId" = ${workspaceId}
       ${visibleProjectsSql(membership)} ${visibleModulesSql(membership)}
    UNION ALL
    SELECT b."id" FROM "TaskBoard" b
      JOIN "WorkspaceModule" w ON w."id" = b."workspaceModuleId"
     WHERE b."workspaceId" = ${workspaceId} AND w."workspaceId" = ${workspaceId}
       ${visibleWorkspaceModulesSql(membership)}`;
}
