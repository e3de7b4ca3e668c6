import { serve } from "@/lib/server/api/serve";
import { addComment } from "@/modules/task-management/contracts";
import { addTaskComment } from "@/modules/task-management/server/task-activity";

export const POST = serve(addComment, async ({ actor, params, body }) =>
  addTaskComment(actor, { ...params, body }),
);
