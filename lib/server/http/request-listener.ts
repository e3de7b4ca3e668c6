import "server-only";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { serveDirectApi } from "@/lib/server/api/direct-api";
import { forwardedFor } from "@/lib/server/api/request";
import { bodyLimit } from "@/lib/server/http/body-limits";
import { admitBody } from "@/lib/server/http/next-body-guard";
import { logger } from "@/lib/server/logger";

type DirectApi = Parameters<typeof serveDirectApi>[0];
/** Next's request handler (`app.getRequestHandler()`). */
export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * server.ts's request listener: /api/v1 from the direct API when it is loaded (production), and
 * everything else from Next, /api bodies capped on the way in (lib/server/http/next-body-guard.ts).
 */
export function createRequestListener(options: {
  api: DirectApi | null;
  handle: NextHandler;
  trustProxy: boolean;
}): RequestListener {
  const { api, handle, trustProxy } = options;
  const toNext = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const admitted = pathname.startsWith("/api/") ? await admitBody(req, res, bodyLimit(pathname)) : req;
    if (admitted) await handle(admitted, res);
  };
  return (req, res) => {
    // Next's path sees the client address the direct API path sees (rate limits, sessions' records).
    req.headers["x-forwarded-for"] = forwardedFor(
      req.headers["x-forwarded-for"],
      req.socket.remoteAddress,
      trustProxy,
    );
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const served =
      api && pathname.startsWith("/api/v1/")
        ? serveDirectApi(api, req, res, { trustProxy }).then((done): Promise<void> | void =>
            done ? undefined : toNext(req, res, pathname),
          )
        : toNext(req, res, pathname);
    served.catch((error: unknown) => {
      logger.error(
        `[http] ${req.method} ${pathname}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    });
  };
}
