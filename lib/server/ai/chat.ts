import "server-only";
import type { AiChatMessage, AiMessageState } from "@/lib/ai/types";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { aiChatSchema } from "@/lib/schemas/ai";
import type { Actor } from "@/lib/server/auth/sessions";
import { logger } from "@/lib/server/logger";
import { consume } from "@/lib/server/security/rate-limit";
import { parseInput } from "@/lib/server/validation";
import { recentTurns, saveMessage } from "./conversation";
import { claimGeneration } from "./generations";
import { AiProviderError } from "./provider";
import { aiModuleKind } from "./registry";
import { aiProvider } from "./select-provider";

/** A reply may run this long at most, whatever the provider does. */
export const GENERATION_MAX_MS = 120_000;
/** A reply longer than this (characters) is cut: no provider should stream without end. */
export const REPLY_MAX_CHARS = 32_000;

export interface ChatRun {
  moduleId: string;
  /** The question, saved. */
  userMessage: AiChatMessage;
  /** Streams the reply to `onChunk` and resolves with the saved assistant message (never rejects). */
  reply(onChunk: (content: string) => void): Promise<AiChatMessage>;
  /** Stops the reply (it is saved with what was written, state "stopped"). */
  stop(): void;
}

/**
 * Starts a question to a module's assistant, for the socket and the REST stream alike: validates it,
 * passes the module kind's gate afresh (404/403), takes the person's one slot for the module (409
 * while another reply runs), counts it against their rate limit (429) and saves the question. The
 * reply is then streamed by `reply`, and saved as it completes, stops or fails.
 */
export async function startChat(actor: Actor, raw: unknown, locale: Locale): Promise<ChatRun> {
  const input = parseInput(aiChatSchema, raw);
  const context = await aiModuleKind(input.moduleTag).open(actor, input.moduleId, locale);
  const slot = claimGeneration(actor.userId, context.moduleId);
  let userMessage: AiChatMessage;
  let history: Awaited<ReturnType<typeof recentTurns>>;
  try {
    await consume("askAiPerUser", actor.userId, "errors.aiRateLimited");
    history = await recentTurns(actor, context);
    userMessage = await saveMessage(actor, context, { author: "user", content: input.message });
  } catch (error) {
    slot.release();
    throw error;
  }
  const { controller } = slot;
  const deadline = setTimeout(
    () => controller.abort(new AiProviderError("ai.errors.tooLong")),
    GENERATION_MAX_MS,
  );

  const reply = async (onChunk: (content: string) => void): Promise<AiChatMessage> => {
    let content = "";
    let state: AiMessageState = "complete";
    const emit = (piece: string) => {
      content += piece;
      onChunk(piece);
    };
    const fail = (error: AiProviderError) => {
      state = "error";
      emit(`${content ? "\n\n" : ""}_${translateMessage(locale, error.message, error.values)}_`);
    };
    try {
      const pieces = aiProvider().generate({
        context,
        locale,
        history,
        question: input.message,
        signal: controller.signal,
      });
      for await (const piece of pieces) {
        if (controller.signal.aborted) break;
        emit(piece.slice(0, Math.max(0, REPLY_MAX_CHARS - content.length)));
        if (content.length >= REPLY_MAX_CHARS) break;
      }
    } catch (error) {
      if (error instanceof AiProviderError) fail(error);
      else if (!controller.signal.aborted) {
        logger.error(
          `[ai] reply failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        fail(new AiProviderError("ai.errors.failed"));
      }
    }
    if (state === "complete" && controller.signal.aborted) {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof AiProviderError) fail(reason);
      else state = "stopped";
    }
    clearTimeout(deadline);
    try {
      return await saveMessage(actor, context, { author: "assistant", content, state });
    } finally {
      slot.release();
    }
  };

  return { moduleId: context.moduleId, userMessage, reply, stop: () => controller.abort() };
}
