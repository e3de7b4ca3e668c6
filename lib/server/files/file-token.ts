import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/server/env";
import { fileUrl } from "@/lib/server/files/file-key";

// A key of its own, derived from AUTH_SECRET (as session-token.ts derives the access-token key), so
// one secret configures everything and a file token can never pass as another kind of token.
let cachedKey: { secret: string; key: Buffer } | undefined;
function tokenKey(): Buffer {
  const secret = authSecret();
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: createHash("sha256").update(`suite-file-token:${secret}`).digest() };
  }
  return cachedKey.key;
}

const sign = (key: string, expires: number) =>
  createHmac("sha256", tokenKey()).update(`${key}\n${expires}`).digest();

/** A token granting read access to one file key until `ttlSeconds` from now: `<expiry>.<mac>`. */
export function signFileToken(key: string, ttlSeconds: number): string {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0)
    throw new Error("ttlSeconds must be a positive integer");
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  return `${expires}.${sign(key, expires).toString("base64url")}`;
}

/** True when `token` was signed for exactly this key and has not expired. */
export function verifyFileToken(key: string, token: string | null | undefined): boolean {
  const match = token ? /^(\d{1,12})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= Math.floor(Date.now() / 1000)) return false;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = sign(key, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A URL that serves the file without a session (for e-mails, embeds, other clients) until it expires. */
export function signedFileUrl(key: string, ttlSeconds: number): string {
  return `${fileUrl(key)}?token=${encodeURIComponent(signFileToken(key, ttlSeconds))}`;
}
