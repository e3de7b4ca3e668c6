import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { AppError, unauthorized } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { DATABASE_RETRY_AFTER_S, noteDatabaseOutage } from "@/lib/server/database/outage";
import { isDatabaseUnavailable } from "@/lib/server/database/unavailable-error";
import { isRecordNotFound, isUniqueViolation } from "@/lib/server/prisma-errors";
import { issueMessages } from "@/lib/server/validation";
import { decodeSessionCookie, sessionCookieName, verifyAccessToken } from "@/lib/server/auth/session-token";
import { resolveActor, type Actor } from "@/lib/server/auth/sessions";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { readCookie, requestMeta } from "@/lib/server/api/request";
import { assertSameOrigin } from "@/lib/server/api/same-origin";
import type { RequestMeta } from "@/lib/server/auth/request-meta";

const clientIdSchema = z
  .string()
  .max(100)
  .regex(/^[\w.:-]+$/);

const statusNames: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
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

/** Resolves the caller from `Authorization: Bearer` (when sent) or the session cookie. */
export async function actorFromRequest(req: Request): Promise<Actor | null> {
  const clientId = clientIdSchema.safeParse(req.headers.get("x-client-id"));
  const authorization = req.headers.get("authorization");
  const claims = authorization
    ? authorization.startsWith("Bearer ")
      ? await verifyAccessToken(authorization.slice(7).trim())
      : null
    : await decodeSessionCookie(readCookie(req, sessionCookieName()));
  return claims ? resolveActor(claims, clientId.success ? clientId.data : null) : null;
}

interface Context<P, A> {
  req: NextRequest;
  params: P;
  body: unknown;
  actor: A;
  meta: RequestMeta;
}

type Result = NextResponse | object;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

interface Options<P> {
  /** "required" (default) answers 401 without a valid session; "optional" passes null. */
  auth?: "required" | "optional" | "none";
  params?: z.core.$ZodType<P>;
  /** Read and parse a JSON body (POST/PATCH); the service validates its shape. */
  body?: boolean;
}

/**
 * Adapts a REST call to a service call: parses params and JSON, resolves the actor, maps errors.
 * Handlers return plain data (sent as 200 JSON) or a NextResponse.
 */
export function withApi<P = Record<string, string | undefined>>(
  options: Options<P> & { auth?: "required" },
  handler: (ctx: Context<P, Actor>) => Promise<Result>,
): (req: NextRequest, route: RouteContext) => Promise<NextResponse>;
export function withApi<P = Record<string, string | undefined>>(
  options: Options<P> & { auth: "optional" | "none" },
  handler: (ctx: Context<P, Actor | null>) => Promise<Result>,
): (req: NextRequest, route: RouteContext) => Promise<NextResponse>;
export function withApi<P>(options: Options<P>, handler: (ctx: Context<P, Actor>) => Promise<Result>) {
  return async (req: NextRequest, route: RouteContext): Promise<NextResponse> => {
    const meta = requestMeta(req);
    try {
      const rawParams = await route.params;
      let params = rawParams as P;
      if (options.params) {
        const parsed = z.safeParse(options.params, rawParams);
        if (!parsed.success) throw new AppError("bad_request", issueMessages(parsed.error));
        params = parsed.data;
      }
      assertSameOrigin(req);
      const auth = options.auth ?? "required";
      const actor = auth === "none" ? null : await actorFromRequest(req);
      if (auth === "required" && !actor) throw unauthorized();
      const body = options.body ? await readJsonBody(req) : undefined;
      // The overloads type `actor` as nullable wherever auth is not required.
      const result = await handler({ req, params, body, actor: actor as Actor, meta });
      return result instanceof NextResponse ? result : NextResponse.json(result);
    } catch (error) {
      return toErrorResponse(error, meta.errorLocale);
    }
  };
}
