import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newFileKey } from "@/lib/server/files/file-key";
import { getFileStorage } from "@/lib/server/files/storage";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { numberedName } from "@/modules/file-management/shared/types";
import { detectDriveFile, SNIFF_BYTES } from "./detect-type";
import { headOf, takeUploadHash } from "./hashing-store";
import { childPath, insertLive, liveFolder, liveNamed } from "./folders";
import { afterNewContent } from "./jobs/after-content";
import { touchRecent } from "./recent";
import { itemsChanged } from "./scope";

/** Its SHA-256 and first bytes, read once as a stream (a 2 GB file never sits in memory). */
export async function hashFile(file: string): Promise<{ sha256: string; head: Uint8Array }> {
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let headBytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    if (headBytes < SNIFF_BYTES) {
      head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
      headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
    }
  }
  return { sha256: hash.digest("hex"), head: new Uint8Array(Buffer.concat(head)) };
}

export interface NewVersion {
  fileId: string;
  size: number;
  contentType: string;
  sha256: string;
}

const versionColumns = ({ fileId, size, sha256 }: NewVersion) => ({ fileId, size, sha256 });

/** Most names tried beside a taken one ("name (2)", "name (3)", …) before one with a random part. */
const NUMBERED_TRIES = 50;

/** Adds a version to a file: it becomes the item's current one (its thumbnail is made again). */
export async function addVersion(tx: Tx, itemId: string, userId: string, version: NewVersion): Promise<void> {
  // One version at a time per file (its numbers are unique): the item's row is held until the commit.
  await tx.$executeRaw`SELECT 1 FROM "DriveItem" WHERE "id" = ${itemId} FOR UPDATE`;
  const last = await tx.driveVersion.findFirst({
    where: { itemId },
    orderBy: { number: "desc" },
    select: { number: true },
  });
  await tx.driveVersion.create({
    data: {
      id: newId(),
      itemId,
      number: (last?.number ?? 0) + 1,
      ...versionColumns(version),
      createdById: userId,
    },
  });
  await tx.driveItem.update({
    where: { id: itemId },
    data: { ...version, thumbFileId: null, updatedAt: new Date(), updatedById: userId },
  });
}

/**
 * Puts a stored file in a folder under `name`: a new item, or, when the folder holds a live file of
 * that name and `onConflict` is "version", a new version of it; else the first free "name (n)".
 * Returns the item's id and whether it was new.
 */
export async function placeFile(
  tx: Tx,
  scope: ModuleScope,
  userId: string,
  parent: { id: string; path: string } | null,
  name: string,
  onConflict: "keep-both" | "version",
  version: NewVersion,
): Promise<{ id: string; created: boolean }> {
  if (onConflict === "version") {
    const taken = await liveNamed(tx, scope.moduleId, parent?.id ?? null, name);
    if (taken?.kind === "file") {
      await addVersion(tx, taken.id, userId, version);
      return { id: taken.id, created: false };
    }
  }
  const id = newId();
  const base = {
    id,
    workspaceId: scope.membership.workspaceId,
    ...ownerColumns(scope),
    parentId: parent?.id ?? null,
    path: childPath(parent),
    kind: "file" as const,
    ...version,
    createdById: userId,
    updatedById: userId,
  };
  const names = [
    name,
    ...Array.from({ length: NUMBERED_TRIES }, (_, n) => numberedName(name, n + 2)),
    numberedName(name, Date.now()),
  ];
  for (const candidate of names) {
    if (await insertLive(tx, { ...base, name: candidate })) {
      await tx.driveVersion.create({
        data: { id: newId(), itemId: id, number: 1, ...versionColumns(version), createdById: userId },
      });
      return { id, created: true };
    }
  }
  throw new Error("no free name");
}

/**
 * The last byte of an upload arrived: its type read from the bytes, its SHA-256 computed, the bytes
 * moved into the file storage, and the file placed in its folder (or the root, if the folder went
 * meanwhile) in one transaction that also ends the upload (its room in the quota becomes the file's).
 */
export async function finishUpload(
  scope: ModuleScope,
  actor: Actor,
  uploadId: string,
  stagedPath: string,
): Promise<{ id: string }> {
  const upload = await getDb().driveUpload.findUniqueOrThrow({ where: { id: uploadId } });
  const size = Number(upload.size);
  const hashed = takeUploadHash(uploadId, size);
  const { sha256, head } = hashed
    ? { sha256: hashed, head: await headOf(stagedPath, SNIFF_BYTES) }
    : await hashFile(stagedPath);
  const type = detectDriveFile(head, upload.name);
  const { id: fileId, key } = newFileKey(scope.membership.workspaceId, type.ext);
  const storage = getFileStorage();
  await storage.putFile(key, stagedPath, size, type.contentType);
  let placed: { id: string; created: boolean };
  try {
    placed = await withEvents(async (tx, emit) => {
      await tx.file.create({
        data: {
          id: fileId,
          key,
          workspaceId: scope.membership.workspaceId,
          name: upload.name,
          contentType: type.contentType,
          size,
          sha256,
          uploadedById: actor.userId,
          ownerKind: "file_management",
          ownerId: scope.moduleId,
        },
      });
      const parent = upload.parentId
        ? await liveFolder(scope.moduleId, upload.parentId, tx).catch(() => null)
        : null;
      const result = await placeFile(
        tx,
        scope,
        actor.userId,
        parent,
        upload.name,
        upload.onConflict === "version" ? "version" : "keep-both",
        {
          fileId,
          size,
          contentType: type.contentType,
          sha256,
        },
      );
      await tx.driveUpload.delete({ where: { id: uploadId } });
      await touchRecent(tx, actor.userId, result.id);
      emit(itemsChanged(scope, actor, [parent?.id ?? null], [result.id]));
      return result;
    });
  } catch (error) {
    await storage.delete(key).catch(() => logger.warn(`[file-management] could not remove orphan ${key}`));
    throw error;
  }
  await rm(`${stagedPath}.json`, { force: true }).catch(() => undefined);
  await afterNewContent(placed.id, type.contentType);
  return placed;
}
