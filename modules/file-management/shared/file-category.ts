// What kind of file a content type is, as the page's type filter groups files (server/list-items.ts
// typeCondition: the same types, in SQL) and the data visualization kind's `files` charts count them;
// pure. A type of none of the groups (fonts, executables, `application/octet-stream`, no type) is
// `other`.

/** The categories of files, in the order charts and their legends list them. */
export const FILE_CATEGORIES = [
  "image",
  "video",
  "audio",
  "document",
  "spreadsheet",
  "presentation",
  "pdf",
  "archive",
  "text",
  "other",
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

const DOCUMENT_TYPES: readonly string[] = [
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "text/markdown",
];
const SPREADSHEET_TYPES: readonly string[] = [
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/csv",
];
const PRESENTATION_TYPES: readonly string[] = [
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.presentation",
];
const ARCHIVE_TYPES: readonly string[] = [
  "application/zip",
  "application/gzip",
  "application/x-7z-compressed",
  "application/vnd.rar",
  "application/x-tar",
  "application/x-bzip2",
  "application/x-xz",
  "application/zstd",
];
const TEXT_TYPES: readonly string[] = ["text/plain", "application/json"];

/**
 * The category of a file's detected content type: `image/*`, `video/*`, `audio/*`; Word, ODF text
 * and Markdown documents; Excel, ODF and CSV spreadsheets; PowerPoint and ODF presentations;
 * `application/pdf`; ZIP, gzip, 7z, RAR, tar, bzip2, xz and zstd archives; plain text and JSON; else
 * `other`.
 */
export function fileCategoryOf(contentType: string | null): FileCategory {
  const type = contentType ?? "";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  if (type === "application/pdf") return "pdf";
  if (DOCUMENT_TYPES.includes(type)) return "document";
  if (SPREADSHEET_TYPES.includes(type)) return "spreadsheet";
  if (PRESENTATION_TYPES.includes(type)) return "presentation";
  if (ARCHIVE_TYPES.includes(type)) return "archive";
  if (TEXT_TYPES.includes(type)) return "text";
  return "other";
}
