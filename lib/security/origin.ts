/**
 * Whether a socket.io handshake may come from `origin` (its Origin header). Browsers send one on
 * every WebSocket handshake: it must be the app's own origin (APP_URL) or the origin the request was
 * addressed to (its Host), so another site cannot open a socket with the visitor's cookie. Clients
 * that are not browsers send none and authenticate with a bearer token (or a cookie they hold).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  appOrigin: string,
): boolean {
  if (origin === undefined || origin === "") return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  if (parsed.origin === new URL(appOrigin).origin) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}
