import { withApi } from "@/lib/server/api/with-api";
import { removeProjectMember } from "@/lib/server/project-members/remove-project-member";
import { updateProjectMember } from "@/lib/server/project-members/update-project-member";

// PATCH /api/v1/workspace/project/{projectId}/member/{memberId} - change a project member's role { role }
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateProjectMember(actor, { ...params, body }),
);

// DELETE /api/v1/workspace/project/{projectId}/member/{memberId} - take a member (user id) off the project
export const DELETE = withApi({}, async ({ actor, params }) => removeProjectMember(actor, params));
