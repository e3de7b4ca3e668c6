import { reply, serve } from "@/lib/server/api/serve";
import { receiveAutomationHook } from "@/modules/workflow-automation/contracts";
import { receiveHook } from "@/modules/workflow-automation/server/triggers/webhook";

// An automation's incoming webhook: no session, the token is the secret (only its hash is stored,
// never logged). The body is read by the service, capped at 64 KB while streaming.
export const POST = serve(receiveAutomationHook, async ({ req, params }) =>
  reply(await receiveHook(req, params.triggerId), 202, { "Cache-Control": "no-store" }),
);
