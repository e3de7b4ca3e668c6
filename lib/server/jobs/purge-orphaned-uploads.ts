import "server-only";
import { uploadedCover } from "@/lib/projects/covers";
import { contentHubReferences } from "@/modules/content-hub/server/file-references";
import { databaseAttachmentReferences } from "@/modules/database-generator/server/file-references";
import { driveReferences } from "@/modules/file-management/server/file-references";
import { formResponseReferences } from "@/modules/form-builder/server/file-references";
import { chatAttachmentReferences } from "@/modules/online-chat/server/file-references";
import { getDb } from "@/lib/server/db";
import { getFileStorage } from "@/lib/server/files/storage";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";
import { logger } from "@/lib/server/logger";

/** An upload younger than this is kept: its project may not be saved yet. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;
/** Storage deletions in flight at once (S3 requests or disk unlinks). */
const PARALLEL = 10;
/** Files looked at per run, so a run stays well within its expiry; the next run goes on. */
const MAX_SCANNED = 20_000;

/**
 * The keys among `keys` that something still points at. Every place that stores a file key adds a
 * finder here: project covers (`files/<key>`, lib/projects/covers.ts), the Content hub, form
 * responses, chat attachments (a purged message's or conversation's files are orphans), File
 * management's versions and thumbnails, and the database generator's attachment cells.
 */
const referenceFinders: ((keys: string[], now: Date) => Promise<string[]>)[] = [
  async (keys) => {
    const covers = keys.map(uploadedCover);
    const projects = await getDb().project.findMany({
      where: { coverImage: { in: covers } },
      select: { coverImage: true },
    });
    return projects.map((project) => (project.coverImage ?? "").slice(uploadedCover("").length));
  },
  contentHubReferences,
  formResponseReferences,
  chatAttachmentReferences,
  driveReferences,
  databaseAttachmentReferences,
];

async function referencedKeys(keys: string[], now: Date): Promise<Set<string>> {
  const found = await Promise.all(referenceFinders.map((find) => find(keys, now)));
  return new Set(found.flat());
}

/** Deletes the bytes of each file, then the rows of those whose bytes are gone; returns that count. */
export async function deleteFiles(files: { id: string; key: string }[]): Promise<number> {
  const storage = getFileStorage();
  const gone: string[] = [];
  for (let i = 0; i < files.length; i += PARALLEL) {
    const chunk = files.slice(i, i + PARALLEL);
    const results = await Promise.allSettled(chunk.map((file) => storage.delete(file.key)));
    results.forEach((result, index) => {
      const file = chunk[index]!;
      if (result.status === "fulfilled") gone.push(file.id);
      // The row stays, so the next run tries again; deleting it now would leak the bytes for good.
      else logger.warn(`[jobs] could not delete orphaned upload ${file.key}: ${String(result.reason)}`);
    });
  }
  if (gone.length) await getDb().file.deleteMany({ where: { id: { in: gone } } });
  return gone.length;
}

/**
 * Uploads nothing references any more (a replaced cover, a deleted project's cover, an upload whose
 * project was never saved), older than the grace period: removed from the storage, then their rows.
 * Walks the files in id order (ids start with their creation time), a batch at a time.
 */
export async function purgeOrphanedUploads(now = new Date()): Promise<number> {
  const createdBefore = new Date(now.getTime() - ORPHAN_GRACE_MS);
  let after = "";
  let scanned = 0;
  let deleted = 0;
  while (scanned < MAX_SCANNED) {
    const files = await getDb().file.findMany({
      where: { id: { gt: after }, createdAt: { lt: createdBefore } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true, key: true },
    });
    if (!files.length) break;
    scanned += files.length;
    after = files[files.length - 1]!.id;
    const referenced = await referencedKeys(
      files.map((file) => file.key),
      now,
    );
    deleted += await deleteFiles(files.filter((file) => !referenced.has(file.key)));
    if (files.length < BATCH) break;
  }
  return deleted;
}

/** Daily: deletes orphaned uploads (see purgeOrphanedUploads). */
export const purgeOrphanedUploadsJob = scheduledJob({
  name: "purge-orphaned-uploads",
  schedule: "23 3 * * *",
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const deleted = await purgeOrphanedUploads();
    return deleted ? `deleted ${deleted} orphaned uploads` : undefined;
  },
});
