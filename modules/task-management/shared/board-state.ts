// The board's tasks, per column, as a pure reducer: pages loaded per column (100 at a time) and
// live changes from other viewers applied on top. Every task carries a `version`; a change older
// than what is shown is ignored, so events can arrive twice (local emit + socket echo) or late.
import { orderForDrop } from "./drop-order";
import type { TaskSummary } from "./types";

export type BoardKind = "task" | "subtask";

export type ColumnLoad = "idle" | "loading" | "ready" | "error";

export interface BoardColumnState {
  /** The loaded tasks, ascending by order: always a prefix of the column's matching tasks. */
  tasks: TaskSummary[];
  /** Matching tasks in the whole column (the page answer's total, kept up to date by events). */
  total: number;
  nextCursor: string | null;
  status: ColumnLoad;
  /** A reload or the next page is under way while the loaded tasks stay shown. */
  busy: boolean;
  error: string | null;
  /** The request whose answer is awaited; answers of any other request are stale. */
  request: number;
  /**
   * Tasks that arrived in this column while a load was under way: its answer may predate them
   * (a task dropped into a column that is still loading), so they are merged into it.
   */
  arrived: TaskSummary[];
}

export interface BoardState {
  kind: BoardKind;
  /** Column id → its state; the board's columns (order) come from the module's context. */
  columns: Record<string, BoardColumnState>;
  /** Highest version seen per task; Infinity once deleted, so a late upsert cannot revive it. */
  versions: Record<string, number>;
  /** Column of every task seen, also of those beyond a column's loaded pages (for the totals). */
  placed: Record<string, string>;
}

export type LoadMode = "reset" | "refresh" | "append";

export type BoardAction =
  | { type: "columns"; columnIds: readonly string[] }
  | { type: "loadStart"; columnId: string; request: number; mode: LoadMode }
  | {
      type: "loadSuccess";
      columnId: string;
      request: number;
      mode: LoadMode;
      page: { data: TaskSummary[]; total: number; nextCursor: string | null };
    }
  | { type: "loadError"; columnId: string; request: number; error: string }
  | { type: "upsert"; task: TaskSummary }
  | { type: "delete"; taskId: string; parentId: string | null; columnId: string }
  /** Optimistic move (or its rollback): the shown task changes column and order, version kept. */
  | { type: "moveLocal"; taskId: string; columnId: string; order: number; status?: TaskSummary["status"] };

/** The optimistic move's rollback: the task back in its column, at its order, with its status. */
export function moveBack(task: Pick<TaskSummary, "id" | "columnId" | "order" | "status">): BoardAction {
  return {
    type: "moveLocal",
    taskId: task.id,
    columnId: task.columnId,
    order: task.order,
    status: task.status,
  };
}

const emptyColumn = (): BoardColumnState => ({
  tasks: [],
  total: 0,
  nextCursor: null,
  status: "idle",
  busy: false,
  error: null,
  request: 0,
  arrived: [],
});

export function initialBoardState(kind: BoardKind, columnIds: readonly string[] = []): BoardState {
  return {
    kind,
    columns: Object.fromEntries(columnIds.map((id) => [id, emptyColumn()])),
    versions: {},
    placed: {},
  };
}

/** The board's sort: order, then id (the API's tie-break). */
export function compareTasks(a: Pick<TaskSummary, "order" | "id">, b: Pick<TaskSummary, "order" | "id">) {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const matchesKind = (kind: BoardKind, parentId: string | null) =>
  kind === "task" ? parentId === null : parentId !== null;

/** Inserts by order; null when the task falls beyond the loaded pages (a later page brings it). */
function insertSorted(column: BoardColumnState, task: TaskSummary): TaskSummary[] | null {
  const { tasks } = column;
  const last = tasks[tasks.length - 1];
  if (column.nextCursor !== null && (last === undefined || compareTasks(task, last) > 0)) return null;
  let low = 0;
  let high = tasks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compareTasks(tasks[mid] as TaskSummary, task) < 0) low = mid + 1;
    else high = mid;
  }
  return [...tasks.slice(0, low), task, ...tasks.slice(low)];
}

function withColumn(state: BoardState, columnId: string, column: BoardColumnState): BoardState {
  return { ...state, columns: { ...state.columns, [columnId]: column } };
}

/** Where a task is shown: its column and index, or null. */
export function findTask(state: BoardState, taskId: string): { columnId: string; index: number } | null {
  const hint = state.placed[taskId];
  const order = hint
    ? [hint, ...Object.keys(state.columns).filter((id) => id !== hint)]
    : Object.keys(state.columns);
  for (const columnId of order) {
    const index = state.columns[columnId]?.tasks.findIndex((task) => task.id === taskId) ?? -1;
    if (index >= 0) return { columnId, index };
  }
  return null;
}

/**
 * Moves or inserts `task` (already checked against versions) into its column, taking it out of
 * wherever it was shown, and keeps both columns' totals right.
 */
function place(state: BoardState, task: TaskSummary, from: string | undefined): BoardState {
  let columns = state.columns;
  const shown = findTask(state, task.id);
  if (shown) {
    const source = columns[shown.columnId] as BoardColumnState;
    columns = {
      ...columns,
      [shown.columnId]: { ...source, tasks: source.tasks.filter((item) => item.id !== task.id) },
    };
  }
  const previous = shown?.columnId ?? from;
  if (previous !== task.columnId) {
    const source = previous ? columns[previous] : undefined;
    if (previous && source)
      columns = { ...columns, [previous]: { ...source, total: Math.max(0, source.total - 1) } };
  }
  const target = columns[task.columnId];
  if (target) {
    const tasks = target.status === "ready" || target.status === "idle" ? insertSorted(target, task) : null;
    const loading = target.status === "loading" || target.busy;
    columns = {
      ...columns,
      [task.columnId]: {
        ...target,
        tasks: tasks ?? target.tasks,
        total: previous === task.columnId ? target.total : target.total + 1,
        arrived: loading ? [...target.arrived.filter((item) => item.id !== task.id), task] : target.arrived,
      },
    };
  }
  return {
    ...state,
    columns,
    versions: { ...state.versions, [task.id]: task.version },
    placed: { ...state.placed, [task.id]: task.columnId },
  };
}

function loadSuccess(state: BoardState, action: Extract<BoardAction, { type: "loadSuccess" }>): BoardState {
  const column = state.columns[action.columnId];
  if (!column || column.request !== action.request) return state;
  const columns = { ...state.columns };
  const versions = { ...state.versions };
  const placed = { ...state.placed };
  let total = action.page.total;
  const incoming: TaskSummary[] = [];
  for (const task of action.page.data) {
    if (!matchesKind(state.kind, task.parentId)) continue;
    const seen = versions[task.id];
    if (seen !== undefined && seen > task.version) {
      // A newer change arrived while this page was on its way: it decides where the task is.
      if (seen === Number.POSITIVE_INFINITY || placed[task.id] !== action.columnId) {
        total = Math.max(0, total - 1);
        continue;
      }
      const newer = findTask({ ...state, columns }, task.id);
      const current = newer ? columns[newer.columnId]?.tasks[newer.index] : undefined;
      incoming.push(current ?? task);
      continue;
    }
    // The page is newer than another column's copy: the task moved from there meanwhile.
    const elsewhere = placed[task.id];
    if (elsewhere && elsewhere !== action.columnId && columns[elsewhere]) {
      const other = columns[elsewhere] as BoardColumnState;
      columns[elsewhere] = {
        ...other,
        tasks: other.tasks.filter((item) => item.id !== task.id),
        total: Math.max(0, other.total - 1),
      };
    }
    versions[task.id] = task.version;
    placed[task.id] = action.columnId;
    incoming.push(task);
  }
  // Tasks that came into the column during the load and are still there, missing from an answer
  // that covers their place: the answer predates them.
  const answered = new Set(incoming.map((task) => task.id));
  const last = incoming[incoming.length - 1];
  for (const task of action.mode === "append" ? [] : column.arrived) {
    if (answered.has(task.id) || versions[task.id] !== task.version || placed[task.id] !== action.columnId)
      continue;
    if (action.page.nextCursor !== null && (last === undefined || compareTasks(task, last) > 0)) continue;
    incoming.push(task);
    total++;
  }
  const kept = action.mode === "append" ? column.tasks : [];
  const ids = new Set(kept.map((task) => task.id));
  const tasks = [...kept, ...incoming.filter((task) => !ids.has(task.id))].sort(compareTasks);
  columns[action.columnId] = {
    ...column,
    tasks,
    total,
    nextCursor: action.page.nextCursor,
    status: "ready",
    busy: false,
    error: null,
    arrived: [],
  };
  return { ...state, columns, versions, placed };
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case "columns": {
      const columns: Record<string, BoardColumnState> = {};
      for (const id of action.columnIds) columns[id] = state.columns[id] ?? emptyColumn();
      const same =
        action.columnIds.length === Object.keys(state.columns).length &&
        action.columnIds.every((id) => state.columns[id]);
      return same ? state : { ...state, columns };
    }
    case "loadStart": {
      const column = state.columns[action.columnId];
      if (!column) return state;
      if (action.mode === "reset") {
        return withColumn(state, action.columnId, {
          ...emptyColumn(),
          status: "loading",
          request: action.request,
        });
      }
      const status = column.status === "error" || column.status === "idle" ? "loading" : column.status;
      return withColumn(state, action.columnId, {
        ...column,
        status,
        busy: true,
        error: action.mode === "append" ? column.error : null,
        request: action.request,
      });
    }
    case "loadSuccess":
      return loadSuccess(state, action);
    case "loadError": {
      const column = state.columns[action.columnId];
      if (!column || column.request !== action.request) return state;
      // A failed later page keeps what is shown; a failed first load shows the error.
      const keep = column.status === "ready";
      return withColumn(state, action.columnId, {
        ...column,
        arrived: [],
        status: keep ? "ready" : "error",
        busy: false,
        error: action.error,
      });
    }
    case "upsert": {
      const { task } = action;
      if (!matchesKind(state.kind, task.parentId)) return state;
      const seen = state.versions[task.id];
      if (seen !== undefined && task.version < seen) return state;
      return place(state, task, state.placed[task.id]);
    }
    case "delete": {
      if (!matchesKind(state.kind, action.parentId)) return state;
      if (state.versions[action.taskId] === Number.POSITIVE_INFINITY) return state;
      const shown = findTask(state, action.taskId);
      const columnId = shown?.columnId ?? state.placed[action.taskId] ?? action.columnId;
      const column = state.columns[columnId];
      const placed = { ...state.placed };
      delete placed[action.taskId];
      const next: BoardState = {
        ...state,
        versions: { ...state.versions, [action.taskId]: Number.POSITIVE_INFINITY },
        placed,
      };
      if (!column) return next;
      return withColumn(next, columnId, {
        ...column,
        tasks: column.tasks.filter((task) => task.id !== action.taskId),
        total: Math.max(0, column.total - 1),
      });
    }
    case "moveLocal": {
      const shown = findTask(state, action.taskId);
      if (!shown) return state;
      const task = state.columns[shown.columnId]?.tasks[shown.index] as TaskSummary;
      const moved: TaskSummary = {
        ...task,
        columnId: action.columnId,
        order: action.order,
        status: action.status ?? task.status,
      };
      const versions = state.versions;
      return { ...place(state, moved, shown.columnId), versions };
    }
  }
}

/**
 * Where a dropped task lands: `list` is the destination column's loaded tasks in their shown
 * order with the dropped task at its drop position. Returns the index among the column's other
 * tasks (what the API takes) and the order the drop rule (§4) gives it between its neighbours.
 */
export function dropPlacement(
  list: readonly TaskSummary[],
  taskId: string,
): { index: number; order: number } {
  const index = list.findIndex((task) => task.id === taskId);
  if (index < 0) throw new RangeError(`Task ${taskId} is not in the list`);
  const others = list.filter((task) => task.id !== taskId).map((task) => task.order);
  return { index, order: orderForDrop(others, index) };
}

/** A copy of `items` with the one at `from` moved to `to` (as dnd-kit's arrayMove). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = items.slice();
  moved.splice(to < 0 ? moved.length + to : to, 0, moved.splice(from, 1)[0] as T);
  return moved;
}

/** True when any query narrows the board (then a changed task may no longer match). */
export function isNarrowed(query: { filters: readonly unknown[]; me: boolean; search: string }): boolean {
  return query.filters.length > 0 || query.me || query.search.trim() !== "";
}
