import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeHtml } from "@/lib/html-text";
import { errorLocale } from "@/lib/server/api/request";
import { DATABASE_RETRY_AFTER_S } from "@/lib/server/database/outage";
import { translateMessage } from "@/lib/i18n/messages";

/** Paths served without the database (the build's assets and public files): never held back. */
const STATIC_PATH = /^\/(_next\/|favicon\.svg$|covers\/|modules\/)/;

/** A request the known outage should not answer itself: /api/v1 answers 503 from its handlers. */
export function servedDuringOutage(pathname: string): boolean {
  return STATIC_PATH.test(pathname) || pathname.startsWith("/api/v1/");
}

/**
 * 503 with Retry-After for a page or a non-v1 API request while the database is known to be down:
 * Next would render its error page with a 500. The page reloads itself after a few seconds.
 */
export function writeUnavailable(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const locale = errorLocale(req.headers.cookie);
  const message = translateMessage(locale, "errors.databaseUnavailable");
  res.statusCode = 503;
  res.setHeader("retry-after", String(DATABASE_RETRY_AFTER_S));
  res.setHeader("cache-control", "no-store");
  if (pathname.startsWith("/api/")) {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ statusCode: 503, message, error: "Service Unavailable" }));
    return;
  }
  const title = translateMessage(locale, "errors.databaseUnavailableTitle");
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_S * 2}"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;` +
      `color:#1a1b1e;background:#fff}@media (prefers-color-scheme:dark){body{color:#c9c9c9;background:#1a1b1e}}` +
      `main{max-width:28rem;padding:1.5rem;text-align:center}</style></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`,
  );
}
