/**
 * @jest-environment jsdom
 */
import { act, createElement, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApiError } from "@/lib/client/api";
import { invalidateQueries, queryCache } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useColumnTasks, type ColumnView } from "@/modules/task-management/client/column-store";
import type { TaskSummary } from "@/modules/task-management/shared/types";

// The task API answered by hand: every request waits until the test resolves it.
interface Call {
  columnId: string;
  cursor: string | null | undefined;
  signal: AbortSignal | undefined;
  resolve: (page: { data: TaskSummary[]; total: number; nextCursor: string | null }) => void;
  reject: (error: unknown) => void;
}
const calls: Call[] = [];
jest.mock("@/modules/task-management/client/api", () => ({
  taskApi: {
    tasks: (_moduleId: string, query: { columnId: string; cursor?: string | null }, signal?: AbortSignal) =>
      new Promise((resolve, reject) => {
        calls.push({ columnId: query.columnId, cursor: query.cursor, signal, resolve, reject });
      }),
  },
}));
jest.mock("next-intl", () => ({ useTranslations: () => (key: string) => key }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MODULE = "m".repeat(24);
const A = "a".repeat(24);
const B = "b".repeat(24);
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
    version,
  };
}

type Store = ReturnType<typeof useColumnTasks>;

/** Mounts the store under strict mode (effects run twice, as in development). */
async function mount(columnIds: readonly string[] = [A, B], shown: ColumnView = view) {
  const result = { current: undefined as unknown as Store };
  function Probe() {
    result.current = useColumnTasks(MODULE, columnIds, shown);
    return null;
  }
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(createElement(StrictMode, null, createElement(Probe))));
  return { result, unmount: () => act(async () => root.unmount()) };
}

/** Answers the pending (not aborted) request of `columnId`. */
async function answer(columnId: string, data: TaskSummary[], nextCursor: string | null = null) {
  const call = calls.find((item) => item.columnId === columnId && !item.signal?.aborted);
  if (!call) throw new Error(`no request pending for ${columnId}`);
  calls.splice(calls.indexOf(call), 1);
  await act(async () => call.resolve({ data, total: data.length + (nextCursor ? 1 : 0), nextCursor }));
}

const live = () => calls.filter((call) => !call.signal?.aborted);
const titles = (store: Store, columnId: string) =>
  store.state.columns[columnId]?.tasks.map((item) => item.id) ?? [];

beforeEach(() => {
  calls.length = 0;
  queryCache.clear();
});

test("reads the first page of every column in parallel, one request each", async () => {
  const { result, unmount } = await mount();
  expect(
    live()
      .map((call) => call.columnId)
      .sort(),
  ).toEqual([A, B]);
  expect(result.current.state.columns[A]?.status).toBe("loading");
  await answer(A, [task("1", A, 1)]);
  await answer(B, [task("2", B, 1)]);
  expect(titles(result.current, A)).toEqual(["1"]);
  expect(titles(result.current, B)).toEqual(["2"]);
  expect(result.current.state.columns[A]?.status).toBe("ready");
  await unmount();
});

test("opened again, shows what it had at once and reads again without dropping it", async () => {
  const first = await mount();
  await answer(A, [task("1", A, 1)]);
  await answer(B, []);
  await first.unmount();

  const second = await mount();
  expect(titles(second.result.current, A)).toEqual(["1"]);
  expect(second.result.current.state.columns[A]?.busy).toBe(true);
  await answer(A, [task("1", A, 1), task("3", A, 2)]);
  await answer(B, []);
  expect(titles(second.result.current, A)).toEqual(["1", "3"]);
  await second.unmount();
});

test("a change that arrives while the columns are read again is not undone by the older answer", async () => {
  const { result, unmount } = await mount();
  await answer(A, [task("1", A, 1)]);
  await answer(B, []);
  await act(async () => {
    invalidateQueries({ tag: moduleTag(MODULE) });
  });
  expect(live()).toHaveLength(2);
  // Another user moves task 1 to B (version 2) before the refresh answers with the old copy.
  act(() => result.current.dispatch({ type: "upsert", task: task("1", B, 5, 2) }));
  await answer(A, [task("1", A, 1, 1)]);
  await answer(B, []);
  expect(titles(result.current, A)).toEqual([]);
  expect(titles(result.current, B)).toEqual(["1"]);
  await unmount();
});

test("a column's failure stays in that column; the others show their tasks", async () => {
  const { result, unmount } = await mount();
  const call = live().find((item) => item.columnId === A);
  await act(async () => call?.reject(new ApiError(500, ["Column unavailable"])));
  await answer(B, [task("2", B, 1)]);
  expect(result.current.state.columns[A]?.status).toBe("error");
  expect(result.current.state.columns[A]?.error).toBe("Column unavailable");
  expect(titles(result.current, B)).toEqual(["2"]);
  await unmount();
});

test("more pages are read one at a time per column and appended", async () => {
  const { result, unmount } = await mount();
  await answer(A, [task("1", A, 1)], "next-a");
  await answer(B, []);
  act(() => {
    void result.current.load(A, "append");
    void result.current.load(A, "append");
  });
  expect(live()).toHaveLength(1);
  expect(live()[0]?.cursor).toBe("next-a");
  await answer(A, [task("4", A, 9)]);
  expect(titles(result.current, A)).toEqual(["1", "4"]);
  await unmount();
});

test("another narrowing is another entry; a new column is read on its own", async () => {
  const { unmount } = await mount();
  await answer(A, []);
  await answer(B, []);
  await unmount();
  await (await mount([A, B], { ...view, search: "bug" })).unmount();
  expect(live()).toHaveLength(2); // the narrowed view's own reads…
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(live()).toHaveLength(0); // …aborted once nobody shows it
  const again = await mount([A, B, "c".repeat(24)]);
  // The cached board reads its two columns again, the new one from scratch.
  expect(
    live()
      .map((call) => call.columnId)
      .sort(),
  ).toEqual([A, B, "c".repeat(24)].sort());
  await again.unmount();
});
