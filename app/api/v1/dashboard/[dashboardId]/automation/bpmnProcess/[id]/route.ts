import { serve } from "@/lib/server/api/serve";
import {
  deleteProcess as deleteEndpoint,
  getProcess as getEndpoint,
  updateProcess as updateEndpoint,
} from "@/modules/workflow-automation/contracts";
import { deleteProcess, getProcess, updateProcess } from "@/modules/workflow-automation/server/processes";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getProcess(actor, params, meta.errorLocale),
);
export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateProcess(actor, { params, body }, meta.errorLocale),
);
export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  deleteProcess(actor, params, meta.errorLocale),
);
