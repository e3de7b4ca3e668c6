import { NextRequest, type NextResponse } from "next/server";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<NextResponse>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as it is (for malformed JSON tests). */
  rawBody?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  token?: string;
  cookie?: string;
  /** The request URL (for handlers that read the query string). */
  url?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie's value when the response set one. */
  sessionCookie?: string;
  setCookie: string[];
}

/** Calls a route handler as Next would, with a real Request; no server, no mocks. */
export async function call<T = Record<string, unknown>>(
  handler: Handler,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { "x-forwarded-for": "10.0.0.1", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers["content-type"] = "application/json";
  const req = new NextRequest(options.url ?? "http://localhost:3000/api/v1/test", {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const setCookie = res.headers.getSetCookie();
  const session = setCookie.find((c) => c.startsWith("next-auth.session-token="));
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: res.headers,
    setCookie,
    sessionCookie: session?.split(";")[0]?.slice("next-auth.session-token=".length) || undefined,
  };
}

export const cookieHeader = (value: string) => `next-auth.session-token=${value}`;

/** The readable payload of an access token (the spec's client reads e-mail and workspace from it). */
export function tokenPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as Record<
    string,
    unknown
  >;
}

/** What a kind's route helper takes besides the handler and the caller. */
export interface HitOptions {
  method?: string;
  params: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * The route helper of one module kind's API (`/api/v1/<segment>/…`): calls a handler as `caller`
 * (null: signed out) with the params (also the URL's path), an optional body, query and headers;
 * GET without a body, POST with one, unless `method` says.
 */
export function kindHitter(segment: string) {
  return function hit<T = Record<string, unknown>>(
    handler: Handler,
    caller: { token: string } | null,
    options: HitOptions,
  ): Promise<CallResult<T>> {
    const path = Object.values(options.params).join("/");
    return call<T>(handler, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      token: caller?.token,
      params: options.params,
      body: options.body,
      headers: options.headers,
      url: `http://localhost:3000/api/v1/${segment}/${path}?${new URLSearchParams(options.query ?? {})}`,
    });
  };
}
