import { dueDateOf, guessMapping, listOf, priorityOf } from "@/modules/task-management/shared/csv-import";

// Reading a CSV file of tasks (issue 39): which column is which, and the values as the board's.

describe("guessing the columns", () => {
  it("knows Jira's, Asana's and plain headers", () => {
    expect(
      guessMapping([
        "Issue key",
        "Summary",
        "Status",
        "Priority",
        "Assignee",
        "Due date",
        "Labels",
        "Description",
      ]),
    ).toEqual({
      title: 1,
      description: 7,
      column: 2,
      priority: 3,
      dueDate: 5,
      assignees: 4,
      labels: 6,
    });
    expect(
      guessMapping(["Task ID", "Name", "Section/Column", "Assignee Email", "Due Date", "Tags", "Notes"]),
    ).toMatchObject({
      title: 1,
      column: 2,
      assignees: 3,
      dueDate: 4,
      labels: 5,
      description: 6,
      priority: null,
    });
  });

  it("gives one column to one field only", () => {
    expect(guessMapping(["Title", "Title"])).toMatchObject({ title: 0, description: null });
    expect(guessMapping([])).toMatchObject({ title: null });
  });
});

describe("values", () => {
  it("maps priorities of other tools onto the board's five", () => {
    expect(
      [
        "Highest",
        "blocker",
        "Critical",
        "High",
        "Major",
        "Medium",
        "normal",
        "Low",
        "Minor",
        "Lowest",
        "Trivial",
      ].map(priorityOf),
    ).toEqual([
      "highest",
      "highest",
      "highest",
      "high",
      "high",
      "medium",
      "medium",
      "low",
      "low",
      "lowest",
      "lowest",
    ]);
    expect(priorityOf("soon")).toBeNull();
    expect(priorityOf("")).toBeNull();
  });

  it("reads ISO, Jira's and US dates, and refuses the rest", () => {
    expect(dueDateOf("2026-12-20")).toBe("2026-12-20");
    expect(dueDateOf("2026-12-20 10:00")).toBe("2026-12-20");
    expect(dueDateOf("2026-12-20T10:00:00Z")).toBe("2026-12-20");
    expect(dueDateOf("20/Dec/26 10:00 AM")).toBe("2026-12-20");
    expect(dueDateOf("5/jan/2027")).toBe("2027-01-05");
    expect(dueDateOf("12/20/2026")).toBe("2026-12-20");
    expect(dueDateOf("2026-02-30")).toBeNull();
    expect(dueDateOf("next friday")).toBeNull();
    expect(dueDateOf("20/Foo/26")).toBeNull();
  });

  it("splits lists on commas and semicolons, each once", () => {
    expect(listOf("a@x.com, b@x.com;a@x.com ,, ")).toEqual(["a@x.com", "b@x.com"]);
    expect(listOf("")).toEqual([]);
  });
});
