/**
 * @jest-environment jsdom
 */
import { act, createElement, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApiError } from "@/lib/client/api";
import { invalidateQueries, queryCache } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useColumnTasks, type ColumnView } from "@/modules/task-management/client/column-store";
import type { TaskColumnPages, TaskSummary } from "@/modules/task-management/shared/types";

// The task API answered by hand: every request waits until the test resolves it. A column's page
// is `{ columnId }`; the first pages of all columns at once is `{ columnId: "*" }`.
type PageAnswer = { data: TaskSummary[]; total: number; nextCursor: string | null };
interface Call {
  columnId: string;
  cursor: string | null | undefined;
  signal: AbortSignal | undefined;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}
const calls: Call[] = [];
jest.mock("@/modules/task-management/client/api", () => ({
  taskApi: {
    tasks: (_moduleId: string, query: { columnId: string; cursor?: string | null }, signal?: AbortSignal) =>
      new Promise((resolve, reject) => {
        calls.push({ columnId: query.columnId, cursor: query.cursor, signal, resolve, reject });
      }),
    columnTasks: (_moduleId: string, _query: unknown, signal?: AbortSignal) =>
      new Promise((resolve, reject) => {
        calls.push({ columnId: "*", cursor: null, signal, resolve, reject });
      }),
  },
}));
jest.mock("next-intl", () => ({ useTranslations: () => (key: string) => key }));
// The module's room, joined by hand: the callbacks waiting for the join.
const joinWaiters: (() => void)[] = [];
jest.mock("@/lib/client/module-room", () => ({
  whenModuleRoomJoined: (_moduleId: string, callback: () => void) => {
    joinWaiters.push(callback);
    return () => joinWaiters.splice(joinWaiters.indexOf(callback), 1);
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MODULE = "m".repeat(24);
const A = "a".repeat(24);
const B = "b".repeat(24);
const C = "c".repeat(24);
const view: ColumnView = { view: "board", kind: "task", filters: [], me: false, search: "" };

function task(id: string, columnId: string, order: number, version = 1): TaskSummary {
  return {
    id,
    key: `T-${id}`,
    title: `Task ${id}`,
    priority: "low",
    issueType: "task",
    parentId: null,
    parentKey: null,
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

type Store = ReturnType<typeof useColumnTasks>;

/** Mounts the store under strict mode (effects run twice, as in development). */
async function mount(
  columnIds: readonly string[] = [A, B],
  shown: ColumnView = view,
  initial: TaskColumnPages | null = null,
) {
  const result = { current: undefined as unknown as Store };
  function Probe() {
    result.current = useColumnTasks(MODULE, columnIds, shown, { initial });
    return null;
  }
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(createElement(StrictMode, null, createElement(Probe))));
  return { result, unmount: () => act(async () => root.unmount()) };
}

const pageOf = (data: TaskSummary[], nextCursor: string | null = null): PageAnswer => ({
  data,
  total: data.length + (nextCursor ? 1 : 0),
  nextCursor,
});
const pagesOf = (columns: Record<string, TaskSummary[]>): TaskColumnPages => ({
  columns: Object.entries(columns).map(([columnId, data]) => ({ columnId, page: pageOf(data) })),
});

function pending(columnId: string): Call {
  const call = calls.find((item) => item.columnId === columnId && !item.signal?.aborted);
  if (!call) throw new Error(`no request pending for ${columnId}`);
  calls.splice(calls.indexOf(call), 1);
  return call;
}

/** Answers the pending (not aborted) request of one column's page. */
async function answer(columnId: string, data: TaskSummary[], nextCursor: string | null = null) {
  const call = pending(columnId);
  await act(async () => call.resolve(pageOf(data, nextCursor)));
}

/** Answers the pending request of every column's first page. */
async function answerAll(columns: Record<string, TaskSummary[]>) {
  const call = pending("*");
  await act(async () => call.resolve(pagesOf(columns)));
}

const live = () => calls.filter((call) => !call.signal?.aborted);
const ids = (store: Store, columnId: string) =>
  store.state.columns[columnId]?.tasks.map((item) => item.id) ?? [];

beforeEach(() => {
  calls.length = 0;
  joinWaiters.length = 0;
  queryCache.clear();
});

test("reads the first page of every column in one request", async () => {
  const { result, unmount } = await mount();
  expect(live().map((call) => call.columnId)).toEqual(["*"]);
  expect(result.current.state.columns[A]?.status).toBe("loading");
  await answerAll({ [A]: [task("1", A, 1)], [B]: [task("2", B, 1)] });
  expect(ids(result.current, A)).toEqual(["1"]);
  expect(ids(result.current, B)).toEqual(["2"]);
  expect(result.current.state.columns[A]?.status).toBe("ready");
  await unmount();
});

test("opened again, shows what it had at once and reads again without dropping it", async () => {
  const first = await mount();
  await answerAll({ [A]: [task("1", A, 1)], [B]: [] });
  await first.unmount();

  const second = await mount();
  expect(ids(second.result.current, A)).toEqual(["1"]);
  expect(second.result.current.state.columns[A]?.busy).toBe(true);
  await answerAll({ [A]: [task("1", A, 1), task("3", A, 2)], [B]: [] });
  expect(ids(second.result.current, A)).toEqual(["1", "3"]);
  await second.unmount();
});

test("a change that arrives while the columns are read again is not undone by the older answer", async () => {
  const { result, unmount } = await mount();
  await answerAll({ [A]: [task("1", A, 1)], [B]: [] });
  await act(async () => {
    invalidateQueries({ tag: moduleTag(MODULE) });
  });
  expect(live()).toHaveLength(1);
  // Another user moves task 1 to B (version 2) before the refresh answers with the old copy.
  act(() => result.current.dispatch({ type: "upsert", task: task("1", B, 5, 2) }));
  await answerAll({ [A]: [task("1", A, 1, 1)], [B]: [] });
  expect(ids(result.current, A)).toEqual([]);
  expect(ids(result.current, B)).toEqual(["1"]);
  await unmount();
});

test("a failed read shows in every column, and a column's retry reads that column", async () => {
  const { result, unmount } = await mount();
  const call = pending("*");
  await act(async () => call.reject(new ApiError(500, ["Board unavailable"])));
  expect(result.current.state.columns[A]?.status).toBe("error");
  expect(result.current.state.columns[B]?.error).toBe("Board unavailable");
  act(() => void result.current.load(A, "reset"));
  await answer(A, [task("1", A, 1)]);
  expect(ids(result.current, A)).toEqual(["1"]);
  expect(result.current.state.columns[B]?.status).toBe("error");
  await unmount();
});

test("more pages are read one at a time per column and appended", async () => {
  const { result, unmount } = await mount();
  const call = pending("*");
  await act(async () =>
    call.resolve({ columns: [{ columnId: A, page: pageOf([task("1", A, 1)], "next-a") }] }),
  );
  act(() => {
    void result.current.load(A, "append");
    void result.current.load(A, "append");
  });
  expect(live()).toHaveLength(1);
  expect(live()[0]?.cursor).toBe("next-a");
  await answer(A, [task("4", A, 9)]);
  expect(ids(result.current, A)).toEqual(["1", "4"]);
  await unmount();
});

test("another narrowing is another entry; a new column is read on its own", async () => {
  const { unmount } = await mount();
  await answerAll({ [A]: [], [B]: [] });
  await unmount();
  const made = calls.length;
  await (await mount([A, B], { ...view, search: "bug" })).unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  // The narrowed view made its own read, aborted once nobody shows it.
  expect(calls.slice(made).map((call) => [call.columnId, call.signal?.aborted])).toEqual([["*", true]]);
  const again = await mount([A, B, C]);
  // The cached board reads its columns again, the new one with them.
  expect(again.result.current.state.columns[C]?.status).toBe("loading");
  await answerAll({ [A]: [], [B]: [], [C]: [task("9", C, 1)] });
  expect(ids(again.result.current, C)).toEqual(["9"]);
  await again.unmount();
});

test("the server's first pages show at once and are not read again on hydration", async () => {
  const initial = pagesOf({ [A]: [task("1", A, 1)], [B]: [task("2", B, 1)] });
  const { result, unmount } = await mount([A, B], view, initial);
  expect(ids(result.current, A)).toEqual(["1"]);
  expect(result.current.state.columns[B]?.status).toBe("ready");
  expect(live()).toHaveLength(0);
  expect(joinWaiters).toHaveLength(1);
  // Live changes apply on top of them.
  act(() => result.current.dispatch({ type: "upsert", task: task("1", B, 5, 2) }));
  expect(ids(result.current, B)).toEqual(["2", "1"]);
  await unmount();
  // Mounted again with the same (router-cached) pages: what was shown since is kept and read again.
  const again = await mount([A, B], view, initial);
  expect(ids(again.result.current, B)).toEqual(["2", "1"]);
  expect(live().map((call) => call.columnId)).toEqual(["*"]);
  await again.unmount();
});

test("the server's pages are the unfiltered board's: a narrowed view reads its own", async () => {
  const initial = pagesOf({ [A]: [task("1", A, 1)], [B]: [] });
  const { result, unmount } = await mount([A, B], { ...view, me: true }, initial);
  expect(result.current.state.columns[A]?.status).toBe("loading");
  expect(live().map((call) => call.columnId)).toEqual(["*"]);
  await unmount();
});

test("once in the module's room, a seeded view reads again what may have changed since the server read", async () => {
  const initial = pagesOf({ [A]: [task("1", A, 1)], [B]: [] });
  const { result, unmount } = await mount([A, B], view, initial);
  expect(live()).toHaveLength(0);
  await act(async () => joinWaiters.slice().forEach((joined) => joined()));
  expect(live().map((call) => call.columnId)).toEqual(["*"]);
  // Someone added a task between the server's read and the join.
  await answerAll({ [A]: [task("1", A, 1), task("2", A, 2)], [B]: [] });
  expect(ids(result.current, A)).toEqual(["1", "2"]);
  await unmount();
  expect(joinWaiters).toHaveLength(0);
});
