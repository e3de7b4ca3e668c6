import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, forbidden } from "@/lib/server/errors";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { discardAttachment, fileIdOf, storeAttachment } from "@/lib/server/files/store-attachment";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { ATTACHMENT_MAX_BYTES } from "@/modules/database-generator/shared/columns";
import type { Attachment, Column } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { dbScope, tableIn } from "./scope";

// The files of attachment cells (issue 36). A file is uploaded to a table first (the cell, the record
// form or a form view shows its progress), then named by the cells that hold it (its id in a text[]
// column). Its bytes are a File owned by the module (`database_generator`): whoever reads the module
// reads them (file-access.ts). Cells may name only the module's uploads (checked on every write), so a
// copied cell, a pasted one or a cloned table holds the same files without copying bytes. A file no
// cell holds goes with the daily purge of orphaned uploads, a day after it first finds it so
// (file-references.ts): an undone removal finds its file.

/** An image's thumbnail fits this box (the grid shows it small, the gallery's cover larger). */
const THUMB_BOX = { width: 640, height: 480 };

const tooLarge = () => new AppError("too_large", "validation.dbAttachmentTooLarge");
const fileUrl = (key: string) => `/api/v1/files/${key}`;

/**
 * POST …/tables/{tableId}/files (multipart field `file`): for who may add or change the module's
 * records (404 for a table of another module, 403 before the body is read); the body is capped while
 * streaming (413 past ATTACHMENT_MAX_BYTES); the type is read from the bytes (400 for anything else,
 * never HTML or SVG). An image gets its thumbnail now, so the cell shows it at once.
 */
export async function uploadAttachment(
  actor: Actor,
  input: { moduleId: unknown; tableId: string; req: Request },
  locale: Locale = "en",
): Promise<Attachment> {
  const scope = await dbScope(actor, input.moduleId, locale);
  await tableIn(scope, input.tableId);
  if (!scope.access.add && !scope.access.edit) throw forbidden();
  const file = await readUploadedFile(input.req, { maxBytes: ATTACHMENT_MAX_BYTES, tooLarge });
  if (!file || file.size === 0) throw badRequest("validation.fileRequired");
  if (file.size > ATTACHMENT_MAX_BYTES) throw tooLarge();
  const stored = await storeAttachment(new Uint8Array(await file.arrayBuffer()), file.name, {
    workspaceId: scope.membership.workspaceId,
    uploaderId: actor.userId,
    owner: { kind: "database_generator", id: scope.moduleId },
    logTag: "database-generator",
    box: THUMB_BOX,
    refused: () => badRequest("validation.dbAttachmentType"),
  });
  const id = fileIdOf(stored.key);
  try {
    await getDb().dbFile.create({
      data: {
        id,
        workspaceId: scope.membership.workspaceId,
        moduleId: scope.moduleId,
        thumbFileId: stored.thumbKey ? fileIdOf(stored.thumbKey) : null,
        width: stored.width,
        height: stored.height,
        uploadedById: actor.userId,
      },
    });
  } catch (error) {
    await discardAttachment(stored);
    throw error;
  }
  return {
    id,
    name: stored.name,
    size: stored.size,
    contentType: stored.contentType,
    url: fileUrl(stored.key),
    thumbUrl: stored.thumbKey ? fileUrl(stored.thumbKey) : null,
    width: stored.width,
    height: stored.height,
  };
}

/** The module's files among `ids`, described (one query; ids of other modules or gone are left out). */
export async function attachmentsOf(
  moduleId: string,
  ids: readonly string[],
): Promise<Map<string, Attachment>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().$queryRaw<
    {
      id: string;
      key: string;
      name: string;
      size: bigint;
      contentType: string;
      thumbKey: string | null;
      width: number | null;
      height: number | null;
    }[]
  >`
    SELECT f."id", f."key", f."name", f."size", f."contentType", t."key" AS "thumbKey", d."width", d."height"
      FROM "DbFile" d JOIN "File" f ON f."id" = d."id"
      LEFT JOIN "File" t ON t."id" = d."thumbFileId"
     WHERE d."id" = ANY(${[...new Set(ids)]}::bpchar[]) AND d."moduleId" = ${moduleId}`;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        size: Number(row.size),
        contentType: row.contentType,
        url: fileUrl(row.key),
        thumbUrl: row.thumbKey ? fileUrl(row.thumbKey) : null,
        width: row.width,
        height: row.height,
      },
    ]),
  );
}

/** The file ids of attachment cells among `cells`. */
export function fileIdsIn(
  columns: readonly Column[],
  cells: readonly Record<string, Cell | null | undefined>[],
): string[] {
  const attachments = columns.filter((column) => column.type === "attachment");
  if (attachments.length === 0) return [];
  const ids = new Set<string>();
  for (const record of cells)
    for (const column of attachments) {
      const value = record[column.id];
      if (Array.isArray(value)) for (const id of value) ids.add(id);
    }
  return [...ids];
}

/** Records with their attachment cells' files described (`files`), in one query for them all. */
export async function withFiles<
  T extends { cells: Record<string, Cell>; files?: Record<string, Attachment> },
>(moduleId: string, columns: readonly Column[], records: T[]): Promise<T[]> {
  const ids = fileIdsIn(
    columns,
    records.map((record) => record.cells),
  );
  if (ids.length === 0) return records;
  const files = await attachmentsOf(moduleId, ids);
  for (const record of records) {
    const own: Record<string, Attachment> = {};
    for (const id of fileIdsIn(columns, [record.cells])) {
      const file = files.get(id);
      if (file) own[id] = file;
    }
    record.files = own;
  }
  return records;
}

/**
 * Refuses cells naming files that are not uploads of the module (another module's, another
 * workspace's, unknown or purged): a 400 naming the column and, in a bulk call, the record's index.
 */
export async function assertModuleFiles(
  scope: Pick<ModuleScope, "moduleId">,
  columns: readonly Column[],
  rows: readonly { set: Record<string, Cell> }[],
  cellError: (message: string, column: Column, index: number | null) => Error,
): Promise<void> {
  const ids = fileIdsIn(
    columns,
    rows.map((row) => row.set),
  );
  if (ids.length === 0) return;
  const found = await getDb().dbFile.findMany({
    where: { id: { in: ids }, moduleId: scope.moduleId },
    select: { id: true },
  });
  if (found.length === ids.length) return;
  const known = new Set(found.map((file) => file.id));
  rows.forEach((row, index) => {
    for (const column of columns) {
      const value = row.set[column.id];
      if (column.type === "attachment" && Array.isArray(value) && value.some((id) => !known.has(id)))
        throw cellError("validation.dbCellAttachmentUnknown", column, rows.length > 1 ? index : null);
    }
  });
}
