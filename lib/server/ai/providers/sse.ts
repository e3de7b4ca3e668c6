import "server-only";
import { AiProviderError } from "@/lib/server/ai/provider";

/** The longest line accepted from a provider's event stream (characters). */
const LINE_MAX = 1_000_000;

/**
 * The `data` of each server-sent event of a stream (lines `data: …`; an event's several data lines
 * joined with "\n"; comments and other fields ignored).
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r?\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(buffer[newline] === "\r" ? newline + 2 : newline + 1);
        if (line === "") {
          if (data.length) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(5).replace(/^ /, ""));
        }
      }
      if (buffer.length > LINE_MAX) throw new AiProviderError("ai.errors.badStream");
      if (done) break;
    }
    if (data.length) yield data.join("\n");
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
