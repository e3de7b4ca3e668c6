// Seeds for reporting (issue 14): boards with columns, tasks with their activity history (created,
// then moves, as the task services write them), time entries and saved reports, written straight to
// the database so tests can place them at chosen instants; and a bulk workload for the benchmark.
import type { Prisma } from "../../lib/generated/prisma/client";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";

export interface SeededBoard {
  id: string;
  /** In board order. */
  columns: { id: string; name: string }[];
}

/** A task board of a task-management module, with columns named in board order (order 100, 200, …). */
export async function seedBoard(
  db: Db,
  input: {
    workspaceId: string;
    /** The module: on a project (projectModuleId) or of the workspace (workspaceModuleId). */
    projectModuleId?: string;
    workspaceModuleId?: string;
    name?: string;
    keyPrefix?: string;
    columns?: string[];
  },
): Promise<SeededBoard> {
  const id = newId();
  const columns = (input.columns ?? ["To do", "In progress", "Done"]).map((name) => ({ id: newId(), name }));
  await db.taskBoard.create({
    data: {
      id,
      workspaceId: input.workspaceId,
      projectModuleId: input.projectModuleId ?? null,
      workspaceModuleId: input.workspaceModuleId ?? null,
      name: input.name ?? "Board",
      keyPrefix: input.keyPrefix ?? "TSK",
      columns: {
        create: columns.map((column, index) => ({
          id: column.id,
          name: column.name,
          color: "#228be6",
          basic: index === 0,
          order: (index + 1) * 100,
        })),
      },
    },
  });
  return { id, columns };
}

export interface TaskHistory {
  title?: string;
  /** When it was created (a 'created' activity row at the same instant). */
  createdAt: string | Date;
  createdById?: string | null;
  /** The column it was created in. */
  columnId: string;
  /** Its moves, in time order: each leaves the column the task is in and enters `to`. */
  moves?: { at: string | Date; to: string; by?: string | null }[];
  dueDate?: string | Date | null;
  assigneeIds?: string[];
  parentId?: string | null;
  /** Other activity rows (updated, commented, assigned, unassigned) at given instants. */
  other?: {
    at: string | Date;
    type: "updated" | "commented" | "assigned" | "unassigned";
    by?: string | null;
  }[];
}

let taskNumber = 0;

/**
 * Rows of a task with its history: the task in the column its last move led to, its 'created' row,
 * one 'moved' row per move naming the source and destination columns, and any other rows. Pure: the
 * bulk seed writes many at once.
 */
export function taskRows(
  board: SeededBoard,
  history: TaskHistory,
  number: number,
): { task: Prisma.TaskCreateManyInput; activity: Prisma.TaskActivityCreateManyInput[] } {
  const id = newId();
  const name = (columnId: string) => board.columns.find((column) => column.id === columnId)?.name ?? "";
  const createdAt = new Date(history.createdAt);
  const createdBy = history.createdById ?? null;
  let columnId = history.columnId;
  // Where it stands, as the task services write it: when and by whom it entered its column, and its
  // first entry into a work-in-progress column (neither the first nor the last).
  const rank = (id: string) => board.columns.findIndex((column) => column.id === id);
  const wip = (id: string) => rank(id) > 0 && rank(id) < board.columns.length - 1;
  let columnSince = createdAt;
  let columnSinceById = createdBy;
  let startedAt: Date | null = wip(columnId) ? createdAt : null;
  const activity: Prisma.TaskActivityCreateManyInput[] = [
    {
      id: newId(),
      boardId: board.id,
      taskId: id,
      actorId: createdBy,
      actionType: "created",
      changes: { type: "created" },
      createdAt,
    },
  ];
  for (const move of history.moves ?? []) {
    activity.push({
      id: newId(),
      boardId: board.id,
      taskId: id,
      actorId: move.by === undefined ? createdBy : move.by,
      actionType: "moved",
      changes: {
        type: "moved",
        sourceColumn: { id: columnId, name: name(columnId) },
        destinationColumn: { id: move.to, name: name(move.to) },
      },
      createdAt: new Date(move.at),
      fromColumnId: columnId,
      toColumnId: move.to,
      taskCreatedAt: history.parentId ? null : createdAt,
    });
    if (move.to !== columnId) {
      columnSince = new Date(move.at);
      columnSinceById = move.by === undefined ? createdBy : move.by;
      if (startedAt === null && wip(move.to)) startedAt = columnSince;
    }
    columnId = move.to;
  }
  for (const row of history.other ?? []) {
    const changes =
      row.type === "updated"
        ? { type: "updated", fields: { title: { oldValue: "Old", newValue: history.title ?? "Task" } } }
        : row.type === "commented"
          ? {
              type: "commented",
              comment: {
                text: "Looks good",
                user: { id: row.by ?? "", name: "" },
                createdAt: new Date(row.at).toISOString(),
              },
            }
          : { type: row.type, actUser: { id: row.by ?? "", name: "" } };
    activity.push({
      id: newId(),
      boardId: board.id,
      taskId: id,
      actorId: row.by === undefined ? createdBy : row.by,
      actionType: row.type,
      changes,
      createdAt: new Date(row.at),
    });
  }
  return {
    task: {
      id,
      boardId: board.id,
      number,
      title: history.title ?? `Task ${number}`,
      parentId: history.parentId ?? null,
      issueType: history.parentId ? "subtask" : "task",
      columnId,
      order: number * 100,
      dueDate: history.dueDate ? new Date(history.dueDate) : null,
      assigneeIds: history.assigneeIds ?? [],
      createdById: createdBy,
      createdAt,
      updatedAt: createdAt,
      columnSince,
      columnSinceById,
      startedAt,
    },
    activity,
  };
}

/** One task with its history (see taskRows); returns its id. */
export async function seedTaskHistory(db: Db, board: SeededBoard, history: TaskHistory): Promise<string> {
  taskNumber += 1;
  const { task, activity } = taskRows(board, history, taskNumber);
  await db.task.create({ data: task as Prisma.TaskUncheckedCreateInput });
  await db.taskActivity.createMany({ data: activity });
  return task.id!;
}

/** A finished time entry (or a running one, `end: null`) in a time tracker on a project or of the workspace. */
export async function seedTimeEntry(
  db: Db,
  input: {
    workspaceId: string;
    moduleId: string;
    /** The tracker is of the workspace itself (not on a project). */
    workspaceModule?: boolean;
    userId: string;
    start: string | Date;
    end: string | Date | null;
    billable?: boolean;
  },
): Promise<string> {
  const id = newId();
  await db.timeEntry.create({
    data: {
      id,
      workspaceId: input.workspaceId,
      moduleId: input.moduleId,
      projectModuleId: input.workspaceModule ? null : input.moduleId,
      workspaceModuleId: input.workspaceModule ? input.moduleId : null,
      userId: input.userId,
      start: new Date(input.start),
      end: input.end === null ? null : new Date(input.end),
      billable: input.billable ?? false,
    },
  });
  return id;
}

/** A saved custom report. */
export async function seedReport(
  db: Db,
  input: {
    workspaceId: string;
    ownerId: string;
    title?: string;
    memberIds?: string[];
    projectIds?: string[];
    from: string;
    to: string;
    widgets?: string[];
    shared?: boolean;
  },
): Promise<{ id: string }> {
  const id = newId();
  await db.report.create({
    data: {
      id,
      workspaceId: input.workspaceId,
      ownerId: input.ownerId,
      title: input.title ?? "Report",
      memberIds: input.memberIds ?? [],
      projectIds: input.projectIds ?? [],
      periodStart: new Date(`${input.from}T00:00:00.000Z`),
      periodEnd: new Date(`${input.to}T00:00:00.000Z`),
      widgets: input.widgets ?? ["throughput"],
      shared: input.shared ?? false,
    },
  });
  return { id };
}

/** A small deterministic random generator (mulberry32), so a bulk seed is the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows written as one JSON parameter (fast for tens of thousands of rows, unlike createMany). */
async function insertJson(
  db: Db,
  table: "Task" | "TaskActivity" | "TimeEntry",
  rows: object[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  if (table === "Task") {
    await db.$executeRaw`INSERT INTO "Task" ("id", "boardId", "number", "title", "parentId", "issueType", "columnId",
        "order", "dueDate", "assigneeIds", "createdById", "createdAt", "updatedAt", "columnSince", "columnSinceById",
        "startedAt")
      SELECT x."id", x."boardId", x."number", x."title", x."parentId", x."issueType", x."columnId", x."order",
             x."dueDate", x."assigneeIds", x."createdById", x."createdAt", x."updatedAt", x."columnSince",
             x."columnSinceById", x."startedAt"
        FROM jsonb_to_recordset(${json}::jsonb) AS x("id" char(24), "boardId" char(24), "number" int, "title" text,
          "parentId" char(24), "issueType" text, "columnId" char(24), "order" float8, "dueDate" timestamp,
          "assigneeIds" char(24)[], "createdById" char(24), "createdAt" timestamp, "updatedAt" timestamp,
          "columnSince" timestamp, "columnSinceById" char(24), "startedAt" timestamp)`;
  } else if (table === "TaskActivity") {
    await db.$executeRaw`INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt",
        "fromColumnId", "toColumnId", "taskCreatedAt")
      SELECT x."id", x."boardId", x."taskId", x."actorId", x."actionType", x."changes", x."createdAt",
             x."fromColumnId", x."toColumnId", x."taskCreatedAt"
        FROM jsonb_to_recordset(${json}::jsonb) AS x("id" char(24), "boardId" char(24), "taskId" char(24),
          "actorId" char(24), "actionType" text, "changes" jsonb, "createdAt" timestamp,
          "fromColumnId" char(24), "toColumnId" char(24), "taskCreatedAt" timestamp)`;
  } else {
    await db.$executeRaw`INSERT INTO "TimeEntry" ("id", "workspaceId", "moduleId", "projectModuleId", "workspaceModuleId",
        "userId", "description", "start", "end", "billable", "updatedAt")
      SELECT x."id", x."workspaceId", x."moduleId", x."projectModuleId", x."workspaceModuleId", x."userId",
             x."description", x."start", x."end", x."billable", now()
        FROM jsonb_to_recordset(${json}::jsonb) AS x("id" char(24), "workspaceId" char(24), "moduleId" char(24),
          "projectModuleId" char(24), "workspaceModuleId" char(24), "userId" char(24), "description" text,
          "start" timestamp, "end" timestamp, "billable" boolean)`;
  }
}

/**
 * A workspace's worth of work for the benchmark: `tasks` top-level tasks spread over the boards,
 * created over the last `days` days (the older, the further along: to do → the middle columns →
 * done, a tenth sent back once), about `activity` activity rows in all (created and moves, then
 * updates, comments and assignments to make up the number), and `entries` time entries spread over
 * the trackers and people in the same days. Deterministic (seeded random).
 */
export async function seedReportingWorkload(
  db: Db,
  input: {
    workspaceId: string;
    boards: SeededBoard[];
    trackers: { moduleId: string; workspaceModule?: boolean }[];
    userIds: string[];
    tasks: number;
    activity: number;
    entries: number;
    days: number;
    seed?: number;
  },
): Promise<{ tasks: number; activity: number; entries: number }> {
  const random = seededRandom(input.seed ?? 14);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  const written = { tasks: 0, activity: 0, entries: 0 };
  const numbers = new Map(input.boards.map((board) => [board.id, 0]));
  let tasks: Prisma.TaskCreateManyInput[] = [];
  let rows: Prisma.TaskActivityCreateManyInput[] = [];
  // Tasks first: their activity rows refer to them.
  const flush = async (force: boolean) => {
    if (!force && tasks.length < 5_000) return;
    await insertJson(db, "Task", tasks);
    await insertJson(db, "TaskActivity", rows);
    written.tasks += tasks.length;
    written.activity += rows.length;
    tasks = [];
    rows = [];
  };
  // First the tasks with their creation and moves; other rows are added after, to reach `activity`.
  const histories: { task: Prisma.TaskCreateManyInput; board: SeededBoard; createdAt: number }[] = [];
  let moved = 0;
  for (let n = 0; n < input.tasks; n++) {
    const board = input.boards[n % input.boards.length]!;
    const [todo, ...rest] = board.columns;
    const done = rest[rest.length - 1]!;
    const middle = rest.slice(0, -1);
    const age = random() * input.days * DAY;
    const createdAt = now - age;
    // Older tasks are further along: the chance to be done grows with age.
    const progress = Math.min(1, age / (30 * DAY)) * (0.6 + random() * 0.4);
    const moves: { at: number; to: string; by: string }[] = [];
    let at = createdAt;
    const step = () => (at = Math.min(now - 60_000, at + (1 + random() * 4 * 24) * HOUR));
    if (progress > 0.2 && middle.length) {
      moves.push({ at: step(), to: middle[0]!.id, by: pick(input.userIds) });
      for (const column of middle.slice(1)) {
        if (random() < 0.4) moves.push({ at: step(), to: column.id, by: pick(input.userIds) });
      }
      if (random() < 0.05) {
        moves.push({ at: step(), to: todo!.id, by: pick(input.userIds) });
        moves.push({ at: step(), to: middle[0]!.id, by: pick(input.userIds) });
      }
      if (progress > 0.5) moves.push({ at: step(), to: done.id, by: pick(input.userIds) });
    }
    moved += moves.length;
    const number = (numbers.get(board.id) ?? 0) + 1;
    numbers.set(board.id, number);
    const due = random() < 0.6 ? createdAt + (2 + random() * 20) * DAY : null;
    const built = taskRows(
      board,
      {
        createdAt: new Date(createdAt),
        createdById: pick(input.userIds),
        columnId: todo!.id,
        moves: moves.map((move) => ({ at: new Date(move.at), to: move.to, by: move.by })),
        dueDate: due === null ? null : new Date(due),
        assigneeIds: random() < 0.85 ? [pick(input.userIds)] : [],
        title: `Task ${number}: ${n % 7 === 0 ? "fix the login redirect" : "write the release notes"}`,
      },
      number,
    );
    histories.push({ task: built.task, board, createdAt });
    tasks.push(built.task);
    rows.push(...built.activity);
    await flush(false);
  }
  await flush(true);
  // Updates, comments and assignments after each task's creation, to make up the activity rows.
  const extra = Math.max(0, input.activity - input.tasks - moved);
  for (let n = 0; n < extra; n++) {
    const { task, board, createdAt } = histories[Math.floor(random() * histories.length)]!;
    const type = pick(["updated", "commented", "commented", "assigned"] as const);
    const by = pick(input.userIds);
    const at = new Date(createdAt + random() * Math.max(HOUR, now - createdAt - 60_000));
    rows.push({
      id: newId(),
      boardId: board.id,
      taskId: task.id!,
      actorId: by,
      actionType: type,
      changes:
        type === "commented"
          ? { type, comment: { text: "Looks good", user: { id: by, name: "" }, createdAt: at.toISOString() } }
          : type === "assigned"
            ? { type, actUser: { id: by, name: "" } }
            : { type, fields: { title: { oldValue: "Old", newValue: task.title } } },
      createdAt: at,
    });
    if (rows.length >= 10_000) await flush(true);
  }
  await flush(true);
  for (const [boardId, last] of numbers) {
    await db.taskBoard.update({ where: { id: boardId }, data: { nextNumber: last + 1 } });
  }
  let entries: Prisma.TimeEntryCreateManyInput[] = [];
  for (let n = 0; n < input.entries; n++) {
    const tracker = input.trackers[n % input.trackers.length]!;
    const start = now - 3 * HOUR - random() * input.days * DAY;
    entries.push({
      id: newId(),
      workspaceId: input.workspaceId,
      moduleId: tracker.moduleId,
      projectModuleId: tracker.workspaceModule ? null : tracker.moduleId,
      workspaceModuleId: tracker.workspaceModule ? tracker.moduleId : null,
      userId: pick(input.userIds),
      description: `Work item ${n}`,
      start: new Date(start),
      end: new Date(start + (15 + random() * 120) * 60_000),
      billable: random() < 0.6,
    });
    if (entries.length >= 10_000) {
      await insertJson(db, "TimeEntry", entries);
      written.entries += entries.length;
      entries = [];
    }
  }
  await insertJson(db, "TimeEntry", entries);
  written.entries += entries.length;
  return written;
}

/** A module of the workspace itself (not on a project), of a catalog kind (the catalog must be seeded). */
export async function seedWorkspaceModule(db: Db, workspaceId: string, tag: string): Promise<{ id: string }> {
  const definition = await db.moduleDefinition.findUniqueOrThrow({ where: { tag } });
  const id = newId();
  await db.workspaceModule.create({ data: { id, workspaceId, moduleId: definition.id, tag, i: id } });
  return { id };
}
