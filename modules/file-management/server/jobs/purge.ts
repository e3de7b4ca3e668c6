import "server-only";
import { getDb } from "@/lib/server/db";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";
import { TRASH_DAYS } from "@/modules/file-management/shared/types";
import { deleteTrees } from "../trash";
import { dropUpload } from "../upload-files";

const DAY_MS = 86_400_000;
/** An upload that has not ended this long after it began is given up (its bytes and its room freed). */
export const UPLOAD_TTL_MS = DAY_MS;
const BATCH = 200;
/** Items looked at per run, so a run stays within its expiry; the next run goes on. */
const MAX_PER_RUN = 5_000;

/** Deletes for good what has been in the trash longer than TRASH_DAYS; returns how many items. */
export async function purgeTrash(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  let purged = 0;
  while (purged < MAX_PER_RUN) {
    const rows = await getDb().driveItem.findMany({
      where: { trashedAt: { lt: before } },
      orderBy: { trashedAt: "asc" },
      take: BATCH,
      select: { id: true, moduleId: true },
    });
    if (rows.length === 0) break;
    const byModule = new Map<string, string[]>();
    for (const row of rows) byModule.set(row.moduleId, [...(byModule.get(row.moduleId) ?? []), row.id]);
    for (const [moduleId, ids] of byModule) await deleteTrees(moduleId, ids);
    purged += rows.length;
    if (rows.length < BATCH) break;
  }
  return purged;
}

/** Gives up uploads older than UPLOAD_TTL_MS; returns how many. */
export async function purgeStaleUploads(now = new Date()): Promise<number> {
  const stale = await getDb().driveUpload.findMany({
    where: { createdAt: { lt: new Date(now.getTime() - UPLOAD_TTL_MS) } },
    take: MAX_PER_RUN,
    select: { id: true },
  });
  for (const upload of stale) await dropUpload(upload.id);
  return stale.length;
}

/** Daily: the trash's purge and unfinished uploads given up. */
export const drivePurgeJob = scheduledJob({
  name: "file-management-purge",
  schedule: "41 3 * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const [items, uploads] = [await purgeTrash(), await purgeStaleUploads()];
    return items || uploads
      ? `file management: purged ${items} trashed items, ${uploads} stale uploads`
      : undefined;
  },
});
