import "server-only";
import { aiEnv } from "@/lib/server/env";
import type { AiProvider } from "./provider";
import { builtInProvider } from "./providers/built-in";
import { openAiProvider } from "./providers/openai";

/** The OpenAI-compatible provider when AI_BASE_URL is set, else the built-in assistant. */
export function aiProvider(): AiProvider {
  const config = aiEnv();
  if (!config.AI_BASE_URL || !config.AI_MODEL) return builtInProvider;
  return openAiProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    maxTokens: config.AI_MAX_TOKENS,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
