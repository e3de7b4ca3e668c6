import "server-only";
import { detectImage, startsWith } from "@/lib/files/file-types";
import { detectDownload, isPlainText } from "@/lib/server/files/file-types";

// What a chat message may carry, recognised by content (the name and declared type are trusted only
// to tell apart formats that share a container, as for the Content hub's downloads): images (JPEG,
// PNG, WebP, GIF, TIFF: shown inline with a thumbnail), documents (PDF, Office, CSV, ZIP), plain text
// (.txt, .md, .log, .json), audio (MP3, OGG, WAV, M4A) and video (MP4, WebM). Never HTML or SVG,
// which a browser would run.

export type ChatFileType = { contentType: string; ext: string; image: boolean };

const TEXT_EXTENSIONS: Record<string, string> = {
  txt: "txt",
  md: "md",
  markdown: "md",
  log: "log",
  json: "json",
};

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** Audio and video by signature (the ISO container's brand tells a .m4a from a video). */
function detectMedia(bytes: Uint8Array, ext: string): Omit<ChatFileType, "image"> | null {
  if (
    startsWith(bytes, [0x49, 0x44, 0x33]) ||
    startsWith(bytes, [0xff, 0xfb]) ||
    startsWith(bytes, [0xff, 0xf3])
  )
    return { contentType: "audio/mpeg", ext: "mp3" };
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return { contentType: "audio/ogg", ext: "ogg" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x41, 0x56, 0x45], 8))
    return { contentType: "audio/wav", ext: "wav" };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { contentType: "video/webm", ext: "webm" };
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = Buffer.from(bytes.subarray(8, 12)).toString("latin1");
    if (brand === "M4A " || (ext === "m4a" && brand.startsWith("mp4")))
      return { contentType: "audio/mp4", ext: "m4a" };
    if (brand === "qt  ") return { contentType: "video/quicktime", ext: "mov" };
    return { contentType: "video/mp4", ext: "mp4" };
  }
  return null;
}

/** The type of a file for a chat message from its bytes (and, for containers, its name), else null. */
export function detectChatFile(bytes: Uint8Array, name: string): ChatFileType | null {
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
