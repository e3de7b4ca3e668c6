import { serve } from "@/lib/server/api/serve";
import {
  askAi,
  clearConversation as clearEndpoint,
  getConversation as getEndpoint,
} from "@/lib/contracts/ai";
import { startChat } from "@/lib/server/ai/chat";
import { clearConversation, getConversation } from "@/lib/server/ai/conversation";
import { chatEventStream } from "@/lib/server/ai/sse-response";

export const GET = serve(getEndpoint, async ({ actor, query, meta }) =>
  getConversation(actor, query, meta.locale),
);

export const POST = serve(askAi, async ({ actor, body, req, meta }) =>
  chatEventStream(await startChat(actor, body, meta.locale), req.signal),
);

export const DELETE = serve(clearEndpoint, async ({ actor, query, meta }) =>
  clearConversation(actor, query, meta.locale),
);
