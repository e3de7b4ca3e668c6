// The column types of a database table, their settings and what each can be sorted and filtered by;
// pure rules shared by the server, the page and the tests (no server imports).

export const COLUMN_TYPES = [
  "text",
  "longText",
  "number",
  "decimal",
  "currency",
  "percent",
  "date",
  "dateTime",
  "checkbox",
  "singleSelect",
  "multiSelect",
  "email",
  "url",
  "phone",
  "rating",
  "attachment",
  "autoNumber",
  "createdTime",
  "modifiedTime",
  "createdBy",
  "modifiedBy",
  "link",
  "lookup",
  "rollup",
  "formula",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/**
 * Types whose values are not written: the record's own fields give them, or the records a link
 * reaches (a lookup of their values, a rollup of them).
 */
export const COMPUTED_TYPES: ReadonlySet<ColumnType> = new Set([
  "autoNumber",
  "createdTime",
  "modifiedTime",
  "createdBy",
  "modifiedBy",
  "lookup",
  "rollup",
  "formula",
]);
export const isComputed = (type: ColumnType) => COMPUTED_TYPES.has(type);

/** Types made of links between tables: a link, and what reads through one (lookup, rollup). */
export const LINKED_TYPES: ReadonlySet<ColumnType> = new Set(["link", "lookup", "rollup"]);
export const isLinked = (type: ColumnType) => LINKED_TYPES.has(type);
/**
 * Types a table is made with (an import, a template, a draft): links and formulas, which name other
 * tables and columns, are added once the table exists; attachments, whose values are uploads, too.
 */
export const PLAIN_TYPES = COLUMN_TYPES.filter(
  (type) => !LINKED_TYPES.has(type) && type !== "formula" && type !== "attachment",
) as Exclude<ColumnType, "link" | "lookup" | "rollup" | "formula" | "attachment">[];
/**
 * Types a draft (a template, the smart builder's) may give a column: the plain ones, and links to
 * another table of the draft by its name (made once its tables are).
 */
export const DRAFT_TYPES = [...PLAIN_TYPES, "link"] as Exclude<
  ColumnType,
  "lookup" | "rollup" | "formula" | "attachment"
>[];

/** What a rollup makes of the linked records: how many, how many hold a value, or a number's. */
export const ROLLUP_FUNCTIONS = ["count", "countValues", "sum", "avg", "min", "max"] as const;
export type RollupFunction = (typeof ROLLUP_FUNCTIONS)[number];
/** Rollups over a column's numbers (the others count records or values of any column). */
export const NUMERIC_ROLLUPS: ReadonlySet<RollupFunction> = new Set(["sum", "avg", "min", "max"]);

/** How a type's values compare (sorting, filters). */
export type ValueFamily =
  "text" | "number" | "date" | "checkbox" | "select" | "multi" | "link" | "lookup" | "files";
export function familyOf(type: ColumnType): ValueFamily {
  switch (type) {
    case "attachment":
      return "files";
    case "link":
      return "link";
    case "lookup":
      return "lookup";
    case "rollup":
      return "number";
    case "formula":
      // A formula's family is its result's (columnFamily); without the column, text.
      return "text";
    case "number":
    case "decimal":
    case "currency":
    case "percent":
    case "rating":
    case "autoNumber":
      return "number";
    case "date":
    case "dateTime":
    case "createdTime":
    case "modifiedTime":
      return "date";
    case "checkbox":
      return "checkbox";
    case "singleSelect":
      return "select";
    case "multiSelect":
      return "multi";
    default:
      return "text";
  }
}

/** The value type of a formula's result (set when it is saved, from its expression). */
export type FormulaResult = "number" | "text" | "boolean" | "date" | "dateTime";

/** The type a column's values compare as: a formula's result's, else its own. */
export function effectiveType(column: { type: ColumnType; options: ColumnOptions }): ColumnType {
  if (column.type !== "formula") return column.type;
  const result = column.options.result ?? "text";
  return result === "number" ? "decimal" : result === "boolean" ? "checkbox" : result;
}

/** How a column's values compare (sorting, filters): a formula's by its result. */
export const columnFamily = (column: { type: ColumnType; options: ColumnOptions }): ValueFamily =>
  familyOf(effectiveType(column));

/** Types a view can be grouped by (long texts, multiple selects, links, lookups and attachments cannot). */
export const isGroupable = (type: ColumnType) =>
  type !== "longText" &&
  type !== "multiSelect" &&
  type !== "link" &&
  type !== "lookup" &&
  type !== "attachment";

/**
 * Types a view can be sorted by (a record's links, lookups and attachments are lists: no order of
 * their own).
 */
export const isSortable = (type: ColumnType) => type !== "link" && type !== "lookup" && type !== "attachment";

export const CHOICE_COLORS = [
  "gray",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "violet",
  "pink",
] as const;
export type ChoiceColor = (typeof CHOICE_COLORS)[number];

export interface Choice {
  id: string;
  name: string;
  color: ChoiceColor;
}

/** A column's settings; only those of its type are kept (normalizeOptions). */
export interface ColumnOptions {
  /** Digits after the point: decimal, currency, percent (0–8). */
  precision?: number;
  /** ISO 4217 code: currency. */
  currency?: string;
  /** The choices of a single or multiple select, in their order. */
  choices?: Choice[];
  /** The highest rating (1–10). */
  max?: number;
  /** A link: the table its records link to. */
  tableId?: string;
  /** A link: its other side, the link column of that table (each link is shown both ways). */
  inverseId?: string;
  /** A link: whether a record links to several records (else to one at most). */
  multiple?: boolean;
  /** A lookup or rollup: the link column of its table it reads through. */
  linkId?: string;
  /** A lookup or rollup: the column of the linked table it reads (none for a rollup's count). */
  targetId?: string;
  /** A rollup: what it makes of the linked records. */
  fn?: RollupFunction;
  /** A formula: its expression (shared/formula.ts), columns named as `{Name}`. */
  expression?: string;
  /** A formula: its result's type, found from the expression when it is saved. */
  result?: FormulaResult;
}

export const CHOICES_MAX = 200;
export const CHOICE_NAME_MAX = 100;
export const PRECISION_MAX = 8;
export const RATING_MAX = 10;
export const COLUMNS_MAX = 200;
export const TEXT_MAX = 10_000;
/** Files an attachment cell holds at most, and the size of each. */
export const ATTACHMENTS_MAX = 20;
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
export const LONG_TEXT_MAX = 100_000;

/** The settings a type keeps, with its defaults (anything else given is dropped). */
export function normalizeOptions(type: ColumnType, given: ColumnOptions = {}): ColumnOptions {
  switch (type) {
    case "decimal":
      return { precision: given.precision ?? 2 };
    case "percent":
      return { precision: given.precision ?? 0 };
    case "currency":
      return { precision: given.precision ?? 2, currency: given.currency ?? "USD" };
    case "singleSelect":
    case "multiSelect":
      return { choices: given.choices ?? [] };
    case "rating":
      return { max: given.max ?? 5 };
    case "link":
      return {
        tableId: given.tableId ?? "",
        inverseId: given.inverseId ?? "",
        multiple: given.multiple ?? true,
      };
    case "lookup":
      return { linkId: given.linkId ?? "", targetId: given.targetId ?? "" };
    case "formula": {
      const result = given.result ?? "text";
      return {
        expression: given.expression ?? "",
        result,
        ...(result === "number" ? { precision: given.precision ?? 2 } : {}),
      };
    }
    case "rollup": {
      const fn = given.fn ?? "count";
      return {
        linkId: given.linkId ?? "",
        fn,
        ...(fn === "count" ? {} : { targetId: given.targetId ?? "" }),
        precision: given.precision ?? (fn === "avg" ? 2 : 0),
      };
    }
    default:
      return {};
  }
}

/** A column as the API answers it. */
export interface ColumnShape {
  id: string;
  type: ColumnType;
  options: ColumnOptions;
}

/** Rounds to the column's precision (decimal, currency, percent); integers for number and rating. */
export function roundFor(column: ColumnShape, value: number): number {
  if (column.type === "number" || column.type === "rating") return Math.round(value);
  const digits = column.options.precision ?? (column.type === "rollup" ? 0 : 2);
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * A rollup's digits after the point when none are chosen: its column's (a decimal's, a currency's,
 * a percent's; none for whole numbers and counts), at least 2 for an average.
 */
export function rollupPrecision(
  fn: RollupFunction,
  target: { type: ColumnType; options: ColumnOptions } | null | undefined,
): number {
  const own =
    target && NUMERIC_ROLLUPS.has(fn) ? (normalizeOptions(target.type, target.options).precision ?? 0) : 0;
  return fn === "avg" ? Math.max(2, own) : own;
}
