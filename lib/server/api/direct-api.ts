import "server-only";
// Next's own environment set-up (the AsyncLocalStorage global that next/server expects), loaded
// before the route modules, exactly as Next's server loads it before its own.
import "next/dist/server/node-environment-baseline";
import type { IncomingMessage, ServerResponse } from "node:http";
import { NextRequest } from "next/server";
import { logger } from "@/lib/server/logger";
import { errorLocale, forwardedFor } from "@/lib/server/api/request";
import { databaseUnavailableResponse } from "@/lib/server/api/error-response";
import { isDatabaseUnavailable } from "@/lib/server/database/unavailable-error";
import { compileRoutes, matchRoute, type RouteEntry } from "@/lib/server/api/route-table";
import { importRouteModule, ROUTE_FILES } from "@/lib/server/api/route-modules";
import { bodyLimit, declaredLength, type BodyLimit } from "@/lib/server/http/body-limits";
import { requestBodyStream } from "@/lib/server/http/request-body";
import { tooLargeResponse } from "@/lib/server/http/too-large";
import { writeResponse } from "@/lib/server/http/write-response";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;
/** A route file's module, imported on its first request (and kept). */
type RouteLoader = () => Promise<RouteModule>;

/**
 * The REST handlers of app/api/v1, for server.ts to call directly. Handlers only read the Web Request
 * they are given (the integration tests call them the same way), so in production they skip Next's
 * page pipeline, which halved API throughput. Next still serves them in development. Each route file
 * is imported on its first request: a node holds in memory only the routes it has served.
 */
export function loadDirectApi(): RouteEntry<RouteLoader>[] {
  return compileRoutes(
    ROUTE_FILES.map((file) => {
      let loaded: Promise<RouteModule> | null = null;
      return { file, module: () => (loaded ??= importRouteModule(file) as Promise<RouteModule>) };
    }),
  );
}

function toRequest(req: IncomingMessage, limit: BodyLimit, trustProxy: boolean): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // Without a trusted proxy in front, the client address is the socket's, whatever the client sent.
  headers.set(
    "x-forwarded-for",
    forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy),
  );
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new NextRequest(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: hasBody ? requestBodyStream(req, limit) : undefined,
    duplex: hasBody ? "half" : undefined,
  } as ConstructorParameters<typeof NextRequest>[1]);
}

/** Serves the request when an API route and method match; false lets Next answer (404, 405, pages). */
export async function serveDirectApi(
  routes: RouteEntry<RouteLoader>[],
  req: IncomingMessage,
  res: ServerResponse,
  options: { trustProxy: boolean },
): Promise<boolean> {
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  const found = matchRoute(routes, pathname);
  if (!found) return false;
  const handler = (await found.route.module())[req.method ?? "GET"];
  if (!handler) return false;
  // Every body is counted as it arrives; a declared length past the limit is refused unread.
  const limit = bodyLimit(pathname);
  try {
    const response =
      declaredLength(req.headers) > limit.maxBytes
        ? tooLargeResponse(req, limit)
        : await handler(toRequest(req, limit, options.trustProxy), { params: Promise.resolve(found.params) });
    await writeResponse(response, req, res);
  } catch (error) {
    if (!res.headersSent && isDatabaseUnavailable(error)) {
      await writeResponse(databaseUnavailableResponse(error, errorLocale(req.headers.cookie)), req, res);
      return true;
    }
    logger.error(
      `[api] ${req.method} ${pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (!res.headersSent) {
      res.statusCode = 500;
      if (!req.complete) res.setHeader("connection", "close");
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({ statusCode: 500, message: "Something went wrong", error: "Internal Server Error" }),
      );
    } else res.destroy();
  }
  return true;
}
