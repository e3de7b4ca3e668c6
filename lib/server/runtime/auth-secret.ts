import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hasAuthSecret, setAuthSecret } from "@/lib/server/env";

/**
 * Without AUTH_SECRET a random one is kept in .data so sessions survive restarts of a single node
 * (and its worker process, which is given the same environment, signs with the same one).
 */
export function ensureAuthSecret(): void {
  if (hasAuthSecret()) return;
  const file = path.join(".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  setAuthSecret(readFileSync(file, "utf8").trim());
}
