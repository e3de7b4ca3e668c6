import "server-only";
import type { UploadedFile } from "@/lib/files/types";
import { z } from "zod";
import { COVER_MAX_BYTES } from "@/lib/projects/covers";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, forbidden } from "@/lib/server/errors";
import { detectImageType } from "@/lib/files/file-types";
import { sanitizeFileName } from "@/lib/server/files/file-name";
import { fileUrl } from "@/lib/server/files/file-key";
import { storeFile } from "@/lib/server/files/store-file";
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
  const name = sanitizeFileName(file.name, `image.${type.ext}`);
  // Its uploader's until a project makes it its cover (update-project.ts claims it).
  const key = await storeFile(
    membership.workspaceId,
    actor.userId,
    { bytes, ext: type.ext, contentType: type.contentType, name },
    { kind: "upload" },
    "files",
  );
  return { key, url: fileUrl(key), name, size: bytes.byteLength, contentType: type.contentType };
}
