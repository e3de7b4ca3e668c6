import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A random url-safe token for e-mailed links; only its hash is stored. */
export function newUrlToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
