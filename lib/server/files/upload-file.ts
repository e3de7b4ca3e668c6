import "server-only";
import type { UploadedFile } from "@/lib/files/types";
import { z } from "zod";
import { COVER_MAX_BYTES } from "@/lib/projects/covers";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden } from "@/lib/server/errors";
import { detectImageType } from "@/lib/files/file-types";
import { sanitizeFileName } from "@/lib/server/files/file-name";
import { fileUrl, newFileKey } from "@/lib/server/files/file-key";
import { getFileStorage } from "@/lib/server/files/storage";
import { logger } from "@/lib/server/logger";
import { canWrite } from "@/lib/server/permissions/roles";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";

/** Uploads must be smaller than this (spec §5/§9: "at most 2 MB", 'Image must smaller than 2MB!'). */
export const UPLOAD_MAX_BYTES = COVER_MAX_BYTES;

const fileSchema = z
  .instanceof(File, { error: "validation.fileRequired" })
  .refine((file) => file.size > 0, { error: "validation.fileRequired" });

export type { UploadedFile };

/**
 * Stores an image for the actor's active workspace: members and above may upload; viewers and
 * guests, who never write, are refused (403) before the body is read (`read` runs after the check).
 * Only JPEG and PNG, recognised by content whatever the name or declared type says, under 2 MB.
 */
export async function uploadFile(actor: Actor, read: () => Promise<File | null>): Promise<UploadedFile> {
  const membership = await activeMembership(actor);
  if (!canWrite(membership.role)) throw forbidden();
  const file = parseInput(fileSchema, await read());

  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = detectImageType(head);
  if (!type) throw badRequest("validation.fileType");
  if (file.size >= UPLOAD_MAX_BYTES) throw badRequest("validation.fileTooLarge");

  const bytes = new Uint8Array(await file.arrayBuffer());
  const { id, key } = newFileKey(membership.workspaceId, type.ext);
  const name = sanitizeFileName(file.name, `image.${type.ext}`);
  const storage = getFileStorage();
  await storage.put(key, bytes, type.contentType);
  try {
    await getDb().file.create({
      data: {
        id,
        key,
        workspaceId: membership.workspaceId,
        name,
        contentType: type.contentType,
        size: bytes.byteLength,
        uploadedById: actor.userId,
      },
    });
  } catch (error) {
    // No row, no file: the stored bytes would be unreachable.
    await storage.delete(key).catch(() => logger.warn(`[files] could not remove orphan ${key}`));
    throw error;
  }
  return { key, url: fileUrl(key), name, size: bytes.byteLength, contentType: type.contentType };
}
