import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { createProject } from "@/lib/server/projects/create-project";
import { readProjectView } from "@/lib/server/projects/get-project";
import { listProjectsJson } from "@/lib/server/projects/list-projects";

// POST /api/v1/workspaces/project - create a project { name, private?, modules? } in the active workspace
export const POST = withApi({ body: true }, async ({ actor, body }) => {
  const created = await createProject(actor, body);
  const view = await readProjectView(await activeMembership(actor), created.id);
  return NextResponse.json(view, { status: 201 });
});

// GET /api/v1/workspaces/project?page=1&limit=50&bookmarked=true - visible projects, updatedAt desc
export const GET = withApi({}, async ({ actor, req, meta }) => {
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
  return new NextResponse(json, { headers: { "content-type": "application/json" } });
});
