// The rows of the filter popover: drafts the user edits, turned into TaskFilters (spec §3 Filter:
// field, operator, type, ref, value) with the API's own schema, so a row shows the same message the
// server would answer. Only valid rows are applied.
import {
  TASK_FILTER_OPERATORS_BY_FIELD,
  UNASSIGNED,
  taskFilterSchema,
  type TaskFilter,
  type TaskFilterField,
  type TaskFilterOperator,
} from "@/modules/task-management/shared/filters";

/** Which editor a row's value needs. */
export type FilterValueKind = "none" | "text" | "options" | "tags" | "date" | "dates" | "range" | "preset";

export type DraftValue = string | string[] | [string | null, string | null] | null;

export interface DraftRow {
  id: string;
  field: TaskFilterField;
  operator: TaskFilterOperator;
  value: DraftValue;
  /** Set once the value was edited: an untouched new row shows no error yet. */
  touched: boolean;
}

const DATE_FIELDS: readonly TaskFilterField[] = ["dueDate", "createdAt"];
const OPTION_FIELDS: readonly TaskFilterField[] = ["status", "priority", "issueType", "column", "assignees"];

export function valueKind(field: TaskFilterField, operator: TaskFilterOperator): FilterValueKind {
  if (operator === "isEmpty" || operator === "isNotEmpty") return "none";
  if (operator === "contains" || operator === "notContains") return "text";
  if (operator === "preset") return "preset";
  if (operator === "between") return "range";
  if (operator === "before" || operator === "after") return "date";
  // is / isNot
  if (DATE_FIELDS.includes(field)) return "dates";
  if (field === "labels") return "tags";
  if (OPTION_FIELDS.includes(field)) return "options";
  return "text";
}

export function emptyValue(kind: FilterValueKind): DraftValue {
  switch (kind) {
    case "text":
      return "";
    case "options":
    case "tags":
    case "dates":
      return [];
    case "range":
      return [null, null];
    default:
      return null;
  }
}

let sequence = 0;
const nextId = () => `filter-${++sequence}`;

export function newDraftRow(field: TaskFilterField = "title"): DraftRow {
  const operator = TASK_FILTER_OPERATORS_BY_FIELD[field][0] as TaskFilterOperator;
  return { id: nextId(), field, operator, value: emptyValue(valueKind(field, operator)), touched: false };
}

/** A new field keeps the operator when the field accepts it; the value starts over. */
export function changeField(row: DraftRow, field: TaskFilterField): DraftRow {
  const allowed = TASK_FILTER_OPERATORS_BY_FIELD[field];
  const operator = allowed.includes(row.operator) ? row.operator : (allowed[0] as TaskFilterOperator);
  return { ...row, field, operator, value: emptyValue(valueKind(field, operator)), touched: false };
}

/** A new operator keeps the value when it needs the same editor. */
export function changeOperator(row: DraftRow, operator: TaskFilterOperator): DraftRow {
  const same = valueKind(row.field, operator) === valueKind(row.field, row.operator);
  return same
    ? { ...row, operator }
    : { ...row, operator, value: emptyValue(valueKind(row.field, operator)), touched: false };
}

function rawValue(kind: FilterValueKind, value: DraftValue, operator: TaskFilterOperator): unknown {
  switch (kind) {
    case "none":
      return undefined;
    case "text": {
      const text = typeof value === "string" ? value : "";
      return operator === "is" || operator === "isNot" ? [text] : text;
    }
    case "range":
      return Array.isArray(value) ? value.map((day) => day ?? "") : value;
    default:
      return value;
  }
}

export type DraftResult = { ok: true; filter: TaskFilter } | { ok: false; error: string };

/** The row as a TaskFilter, or the message key of its first problem. */
export function draftToFilter(row: DraftRow): DraftResult {
  const kind = valueKind(row.field, row.operator);
  const raw: Record<string, unknown> = { field: row.field, operator: row.operator, type: kind };
  const value = rawValue(kind, row.value, row.operator);
  if (value !== undefined) raw.value = value;
  const parsed = taskFilterSchema.safeParse(raw);
  if (parsed.success) return { ok: true, filter: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "validation.taskFilterInvalid" };
}

/** The valid rows' filters, in row order. */
export function applicableFilters(rows: readonly DraftRow[]): TaskFilter[] {
  return rows.flatMap((row) => {
    const result = draftToFilter(row);
    return result.ok ? [result.filter] : [];
  });
}

/** A row showing an applied filter. */
export function filterToDraft(filter: TaskFilter): DraftRow {
  const kind = valueKind(filter.field, filter.operator);
  let value: DraftValue;
  if (kind === "text") {
    value = Array.isArray(filter.value) ? (filter.value[0] ?? "") : (filter.value ?? "");
  } else if (kind === "range" && Array.isArray(filter.value)) {
    value = [filter.value[0] ?? null, filter.value[1] ?? null];
  } else {
    value = (filter.value ?? null) as DraftValue;
  }
  return { id: nextId(), field: filter.field, operator: filter.operator, value, touched: true };
}

export const filtersKey = (filters: readonly TaskFilter[]) => JSON.stringify(filters);

const isAssigneePick = (filter: TaskFilter) => filter.field === "assignees" && filter.operator === "is";

/** The people (and UNASSIGNED) chosen with the assignee picker: the first `assignees is` filter. */
export function pickedAssignees(filters: readonly TaskFilter[]): string[] {
  const pick = filters.find(isAssigneePick);
  return pick && Array.isArray(pick.value) ? pick.value : [];
}

/**
 * Adds or removes one value of the picker's `assignees is` filter: created when missing, dropped
 * when its last value goes. Other filters stay as they are.
 */
export function toggleAssignee(filters: readonly TaskFilter[], value: string): TaskFilter[] {
  const id = value === UNASSIGNED ? value : value.toLowerCase();
  const index = filters.findIndex(isAssigneePick);
  if (index < 0) return [...filters, { field: "assignees", operator: "is", type: "options", value: [id] }];
  const current = pickedAssignees(filters);
  const values = current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id];
  const pick = filters[index] as TaskFilter;
  return values.length
    ? filters.map((filter, at) => (at === index ? ({ ...pick, value: values } as TaskFilter) : filter))
    : filters.filter((_, at) => at !== index);
}
