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
  "autoNumber",
  "createdTime",
  "modifiedTime",
  "createdBy",
  "modifiedBy",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Types whose values the record's own fields give (nobody writes them). */
export const COMPUTED_TYPES: ReadonlySet<ColumnType> = new Set([
  "autoNumber",
  "createdTime",
  "modifiedTime",
  "createdBy",
  "modifiedBy",
]);
export const isComputed = (type: ColumnType) => COMPUTED_TYPES.has(type);

/** How a type's values compare (sorting, filters). */
export type ValueFamily = "text" | "number" | "date" | "checkbox" | "select" | "multi";
export function familyOf(type: ColumnType): ValueFamily {
  switch (type) {
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

/** Types a view can be grouped by (long texts and multiple selects cannot). */
export const isGroupable = (type: ColumnType) => type !== "longText" && type !== "multiSelect";

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
}

export const CHOICES_MAX = 200;
export const CHOICE_NAME_MAX = 100;
export const PRECISION_MAX = 8;
export const RATING_MAX = 10;
export const COLUMNS_MAX = 200;
export const TEXT_MAX = 10_000;
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
  const digits = column.options.precision ?? 2;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
