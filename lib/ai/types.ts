// Ask AI (spec/work-management.md §2 Ask AI dialog, §3 chat message, §4 Ask AI chat, §7 Ask AI): what
// the API and the socket send, and what the dialog reads, the answers as their schemas
// (lib/contracts/ai.ts); each such type is its schema's output. No server imports.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { MODULE_KINDS, type ModuleKind } from "@/modules/kinds";

/**
 * The module kinds that have an assistant (`ai` in their manifests; lib/server/ai/registry.ts
 * registers each one's context).
 */
export type AiModuleTag = Extract<ModuleKind, { ai: true }>["tag"];
export const AI_MODULE_TAGS = MODULE_KINDS.filter(
  (kind): kind is Extract<ModuleKind, { ai: true }> => kind.ai,
).map((kind) => kind.tag) as [AiModuleTag, ...AiModuleTag[]];

export const AI_AUTHORS = ["user", "assistant"] as const;
export type AiAuthor = (typeof AI_AUTHORS)[number];
/** How an assistant reply ended: whole, cut by Stop, or cut by a provider error (its text says why). */
export const AI_MESSAGE_STATES = ["complete", "stopped", "error"] as const;
export type AiMessageState = (typeof AI_MESSAGE_STATES)[number];

/** One message of a person's conversation with a module, as stored. */
export const aiChatMessageSchema = z.object({
  id: z.string(),
  author: z.enum(AI_AUTHORS),
  /** The text; an assistant's may hold ```json blocks (task drafts). */
  content: z.string(),
  state: z.enum(AI_MESSAGE_STATES),
  createdAt: isoDate,
});
export type AiChatMessage = z.output<typeof aiChatMessageSchema>;

/** GET /api/v1/ai/chat?moduleId=: the caller's conversation with the module, oldest first. */
export const aiHistorySchema = z.object({
  moduleId: z.string(),
  /** The assistant answering: "built-in" (no model) or the configured model's name. */
  provider: z.string(),
  /** The caller may create tasks here (a draft's Create Task action is offered only then). */
  canCreate: z.boolean(),
  messages: z.array(aiChatMessageSchema),
});
export type AiHistory = z.output<typeof aiHistorySchema>;

// The socket (§7: the client sends message, moduleId and moduleTag; replies arrive as chunks in
// message.content). One generation per person and module at a time.

/** Client → server: { message, moduleId, moduleTag, locale? }, acknowledged with AiSendAck. */
export const AI_SEND = "ai:message";
/** Client → server: { moduleId }: stop the running generation (it ends with state "stopped"). */
export const AI_STOP = "ai:stop";
/** Server → client: a piece of the reply, `message.content` (to be appended). */
export const AI_CHUNK = "ai:chunk";
/** Server → client: the reply ended; `message` is the saved assistant message. */
export const AI_DONE = "ai:done";

export type AiSendAck =
  { ok: true; userMessage: AiChatMessage } | { ok: false; status: number; message: string };

export interface AiChunkPayload {
  moduleId: string;
  message: { content: string };
}

export interface AiDonePayload {
  moduleId: string;
  message: AiChatMessage;
}

/** Server-sent events of POST /api/v1/ai/chat: `chunk` (AiChunkPayload's message), then `done`. */
export type AiStreamEvent =
  | { event: "chunk"; data: { content: string } }
  | { event: "done"; data: AiChatMessage }
  | { event: "error"; data: { statusCode: number; message: string } };
