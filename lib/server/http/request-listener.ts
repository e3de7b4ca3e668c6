import "server-only";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { serveDirectApi } from "@/lib/server/api/direct-api";
import { forwardedFor } from "@/lib/server/api/request";
import { bodyLimit } from "@/lib/server/http/body-limits";
import { admitBody } from "@/lib/server/http/next-body-guard";
import { logger } from "@/lib/server/logger";
import { answerDuringOutage, noteDatabaseOutage } from "@/lib/server/database/outage";
import { isDatabaseUnavailable } from "@/lib/server/database/unavailable-error";
import { servedDuringOutage, writeUnavailable } from "@/lib/server/http/unavailable-page";

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
    // While the database is known to be down (lib/server/database/outage.ts), pages answer 503 at
    // once instead of Next's error page with a 500; /api/v1 answers 503 from its handlers.
    if (!servedDuringOutage(pathname) && answerDuringOutage()) {
      writeUnavailable(req, res, pathname);
      return;
    }
    const served =
      api && pathname.startsWith("/api/v1/")
        ? serveDirectApi(api, req, res, { trustProxy }).then((done): Promise<void> | void =>
            done ? undefined : toNext(req, res, pathname),
          )
        : toNext(req, res, pathname);
    served.catch((error: unknown) => {
      if (!res.headersSent && isDatabaseUnavailable(error)) {
        noteDatabaseOutage(error); // logged once per outage, not per request
        writeUnavailable(req, res, pathname);
        return;
      }
      logger.error(
        `[http] ${req.method} ${pathname}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 500;
        res.end();
      }
    });
  };
}
