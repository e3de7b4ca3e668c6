import "server-only";
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/config";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { rateLimitKey } from "@/lib/server/security/client-key";

/** A cookie's value from a Cookie header; a malformed escape (%E0%A4%A) reads as absent, never throws. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readCookie(req: Request, name: string): string | undefined {
  return cookieFromHeader(req.headers.get("cookie"), name);
}

/**
 * The X-Forwarded-For a request is handled with, on the direct API path and Next's alike: the
 * client's own header only behind a trusted proxy (TRUST_PROXY=true), else the socket's address, so
 * a client cannot choose the address its rate limits are counted under.
 */
export function forwardedFor(
  header: string | string[] | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  const sent = Array.isArray(header) ? header.join(", ") : header;
  return trustProxy && sent ? sent : (remoteAddress ?? "");
}

/**
 * The rate-limit key of a socket.io handshake's client (socket.io's requests bypass the request
 * listener that sets X-Forwarded-For): the proxy's header behind TRUST_PROXY=true, else the socket's.
 */
export function handshakeClientKey(
  header: string | string[] | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  const last = forwardedFor(header, remoteAddress, trustProxy).split(",").pop()?.trim();
  return rateLimitKey(last || "unknown");
}

/**
 * The nearest hop's address: the last x-forwarded-for entry, which the client cannot forge. From a
 * request, or from a page's headers (next/headers).
 */
export function clientIp(req: Request | { headers: Pick<Headers, "get"> }): string {
  const forwarded = req.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").pop()?.trim();
  return last || req.headers.get("x-real-ip") || "unknown";
}

/** The language error messages are answered in: the chosen one (NEXT_LOCALE cookie), else the default. */
export function errorLocale(cookieHeader: string | null | undefined): Locale {
  const cookieLocale = cookieFromHeader(cookieHeader, LOCALE_COOKIE);
  return isLocale(cookieLocale) ? cookieLocale : defaultLocale;
}

export function requestMeta(req: Request): RequestMeta {
  const cookieLocale = readCookie(req, LOCALE_COOKIE);
  const headerLocale = req.headers.get("accept-language")?.slice(0, 2).toLowerCase();
  return {
    ip: rateLimitKey(clientIp(req)),
    userAgent: req.headers.get("user-agent"),
    locale: isLocale(cookieLocale) ? cookieLocale : isLocale(headerLocale) ? headerLocale : defaultLocale,
    errorLocale: errorLocale(req.headers.get("cookie")),
  };
}
