// npm run bench:database-links (issue 36): links, lookups, rollups and formulas at 100,000 records,
// floor in the same run. 100,000 orders each linked to one of 1,000 customers (a junction of 100,000
// rows), a lookup of the customer's e-mail, two formulas and attachments (every other order holds two
// files) on the orders, a sum and a count of the orders on the customers. Budgets:
// the orders' first page (titles, lookups and files read with it) at ≥ ½ of the floor's rate under
// load, and
// each view below p95 < 150 ms read from PostgreSQL (each after a change, so no cached page answers).
import { disconnectDb, getDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import type { Column, Table } from "../modules/database-generator/shared/types";
import { alternate, BENCH_DATABASE_URL, registerOwner, report } from "./load";
import { BASE, BENCH_AUTH_SECRET, startBenchServer, stopBenchServer } from "./server";
import { fmt, RUNS, timed } from "./timing";

const ORDERS = 100_000;
const CUSTOMERS = 1_000;
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const owner = await registerOwner(BASE, {
      email: "bench-database-links@example.com",
      password: "Secret#123",
      name: "Lina Links",
    });
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
    const db = getDb();
    const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Links" });
    await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const dbModule = await seedProjectModule(db, project.id, { tag: "DatabaseGenerator", name: "Links" });
    const api = `${BASE}/api/v1/database-generator/${dbModule.id}`;
    const headers = { authorization: owner.authorization, "content-type": "application/json" };
    const send = async <T>(method: string, path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${api}${path}`, { method, headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const database = await send<{ id: string }>("POST", "/databases", { name: "Shop", description: "Links" });
    const table = (name: string, columns: unknown[]) =>
      send<Table>("POST", `/databases/${database.id}/tables`, { name, columns });
    const orders = await table("Orders", [
      { name: "Order", type: "text" },
      { name: "Amount", type: "currency" },
    ]);
    const customers = await table("Customers", [
      { name: "Name", type: "text" },
      { name: "Email", type: "email" },
    ]);
    const [order, amount] = orders.columns.map((c) => c.id) as [string, string];
    const [name, email] = customers.columns.map((c) => c.id) as [string, string];
    const link = await send<Column>("POST", `/tables/${orders.id}/columns`, {
      name: "Customer",
      type: "link",
      options: { tableId: customers.id, multiple: false },
    });
    const inverse = link.options.inverseId!;
    const lookup = await send<Column>("POST", `/tables/${orders.id}/columns`, {
      name: "Customer email",
      type: "lookup",
      options: { linkId: link.id, targetId: email },
    });
    const total = await send<Column>("POST", `/tables/${customers.id}/columns`, {
      name: "Total",
      type: "rollup",
      options: { linkId: inverse, fn: "sum", targetId: amount, precision: 2 },
    });
    // Formulas, computed by SQL for every record a view sorts or filters.
    const gross = await send<Column>("POST", `/tables/${orders.id}/columns`, {
      name: "Gross",
      type: "formula",
      options: { expression: "ROUND({Amount} * 1.21, 2)" },
    });
    const label = await send<Column>("POST", `/tables/${orders.id}/columns`, {
      name: "Label",
      type: "formula",
      options: { expression: 'UPPER(LEFT({Order}, 8)) & " · " & {Amount}' },
    });
    const photos = await send<Column>("POST", `/tables/${orders.id}/columns`, {
      name: "Photos",
      type: "attachment",
    });
    await send<Column>("POST", `/tables/${customers.id}/columns`, {
      name: "Orders count",
      type: "rollup",
      options: { linkId: inverse, fn: "count" },
    });

    // The records and their links written by SQL (the API's own writes are measured by the tests).
    const schema = `"db_${workspace.id}"`;
    const c = (id: string) => `"c_${id}"`;
    const customerId = (n: string) => `lpad(to_hex(1000000 + ${n}), 24, '0')`;
    await db.$executeRawUnsafe(
      `INSERT INTO ${schema}."t_${customers.id}" ("id", "number", "createdById", "updatedById", ${c(name)}, ${c(email)})
       SELECT ${customerId("n")}, n, $1, $1, 'customer ' || n, 'customer' || n || '@example.com'
         FROM generate_series(1, ${CUSTOMERS}) n`,
      owner.userId,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO ${schema}."t_${orders.id}" ("id", "number", "createdById", "updatedById", ${c(order)}, ${c(amount)})
       SELECT lpad(to_hex(n), 24, '0'), n, $1, $1, 'order ' || md5(n::text), round(((n * 31) % 100000) / 100.0, 2)
         FROM generate_series(1, ${ORDERS}) n`,
      owner.userId,
    );
    // The junction's sides: `a` is the side whose column id sorts first.
    const [ordersSide, customersSide] = link.id < inverse ? ["a", "b"] : ["b", "a"];
    await db.$executeRawUnsafe(
      `INSERT INTO ${schema}."l_${link.id < inverse ? link.id : inverse}" ("${ordersSide}", "${customersSide}")
       SELECT lpad(to_hex(n), 24, '0'), ${customerId(`(1 + (n * 7919) % ${CUSTOMERS})`)} FROM generate_series(1, ${ORDERS}) n`,
    );
    // Two files for every other order (their rows only: reads describe them, nobody downloads).
    const fileId = (n: string, k: number) => `lpad(to_hex(${k} * 10000000 + ${n}), 24, '0')`;
    for (const k of [1, 2]) {
      await db.$executeRawUnsafe(
        `INSERT INTO "File" ("id", "workspaceId", "key", "name", "contentType", "size", "uploadedById", "ownerKind", "ownerId")
         SELECT ${fileId("n", k)}, $1::text, $1::text || '/' || ${fileId("n", k)} || '.png',
                'photo ' || n || '-' || ${k} || '.png', 'image/png', 120000, $2::text, 'database_generator', $3::text
           FROM generate_series(2, ${ORDERS}, 2) n`,
        workspace.id,
        owner.userId,
        dbModule.id,
      );
      await db.$executeRawUnsafe(
        `INSERT INTO "DbFile" ("id", "workspaceId", "moduleId", "width", "height", "uploadedById")
         SELECT ${fileId("n", k)}, $1, $2, 1600, 1200, $3 FROM generate_series(2, ${ORDERS}, 2) n`,
        workspace.id,
        dbModule.id,
        owner.userId,
      );
    }
    await db.$executeRawUnsafe(
      `UPDATE ${schema}."t_${orders.id}" SET ${c(photos.id)} = ARRAY[${fileId("number", 1)}, ${fileId("number", 2)}]
        WHERE "number" % 2 = 0`,
    );
    await db.$executeRaw`UPDATE "DbTable" SET "recordCount" = ${ORDERS}, "nextNumber" = ${ORDERS + 1} WHERE "id" = ${orders.id}`;
    await db.$executeRaw`UPDATE "DbTable" SET "recordCount" = ${CUSTOMERS}, "nextNumber" = ${CUSTOMERS + 1} WHERE "id" = ${customers.id}`;
    await db.$executeRawUnsafe(`ANALYZE`);

    const ordersUrl = `${api}/tables/${orders.id}/records`;
    const customersUrl = `${api}/tables/${customers.id}/records`;
    const [floor, page] = await alternate(
      {
        url: `${BASE}/api/v1/users/${owner.userId}`,
        headers: { authorization: owner.authorization },
        connections: 10,
      },
      { url: ordersUrl, headers: { authorization: owner.authorization }, connections: 10 },
    );
    report("floor GET /users/{id}", floor);
    report(`first page of ${ORDERS.toLocaleString("en")} linked orders`, page);
    const ratio = page.requests.average / floor.requests.average;
    console.log(
      `first page / floor: ${(ratio * 100).toFixed(0)} % (budget ≥ 50 %: ${verdict(ratio >= 0.5)})`,
    );

    const get = async (url: string, query: string) => {
      const res = await fetch(`${url}?${query}`, { headers: { authorization: owner.authorization } });
      if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const filter = (columnId: string, operator: string, value?: unknown) =>
      `filter=${encodeURIComponent(JSON.stringify({ conjunction: "and", conditions: [{ columnId, operator, value }] }))}`;
    const cases: [string, string, string][] = [
      ["orders: first page (link, lookup, files)", ordersUrl, "offset=0"],
      ["orders: page 500", ordersUrl, "offset=50000"],
      ["orders: 500 records at once", ordersUrl, "limit=500"],
      [
        "orders: filter by a customer",
        ordersUrl,
        filter(link.id, "hasAnyOf", [`${(1_000_042).toString(16).padStart(24, "0")}`]),
      ],
      ["orders: filter without customer", ordersUrl, filter(link.id, "isEmpty")],
      ["orders: filter lookup not empty", ordersUrl, filter(lookup.id, "isNotEmpty")],
      ["orders: filter without files", ordersUrl, filter(photos.id, "isEmpty")],
      ["orders: sort by a formula", ordersUrl, `sort=${gross.id}:desc`],
      ["orders: filter formula > 500", ordersUrl, filter(gross.id, "gt", 500)],
      ["orders: filter text formula", ordersUrl, filter(label.id, "contains", "ORDER ABC")],
      ["customers: first page (rollups)", customersUrl, "offset=0"],
      ["customers: sort by the sum", customersUrl, `sort=${total.id}:desc`],
      ["customers: filter sum > 6,000", customersUrl, filter(total.id, "gt", 6000)],
    ];
    // Each timed read follows a change of an order (not timed): read from PostgreSQL, not the cache.
    const firstOrder = `${ordersUrl}/${"1".padStart(24, "0")}`;
    let edits = 0;
    const change = async () => {
      const res = await fetch(firstOrder, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ cells: { [order]: `edit ${(edits += 1)}` } }),
      });
      if (!res.ok) throw new Error(`edit: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    console.log(`Views over linked tables, read from PostgreSQL (each after a change; ${RUNS} after 3)`);
    let worst = 0;
    for (const [label, url, query] of cases) {
      const figures = await timed(() => get(url, query), change);
      worst = Math.max(worst, figures.p95);
      console.log(`  ${label.padEnd(40)} ${fmt(figures)}`);
    }
    console.log(`worst p95 ${worst.toFixed(0)} ms (budget < 150 ms: ${verdict(worst < 150)})`);
    // Writing links: one order's customer changed, by name (resolved against 1,000 customers).
    const write = await timed(() =>
      send("PATCH", `/tables/${orders.id}/records/${"2".padStart(24, "0")}`, {
        cells: { [link.id]: `customer ${1 + (edits++ % CUSTOMERS)}` },
      }),
    );
    console.log(`  ${"write an order's customer by name".padEnd(40)} ${fmt(write)}`);
  } finally {
    await disconnectDb();
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
