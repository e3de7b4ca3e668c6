// The smart builder's proposal as the dialog edits it, pure: names, column types, columns and tables
// removed (their sample values with them), the problems that keep it from being created, and the
// body `from-draft` takes. Sample values stay as given whatever a column's type becomes: the server
// reads them by the new type and names the table, row and column of one it cannot read.
import type { DraftBody } from "@/modules/database-generator/client/api";
import {
  CHOICE_NAME_MAX,
  CHOICES_MAX,
  COLUMN_TYPES,
  isComputed,
  isLinked,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import { DESCRIPTION_MAX, NAME_MAX, type DatabaseDraft } from "@/modules/database-generator/shared/types";

/** A description's length for the smart builder, as the server's `draftPromptSchema` takes it (trimmed). */
export const PROMPT_MIN = 3;
export const PROMPT_MAX = 2_000;

type DraftTable = DatabaseDraft["tables"][number];
type DraftColumn = DraftTable["columns"][number];
export type SampleValue = DraftTable["rows"][number][number];

/** A link of the draft: the table it links to (by its key, so it follows a rename), one or several. */
export interface EditLink {
  tableKey: string;
  multiple: boolean;
}

export interface EditColumn {
  /** Stable across edits (React's key, the problems' key). */
  key: string;
  name: string;
  type: ColumnType;
  options: DraftColumn["options"];
  link?: EditLink | undefined;
  /** As proposed: going back to the first type gets its settings (and link) back. */
  proposed: { type: ColumnType; options: DraftColumn["options"]; link?: EditLink | undefined };
}

export interface EditTable {
  key: string;
  name: string;
  columns: EditColumn[];
  /** Sample rows, one value per column in the columns' order, as proposed. */
  rows: SampleValue[][];
}

export interface EditDraft {
  name: string;
  description: string;
  tables: EditTable[];
}

export function editableOf(draft: DatabaseDraft): EditDraft {
  // A link names a table of the draft; one naming none reads as text (its values stay as given).
  const keyOf = (name: string) => {
    const index = draft.tables.findIndex((table) => table.name.toLowerCase() === name.toLowerCase());
    return index < 0 ? null : `t${index}`;
  };
  return {
    name: draft.name,
    description: draft.description,
    tables: draft.tables.map((table, t) => ({
      key: `t${t}`,
      name: table.name,
      columns: table.columns.map((column, c) => {
        const tableKey = column.type === "link" && column.link ? keyOf(column.link.table) : null;
        const link = tableKey ? { tableKey, multiple: column.link?.multiple ?? true } : undefined;
        const type: ColumnType = column.type === "link" && !link ? "text" : column.type;
        return {
          key: `t${t}c${c}`,
          name: column.name,
          type,
          options: column.options,
          link,
          proposed: { type, options: column.options, link },
        };
      }),
      rows: table.rows.map((row) => [...row]),
    })),
  };
}

/**
 * The types a column may be given: those people fill in, and its own when it is computed; a link only
 * when it was proposed as one (to the table it names), never what reads through one.
 */
export function typesFor(column: Pick<EditColumn, "type" | "proposed">): ColumnType[] {
  return COLUMN_TYPES.filter((type) =>
    isLinked(type)
      ? type === "link" && column.proposed.type === "link"
      : !isComputed(type) || type === column.type || type === column.proposed.type,
  );
}

/** A select's choices from its sample values (each distinct name once, "A, B" apart for a multiple one). */
export function choicesFrom(values: SampleValue[], multiple: boolean): { name: string }[] {
  const names = new Map<string, string>();
  for (const value of values) {
    if (value === null || value === "" || typeof value === "boolean") continue;
    const parts = multiple && typeof value === "string" ? value.split(",") : [String(value)];
    for (const part of parts) {
      const name = part.trim();
      if (name && name.length <= CHOICE_NAME_MAX && !names.has(name.toLowerCase()))
        names.set(name.toLowerCase(), name);
    }
  }
  return [...names.values()].slice(0, CHOICES_MAX).map((name) => ({ name }));
}

const mapTable = (
  draft: EditDraft,
  tableKey: string,
  change: (table: EditTable) => EditTable,
): EditDraft => ({
  ...draft,
  tables: draft.tables.map((table) => (table.key === tableKey ? change(table) : table)),
});

const mapColumn = (
  draft: EditDraft,
  tableKey: string,
  columnKey: string,
  change: (column: EditColumn, index: number, table: EditTable) => EditColumn,
): EditDraft =>
  mapTable(draft, tableKey, (table) => ({
    ...table,
    columns: table.columns.map((column, index) =>
      column.key === columnKey ? change(column, index, table) : column,
    ),
  }));

export const renameDatabase = (draft: EditDraft, name: string): EditDraft => ({ ...draft, name });

export const renameTable = (draft: EditDraft, tableKey: string, name: string): EditDraft =>
  mapTable(draft, tableKey, (table) => ({ ...table, name }));

export const renameColumn = (draft: EditDraft, tableKey: string, columnKey: string, name: string) =>
  mapColumn(draft, tableKey, columnKey, (column) => ({ ...column, name }));

/**
 * A column's new type: its proposed settings when it goes back to its proposed type, a select's
 * choices from the sample values (so they read as choices), else the new type's defaults.
 */
export function changeType(draft: EditDraft, tableKey: string, columnKey: string, type: ColumnType) {
  return mapColumn(draft, tableKey, columnKey, (column, index, table) => {
    if (type === column.proposed.type)
      return { ...column, type, options: column.proposed.options, link: column.proposed.link };
    if (type === "singleSelect" || type === "multiSelect") {
      const values = table.rows.map((row) => row[index] ?? null);
      return {
        ...column,
        type,
        options: { choices: choicesFrom(values, type === "multiSelect") },
        link: undefined,
      };
    }
    return { ...column, type, options: undefined, link: undefined };
  });
}

/** Removes a column and its sample values (a table keeps at least one column). */
export function removeColumn(draft: EditDraft, tableKey: string, columnKey: string): EditDraft {
  return mapTable(draft, tableKey, (table) => {
    const index = table.columns.findIndex((column) => column.key === columnKey);
    if (index < 0 || table.columns.length <= 1) return table;
    return {
      ...table,
      columns: table.columns.filter((_, n) => n !== index),
      rows: table.rows.map((row) => row.filter((_, n) => n !== index)),
    };
  });
}

/** Removes a table (a database keeps at least one); links to it become text columns of their names. */
export function removeTable(draft: EditDraft, tableKey: string): EditDraft {
  if (draft.tables.length <= 1) return draft;
  const unlinked = (column: EditColumn): EditColumn =>
    column.proposed.link?.tableKey === tableKey
      ? {
          ...column,
          ...(column.link ? { type: "text" as const, options: undefined, link: undefined } : {}),
          proposed: { type: "text", options: undefined, link: undefined },
        }
      : column;
  return {
    ...draft,
    tables: draft.tables
      .filter((table) => table.key !== tableKey)
      .map((table) => ({ ...table, columns: table.columns.map(unlinked) })),
  };
}

/** The message key of a name: required, at most 100 characters (as the server trims it). */
function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "validation.dbNameRequired";
  if (trimmed.length > NAME_MAX) return "validation.dbNameTooLong";
  return null;
}

/**
 * What keeps the draft from being created, by field (`name`, a table's key, a column's key), as
 * `validation.*` message keys: empty or long names, two tables or two columns of a table named alike.
 */
export function problemsOf(draft: EditDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const database = nameProblem(draft.name);
  if (database) problems.name = database;
  const tableNames = new Set<string>();
  for (const table of draft.tables) {
    const key = table.name.trim().toLowerCase();
    const problem = nameProblem(table.name) ?? (tableNames.has(key) ? "validation.dbTableNameTaken" : null);
    if (problem) problems[table.key] = problem;
    tableNames.add(key);
    const columnNames = new Set<string>();
    for (const column of table.columns) {
      const name = column.name.trim().toLowerCase();
      const columnProblem =
        nameProblem(column.name) ?? (columnNames.has(name) ? "validation.dbColumnNameTaken" : null);
      if (columnProblem) problems[column.key] = columnProblem;
      columnNames.add(name);
    }
  }
  return problems;
}

/** The body `from-draft` takes: names trimmed, each column's type and settings, the rows as given. */
export function bodyOf(draft: EditDraft): DraftBody {
  return {
    name: draft.name.trim(),
    ...(draft.description.trim() ? { description: draft.description.trim().slice(0, DESCRIPTION_MAX) } : {}),
    tables: draft.tables.map((table) => ({
      name: table.name.trim(),
      columns: table.columns.map((column) => ({
        name: column.name.trim(),
        type: column.type,
        ...(column.options ? { options: column.options } : {}),
        ...(column.type === "link" && column.link
          ? {
              link: {
                table: (draft.tables.find((entry) => entry.key === column.link!.tableKey)?.name ?? "").trim(),
                multiple: column.link.multiple,
              },
            }
          : {}),
      })),
      rows: table.rows,
    })),
  };
}

/** A template or proposal as the body `from-draft` takes, under the name chosen. */
export function draftBody(draft: DatabaseDraft, name: string): DraftBody {
  return bodyOf({ ...editableOf(draft), name });
}
