import { withApi } from "@/lib/server/api/with-api";
import { startChat } from "@/lib/server/ai/chat";
import { clearConversation, getConversation } from "@/lib/server/ai/conversation";
import { chatEventStream } from "@/lib/server/ai/sse-response";

const query = (req: { nextUrl: URL }) => Object.fromEntries(req.nextUrl.searchParams);

// GET /api/v1/ai/chat?moduleId=&moduleTag= - the caller's conversation with the module's assistant
export const GET = withApi({}, async ({ actor, req, meta }) =>
  getConversation(actor, query(req), meta.locale),
);

// POST /api/v1/ai/chat - ask {message, moduleId, moduleTag}; the reply streams as server-sent events
export const POST = withApi({ body: true }, async ({ actor, body, req, meta }) =>
  chatEventStream(await startChat(actor, body, meta.locale), req.signal),
);

// DELETE /api/v1/ai/chat?moduleId=&moduleTag= - 'New chat': stop a running reply and clear the conversation
export const DELETE = withApi({}, async ({ actor, req, meta }) =>
  clearConversation(actor, query(req), meta.locale),
);
