import "server-only";
import { hkdfSync } from "node:crypto";
import { authSecret } from "@/lib/server/env";

const cache = new Map<string, { secret: string; key: Buffer }>();

/**
 * A 32-byte key for one purpose, derived from AUTH_SECRET by HKDF-SHA256 with the purpose as its label
 * (so a key of one use never serves another), computed once per secret.
 */
export function derivedKey(purpose: string): Buffer {
  const secret = authSecret();
  const known = cache.get(purpose);
  if (known?.secret === secret) return known.key;
  const key = Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
  cache.set(purpose, { secret, key });
  return key;
}
