import "server-only";
import { z } from "zod";
import { argumentsParser } from "@/lib/server/ai/tool-kit";
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from "@/modules/online-chat/shared/constants";
import { MESSAGES_READ } from "./chat-data";

// The arguments of an Online chat's tools (tools.ts), validated with zod before any read; the JSON
// Schema the model is sent is generated from the same schemas.

const conversation = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .optional()
  .describe(
    "One of the person's conversations: its id (from list_conversations), a channel's name, or the names of a direct conversation's people. Leave it out for the most recent one",
  );

export const chatToolSchemas = {
  list_conversations: z.strictObject({
    query: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe("Words of a channel's or a person's name (blank: all)"),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  read_conversation: z.strictObject({
    conversation,
    limit: z
      .number()
      .int()
      .min(1)
      .max(MESSAGES_READ)
      .optional()
      .describe("How many of the latest messages (default 50)"),
  }),
  summarize_conversation: z.strictObject({ conversation }),
  unread_summary: z.strictObject({}),
  find_decisions: z.strictObject({
    conversation: conversation.describe(
      "Only this conversation (its id or name); leave it out for all of the person's conversations",
    ),
  }),
  search_messages: z.strictObject({
    query: z
      .string()
      .trim()
      .min(SEARCH_QUERY_MIN)
      .max(SEARCH_QUERY_MAX)
      .describe('Words to find (English or Spanish stems; "quoted phrases", or, -word)'),
    conversation: conversation.describe("Only in this conversation (its id or name); leave it out for all"),
  }),
  draft_reply: z.strictObject({ conversation }),
} as const;

export type ChatToolName = keyof typeof chatToolSchemas;

/** Validated arguments of a tool call (AiToolArgumentsError lists what is wrong). */
export const parseChatToolArguments = argumentsParser(chatToolSchemas);
