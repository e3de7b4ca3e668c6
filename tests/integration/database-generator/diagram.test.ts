// A database's diagram (the ER view): every table with its columns, both in their order, in one read;
// readers read it; another workspace's database, another module's of the same workspace and a
// malformed id are refused.
import * as diagramRoute from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/diagram/route";
import { getDb } from "@/lib/server/db";
import type { Table } from "@/modules/database-generator/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, type Caller } from "../workspaces/helpers";
import { api, seedDbs, type Dbs } from "./helpers";

let dbs: Dbs;
beforeEach(async () => {
  dbs = await seedDbs();
});

const diagram = (moduleId: string, by: Caller, databaseId: string) =>
  call<{ tables: Table[] }>(diagramRoute.GET as Parameters<typeof call>[0], {
    token: by.token,
    params: { moduleId, databaseId },
    url: `http://localhost:3000/api/v1/database-generator/${moduleId}/databases/${databaseId}/diagram`,
  });

/** A database "Shop" with Orders (Item, Qty, Due) and Customers (Name, Email), made by the member. */
async function seedShop(moduleId = dbs.moduleId) {
  const member = api(moduleId, dbs.team.member);
  const database = await member.createDatabase({ name: "Shop" });
  expect(database.status).toBe(201);
  const orders = await member.createTable(database.body.id, {
    name: "Orders",
    columns: [
      { name: "Item", type: "text" },
      { name: "Qty", type: "number" },
      { name: "Due", type: "date" },
    ],
  });
  const customers = await member.createTable(database.body.id, {
    name: "Customers",
    columns: [
      { name: "Name", type: "text" },
      { name: "Email", type: "email" },
    ],
  });
  expect([orders.status, customers.status]).toEqual([201, 201]);
  return { databaseId: database.body.id, orders: orders.body, customers: customers.body };
}

describe("a database's diagram", () => {
  it("gives every table with its columns, both in their order", async () => {
    const shop = await seedShop();
    const member = api(dbs.moduleId, dbs.team.member);
    // Move Due before Qty, and Customers before Orders.
    const due = shop.orders.columns.find((column) => column.name === "Due")!;
    expect((await member.updateColumn(shop.orders.id, due.id, { position: 1 })).status).toBe(200);
    expect((await member.updateTable(shop.customers.id, { position: 0 })).status).toBe(200);
    const answer = await diagram(dbs.moduleId, dbs.team.member, shop.databaseId);
    expect(answer.status).toBe(200);
    expect(
      answer.body.tables.map((table) => [table.name, table.columns.map((column) => column.name)]),
    ).toEqual([
      ["Customers", ["Name", "Email"]],
      ["Orders", ["Item", "Due", "Qty"]],
    ]);
    const orders = answer.body.tables[1]!;
    expect(orders).toMatchObject({ id: shop.orders.id, databaseId: shop.databaseId, columnCount: 3 });
    expect(orders.columns[0]).toMatchObject({ name: "Item", type: "text", primary: true });
    expect(orders.columns.map((column) => column.type)).toEqual(["text", "date", "number"]);
    // The same as each table read alone.
    const alone = await member.getTable(shop.orders.id);
    expect(orders.columns).toEqual(alone.body.columns);
  });

  it("gives an empty database no tables, and lets a reader read it", async () => {
    const empty = await api(dbs.moduleId, dbs.team.member).createDatabase({ name: "Empty" });
    expect((await diagram(dbs.moduleId, dbs.team.viewer, empty.body.id)).body).toEqual({ tables: [] });
    const shop = await seedShop();
    const read = await diagram(dbs.moduleId, dbs.team.viewer, shop.databaseId);
    expect(read.status).toBe(200);
    expect(read.body.tables.map((table) => table.name)).toEqual(["Orders", "Customers"]);
  });

  it("answers 404 for another workspace's database or module, 400 for a malformed id", async () => {
    const shop = await seedShop();
    const other = await seedDbs("Rival Data");
    // My database through their module, and their owner through my module.
    expect((await diagram(other.moduleId, other.team.owner, shop.databaseId)).body).toEqual(
      errorBody(404, "Database not found"),
    );
    expect((await diagram(dbs.moduleId, other.team.owner, shop.databaseId)).status).toBe(404);
    expect((await diagram(dbs.moduleId, dbs.team.member, "0".repeat(24))).status).toBe(404);
    expect((await diagram(dbs.moduleId, dbs.team.member, "zz")).status).toBe(400);
    expect((await diagram(dbs.moduleId, dbs.team.member, `${shop.databaseId}'--`)).status).toBe(400);
    expect((await diagram("nope", dbs.team.member, shop.databaseId)).status).toBe(400);
  });

  it("answers 404 for a database of another module of the same workspace", async () => {
    const second = await seedProjectModule(getDb(), dbs.projectId, {
      tag: "DatabaseGenerator",
      name: "More data",
    });
    const theirs = await seedShop(second.id);
    expect((await diagram(second.id, dbs.team.member, theirs.databaseId)).status).toBe(200);
    expect((await diagram(dbs.moduleId, dbs.team.member, theirs.databaseId)).body).toEqual(
      errorBody(404, "Database not found"),
    );
  });
});
