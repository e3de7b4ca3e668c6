"use client";

// Typed calls of Ask AI's REST API (lib/contracts/ai.ts); questions go over the socket
// (lib/client/ai/use-ai-chat.ts).
import { call } from "@/lib/client/api";
import type * as endpoints from "@/lib/contracts/ai";
import type { AiModuleTag } from "@/lib/ai/types";

export const aiApi = {
  history: (moduleId: string, moduleTag: AiModuleTag) =>
    call<typeof endpoints.getConversation>("GET /api/v1/ai/chat", { query: { moduleId, moduleTag } }),
  /** 'New chat': stops a running reply and clears the conversation. */
  clear: (moduleId: string, moduleTag: AiModuleTag) =>
    call<typeof endpoints.clearConversation>("DELETE /api/v1/ai/chat", { query: { moduleId, moduleTag } }),
};
