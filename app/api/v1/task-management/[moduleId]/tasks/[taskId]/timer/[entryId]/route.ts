import { withApi } from "@/lib/server/api/with-api";
import { stopTaskTimer } from "@/modules/time-tracker/server/task-timer";

// PATCH /api/v1/task-management/{id}/tasks/{taskId}/timer/{entryId} - stop the caller's timer on the task {end}
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  stopTaskTimer(actor, { params, body }, meta.errorLocale),
);
