import {
  boardReducer,
  dropPlacement,
  findTask,
  initialBoardState,
  isNarrowed,
  moveItem,
  type BoardAction,
  type BoardState,
} from "@/modules/task-management/shared/board-state";
import type { TaskSummary } from "@/modules/task-management/shared/types";

const A = "a".repeat(24);
const B = "b".repeat(24);
const C = "c".repeat(24);

function task(
  id: string,
  columnId: string,
  order: number,
  version = 1,
  parentId: string | null = null,
): TaskSummary {
  return {
    id,
    key: `T-${id}`,
    title: `Task ${id}`,
    priority: "low",
    issueType: parentId ? "subtask" : "task",
    parentId,
    parentKey: parentId ? `T-${parentId}` : null,
    columnId,
    order,
    status: "todo",
    dueDate: null,
    labels: [],
    assignees: [],
    subtasks: { total: 0, done: 0 },
    checkList: { total: 0, done: 0 },
    repeat: null,
    version,
  };
}

const run = (state: BoardState, ...actions: BoardAction[]) => actions.reduce(boardReducer, state);

/** A board with columns A, B, C, each loaded from one page. */
function loaded(pages: Record<string, { data: TaskSummary[]; total?: number; nextCursor?: string | null }>) {
  let state = initialBoardState("task", [A, B, C]);
  let request = 0;
  for (const columnId of [A, B, C]) {
    const page = pages[columnId] ?? { data: [] };
    request++;
    state = run(
      state,
      { type: "loadStart", columnId, request, mode: "reset" },
      {
        type: "loadSuccess",
        columnId,
        request,
        mode: "reset",
        page: { data: page.data, total: page.total ?? page.data.length, nextCursor: page.nextCursor ?? null },
      },
    );
  }
  return state;
}

const ids = (state: BoardState, columnId: string) => state.columns[columnId]!.tasks.map((item) => item.id);
const totals = (state: BoardState) => [A, B, C].map((id) => state.columns[id]!.total);

describe("loading", () => {
  it("shows a column's pages in order and appends later pages without duplicates", () => {
    let state = initialBoardState("task", [A]);
    state = run(state, { type: "loadStart", columnId: A, request: 1, mode: "reset" });
    expect(state.columns[A]!.status).toBe("loading");
    state = run(state, {
      type: "loadSuccess",
      columnId: A,
      request: 1,
      mode: "reset",
      page: { data: [task("t2", A, 200), task("t1", A, 100)], total: 3, nextCursor: "next" },
    });
    expect(ids(state, A)).toEqual(["t1", "t2"]);
    expect(state.columns[A]!.total).toBe(3);
    state = run(
      state,
      { type: "loadStart", columnId: A, request: 2, mode: "append" },
      {
        type: "loadSuccess",
        columnId: A,
        request: 2,
        mode: "append",
        page: { data: [task("t2", A, 200), task("t3", A, 300)], total: 3, nextCursor: null },
      },
    );
    expect(ids(state, A)).toEqual(["t1", "t2", "t3"]);
    expect(state.columns[A]!.nextCursor).toBeNull();
  });

  it("ignores the answer of a stale request", () => {
    let state = initialBoardState("task", [A]);
    state = run(
      state,
      { type: "loadStart", columnId: A, request: 1, mode: "reset" },
      { type: "loadStart", columnId: A, request: 2, mode: "reset" },
      {
        type: "loadSuccess",
        columnId: A,
        request: 1,
        mode: "reset",
        page: { data: [task("old", A, 100)], total: 1, nextCursor: null },
      },
    );
    expect(ids(state, A)).toEqual([]);
    expect(state.columns[A]!.status).toBe("loading");
  });

  it("shows an error on a failed first load and keeps the tasks on a failed later page", () => {
    let state = initialBoardState("task", [A]);
    state = run(
      state,
      { type: "loadStart", columnId: A, request: 1, mode: "reset" },
      { type: "loadError", columnId: A, request: 1, error: "down" },
    );
    expect(state.columns[A]).toMatchObject({ status: "error", error: "down" });
    state = loaded({ [A]: { data: [task("t1", A, 100)], total: 2, nextCursor: "n" } });
    state = run(
      state,
      { type: "loadStart", columnId: A, request: 9, mode: "append" },
      { type: "loadError", columnId: A, request: 9, error: "down" },
    );
    expect(state.columns[A]).toMatchObject({ status: "ready", busy: false, error: "down" });
    expect(ids(state, A)).toEqual(["t1"]);
  });

  it("keeps only the board's kind", () => {
    const state = loaded({ [A]: { data: [task("t1", A, 100), task("s1", A, 150, 1, "t1")] } });
    expect(ids(state, A)).toEqual(["t1"]);
    const subtasks = run(
      initialBoardState("subtask", [A]),
      { type: "loadStart", columnId: A, request: 1, mode: "reset" },
      {
        type: "loadSuccess",
        columnId: A,
        request: 1,
        mode: "reset",
        page: { data: [task("t1", A, 100), task("s1", A, 150, 1, "t1")], total: 1, nextCursor: null },
      },
    );
    expect(ids(subtasks, A)).toEqual(["s1"]);
    expect(run(subtasks, { type: "upsert", task: task("t9", A, 10) })).toBe(subtasks);
  });

  it("adds new columns and drops removed ones", () => {
    let state = loaded({ [A]: { data: [task("t1", A, 100)] } });
    const same = run(state, { type: "columns", columnIds: [A, B, C] });
    expect(same).toBe(state);
    const D = "d".repeat(24);
    state = run(state, { type: "columns", columnIds: [A, C, D] });
    expect(Object.keys(state.columns)).toEqual([A, C, D]);
    expect(state.columns[D]!.status).toBe("idle");
    expect(ids(state, A)).toEqual(["t1"]);
  });
});

describe("live changes", () => {
  it("moves a task between columns by its order and keeps the totals", () => {
    let state = loaded({
      [A]: { data: [task("t1", A, 100), task("t2", A, 200)] },
      [B]: { data: [task("t3", B, 100), task("t4", B, 200)] },
    });
    state = run(state, { type: "upsert", task: task("t1", B, 150, 2) });
    expect(ids(state, A)).toEqual(["t2"]);
    expect(ids(state, B)).toEqual(["t3", "t1", "t4"]);
    expect(totals(state)).toEqual([1, 3, 0]);
    expect(state.columns[B]!.tasks[1]!.version).toBe(2);
  });

  it("ignores an older version and applies the same version idempotently", () => {
    let state = loaded({ [A]: { data: [task("t1", A, 100, 5)] } });
    const older = run(state, { type: "upsert", task: task("t1", B, 100, 4) });
    expect(older).toBe(state);
    state = run(
      state,
      { type: "upsert", task: task("t1", B, 100, 6) },
      { type: "upsert", task: task("t1", B, 100, 6) },
    );
    expect(ids(state, B)).toEqual(["t1"]);
    expect(totals(state)).toEqual([0, 1, 0]);
  });

  it("shows whatever has the highest version when two moves of one task cross", () => {
    const start = loaded({ [A]: { data: [task("t1", A, 100, 1)] } });
    const mine = task("t1", B, 100, 2);
    const theirs = task("t1", C, 100, 3);
    const oneWay = run(start, { type: "upsert", task: mine }, { type: "upsert", task: theirs });
    const otherWay = run(start, { type: "upsert", task: theirs }, { type: "upsert", task: mine });
    for (const state of [oneWay, otherWay]) {
      expect(findTask(state, "t1")).toEqual({ columnId: C, index: 0 });
      expect(totals(state)).toEqual([0, 0, 1]);
    }
  });

  it("counts a new task and leaves it out when it falls beyond the loaded pages", () => {
    let state = loaded({
      [A]: { data: [task("t1", A, 100), task("t2", A, 200)], total: 150, nextCursor: "n" },
    });
    state = run(state, { type: "upsert", task: task("new-top", A, 50) });
    expect(ids(state, A)).toEqual(["new-top", "t1", "t2"]);
    state = run(state, { type: "upsert", task: task("new-tail", A, 99_999) });
    expect(ids(state, A)).toEqual(["new-top", "t1", "t2"]);
    expect(state.columns[A]!.total).toBe(152);
    // Moving the unseen-but-known tail task to another column counts it out of A.
    state = run(state, { type: "upsert", task: task("new-tail", B, 100, 2) });
    expect(totals(state)).toEqual([151, 1, 0]);
    expect(ids(state, B)).toEqual(["new-tail"]);
  });

  it("deletes once even when the event arrives twice, and a late upsert cannot revive it", () => {
    let state = loaded({ [A]: { data: [task("t1", A, 100), task("t2", A, 200)] } });
    const remove: BoardAction = { type: "delete", taskId: "t1", parentId: null, columnId: A };
    state = run(state, remove, remove, { type: "upsert", task: task("t1", A, 100, 9) });
    expect(ids(state, A)).toEqual(["t2"]);
    expect(state.columns[A]!.total).toBe(1);
  });

  it("counts a delete of a task beyond the loaded pages in its column", () => {
    let state = loaded({ [A]: { data: [task("t1", A, 100)], total: 120, nextCursor: "n" } });
    state = run(state, { type: "delete", taskId: "far", parentId: null, columnId: A });
    expect(state.columns[A]!.total).toBe(119);
    expect(run(state, { type: "delete", taskId: "sub", parentId: "t1", columnId: A })).toBe(state);
  });

  it("drops a page's copy of a task that a newer event placed elsewhere", () => {
    let state = loaded({ [A]: { data: [task("t1", A, 100, 1)] } });
    state = run(
      state,
      { type: "loadStart", columnId: B, request: 50, mode: "refresh" },
      { type: "upsert", task: task("t1", C, 100, 3) },
      {
        type: "loadSuccess",
        columnId: B,
        request: 50,
        mode: "refresh",
        page: { data: [task("t1", B, 100, 2), task("t5", B, 200)], total: 2, nextCursor: null },
      },
    );
    expect(ids(state, B)).toEqual(["t5"]);
    expect(state.columns[B]!.total).toBe(1);
    expect(findTask(state, "t1")).toEqual({ columnId: C, index: 0 });
  });

  it("takes a task out of a column whose copy is older than a reloaded page", () => {
    let state = loaded({ [A]: { data: [task("t1", A, 100, 1)] } });
    state = run(
      state,
      { type: "loadStart", columnId: B, request: 60, mode: "refresh" },
      {
        type: "loadSuccess",
        columnId: B,
        request: 60,
        mode: "refresh",
        page: { data: [task("t1", B, 100, 2)], total: 1, nextCursor: null },
      },
    );
    expect(ids(state, A)).toEqual([]);
    expect(totals(state)).toEqual([0, 1, 0]);
  });
});

describe("optimistic moves", () => {
  it("moves the shown task without touching its version, and rolls back the same way", () => {
    const start = loaded({
      [A]: { data: [task("t1", A, 100, 4), task("t2", A, 200)] },
      [B]: { data: [task("t3", B, 100)] },
    });
    const moved = run(start, { type: "moveLocal", taskId: "t1", columnId: B, order: 50, status: "done" });
    expect(ids(moved, B)).toEqual(["t1", "t3"]);
    expect(moved.columns[B]!.tasks[0]).toMatchObject({ version: 4, status: "done", columnId: B });
    expect(moved.versions.t1).toBe(4);
    expect(totals(moved)).toEqual([1, 2, 0]);
    // The server's answer (a higher version) replaces the optimistic copy in place.
    const answered = run(moved, { type: "upsert", task: task("t1", B, 50, 5) });
    expect(ids(answered, B)).toEqual(["t1", "t3"]);
    expect(totals(answered)).toEqual([1, 2, 0]);
    // A failure moves it back.
    const rolledBack = run(moved, {
      type: "moveLocal",
      taskId: "t1",
      columnId: A,
      order: 100,
      status: "todo",
    });
    expect(ids(rolledBack, A)).toEqual(["t1", "t2"]);
    expect(totals(rolledBack)).toEqual([2, 1, 0]);
  });

  it("does nothing for a task that is not shown", () => {
    const state = loaded({});
    expect(run(state, { type: "moveLocal", taskId: "nope", columnId: B, order: 1 })).toBe(state);
  });
});

describe("dropPlacement", () => {
  const list = [task("t1", A, 100), task("moved", A, 999), task("t2", A, 200)];

  it("gives the index among the other tasks and the drop rule's order", () => {
    expect(dropPlacement(list, "moved")).toEqual({ index: 1, order: 150 });
    expect(dropPlacement([task("moved", A, 5), ...list.slice(0, 1)], "moved")).toEqual({
      index: 0,
      order: 50,
    });
    expect(dropPlacement([list[0]!, list[2]!, list[1]!], "moved")).toEqual({ index: 2, order: 300 });
    expect(dropPlacement([task("moved", A, 1)], "moved")).toEqual({ index: 0, order: 100 });
  });

  it("refuses a list without the task", () => {
    expect(() => dropPlacement([], "moved")).toThrow(RangeError);
  });
});

describe("moveItem", () => {
  it("moves one item to another index in a copy", () => {
    const items = ["a", "b", "c", "d"];
    expect(moveItem(items, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(items, 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(items, 1, 1)).toEqual(items);
    expect(moveItem(items, 0, -1)).toEqual(["b", "c", "d", "a"]);
    expect(items).toEqual(["a", "b", "c", "d"]);
  });
});

describe("isNarrowed", () => {
  it("is true with filters, Me mode or a search", () => {
    expect(isNarrowed({ filters: [], me: false, search: "  " })).toBe(false);
    expect(isNarrowed({ filters: [{}], me: false, search: "" })).toBe(true);
    expect(isNarrowed({ filters: [], me: true, search: "" })).toBe(true);
    expect(isNarrowed({ filters: [], me: false, search: "bug" })).toBe(true);
  });
});

describe("a task that arrives while its column loads", () => {
  it("is kept when the column's answer predates it (a card dropped into a new column)", () => {
    const moved = task(C, A, 100, 1);
    let state = loaded({ [A]: { data: [moved] } });
    state = run(
      state,
      { type: "loadStart", columnId: B, request: 50, mode: "reset" },
      { type: "upsert", task: { ...moved, columnId: B, version: 2 } },
      {
        type: "loadSuccess",
        columnId: B,
        request: 50,
        mode: "reset",
        page: { data: [], total: 0, nextCursor: null },
      },
    );
    expect(state.columns[B]!.tasks.map((item) => item.id)).toEqual([C]);
    expect(state.columns[B]!.total).toBe(1);
    expect(state.columns[A]!.tasks).toEqual([]);
    expect(state.columns[A]!.total).toBe(0);
  });

  it("is not counted twice when the answer already has it, nor kept once it moved on", () => {
    const moved = task(C, A, 100, 1);
    let state = loaded({ [A]: { data: [moved] } });
    const inB = { ...moved, columnId: B, version: 2 };
    state = run(
      state,
      { type: "loadStart", columnId: B, request: 50, mode: "reset" },
      { type: "upsert", task: inB },
      {
        type: "loadSuccess",
        columnId: B,
        request: 50,
        mode: "reset",
        page: { data: [inB], total: 1, nextCursor: null },
      },
    );
    expect(state.columns[B]!.tasks.map((item) => item.id)).toEqual([C]);
    expect(state.columns[B]!.total).toBe(1);
    state = run(
      state,
      { type: "loadStart", columnId: B, request: 51, mode: "refresh" },
      { type: "upsert", task: { ...inB, columnId: A, version: 3 } },
      {
        type: "loadSuccess",
        columnId: B,
        request: 51,
        mode: "refresh",
        page: { data: [], total: 0, nextCursor: null },
      },
    );
    expect(state.columns[B]!.tasks).toEqual([]);
    expect(state.columns[B]!.total).toBe(0);
  });
});
