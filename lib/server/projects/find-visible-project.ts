import "server-only";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { visibleProjectsFromSql } from "@/lib/server/permissions/project-visibility";

/**
 * A project of the membership's workspace that the member may see (the access rule, one indexed
 * query). Anything else is 404.
 */
export async function findVisibleProject(membership: Membership, projectId: string) {
  const [project] = await getDb().$queryRaw<{ id: string; name: string; private: boolean }[]>`
    SELECT p."id", p."name", p."private"
      FROM ${visibleProjectsFromSql(membership)} JOIN "Project" p ON p."id" = vp."id"
     WHERE vp."id" = ${projectId}`;
  if (!project) throw notFound("errors.projectNotFound");
  return project;
}
