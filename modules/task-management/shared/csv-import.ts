// Importing tasks from a CSV file (issue 39): what each column of a Jira, Asana, Trello-to-CSV or
// hand-made export means, and how its values become a task's. Pure: the import dialog guesses the
// mapping and shows the preview with it, the server reads the values with it.
import { PRIORITIES, type Priority } from "./constants";

/** The task fields a CSV column can fill. */
export const IMPORT_FIELDS = [
  "title",
  "description",
  "column",
  "priority",
  "dueDate",
  "assignees",
  "labels",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** How many rows one request imports (the dialog sends a file in such batches). */
export const IMPORT_BATCH_MAX = 200;
/** How many rows one file may hold. */
export const IMPORT_ROWS_MAX = 5_000;

/** Header names (lower-cased, without spaces and punctuation) of each field in the tools people leave. */
const HEADERS: Record<ImportField, readonly string[]> = {
  title: ["title", "summary", "name", "taskname", "task", "subject", "cardname", "issue"],
  description: ["description", "notes", "details", "body", "carddescription", "content"],
  column: ["status", "column", "section", "sectioncolumn", "list", "listname", "stage", "state"],
  priority: ["priority", "importance", "severity"],
  dueDate: ["duedate", "due", "dueon", "deadline", "duedatetime", "enddate"],
  assignees: ["assignee", "assignees", "assigneeemail", "assignedto", "owner", "members", "assigneeid"],
  labels: ["labels", "label", "tags", "tag", "components", "categories"],
};

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The column (index) each field is read from, guessed from the header row; null: none. */
export function guessMapping(headers: readonly string[]): Record<ImportField, number | null> {
  const names = headers.map(normalize);
  const mapping = {} as Record<ImportField, number | null>;
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const index = names.findIndex((name, i) => !taken.has(i) && HEADERS[field].includes(name));
    mapping[field] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/** Jira's, Asana's and everyday words for priorities, onto the five of the board. */
const PRIORITY_WORDS: Record<string, Priority> = {
  blocker: "highest",
  critical: "highest",
  urgent: "highest",
  highest: "highest",
  p0: "highest",
  high: "high",
  major: "high",
  p1: "high",
  medium: "medium",
  normal: "medium",
  p2: "medium",
  low: "low",
  minor: "low",
  p3: "low",
  lowest: "lowest",
  trivial: "lowest",
  p4: "lowest",
};

/** The board's priority a cell names (any case), or null when it names none. */
export function priorityOf(text: string): Priority | null {
  const word = text.trim().toLowerCase();
  if ((PRIORITIES as readonly string[]).includes(word)) return word as Priority;
  return PRIORITY_WORDS[word.replace(/[^a-z0-9]/g, "")] ?? null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar day as `YYYY-MM-DD` when it exists. */
function day(year: number, month: number, date: number): string | null {
  const value = new Date(Date.UTC(year, month - 1, date));
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== date)
    return null;
  return `${year}-${pad(month)}-${pad(date)}`;
}

/**
 * A due date from a cell: ISO (`2026-12-20`, with or without a time: Asana, hand-made), Jira's
 * `20/Dec/26 10:00 AM`, or `12/20/2026` (month first, as US exports write it); null when it is none
 * of them.
 */
export function dueDateOf(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value);
  if (match) return day(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2,4})(?:\s.*)?$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
    const year = Number(match[3]!.length === 2 ? `20${match[3]}` : match[3]);
    return month ? day(year, month, Number(match[1])) : null;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return day(Number(match[3]), Number(match[1]), Number(match[2]));
  return null;
}

/** A cell listing several values (labels, assignees): split on commas and semicolons, each once. */
export function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}
