"use client";

// Typed calls of Ask AI's REST API; questions go over the socket (lib/client/ai/use-ai-chat.ts).
import { api } from "@/lib/client/api";
import type { AiHistory, AiModuleTag } from "@/lib/ai/types";

const conversation = (moduleId: string, moduleTag: AiModuleTag) =>
  `/ai/chat?${new URLSearchParams({ moduleId, moduleTag }).toString()}`;

export const aiApi = {
  history: (moduleId: string, moduleTag: AiModuleTag) => api<AiHistory>(conversation(moduleId, moduleTag)),
  /** 'New chat': stops a running reply and clears the conversation. */
  clear: (moduleId: string, moduleTag: AiModuleTag) =>
    api<{ deleted: number }>(conversation(moduleId, moduleTag), { method: "DELETE" }),
};
