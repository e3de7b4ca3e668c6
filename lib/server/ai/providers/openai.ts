import "server-only";
import { z } from "zod";
import type { AiGeneration, AiProvider, AiTool } from "@/lib/server/ai/provider";
import { AiProviderError, AiToolArgumentsError } from "@/lib/server/ai/provider";
import { logger } from "@/lib/server/logger";
import { sseData } from "./sse";

// An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, LM Studio): streamed
// (`stream: true`, server-sent events) with function tools that read the module's data under the
// actor's rights. The system prompt names the module and its structure, never its data: the model
// reads what it needs through the tools, each result capped in size.

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** max_tokens of each request. */
  maxTokens: number;
  /** The reply ends with a time-out message when the endpoint sends nothing for this long. */
  timeoutMs: number;
}

/** Tool rounds one reply may take before the model must answer. */
export const MAX_TOOL_ROUNDS = 4;
/** A tool result longer than this (characters of JSON) is cut, and says so. */
export const TOOL_RESULT_MAX = 8_000;

type Message =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0).max(31),
                  id: z.string().max(200).optional(),
                  function: z
                    .object({ name: z.string().max(100).optional(), arguments: z.string().optional() })
                    .optional(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
  error: z.object({ message: z.string().optional() }).optional(),
});

/** A tool's result as the model reads it: JSON, cut at TOOL_RESULT_MAX characters. */
export function capToolResult(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  if (text.length <= TOOL_RESULT_MAX) return text;
  return `${text.slice(0, TOOL_RESULT_MAX)}… [cut: the result was ${text.length} characters; ask for fewer]`;
}

async function runTool(tools: AiTool[], call: ToolCall): Promise<string> {
  const tool = tools.find((candidate) => candidate.name === call.function.name);
  if (!tool) return capToolResult({ error: `Unknown tool ${call.function.name}` });
  let args: unknown;
  try {
    args = call.function.arguments.trim() ? JSON.parse(call.function.arguments) : {};
  } catch {
    return capToolResult({ error: "The arguments are not valid JSON" });
  }
  try {
    return capToolResult(await tool.run(args));
  } catch (error) {
    if (error instanceof AiToolArgumentsError)
      return capToolResult({ error: "Invalid arguments", issues: error.issues });
    throw error;
  }
}

function systemPrompt(generation: AiGeneration): string {
  const language = generation.locale === "es" ? "Spanish" : "English";
  return [
    "You are Ask AI, the assistant of a team's workspace. Answer only from what the tools return; if they",
    "return nothing relevant, say so. Never invent tasks, people or figures. Be brief; use Markdown lists.",
    `Answer in ${language}.`,
    generation.context.describe(),
  ].join("\n");
}

export function openAiProvider(config: OpenAiConfig): AiProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  /** One streamed completion: yields its text, returns its tool calls (none: the reply is whole). */
  async function* complete(
    messages: Message[],
    tools: AiTool[],
    signal: AbortSignal,
  ): AsyncGenerator<string, ToolCall[]> {
    const idle = new AbortController();
    let timer = setTimeout(() => idle.abort(), config.timeoutMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), config.timeoutMs);
    };
    const both = AbortSignal.any([signal, idle.signal]);
    const fail = (error: unknown): never => {
      if (signal.aborted) throw error;
      if (idle.signal.aborted)
        throw new AiProviderError("ai.errors.timeout", { seconds: Math.round(config.timeoutMs / 1000) });
      if (error instanceof AiProviderError) throw error;
      logger.warn(`[ai] provider request failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AiProviderError("ai.errors.unreachable");
    };
    try {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            max_tokens: config.maxTokens,
            ...(tools.length
              ? {
                  tools: tools.map((tool) => ({
                    type: "function",
                    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
                  })),
                }
              : {}),
          }),
          signal: both,
          redirect: "error",
        });
      } catch (error) {
        return fail(error);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        logger.warn(`[ai] provider answered ${response.status}`);
        throw new AiProviderError("ai.errors.provider", { status: response.status });
      }
      const calls: ToolCall[] = [];
      try {
        for await (const data of sseData(response.body)) {
          restart();
          if (data === "[DONE]") break;
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            throw new AiProviderError("ai.errors.badStream");
          }
          const chunk = chunkSchema.safeParse(json);
          if (!chunk.success) throw new AiProviderError("ai.errors.badStream");
          if (chunk.data.error)
            throw new AiProviderError("ai.errors.providerSaid", {
              message: (chunk.data.error.message ?? "").slice(0, 300),
            });
          for (const choice of chunk.data.choices) {
            if (choice.delta?.content) yield choice.delta.content;
            for (const part of choice.delta?.tool_calls ?? []) {
              const call = (calls[part.index] ??= {
                id: "",
                type: "function",
                function: { name: "", arguments: "" },
              });
              if (part.id) call.id = part.id;
              if (part.function?.name) call.function.name += part.function.name;
              if (part.function?.arguments) call.function.arguments += part.function.arguments;
              if (call.function.arguments.length > 20_000) throw new AiProviderError("ai.errors.badStream");
            }
          }
        }
      } catch (error) {
        return fail(error);
      }
      return calls.filter(Boolean).map((call, index) => ({ ...call, id: call.id || `call_${index}` }));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: config.model,
    async *generate(generation) {
      const { context, signal } = generation;
      const messages: Message[] = [
        { role: "system", content: systemPrompt(generation) },
        ...generation.history.map((turn) => ({ role: turn.role, content: turn.content })),
        { role: "user", content: generation.question },
      ];
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
        // The last round offers no tools: the model must answer from what it has read.
        const tools = round < MAX_TOOL_ROUNDS ? context.tools : [];
        const stream = complete(messages, tools, signal);
        let text = "";
        let step = await stream.next();
        while (!step.done) {
          text += step.value;
          yield step.value;
          step = await stream.next();
        }
        const calls = step.value;
        if (calls.length === 0 || signal.aborted) return;
        messages.push({ role: "assistant", content: text || null, tool_calls: calls });
        for (const call of calls)
          messages.push({ role: "tool", tool_call_id: call.id, content: await runTool(context.tools, call) });
      }
    },
  };
}
