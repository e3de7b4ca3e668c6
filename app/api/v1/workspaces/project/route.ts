import {
  createProject as createProjectEndpoint,
  listProjects as listProjectsEndpoint,
} from "@/lib/contracts/projects";
import { serve } from "@/lib/server/api/serve";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { createProject } from "@/lib/server/projects/create-project";
import { readProjectView } from "@/lib/server/projects/get-project";
import { listProjectsJson } from "@/lib/server/projects/list-projects";

export const POST = serve(createProjectEndpoint, async ({ actor, body, meta }) => {
  const created = await createProject(actor, body);
  return readProjectView(await activeMembership(actor), created.id, meta.locale);
});

// The page is sent as the JSON text PostgreSQL builds (list-projects.ts), not parsed and serialized
// again; the service parses the query's strings itself (`bookmarked` is "true"/"false" there).
export const GET = serve(listProjectsEndpoint, async ({ actor, req, meta }) => {
  const query = req.nextUrl.searchParams;
  const json = await listProjectsJson(
    actor,
    {
      page: query.get("page") ?? undefined,
      limit: query.get("limit") ?? undefined,
      bookmarked: query.get("bookmarked") ?? undefined,
    },
    meta.locale,
  );
  return new Response(json, { headers: { "content-type": "application/json" } });
});
