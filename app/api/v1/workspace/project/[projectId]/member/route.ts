import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { addProjectMember } from "@/lib/server/project-members/add-project-member";
import { listProjectMembers } from "@/lib/server/project-members/list-project-members";

// GET /api/v1/workspace/project/{projectId}/member - the project's members (followers), oldest first
export const GET = withApi({}, async ({ actor, params }) => listProjectMembers(actor, params));

// POST /api/v1/workspace/project/{projectId}/member - add a workspace member { member, role } (upsert)
export const POST = withApi({ body: true }, async ({ actor, params, body }) => {
  const { member, created } = await addProjectMember(actor, { ...params, body });
  return NextResponse.json(member, { status: created ? 201 : 200 });
});
