import "server-only";
import { startsWith as starts } from "@/lib/files/file-types";

// The downloads the Content hub and form uploads accept, recognised by content (the name and
// declared type are not trusted, except to tell apart formats that share a container: Office files
// in ZIP or OLE2, and CSV text). Images are recognised by signature alone: lib/files/file-types.ts.

export type DownloadKind = { contentType: string; ext: string };

const OOXML: Record<string, { part: string; contentType: string }> = {
  docx: {
    part: "word/",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  xlsx: { part: "xl/", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: {
    part: "ppt/",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
};
const OLE2: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

/** A name's extension in lower case ("" without one): what tells formats sharing a container apart. */
export const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** Whether a ZIP's bytes name an entry (local headers carry entry names in plain text). */
const zipHasEntry = (bytes: Uint8Array, prefix: string) =>
  Buffer.from(bytes).includes(Buffer.from(prefix, "latin1"));

/** Plain text (CSV, a chat's .txt or .md): UTF-8 without NUL or other control characters than tab, CR and LF. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024 + 3));
  } catch {
    // A multi-byte character cut at the sample's end is fine; anything else is not text.
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
    } catch {
      return false;
    }
  }
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** Audio and video by signature (the ISO container's brand tells a .m4a from a video). */
export function detectMedia(bytes: Uint8Array, ext: string): DownloadKind | null {
  if (starts(bytes, [0x49, 0x44, 0x33]) || starts(bytes, [0xff, 0xfb]) || starts(bytes, [0xff, 0xf3]))
    return { contentType: "audio/mpeg", ext: "mp3" };
  if (starts(bytes, [0x4f, 0x67, 0x67, 0x53])) return { contentType: "audio/ogg", ext: "ogg" };
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x41, 0x56, 0x45], 8))
    return { contentType: "audio/wav", ext: "wav" };
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { contentType: "video/webm", ext: "webm" };
  if (starts(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = Buffer.from(bytes.subarray(8, 12)).toString("latin1");
    if (brand === "M4A " || (ext === "m4a" && brand.startsWith("mp4")))
      return { contentType: "audio/mp4", ext: "m4a" };
    if (brand === "qt  ") return { contentType: "video/quicktime", ext: "mov" };
    return { contentType: "video/mp4", ext: "mp4" };
  }
  return null;
}

/**
 * A download (pdf, doc, docx, xls, xlsx, csv, zip, ppt, pptx) by content: PDF by signature; ZIP,
 * and as docx/xlsx/pptx only when named so and holding that format's parts; OLE2 (doc, xls, ppt)
 * named so; CSV named so and plain text. Else null.
 */
export function detectDownload(bytes: Uint8Array, name: string): DownloadKind | null {
  const ext = extensionOf(name);
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: "application/pdf", ext: "pdf" };
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const office = OOXML[ext];
    if (office && zipHasEntry(bytes, "[Content_Types].xml") && zipHasEntry(bytes, office.part))
      return { contentType: office.contentType, ext };
    return { contentType: "application/zip", ext: "zip" };
  }
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const contentType = OLE2[ext];
    return contentType ? { contentType, ext } : null;
  }
  if (ext === "csv" && isPlainText(bytes)) return { contentType: "text/csv", ext: "csv" };
  return null;
}
