import { withApi } from "@/lib/server/api/with-api";
import { listTaskActivity } from "@/modules/task-management/server/task-activity";

// GET /api/v1/task-management/{id}/tasks/{taskId}/activity - the task's history, newest first
export const GET = withApi({}, async ({ actor, params }) => listTaskActivity(actor, params));
