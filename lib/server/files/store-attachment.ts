import "server-only";
import { detectAttachment } from "@/lib/server/files/attachment-types";
import { parseFileKey } from "@/lib/server/files/file-key";
import { sanitizeFileName } from "@/lib/server/files/file-name";
import { storeFile, type NewFileOwner, type StoredFileInput } from "@/lib/server/files/store-file";
import { thumbnailOf } from "@/lib/server/files/thumbnail";
import { deleteFiles } from "@/lib/server/jobs/purge-orphaned-uploads";

// An attached file (a chat message's, a database's attachment cell's) checked by its bytes and stored
// with its thumbnail when it is an image: the part both share; each keeps its own row of it.

export interface StoredAttachment {
  /** The original's storage key (its File id: fileIdOf). */
  key: string;
  thumbKey: string | null;
  /** The name kept (sanitised; a TIFF's as .webp). */
  name: string;
  size: number;
  contentType: string;
  /** An image's size as shown, else null. */
  width: number | null;
  height: number | null;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, "");

export const fileIdOf = (key: string) => parseFileKey(key)!.fileId;

/**
 * Stores `bytes` (named `name`) as an attachment of `owner`: its type read from the bytes (else
 * `refused()`: not an accepted type, or an image sharp cannot decode), an image's thumbnail inside
 * `box` made now (a TIFF kept as WebP). The original's File, then the thumbnail's; if the second
 * fails the first goes.
 */
export async function storeAttachment(
  bytes: Uint8Array,
  name: string,
  input: {
    workspaceId: string;
    uploaderId: string;
    owner: NewFileOwner;
    logTag: string;
    box: { width: number; height: number };
    refused: () => Error;
  },
): Promise<StoredAttachment> {
  const type = detectAttachment(bytes, name);
  if (!type) throw input.refused();
  const thumb = type.image ? await thumbnailOf(bytes, type.ext === "tiff", input.box) : null;
  if (type.image && !thumb) throw input.refused();
  const original: StoredFileInput = thumb?.converted
    ? { bytes: thumb.converted, ext: "webp", contentType: "image/webp", name: `${baseName(name)}.webp` }
    : { bytes, ext: type.ext, contentType: type.contentType, name };
  original.name = sanitizeFileName(original.name, `file.${original.ext}`);
  const store = (file: StoredFileInput) =>
    storeFile(input.workspaceId, input.uploaderId, file, input.owner, input.logTag);
  const key = await store(original);
  let thumbKey: string | null = null;
  try {
    if (thumb)
      thumbKey = await store({
        bytes: thumb.bytes,
        ext: "webp",
        contentType: "image/webp",
        name: sanitizeFileName(`${baseName(original.name)}-thumb.webp`, "thumb.webp"),
      });
  } catch (error) {
    await discardAttachment({ key, thumbKey: null });
    throw error;
  }
  return {
    key,
    thumbKey,
    name: original.name,
    size: original.bytes.byteLength,
    contentType: original.contentType,
    width: thumb?.width ?? null,
    height: thumb?.height ?? null,
  };
}

/** Removes a stored attachment's files (its row could not be written). */
export async function discardAttachment(stored: Pick<StoredAttachment, "key" | "thumbKey">): Promise<void> {
  const keys = [stored.key, ...(stored.thumbKey ? [stored.thumbKey] : [])];
  await deleteFiles(keys.map((key) => ({ id: fileIdOf(key), key })));
}
