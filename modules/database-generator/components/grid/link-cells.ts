// Links between tables in the browser (pure, so the tests read it without React): what names a linked
// record, the text a link or lookup cell copies as, what a pick does to a link cell, the options of a
// link filter, the titles shown at once for a write the server has not answered yet, and the sorts a
// view keeps (links and lookups are lists, which do not sort).
import { isSortable, type ColumnShape } from "@/modules/database-generator/shared/columns";
import type { Sort } from "@/modules/database-generator/shared/filters";
import type { Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { cellText, type Cell } from "@/modules/database-generator/shared/values";
import { attachmentCopyText, type Files } from "../attachments/attachment-rules";

/** What names each linked record, by its id (a record answer's `titles`). */
export type Titles = Readonly<Record<string, string>>;

/** Most records the link picker and the link filter list at once (more: search). */
export const PICKER_LIMIT = 50;
/** Most chips a grid cell shows for a link (the rest as "+N"). */
export const LINK_CHIPS_MAX = 5;

const RECORD_ID = /^[0-9a-f]{24}$/;
/** Whether a text is a record's id (24 hex characters) rather than what names one. */
export const isRecordId = (text: string) => RECORD_ID.test(text);

/** The ids a link cell holds (none when empty or not a list). */
export const linkIds = (value: Cell | null | undefined): string[] =>
  Array.isArray(value) ? value.filter((id) => typeof id === "string") : [];

/** What names a linked record: its title, or `unnamed` when its primary column is empty or unknown. */
export function linkTitle(titles: Titles | undefined, id: string, unnamed: string): string {
  const title = titles?.[id];
  return title && title.trim() !== "" ? title : unnamed;
}

/**
 * A link cell as copied text: its records' titles joined by ", ". A record whose title is empty or
 * holds a comma is copied by its id, so pasting the text back links the same records (the server
 * takes ids and names; a paste is split at commas).
 */
export function linkCopyText(value: Cell | null | undefined, titles: Titles | undefined): string {
  return linkIds(value)
    .map((id) => {
      const title = titles?.[id]?.trim() ?? "";
      return title === "" || title.includes(",") ? id : title;
    })
    .join(", ");
}

/**
 * A cell as the clipboard gets it: links by their titles, lookups' texts joined, attachments as each
 * file's name and address on `origin` (pasting that text back puts the same files in a cell), the
 * rest as stored.
 */
export function copyCellText(
  column: ColumnShape,
  value: Cell | null | undefined,
  titles: Titles | undefined,
  files?: Files,
  origin = "",
): string {
  if (column.type === "link") return linkCopyText(value, titles);
  if (column.type === "attachment") return attachmentCopyText(value, files, origin);
  if (column.type === "lookup") return Array.isArray(value) ? value.filter(Boolean).join(", ") : "";
  return cellText(column, value);
}

/**
 * A link cell after a record is picked: a single link is replaced by it; a multiple one gains it, or
 * loses it when it was there already.
 */
export function toggleLink(ids: readonly string[], id: string, multiple: boolean): string[] {
  if (!multiple) return [id];
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];
}

/** Whether a link column takes several records (its `multiple`, true unless set false). */
export const isMultiple = (column: ColumnShape) => column.options.multiple !== false;

/** The column that names a table's records: its primary one (else its first). */
export const primaryOf = (columns: readonly Column[]): Column | undefined =>
  columns.find((column) => column.primary) ?? columns[0];

/** What names a record of a linked table: its primary column's value as text ("" when empty). */
export function recordTitle(primary: Column | undefined, record: Pick<DbRecordAnswer, "cells">): string {
  if (!primary) return "";
  return cellText(primary, record.cells[primary.id]);
}

/** A linked table's record as the picker and the filter list it. */
export interface LinkOption {
  id: string;
  number: number;
  title: string;
}

export const linkOptionsOf = (
  primary: Column | undefined,
  records: readonly Pick<DbRecordAnswer, "id" | "number" | "cells">[],
): LinkOption[] =>
  records.map((record) => ({ id: record.id, number: record.number, title: recordTitle(primary, record) }));

/** Titles learned from listed records, added to those already known. */
export const withTitles = (known: Titles, options: readonly LinkOption[]): Record<string, string> => ({
  ...known,
  ...Object.fromEntries(options.map((option) => [option.id, option.title])),
});

/**
 * The link filter's choices: the records found (by the search), then the chosen ones not among them
 * (named by what is known of them), each once.
 */
export function linkFilterData(
  found: readonly LinkOption[],
  chosen: readonly string[],
  known: Titles,
  unnamed: string,
): { value: string; label: string }[] {
  const label = (option: LinkOption) => `${option.title.trim() || unnamed} #${option.number}`;
  const out = found.map((option) => ({ value: option.id, label: label(option) }));
  const listed = new Set(out.map((entry) => entry.value));
  for (const id of chosen)
    if (!listed.has(id)) {
      out.push({ value: id, label: linkTitle(known, id, unnamed) });
      listed.add(id);
    }
  return out;
}

/** A filter value for a link's hasAnyOf / hasNoneOf: the chosen ids, or none (the condition waits). */
export const linkFilterValue = (ids: readonly string[]): string[] | undefined =>
  ids.length > 0 ? [...new Set(ids)] : undefined;

/**
 * Titles for a write shown before the server answers: a picked record's title, and, for a pasted name
 * (not an id), the name itself, so the chip reads as typed until the server's answer names it.
 */
export function pendingTitles(
  column: ColumnShape,
  value: Cell | null,
  known: Titles = {},
): Record<string, string> | undefined {
  if (column.type !== "link") return undefined;
  const out: Record<string, string> = {};
  for (const ref of linkIds(value)) {
    const title = known[ref];
    if (title !== undefined) out[ref] = title;
    else if (!isRecordId(ref)) out[ref] = ref;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether a list of records was cut at the picker's limit (so the person is told to search). */
export const isCapped = (total: number, shown: number) => total > shown;

/** The sorts a view can apply: those of columns that sort (a link or a lookup is a list: it does not). */
export function sortableSorts(sorts: Sort[], columns: readonly Pick<ColumnShape, "id" | "type">[]): Sort[] {
  const kept = sorts.filter((sort) => {
    const column = columns.find((entry) => entry.id === sort.columnId);
    return !column || isSortable(column.type);
  });
  return kept.length === sorts.length ? sorts : kept;
}
