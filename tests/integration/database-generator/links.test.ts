// Links between a database's tables, shown both ways (a junction table per link), and the lookups and
// rollups reading through them: written by id or by name, filtered, sorted by a rollup, kept in the
// history, cloned, exported, removed with their other side and what reads through them; a table of
// another database or workspace is never linked.
import * as exportRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/export/route";
import * as schemaRoute from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/schema/route";
import { getDb } from "@/lib/server/db";
import { sweepRecordsTables } from "@/modules/database-generator/server/jobs/sweep";
import type { Table } from "@/modules/database-generator/shared/types";
import { errorBody } from "../workspaces/helpers";
import { api, conversionApi, downloadFrom, recordApi, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let orders: Table;
let customers: Table;
let member: ReturnType<typeof api>;

const col = (table: Table, name: string) => table.columns.find((c) => c.name === name)!;
const reread = async (table: Table) => (await member.getTable(table.id)).body;

/** Whether a table of the workspace's schema exists (a records table or a junction). */
async function exists(name: string): Promise<boolean> {
  const [row] = await getDb().$queryRawUnsafe<{ found: string | null }[]>(
    `SELECT to_regclass('"db_${dbs.team.workspace.id}"."${name}"')::text AS found`,
  );
  return Boolean(row?.found);
}

beforeEach(async () => {
  dbs = await seedDbs();
  member = api(dbs.moduleId, dbs.team.member);
  orders = await seedTable(dbs, dbs.team.member, [
    { name: "Order", type: "text" },
    { name: "Amount", type: "currency" },
  ]);
  const made = await member.createTable(orders.databaseId, {
    name: "Customers",
    columns: [
      { name: "Name", type: "text" },
      { name: "Email", type: "email" },
    ],
  });
  customers = made.body;
});

/** Orders.Customer (one customer an order) ↔ Customers.Orders, with a few records. */
async function linked() {
  const link = await member.createColumn(orders.id, {
    name: "Customer",
    type: "link",
    options: { tableId: customers.id, multiple: false },
  });
  expect(link.status).toBe(201);
  customers = await reread(customers);
  orders = await reread(orders);
  const [ada, bob] = (
    await member.bulkCreate(customers.id, [
      { cells: { [col(customers, "Name").id]: "Ada", [col(customers, "Email").id]: "ada@example.com" } },
      { cells: { [col(customers, "Name").id]: "Bob" } },
    ])
  ).body.data;
  const customer = col(orders, "Customer").id;
  const made = await member.bulkCreate(orders.id, [
    { cells: { [col(orders, "Order").id]: "A-1", [col(orders, "Amount").id]: 10, [customer]: [ada!.id] } },
    // By name, ignoring case: as a paste from a spreadsheet gives it.
    { cells: { [col(orders, "Order").id]: "A-2", [col(orders, "Amount").id]: 5.5, [customer]: "ada" } },
    { cells: { [col(orders, "Order").id]: "B-1", [col(orders, "Amount").id]: 7, [customer]: ["Bob"] } },
    { cells: { [col(orders, "Order").id]: "none", [col(orders, "Amount").id]: 1 } },
  ]);
  expect(made.status).toBe(201);
  return { link: link.body, ada: ada!, bob: bob!, records: made.body.data };
}

describe("links between tables", () => {
  it("are made with their other side, shown both ways with titles, lookups and rollups", async () => {
    const { link, ada, bob, records } = await linked();
    expect(link).toMatchObject({ type: "link", options: { tableId: customers.id, multiple: false } });
    const inverse = col(customers, "Orders");
    expect(inverse).toMatchObject({
      type: "link",
      options: { tableId: orders.id, inverseId: link.id, multiple: true },
    });
    expect(link.options.inverseId).toBe(inverse.id);
    expect(records[1]!.cells[link.id]).toEqual([ada.id]);
    expect(records[0]!.titles).toEqual({ [ada.id]: "Ada" });

    // The other side, read from the customers: each customer's orders in their order.
    const email = await member.createColumn(orders.id, {
      name: "Email",
      type: "lookup",
      options: { linkId: link.id, targetId: col(customers, "Email").id },
    });
    expect(email.status).toBe(201);
    const total = await member.createColumn(customers.id, {
      name: "Total",
      type: "rollup",
      options: { linkId: inverse.id, fn: "sum", targetId: col(orders, "Amount").id, precision: 2 },
    });
    const count = await member.createColumn(customers.id, {
      name: "Orders count",
      type: "rollup",
      options: { linkId: inverse.id, fn: "count" },
    });
    expect([total.status, count.status]).toEqual([201, 201]);
    const people = (await api(dbs.moduleId, dbs.team.viewer).listRecords(customers.id)).body.data;
    expect(people.map((p) => [p.cells[inverse.id], p.cells[total.body.id], p.cells[count.body.id]])).toEqual([
      [[records[0]!.id, records[1]!.id], 15.5, 2],
      [[records[2]!.id], 7, 1],
    ]);
    expect(people[0]!.titles).toEqual({ [records[0]!.id]: "A-1", [records[1]!.id]: "A-2" });
    const sales = (await member.listRecords(orders.id)).body.data;
    expect(sales.map((s) => s.cells[email.body.id] ?? null)).toEqual([
      ["ada@example.com"],
      ["ada@example.com"],
      null,
      null,
    ]);

    // The other functions, over the same orders (an empty e-mail is not a value).
    const more = await Promise.all(
      (["avg", "min", "max", "countValues"] as const).map((fn) =>
        member.createColumn(customers.id, {
          name: fn,
          type: "rollup",
          options: {
            linkId: inverse.id,
            fn,
            targetId: col(orders, fn === "countValues" ? "Order" : "Amount").id,
          },
        }),
      ),
    );
    const adaRead = (await member.getRecord(customers.id, ada.id)).body;
    expect(more.map((column) => adaRead.cells[column.body.id])).toEqual([7.75, 5.5, 10, 2]);

    // Sorted and filtered by a rollup, filtered by links; links and lookups have no order of their own.
    const byTotal = await member.listRecords(customers.id, { sort: `${total.body.id}:asc` });
    expect(byTotal.body.data.map((p) => p.id)).toEqual([bob.id, ada.id]);
    const over = await member.listRecords(customers.id, {
      filter: JSON.stringify({
        conjunction: "and",
        conditions: [{ columnId: total.body.id, operator: "gt", value: 10 }],
      }),
    });
    expect([over.body.total, over.body.data.map((p) => p.id)]).toEqual([1, [ada.id]]);
    const names = async (filter: unknown) =>
      (await member.listRecords(orders.id, { filter: JSON.stringify(filter) })).body.data.map(
        (r) => r.cells[col(orders, "Order").id],
      );
    const condition = (operator: string, value?: unknown) => ({
      conjunction: "and",
      conditions: [{ columnId: link.id, operator, ...(value ? { value } : {}) }],
    });
    expect(await names(condition("hasAnyOf", [bob.id]))).toEqual(["B-1"]);
    expect(await names(condition("hasNoneOf", [ada.id]))).toEqual(["B-1", "none"]);
    expect(await names(condition("isEmpty"))).toEqual(["none"]);
    // Past the view's end: no records, the count still given.
    const past = await member.listRecords(orders.id, {
      filter: JSON.stringify(condition("hasNoneOf", [ada.id])),
      offset: "50",
    });
    expect([past.body.data, past.body.total]).toEqual([[], 2]);
    expect(
      await names({ conjunction: "and", conditions: [{ columnId: email.body.id, operator: "isNotEmpty" }] }),
    ).toEqual(["A-1", "A-2"]);
    expect((await member.listRecords(orders.id, { sort: `${link.id}:asc` })).body).toEqual(
      errorBody(400, "Sort by at most 5 of the table's columns, as columnId:asc or columnId:desc"),
    );
    expect(
      (await member.listRecords(orders.id, { filter: JSON.stringify(condition("hasAnyOf", ["Ada"])) }))
        .status,
    ).toBe(400);

    // A deleted order leaves its customer's links and rollups.
    await member.deleteRecord(orders.id, records[0]!.id);
    const after = (await member.getRecord(customers.id, ada.id)).body;
    expect([after.cells[inverse.id], after.cells[total.body.id]]).toEqual([[records[1]!.id], 5.5]);
  });

  it("refuse records that are not there, several where one is allowed, and a taken one", async () => {
    const { link, ada, records } = await linked();
    const customer = link.id;
    const bad = await member.updateRecord(orders.id, records[3]!.id, { [customer]: ["Nobody"] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: "No record of the linked table has this id or name",
      columnId: customer,
      column: "Customer",
    });
    expect(
      (await member.updateRecord(orders.id, records[3]!.id, { [customer]: ["Ada", "Bob"] })).body,
    ).toMatchObject({ message: "This column links to one record at most" });
    expect((await member.updateRecord(orders.id, records[3]!.id, { [customer]: 12 })).status).toBe(400);
    // Another database's record, by id, is not found in the linked table.
    const elsewhere = await seedTable(dbs, dbs.team.member, [{ name: "Name", type: "text" }], "Other");
    const stranger = (await member.createRecord(elsewhere.id, { [elsewhere.columns[0]!.id]: "Ada" })).body;
    expect((await member.updateRecord(orders.id, records[3]!.id, { [customer]: [stranger.id] })).status).toBe(
      400,
    );

    // Customers' side allows one order a customer now? Ada has two: refused (409), then allowed for Bob alone.
    const inverse = col(customers, "Orders");
    expect(
      (await member.updateColumn(customers.id, inverse.id, { options: { multiple: false } })).body,
    ).toEqual(errorBody(409, "Some records already link to several records: leave one link on each first"));
    await member.updateRecord(orders.id, records[1]!.id, { [customer]: null });
    expect(
      (await member.updateColumn(customers.id, inverse.id, { options: { multiple: false } })).status,
    ).toBe(200);
    const taken = await member.updateRecord(orders.id, records[3]!.id, { [customer]: [ada.id] });
    expect(taken.body).toMatchObject({
      message: "The linked record already links to another record, and allows one",
      column: "Customer",
    });
    // A clear (null or an empty list) removes the links; the history keeps what they were.
    await member.updateRecord(orders.id, records[0]!.id, { [customer]: [] });
    const history = (await recordApi(dbs.moduleId, dbs.team.member, orders.id, records[0]!.id).history())
      .body;
    expect(history.data[0]!.changes).toEqual({ [customer]: { from: [ada.id], to: null } });
    expect(history.data.at(-1)!.changes[customer]).toEqual({ from: null, to: [ada.id] });
  });

  it("only reach a table of the same database, by people who may edit, with valid lookups and rollups", async () => {
    const other = await seedDbs("Other team");
    const theirs = await seedTable(other, other.team.owner, [{ name: "Name", type: "text" }]);
    const elsewhere = await seedTable(dbs, dbs.team.member, [{ name: "Name", type: "text" }], "Elsewhere");
    for (const tableId of [theirs.id, elsewhere.id, "0".repeat(24)])
      expect(
        (await member.createColumn(orders.id, { name: "L", type: "link", options: { tableId } })).body,
      ).toEqual(errorBody(400, "Choose a table of this database to link to"));
    expect((await member.createColumn(orders.id, { name: "L", type: "link" })).status).toBe(400);
    const viewer = api(dbs.moduleId, dbs.team.viewer);
    expect(
      (await viewer.createColumn(orders.id, { name: "L", type: "link", options: { tableId: customers.id } }))
        .status,
    ).toBe(403);
    const { link } = await linked();
    const lookups: [unknown, string][] = [
      [
        {
          type: "lookup",
          options: { linkId: col(orders, "Amount").id, targetId: col(customers, "Name").id },
        },
        "dbLookupInvalid",
      ],
      [
        { type: "lookup", options: { linkId: link.id, targetId: col(orders, "Amount").id } },
        "dbLookupInvalid",
      ],
      [
        { type: "lookup", options: { linkId: link.id, targetId: col(customers, "Orders").id } },
        "dbLookupInvalid",
      ],
      [
        { type: "rollup", options: { linkId: link.id, fn: "sum", targetId: col(customers, "Email").id } },
        "dbRollupInvalid",
      ],
      [{ type: "rollup", options: { linkId: link.id, fn: "median" } }, "dbRollupInvalid"],
    ];
    for (const [body, message] of lookups) {
      const answer = await member.createColumn(orders.id, { name: "X", ...(body as object) });
      expect([answer.status, message]).toEqual([400, message]);
    }
    // A link is never required, unique, a default or the first column; nor made with a table.
    expect(
      (
        await member.createColumn(orders.id, {
          name: "R",
          type: "link",
          options: { tableId: customers.id },
          required: true,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await member.createTable(orders.databaseId, {
          name: "T",
          columns: [
            { name: "A", type: "text" },
            { name: "B", type: "link", options: { tableId: orders.id } },
          ],
        })
      ).body,
    ).toEqual(errorBody(400, "Links, lookups, rollups and formulas are added once the table exists"));
    expect(
      (await conversionApi(dbs.moduleId, dbs.team.member, orders.id).start(link.id, { type: "text" })).status,
    ).toBe(400);
  });

  it("go with either side, with what reads through them; a deleted table takes its links' other sides", async () => {
    const { link } = await linked();
    const inverse = col(customers, "Orders");
    const owner = link.id < inverse.id ? link.id : inverse.id;
    await member.createColumn(customers.id, {
      name: "Total",
      type: "rollup",
      options: { linkId: inverse.id, fn: "sum", targetId: col(orders, "Amount").id },
    });
    const email = await member.createColumn(orders.id, {
      name: "Email",
      type: "lookup",
      options: { linkId: link.id, targetId: col(customers, "Email").id },
    });
    // Deleting the column a lookup reads takes the lookup.
    expect((await member.deleteColumn(customers.id, col(customers, "Email").id)).status).toBe(200);
    expect((await reread(orders)).columns.some((c) => c.id === email.body.id)).toBe(false);
    expect(await exists(`l_${owner}`)).toBe(true);
    expect((await member.deleteColumn(customers.id, inverse.id)).status).toBe(200);
    expect((await reread(orders)).columns.map((c) => c.name)).toEqual(["Order", "Amount"]);
    expect((await reread(customers)).columns.map((c) => c.name)).toEqual(["Name"]);
    expect(await exists(`l_${owner}`)).toBe(false);

    // A table deleted: its links' other sides go; then the whole database, junctions first.
    const again = await member.createColumn(orders.id, {
      name: "Customer",
      type: "link",
      options: { tableId: customers.id },
    });
    const ownerAgain = [again.body.id, again.body.options.inverseId!].sort()[0]!;
    expect((await member.deleteTable(customers.id)).status).toBe(200);
    expect((await reread(orders)).columns.map((c) => c.name)).toEqual(["Order", "Amount"]);
    expect(await exists(`l_${ownerAgain}`)).toBe(false);
    const third = await member.createTable(orders.databaseId, { name: "Third" });
    await member.createColumn(orders.id, { name: "T", type: "link", options: { tableId: third.body.id } });
    expect((await member.deleteDatabase(orders.databaseId)).status).toBe(200);
    expect(await exists(`t_${orders.id}`)).toBe(false);
    expect(await exists(`t_${third.body.id}`)).toBe(false);
  });

  it("link a table to itself, are cloned with their records, exported by title and as DDL; the sweep drops orphans", async () => {
    const people = await member.createTable(orders.databaseId, { name: "People" });
    const name = people.body.columns[0]!;
    const manager = await member.createColumn(people.body.id, {
      name: "Manager",
      type: "link",
      options: { tableId: people.body.id, multiple: false },
    });
    expect(manager.status).toBe(201);
    const table = await reread(people.body);
    const reports = table.columns.find((c) => c.type === "link" && c.id !== manager.body.id)!;
    expect(reports.name).toBe("People");
    const boss = (await member.createRecord(table.id, { [name.id]: "Boss" })).body;
    const ann = (await member.createRecord(table.id, { [name.id]: "Ann", [manager.body.id]: "Boss" })).body;
    const bossRead = (await member.getRecord(table.id, boss!.id)).body;
    expect(bossRead.cells[reports.id]).toEqual([ann!.id]);
    expect(bossRead.titles).toEqual({ [ann!.id]: "Ann" });

    const copy = await member.cloneTable(table.id, { withRecords: true });
    expect(copy.status).toBe(201);
    const copied = copy.body.columns;
    expect(copied.map((c) => [c.name, c.type])).toEqual(table.columns.map((c) => [c.name, c.type]));
    const copyManager = copied.find((c) => c.name === "Manager")!;
    expect(copyManager.options).toMatchObject({ tableId: copy.body.id, multiple: false });
    const copyRecords = (await member.listRecords(copy.body.id)).body.data;
    expect(copyRecords[1]!.cells[copyManager.id]).toEqual([copyRecords[0]!.id]);
    expect(copyRecords[1]!.titles).toEqual({ [copyRecords[0]!.id]: "Boss" });

    const { link } = await linked();
    const csv = await downloadFrom(
      dbs.moduleId,
      exportRoute.GET,
      dbs.team.viewer,
      { tableId: orders.id },
      `/tables/${orders.id}/export`,
      { format: "csv" },
    );
    expect(new TextDecoder().decode(csv.bytes).trim().split(/\r?\n/)).toEqual([
      "Order,Amount,Customer",
      "A-1,10,Ada",
      "A-2,5.5,Ada",
      "B-1,7,Bob",
      "none,1,",
    ]);
    const ddl = new TextDecoder().decode(
      (
        await downloadFrom(
          dbs.moduleId,
          schemaRoute.GET,
          dbs.team.viewer,
          { databaseId: orders.databaseId },
          `/databases/${orders.databaseId}/schema`,
          { format: "postgresql" },
        )
      ).bytes,
    );
    const [first, second] =
      link.id < link.options.inverseId! ? ["Orders", "Customers"] : ["Customers", "Orders"];
    expect(ddl).toContain(`REFERENCES "${first}" ("id") ON DELETE CASCADE`);
    expect(ddl).toContain(`REFERENCES "${second}" ("id") ON DELETE CASCADE`);
    expect(ddl).not.toMatch(/"Customer" text/);

    // A junction whose link column is gone behind the service's back is dropped by the sweep.
    const owner = [link.id, link.options.inverseId!].sort()[0]!;
    await getDb().dbColumn.deleteMany({ where: { id: { in: [link.id, link.options.inverseId!] } } });
    await sweepRecordsTables();
    expect(await exists(`l_${owner}`)).toBe(false);
    expect(await exists(`t_${orders.id}`)).toBe(true);
  });
});
