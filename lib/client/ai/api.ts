"use client";

// Typed calls of Ask AI's REST API (lib/contracts/ai.ts); questions go over the socket
// (lib/client/ai/use-ai-chat.ts).
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type * as endpoints from "@/lib/contracts/ai";
import type { AiModuleTag } from "@/lib/ai/types";

/** A person's conversation with a module, a cached query (its messages grow as the chat goes on). */
export const aiHistoryQuery = (moduleId: string, moduleTag: AiModuleTag) =>
  endpointQuery<typeof endpoints.getConversation>("GET /api/v1/ai/chat", { query: { moduleId, moduleTag } });

export const aiApi = {
  /** 'New chat': stops a running reply and clears the conversation. */
  clear: (moduleId: string, moduleTag: AiModuleTag) =>
    call<typeof endpoints.clearConversation>("DELETE /api/v1/ai/chat", { query: { moduleId, moduleTag } }),
};
