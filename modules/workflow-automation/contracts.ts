// Workflow automation's API (issue 38), declared once (lib/contracts/endpoint.ts): served by the route
// files under app/api/v1/dashboard/[dashboardId]/automation (the spec's paths) and
// app/api/v1/workflow-automation, called through `call` (lib/client/api.ts).
import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { moduleInfoSchema } from "@/lib/modules/types";
import { memberIdSchema } from "@/lib/schemas/members";
import {
  createProcessSchema,
  decideSchema,
  instanceParamsSchema,
  listQuerySchema,
  processListQuerySchema,
  moduleParamsSchema,
  proposeSchema,
  processInstancesParamsSchema,
  processParamsSchema,
  startSchema,
  updateProcessSchema,
  userTaskParamsSchema,
  versionParamsSchema,
} from "@/modules/workflow-automation/schemas/processes";
import {
  deploySchema,
  instanceDetailSchema,
  instanceListSchema,
  instanceSchema,
  processSchema,
  processSummarySchema,
  proposalSchema,
  versionSchema,
} from "@/modules/workflow-automation/shared/types";

const base = "/api/v1/dashboard/{dashboardId}/automation" as const;
const oneProcess = `${base}/bpmnProcess/{id}` as const;
const instance = `${base}/processInstance/{instanceId}` as const;

export const members = moduleMemberEndpoints("workflow-automation");

export const getWorkflowAutomation = defineEndpoint({
  method: "GET",
  path: "/api/v1/workflow-automation/{moduleId}",
  auth: "session",
  summary: "The module, its project and what the caller may do in it",
  params: z.object({ moduleId: memberIdSchema }),
  response: moduleInfoSchema,
});

export const proposeAutomation = defineEndpoint({
  method: "POST",
  path: "/api/v1/workflow-automation/{moduleId}/ai/propose",
  auth: "session",
  summary: "'Generate with AI': an automation's name and rule for a description, shown before it is made",
  params: z.object({ moduleId: memberIdSchema }),
  body: proposeSchema,
  response: proposalSchema,
});

export const listProcesses = defineEndpoint({
  method: "GET",
  path: `${base}/bpmnProcess`,
  auth: "session",
  summary: "The module's automations, last changed first (50 a page)",
  params: moduleParamsSchema,
  query: processListQuerySchema,
  response: pageSchema(processSummarySchema),
});

export const createProcess = defineEndpoint({
  method: "POST",
  path: `${base}/bpmnProcess`,
  auth: "session",
  summary: "Create an automation from a BPMN source, or the default one (start, one service task, end)",
  params: moduleParamsSchema,
  body: createProcessSchema,
  response: processSchema,
  status: 201,
});

export const getProcessVersion = defineEndpoint({
  method: "GET",
  path: `${oneProcess}/versions/{version}`,
  auth: "session",
  summary: "A deployed version of an automation with its BPMN source (what its runs ran)",
  params: versionParamsSchema,
  response: versionSchema,
});

export const getProcess = defineEndpoint({
  method: "GET",
  path: oneProcess,
  auth: "session",
  summary: "An automation with its draft BPMN source",
  params: processParamsSchema,
  response: processSchema,
});

export const updateProcess = defineEndpoint({
  method: "PATCH",
  path: oneProcess,
  auth: "session",
  summary: "Rename an automation (resourceName), save its draft source, or turn it on or off",
  params: processParamsSchema,
  body: updateProcessSchema,
  response: processSchema,
});

export const deleteProcess = defineEndpoint({
  method: "DELETE",
  path: oneProcess,
  auth: "session",
  summary: "Delete an automation with its versions and runs",
  params: processParamsSchema,
  response: z.object({ id: z.string() }),
});

export const deployProcess = defineEndpoint({
  method: "POST",
  path: `${oneProcess}/deploy`,
  auth: "session",
  summary: "Check the draft against what the engine runs and make it the next version (400 lists the issues)",
  params: processParamsSchema,
  response: deploySchema,
});

export const startProcess = defineEndpoint({
  method: "POST",
  path: `${oneProcess}/start`,
  auth: "session",
  summary: "Run the deployed version by hand with variables; the same requestId twice is one run",
  params: processParamsSchema,
  body: startSchema,
  response: instanceSchema,
  status: 201,
});

export const listInstances = defineEndpoint({
  method: "GET",
  path: `${base}/processInstance/process/{processId}`,
  auth: "session",
  summary: "An automation's runs, newest first (50 a page)",
  params: processInstancesParamsSchema,
  query: listQuerySchema,
  response: instanceListSchema,
});

export const getInstance = defineEndpoint({
  method: "GET",
  path: instance,
  auth: "session",
  summary: "A run with its variables, its steps in order and its user tasks",
  params: instanceParamsSchema,
  response: instanceDetailSchema,
});

export const retryInstance = defineEndpoint({
  method: "POST",
  path: `${instance}/retry`,
  auth: "session",
  summary: "Run a failed run again from its failed step",
  params: instanceParamsSchema,
  response: instanceDetailSchema,
});

export const cancelInstance = defineEndpoint({
  method: "POST",
  path: `${instance}/cancel`,
  auth: "session",
  summary: "Stop a run that is still going",
  params: instanceParamsSchema,
  response: instanceDetailSchema,
});

export const decideUserTask = defineEndpoint({
  method: "POST",
  path: `${base}/userTask/{taskId}/decision`,
  auth: "session",
  summary: "Approve or reject a user task waiting for the caller",
  params: userTaskParamsSchema,
  body: decideSchema,
  response: z.object({ id: z.string(), status: z.enum(["approved", "rejected"]) }),
});

/** POST …/bpmnProcess/{id}/webhook-token: which webhook start event, when the automation has several. */
export const webhookTokenBodySchema = z.object({
  elementId: z.optional(
    z
      .string({ error: "validation.automationWebhookElement" })
      .check(
        z.minLength(1, "validation.automationWebhookElement"),
        z.maxLength(200, "validation.automationWebhookElement"),
      ),
  ),
});

export const webhookTokenSchema = z.object({
  triggerId: z.string(),
  elementId: z.string(),
  /** The hook's URL with its token: shown this once (only the token's hash is kept). */
  url: z.string(),
});

export const createWebhookToken = defineEndpoint({
  method: "POST",
  path: `${oneProcess}/webhook-token`,
  auth: "session",
  summary:
    "A new secret token for the automation's incoming webhook; answers its URL once (the old token stops working)",
  params: processParamsSchema,
  body: webhookTokenBodySchema,
  response: webhookTokenSchema,
  status: 201,
});

export const receiveAutomationHook = defineEndpoint({
  method: "POST",
  path: "/api/v1/automation-hooks/{triggerId}",
  auth: "public",
  summary:
    "An incoming webhook: the token (?token=, Bearer or X-Automation-Token) starts a run with the JSON body (≤ 64 KB) as `payload`; Idempotency-Key makes a repeat the same run",
  params: z.object({ triggerId: memberIdSchema }),
  response: z.object({ instanceId: z.string() }),
  status: 202,
});
