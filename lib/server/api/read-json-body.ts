import "server-only";
import { AppError } from "@/lib/server/errors";
import { JSON_BODY_MAX_BYTES } from "@/lib/server/http/body-limits";

const tooLarge = () => new AppError("too_large", "validation.bodyTooLarge");

/**
 * A request's JSON body (`{}` when empty), read chunk by chunk with a running count: past `maxBytes`
 * the stream is cancelled and 413 thrown, so a body without a Content-Length (chunked) is never held
 * beyond the limit either. A declared length past the limit is refused before reading anything.
 */
export async function readJsonBody(req: Request, maxBytes = JSON_BODY_MAX_BYTES): Promise<unknown> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return {};
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  // As Request.text() reads it: UTF-8, a byte order mark dropped.
  const text = new TextDecoder().decode(Buffer.concat(chunks, total));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", "validation.invalidJson");
  }
}
