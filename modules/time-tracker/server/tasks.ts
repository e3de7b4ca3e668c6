import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { trackerTasksQuerySchema } from "@/modules/time-tracker/schemas/time-tracker-tasks";
import { formatTaskKey, parseTaskKey } from "@/lib/tasks/task-key";
import type { TrackerTaskItem, TrackerTaskPage } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { decodeTuple, encodeTuple, pageRows } from "@/lib/server/api/keyset";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { statusOf } from "@/lib/tasks/status";
import { parseInput } from "@/lib/server/validation";
import { timeTrackerScope } from "./scope";
import { readableTaskModules } from "./task-links";

/** Open tasks come first (phase 0), done ones after (phase 1); within each, the highest number first. */
type Phase = 0 | 1;
type Cursor = [phase: Phase, number: number, id: string];

const decodeCursor = (text: string) =>
  decodeTuple<Cursor>(
    text,
    3,
    (value) => (value[0] === 0 || value[0] === 1) && Number.isSafeInteger(value[1]),
  );

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Board {
  id: string;
  keyPrefix: string;
  moduleId: string;
  moduleName: string;
  /** Columns in board order (order, id): a task's status follows its column's place. */
  columns: { id: string; name: string }[];
}

const moduleSelect = {
  name: true,
  tag: true,
  taskBoard: {
    select: {
      id: true,
      workspaceId: true,
      keyPrefix: true,
      columns: { select: { id: true, name: true }, orderBy: [{ order: "asc" }, { id: "asc" }] },
    },
  },
} satisfies Prisma.ProjectModuleSelect & Prisma.WorkspaceModuleSelect;

/**
 * The boards of the task modules integrated with a time tracker (an active integration; today a
 * module is in one at most) that the actor may read, each module through its own gate. One query
 * for the integration with its boards and columns, then the gate once per task module.
 */
async function integratedBoards(
  actor: Actor,
  trackerId: string,
  workspaceId: string,
  locale: Locale,
): Promise<Board[]> {
  const link = await getDb().moduleIntegrationModule.findUnique({
    where: { moduleId: trackerId },
    select: {
      integration: {
        select: {
          active: true,
          workspaceId: true,
          modules: {
            where: { tag: "TaskManagement", moduleId: { not: trackerId } },
            select: {
              moduleId: true,
              projectModule: { select: moduleSelect },
              workspaceModule: { select: moduleSelect },
            },
          },
        },
      },
    },
  });
  const integration = link?.integration;
  if (!integration?.active || integration.workspaceId !== workspaceId) return [];
  const readable = await readableTaskModules(
    actor,
    integration.modules.map((side) => side.moduleId),
  );
  return integration.modules.flatMap((side): Board[] => {
    const owner = side.projectModule ?? side.workspaceModule;
    const board = owner?.taskBoard;
    // A board is made on the module's first open: before that the module has no tasks.
    if (!owner || !board || board.workspaceId !== workspaceId || !readable.has(side.moduleId)) return [];
    return [
      {
        id: board.id,
        keyPrefix: board.keyPrefix,
        moduleId: side.moduleId,
        moduleName: displayModuleName(owner, locale),
        columns: board.columns,
      },
    ];
  });
}

/** The tasks `search` matches: a title containing it (any case), or the task with that key. */
function searchWhere(boards: readonly Board[], search: string | undefined): Prisma.TaskWhereInput {
  if (!search) return {};
  const key = parseTaskKey(search);
  const keyed = key
    ? boards
        .filter((board) => board.keyPrefix === key.prefix)
        .map((board) => ({ boardId: board.id, number: key.number }))
    : [];
  return { OR: [{ title: { contains: escapeLike(search), mode: "insensitive" } }, ...keyed] };
}

/**
 * GET /time-tracker/{id}/task?search&limit&cursor: the tasks of the task modules integrated with
 * this time tracker that the caller may read (through the time tracker's gate, then each task
 * module's), for the timer bar's picker. Open tasks first, then done ones (the board's last
 * column), each newest first (by key number); keyset pages. A fixed number of queries: the gate,
 * the integration with its boards, the task module's gate, and one or two page reads (a page that
 * runs out of open tasks goes on with done ones).
 */
export async function listTrackerTasks(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<TrackerTaskPage> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  const query = parseInput(trackerTasksQuerySchema, input.query);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const boards = await integratedBoards(actor, scope.moduleId, scope.membership.workspaceId, locale);
  const taskModules = [...new Map(boards.map((board) => [board.moduleId, board.moduleName]))].map(
    ([id, name]) => ({ id, name }),
  );
  if (boards.length === 0) return { data: [], nextCursor: null, taskModules };

  // With one column a board has no done tasks (its only column is the first: todo).
  const doneColumns = boards.flatMap((board) =>
    board.columns.length > 1 ? [board.columns[board.columns.length - 1]!.id] : [],
  );
  const base: Prisma.TaskWhereInput = {
    boardId: { in: boards.map((board) => board.id) },
    ...searchWhere(boards, query.search),
  };
  const phaseWhere = (phase: Phase): Prisma.TaskWhereInput => {
    if (phase === 1) return { columnId: { in: doneColumns } };
    return doneColumns.length ? { columnId: { notIn: doneColumns } } : {};
  };
  const read = (phase: Phase, take: number) => {
    const from = after?.[0] === phase ? after : null;
    return getDb().task.findMany({
      where: {
        AND: [
          base,
          phaseWhere(phase),
          from ? { OR: [{ number: { lt: from[1] } }, { number: from[1], id: { lt: from[2] } }] } : {},
        ],
      },
      orderBy: [{ number: "desc" }, { id: "desc" }],
      take,
      select: { id: true, number: true, title: true, boardId: true, columnId: true },
    });
  };

  const phase: Phase = after?.[0] ?? 0;
  const first = (await read(phase, query.limit + 1)).map((row) => ({ ...row, phase }));
  const rest =
    phase === 0 && first.length <= query.limit && doneColumns.length
      ? (await read(1, query.limit + 1 - first.length)).map((row) => ({ ...row, phase: 1 as Phase }))
      : [];
  const rows = [...first, ...rest];
  const { shown: page, last } = pageRows(rows, query.limit);

  const byId = new Map(boards.map((board) => [board.id, board]));
  const data = page.map((row): TrackerTaskItem => {
    const board = byId.get(row.boardId)!;
    const rank = board.columns.findIndex((column) => column.id === row.columnId);
    return {
      taskManagementId: board.moduleId,
      taskManagementTaskId: row.id,
      taskKey: formatTaskKey(board.keyPrefix, row.number),
      title: row.title,
      moduleName: board.moduleName,
      status: statusOf(rank + 1, board.columns.length),
      columnName: board.columns[rank]?.name ?? "",
    };
  });
  return { data, nextCursor: last ? encodeTuple([last.phase, last.number, last.id]) : null, taskModules };
}
