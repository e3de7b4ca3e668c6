import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { detectImage, startsWith } from "@/lib/files/file-types";
import { detectDownload, detectMedia, extensionOf, isPlainText } from "@/lib/server/files/file-types";
import type { PreviewKind } from "@/modules/file-management/shared/types";

// A drive keeps any file; what it is comes from its first bytes (the name is trusted only to tell
// apart formats that share a container, and to say which text a text file is). The type decides
// how the file is served and previewed: images, PDF, text, audio and video inline; everything else
// (HTML and SVG included, which a browser would run) only as a download.

export interface DetectedFile {
  contentType: string;
  /** The storage key's extension. */
  ext: string;
  preview: PreviewKind;
}

/** Bytes read from the start of a file to decide its type. */
export const SNIFF_BYTES = 64 * 1024;

/** Text shown as text whatever its extension says; these keep a more precise type for downloads. */
const TEXT_TYPES: Record<string, string> = {
  csv: "text/csv",
  json: "application/json",
  md: "text/markdown",
  markdown: "text/markdown",
};

const SIGNATURES: {
  magic: number[];
  at?: number;
  contentType: string;
  ext: string;
  preview?: PreviewKind;
}[] = [
  { magic: [0x47, 0x49, 0x46, 0x38], contentType: "image/gif", ext: "gif", preview: "image" },
  { magic: [0x42, 0x4d], contentType: "image/bmp", ext: "bmp" },
  { magic: [0x00, 0x00, 0x01, 0x00], contentType: "image/x-icon", ext: "ico" },
  { magic: [0x66, 0x4c, 0x61, 0x43], contentType: "audio/flac", ext: "flac", preview: "audio" },
  { magic: [0x1f, 0x8b], contentType: "application/gzip", ext: "gz" },
  { magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], contentType: "application/x-7z-compressed", ext: "7z" },
  { magic: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], contentType: "application/vnd.rar", ext: "rar" },
  { magic: [0x42, 0x5a, 0x68], contentType: "application/x-bzip2", ext: "bz2" },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], contentType: "application/x-xz", ext: "xz" },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], contentType: "application/zstd", ext: "zst" },
  { magic: [0x75, 0x73, 0x74, 0x61, 0x72], at: 257, contentType: "application/x-tar", ext: "tar" },
  { magic: [0x7f, 0x45, 0x4c, 0x46], contentType: "application/x-executable", ext: "elf" },
  { magic: [0x4d, 0x5a], contentType: "application/vnd.microsoft.portable-executable", ext: "exe" },
  { magic: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65], contentType: "application/vnd.sqlite3", ext: "sqlite" },
  { magic: [0x77, 0x4f, 0x46, 0x32], contentType: "font/woff2", ext: "woff2" },
  { magic: [0x77, 0x4f, 0x46, 0x46], contentType: "font/woff", ext: "woff" },
  { magic: [0x25, 0x21, 0x50, 0x53], contentType: "application/postscript", ext: "ps" },
];

/** HEIC and AVIF share the ISO container with MP4: their brand tells. */
function isoImage(head: Uint8Array): DetectedFile | null {
  if (!startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return null;
  const brand = Buffer.from(head.subarray(8, 12)).toString("latin1");
  if (brand === "avif" || brand === "avis")
    return { contentType: "image/avif", ext: "avif", preview: "image" };
  if (["heic", "heix", "hevc", "mif1", "msf1"].includes(brand))
    return { contentType: "image/heic", ext: "heic", preview: "none" };
  return null;
}

/** The type of a file from its first bytes (at least SNIFF_BYTES when it has them) and its name. */
export function detectDriveFile(head: Uint8Array, name: string): DetectedFile {
  const ext = extensionOf(name);
  const image = detectImage(head);
  // TIFF is not shown by browsers: its thumbnail is (the thumbnails job reads it).
  if (image) return { ...image, preview: image.ext === "tiff" ? "none" : "image" };
  const iso = isoImage(head);
  if (iso) return iso;
  const download = detectDownload(head, name);
  if (download) return { ...download, preview: download.ext === "pdf" ? "pdf" : "none" };
  const media = detectMedia(head, ext);
  if (media)
    return {
      ...media,
      preview: media.contentType.startsWith("audio/") ? "audio" : "video",
    };
  for (const signature of SIGNATURES)
    if (startsWith(head, signature.magic, signature.at ?? 0))
      return { contentType: signature.contentType, ext: signature.ext, preview: signature.preview ?? "none" };
  if (isPlainText(head)) {
    // Text is served as text/plain (never as HTML or SVG) and keeps its extension for the name.
    const textExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : "txt";
    return { contentType: TEXT_TYPES[ext] ?? "text/plain", ext: textExt, preview: "text" };
  }
  return { contentType: "application/octet-stream", ext: "bin", preview: "none" };
}

/** Stored types that preview as an image (the browser shows them; others show an icon). */
const IMAGE_PREVIEWS = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

/** The preview of a stored type (the type the upload detected). */
export function previewOf(contentType: string | null): PreviewKind {
  if (!contentType) return "none";
  if (IMAGE_PREVIEWS.includes(contentType)) return "image";
  if (contentType === "application/pdf") return "pdf";
  if (contentType.startsWith("text/") || contentType === "application/json") return "text";
  if (contentType.startsWith("audio/")) return "audio";
  if (contentType.startsWith("video/")) return "video";
  return "none";
}

/** previewOf in SQL, of a type column (answers written by PostgreSQL); a test holds the two equal. */
export const previewSql = (column: Prisma.Sql) => Prisma.sql`CASE
  WHEN ${column} IS NULL THEN 'none'
  WHEN ${column} = ANY(${IMAGE_PREVIEWS}::text[]) THEN 'image'
  WHEN ${column} = 'application/pdf' THEN 'pdf'
  WHEN ${column} LIKE 'text/%' OR ${column} = 'application/json' THEN 'text'
  WHEN ${column} LIKE 'audio/%' THEN 'audio'
  WHEN ${column} LIKE 'video/%' THEN 'video'
  ELSE 'none' END`;
