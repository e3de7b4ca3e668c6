import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadable } from "node:stream/web";
import sharp from "sharp";
import { z } from "zod";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { newFileKey } from "@/lib/server/files/file-key";
import { getFileStorage } from "@/lib/server/files/storage";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";
import { itemsChanged } from "../scope";

// An image's thumbnail: a WebP inside THUMB_SIZE × THUMB_SIZE (EXIF orientation applied, the first
// frame of an animation), made after the upload by this job, stored as a File of the module and
// shown by the grid and list views. A file that is no image sharp decodes keeps its icon.

export const THUMB_SIZE = 320;
/** Decoding refuses images of more pixels than this (a decompression bomb). */
const MAX_PIXELS = 100_000_000;
/** Images larger than this are not read for a thumbnail. */
const MAX_SOURCE_BYTES = 200 * 1024 * 1024;

const SOURCES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/tiff", "image/avif"]);

export const wantsThumbnail = (contentType: string | null) =>
  contentType !== null && SOURCES.has(contentType);

/** Makes the item's thumbnail if its current version is an image without one. */
export async function makeThumbnail(itemId: string): Promise<void> {
  const item = await getDb().driveItem.findUnique({
    where: { id: itemId },
    select: {
      id: true,
      workspaceId: true,
      moduleId: true,
      parentId: true,
      updatedById: true,
      createdById: true,
      fileId: true,
      thumbFileId: true,
      size: true,
      contentType: true,
      file: { select: { key: true } },
    },
  });
  if (!item?.file || item.thumbFileId || !wantsThumbnail(item.contentType) || item.size > MAX_SOURCE_BYTES)
    return;
  const storage = getFileStorage();
  const opened = await storage.open(item.file.key);
  if (!opened) return;
  let thumb: Buffer;
  try {
    const image = sharp({ limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 });
    const source = Readable.fromWeb(opened.body as WebReadable<Uint8Array>);
    source.on("error", (error) => image.destroy(error));
    source.pipe(image);
    thumb = await image.toBuffer();
  } catch (error) {
    logger.info(
      `[file-management] no thumbnail for ${item.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  const { id, key } = newFileKey(item.workspaceId, "webp");
  await storage.put(key, new Uint8Array(thumb), "image/webp");
  const uploader = item.updatedById ?? item.createdById;
  const done = await withEvents(async (tx, emit) => {
    await tx.file.create({
      data: {
        id,
        key,
        workspaceId: item.workspaceId,
        name: "thumbnail.webp",
        contentType: "image/webp",
        size: thumb.byteLength,
        ownerKind: "file_management",
        ownerId: item.moduleId,
      },
    });
    // Only if the version it was made of is still the current one.
    const set = await tx.driveItem.updateMany({
      where: { id: item.id, fileId: item.fileId, thumbFileId: null },
      data: { thumbFileId: id },
    });
    if (set.count === 0) await tx.file.delete({ where: { id } });
    // The folder's open views show it (and its cached pages are stale); it is the uploader's change.
    else if (uploader)
      emit(
        itemsChanged(
          { moduleId: item.moduleId, membership: { workspaceId: item.workspaceId } },
          { userId: uploader, clientId: null },
          [item.parentId],
        ),
      );
    return set.count > 0;
  });
  if (!done) await storage.delete(key).catch(() => undefined);
}

/** Sent when an image is uploaded (finish-upload.ts), and for a new version of one. */
export const thumbnailsJob = defineJob({
  name: "file-management-thumbnails",
  policy: "standard",
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  workers: 1,
  payload: z.object({ itemId: z.string().regex(/^[0-9a-f]{24}$/) }),
  async handler({ itemId }) {
    await makeThumbnail(itemId);
  },
});
