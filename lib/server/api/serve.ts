import "server-only";
import { isDeepStrictEqual } from "node:util";
import { NextResponse, type NextRequest } from "next/server";
import * as z from "@/lib/zod";
import type {
  AnyEndpoint,
  BodyOf,
  ParamsOf,
  QueryOf,
  RawResponse,
  ResponseOf,
  Schema,
} from "@/lib/contracts/endpoint";
import { AppError, unauthorized } from "@/lib/server/errors";
import { logEnv } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { issueMessages } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { clientIp, requestMeta } from "@/lib/server/api/request";
import { withRequestOrigin } from "@/lib/server/audit/context";
import { assertSameOrigin } from "@/lib/server/api/same-origin";
import { actorFromRequest } from "@/lib/server/api/actor-from-request";
import { assertTokenMayCall } from "@/lib/server/api-tokens/guard";
import { errorResponse, toErrorResponse } from "@/lib/server/api/error-response";
import { JsonText } from "@/lib/server/api/json-text";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
/** A route file's export: what Next (and the direct API, and the tests) call. */
export type RouteHandler = ((req: NextRequest, route: RouteContext) => Promise<NextResponse>) & {
  /** The contract the handler serves (the contract/route test reads it). */
  readonly endpoint: AnyEndpoint;
};

/** A value as JSON sends it: a Date where a string is expected. */
export type Wire<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** An answer with a status (and headers) of its own, still checked against the contract's type. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly status: number,
    readonly headers?: HeadersInit,
  ) {}
}

export const reply = <T>(data: T, status: number, headers?: HeadersInit) => new Reply(data, status, headers);

type Auth<E extends AnyEndpoint> = E["auth"] extends "session"
  ? Actor
  : E["auth"] extends "sessionOptional"
    ? Actor | null
    : null;

export interface ServeContext<E extends AnyEndpoint, K = never> {
  req: NextRequest;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  actor: Auth<E>;
  /** What `authenticate` returned (apiKey endpoints). */
  key: K;
  meta: RequestMeta;
  /**
   * The validated body: the one already read, or, with `deferBody`, read and validated now (after
   * the handler's own checks).
   */
  readBody: () => Promise<BodyOf<E>>;
}

type Answer<E extends AnyEndpoint> = E["response"] extends RawResponse
  ? Response
  : Wire<ResponseOf<E>> | Reply<Wire<ResponseOf<E>>> | JsonText<Wire<ResponseOf<E>>> | Response;

export interface ServeOptions<E extends AnyEndpoint, K> {
  /** apiKey endpoints: the caller's key checked (null answers 401 with `errors.apiKeyInvalid`). */
  authenticate?: (req: NextRequest, params: ParamsOf<E>) => Promise<K | null>;
  /** Headers every answer of the endpoint carries, errors included (CORS); a header the handler set wins. */
  headers?: (req: NextRequest, params: Record<string, string>) => Promise<Record<string, string>>;
  /** How the raw body is read (default: JSON, capped at 1 MB while streaming), e.g. form data or JSON. */
  readBody?: (req: NextRequest) => Promise<unknown>;
  /**
   * Leave the body unread until the handler calls `readBody()`: for an endpoint whose answer to a
   * caller without rights must not depend on the body (404 whatever is sent).
   */
  deferBody?: boolean;
}

/** A route's params as strings; none at all (`next dev` gives a route without segments no params). */
const flat = (raw: Record<string, string | string[]> | undefined) =>
  Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));

/** Whether a value holds a NUL character anywhere (PostgreSQL's text and jsonb cannot store one). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || typeof value !== "object" || value === null) return false;
  for (const [key, item] of Object.entries(value))
    if (key.includes("\u0000") || hasNul(item, depth + 1)) return true;
  return false;
}

/**
 * Input a contract validates: a NUL character is refused before any schema (no column could hold it,
 * so it would otherwise reach the database and fail there).
 */
function parse<S extends Schema>(schema: S, value: unknown): z.output<S> {
  if (hasNul(value)) throw new AppError("bad_request", "validation.invalidInput");
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new AppError("bad_request", issueMessages(parsed.error));
  return parsed.data;
}

// In the tests, every JSON answer of a success is checked against the contract: a field the schema
// does not declare, or one of another shape, answers 500 with the difference, so the contracts the
// API reference is built from stay exact.
let checking: boolean | undefined;
const checkResponses = () => (checking ??= logEnv().NODE_ENV === "test");

/** Where the parsed answer differs from the sent one (a key the schema dropped, a value it changed). */
function difference(sent: unknown, parsed: unknown, at = "answer"): string | null {
  if (isDeepStrictEqual(sent, parsed)) return null;
  if (typeof sent !== "object" || sent === null || typeof parsed !== "object" || parsed === null)
    return `${at} is ${JSON.stringify(parsed)} after parsing, sent ${JSON.stringify(sent)}`;
  for (const key of Object.keys(sent)) {
    if (!(key in parsed)) return `${at}.${key} is not declared`;
    const found = difference(
      (sent as Record<string, unknown>)[key],
      (parsed as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found) return found;
  }
  for (const key of Object.keys(parsed)) if (!(key in sent)) return `${at}.${key} was added by the schema`;
  return `${at} differs after parsing: ${JSON.stringify(parsed)}, sent ${JSON.stringify(sent)}`;
}

async function checkResponse(endpoint: AnyEndpoint, response: Response): Promise<Response> {
  const schema = endpoint.response;
  if ("raw" in schema || response.status >= 300 || response.status === 204) return response;
  // Parsed here, not by Response#json (another realm's objects under jest compare unequal).
  const json: unknown = JSON.parse(await response.clone().text());
  const parsed = z.safeParse(schema, json);
  // The same answer checked against the OpenAPI document too (lib/server/openapi, loaded only here).
  const { validateServedAnswer } = await import("@/lib/server/openapi/validate");
  const problem =
    (!parsed.success ? issueMessages(parsed.error).join("; ") : difference(json, parsed.data)) ??
    (await validateServedAnswer(endpoint, response.status, json));
  if (!problem) return response;
  logger.error(`[api] ${endpoint.method} ${endpoint.path} answered outside its contract: ${problem}`);
  return errorResponse(500, `${endpoint.method} ${endpoint.path} answered outside its contract: ${problem}`);
}

function toResponse(endpoint: AnyEndpoint, result: unknown): NextResponse {
  if (result instanceof NextResponse) return result;
  if (result instanceof Response)
    return new NextResponse(result.body, { status: result.status, headers: result.headers });
  if (result instanceof JsonText)
    return new NextResponse(result.text, {
      status: endpoint.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  if (result instanceof Reply)
    return NextResponse.json(result.data, { status: result.status, headers: result.headers });
  return NextResponse.json(result, { status: endpoint.status ?? 200 });
}

/**
 * A route file's handler for `endpoint`: same origin (403), the session (401), params (400), an API
 * token's scopes and projects (403/404), an API key (401), query and body (400) checked in that order, then the handler with typed input. It returns the contract's data
 * (sent as JSON with the contract's status), a `reply(data, status)`, the data already written as
 * JSON (`JsonText`, sent as it is), or a Response (raw answers).
 * Errors become the NestJS-shaped error body in the caller's language.
 */
export function serve<E extends AnyEndpoint, K = never>(
  endpoint: E,
  handler: (ctx: ServeContext<E, K>) => Promise<Answer<E>>,
  options: ServeOptions<E, K> = {},
): RouteHandler {
  const run = async (req: NextRequest, route: RouteContext): Promise<NextResponse> => {
    const meta = requestMeta(req);
    let extra: Record<string, string> = {};
    let raw: Record<string, string> = {};
    try {
      raw = flat(await route.params);
      if (options.headers) extra = await options.headers(req, raw);
      assertSameOrigin(req);
      let actor: Actor | null = null;
      if (endpoint.auth === "session" || endpoint.auth === "sessionOptional") {
        actor = await actorFromRequest(req);
        if (endpoint.auth === "session" && !actor) throw unauthorized();
      }
      // After the session (a caller who is not signed in learns nothing from a 400), before a key
      // (which is checked against the module the params name).
      const params = (endpoint.params ? parse(endpoint.params, raw) : raw) as ParamsOf<E>;
      // An API token: its scopes and projects (403/404) before anything else is read.
      if (actor?.token) await assertTokenMayCall(endpoint, actor.token, params as Record<string, unknown>);
      let key: K = undefined as K;
      if (endpoint.auth === "apiKey") {
        const found = options.authenticate ? await options.authenticate(req, params) : null;
        if (found === null) throw unauthorized("errors.apiKeyInvalid");
        key = found;
      }
      const query = (
        endpoint.query ? parse(endpoint.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined
      ) as QueryOf<E>;
      const readRaw = options.readBody ?? readJsonBody;
      const readBody = async () =>
        (endpoint.body ? parse(endpoint.body, await readRaw(req)) : undefined) as BodyOf<E>;
      const body = (options.deferBody ? undefined : await readBody()) as BodyOf<E>;
      // Where the request came from, for the audit log entries its services write.
      const origin = {
        ip: clientIp(req),
        userAgent: meta.userAgent,
        tokenPrefix: actor?.token?.prefix ?? null,
      };
      const result = await withRequestOrigin(origin, () =>
        handler({
          req,
          params,
          query,
          body,
          actor: actor as Auth<E>,
          key,
          meta,
          readBody: options.deferBody ? readBody : async () => body,
        }),
      );
      let response = toResponse(endpoint, result);
      if (checkResponses()) response = (await checkResponse(endpoint, response)) as NextResponse;
      for (const [name, value] of Object.entries(extra))
        if (!response.headers.has(name)) response.headers.set(name, value);
      return response;
    } catch (error) {
      const response = toErrorResponse(error, meta.errorLocale);
      for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
      return response;
    }
  };
  return Object.assign(run, { endpoint });
}
