import { withApi } from "@/lib/server/api/with-api";
import { removeTaskMember } from "@/lib/server/tasks/members/remove-task-member";
import { updateTaskMember } from "@/lib/server/tasks/members/update-task-member";

// PATCH /api/v1/task-management/{id}/member/{memberId} - change a module member's role { role }
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateTaskMember(actor, { ...params, body }, meta.locale),
);

// DELETE /api/v1/task-management/{id}/member/{memberId} - take a member off the module
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  removeTaskMember(actor, params, meta.locale),
);
