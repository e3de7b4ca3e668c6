import { getDb } from "@/lib/server/db";
import type { Table } from "@/modules/database-generator/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { api, seedDbs, seedTable, type Dbs } from "./helpers";

// What the assistant's tests ask about (ai.test.ts, ai-tools.test.ts): a database "Shop" of the
// module "Data" with Orders (a select, a currency, a number, a checkbox, a multiple select, a date and
// a link to Customers; five records), Customers (two) and Big (1,100 different numbers: more values
// than a view groups); and a table of another module of the same project and of another workspace.

export interface Shop {
  dbs: Dbs;
  orders: Table;
  customers: Table;
  big: Table;
  hidden: Table;
  rival: Table;
  /** A table's page in the module. */
  tableLink: (table: Table) => string;
}

const col = (table: Table, name: string) => table.columns.find((column) => column.name === name)!;

async function made<T>(call: Promise<{ status: number; body: T }>): Promise<T> {
  const result = await call;
  if (result.status >= 300) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export async function seedShop(): Promise<Shop> {
  const dbs = await seedDbs();
  const member = dbs.team.member;
  const client = api(dbs.moduleId, member);
  let orders = await seedTable(dbs, member, [
    { name: "Name", type: "text" },
    {
      name: "Stage",
      type: "singleSelect",
      options: { choices: [{ name: "Lead" }, { name: "Won" }, { name: "Lost" }] },
    },
    { name: "Amount", type: "currency", options: { currency: "USD", precision: 2 } },
    { name: "Qty", type: "number" },
    { name: "Paid", type: "checkbox" },
    { name: "Tags", type: "multiSelect", options: { choices: [{ name: "A" }, { name: "B" }] } },
    { name: "Due", type: "date" },
  ]);
  const databaseId = orders.databaseId;
  const customers = await made(
    client.createTable(databaseId, { name: "Customers", columns: [{ name: "Name", type: "text" }] }),
  );
  await made(
    client.bulkCreate(customers.id, [
      { cells: { [col(customers, "Name").id]: "Ana" } },
      { cells: { [col(customers, "Name").id]: "Bob" } },
    ]),
  );
  await made(
    client.createColumn(orders.id, { name: "Customer", type: "link", options: { tableId: customers.id } }),
  );
  orders = await made(client.getTable(orders.id));
  const names = ["Name", "Stage", "Amount", "Qty", "Paid", "Tags", "Due", "Customer"];
  const rows = [
    ["Alpha", "Won", 100, 2, true, ["A"], "2026-03-01", ["Ana"]],
    ["Beta", "Won", 250.5, 1, false, ["A", "B"], "2026-03-05", ["Bob"]],
    ["Gamma", "Lead", 40, 5, false, [], null, ["Ana"]],
    ["Delta", "Lost", null, 3, true, ["B"], "2026-02-01", []],
    ["Epsilon", null, 9.5, null, false, [], null, []],
  ];
  const cells = (row: unknown[]) =>
    Object.fromEntries(names.map((name, i) => [col(orders, name).id, row[i]]));
  await made(
    client.bulkCreate(
      orders.id,
      rows.map((row) => ({ cells: cells(row) })),
    ),
  );
  orders = await made(client.getTable(orders.id));
  // More values than a view groups (1,000): the figures come from the records, read in pages.
  const big = await made(
    client.createTable(databaseId, { name: "Big", columns: [{ name: "N", type: "number" }] }),
  );
  for (const from of [1, 1_001])
    await made(
      client.bulkCreate(
        big.id,
        Array.from({ length: from === 1 ? 1_000 : 100 }, (_, i) => ({
          cells: { [col(big, "N").id]: from + i },
        })),
      ),
    );
  // Another database generator module of the same project, and another workspace's.
  const other = await seedProjectModule(getDb(), dbs.projectId, {
    tag: "DatabaseGenerator",
    name: "Private",
  });
  const hidden = await seedTable(
    { ...dbs, moduleId: other.id },
    member,
    [{ name: "Secret", type: "text" }],
    "Hidden",
  );
  const rivals = await seedDbs("Rival Co");
  const rival = await seedTable(rivals, rivals.team.member, [{ name: "Secret", type: "text" }], "Rivals");
  const tableLink = (table: Table) =>
    `/project/${dbs.projectId}/database-generator/database/${databaseId}/${table.id}?moduleId=${dbs.moduleId}`;
  return { dbs, orders, customers, big, hidden, rival, tableLink };
}
