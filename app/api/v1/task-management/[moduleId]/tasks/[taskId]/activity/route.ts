import { serve } from "@/lib/server/api/serve";
import { listActivity } from "@/modules/task-management/contracts";
import { listTaskActivity } from "@/modules/task-management/server/task-activity";

export const GET = serve(listActivity, async ({ actor, params }) => listTaskActivity(actor, params));
