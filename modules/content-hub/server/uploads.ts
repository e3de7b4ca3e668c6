import "server-only";
import sharp, { type OutputInfo } from "sharp";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, forbidden } from "@/lib/server/errors";
import { sanitizeFileName } from "@/lib/server/files/file-name";
import { fileUrl } from "@/lib/server/files/file-key";
import { storeFile, type StoredFileInput } from "@/lib/server/files/store-file";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { parseInput } from "@/lib/server/validation";
import { uploadQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import { detectImage } from "@/lib/files/file-types";
import { detectDownload } from "@/lib/server/files/file-types";
import { contentHubScope } from "./scope";
import { CONTENT_UPLOAD_MAX_BYTES, type ContentUpload } from "@/modules/content-hub/shared/types";

export { CONTENT_UPLOAD_MAX_BYTES, type ContentUpload };

// Uploads of the Content hub (spec §5, §7 File upload, §8): images (cover, inline, category,
// product) and downloads, each under 10 MB, checked by content. Images are decoded with sharp: a
// TIFF (which browsers do not show) is stored converted to WebP, and every image also gets a
// web-sized WebP variant (at most 1600 px wide, EXIF orientation applied, metadata dropped).

const WEB_WIDTH = 1600;
/** Decoding refuses images of more pixels than this (a decompression bomb). */
const MAX_PIXELS = 60_000_000;

const tooLarge = () => new AppError("too_large", "validation.contentFileTooLarge");

/** An upload of the module `moduleId`: served to its readers, usable by its content only. */
const store = (moduleId: string, workspaceId: string, actorId: string, file: StoredFileInput) =>
  storeFile(workspaceId, actorId, file, { kind: "content_hub", id: moduleId }, "content-hub");

const baseName = (name: string) => name.replace(/\.[^.]*$/, "");

/**
 * POST …/upload?kind=image|download (multipart field `file`): for those who may write in the module
 * (403 before the body is read); the body is capped at 10 MB while streaming (413).
 */
export async function uploadContentFile(
  actor: Actor,
  input: { moduleId: unknown; query: unknown; req: Request },
  locale: Locale,
): Promise<ContentUpload> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  if (!scope.access.write) throw forbidden();
  const { kind } = parseInput(uploadQuerySchema, input.query);
  const file = await readUploadedFile(input.req, { maxBytes: CONTENT_UPLOAD_MAX_BYTES, tooLarge });
  if (!file || file.size === 0) throw badRequest("validation.fileRequired");
  if (file.size >= CONTENT_UPLOAD_MAX_BYTES) throw badRequest("validation.contentFileTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const workspaceId = scope.membership.workspaceId;

  if (kind === "download") {
    const type = detectDownload(bytes, file.name);
    if (!type) throw badRequest("validation.contentDownloadType");
    const name = sanitizeFileName(file.name, `download.${type.ext}`);
    const key = await store(scope.moduleId, workspaceId, actor.userId, { bytes, ...type, name });
    return { fileKey: `/${key}`, url: fileUrl(key), name, size: bytes.byteLength, ...type, web: null };
  }

  const type = detectImage(bytes.subarray(0, 16));
  if (!type) throw badRequest("validation.contentImageType");
  let web: { data: Buffer; info: OutputInfo };
  let converted: Buffer | null = null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    await image.metadata();
    web = await image
      .clone()
      .rotate()
      .resize({ width: WEB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    if (type.contentType === "image/tiff")
      converted = await image.clone().rotate().webp({ quality: 90 }).toBuffer();
  } catch {
    // Right signature, but not an image sharp can decode (or too many pixels).
    throw badRequest("validation.contentImageType");
  }
  const original = converted
    ? { bytes: new Uint8Array(converted), ext: "webp", contentType: "image/webp" }
    : { bytes, ext: type.ext, contentType: type.contentType };
  const name = sanitizeFileName(
    converted ? `${baseName(file.name)}.webp` : file.name,
    `image.${original.ext}`,
  );
  const key = await store(scope.moduleId, workspaceId, actor.userId, { ...original, name });
  const webKey = await store(scope.moduleId, workspaceId, actor.userId, {
    bytes: new Uint8Array(web.data),
    ext: "webp",
    contentType: "image/webp",
    name: sanitizeFileName(`${baseName(name)}-web.webp`, "image-web.webp"),
  });
  await getDb().contentImageVariant.create({ data: { variantKey: webKey, originalKey: key } });
  return {
    fileKey: `/${key}`,
    url: fileUrl(key),
    name,
    size: original.bytes.byteLength,
    contentType: original.contentType,
    web: { fileKey: `/${webKey}`, url: fileUrl(webKey), width: web.info.width, height: web.info.height },
  };
}
