import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { AiModuleContext, AiProvider } from "@/lib/server/ai/provider";
import { aiProvider } from "@/lib/server/ai/select-provider";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { consume } from "@/lib/server/security/rate-limit";

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

/**
 * A proposal's refinement (the data visualization's charts, an automation's rule): a configured model
 * is asked `question` with `describe` as its instructions, a drafting context of the module that
 * never runs tools; null without a model or past the asker's Ask AI limit (the built-in proposal
 * stands: it costs nothing), else the reply ("" when the provider failed).
 */
export async function refineWithModel(
  actor: { userId: string },
  scope: { moduleId: string; name: string; project: unknown; access: { add: boolean } },
  options: {
    describe: string;
    builtIn: string;
    question: string;
    locale: Locale;
    maxChars: number;
    logTag: string;
  },
): Promise<string | null> {
  const provider = aiProvider();
  if (provider.name === "built-in") return null;
  try {
    await consume("askAiPerUser", actor.userId);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return null;
    throw error;
  }
  const context: AiModuleContext = {
    // A drafting context (its tag is read only by the built-in provider, which is never asked here).
    tag: "DatabaseGenerator",
    moduleId: scope.moduleId,
    placement: scope.project ? "project" : "workspace",
    name: scope.name,
    canCreate: scope.access.add,
    describe: () => options.describe,
    tools: [],
    answer: () => Promise.resolve(options.builtIn),
    preface: () => null,
  };
  return modelReply(provider, {
    context,
    locale: options.locale,
    question: options.question,
    maxChars: options.maxChars,
    logTag: options.logTag,
  });
}
