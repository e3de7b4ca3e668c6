import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { inviteTaskMember } from "@/lib/server/tasks/members/invite-task-member";
import { listTaskMembers } from "@/lib/server/tasks/members/list-task-members";

// GET /api/v1/task-management/{id}/member - the module's members, oldest first ({ data })
export const GET = withApi({}, async ({ actor, params, meta }) =>
  listTaskMembers(actor, params, meta.locale),
);

// POST /api/v1/task-management/{id}/member - add a workspace member or invite an e-mail { email, role, permissions }
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) => {
  const { result, status } = await inviteTaskMember(actor, { ...params, body }, meta);
  return NextResponse.json(result, { status });
});
