// A view's filter: conditions on columns joined by "and" or "or", in groups two levels deep (as
// Airtable's and Baserow's filters), and its sorts; each operator by the column's value family.
import * as z from "@/lib/zod";
import type { ValueFamily } from "./columns";

export const OPERATORS = {
  text: ["contains", "notContains", "is", "isNot", "startsWith", "isEmpty", "isNotEmpty"],
  number: ["eq", "neq", "lt", "lte", "gt", "gte", "isEmpty", "isNotEmpty"],
  date: ["is", "before", "after", "onOrBefore", "onOrAfter", "isEmpty", "isNotEmpty"],
  checkbox: ["isChecked", "isNotChecked"],
  select: ["is", "isNot", "isAnyOf", "isNoneOf", "isEmpty", "isNotEmpty"],
  multi: ["hasAnyOf", "hasAllOf", "hasNoneOf", "isEmpty", "isNotEmpty"],
  link: ["hasAnyOf", "hasNoneOf", "isEmpty", "isNotEmpty"],
  lookup: ["isEmpty", "isNotEmpty"],
  files: ["isEmpty", "isNotEmpty"],
} as const satisfies Record<ValueFamily, readonly string[]>;

export const ALL_OPERATORS = [...new Set(Object.values(OPERATORS).flat())] as const;
export type Operator = (typeof ALL_OPERATORS)[number];

/** Operators that take no value. */
export const VALUELESS: ReadonlySet<Operator> = new Set([
  "isEmpty",
  "isNotEmpty",
  "isChecked",
  "isNotChecked",
]);

export const FILTER_CONDITIONS_MAX = 30;
export const SORTS_MAX = 5;

export interface Condition {
  columnId: string;
  operator: Operator;
  /** A text, a number, a date (YYYY-MM-DD), a choice id or several (isAnyOf, hasAllOf, …). */
  value?: string | number | string[] | undefined;
}
export interface FilterGroup {
  conjunction: "and" | "or";
  conditions: (Condition | FilterGroup)[];
}

const columnIdSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, "validation.dbFilterInvalid"));
const conditionSchema = z.object({
  columnId: columnIdSchema,
  operator: z.enum(ALL_OPERATORS, { error: "validation.dbFilterInvalid" }),
  value: z.optional(
    z.union([
      z.string().check(z.maxLength(1_000, "validation.dbFilterInvalid")),
      z.number(),
      z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200, "validation.dbFilterInvalid")),
    ]),
  ),
});
const innerGroupSchema = z.object({
  conjunction: z.enum(["and", "or"]),
  conditions: z
    .array(conditionSchema)
    .check(z.maxLength(FILTER_CONDITIONS_MAX, "validation.dbFilterTooMany")),
});
export const filterSchema = z.object({
  conjunction: z.enum(["and", "or"], { error: "validation.dbFilterInvalid" }),
  conditions: z
    .array(z.union([conditionSchema, innerGroupSchema]))
    .check(z.maxLength(FILTER_CONDITIONS_MAX, "validation.dbFilterTooMany")),
});

export const isGroup = (entry: Condition | FilterGroup): entry is FilterGroup => "conjunction" in entry;

/** Every condition of a filter, at any depth. */
export function conditionsOf(filter: FilterGroup): Condition[] {
  return filter.conditions.flatMap((entry) => (isGroup(entry) ? conditionsOf(entry) : [entry]));
}

export interface Sort {
  columnId: string;
  dir: "asc" | "desc";
}

/** "colId:asc,colId:desc" → sorts; null when malformed. */
export function parseSorts(text: string): Sort[] | null {
  if (text === "") return [];
  const sorts = text.split(",").map((part) => {
    const match = /^([0-9a-f]{24}):(asc|desc)$/.exec(part);
    return match ? { columnId: match[1]!, dir: match[2] as "asc" | "desc" } : null;
  });
  if (sorts.length > SORTS_MAX || sorts.some((sort) => sort === null)) return null;
  return sorts as Sort[];
}
export const sortsText = (sorts: readonly Sort[]) => sorts.map((s) => `${s.columnId}:${s.dir}`).join(",");
