import { withApi } from "@/lib/server/api/with-api";
import { getMember } from "@/lib/server/members/get-member";
import { removeMember } from "@/lib/server/members/remove-member";
import { updateMember } from "@/lib/server/members/update-member";

// GET /api/v1/workspace/{workspaceId}/member/{memberId} - one member (by user id) with effective permissions
export const GET = withApi({}, async ({ actor, params }) => getMember(actor, params));

// PATCH /api/v1/workspace/{workspaceId}/member/{memberId} - role (owner = transfer), custom role, accessToAll, permissions
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateMember(actor, { ...params, body }),
);

// DELETE /api/v1/workspace/{workspaceId}/member/{memberId} - remove a member, or leave the workspace
export const DELETE = withApi({}, async ({ actor, params }) => removeMember(actor, params));
