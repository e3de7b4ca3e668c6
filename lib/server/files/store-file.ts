import "server-only";
import type { FileOwner } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newFileKey } from "@/lib/server/files/file-key";
import { assertRoom } from "@/lib/server/files/quota";
import { getFileStorage } from "@/lib/server/files/storage";
import { logger } from "@/lib/server/logger";

export interface StoredFileInput {
  bytes: Uint8Array;
  ext: string;
  contentType: string;
  name: string;
}

/**
 * What a stored file belongs to, which decides who may read it (file-access.ts): an upload no
 * project uses yet (its uploader's), a content hub module's, a form's (a respondent's upload), a
 * chat conversation's (an attachment), a database generator module's (an attachment cell's).
 */
export type NewFileOwner =
  | { kind: "upload" }
  | {
      kind: Extract<FileOwner, "content_hub" | "form_response" | "online_chat" | "database_generator">;
      id: string;
    };

/**
 * Puts checked bytes in the file storage and records their File row (the uploader may be null: a
 * form's respondent) in a transaction that first checks the workspace's quota (quota.ts: 413 when the
 * bytes would take it past FILES_QUOTA_MB); if the row cannot be written the stored bytes are
 * removed. Returns the key.
 */
export async function storeFile(
  workspaceId: string,
  uploaderId: string | null,
  file: StoredFileInput,
  owner: NewFileOwner,
  logTag: string,
): Promise<string> {
  const { id, key } = newFileKey(workspaceId, file.ext);
  const storage = getFileStorage();
  await storage.put(key, file.bytes, file.contentType);
  try {
    await getDb().$transaction(async (tx) => {
      await assertRoom(tx, workspaceId, file.bytes.byteLength);
      await tx.file.create({
        data: {
          id,
          key,
          workspaceId,
          name: file.name,
          contentType: file.contentType,
          size: file.bytes.byteLength,
          uploadedById: uploaderId,
          ownerKind: owner.kind,
          ownerId: owner.kind === "upload" ? null : owner.id,
        },
      });
    });
  } catch (error) {
    await storage.delete(key).catch(() => logger.warn(`[${logTag}] could not remove orphan ${key}`));
    throw error;
  }
  return key;
}
