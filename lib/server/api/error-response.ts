import "server-only";
import { NextResponse } from "next/server";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { DATABASE_RETRY_AFTER_S, noteDatabaseOutage } from "@/lib/server/database/outage";
import { isDatabaseUnavailable } from "@/lib/server/database/unavailable-error";
import { isRecordNotFound, isUniqueViolation } from "@/lib/server/prisma-errors";

// The error answers of the API (serve, the direct API, the body limits): the NestJS-shaped body the
// spec's client reads, its texts in the caller's language.

const statusNames: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/** The NestJS-shaped error body the spec's client reads. */
export function errorResponse(
  status: number,
  message: string | string[],
  headers?: HeadersInit,
  extra?: Record<string, unknown>,
): NextResponse {
  return NextResponse.json(
    { ...extra, statusCode: status, message, error: statusNames[status] ?? "Error" },
    { status, headers },
  );
}

/** 503 with Retry-After for a request that met a database outage (logged once per outage). */
export function databaseUnavailableResponse(error: unknown, locale: Locale = "en"): NextResponse {
  noteDatabaseOutage(error);
  return errorResponse(503, translateMessage(locale, "errors.databaseUnavailable"), {
    "Retry-After": String(DATABASE_RETRY_AFTER_S),
  });
}

/** Maps any thrown value to the error body; AppError texts are translated to the caller's language. */
export function toErrorResponse(error: unknown, locale: Locale = "en"): NextResponse {
  if (error instanceof AppError) {
    const headers = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined;
    const messages = error.messages.map((message) => translateMessage(locale, message));
    return errorResponse(error.status, messages.length === 1 ? messages[0]! : messages, headers, error.extra);
  }
  if (isUniqueViolation(error)) return errorResponse(409, "Already exists");
  if (isRecordNotFound(error)) return errorResponse(404, "Not found");
  // A database that is restarting or unreachable: the client may try again (never a 500).
  if (isDatabaseUnavailable(error)) return databaseUnavailableResponse(error, locale);
  logger.error(`[api] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return errorResponse(500, translateMessage(locale, "errors.somethingWentWrong"));
}
