import { commitDraft, newDraft } from "@/modules/task-management/components/task-form/draft-items";
import {
  createTaskBody,
  defaultCreateValues,
  isBlankHtml,
  isCreateFormDirty,
  type ChecklistDraft,
  type SubtaskDraft,
} from "@/modules/task-management/components/task-form/task-form-values";

const COLUMNS = ["65a1b2c3d4e5f60718293a01", "65a1b2c3d4e5f60718293a02", "65a1b2c3d4e5f60718293a03"];
const PARENT = "65a1b2c3d4e5f60718293aff";
const USER = "65a1b2c3d4e5f60718293abc";

describe("create task defaults (§4)", () => {
  it("task, low, the first column, nothing else", () => {
    expect(defaultCreateValues({ columnIds: COLUMNS })).toMatchObject({
      issueType: "task",
      priority: "low",
      columnId: COLUMNS[0],
      checkList: [],
      subtasks: [],
      dueDate: null,
    });
  });

  it("subtask under a parent; the given column when it exists", () => {
    const values = defaultCreateValues({ parentId: PARENT, columnId: COLUMNS[2], columnIds: COLUMNS });
    expect(values).toMatchObject({ issueType: "subtask", columnId: COLUMNS[2] });
  });

  it("falls back to the first column for an unknown columnId", () => {
    expect(defaultCreateValues({ columnId: PARENT, columnIds: COLUMNS }).columnId).toBe(COLUMNS[0]);
  });
});

describe("create task body (§7)", () => {
  const base = () => {
    const values = defaultCreateValues({ columnIds: COLUMNS });
    const sub1 = newDraft({ assignees: [USER], priority: "high" as const }, "Sub one") as SubtaskDraft;
    const sub2 = newDraft({ assignees: [], priority: "low" as const }, "draft only") as SubtaskDraft;
    const item = newDraft({ isCompleted: false }, " Check ") as ChecklistDraft;
    values.subtasks = commitDraft([sub1, sub2], sub1.key).items;
    values.checkList = commitDraft([item], item.key).items;
    values.title = "  Ship it ";
    values.description = "<p></p>";
    return values;
  };

  it("sends added rows only, trimmed title, no blank description, parent null", () => {
    expect(createTaskBody(base())).toEqual({
      title: "Ship it",
      description: null,
      issueType: "task",
      priority: "low",
      columnId: COLUMNS[0],
      assignees: [],
      dueDate: null,
      labels: [],
      parent: null,
      checkList: [{ title: "Check", isCompleted: false }],
      subtasks: [{ title: "Sub one", assignees: [USER], priority: "high" }],
    });
  });

  it("sends the repeat of a top-level task with a due date only", () => {
    const values = { ...base(), repeat: { rule: "FREQ=WEEKLY", mode: "completed" as const } };
    expect(createTaskBody(values).repeat).toBeUndefined();
    values.dueDate = "2027-01-04";
    expect(createTaskBody(values).repeat).toEqual({ rule: "FREQ=WEEKLY", mode: "completed" });
    expect(createTaskBody(values, PARENT).repeat).toBeUndefined();
    expect(
      isCreateFormDirty(defaultCreateValues({ columnIds: COLUMNS }), {
        ...defaultCreateValues({ columnIds: COLUMNS }),
        repeat: values.repeat,
      }),
    ).toBe(true);
  });

  it("a subtask's form sends no subtasks and issueType subtask", () => {
    const body = createTaskBody(base(), PARENT);
    expect(body.subtasks).toEqual([]);
    expect(body.parent).toBe(PARENT);
    expect(body.issueType).toBe("subtask");
  });
});

describe("blank rich text and dirty form", () => {
  it("knows empty editor HTML", () => {
    expect(isBlankHtml("<p></p>")).toBe(true);
    expect(isBlankHtml("<p> &nbsp; </p>")).toBe(true);
    expect(isBlankHtml("<p>x</p>")).toBe(false);
    expect(isBlankHtml("<p><img src='a.png'></p>")).toBe(false);
  });

  it("is dirty once anything is typed or picked", () => {
    const initial = defaultCreateValues({ columnIds: COLUMNS });
    expect(isCreateFormDirty(initial, { ...initial })).toBe(false);
    expect(isCreateFormDirty(initial, { ...initial, description: "<p></p>" })).toBe(false);
    expect(isCreateFormDirty(initial, { ...initial, title: "a" })).toBe(true);
    expect(isCreateFormDirty(initial, { ...initial, priority: "high" })).toBe(true);
    expect(isCreateFormDirty(initial, { ...initial, labels: ["x"] })).toBe(true);
  });
});
