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

const sign = (key: string, userId: string, expires: number) =>
  createHmac("sha256", tokenKey()).update(`${key}\n${userId}\n${expires}`).digest();

const USER_ID = /^[0-9a-f]{24}$/;

/**
 * A token letting its holder read one file key as `userId` until `ttlSeconds` from now:
 * `<expiry>.<userId>.<mac>`. It grants no more than that user's own right: each use is checked
 * against what the user may read at that moment (read-file.ts), so it stops working once they lose
 * access to the file's owner.
 */
export function signFileToken(key: string, userId: string, ttlSeconds: number): string {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0)
    throw new Error("ttlSeconds must be a positive integer");
  if (!USER_ID.test(userId)) throw new Error("userId must be a user id");
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  return `${expires}.${userId}.${sign(key, userId, expires).toString("base64url")}`;
}

/** The user a token was signed for, when it was signed for exactly this key and has not expired. */
export function verifyFileToken(key: string, token: string | null | undefined): { userId: string } | null {
  const match = token ? /^(\d{1,12})\.([0-9a-f]{24})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires <= Math.floor(Date.now() / 1000)) return null;
  const userId = match[2]!;
  const given = Buffer.from(match[3]!, "base64url");
  const expected = sign(key, userId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId } : null;
}

/** A URL that serves the file without a session, as `userId` (for e-mails, embeds), until it expires. */
export function signedFileUrl(key: string, userId: string, ttlSeconds: number): string {
  return `${fileUrl(key)}?token=${encodeURIComponent(signFileToken(key, userId, ttlSeconds))}`;
}
