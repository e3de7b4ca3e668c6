// Readable old → new values of an 'updated' activity row (spec/work-management.md §3 Task activity):
// column names, people's names, priority and issue type labels, dates in the reader's language and
// a short plain-text summary of a description. Pure: the caller passes the lookups and translations.

import { excerpt, htmlToLine } from "@/lib/html-text";

export interface ActivityFormatContext {
  /** Texts under `tasks`: priority.*, issueType.*, activity.*. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A translation exists for the key (unknown vocabularies fall back to the raw value). */
  has: (key: string) => boolean;
  columnName: (id: string) => string | undefined;
  personName: (id: string) => string | undefined;
  formatDate: (iso: string) => string;
}

export interface FieldChange {
  field: string;
  /** The field's label (tasks.activity.fields.*, or the raw name for an unknown field). */
  label: string;
  from: string;
  to: string;
}

const SUMMARY_MAX = 80;
const KNOWN_FIELDS = [
  "title",
  "description",
  "priority",
  "issueType",
  "columnId",
  "column",
  "dueDate",
  "labels",
  "assignees",
  "checkList",
  "repeat",
  "parentId",
] as const;

/** Plain text of rich text, collapsed and cut to a short excerpt. */
export function summarizeHtml(html: string, max = SUMMARY_MAX): string {
  return excerpt(htmlToLine(html), max, { tight: true });
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** An id's name, or the id itself when the column or person is gone. */
const named = (id: unknown, lookup: (id: string) => string | undefined, ctx: ActivityFormatContext) => {
  if (typeof id === "object" && id && "name" in id && typeof id.name === "string") return id.name;
  const key = String(id);
  return lookup(key) ?? ctx.t("activity.unknown");
};

function vocabulary(namespace: string, value: unknown, ctx: ActivityFormatContext): string {
  const key = `${namespace}.${String(value)}`;
  return ctx.has(key) ? ctx.t(key) : String(value);
}

function checkListText(value: unknown, ctx: ActivityFormatContext): string {
  // The server logs a checklist as "done/total".
  const counted = typeof value === "string" ? /^(\d+)\/(\d+)$/.exec(value) : null;
  if (counted)
    return ctx.t("activity.checkListCount", { done: Number(counted[1]), total: Number(counted[2]) });
  if (!Array.isArray(value)) return String(value);
  const done = value.filter(
    (item) => typeof item === "object" && item && "isCompleted" in item && item.isCompleted,
  );
  return ctx.t("activity.checkListCount", { done: done.length, total: value.length });
}

/** A repeat rule in words: its frequency and interval ("Every 2 weeks"); its days are in the dialog. */
function repeatText(rule: string, ctx: ActivityFormatContext): string {
  const freq = /FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)/i.exec(rule)?.[1]?.toLowerCase();
  if (!freq) return rule;
  const interval = Number(/INTERVAL=(\d+)/i.exec(rule)?.[1] ?? 1);
  return ctx.t("activity.repeatRule", { freq, interval });
}

/** One value of a field as the reader should see it. */
export function formatFieldValue(field: string, value: unknown, ctx: ActivityFormatContext): string {
  if (isEmpty(value)) return ctx.t("activity.none");
  switch (field) {
    case "title":
      return String(value);
    case "description":
      return typeof value === "string"
        ? summarizeHtml(value) || ctx.t("activity.none")
        : ctx.t("activity.none");
    case "priority":
      return vocabulary("priority", value, ctx);
    case "issueType":
      return vocabulary("issueType", value, ctx);
    case "columnId":
    case "column":
      return named(value, ctx.columnName, ctx);
    case "dueDate":
      return typeof value === "string" ? ctx.formatDate(value) : String(value);
    case "assignees":
      return (Array.isArray(value) ? value : [value]).map((id) => named(id, ctx.personName, ctx)).join(", ");
    case "labels":
      return (Array.isArray(value) ? value : [value]).map(String).join(", ");
    case "checkList":
      return checkListText(value, ctx);
    case "repeat":
      return typeof value === "string" ? repeatText(value, ctx) : String(value);
    default:
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
        return String(value);
      }
      return JSON.stringify(value);
  }
}

/** The changed fields of an 'updated' row, known fields first in a stable order. */
export function describeUpdate(
  fields: Record<string, { oldValue: unknown; newValue: unknown }>,
  ctx: ActivityFormatContext,
): FieldChange[] {
  const rank = (field: string) => {
    const index = (KNOWN_FIELDS as readonly string[]).indexOf(field);
    return index === -1 ? KNOWN_FIELDS.length : index;
  };
  return Object.entries(fields)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, { oldValue, newValue }]) => ({
      field,
      label: ctx.has(`activity.fields.${field}`) ? ctx.t(`activity.fields.${field}`) : field,
      from: formatFieldValue(field, oldValue, ctx),
      to: formatFieldValue(field, newValue, ctx),
    }));
}
