import "server-only";
import { createHash, randomBytes } from "node:crypto";

// The connected domain and its API key (spec §3 Content hub domain, §4 Domain change). The key is
// 32 random bytes (base64url, prefixed `chk_`), shown once; only its SHA-256 is stored, with its
// last 4 characters for Developer mode.

const KEY_PREFIX = "chk_";

export function newApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The columns that store a key. */
export const keyColumns = (key: string) => ({ apiKeyHash: hashApiKey(key), apiKeyLast4: key.slice(-4) });
