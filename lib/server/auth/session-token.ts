import "server-only";
import { encode, decode } from "next-auth/jwt";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, nextAuthUrl } from "@/lib/server/env";

/**
 * What a session cookie (next-auth's encrypted JWT) and a bearer access token carry. `sid` points at
 * the Session row, the source of truth: deleting the row signs the token out.
 */
export interface SessionClaims {
  sub: string;
  email: string;
  name: string;
  sid: string;
  /** The active workspace, or null when none is chosen yet. */
  workspace: string | null;
  /** How many workspaces the user had when the token was issued; drives the proxy's redirects. */
  workspaces: number;
  remember: boolean;
}

export const REMEMBER_MAX_AGE = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_MAX_AGE = 24 * 60 * 60;

/** next-auth's own rule for the cookie name, so its getToken() and ours agree. */
export function sessionCookieName(): string {
  return nextAuthUrl()?.startsWith("https://")
    ? "__Secure-next-auth.session-token"
    : "next-auth.session-token";
}

export function isSessionClaims(value: unknown): value is SessionClaims {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === "string" &&
    typeof v.email === "string" &&
    typeof v.sid === "string" &&
    (v.workspace === null || typeof v.workspace === "string") &&
    typeof v.workspaces === "number"
  );
}

export function encodeSessionCookie(claims: SessionClaims): Promise<string> {
  const maxAge = claims.remember ? REMEMBER_MAX_AGE : BROWSER_SESSION_MAX_AGE;
  return encode({ token: { ...claims }, secret: authSecret(), maxAge });
}

export async function decodeSessionCookie(value: string | undefined): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    return isSessionClaims(token)
      ? { ...token, name: String(token.name ?? ""), remember: token.remember !== false }
      : null;
  } catch {
    return null;
  }
}

// A separate key for the signed (readable) access token, derived so one secret configures both.
let cachedKey: { secret: string; key: Buffer } | undefined;
function accessKey(): Buffer {
  const current = authSecret();
  if (cachedKey?.secret !== current) {
    cachedKey = {
      secret: current,
      key: createHash("sha256").update(`suite-access-token:${current}`).digest(),
    };
  }
  return cachedKey.key;
}

// HS256 with node:crypto: verified on every API request, where jose's WebCrypto path (an async key
// import per call) cost a fifth of the request's CPU. The format is plain RFC 7519 JWT.
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const sign = (input: string) => createHmac("sha256", accessKey()).update(input).digest();

/** The bearer token of the REST API: a readable HS256 JWT whose payload holds e-mail and workspace. */
export function signAccessToken(claims: SessionClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const maxAge = claims.remember ? REMEMBER_MAX_AGE : BROWSER_SESSION_MAX_AGE;
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: now, exp: now + maxAge })).toString(
    "base64url",
  );
  return Promise.resolve(`${HEADER}.${payload}.${sign(`${HEADER}.${payload}`).toString("base64url")}`);
}

export async function verifyAccessToken(token: string): Promise<SessionClaims | null> {
  const [header, payload, signature, extra] = token.split(".");
  if (header !== HEADER || !payload || !signature || extra !== undefined) return null;
  const expected = sign(`${header}.${payload}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString());
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp !== "number" || exp <= Date.now() / 1000 || !isSessionClaims(claims)) return null;
    return { ...claims, name: String(claims.name ?? "") };
  } catch {
    return null;
  }
}
