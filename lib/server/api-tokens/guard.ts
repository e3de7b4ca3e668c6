import "server-only";
import type { AnyEndpoint } from "@/lib/contracts/endpoint";
import { accessOfMethod, areaOf, scopesAllow } from "@/lib/api-tokens/scopes";
import type { ApiTokenGrant } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";

/** The path params that name a module (the meeting room's and automation's spec paths call it the dashboard). */
const MODULE_PARAMS = ["moduleId", "dashboardId"] as const;

/**
 * What `serve` checks before an endpoint runs for an API token (after the token resolved to its
 * user's membership, which the service checks as for a session): the endpoint's area and access in
 * the token's scopes (403 naming the scope it needs), and for a token limited to projects, that the
 * endpoint addresses a project or module (403 for one that reaches the whole workspace) inside them
 * (404 otherwise, as for any id the caller cannot see). The module gate narrows again for modules an
 * endpoint reaches through its body (`Membership.projectLimit`).
 */
export async function assertTokenMayCall(
  endpoint: AnyEndpoint,
  grant: ApiTokenGrant,
  params: Readonly<Record<string, unknown>>,
): Promise<void> {
  const area = areaOf(endpoint.method, endpoint.path);
  if (!area) throw forbidden("errors.apiTokenNotAllowed");
  const access = accessOfMethod(endpoint.method);
  if (!scopesAllow(grant.scopes, area, access)) {
    const error = forbidden("errors.apiTokenScope");
    error.extra = { requiredScope: `${area}:${access}` };
    throw error;
  }
  const limit = grant.projectIds;
  if (!limit) return;
  const projectId = typeof params.projectId === "string" ? params.projectId : null;
  const moduleParam = MODULE_PARAMS.find((name) => typeof params[name] === "string");
  if (!projectId && !moduleParam) throw forbidden("errors.apiTokenProjectsOnly");
  if (projectId && !limit.includes(projectId)) throw notFound("errors.projectNotFound");
  if (moduleParam) {
    // One primary-key probe, as a plain statement: on every request of such a token, the ORM's own
    // query building was a third of a task list's cost (bench:api-tokens).
    const [placed] = await getDb().$queryRaw<{ projectId: string }[]>`
      SELECT "projectId" FROM "ProjectModule" WHERE "id" = ${params[moduleParam] as string}`;
    if (!placed || !limit.includes(placed.projectId)) throw notFound("errors.moduleNotFound");
  }
}
