import {
  describeUpdate,
  formatFieldValue,
  summarizeHtml,
  type ActivityFormatContext,
} from "@/modules/task-management/components/activity/activity-format";

const texts: Record<string, string> = {
  "priority.low": "Low",
  "priority.high": "High",
  "issueType.bug": "Bug",
  "activity.none": "None",
  "activity.unknown": "Unknown",
  "activity.checkListCount": "{done} of {total} done",
  "activity.fields.title": "Title",
  "activity.fields.priority": "Priority",
  "activity.fields.assignees": "Assignees",
};

const ctx: ActivityFormatContext = {
  t: (key, values) =>
    Object.entries(values ?? {}).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      texts[key] ?? key,
    ),
  has: (key) => key in texts,
  columnName: (id) => ({ c1: "To do", c2: "Done" })[id],
  personName: (id) => ({ u1: "Ana", u2: "Ben" })[id],
  formatDate: (iso) => `date(${iso.slice(0, 10)})`,
};

describe("activity values", () => {
  it("labels priorities and issue types, raw when unknown", () => {
    expect(formatFieldValue("priority", "high", ctx)).toBe("High");
    expect(formatFieldValue("issueType", "bug", ctx)).toBe("Bug");
    expect(formatFieldValue("priority", "odd", ctx)).toBe("odd");
  });

  it("names columns and people; a missing one reads Unknown", () => {
    expect(formatFieldValue("columnId", "c2", ctx)).toBe("Done");
    expect(formatFieldValue("column", { id: "c9", name: "Old" }, ctx)).toBe("Old");
    expect(formatFieldValue("assignees", ["u1", "u2", "u3"], ctx)).toBe("Ana, Ben, Unknown");
  });

  it("formats dates, lists and empties", () => {
    expect(formatFieldValue("dueDate", "2025-03-04T00:00:00.000Z", ctx)).toBe("date(2025-03-04)");
    expect(formatFieldValue("dueDate", null, ctx)).toBe("None");
    expect(formatFieldValue("labels", ["a", "b"], ctx)).toBe("a, b");
    expect(formatFieldValue("labels", [], ctx)).toBe("None");
    expect(
      formatFieldValue(
        "checkList",
        [
          { title: "x", isCompleted: true },
          { title: "y", isCompleted: false },
        ],
        ctx,
      ),
    ).toBe("1 of 2 done");
    expect(formatFieldValue("checkList", "2/3", ctx)).toBe("2 of 3 done");
  });

  it("summarises a description as short plain text", () => {
    expect(summarizeHtml("<p>Hello <strong>world</strong></p><p>again &amp; more</p>")).toBe(
      "Hello world again & more",
    );
    expect(summarizeHtml(`<p>${"a".repeat(200)}</p>`, 10)).toBe("aaaaaaaaa…");
    expect(formatFieldValue("description", "<p></p>", ctx)).toBe("None");
  });

  it("orders known fields first and keeps unknown field names", () => {
    const changes = describeUpdate(
      {
        zeta: { oldValue: 1, newValue: 2 },
        priority: { oldValue: "low", newValue: "high" },
        title: { oldValue: "A", newValue: "B" },
      },
      ctx,
    );
    expect(changes).toEqual([
      { field: "title", label: "Title", from: "A", to: "B" },
      { field: "priority", label: "Priority", from: "Low", to: "High" },
      { field: "zeta", label: "zeta", from: "1", to: "2" },
    ]);
  });
});
