// Rollups kept in stored columns (server/stored-rollups.ts): computed when made or changed, kept by
// triggers as links are made and removed, linked records change or go, and records are added; a
// self-link's rollup settles; clones store theirs; removing a rollup, its link or a table leaves no
// trigger behind (the other tables still take writes); a conversion of the column a sum reads is
// refused while it would stop being a number, and recomputes the rollup otherwise; rollups made
// before they were stored are stored by the sweep.
import { getDb } from "@/lib/server/db";
import { installMissingRollups } from "@/modules/database-generator/server/jobs/sweep";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import { errorBody } from "../workspaces/helpers";
import { api, conversionApi, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let member: ReturnType<typeof api>;
let orders: Table;
let customers: Table;
const col = (table: Table, name: string) => table.columns.find((c) => c.name === name)!;
const reread = async (table: Table) => (await member.getTable(table.id)).body;

/** A rollup's stored values by the record's primary text, read behind the API's back. */
async function stored(table: Table, rollup: Column): Promise<Record<string, number | null>> {
  const ws = dbs.team.workspace.id;
  const rows = await getDb().$queryRawUnsafe<{ name: string; v: string | null }[]>(
    `SELECT "c_${col(table, "Name").id}" AS "name", "c_${rollup.id}"::text AS "v" FROM "db_${ws}"."t_${table.id}"`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.v === null ? null : Number(row.v)]));
}

/** The triggers of a rollup, wherever they are. */
async function triggersOf(rollupId: string): Promise<number> {
  const [row] = await getDb().$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS "n" FROM pg_trigger WHERE tgname LIKE 'rl_${rollupId}_%'`,
  );
  return row!.n;
}

async function rollup(name: string, fn: string, target?: string) {
  const made = await member.createColumn(customers.id, {
    name,
    type: "rollup",
    options: {
      linkId: col(customers, "Orders").id,
      fn,
      ...(target ? { targetId: col(orders, target).id } : {}),
    },
  });
  expect(made.status).toBe(201);
  customers = await reread(customers);
  return made.body;
}

beforeEach(async () => {
  dbs = await seedDbs();
  member = api(dbs.moduleId, dbs.team.member);
  orders = await seedTable(dbs, dbs.team.member, [
    { name: "Name", type: "text" },
    { name: "Amount", type: "decimal", options: { precision: 2 } },
  ]);
  customers = (
    await member.createTable(orders.databaseId, {
      name: "Customers",
      columns: [{ name: "Name", type: "text" }],
    })
  ).body;
  expect(
    (
      await member.createColumn(orders.id, {
        name: "Customer",
        type: "link",
        options: { tableId: customers.id, multiple: false },
      })
    ).status,
  ).toBe(201);
  orders = await reread(orders);
  customers = await reread(customers);
});

describe("stored rollups", () => {
  it("are computed when made and kept as links, linked values and records change", async () => {
    const [ada, bob] = (
      await member.bulkCreate(customers.id, [
        { cells: { [col(customers, "Name").id]: "Ada" } },
        { cells: { [col(customers, "Name").id]: "Bob" } },
      ])
    ).body.data;
    const customer = col(orders, "Customer").id;
    const amount = col(orders, "Amount").id;
    const made = (
      await member.bulkCreate(orders.id, [
        { cells: { [col(orders, "Name").id]: "A-1", [amount]: 10, [customer]: [ada!.id] } },
        { cells: { [col(orders, "Name").id]: "A-2", [amount]: 5.5, [customer]: [ada!.id] } },
      ])
    ).body.data;
    const count = await rollup("Count", "count");
    const sum = await rollup("Total", "sum", "Amount");
    const max = await rollup("Largest", "max", "Amount");
    expect(await stored(customers, count)).toEqual({ Ada: 2, Bob: 0 });
    expect(await stored(customers, sum)).toEqual({ Ada: 15.5, Bob: 0 });
    expect(await stored(customers, max)).toEqual({ Ada: 10, Bob: null });

    // A link made (an order for Bob), a linked value changed, a link moved, an order deleted.
    const [b1] = (
      await member.bulkCreate(orders.id, [
        { cells: { [col(orders, "Name").id]: "B-1", [amount]: 7, [customer]: ["Bob"] } },
      ])
    ).body.data;
    expect(await stored(customers, sum)).toEqual({ Ada: 15.5, Bob: 7 });
    await member.updateRecord(orders.id, made[0]!.id, { [amount]: 20 });
    expect(await stored(customers, sum)).toEqual({ Ada: 25.5, Bob: 7 });
    expect(await stored(customers, max)).toEqual({ Ada: 20, Bob: 7 });
    await member.updateRecord(orders.id, made[1]!.id, { [customer]: [bob!.id] });
    expect(await stored(customers, count)).toEqual({ Ada: 1, Bob: 2 });
    expect((await member.deleteRecord(orders.id, b1!.id)).status).toBe(200);
    expect(await stored(customers, sum)).toEqual({ Ada: 20, Bob: 5.5 });
    // A new customer counts nothing yet; the API reads the stored value, sorted and filtered by it.
    await member.createRecord(customers.id, { [col(customers, "Name").id]: "Cy" });
    expect((await stored(customers, count)).Cy).toBe(0);
    const page = await member.listRecords(customers.id, {
      sort: `${sum.id}:desc`,
      filter: JSON.stringify({
        conjunction: "and",
        conditions: [{ columnId: sum.id, operator: "gt", value: 1 }],
      }),
    });
    expect(page.body.data.map((r) => [r.cells[col(customers, "Name").id], r.cells[sum.id]])).toEqual([
      ["Ada", 20],
      ["Bob", 5.5],
    ]);

    // Changed to another function: computed again, its triggers replaced.
    expect(
      (
        await member.updateColumn(customers.id, max.id, {
          options: { fn: "min", targetId: amount, linkId: col(customers, "Orders").id },
        })
      ).status,
    ).toBe(200);
    expect(await stored(customers, max)).toEqual({ Ada: 20, Bob: 5.5, Cy: null });
    expect(await triggersOf(max.id)).toBe(3);
    expect(await triggersOf(count.id)).toBe(2);
  });

  it("leave no trigger behind when they, their link or a table go; other tables still take writes", async () => {
    const sum = await rollup("Total", "sum", "Amount");
    const count = await rollup("Count", "count");
    expect((await member.deleteColumn(customers.id, sum.id)).status).toBe(200);
    expect(await triggersOf(sum.id)).toBe(0);
    // The link goes (from the orders' side): the count reading through it goes, with its triggers.
    expect((await member.deleteColumn(orders.id, col(orders, "Customer").id)).status).toBe(200);
    expect(await triggersOf(count.id)).toBe(0);
    expect((await member.createRecord(orders.id, { [col(orders, "Amount").id]: 3 })).status).toBe(201);

    // Linked again, a rollup, then the customers' table deleted: the orders still take writes.
    await member.createColumn(orders.id, { name: "Buyer", type: "link", options: { tableId: customers.id } });
    customers = await reread(customers);
    orders = await reread(orders);
    const again = await member.createColumn(customers.id, {
      name: "Spent",
      type: "rollup",
      options: { linkId: col(customers, "Orders").id, fn: "sum", targetId: col(orders, "Amount").id },
    });
    expect(again.status).toBe(201);
    expect((await member.deleteTable(customers.id)).status).toBe(200);
    expect(await triggersOf(again.body.id)).toBe(0);
    const [order] = (await member.listRecords(orders.id)).body.data;
    expect((await member.updateRecord(orders.id, order!.id, { [col(orders, "Amount").id]: 4 })).status).toBe(
      200,
    );
  });

  it("settle on a self-link, are stored in clones, and survive the column they read changing type", async () => {
    const parent = await member.createColumn(customers.id, {
      name: "Referred",
      type: "link",
      options: { tableId: customers.id },
    });
    customers = await reread(customers);
    const referrals = await member.createColumn(customers.id, {
      name: "Referrals",
      type: "rollup",
      options: { linkId: parent.body.id, fn: "count" },
    });
    const [ada, bob] = (
      await member.bulkCreate(customers.id, [
        { cells: { [col(customers, "Name").id]: "Ada" } },
        { cells: { [col(customers, "Name").id]: "Bob" } },
      ])
    ).body.data;
    await member.updateRecord(customers.id, ada!.id, { [parent.body.id]: [bob!.id] });
    customers = await reread(customers);
    expect((await stored(customers, referrals.body)).Ada).toBe(1);

    const sum = await rollup("Total", "sum", "Amount");
    await member.createRecord(orders.id, {
      [col(orders, "Amount").id]: 8,
      [col(orders, "Customer").id]: [ada!.id],
    });
    const copy = (await member.cloneTable(customers.id, { withRecords: true })).body;
    expect(await stored(copy, col(copy, "Total"))).toEqual({ Ada: 8, Bob: 0 });
    expect(await triggersOf(col(copy, "Total").id)).toBe(3);

    // Decimal → currency: still a number; the sum is computed again. To text: refused while the sum reads it.
    const conversions = conversionApi(dbs.moduleId, dbs.team.member, orders.id);
    const amount = col(orders, "Amount").id;
    expect((await conversions.start(amount, { type: "text" })).body).toEqual(
      errorBody(409, "A rollup adds up this column's numbers: change or remove the rollup first"),
    );
    const started = await conversions.start(amount, {
      type: "currency",
      options: { currency: "EUR", precision: 0 },
    });
    expect(started.body).toMatchObject({ status: "done", failed: 0 });
    expect((await stored(customers, sum)).Ada).toBe(8);
    await member.createRecord(orders.id, { [amount]: 2, [col(orders, "Customer").id]: [ada!.id] });
    expect((await stored(customers, sum)).Ada).toBe(10);
  });

  it("made before rollups were stored are stored by the sweep", async () => {
    const sum = await rollup("Total", "sum", "Amount");
    const [ada] = (await member.bulkCreate(customers.id, [{ cells: { [col(customers, "Name").id]: "Ada" } }]))
      .body.data;
    await member.createRecord(orders.id, {
      [col(orders, "Amount").id]: 3,
      [col(orders, "Customer").id]: [ada!.id],
    });
    // As a rollup of an older version: no stored column, no triggers.
    const ws = dbs.team.workspace.id;
    await getDb().$executeRawUnsafe(
      `DROP TRIGGER "rl_${sum.id}_i" ON "db_${ws}"."l_${col(orders, "Customer").id < col(customers, "Orders").id ? col(orders, "Customer").id : col(customers, "Orders").id}"`,
    );
    await getDb().$executeRawUnsafe(`ALTER TABLE "db_${ws}"."t_${customers.id}" DROP COLUMN "c_${sum.id}"`);
    expect(await installMissingRollups()).toBeGreaterThanOrEqual(1);
    expect(await stored(customers, sum)).toEqual({ Ada: 3 });
    expect(await triggersOf(sum.id)).toBe(3);
    expect(await installMissingRollups()).toBe(0);
  });

  it("never take a stored function as SQL: one changed behind the services' back is refused", async () => {
    const max = await rollup("Largest", "max", "Amount");
    const ws = dbs.team.workspace.id;
    await getDb().$executeRawUnsafe(`ALTER TABLE "db_${ws}"."t_${customers.id}" DROP COLUMN "c_${max.id}"`);
    const row = await getDb().dbColumn.findUniqueOrThrow({
      where: { id: max.id },
      select: { options: true },
    });
    await getDb().dbColumn.update({
      where: { id: max.id },
      data: {
        options: { ...(row.options as object), fn: "pg_sleep(0)); CREATE TABLE pwned(x int); SELECT max(" },
      },
    });
    await expect(installMissingRollups()).rejects.toThrow(/unknown rollup function/);
    const [made] = await getDb().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'pwned'`,
    );
    expect(made!.n).toBe(0);
    await getDb().dbColumn.update({ where: { id: max.id }, data: { options: row.options ?? {} } });
    expect(await installMissingRollups()).toBeGreaterThanOrEqual(1);
  });
});
