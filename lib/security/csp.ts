// The Content-Security-Policy of every page (proxy.ts sets it with a fresh nonce per request; Next
// puts the nonce on its own scripts, the root layout on Mantine's colour-scheme script).

/** Sent when APP_URL is https (pages by proxy.ts, API answers by the direct API path). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Scripts only from our origin with the request's nonce ('strict-dynamic': what they load is
 * trusted); styles may be inline (Mantine sets style attributes); images also from https (Google
 * avatars) and data/blob (previews); no plugins, no <base>, forms post to us, and only our own pages
 * may frame us (the public form: any page, and it may start blob: workers). Development adds what hot reload needs (eval, its websocket).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { dev: boolean; https: boolean; embeddable?: boolean },
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // A public form (/f/{slug}) is embedded in other sites with an iframe.
    options.embeddable ? "frame-ancestors *" : "frame-ancestors 'self'",
  ];
  // Workers only from our origin (PDF.js's, /vendor/pdfjs/); a public form's proof-of-work widget
  // (altcha) solves in web workers it makes from blob: URLs.
  directives.push(options.embeddable ? "worker-src 'self' blob:" : "worker-src 'self'");
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
