// A page of records in a view's order: sorts by any column's type (select options in their order,
// numbers as numbers, empties last), filters of each family in and/or groups, a search across text,
// numbers and option names, offset pages with the total; bad sorts and filters are 400s.
import type { Table } from "@/modules/database-generator/shared/types";
import { errorBody } from "../workspaces/helpers";
import { api, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
const col = (name: string) => table.columns.find((c) => c.name === name)!;
const choice = (column: string, name: string) =>
  col(column).options.choices!.find((c) => c.name === name)!.id;

beforeAll(async () => {
  dbs = await seedDbs();
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Name", type: "text" },
    { name: "Qty", type: "number" },
    { name: "Due", type: "date" },
    { name: "Done", type: "checkbox" },
    {
      name: "Stage",
      type: "singleSelect",
      options: { choices: [{ name: "Lead" }, { name: "Won" }, { name: "Lost" }] },
    },
    { name: "Tags", type: "multiSelect", options: { choices: [{ name: "Red" }, { name: "Blue" }] } },
    { name: "No.", type: "autoNumber" },
  ]);
  const rows: [string, number | null, string | null, boolean, string | null, string[]][] = [
    ["banana", 10, "2026-03-01", true, "Won", ["Red"]],
    ["Apple", 2, "2026-01-15", false, "Lead", ["Red", "Blue"]],
    ["cherry", 100, null, true, "Lost", []],
    ["date 100%", null, "2026-02-01", false, null, ["Blue"]],
    ["Elder_berry", -5, "2026-03-01", false, "Won", []],
  ];
  const made = await api(dbs.moduleId, dbs.team.member).bulkCreate(
    table.id,
    rows.map(([name, qty, due, done, stage, tags]) => ({
      cells: {
        [col("Name").id]: name,
        [col("Qty").id]: qty,
        [col("Due").id]: due,
        [col("Done").id]: done,
        [col("Stage").id]: stage,
        [col("Tags").id]: tags,
      },
    })),
  );
  expect(made.status).toBe(201);
});

const names = async (query: Record<string, string>) => {
  const page = await api(dbs.moduleId, dbs.team.viewer).listRecords(table.id, query);
  if (page.status !== 200) throw new Error(`${page.status} ${JSON.stringify(page.body)}`);
  return page.body.data.map((r) => r.cells[col("Name").id]);
};
const where = (conditions: unknown[], conjunction = "and") => ({
  filter: JSON.stringify({ conjunction, conditions }),
});
const is = (column: string, operator: string, value?: unknown) => ({
  columnId: col(column).id,
  operator,
  value,
});

describe("a view of records", () => {
  it("is in the records' order by default, sorted by any column otherwise", async () => {
    expect(await names({})).toEqual(["banana", "Apple", "cherry", "date 100%", "Elder_berry"]);
    expect(await names({ sort: `${col("Name").id}:asc` })).toEqual([
      "Apple",
      "banana",
      "cherry",
      "date 100%",
      "Elder_berry",
    ]);
    expect(await names({ sort: `${col("Qty").id}:desc` })).toEqual([
      "date 100%",
      "cherry",
      "banana",
      "Apple",
      "Elder_berry",
    ]);
    expect(await names({ sort: `${col("Qty").id}:asc` })).toEqual([
      "Elder_berry",
      "Apple",
      "banana",
      "cherry",
      "date 100%",
    ]);
    // Options in their order (Lead, Won, Lost), then by name.
    expect(await names({ sort: `${col("Stage").id}:asc,${col("Name").id}:desc` })).toEqual([
      "Apple",
      "Elder_berry",
      "banana",
      "cherry",
      "date 100%",
    ]);
    expect(await names({ sort: `${col("Due").id}:asc,${col("No.").id}:desc` })).toEqual([
      "Apple",
      "date 100%",
      "Elder_berry",
      "banana",
      "cherry",
    ]);
    expect(await names({ sort: `${col("Done").id}:desc` })).toEqual([
      "banana",
      "cherry",
      "Apple",
      "date 100%",
      "Elder_berry",
    ]);
  });

  it("filters by each family's conditions, in and/or groups", async () => {
    expect(await names(where([is("Name", "contains", "AN")]))).toEqual(["banana"]);
    expect(await names(where([is("Name", "contains", "_")]))).toEqual(["Elder_berry"]);
    expect(await names(where([is("Name", "contains", "%")]))).toEqual(["date 100%"]);
    expect(await names(where([is("Name", "startsWith", "ch")]))).toEqual(["cherry"]);
    expect(await names(where([is("Name", "is", "apple")]))).toEqual(["Apple"]);
    expect(await names(where([is("Qty", "gte", 10)]))).toEqual(["banana", "cherry"]);
    expect(await names(where([is("Qty", "isEmpty")]))).toEqual(["date 100%"]);
    expect(await names(where([is("Qty", "neq", 10)]))).toEqual([
      "Apple",
      "cherry",
      "date 100%",
      "Elder_berry",
    ]);
    expect(await names(where([is("Due", "before", "2026-02-01")]))).toEqual(["Apple"]);
    expect(await names(where([is("Due", "is", "2026-03-01")]))).toEqual(["banana", "Elder_berry"]);
    expect(await names(where([is("Done", "isChecked")]))).toEqual(["banana", "cherry"]);
    expect(await names(where([is("Done", "isNotChecked")]))).toEqual(["Apple", "date 100%", "Elder_berry"]);
    expect(await names(where([is("Stage", "is", choice("Stage", "Won"))]))).toEqual([
      "banana",
      "Elder_berry",
    ]);
    expect(
      await names(where([is("Stage", "isNoneOf", [choice("Stage", "Won"), choice("Stage", "Lost")])])),
    ).toEqual(["Apple", "date 100%"]);
    expect(
      await names(where([is("Tags", "hasAllOf", [choice("Tags", "Red"), choice("Tags", "Blue")])])),
    ).toEqual(["Apple"]);
    expect(await names(where([is("Tags", "hasNoneOf", [choice("Tags", "Red")])]))).toEqual([
      "cherry",
      "date 100%",
      "Elder_berry",
    ]);
    expect(await names(where([is("Tags", "isEmpty")]))).toEqual(["cherry", "Elder_berry"]);
    // (Done and Qty > 50) or (Stage is Lead)
    const grouped = where(
      [
        { conjunction: "and", conditions: [is("Done", "isChecked"), is("Qty", "gt", 50)] },
        { conjunction: "and", conditions: [is("Stage", "is", choice("Stage", "Lead"))] },
      ],
      "or",
    );
    expect(await names(grouped)).toEqual(["Apple", "cherry"]);
  });

  it("searches text, numbers and option names, and pages by offset with the total", async () => {
    expect(await names({ q: "err" })).toEqual(["cherry", "Elder_berry"]);
    expect(await names({ q: "100" })).toEqual(["cherry", "date 100%"]);
    expect(await names({ q: "lost" })).toEqual(["cherry"]);
    const viewer = api(dbs.moduleId, dbs.team.viewer);
    const page = await viewer.listRecords(table.id, { offset: "2", limit: "2" });
    expect(page.body).toMatchObject({ total: 5, offset: 2 });
    expect(page.body.data.map((r) => r.number)).toEqual([3, 4]);
    const filtered = await viewer.listRecords(table.id, { ...where([is("Done", "isChecked")]), limit: "1" });
    expect(filtered.body.total).toBe(2);
    // A short page tells its total (no count); an empty page past the matches, or a full one, counts.
    const total = async (query: Record<string, string>) =>
      (await viewer.listRecords(table.id, query)).body.total;
    expect(await total({ q: "err" })).toBe(2);
    expect(await total({ q: "err", offset: "1" })).toBe(2);
    expect(await total({ q: "err", offset: "5" })).toBe(2);
    expect(await total({ q: "err", limit: "2" })).toBe(2);
    expect(await total({ q: "zzz" })).toBe(0);
    expect(await total({ q: "zzz", offset: "3" })).toBe(0);
  });

  it("refuses bad sorts, filters and pages", async () => {
    const viewer = api(dbs.moduleId, dbs.team.viewer);
    const bad = async (query: Record<string, string>) => (await viewer.listRecords(table.id, query)).body;
    expect(await bad({ sort: "name:up" })).toEqual(
      errorBody(400, "Sort by at most 5 of the table's columns, as columnId:asc or columnId:desc"),
    );
    expect(await bad({ sort: `${"0".repeat(24)}:asc` })).toEqual(
      errorBody(400, expect.stringContaining("Sort by")),
    );
    expect(await bad({ filter: "{nope" })).toEqual(errorBody(400, "The filter is not valid"));
    expect(await bad(where([is("Qty", "contains", "x")]))).toEqual(
      errorBody(400, "This condition does not apply to the column's type"),
    );
    expect(await bad(where([is("Qty", "gt", "many")]))).toEqual(
      errorBody(400, "Enter a value this condition can compare"),
    );
    expect(await bad(where([{ columnId: "0".repeat(24), operator: "isEmpty" }]))).toEqual(
      errorBody(400, "The filter names a column the table does not have"),
    );
    expect(await bad({ limit: "501" })).toEqual(
      errorBody(400, "Ask for a page with offset from 0 and limit from 1 to 500"),
    );
  });
});
