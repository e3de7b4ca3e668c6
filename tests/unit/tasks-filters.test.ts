import * as z from "@/lib/zod";
import {
  TASK_FILTER_FIELDS,
  TASK_FILTER_OPERATORS,
  TASK_FILTER_OPERATORS_BY_FIELD,
  isFilterDate,
  parseTaskFilters,
} from "@/modules/task-management/shared/filters";

const ID = "65a1b2c3d4e5f60718293a4b";

/** The message keys of a failed parse. */
function messages(raw: unknown): string[] {
  try {
    parseTaskFilters(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(z.core.$ZodError);
    return (error as z.core.$ZodError).issues.map((issue) => issue.message);
  }
  throw new Error("expected parseTaskFilters to throw");
}

describe("parseTaskFilters: accepted input", () => {
  it("treats a missing or blank parameter as no filters", () => {
    expect(parseTaskFilters(undefined)).toEqual([]);
    expect(parseTaskFilters(null)).toEqual([]);
    expect(parseTaskFilters("")).toEqual([]);
    expect(parseTaskFilters("  ")).toEqual([]);
    expect(parseTaskFilters("[]")).toEqual([]);
    expect(parseTaskFilters([])).toEqual([]);
  });

  it("parses a JSON string and an array alike", () => {
    const filters = [{ field: "priority", operator: "is", value: ["high", "highest"] }];
    expect(parseTaskFilters(JSON.stringify(filters))).toEqual(filters);
    expect(parseTaskFilters(filters)).toEqual(filters);
  });

  it("turns a single is/isNot value into a list and lower-cases ids", () => {
    expect(parseTaskFilters([{ field: "assignees", operator: "isNot", value: ID.toUpperCase() }])).toEqual([
      { field: "assignees", operator: "isNot", value: [ID] },
    ]);
  });

  it("accepts the special 'unassigned' assignee value next to member ids", () => {
    const [filter] = parseTaskFilters([{ field: "assignees", operator: "is", value: ["unassigned", ID] }]);
    expect(filter?.value).toEqual(["unassigned", ID]);
  });

  it("keeps the UI's type and ref", () => {
    const filter = { field: "column", operator: "is", type: "select", ref: "board", value: [ID] };
    expect(parseTaskFilters([filter])).toEqual([filter]);
  });

  it("trims text values", () => {
    expect(parseTaskFilters([{ field: "title", operator: "contains", value: "  login " }])).toEqual([
      { field: "title", operator: "contains", value: "login" },
    ]);
  });

  it("accepts statuses and column ids as status values", () => {
    expect(
      parseTaskFilters([{ field: "status", operator: "is", value: ["todo", "work-in-progress", ID] }]),
    ).toHaveLength(1);
  });

  it("accepts every date operator on due dates", () => {
    const filters = parseTaskFilters([
      { field: "dueDate", operator: "before", value: "2024-02-29" },
      { field: "dueDate", operator: "after", value: "2024-01-01T10:00:00+02:00" },
      { field: "dueDate", operator: "between", value: ["2024-01-01", "2024-01-01"] },
      { field: "dueDate", operator: "preset", value: "next7Days" },
      { field: "dueDate", operator: "is", value: "2024-03-01" },
      { field: "dueDate", operator: "isEmpty" },
      { field: "dueDate", operator: "isNotEmpty", value: null },
      { field: "createdAt", operator: "preset", value: "lastYear" },
    ]);
    expect(filters).toHaveLength(8);
  });

  it("accepts exactly 20 filters and 200-character strings", () => {
    const filter = { field: "title", operator: "contains", value: "x".repeat(200) };
    expect(parseTaskFilters(Array.from({ length: 20 }, () => filter))).toHaveLength(20);
  });

  it("gives every field at least one operator, and only known ones", () => {
    for (const field of TASK_FILTER_FIELDS) {
      expect(TASK_FILTER_OPERATORS_BY_FIELD[field].length).toBeGreaterThan(0);
      for (const operator of TASK_FILTER_OPERATORS_BY_FIELD[field]) {
        expect(TASK_FILTER_OPERATORS).toContain(operator);
      }
    }
  });
});

describe("parseTaskFilters: rejected input", () => {
  it("rejects text that is not JSON, and JSON that is not a list", () => {
    expect(messages("[{")).toEqual(["validation.taskFilterInvalid"]);
    expect(messages('{"field":"title"}')).toEqual(["validation.taskFilterInvalid"]);
    expect(messages(42)).toEqual(["validation.taskFilterInvalid"]);
    expect(messages({})).toEqual(["validation.taskFilterInvalid"]);
    expect(messages(["title"])).toEqual(["validation.taskFilterInvalid"]);
    expect(messages("x".repeat(40_000))).toEqual(["validation.taskFilterInvalid"]);
  });

  it("rejects more than 20 filters", () => {
    const filter = { field: "title", operator: "contains", value: "a" };
    expect(messages(Array.from({ length: 21 }, () => filter))).toContain("validation.taskFiltersTooMany");
  });

  it("rejects unknown fields, operators and keys", () => {
    expect(messages([{ field: "owner", operator: "is", value: "a" }])).toEqual([
      "validation.taskFilterFieldUnknown",
    ]);
    expect(messages([{ field: "title", operator: "startsWith", value: "a" }])).toEqual([
      "validation.taskFilterOperatorUnknown",
    ]);
    expect(messages([{ field: "title", operator: "contains", value: "a", extra: 1 }])).toEqual([
      "validation.taskFilterInvalid",
    ]);
  });

  it("rejects operators the field does not support", () => {
    for (const filter of [
      { field: "title", operator: "isEmpty" },
      { field: "priority", operator: "contains", value: "hi" },
      { field: "createdAt", operator: "isEmpty" },
      { field: "labels", operator: "preset", value: "today" },
    ]) {
      expect(messages([filter])).toEqual(["validation.taskFilterOperatorField"]);
    }
  });

  it("rejects strings over 200 characters, including in type and ref", () => {
    expect(messages([{ field: "title", operator: "contains", value: "x".repeat(201) }])).toEqual([
      "validation.taskFilterValueTooLong",
    ]);
    expect(messages([{ field: "labels", operator: "is", value: ["ok", "x".repeat(201)] }])).toEqual([
      "validation.taskFilterValueTooLong",
    ]);
    expect(messages([{ field: "title", operator: "contains", value: "a", ref: "r".repeat(201) }])).toEqual([
      "validation.taskFilterInvalid",
    ]);
  });

  it("rejects wrong value types per operator", () => {
    const bad = [
      { field: "title", operator: "contains", value: 3 },
      { field: "title", operator: "contains", value: "   " },
      { field: "title", operator: "contains", value: ["a"] },
      { field: "labels", operator: "is", value: [] },
      { field: "labels", operator: "is", value: [1] },
      { field: "labels", operator: "is", value: Array.from({ length: 51 }, () => "a") },
      { field: "labels", operator: "isEmpty", value: "a" },
      { field: "dueDate", operator: "between", value: "2024-01-01" },
      { field: "dueDate", operator: "between", value: ["2024-01-01"] },
    ];
    for (const filter of bad) {
      expect(messages([filter])).toEqual(["validation.taskFilterValueInvalid"]);
    }
  });

  it("rejects values outside a field's vocabulary", () => {
    expect(messages([{ field: "priority", operator: "is", value: ["urgent"] }])).toEqual([
      "validation.taskFilterValueInvalid",
    ]);
    expect(messages([{ field: "issueType", operator: "isNot", value: "chore" }])).toEqual([
      "validation.taskFilterValueInvalid",
    ]);
    expect(messages([{ field: "status", operator: "is", value: "closed" }])).toEqual([
      "validation.taskFilterValueInvalid",
    ]);
    expect(messages([{ field: "assignees", operator: "is", value: ["nobody"] }])).toEqual([
      "validation.taskFilterValueInvalid",
    ]);
    expect(messages([{ field: "column", operator: "is", value: [`${ID}0`] }])).toEqual([
      "validation.taskFilterValueInvalid",
    ]);
  });

  it("rejects bad dates, reversed ranges and unknown presets", () => {
    expect(messages([{ field: "dueDate", operator: "before", value: "2023-02-29" }])).toEqual([
      "validation.taskFilterDateInvalid",
    ]);
    expect(messages([{ field: "dueDate", operator: "is", value: "tomorrow" }])).toEqual([
      "validation.taskFilterDateInvalid",
    ]);
    expect(
      messages([{ field: "dueDate", operator: "between", value: ["2024-02-01", "2024-01-31"] }]),
    ).toEqual(["validation.taskFilterRangeInvalid"]);
    expect(messages([{ field: "dueDate", operator: "preset", value: "nextWeek" }])).toEqual([
      "validation.taskFilterPresetUnknown",
    ]);
  });

  it("points at the failing filter", () => {
    try {
      parseTaskFilters([
        { field: "title", operator: "contains", value: "ok" },
        { field: "priority", operator: "is", value: ["high", "nope"] },
      ]);
      throw new Error("expected a ZodError");
    } catch (error) {
      expect((error as z.core.$ZodError).issues[0]?.path).toEqual([1, "value", 1]);
    }
  });
});

describe("isFilterDate", () => {
  it("accepts days and offset date-times, not other text", () => {
    expect(isFilterDate("2024-02-29")).toBe(true);
    expect(isFilterDate("2024-02-29T23:59:59Z")).toBe(true);
    expect(isFilterDate("2023-02-29")).toBe(false);
    expect(isFilterDate("2024-02-29T23:59:59")).toBe(false);
    expect(isFilterDate("29/02/2024")).toBe(false);
  });
});
