import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/html-text";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { readsModuleSql } from "@/lib/server/permissions/project-visibility";
import { parseInput } from "@/lib/server/validation";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import {
  importTasksSchema,
  type ImportResult,
  type ImportRow,
} from "@/modules/task-management/schemas/import";
import { createTaskSchema, TASK_LABEL_MAX, TASK_LABELS_MAX } from "@/modules/task-management/schemas/tasks";
import { dueDateOf, listOf, priorityOf } from "@/modules/task-management/shared/csv-import";
import { createColumn } from "./columns/create-column";
import { createTaskInScope } from "./create-task";
import { assertWrite, taskModuleScope } from "./task-module";

// Importing tasks from a CSV file or a Trello board (issue 39, docs/modules/task-management.md
// "Importing"): the dialog sends the file's rows in batches of 200, each field's cell as written (a
// Trello card's checklist beside them); here each row becomes a task through createTask's own path —
// the same checks, numbering, activity, events and notifications as a task made by hand — in the
// column its status names (made when the board has none, if asked; a Trello board's lists are made
// first, in order), assigned to the people its addresses (or, for Trello, full names) name who can
// open the module. A row that cannot be a task is
// skipped with the reason; what a row names that is not used (an unknown priority, date or person)
// is reported beside it.

/** Plain text as the description's HTML: a paragraph per line, escaped. */
const descriptionHtml = (text: string): string | null => {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (!lines.some(Boolean)) return null;
  return lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "<p></p>")).join("");
};

export async function importTasks(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
): Promise<ImportResult> {
  const { moduleId } = parseInput(moduleParamsSchema, raw);
  const { rows, createColumns, columns: wantedColumns } = parseInput(importTasksSchema, raw.body);
  const scope = await taskModuleScope(actor, moduleId);
  assertWrite(scope, "add");
  const db = getDb();
  const result: ImportResult = { created: 0, columnsCreated: [], skipped: [], warnings: [] };

  const columns = new Map(
    (
      await db.taskColumn.findMany({ where: { boardId: scope.boardId }, select: { id: true, name: true } })
    ).map((column) => [column.name.trim().toLowerCase(), column.id]),
  );
  // Adding columns is the board's edit right; without it, unknown statuses fall in the first column.
  const mayAddColumns = createColumns && scope.access.edit;
  const people = await assignablePeople(
    scope.membership.workspaceId,
    moduleId,
    rows.flatMap((row) => listOf(row.assignees ?? "").map((person) => person.toLowerCase())),
  );
  if (mayAddColumns) for (const name of wantedColumns) await columnNamed(name);

  for (const [index, row] of rows.entries()) {
    const title = (row.title ?? "").trim();
    if (!title) {
      result.skipped.push({ row: index, reason: "validation.taskTitleRequired" });
      continue;
    }
    try {
      const columnId = await columnOf(row, index);
      const input = parseInput(createTaskSchema, {
        title,
        description: descriptionHtml(row.description ?? ""),
        priority: priorityOrWarn(row, index),
        dueDate: dueDateOrWarn(row, index),
        labels: listOf(row.labels ?? "")
          .map((label) => label.slice(0, TASK_LABEL_MAX))
          .slice(0, TASK_LABELS_MAX),
        assignees: assigneesOf(row, index),
        checkList: row.checkList ?? [],
        ...(columnId ? { columnId } : {}),
      });
      await createTaskInScope(actor, scope, input);
      result.created += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ row: index, reason: error.messages[0] ?? "errors.internal" });
    }
  }
  return result;

  async function columnOf(row: ImportRow, index: number): Promise<string | null> {
    const name = (row.column ?? "").trim();
    if (!name) return null;
    const known = columns.get(name.toLowerCase());
    if (known) return known;
    if (!mayAddColumns) {
      result.warnings.push({ row: index, warning: "tasks.import.warnings.column", value: name });
      return null;
    }
    return columnNamed(name);
  }

  /** The column of that name (any case), made at the end of the board when there is none. */
  async function columnNamed(name: string): Promise<string> {
    const known = columns.get(name.toLowerCase());
    if (known) return known;
    const made = await createColumn(actor, {
      moduleId,
      boardId: scope.boardId,
      body: { name: name.slice(0, 100) },
    });
    columns.set(name.toLowerCase(), made.id);
    result.columnsCreated.push(made.name);
    return made.id;
  }

  function priorityOrWarn(row: ImportRow, index: number) {
    const text = (row.priority ?? "").trim();
    if (!text) return undefined;
    const priority = priorityOf(text);
    if (!priority)
      result.warnings.push({ row: index, warning: "tasks.import.warnings.priority", value: text });
    return priority ?? undefined;
  }

  function dueDateOrWarn(row: ImportRow, index: number) {
    const text = (row.dueDate ?? "").trim();
    if (!text) return null;
    const date = dueDateOf(text);
    if (!date) result.warnings.push({ row: index, warning: "tasks.import.warnings.dueDate", value: text });
    return date;
  }

  function assigneesOf(row: ImportRow, index: number): string[] {
    const ids: string[] = [];
    for (const person of listOf(row.assignees ?? "")) {
      const id = people.get(person.toLowerCase());
      if (id) ids.push(id);
      else result.warnings.push({ row: index, warning: "tasks.import.warnings.assignee", value: person });
    }
    return [...new Set(ids)];
  }
}

/**
 * The people `names` name who can open the module (never a service identity), in one query: by
 * address, or by full name (Trello's export has no addresses) when one such person has that name.
 * Keys are lower-cased.
 */
async function assignablePeople(
  workspaceId: string,
  moduleId: string,
  names: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return new Map();
  const rows = await getDb().$queryRaw<{ id: string; email: string; name: string }[]>(Prisma.sql`
    SELECT u."id", lower(u."email") AS "email", lower(u."name") AS "name"
      FROM "WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${workspaceId} AND NOT wm."service"
       AND (lower(u."email") = ANY(${wanted}) OR lower(u."name") = ANY(${wanted}))
       AND ${readsModuleSql(moduleId)}`);
  const byName = new Map<string, string | null>();
  for (const row of rows) byName.set(row.name, byName.has(row.name) ? null : row.id);
  const people = new Map<string, string>();
  for (const [name, id] of byName) if (id) people.set(name, id);
  for (const row of rows) people.set(row.email, row.id);
  return people;
}
