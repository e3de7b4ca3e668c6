import { serve } from "@/lib/server/api/serve";
import { draftDescription } from "@/modules/task-management/contracts";
import { draftTaskDescription } from "@/modules/task-management/server/ai/describe";

// Drafted in the person's language (their choice, else their browser's).
export const POST = serve(draftDescription, async ({ actor, params, body, meta }) =>
  draftTaskDescription(actor, { moduleId: params.moduleId, body }, meta.locale),
);
