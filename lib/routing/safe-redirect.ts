/** Redirects resolve against this stand-in for our own origin; only "same origin or not" matters. */
const BASE = "http://internal.invalid";
const BASE_ORIGIN = new URL(BASE).origin;
const MAX_LENGTH = 2000;
/** Percent-decoding rounds to inspect: a value may be decoded again by whoever follows it. */
const MAX_DECODES = 3;

/**
 * Whitespace, a control character or a backslash: browsers drop tab and newline from URLs (so
 * "/\t/evil.com" becomes "//evil.com") and read a backslash as "/".
 */
function hasForbiddenChar(value: string): boolean {
  if (/[\\\s]/u.test(value)) return true;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The one check for every `redirect` the app follows (the proxy, sign-in, dialog routes): `raw` as a
 * same-origin path with its search and hash, or `fallback`. It must be a single-slash path with no
 * whitespace, control character or backslash (nor in its path once %-decoded: "/%09/evil.com"), and
 * resolve to our own origin without becoming protocol-relative ("/a/..//evil.com"), also once decoded.
 */
export function safeRedirectPath<F>(raw: string | null | undefined, fallback: F): string | F {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return fallback;
  if (!raw.startsWith("/") || hasForbiddenChar(raw)) return fallback;
  const url = onOurOrigin(raw);
  if (!url) return fallback;

  let layer = raw;
  for (let round = 0; round < MAX_DECODES; round++) {
    const decoded = decodeLoosely(layer);
    if (decoded === layer) break;
    // Decoded, only the path can change where a second reader goes; a query may carry "%5C" ("a\b").
    const path = decoded.split(/[?#]/, 1)[0] ?? "";
    if (hasForbiddenChar(path) || !onOurOrigin(decoded)) return fallback;
    layer = decoded;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** decodeURIComponent, except that a malformed run ("%E0%A4%A") decodes only its ASCII escapes. */
function decodeLoosely(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** `value` resolved, when it stays on our origin and is no protocol-relative path ("/a/..//evil.com"). */
function onOurOrigin(value: string): URL | null {
  if (value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE_ORIGIN && !url.pathname.startsWith("//") ? url : null;
}
