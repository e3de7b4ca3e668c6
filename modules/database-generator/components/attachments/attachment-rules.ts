// Attachment cells in the browser (pure, so the tests read it without React): the ids a cell holds,
// the files the record describes, what a cell shows and copies as, a gallery card's cover, which
// picked files may upload, an image preview's steps and a history entry's names.
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  type ColumnShape,
} from "@/modules/database-generator/shared/columns";
import type { Attachment, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { attachmentText, readFileIds, type Cell } from "@/modules/database-generator/shared/values";

/** The files a record describes, by id (a record answer's or a history page's `files`). */
export type Files = Readonly<Record<string, Attachment>>;

/** Most files a grid cell or a card shows (the rest as "+N"). */
export const ATTACHMENT_CELL_MAX = 4;
/** A thumbnail's height in a grid cell or a card, in pixels (its width follows the image, within bounds). */
export const CELL_THUMB_HEIGHT = 24;

/**
 * The file ids an attachment cell holds: its list, or the ids in a pasted text (shown while the
 * server has not answered yet); none when empty.
 */
export const fileIdsOf = (value: Cell | null | undefined): string[] =>
  value === null || value === undefined || typeof value === "number" || typeof value === "boolean"
    ? []
    : (readFileIds(value) ?? []);

/** Whether a file is an image the page can show (the server made it a thumbnail). */
export const isImage = (file: Pick<Attachment, "thumbUrl" | "contentType">): boolean =>
  file.thumbUrl !== null && file.contentType.startsWith("image/");

/** The described files of a list of ids, in its order (ids not described are left out). */
export const filesOf = (ids: readonly string[], files: Files | undefined): Attachment[] =>
  ids.flatMap((id) => {
    const file = files?.[id];
    return file ? [file] : [];
  });

/** A cell as the grid shows it: the first few ids (a file not described yet shown as a blank chip) and how many more. */
export function cellChips(
  value: Cell | null | undefined,
  max = ATTACHMENT_CELL_MAX,
): { ids: string[]; more: number } {
  const ids = fileIdsOf(value);
  return { ids: ids.slice(0, max), more: Math.max(0, ids.length - max) };
}

/** A thumbnail's width for a height: the image's proportions, kept between a narrow and a wide bound. */
export function thumbWidth(file: Pick<Attachment, "width" | "height">, height = CELL_THUMB_HEIGHT): number {
  if (!file.width || !file.height) return height;
  const width = Math.round((height * file.width) / file.height);
  return Math.max(Math.round(height * 0.75), Math.min(height * 2, width));
}

/** An attachment cell as copied text: each described file's name and address on `origin` (attachmentText). */
export const attachmentCopyText = (
  value: Cell | null | undefined,
  files: Files | undefined,
  origin: string,
): string => attachmentText(filesOf(fileIdsOf(value), files), origin);

/**
 * What a paste writes in a cell: the value read by the column's rules, except in an attachment cell,
 * whose text goes as pasted (a copied cell's file addresses: the server reads the ids from them; the
 * cell shows them from the text until it answers).
 */
export const pastedValue = (
  column: Pick<ColumnShape, "type">,
  parsed: Cell | null,
  text: string,
): Cell | null => (column.type === "attachment" && parsed !== null ? text : parsed);

/**
 * A gallery card's cover: the first image of the first attachment column among `columns` (the
 * table's, shown on the card or not); undefined when there is none (no cover), null when that cell
 * holds no image (the cover's place is kept, so the cards line up).
 */
export function coverOf(
  record: Pick<DbRecordAnswer, "cells" | "files">,
  columns: readonly Pick<ColumnShape, "id" | "type">[],
): Attachment | null | undefined {
  const column = columns.find((entry) => entry.type === "attachment");
  if (!column) return undefined;
  return filesOf(fileIdsOf(record.cells[column.id]), record.files).find(isImage) ?? null;
}

/** What may upload of files picked, dropped or pasted into a cell already holding `taken` files. */
export type UploadPlan<F> =
  | { ok: true; accepted: F[]; tooLarge: F[] }
  /** More than the cell may hold: nothing uploads (`room`: how many more it takes). */
  | { ok: false; room: number };

/**
 * Picked files checked before anything uploads: a file over ATTACHMENT_MAX_BYTES is refused (the
 * others go on), and a batch that would take the cell past ATTACHMENTS_MAX is refused whole.
 */
export function planUploads<F extends { size: number }>(
  files: readonly F[],
  taken: number,
  max = ATTACHMENTS_MAX,
  maxBytes = ATTACHMENT_MAX_BYTES,
): UploadPlan<F> {
  const accepted = files.filter((file) => file.size <= maxBytes);
  const tooLarge = files.filter((file) => file.size > maxBytes);
  if (taken + accepted.length > max) return { ok: false, room: Math.max(0, max - taken) };
  return { ok: true, accepted, tooLarge };
}

/** A list of ids with the uploaded ones added at its end (each once). */
export const withUploaded = (ids: readonly string[], added: readonly string[]): string[] => [
  ...new Set([...ids, ...added]),
];

/** The image shown after a step of `delta` (arrows wrap around), or -1 when there is none. */
export function stepImage(index: number, count: number, delta: number): number {
  if (count <= 0) return -1;
  return (((index + delta) % count) + count) % count;
}

/** A history entry's attachment cell: the names of the files still kept, and how many are gone. */
export function historyFiles(
  value: Cell | null | undefined,
  files: Files | undefined,
): { names: string[]; removed: number } {
  const ids = fileIdsOf(value);
  const names = filesOf(ids, files).map((file) => file.name);
  return { names, removed: ids.length - names.length };
}

/** What a file is, for its icon: by its type as the server read it, else by its name's extension. */
export type FileKind = "image" | "pdf" | "audio" | "video" | "archive" | "sheet" | "text" | "other";

const EXTENSIONS: Record<string, FileKind> = {
  pdf: "pdf",
  zip: "archive",
  gz: "archive",
  rar: "archive",
  "7z": "archive",
  csv: "sheet",
  xls: "sheet",
  xlsx: "sheet",
  ods: "sheet",
  txt: "text",
  md: "text",
  doc: "text",
  docx: "text",
  odt: "text",
  json: "text",
};

export function fileKind(contentType: string, name = ""): FileKind {
  const type = contentType.toLowerCase();
  if (type.startsWith("image/")) return "image";
  if (type === "application/pdf") return "pdf";
  if (type.startsWith("audio/")) return "audio";
  if (type.startsWith("video/")) return "video";
  if (/zip|compressed|x-tar|gzip|rar|7z/.test(type)) return "archive";
  if (type === "text/csv" || type.includes("spreadsheet") || type.includes("excel")) return "sheet";
  if (type.startsWith("text/") || type.includes("word") || type === "application/json") return "text";
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && EXTENSIONS[extension]) || "other";
}

/** A size in bytes as a number and the unit Intl spells it with (B, kB, MB, GB). */
export function sizeParts(bytes: number): {
  value: number;
  unit: "byte" | "kilobyte" | "megabyte" | "gigabyte";
} {
  const KB = 1024;
  if (bytes >= KB ** 3) return { value: bytes / KB ** 3, unit: "gigabyte" };
  if (bytes >= KB ** 2) return { value: bytes / KB ** 2, unit: "megabyte" };
  if (bytes >= KB) return { value: bytes / KB, unit: "kilobyte" };
  return { value: Math.max(0, bytes), unit: "byte" };
}
