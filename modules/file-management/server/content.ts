import "server-only";
import { makeZip } from "client-zip";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { disposition } from "@/lib/server/api/download";
import { AppError, notFound } from "@/lib/server/errors";
import { matchesEtag } from "@/lib/server/files/read-file";
import { getFileStorage, type ByteRange } from "@/lib/server/files/storage";
import { logger } from "@/lib/server/logger";
import { previewOf } from "./detect-type";
import { touchRecent } from "./recent";
import { driveScope, itemNotFound } from "./scope";

// Downloads: a file's bytes (its current version or an earlier one) streamed from the storage,
// with Range (a video seeks, a dropped download resumes); a folder as a ZIP streamed as it is made
// (stored, not compressed: most files are compressed already, and the server's CPU stays free).

export type ContentAnswer =
  | {
      kind: "whole" | "part";
      body: ReadableStream<Uint8Array>;
      headers: Record<string, string>;
      status: 200 | 206;
    }
  | { kind: "unsatisfiable"; headers: Record<string, string>; status: 416 }
  | { kind: "not-modified"; headers: Record<string, string>; status: 304 };

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; null without a usable header; "bad" when unsatisfiable. */
export function parseRange(header: string | null, size: number): ByteRange | null | "bad" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file, as RFC 9110 allows.
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "bad";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "bad";
  return { start, end };
}

/**
 * GET …/items/{itemId}/content: for the module's readers. Shown inline only when the browser can
 * preview it safely (images, PDF, text as text/plain, audio, video), under a sandboxing CSP; any
 * other type, or ?download, is an attachment.
 */
export async function openContent(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  query: { download?: string; version?: string },
  headers: { range: string | null; ifNoneMatch: string | null },
  locale: Locale = "en",
): Promise<ContentAnswer> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await getDb().driveItem.findFirst({
    where: { id: params.itemId, moduleId: scope.moduleId, kind: "file" },
    select: { id: true, name: true, fileId: true, contentType: true },
  });
  if (!item?.fileId) throw itemNotFound();
  let fileId = item.fileId;
  if (query.version) {
    const version = await getDb().driveVersion.findFirst({
      where: { id: query.version, itemId: item.id },
      select: { fileId: true },
    });
    if (!version) throw notFound("errors.driveVersionNotFound");
    fileId = version.fileId;
  }
  const range = headers.range;
  const answer = await fileAnswer(item.name, fileId, {
    inline: !query.download,
    range,
    ifNoneMatch: headers.ifNoneMatch,
  });
  if (answer.kind === "whole" || (answer.kind === "part" && /^bytes=0-/.test(range?.trim() ?? "")))
    await touchRecent(getDb(), actor.userId, item.id);
  return answer;
}

/**
 * A stored file's bytes under the item's name: inline when asked and the browser can preview it
 * safely (images, PDF, text as text/plain, audio, video), under a sandboxing CSP; else an attachment.
 * `range`: the Range header (null: the whole file).
 */
export async function fileAnswer(
  name: string,
  fileId: string,
  options: { inline: boolean; range: string | null; ifNoneMatch: string | null },
): Promise<ContentAnswer> {
  const file = await getDb().file.findUnique({
    where: { id: fileId },
    select: { key: true, size: true, contentType: true },
  });
  if (!file) throw itemNotFound();
  const size = Number(file.size);
  const preview = previewOf(file.contentType);
  const inline = options.inline && preview !== "none";
  const etag = `"${fileId}"`;
  const base: Record<string, string> = {
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Cache-Control": "private, no-cache",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": disposition(inline ? "inline" : "attachment", name),
    // A file never runs anything in our origin, even opened on its own.
    "Content-Security-Policy":
      "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
    "Content-Type": inline
      ? preview === "text"
        ? "text/plain; charset=utf-8"
        : file.contentType
      : "application/octet-stream",
  };
  if (matchesEtag(options.ifNoneMatch, etag)) return { kind: "not-modified", headers: base, status: 304 };
  const range = parseRange(options.range, size);
  if (range === "bad")
    return { kind: "unsatisfiable", headers: { ...base, "Content-Range": `bytes */${size}` }, status: 416 };
  const opened = await getFileStorage().open(file.key, range ?? undefined);
  if (!opened) {
    logger.warn(`[file-management] ${file.key} has a row but no stored object`);
    throw itemNotFound();
  }
  if (range)
    return {
      kind: "part",
      status: 206,
      body: opened.body,
      headers: {
        ...base,
        "Content-Length": String(range.end - range.start + 1),
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
      },
    };
  return {
    kind: "whole",
    status: 200,
    body: opened.body,
    headers: { ...base, "Content-Length": String(size) },
  };
}

/** Files one ZIP may hold. */
export const ZIP_MAX_FILES = 20_000;

/**
 * GET …/items/{itemId}/zip: a folder and everything live inside it as a ZIP named after it, its
 * entries' paths relative to it (empty folders included), streamed: each file is opened only when
 * the archive reaches it.
 */
export async function zipFolder(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  locale: Locale = "en",
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const folder = await getDb().driveItem.findFirst({
    where: { id: params.itemId, moduleId: scope.moduleId, kind: "folder", trashedAt: null },
    select: { id: true, name: true, path: true },
  });
  if (!folder) throw itemNotFound();
  return zipOf(scope.moduleId, folder);
}

/** A live folder of the module and everything live inside it, as a ZIP streamed as it is made. */
export async function zipOf(
  moduleId: string,
  folder: { id: string; name: string; path: string },
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const prefix = `${folder.path}${folder.id}/`;
  const rows = await getDb().$queryRaw<
    {
      id: string;
      kind: string;
      name: string;
      path: string;
      key: string | null;
      size: bigint;
      updatedAt: Date;
      trashed: boolean;
    }[]
  >`
    SELECT i."id", i."kind"::text AS "kind", i."name", i."path", f."key", i."size", i."updatedAt",
           i."trashedAt" IS NOT NULL AS "trashed"
      FROM "DriveItem" i LEFT JOIN "File" f ON f."id" = i."fileId"
     WHERE i."moduleId" = ${moduleId} AND i."path" LIKE ${`${prefix}%`}
     ORDER BY length(i."path"), lower(i."name")
     LIMIT ${ZIP_MAX_FILES + 1}`;
  if (rows.length > ZIP_MAX_FILES) throw new AppError("bad_request", "validation.driveZipTooLarge");
  const names = new Map<string, string>([[folder.id, ""]]);
  const trashed = new Set(rows.filter((row) => row.trashed).map((row) => row.id));
  const entries: { name: string; key: string | null; size: bigint; lastModified: Date }[] = [];
  for (const row of rows) {
    const ids = row.path.slice(prefix.length).split("/").filter(Boolean);
    if (row.trashed || ids.some((id) => trashed.has(id))) continue;
    const parentName = names.get(ids[ids.length - 1] ?? folder.id) ?? "";
    const name = `${parentName}${row.name}${row.kind === "folder" ? "/" : ""}`;
    if (row.kind === "folder") names.set(row.id, name);
    entries.push({
      name,
      key: row.kind === "file" ? row.key : null,
      size: row.size,
      lastModified: row.updatedAt,
    });
  }
  const storage = getFileStorage();
  async function* files() {
    for (const entry of entries) {
      if (entry.key === null) {
        yield { name: entry.name, lastModified: entry.lastModified };
        continue;
      }
      const opened = await storage.open(entry.key);
      if (!opened) continue;
      yield { name: entry.name, lastModified: entry.lastModified, input: opened.body, size: entry.size };
    }
  }
  return {
    filename: `${folder.name}.zip`,
    contentType: "application/zip",
    body: makeZip(files(), { buffersAreUTF8: true }),
  };
}
