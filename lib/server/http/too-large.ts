import "server-only";
import type { IncomingMessage } from "node:http";
import { errorLocale } from "@/lib/server/api/request";
import { toErrorResponse } from "@/lib/server/api/error-response";
import { AppError } from "@/lib/server/errors";
import type { BodyLimit } from "@/lib/server/http/body-limits";

/** The 413 for a body past its limit, in the caller's language, as a route handler would answer it. */
export function tooLargeResponse(req: IncomingMessage, limit: BodyLimit): Response {
  return toErrorResponse(new AppError("too_large", limit.message), errorLocale(req.headers.cookie));
}
