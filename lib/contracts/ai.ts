// Ask AI's REST API (spec/work-management.md §7 Ask AI), declared once: served by
// app/api/v1/ai/chat/route.ts, called by lib/client/ai/api.ts (the dialog asks over the socket; the
// POST stream is for API clients).
import * as z from "@/lib/zod";
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { aiHistorySchema } from "@/lib/ai/types";
import { aiChatSchema, aiConversationSchema } from "@/lib/schemas/ai";

const path = "/api/v1/ai/chat" as const;

export const getConversation = defineEndpoint({
  method: "GET",
  path,
  auth: "session",
  summary: "The caller's conversation with the module's assistant, oldest first",
  query: aiConversationSchema,
  response: aiHistorySchema,
});

export const askAi = defineEndpoint({
  method: "POST",
  path,
  auth: "session",
  summary:
    "Ask the module's assistant; the reply streams as server-sent events: `chunk` {content} pieces, then `done` (the saved message) or `error`",
  body: aiChatSchema,
  response: rawResponse("text/event-stream"),
});

export const clearConversation = defineEndpoint({
  method: "DELETE",
  path,
  auth: "session",
  summary: "'New chat': stop a running reply and delete the conversation",
  query: aiConversationSchema,
  response: z.object({ deleted: z.number() }),
});
