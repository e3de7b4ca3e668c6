import { NextResponse, type NextRequest } from "next/server";
import { BARE_PAGE_HEADER, isBarePage } from "@/lib/routing/bare-pages";
import { decideRoute } from "@/lib/routing/decide-route";
import { PAGE_SEARCH_HEADER } from "@/lib/routing/page-search";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/security/csp";
import { decodeSessionCookie, sessionCookieName } from "@/lib/server/auth/session-token";
import { appUrl, env } from "@/lib/server/env";

// Next 16's proxy (formerly middleware): the cheap routing guard. It only reads the signed session
// cookie; each page still loads its actor through a service, which checks the session row.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await decodeSessionCookie(request.cookies.get(sessionCookieName())?.value);
  const target = decideRoute(pathname, search, claims);
  if (target) return NextResponse.redirect(new URL(target, request.url));
  // The page's CSP with a fresh nonce: on the request, so Next stamps its scripts with it (and the
  // root layout reads x-nonce), and on the response, so the browser enforces it.
  const nonce = newNonce();
  const https = appUrl().startsWith("https://");
  const policy = contentSecurityPolicy(nonce, {
    dev: env().NODE_ENV === "development",
    https,
    embeddable: isBarePage(pathname),
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  // Whatever a client sent, only the public form is rendered bare (lib/routing/bare-pages.ts).
  headers.delete(BARE_PAGE_HEADER);
  if (isBarePage(pathname)) headers.set(BARE_PAGE_HEADER, "1");
  // The query for the layouts (lib/routing/page-search.ts), as this request asked for it.
  headers.set(PAGE_SEARCH_HEADER, search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  // Served over https: browsers keep to https for this host for a year.
  if (https) response.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/|socket.io|.*\\.[a-zA-Z0-9]+$).*)"],
};
