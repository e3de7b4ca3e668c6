import "server-only";
import { originAllowed } from "@/lib/security/origin";
import { appUrl } from "@/lib/server/env";
import { forbidden } from "@/lib/server/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery: a request that changes something and is not authorised by a bearer
 * token (so the browser may have attached our session cookie by itself) must come from our own
 * pages. Browsers say where a request comes from (Origin, Sec-Fetch-Site); clients that are not
 * browsers send neither and are let through.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method) || req.headers.has("authorization")) return;
  const crossSite = req.headers.get("sec-fetch-site") === "cross-site";
  const origin = req.headers.get("origin") ?? undefined;
  if (crossSite || !originAllowed(origin, req.headers.get("host") ?? undefined, appUrl())) {
    throw forbidden("errors.crossSite");
  }
}
