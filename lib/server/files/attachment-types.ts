import "server-only";
import { detectImage, startsWith } from "@/lib/files/file-types";
import { detectDownload, detectMedia, extensionOf, isPlainText } from "@/lib/server/files/file-types";

// What a chat message or a database's attachment cell may carry, recognised by content (the name and declared type are trusted only
// to tell apart formats that share a container, as for the Content hub's downloads): images (JPEG,
// PNG, WebP, GIF, TIFF: shown inline with a thumbnail), documents (PDF, Office, CSV, ZIP), plain text
// (.txt, .md, .log, .json), audio (MP3, OGG, WAV, M4A) and video (MP4, WebM). Never HTML or SVG,
// which a browser would run.

export type AttachmentType = { contentType: string; ext: string; image: boolean };

const TEXT_EXTENSIONS: Record<string, string> = {
  txt: "txt",
  md: "md",
  markdown: "md",
  log: "log",
  json: "json",
};

/** The type of an attached file from its bytes (and, for containers, its name), else null. */
export function detectAttachment(bytes: Uint8Array, name: string): AttachmentType | null {
  const head = bytes.subarray(0, 16);
  const image = detectImage(head);
  if (image) return { ...image, image: true };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]))
    return { contentType: "image/gif", ext: "gif", image: true };
  const ext = extensionOf(name);
  const download = detectDownload(bytes, name);
  if (download) return { ...download, image: false };
  const media = detectMedia(head, ext);
  if (media) return { ...media, image: false };
  const textExt = TEXT_EXTENSIONS[ext];
  if (textExt && isPlainText(bytes))
    return {
      contentType: textExt === "json" ? "application/json" : "text/plain",
      ext: textExt,
      image: false,
    };
  return null;
}
