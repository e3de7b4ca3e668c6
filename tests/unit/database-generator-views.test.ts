// Saved views' rules (shared/views.ts) and their URLs (shared/urls.ts): defaults per kind, settings
// checked against the table and read back without what it lost, a kanban stack's filter, and the
// address of a saved view with only what the page changed, and the record an address opens.
import {
  changedParts,
  dbHrefs,
  recordParamOf,
  tableHref,
  tableViewOf,
  viewChoiceOf,
  withRecord,
  withSaved,
} from "@/modules/database-generator/shared/urls";
import {
  configProblem,
  defaultConfig,
  narrowedFilter,
  sanitizeConfig,
  savedFilterOf,
} from "@/modules/database-generator/shared/views";
import type { Condition, FilterGroup } from "@/modules/database-generator/shared/filters";
import { dbColumn } from "./helpers/db-columns";

const name = dbColumn("Name", "text", {}, { primary: true });
const stage = dbColumn("Stage", "singleSelect", { choices: [{ id: "c1", name: "Todo", color: "blue" }] });
const points = dbColumn("Points", "number");
const made = dbColumn("Made", "createdTime");
const notes = dbColumn("Notes", "longText", {}, { required: true, hidden: true });
const columns = [name, stage, points, made, notes];
const table = { name: "Tasks", columns };

describe("a new view's settings", () => {
  it("stack a kanban by the first single select and show the first shown columns on cards", () => {
    const kanban = defaultConfig("kanban", table);
    expect(kanban.stackColumnId).toBe(stage.id);
    // Not the stack's own column, nor a hidden one.
    expect(kanban.cardColumns).toEqual([points.id, made.id]);
    expect(defaultConfig("gallery", table).cardColumns).toEqual([stage.id, points.id, made.id]);
    expect(defaultConfig("kanban", { name: "T", columns: [name, points] }).stackColumnId).toBeNull();
  });

  it("ask a form for every column people fill in, required as the table requires", () => {
    const form = defaultConfig("form", table).form;
    expect(form.title).toBe("Tasks");
    expect(form.fields).toEqual([
      { columnId: name.id, required: false },
      { columnId: stage.id, required: false },
      { columnId: points.id, required: false },
      { columnId: notes.id, required: true },
    ]);
  });
});

describe("a view's settings against its table", () => {
  it("name what a change may not hold", () => {
    expect(configProblem({ sorts: [{ columnId: "f".repeat(24), dir: "asc" }] }, columns)).toBe(
      "validation.dbViewColumnUnknown",
    );
    expect(configProblem({ stackColumnId: points.id }, columns)).toBe("validation.dbViewStackNotSelect");
    expect(
      configProblem(
        {
          form: { title: "", description: "", message: "", fields: [{ columnId: made.id, required: false }] },
        },
        columns,
      ),
    ).toBe("validation.dbViewFormComputed");
    expect(configProblem({ hidden: [name.id] }, columns)).toBe("validation.dbViewPrimaryHidden");
    expect(configProblem({ hidden: [points.id], stackColumnId: stage.id }, columns)).toBeNull();
  });

  it("are read back without columns the table lost and conditions their column can no longer take", () => {
    const gone = "e".repeat(24);
    const read = sanitizeConfig(
      {
        sorts: [
          { columnId: gone, dir: "asc" },
          { columnId: points.id, dir: "desc" },
          { columnId: points.id, dir: "asc" },
        ],
        filter: {
          conjunction: "or",
          conditions: [
            { columnId: gone, operator: "isEmpty" },
            // "contains" is a text's: Points is a number now.
            { columnId: points.id, operator: "contains", value: "1" },
            {
              conjunction: "and",
              conditions: [
                { columnId: points.id, operator: "gt", value: 2 },
                { columnId: gone, operator: "isEmpty" },
              ],
            },
          ],
        },
        group: { columnId: notes.id, dir: "asc" },
        hidden: [name.id, points.id, gone],
        stackColumnId: points.id,
        cardColumns: [gone, notes.id, notes.id],
        form: { title: "T", description: "", message: "", fields: [{ columnId: made.id, required: true }] },
      },
      columns,
    );
    expect(read).toEqual({
      sorts: [{ columnId: points.id, dir: "desc" }],
      filter: {
        conjunction: "or",
        conditions: [{ conjunction: "and", conditions: [{ columnId: points.id, operator: "gt", value: 2 }] }],
      },
      // A long text cannot group a view.
      group: null,
      hidden: [points.id],
      stackColumnId: null,
      cardColumns: [notes.id],
      form: { title: "T", description: "", message: "", fields: [] },
    });
    // Settings that are not a view's at all read as an empty one.
    expect(sanitizeConfig("nonsense", columns).sorts).toEqual([]);
  });
});

describe("a kanban stack's filter", () => {
  const inStack: Condition = { columnId: stage.id, operator: "is", value: "c1" };
  const a: Condition = { columnId: points.id, operator: "gt", value: 1 };
  const b: Condition = { columnId: points.id, operator: "lt", value: 9 };
  const c: Condition = { columnId: name.id, operator: "contains", value: "x" };

  it("adds the stack's condition to an 'and' filter or to none", () => {
    expect(narrowedFilter(null, inStack)).toEqual({ conjunction: "and", conditions: [inStack] });
    expect(narrowedFilter({ conjunction: "and", conditions: [a] }, inStack)).toEqual({
      conjunction: "and",
      conditions: [inStack, a],
    });
  });

  it("puts it in each branch of an 'or' filter, two levels deep", () => {
    const filter: FilterGroup = {
      conjunction: "or",
      conditions: [a, { conjunction: "and", conditions: [b, c] }, { conjunction: "or", conditions: [b, c] }],
    };
    expect(narrowedFilter(filter, inStack)).toEqual({
      conjunction: "or",
      conditions: [
        { conjunction: "and", conditions: [inStack, a] },
        { conjunction: "and", conditions: [inStack, b, c] },
        { conjunction: "and", conditions: [inStack, b] },
        { conjunction: "and", conditions: [inStack, c] },
      ],
    });
  });

  it("keeps a filter as views do: none when empty, groups' own groups left out", () => {
    expect(savedFilterOf({ conjunction: "and", conditions: [] })).toBeNull();
    const deep: FilterGroup = {
      conjunction: "and",
      conditions: [{ conjunction: "or", conditions: [a, { conjunction: "and", conditions: [b] }] }],
    };
    expect(savedFilterOf(deep)).toEqual({
      conjunction: "and",
      conditions: [{ conjunction: "or", conditions: [a] }],
    });
  });
});

describe("a saved view's address", () => {
  const place = { projectId: "p".repeat(24), moduleId: "m".repeat(24) };
  const d = "d".repeat(24);
  const t = "e".repeat(24);
  const v = "a".repeat(24);
  const saved = {
    sorts: [{ columnId: points.id, dir: "desc" as const }],
    filter: {
      conjunction: "and" as const,
      conditions: [{ columnId: points.id, operator: "gt" as const, value: 1 }],
    },
    group: null,
  };
  const read = (href: string) => {
    const query = new URL(href, "http://localhost").searchParams;
    const get = (key: string) => query.get(key) ?? undefined;
    return withSaved(tableViewOf(get), viewChoiceOf(get), saved);
  };

  it("is the view's id alone while the page shows the view as saved", () => {
    const href = tableHref(place, d, t, { ...saved, q: "" }, { id: v, state: saved });
    expect(href).toBe(
      `/project/${place.projectId}/database-generator/database/${d}/${t}?moduleId=${place.moduleId}&view=${v}`,
    );
    expect(read(href)).toEqual({ ...saved, q: "" });
  });

  it("carries only what differs, an empty part where the view has one and the page none", () => {
    const state = {
      sorts: [],
      filter: saved.filter,
      group: { columnId: stage.id, dir: "asc" as const },
      q: "bo",
    };
    const href = tableHref(place, d, t, state, { id: v, state: saved });
    const query = new URL(href, "http://localhost").searchParams;
    expect([
      query.get("view"),
      query.get("sort"),
      query.get("filter"),
      query.get("group"),
      query.get("q"),
    ]).toEqual([v, "", null, `${stage.id}:asc`, "bo"]);
    expect(read(href)).toEqual(state);
    expect(changedParts(state, saved)).toEqual({ sort: true, filter: false, group: true });
  });

  it("ignores a view id that is not an id", () => {
    expect(viewChoiceOf((key) => ({ view: "x" })[key]).viewId).toBeNull();
  });
});

describe("a link made in the ER view", () => {
  it("is named after the linked table, made free in the table it is added to", async () => {
    const { linkNameFor } = await import("@/modules/database-generator/components/erd/link-dialog");
    expect(linkNameFor({ columns: [name, points] }, { name: "Orders" })).toBe("Orders");
    const orders = dbColumn("orders", "text");
    const orders2 = dbColumn("Orders 2", "text");
    expect(linkNameFor({ columns: [orders, orders2] }, { name: "Orders" })).toBe("Orders 3");
  });
});

describe("the record a table's address opens", () => {
  const place = { projectId: "p".repeat(24), moduleId: "a".repeat(24) };
  const recordId = "b".repeat(24);

  it("is named by `record` (an id only), added to and taken from the table's address", () => {
    const href = dbHrefs.record(place, "c".repeat(24), "d".repeat(24), recordId);
    expect(href).toBe(
      `/project/${"p".repeat(24)}/database-generator/database/${"c".repeat(24)}/${"d".repeat(24)}?moduleId=${"a".repeat(24)}&record=${recordId}`,
    );
    const query = new URLSearchParams(href.split("?")[1]);
    expect(recordParamOf((name) => query.get(name) ?? undefined)).toBe(recordId);
    expect(recordParamOf(() => "not-an-id")).toBeNull();
    expect(recordParamOf(() => undefined)).toBeNull();
    expect(withRecord(href, null)).toBe(
      `/project/${"p".repeat(24)}/database-generator/database/${"c".repeat(24)}/${"d".repeat(24)}?moduleId=${"a".repeat(24)}`,
    );
    // A workspace's own module: the query names the database and the table too.
    expect(
      dbHrefs.record({ projectId: null, moduleId: place.moduleId }, "c".repeat(24), "d".repeat(24), recordId),
    ).toBe(
      `/workspace-modules/${"a".repeat(24)}?database=${"c".repeat(24)}&table=${"d".repeat(24)}&record=${recordId}`,
    );
    expect(withRecord("/workspace-modules/x", null)).toBe("/workspace-modules/x");
  });
});
