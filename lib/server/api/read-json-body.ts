import "server-only";
import { AppError } from "@/lib/server/errors";
import { JSON_BODY_MAX_BYTES } from "@/lib/server/http/body-limits";
import { readCapped } from "@/lib/server/http/read-capped";

const tooLarge = () => new AppError("too_large", "validation.bodyTooLarge");

/**
 * A request's JSON body (`{}` when empty), read chunk by chunk with a running count: past `maxBytes`
 * the stream is cancelled and 413 thrown, so a body without a Content-Length (chunked) is never held
 * beyond the limit either. A declared length past the limit is refused before reading anything.
 */
export async function readJsonBody(req: Request, maxBytes = JSON_BODY_MAX_BYTES): Promise<unknown> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return {};
  const bytes = await readCapped(req.body, maxBytes, tooLarge).catch((error: unknown) => {
    // The client closed the connection before sending the whole body: it is not valid JSON (and
    // nobody is waiting for the answer), not a server error to log.
    if ((error as { code?: unknown } | null)?.code === "ECONNRESET") {
      throw new AppError("bad_request", "validation.invalidJson");
    }
    throw error;
  });
  // As Request.text() reads it: UTF-8, a byte order mark dropped.
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", "validation.invalidJson");
  }
}
