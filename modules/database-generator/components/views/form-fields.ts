// A form view's rules (form-view.tsx, form-editor.tsx), pure: which fields it shows and which of them
// must be filled, what a submit sends, the edits of its field list, what a drag of a field announces,
// and the settings shown while a change is being saved.
import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import type { Column } from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import {
  FORM_TEXT_MAX,
  FORM_TITLE_MAX,
  isFormColumn,
  type FormSettings,
} from "@/modules/database-generator/shared/views";
import type { FieldValue } from "../table/field-input";

export type FormFields = FormSettings["fields"];

/** The message under a required field left empty. */
export const REQUIRED_KEY = "databaseGenerator.views.form.required";

/** A field of the form: its column, whether the form asks for it, and whether it must be filled. */
export interface FormEntry {
  column: Column;
  /** Required in the form's settings. */
  asked: boolean;
  /** Must be filled: required in the form, or by the table with no default to fall back on. */
  required: boolean;
}

/** The table refuses a record without this column's value (no default fills it in). */
export const tableRequires = (column: Pick<Column, "required" | "defaultValue">): boolean =>
  column.required && column.defaultValue === null;

/** The form's fields in their order, as columns of the table (ids it no longer has left out). */
export function formEntries(columns: readonly Column[], fields: FormFields): FormEntry[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const seen = new Set<string>();
  return fields.flatMap((field) => {
    const column = byId.get(field.columnId);
    if (!column || !isFormColumn(column) || seen.has(column.id)) return [];
    seen.add(column.id);
    return [{ column, asked: field.required, required: field.required || tableRequires(column) }];
  });
}

export interface FormCheck {
  /** What the record is created with: the fields filled in, by column id. */
  cells: Record<string, Cell>;
  /** A message key per field that is wrong or missing. */
  errors: Record<string, string>;
  /** The first field (in the form's order) with an error, to focus; null when all hold. */
  first: string | null;
}

/**
 * What a submit sends: each field read by its column's type (`raw` gives `parseCell` the field's
 * value), empty ones left out; a value the type cannot read, or a required field left empty, is an
 * error on its field.
 */
export function checkForm(
  entries: readonly FormEntry[],
  values: Readonly<Record<string, FieldValue | undefined>>,
  raw: (column: Column, value: FieldValue) => unknown,
): FormCheck {
  const cells: Record<string, Cell> = {};
  const errors: Record<string, string> = {};
  for (const { column, required } of entries) {
    const parsed = parseCell(column, raw(column, values[column.id] ?? null));
    if (!parsed.ok) errors[column.id] = parsed.error;
    else if (parsed.value !== null) cells[column.id] = parsed.value;
    else if (required) errors[column.id] = REQUIRED_KEY;
  }
  const first = entries.find((entry) => errors[entry.column.id] !== undefined)?.column.id ?? null;
  return { cells, errors, first };
}

/** Columns that may be added to the form: writable ones it does not ask for yet, in the table's order. */
export const columnsLeft = (columns: readonly Column[], fields: FormFields): Column[] =>
  columns.filter((column) => isFormColumn(column) && !fields.some((field) => field.columnId === column.id));

/** Columns the table requires (without a default) that the form does not ask for: no record can be sent. */
export const requiredLeft = (columns: readonly Column[], fields: FormFields): Column[] =>
  columnsLeft(columns, fields).filter(tableRequires);

const fieldOf = (column: Column) => ({ columnId: column.id, required: column.required });

/** The form's fields as they stand for the table (unknown ones dropped). */
export const fieldsOf = (entries: readonly FormEntry[]): FormFields =>
  entries.map((entry) => ({ columnId: entry.column.id, required: entry.asked }));

export const withField = (fields: FormFields, column: Column): FormFields =>
  fields.some((field) => field.columnId === column.id) ? fields : [...fields, fieldOf(column)];

export const withAllFields = (fields: FormFields, columns: readonly Column[]): FormFields => [
  ...fields,
  ...columnsLeft(columns, fields).map(fieldOf),
];

export const withoutField = (fields: FormFields, columnId: string): FormFields =>
  fields.filter((field) => field.columnId !== columnId);

export const withRequired = (fields: FormFields, columnId: string, required: boolean): FormFields =>
  fields.map((field) => (field.columnId === columnId ? { ...field, required } : field));

/** The fields with the one at `from` moved to `to` (unchanged when either is out of range). */
export function movedField(fields: FormFields, from: number, to: number): FormFields {
  if (from === to || from < 0 || to < 0 || from >= fields.length || to >= fields.length) return fields;
  return arrayMove(fields, from, to);
}

export type FormText = "title" | "description" | "message";

export const textLimit = (key: FormText): number => (key === "title" ? FORM_TITLE_MAX : FORM_TEXT_MAX);

/** A text setting as it is saved (ends trimmed), or the message key saying it is too long. */
export function checkText(
  key: FormText,
  value: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const text = value.trim();
  if (text.length <= textLimit(key)) return { ok: true, value: text };
  return {
    ok: false,
    error: key === "title" ? "validation.dbViewFormTitleTooLong" : "validation.dbViewFormTextTooLong",
  };
}

/**
 * What Enter does in the form: Ctrl/Cmd+Enter sends it; Enter alone in a one-line input would send it
 * by the browser's rule, and is kept from doing so. Other keys, and Enter elsewhere, are left alone.
 */
export function enterAction(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; isComposing?: boolean },
  target: { tagName: string },
): "submit" | "block" | null {
  if (event.key !== "Enter" || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey) return "submit";
  return target.tagName === "INPUT" ? "block" : null;
}

/** A change of the settings shown before the page has it: kept while saves run, then until the page's settings change. */
export interface FormDraft {
  form: FormSettings;
  /** The page's settings (as JSON) when the change was made. */
  base: string;
  /** Saves not answered yet. */
  pending: number;
}

export const settingsKey = (form: FormSettings): string => JSON.stringify(form);

/** The settings to show: the draft while it is being saved or the page still has what it was made from. */
export const shownForm = (saved: FormSettings, draft: FormDraft | null): FormSettings =>
  draft && (draft.pending > 0 || draft.base === settingsKey(saved)) ? draft.form : saved;

type Say = (key: FieldAnnouncement, values: { name: string; position?: number; count?: number }) => string;
export type FieldAnnouncement = "dragStart" | "dragOver" | "dragOutside" | "dragEnd" | "dragCancel";

/** What a screen reader hears while a field is dragged: its name and where it is among the fields. */
export function fieldAnnouncements(entries: readonly FormEntry[], say: Say): Announcements {
  const indexOf = (id: UniqueIdentifier) => entries.findIndex((entry) => entry.column.id === id);
  const nameOf = (id: UniqueIdentifier) => entries[indexOf(id)]?.column.name ?? "";
  const at = (active: UniqueIdentifier, over: UniqueIdentifier) => ({
    name: nameOf(active),
    position: indexOf(over) + 1,
    count: entries.length,
  });
  return {
    onDragStart: ({ active }) => say("dragStart", { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? say("dragOver", at(active.id, over.id)) : say("dragOutside", { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? say("dragEnd", at(active.id, over.id)) : say("dragCancel", { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => say("dragCancel", { name: nameOf(active.id) }),
  };
}
