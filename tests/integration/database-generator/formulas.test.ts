// Formula columns: computed by SQL compiled from the expression (nothing typed becomes SQL), sorted,
// filtered and grouped by their result; refused with where and what is wrong; kept in step with
// renames; a column a formula uses kept; total functions (no value breaks a page); cloned, exported.
import * as groupsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/groups/route";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import { call } from "../helpers/http";
import { errorBody } from "../workspaces/helpers";
import { api, conversionApi, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
let member: ReturnType<typeof api>;
const col = (name: string) => table.columns.find((c) => c.name === name)!;

beforeEach(async () => {
  dbs = await seedDbs();
  member = api(dbs.moduleId, dbs.team.member);
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Item", type: "text" },
    { name: "Price", type: "currency" },
    { name: "Qty", type: "number" },
    { name: "Due", type: "date" },
    { name: "Stage", type: "singleSelect", options: { choices: [{ name: "Open" }, { name: "Won" }] } },
    { name: "Paid", type: "checkbox" },
  ]);
  const made = await member.bulkCreate(table.id, [
    {
      cells: {
        [col("Item").id]: "Pen",
        [col("Price").id]: 2.5,
        [col("Qty").id]: 4,
        [col("Due").id]: "2026-03-01",
        [col("Stage").id]: "Won",
        [col("Paid").id]: true,
      },
    },
    {
      cells: {
        [col("Item").id]: "Ink",
        [col("Price").id]: 10,
        [col("Qty").id]: 0,
        [col("Due").id]: "2026-01-31",
      },
    },
    { cells: { [col("Item").id]: "Pad", [col("Qty").id]: 3, [col("Stage").id]: "Open" } },
  ]);
  expect(made.status).toBe(201);
});

const formula = async (name: string, expression: string, extra: object = {}) => {
  const answer = await member.createColumn(table.id, {
    name,
    type: "formula",
    options: { expression, ...extra },
  });
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  table = (await member.getTable(table.id)).body;
  return answer.body;
};
const values = async (column: Column, query: Record<string, string> = {}) =>
  (await member.listRecords(table.id, query)).body.data.map((r) => r.cells[column.id] ?? null);

describe("formulas", () => {
  it("compute numbers, text, booleans and dates from the record's cells, blanks as the spreadsheet does", async () => {
    const total = await formula("Total", "{Price} * {Qty}");
    expect(total.options).toEqual({ expression: "{Price} * {Qty}", result: "number", precision: 2 });
    expect(await values(total)).toEqual([10, 0, 0]);
    const label = await formula("Label", 'UPPER({Item}) & " – " & {Stage} & IF({Paid}, " (paid)", "")');
    expect(label.options.result).toBe("text");
    expect(await values(label)).toEqual(["PEN – Won (paid)", "INK – ", "PAD – Open"]);
    const each = await formula("Each", "ROUND({Price} / {Qty}, 1)", { precision: 1 });
    expect(await values(each)).toEqual([0.6, null, 0]);
    const late = await formula("Late", "{Due} < DATEADD(TODAY(), -30, 'days')");
    expect(late.options.result).toBe("boolean");
    const month = await formula("Next month", "DATEADD({Due}, 1, 'months')");
    expect([month.options.result, await values(month)]).toEqual(["date", ["2026-04-01", "2026-02-28", null]]);
    const days = await formula("Days", "DATETIME_DIFF({Due}, '2026-01-01' & '', 'days')").catch(
      (e: Error) => e,
    );
    expect(String(days)).toContain("400");
    const diff = await formula("Span", "DATETIME_DIFF(DATEADD({Due}, 2, 'days'), {Due}, 'hours')");
    expect(await values(diff)).toEqual([48, 48, null]);
    const created = await formula("Year", "YEAR({Due}) + LEN({Item}) + VALUE(' 12 ') + VALUE('x')");
    expect(await values(created)).toEqual([2041, 2041, 15]);
  });

  it("sort, filter and group by their result, and formulas read formulas", async () => {
    const total = await formula("Total", "{Price} * {Qty}");
    const double = await formula("Double", "{Total} * 2");
    expect(await values(double)).toEqual([20, 0, 0]);
    const sorted = await member.listRecords(table.id, { sort: `${total.id}:desc` });
    expect(sorted.body.data.map((r) => r.cells[col("Item").id])).toEqual(["Pen", "Ink", "Pad"]);
    const filtered = await member.listRecords(table.id, {
      filter: JSON.stringify({
        conjunction: "and",
        conditions: [{ columnId: double.id, operator: "gt", value: 5 }],
      }),
    });
    expect(filtered.body.data.map((r) => r.cells[col("Item").id])).toEqual(["Pen"]);
    const label = await formula("Kind", 'IF({Qty} > 0, "stock", "none")');
    const text = await member.listRecords(table.id, {
      filter: JSON.stringify({
        conjunction: "and",
        conditions: [{ columnId: label.id, operator: "is", value: "STOCK" }],
      }),
    });
    expect(text.body.total).toBe(2);
    const groups = await call<{ groups: { value: unknown; count: number }[] }>(groupsRoute.GET as never, {
      token: dbs.team.member.token,
      params: { moduleId: dbs.moduleId, tableId: table.id },
      url: `http://localhost:3000/api/v1/database-generator/${dbs.moduleId}/tables/${table.id}/groups?column=${label.id}`,
    });
    expect(groups.body.groups).toEqual([
      { value: "none", count: 1 },
      { value: "stock", count: 2 },
    ]);
    // A search reads the record's own cells only.
    expect((await member.listRecords(table.id, { q: "stock" })).body.total).toBe(0);
  });

  it("refuse what cannot be computed, saying where, and never fail a page", async () => {
    const cases: [string, string, number][] = [
      ["{Price} *", "The formula cannot be read: check its brackets, quotes and operators", 9],
      ["{Prce} + 1", "The formula names a column this table does not have", 0],
      ["pg_sleep(10)", "The formula uses a function that does not exist", 0],
      [
        "'; DROP TABLE x; --' * 2",
        "The formula uses a value of the wrong kind (a text where a number goes, for example)",
        21,
      ],
      ["ROUND()", "A function of the formula has the wrong number of values, or a unit it does not know", 0],
    ];
    for (const [expression, message, at] of cases) {
      const answer = await member.createColumn(table.id, {
        name: "Bad",
        type: "formula",
        options: { expression },
      });
      expect(answer.body).toMatchObject({ ...errorBody(400, message), at });
    }
    const self = await formula("Self", "1");
    expect(
      (await member.updateColumn(table.id, self.id, { options: { expression: "{Self} + 1" } })).body,
    ).toMatchObject(errorBody(400, "The formula uses itself, through other formulas"));
    // A formula renamed with a new expression: the formulas naming it follow.
    const base = await formula("Base", "{Qty}");
    await formula("Twice", "{Base} * 2");
    expect(
      (await member.updateColumn(table.id, base.id, { name: "Units", options: { expression: "{Qty} + 0" } }))
        .status,
    ).toBe(200);
    table = (await member.getTable(table.id)).body;
    expect(col("Twice").options.expression).toBe("{Units} * 2");
    // A change that would break another formula names it.
    const a = await formula("A", "{Qty} + 1");
    await formula("B", "{A} * 2");
    const broken = await member.updateColumn(table.id, a.id, { options: { expression: "{Item}" } });
    expect(broken.body).toMatchObject({
      ...errorBody(
        400,
        "The formula uses a value of the wrong kind (a text where a number goes, for example)",
      ),
      formula: "B",
    });
    // Total functions: nothing a value holds makes the page fail.
    const edge = await formula(
      "Edge",
      "SQRT(-{Qty}) + MOD({Qty}, 0) + {Price} / 0 + LEN(SUBSTITUTE(REPT, '', 'x'))".replace("REPT", "{Item}"),
    );
    expect((await member.listRecords(table.id)).status).toBe(200);
    // Each empty part counts as 0 in a sum (as in a spreadsheet); the text part is each item's length.
    expect(await values(edge)).toEqual([3, 3, 3]);
    const far = await formula("Far", "YEAR(DATEADD({Due}, 99999999, 'years'))");
    expect(await values(far)).toEqual([6026, 6026, null]);
  });

  it("follow renames, keep the columns they use, are cloned and exported", async () => {
    const total = await formula("Total", "{Price} * {qty}");
    expect((await member.updateColumn(table.id, col("Qty").id, { name: "Units" })).status).toBe(200);
    table = (await member.getTable(table.id)).body;
    expect(col("Total").options.expression).toBe("{Price} * {Units}");
    expect(await values(total)).toEqual([10, 0, 0]);
    expect((await member.deleteColumn(table.id, col("Units").id)).body).toMatchObject({
      ...errorBody(409, "A formula uses this column: change the formula first"),
      formula: "Total",
    });
    expect(
      (await conversionApi(dbs.moduleId, dbs.team.member, table.id).start(col("Price").id, { type: "text" }))
        .status,
    ).toBe(409);
    expect((await member.createRecord(table.id, { [total.id]: 5 })).status).toBe(400);
    const copy = await member.cloneTable(table.id, { withRecords: true });
    const copied = copy.body.columns.find((c) => c.name === "Total")!;
    expect(copied.options).toEqual({ expression: "{Price} * {Units}", result: "number", precision: 2 });
    const records = (await member.listRecords(copy.body.id)).body.data;
    expect(records.map((r) => r.cells[copied.id] ?? null)).toEqual([10, 0, 0]);
    // Another workspace's member cannot reach the column.
    const other = await seedDbs("Other");
    expect(
      (
        await api(dbs.moduleId, other.team.owner).createColumn(table.id, {
          name: "X",
          type: "formula",
          options: { expression: "1" },
        })
      ).status,
    ).toBe(404);
  });
});
