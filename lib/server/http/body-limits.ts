import "server-only";
import { env } from "@/lib/server/env";
import { UPLOAD_MAX_BYTES } from "@/lib/server/files/upload-file";

/** JSON bodies (a contract's `body`, lib/server/api/serve.ts), and the body of every /api request without a limit of its own. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * An upload's multipart form: the file's limit plus room for the boundaries and part headers, the
 * same limit lib/server/files/read-upload.ts reads up to. Keep them equal: lower refuses uploads the
 * reader accepts; higher lets the reader cancel Next's body stream (development), which then throws
 * on its next chunk.
 */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const UPLOAD_PATHS = new Set(["/api/v1/files/upload"]);

/** A resumable upload's bytes (File management's tus PATCH): up to the largest file, streamed to disk. */
const RESUMABLE_UPLOAD = /^\/api\/v1\/file-management\/[0-9a-f]{24}\/uploads\/[0-9a-f]{24}$/;

/** A database generator import's file (CSV, TSV, XLSX), streamed into its table. */
const DATABASE_IMPORT = /^\/api\/v1\/database-generator\/[0-9a-f]{24}\/databases\/[0-9a-f]{24}\/imports$/;
export const DATABASE_IMPORT_MAX_BYTES = 100 * 1024 * 1024;

const MB = 1024 * 1024;
/** Room for a multipart form's boundaries and part headers around its file (lib/server/files/read-upload.ts). */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const ID = "[0-9a-f]{24}";

/**
 * Modules' own multipart uploads (one file each), with the file's limit their service checks: the
 * body may carry that file and its form. Without an entry here a route's body is capped at the JSON
 * limit before its service reads it.
 */
const MODULE_UPLOADS: readonly { path: RegExp; fileBytes: number; message: string }[] = [
  {
    path: new RegExp(`^/api/v1/online-chat/${ID}/conversations/${ID}/attachments$`),
    fileBytes: 10 * MB,
    message: "validation.chatAttachmentTooLarge",
  },
  {
    path: new RegExp(`^/api/v1/database-generator/${ID}/tables/${ID}/files$`),
    fileBytes: 50 * MB,
    message: "validation.dbAttachmentTooLarge",
  },
  {
    path: new RegExp(`^/api/v1/content-hub/${ID}/upload$`),
    fileBytes: 10 * MB,
    message: "validation.contentFileTooLarge",
  },
  {
    path: new RegExp(`^/api/v1/public/forms/[^/]{1,200}/upload$`),
    fileBytes: 10 * MB,
    message: "validation.bodyTooLarge",
  },
  {
    path: new RegExp(`^/api/v1/data-visualization/${ID}/datasets$`),
    fileBytes: 10 * MB,
    message: "validation.datasetTooLarge",
  },
];

export interface BodyLimit {
  maxBytes: number;
  /** The message key a 413 past the limit answers with. */
  message: string;
}

/** How large the body of a request to `pathname` may be; every /api body is counted against it as it arrives. */
export function bodyLimit(pathname: string): BodyLimit {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (UPLOAD_PATHS.has(path)) return { maxBytes: UPLOAD_BODY_MAX_BYTES, message: "validation.fileTooLarge" };
  if (RESUMABLE_UPLOAD.test(path))
    return { maxBytes: env().FILES_UPLOAD_MAX_MB * 1024 * 1024, message: "validation.driveFileTooLarge" };
  if (DATABASE_IMPORT.test(path))
    return { maxBytes: DATABASE_IMPORT_MAX_BYTES, message: "validation.dbImportTooLarge" };
  const upload = MODULE_UPLOADS.find((entry) => entry.path.test(path));
  if (upload) return { maxBytes: upload.fileBytes + FORM_OVERHEAD_BYTES, message: upload.message };
  return { maxBytes: JSON_BODY_MAX_BYTES, message: "validation.bodyTooLarge" };
}

/** The Content-Length a request declares (0 without one, as for a chunked body). */
export function declaredLength(headers: { "content-length"?: string }): number {
  const value = Number(headers["content-length"] ?? 0);
  return Number.isFinite(value) ? value : 0;
}
