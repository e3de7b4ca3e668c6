import {
  applicableFilters,
  changeField,
  changeOperator,
  draftToFilter,
  filterToDraft,
  newDraftRow,
  pickedAssignees,
  toggleAssignee,
  valueKind,
  type DraftRow,
} from "@/modules/task-management/components/filters/filter-rows";
import { UNASSIGNED, type TaskFilter } from "@/modules/task-management/shared/filters";

const ID = "65a1b2c3d4e5f60718293a4b";
const OTHER = "65a1b2c3d4e5f60718293a4c";
const row = (patch: Partial<DraftRow>): DraftRow => ({ ...newDraftRow(), touched: true, ...patch });

describe("valueKind", () => {
  it("picks the editor from field and operator", () => {
    expect(valueKind("title", "contains")).toBe("text");
    expect(valueKind("title", "is")).toBe("text");
    expect(valueKind("priority", "is")).toBe("options");
    expect(valueKind("assignees", "isEmpty")).toBe("none");
    expect(valueKind("labels", "isNot")).toBe("tags");
    expect(valueKind("dueDate", "is")).toBe("dates");
    expect(valueKind("dueDate", "before")).toBe("date");
    expect(valueKind("createdAt", "between")).toBe("range");
    expect(valueKind("dueDate", "preset")).toBe("preset");
  });
});

describe("draft rows", () => {
  it("start with the field's first operator and an empty value", () => {
    expect(newDraftRow("priority")).toMatchObject({ field: "priority", operator: "is", value: [] });
    expect(newDraftRow("dueDate")).toMatchObject({ operator: "is", value: [] });
  });

  it("keep an operator the new field accepts, else take its first", () => {
    const title = row({ field: "title", operator: "is", value: "x" });
    expect(changeField(title, "priority")).toMatchObject({ operator: "is", value: [] });
    const contains = row({ field: "title", operator: "contains", value: "x" });
    expect(changeField(contains, "dueDate")).toMatchObject({ operator: "is", value: [] });
  });

  it("keep the value when the operator needs the same editor", () => {
    const priority = row({ field: "priority", operator: "is", value: ["high"] });
    expect(changeOperator(priority, "isNot").value).toEqual(["high"]);
    const due = row({ field: "dueDate", operator: "before", value: "2026-01-02" });
    expect(changeOperator(due, "after").value).toBe("2026-01-02");
    expect(changeOperator(due, "between").value).toEqual([null, null]);
    expect(changeOperator(due, "isEmpty").value).toBeNull();
  });
});

describe("draftToFilter", () => {
  it("builds valid filters with their editor type", () => {
    expect(draftToFilter(row({ field: "priority", operator: "is", value: ["high"] }))).toEqual({
      ok: true,
      filter: { field: "priority", operator: "is", type: "options", value: ["high"] },
    });
    expect(draftToFilter(row({ field: "title", operator: "is", value: "Login" }))).toMatchObject({
      ok: true,
      filter: { value: ["Login"] },
    });
    expect(draftToFilter(row({ field: "labels", operator: "isEmpty", value: null }))).toMatchObject({
      ok: true,
      filter: { field: "labels", operator: "isEmpty" },
    });
    expect(
      draftToFilter(row({ field: "dueDate", operator: "between", value: ["2026-01-01", "2026-01-31"] })),
    ).toMatchObject({ ok: true, filter: { value: ["2026-01-01", "2026-01-31"] } });
    expect(draftToFilter(row({ field: "createdAt", operator: "preset", value: "lastMonth" }))).toMatchObject({
      ok: true,
    });
  });

  it("answers the schema's message for an invalid row", () => {
    expect(draftToFilter(row({ field: "title", operator: "contains", value: "  " }))).toEqual({
      ok: false,
      error: "validation.taskFilterValueInvalid",
    });
    expect(draftToFilter(row({ field: "priority", operator: "is", value: [] }))).toEqual({
      ok: false,
      error: "validation.taskFilterValueInvalid",
    });
    expect(
      draftToFilter(row({ field: "dueDate", operator: "between", value: ["2026-02-01", "2026-01-01"] })),
    ).toEqual({ ok: false, error: "validation.taskFilterRangeInvalid" });
    expect(
      draftToFilter(row({ field: "dueDate", operator: "between", value: ["2026-02-01", null] })),
    ).toMatchObject({ ok: false });
    expect(draftToFilter(row({ field: "title", operator: "contains", value: "x".repeat(201) }))).toEqual({
      ok: false,
      error: "validation.taskFilterValueTooLong",
    });
  });

  it("applies only the valid rows and round-trips applied filters", () => {
    const rows = [
      row({ field: "priority", operator: "is", value: ["high"] }),
      row({ field: "title", operator: "contains", value: "" }),
      row({ field: "assignees", operator: "is", value: [UNASSIGNED] }),
    ];
    const filters = applicableFilters(rows);
    expect(filters.map((filter) => filter.field)).toEqual(["priority", "assignees"]);
    expect(applicableFilters(filters.map(filterToDraft))).toEqual(filters);
  });
});

describe("the assignee picker", () => {
  const priority: TaskFilter = { field: "priority", operator: "is", value: ["high"] };

  it("adds, extends, shrinks and drops the assignees filter", () => {
    const one = toggleAssignee([priority], ID.toUpperCase());
    expect(pickedAssignees(one)).toEqual([ID]);
    const two = toggleAssignee(one, UNASSIGNED);
    expect(pickedAssignees(two)).toEqual([ID, UNASSIGNED]);
    expect(two[0]).toBe(priority);
    const back = toggleAssignee(two, ID);
    expect(pickedAssignees(back)).toEqual([UNASSIGNED]);
    expect(toggleAssignee(back, UNASSIGNED)).toEqual([priority]);
  });

  it("leaves an `is not` assignees filter alone", () => {
    const isNot: TaskFilter = { field: "assignees", operator: "isNot", value: [OTHER] };
    expect(pickedAssignees([isNot])).toEqual([]);
    expect(toggleAssignee([isNot], ID)).toEqual([isNot, expect.objectContaining({ value: [ID] })]);
  });
});
