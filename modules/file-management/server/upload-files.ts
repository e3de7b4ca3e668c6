import "server-only";
import { rm } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";

// Where resumable uploads wait and how one is given up: apart from uploads.ts (the tus server, which
// brings Next's request types), so the purge job loads without them.

/** Where unfinished uploads wait (on the files' disk by default, so finishing is a rename). */
export function uploadsDir(): string {
  const { UPLOADS_DIR, FILES_DIR } = env();
  return path.resolve(UPLOADS_DIR ?? path.join(FILES_DIR ?? ".data/files", ".uploads"));
}

/** Forgets an upload: its row (its room in the quota) and whatever of its bytes arrived. */
export async function dropUpload(uploadId: string): Promise<void> {
  await getDb().driveUpload.deleteMany({ where: { id: uploadId } });
  const file = path.join(uploadsDir(), uploadId);
  await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]).catch(
    (error: unknown) =>
      logger.warn(`[file-management] could not remove upload ${uploadId}: ${String(error)}`),
  );
}
