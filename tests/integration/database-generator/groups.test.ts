// A view's groups by one column: each value with its records' count in the order a sort by the column
// gives its records (so each group's records sit together in the sorted view), under the view's
// filter and search; instants by day, text ignoring case, selects in their choices' order, empties
// last; columns that cannot group, unknown ones and other workspaces are refused.
import * as groupsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/groups/route";
import type { Groups, Table } from "@/modules/database-generator/shared/types";
import { call } from "../helpers/http";
import { errorBody, type Caller } from "../workspaces/helpers";
import { api, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
const col = (name: string) => table.columns.find((c) => c.name === name)!;
const choice = (name: string) => col("Stage").options.choices!.find((c) => c.name === name)!.id;

const groups = (by: Caller, query: Record<string, string>, moduleId = dbs.moduleId, tableId = table.id) =>
  call<Groups>(groupsRoute.GET as Parameters<typeof call>[0], {
    token: by.token,
    params: { moduleId, tableId },
    url: `http://localhost:3000/api/v1/database-generator/${moduleId}/tables/${tableId}/groups?${new URLSearchParams(query)}`,
  });

beforeAll(async () => {
  dbs = await seedDbs();
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Name", type: "text" },
    { name: "City", type: "text" },
    { name: "Qty", type: "number" },
    { name: "At", type: "dateTime" },
    { name: "Done", type: "checkbox" },
    {
      name: "Stage",
      type: "singleSelect",
      options: { choices: [{ name: "Lead" }, { name: "Won" }, { name: "Lost" }] },
    },
    { name: "Notes", type: "longText" },
  ]);
  const rows: [string, string | null, number | null, string | null, boolean, string | null][] = [
    ["a", "Lima", 2, "2026-03-01T08:00:00Z", true, "Won"],
    ["b", "lima", 2, "2026-03-01T23:30:00Z", false, "Lead"],
    ["c", "Quito", 5, "2026-03-02T01:00:00Z", false, "Won"],
    ["d", null, null, null, true, null],
    ["e", "Bogotá", 5, "2026-02-27T12:00:00Z", false, "Lost"],
  ];
  const made = await api(dbs.moduleId, dbs.team.member).bulkCreate(
    table.id,
    rows.map(([name, city, qty, at, done, stage]) => ({
      cells: {
        [col("Name").id]: name,
        [col("City").id]: city,
        [col("Qty").id]: qty,
        [col("At").id]: at,
        [col("Done").id]: done,
        [col("Stage").id]: stage,
      },
    })),
  );
  expect(made.status).toBe(201);
});

const of = async (query: Record<string, string>) => {
  const answer = await groups(dbs.team.viewer, query);
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.groups.map((group) => [group.value, group.count]);
};

describe("a view's groups", () => {
  it("gives each value with its count in the column's sort order, empties last", async () => {
    expect(await of({ column: col("City").id })).toEqual([
      ["Bogotá", 1],
      ["Lima", 2],
      ["Quito", 1],
      [null, 1],
    ]);
    expect(await of({ column: col("Qty").id, dir: "desc" })).toEqual([
      [null, 1],
      [5, 2],
      [2, 2],
    ]);
    expect(await of({ column: col("At").id })).toEqual([
      ["2026-02-27", 1],
      ["2026-03-01", 2],
      ["2026-03-02", 1],
      [null, 1],
    ]);
    expect(await of({ column: col("Done").id })).toEqual([
      [null, 3],
      [true, 2],
    ]);
    expect(await of({ column: col("Stage").id })).toEqual([
      [choice("Lead"), 1],
      [choice("Won"), 2],
      [choice("Lost"), 1],
      [null, 1],
    ]);
    const answer = await groups(dbs.team.viewer, { column: col("Stage").id });
    expect(answer.body.truncated).toBe(false);
  });

  it("matches the sorted view's records group by group, under its filter and search", async () => {
    const filter = JSON.stringify({
      conjunction: "and",
      conditions: [{ columnId: col("Qty").id, operator: "isNotEmpty" }],
    });
    expect(await of({ column: col("Stage").id, filter })).toEqual([
      [choice("Lead"), 1],
      [choice("Won"), 2],
      [choice("Lost"), 1],
    ]);
    expect(await of({ column: col("City").id, q: "lima" })).toEqual([["Lima", 2]]);
    const page = await api(dbs.moduleId, dbs.team.viewer).listRecords(table.id, {
      sort: `${col("Stage").id}:asc`,
      filter,
    });
    expect(page.body.data.map((record) => record.cells[col("Name").id])).toEqual(["b", "a", "c", "e"]);
  });

  it("refuses a column that cannot group, an unknown one, bad input and others' tables", async () => {
    expect((await groups(dbs.team.viewer, { column: col("Notes").id })).body).toEqual(
      errorBody(400, "This column cannot group the records"),
    );
    expect((await groups(dbs.team.viewer, { column: "0".repeat(24) })).status).toBe(400);
    expect((await groups(dbs.team.viewer, { column: "nope" })).status).toBe(400);
    expect((await groups(dbs.team.viewer, { column: col("City").id, dir: "up" })).status).toBe(400);
    expect((await groups(dbs.team.viewer, { column: col("City").id, filter: "{" })).status).toBe(400);
    const other = await seedDbs("Rival Data");
    expect((await groups(other.team.owner, { column: col("City").id })).status).toBe(404);
    expect((await groups(other.team.owner, { column: col("City").id }, other.moduleId)).status).toBe(404);
  });
});
