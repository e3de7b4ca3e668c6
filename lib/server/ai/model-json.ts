import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { AiModuleContext, AiProvider } from "@/lib/server/ai/provider";
import { logger } from "@/lib/server/logger";

// Drafts a model writes as JSON (a form, a database): the reply read whole (up to a size), and the
// first JSON object in it. A provider that fails answers an empty reply: the caller falls back to its
// built-in draft.

/** The first JSON object in a reply (inside a ```json block or bare); null when there is none. */
export function jsonOf(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(reply)?.[1];
  const text = fenced ?? reply.slice(reply.indexOf("{"), reply.lastIndexOf("}") + 1);
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A model's whole reply to `question` in `context` (at most `maxChars`; "" when the provider fails). */
export async function modelReply(
  provider: AiProvider,
  options: { context: AiModuleContext; locale: Locale; question: string; maxChars: number; logTag: string },
): Promise<string> {
  let reply = "";
  try {
    for await (const piece of provider.generate({
      context: options.context,
      locale: options.locale,
      history: [],
      question: options.question,
      signal: AbortSignal.timeout(60_000),
    })) {
      reply += piece;
      if (reply.length > options.maxChars) break;
    }
  } catch (error) {
    logger.warn(
      `[${options.logTag}] AI draft failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return reply;
}
