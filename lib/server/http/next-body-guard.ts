import "server-only";
import { IncomingMessage, type ServerResponse } from "node:http";
import { AppError } from "@/lib/server/errors";
import { declaredLength, type BodyLimit } from "@/lib/server/http/body-limits";
import { readCapped } from "@/lib/server/http/read-capped";
import { requestBodyStream } from "@/lib/server/http/request-body";
import { tooLargeResponse } from "@/lib/server/http/too-large";
import { writeResponse } from "@/lib/server/http/write-response";

/** The whole body, or why there is none: past the limit, or the client went away. */
async function readBody(req: IncomingMessage, limit: BodyLimit): Promise<Buffer | "too_large" | "aborted"> {
  const tooLarge = () => new AppError("too_large", limit.message);
  try {
    return await readCapped(requestBodyStream(req, limit), limit.maxBytes, tooLarge);
  } catch (error) {
    return error instanceof AppError && error.code === "too_large" ? "too_large" : "aborted";
  }
}

/**
 * A request like `req` whose body is `body`, read from memory. Next makes the Node request itself
 * the body of the Request its route handlers get, and a Request refuses a stream that was already
 * read from; this one has not been.
 */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.httpVersion = req.httpVersion;
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.trailers = req.trailers;
  copy.rawTrailers = req.rawTrailers;
  copy.complete = true;
  if (body.length) copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * Next reads request bodies without a limit (and in development it serves every route handler), so
 * an /api request for Next passes here first. A declared length past the limit is answered 413 at
 * once, unread. A body with a length within the limit goes to Next untouched: Node never delivers
 * more than the declared length. A body without a length (chunked) is read into memory as it
 * arrives and answered 413 as soon as it passes the limit; within it, Next gets a copy of the
 * request that reads the body from memory. Resolves the request Next should handle, or null when
 * it was answered here (or the client left).
 */
export async function admitBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: BodyLimit,
): Promise<IncomingMessage | null> {
  if (declaredLength(req.headers) > limit.maxBytes) {
    await writeResponse(tooLargeResponse(req, limit), req, res);
    return null;
  }
  if (req.headers["transfer-encoding"] === undefined) return req;
  const body = await readBody(req, limit);
  if (body === "aborted") return null;
  if (body === "too_large") {
    await writeResponse(tooLargeResponse(req, limit), req, res);
    return null;
  }
  return replay(req, body);
}
