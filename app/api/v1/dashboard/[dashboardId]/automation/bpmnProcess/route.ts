import { serve } from "@/lib/server/api/serve";
import {
  createProcess as createEndpoint,
  listProcesses as listEndpoint,
} from "@/modules/workflow-automation/contracts";
import { createProcess, listProcesses } from "@/modules/workflow-automation/server/processes";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listProcesses(actor, { params, query }, meta.errorLocale),
);
export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createProcess(actor, { params, body }, meta.errorLocale),
);
