import {
  mergeSubtask,
  mergeSummary,
  removeSubtask,
} from "@/modules/task-management/components/task-form/task-detail-merge";
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";

const summary = (id: string, patch: Partial<TaskSummary> = {}): TaskSummary => ({
  id,
  key: `T-${id}`,
  title: `Task ${id}`,
  priority: "low",
  issueType: "task",
  parentId: null,
  parentKey: null,
  columnId: "c1",
  order: 100,
  status: "todo",
  dueDate: null,
  labels: [],
  assignees: [],
  subtasks: { total: 0, done: 0 },
  checkList: { total: 0, done: 0 },
  repeat: null,
  version: 1,
  ...patch,
});

const detail = (subtaskItems: TaskSummary[] = []): TaskDetail => ({
  ...summary("p", { version: 3 }),
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  description: "<p>Keep</p>",
  checkListItems: [{ title: "one", isCompleted: false }],
  parent: null,
  subtaskItems,
  createdBy: null,
});

describe("edit dialog merges", () => {
  it("a newer summary replaces the fields and keeps the detail-only ones", () => {
    const merged = mergeSummary(detail(), summary("p", { title: "New", version: 4 }));
    expect(merged.title).toBe("New");
    expect(merged.description).toBe("<p>Keep</p>");
    expect(merged.checkListItems).toHaveLength(1);
  });

  it("an older or equal-but-older summary changes nothing", () => {
    const task = detail();
    expect(mergeSummary(task, summary("p", { title: "Old", version: 2 }))).toBe(task);
  });

  it("adds, replaces by version and removes subtasks", () => {
    const a = summary("a", { parentId: "p" });
    let task = mergeSubtask(detail(), a);
    expect(task.subtaskItems.map((item) => item.id)).toEqual(["a"]);
    task = mergeSubtask(task, { ...a, columnId: "c3", version: 2 });
    expect(task.subtaskItems[0]?.columnId).toBe("c3");
    expect(mergeSubtask(task, { ...a, columnId: "c1", version: 1 })).toBe(task);
    expect(mergeSubtask(task, { ...a, parentId: "other", version: 3 }).subtaskItems).toEqual([]);
    expect(removeSubtask(task, "a").subtaskItems).toEqual([]);
    expect(removeSubtask(task, "zz")).toBe(task);
  });
});
