import "server-only";
import path from "node:path";
import { env } from "@/lib/server/env";

/**
 * Where files wait before they are stored (resumable uploads, export archives being made): on the
 * files' disk by default, so storing one is a rename, and never /tmp, which may be memory.
 */
export function uploadsDir(): string {
  const { UPLOADS_DIR, FILES_DIR } = env();
  return path.resolve(UPLOADS_DIR ?? path.join(FILES_DIR ?? ".data/files", ".uploads"));
}
