import "server-only";
import { rm } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/lib/server/db";
import { uploadsDir } from "@/lib/server/files/uploads-dir";
import { logger } from "@/lib/server/logger";

// Where resumable uploads wait and how one is given up: apart from uploads.ts (the tus server, which
// brings Next's request types), so the purge job loads without them.

export { uploadsDir };

/** Forgets an upload: its row (its room in the quota) and whatever of its bytes arrived. */
export async function dropUpload(uploadId: string): Promise<void> {
  await getDb().driveUpload.deleteMany({ where: { id: uploadId } });
  const file = path.join(uploadsDir(), uploadId);
  await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]).catch(
    (error: unknown) =>
      logger.warn(`[file-management] could not remove upload ${uploadId}: ${String(error)}`),
  );
}
