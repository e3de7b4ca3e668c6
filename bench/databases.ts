// npm run bench:databases (issue 36): the database generator at 100,000 records, floor in the same run.
//  - Storage prototype: the same 100,000 rows × 10 columns as JSONB cells in one shared table and as a
//    real table of typed columns (what the module keeps, as NocoDB, Baserow and Teable do), the same
//    page, sorts and filters on each, no index but the table's own; p50/p95 of 20 runs after 3.
//  - The API: a table of 10 columns and 100,000 records; its first page (GET …/records) at ≥ ½ of the
//    floor's rate (GET /users/{id}); a sort or a filter on each column p95 < 150 ms; an import of
//    100,000 rows × 10 columns from CSV < 15 s with the server's RSS growing < 200 MB.
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { disconnectDb, getDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import type { Table } from "../modules/database-generator/shared/types";
import { alternate, BENCH_DATABASE_URL, registerOwner, report } from "./load";
import { fmt, RUNS, timed } from "./timing";
import { BASE, BENCH_AUTH_SECRET, startBenchServer, stopBenchServer } from "./server";

const RECORDS = 100_000;
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The two storages side by side in a scratch schema, then dropped. */
async function storagePrototype(): Promise<void> {
  const db = getDb();
  await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS bench_proto CASCADE`);
  await db.$executeRawUnsafe(`CREATE SCHEMA bench_proto`);
  await db.$executeRawUnsafe(
    `CREATE TABLE bench_proto.cells (id bigserial PRIMARY KEY, table_id text NOT NULL, data jsonb NOT NULL)`,
  );
  await db.$executeRawUnsafe(`CREATE INDEX ON bench_proto.cells (table_id, id)`);
  await db.$executeRawUnsafe(`
    INSERT INTO bench_proto.cells (table_id, data)
    SELECT t, jsonb_build_object('c1', 'name ' || md5(n::text), 'c2', (n * 7919) % 10000, 'c3', round(((n * 31) % 100000) / 100.0, 2),
             'c4', to_char(timestamp '2026-01-01' + (n || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'c5', n % 2 = 0, 'c6', 'opt' || (n % 7), 'c7', 'user' || n || '@example.com', 'c8', md5((n * 3)::text),
             'c9', n % 5, 'c10', 'https://example.com/' || n)
      FROM generate_series(1, ${RECORDS}) n, (VALUES ('t1'), ('t2')) v(t)`);
  await db.$executeRawUnsafe(`
    CREATE TABLE bench_proto.t1 (id bigserial PRIMARY KEY, c1 text, c2 numeric, c3 numeric, c4 timestamptz, c5 boolean,
                                 c6 text, c7 text, c8 text, c9 int, c10 text)`);
  await db.$executeRawUnsafe(`
    INSERT INTO bench_proto.t1 (c1, c2, c3, c4, c5, c6, c7, c8, c9, c10)
    SELECT data->>'c1', (data->>'c2')::numeric, (data->>'c3')::numeric, (data->>'c4')::timestamptz, (data->>'c5')::boolean,
           data->>'c6', data->>'c7', data->>'c8', (data->>'c9')::int, data->>'c10'
      FROM bench_proto.cells WHERE table_id = 't1' ORDER BY id`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE bench_proto.cells`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE bench_proto.t1`);
  const cases: [string, string, string][] = [
    [
      "first page",
      `SELECT id, data FROM bench_proto.cells WHERE table_id = 't1' ORDER BY id LIMIT 100`,
      `SELECT * FROM bench_proto.t1 ORDER BY id LIMIT 100`,
    ],
    [
      "sort by text",
      `SELECT id, data FROM bench_proto.cells WHERE table_id = 't1' ORDER BY lower(data->>'c8'), id LIMIT 100`,
      `SELECT * FROM bench_proto.t1 ORDER BY lower(c8), id LIMIT 100`,
    ],
    [
      "sort by number",
      `SELECT id, data FROM bench_proto.cells WHERE table_id = 't1' ORDER BY (CASE WHEN jsonb_typeof(data->'c2') = 'number' THEN (data->>'c2')::numeric END), id LIMIT 100`,
      `SELECT * FROM bench_proto.t1 ORDER BY c2, id LIMIT 100`,
    ],
    [
      "filter contains",
      `SELECT id, data FROM bench_proto.cells WHERE table_id = 't1' AND lower(data->>'c1') LIKE '%abc%' ORDER BY id LIMIT 100`,
      `SELECT * FROM bench_proto.t1 WHERE lower(c1) LIKE '%abc%' ORDER BY id LIMIT 100`,
    ],
    [
      "filter number = (rare)",
      `SELECT id, data FROM bench_proto.cells WHERE table_id = 't1' AND (CASE WHEN jsonb_typeof(data->'c2') = 'number' THEN (data->>'c2')::numeric END) = 5 ORDER BY id LIMIT 100`,
      `SELECT * FROM bench_proto.t1 WHERE c2 = 5 ORDER BY id LIMIT 100`,
    ],
    [
      "count of a filter",
      `SELECT count(*) FROM bench_proto.cells WHERE table_id = 't1' AND lower(data->>'c1') LIKE '%abc%'`,
      `SELECT count(*) FROM bench_proto.t1 WHERE lower(c1) LIKE '%abc%'`,
    ],
  ];
  console.log(
    `Storage prototype, ${RECORDS.toLocaleString("en")} rows × 10 columns (another table's as many beside them)`,
  );
  for (const [name, jsonb, real] of cases) {
    const a = await timed(() => db.$queryRawUnsafe(jsonb));
    const b = await timed(() => db.$queryRawUnsafe(real));
    console.log(`  ${name.padEnd(24)} JSONB ${fmt(a)}   real table ${fmt(b)}`);
  }
  const [sizes] = await db.$queryRawUnsafe<{ jsonb: string; real: string }[]>(
    `SELECT pg_size_pretty(pg_total_relation_size('bench_proto.cells') / 2) AS jsonb, pg_size_pretty(pg_total_relation_size('bench_proto.t1')) AS real`,
  );
  console.log(`  size of one table's rows  JSONB ${sizes!.jsonb}   real table ${sizes!.real}`);
  await db.$executeRawUnsafe(`DROP SCHEMA bench_proto CASCADE`);
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const owner = await registerOwner(BASE, {
      email: "bench-databases@example.com",
      password: "Secret#123",
      name: "Dana Data",
    });
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
    const db = getDb();
    // BENCH_DATABASES_ONLY=import: only the import (and the type change), to study them alone.
    const importOnly = process.env.BENCH_DATABASES_ONLY === "import";
    if (!importOnly) await storagePrototype();

    const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Data" });
    await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const dbModule = await seedProjectModule(db, project.id, {
      tag: "DatabaseGenerator",
      name: "Bench data",
    });
    const headers = { authorization: owner.authorization, "content-type": "application/json" };
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${BASE}/api/v1/database-generator/${dbModule.id}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const database = await post<{ id: string }>("/databases", { name: "Bench", description: "100k" });
    const table = await post<Table>(`/databases/${database.id}/tables`, {
      name: "Orders",
      columns: [
        { name: "Name", type: "text" },
        { name: "Qty", type: "number" },
        { name: "Price", type: "currency" },
        { name: "Due", type: "date" },
        { name: "Done", type: "checkbox" },
        {
          name: "Stage",
          type: "singleSelect",
          options: { choices: ["Lead", "Won", "Lost", "Open"].map((name) => ({ name })) },
        },
        { name: "Email", type: "email" },
        { name: "Notes", type: "longText" },
        { name: "Stars", type: "rating" },
        { name: "Site", type: "url" },
      ],
    });
    const [name, qty, price, due, done, stage, email, notes, stars, site] = table.columns.map(
      (c) => c.id,
    ) as string[];
    const choices = table.columns[5]!.options.choices!.map((c) => c.id);
    // 100,000 records written by SQL into the table's records table (the import's own figures come
    // with the import).
    const records = `"db_${workspace.id}"."t_${table.id}"`;
    const c = (id: string) => `"c_${id}"`;
    await db.$executeRawUnsafe(
      `INSERT INTO ${records} ("id", "number", "createdById", "updatedById", ${[name, qty, price, due, done, stage, email, notes, stars, site].map((id) => c(id!)).join(", ")})
       SELECT lpad(to_hex(n), 24, '0'), n, $1, $1, 'order ' || md5(n::text), (n * 7919) % 1000, round(((n * 31) % 100000) / 100.0, 2),
              date '2026-01-01' + (n % 365), n % 2 = 0, ($2::text[])[1 + n % 4], 'buyer' || n || '@example.com',
              'note ' || md5((n * 3)::text), 1 + n % 5, 'https://example.com/' || n
         FROM generate_series(1, ${RECORDS}) n`,
      owner.userId,
      choices,
    );
    await db.$executeRaw`UPDATE "DbTable" SET "recordCount" = ${RECORDS}, "nextNumber" = ${RECORDS + 1} WHERE "id" = ${table.id}`;
    await db.$executeRawUnsafe(`ANALYZE ${records}`);

    const recordsUrl = `${BASE}/api/v1/database-generator/${dbModule.id}/tables/${table.id}/records`;
    // The first page under load (readers after the first get it from the page cache) and, below, read
    // from PostgreSQL after a change.
    if (!importOnly) {
      const [floor, page] = await alternate(
        {
          url: `${BASE}/api/v1/users/${owner.userId}`,
          headers: { authorization: owner.authorization },
          connections: 10,
        },
        { url: recordsUrl, headers: { authorization: owner.authorization }, connections: 10 },
      );
      report("floor GET /users/{id}", floor);
      report(`first page of ${RECORDS.toLocaleString("en")} records`, page);
      const ratio = page.requests.average / floor.requests.average;
      console.log(
        `first page / floor: ${(ratio * 100).toFixed(0)} % (budget ≥ 50 %: ${verdict(ratio >= 0.5)})`,
      );

      const get = async (query: string) => {
        const res = await fetch(`${recordsUrl}?${query}`, {
          headers: { authorization: owner.authorization },
        });
        if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
      const filter = (columnId: string, operator: string, value?: unknown) =>
        `filter=${encodeURIComponent(JSON.stringify({ conjunction: "and", conditions: [{ columnId, operator, value }] }))}`;
      const cases: [string, string][] = [
        ["first page (records' order)", "offset=0"],
        ["page 500 (records' order)", "offset=50000"],
        ...table.columns.flatMap((c): [string, string][] => [
          [`sort ${c.name} desc`, `sort=${c.id}:desc`],
          [`sort ${c.name} asc, page 500`, `sort=${c.id}:asc&offset=50000`],
        ]),
        ["filter Name contains", filter(name!, "contains", "abc")],
        ["filter Qty ≥ 500", filter(qty!, "gte", 500)],
        ["filter Price < 10", filter(price!, "lt", 10)],
        ["filter Due after", filter(due!, "after", "2026-06-01")],
        ["filter Done checked", filter(done!, "isChecked")],
        ["filter Stage is", filter(stage!, "is", choices[1])],
        ["filter Email starts", filter(email!, "startsWith", "buyer99")],
        ["filter Notes empty", filter(notes!, "isEmpty")],
        ["filter Stars = 5", filter(stars!, "eq", 5)],
        ["filter Site contains", filter(site!, "contains", "/777")],
        ["search q", "q=abc"],
      ];
      // Each timed read follows a change of a record (not timed), so no page comes from the page cache:
      // these are the figures of a view someone just changed to, read from PostgreSQL.
      const firstRecord = `${recordsUrl}/${"1".padStart(24, "0")}`;
      let edits = 0;
      const change = async () => {
        const res = await fetch(firstRecord, {
          method: "PATCH",
          headers,
          body: JSON.stringify({ cells: { [notes!]: `edit ${(edits += 1)}` } }),
        });
        if (!res.ok) throw new Error(`edit: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
      let worst = 0;
      console.log(
        `Sorts and filters over ${RECORDS.toLocaleString("en")} records, read from PostgreSQL (one at a time, each after a change; ${RUNS} after 3)`,
      );
      for (const [label, query] of cases) {
        const figures = await timed(() => get(query), change);
        worst = Math.max(worst, figures.p95);
        console.log(`  ${label.padEnd(32)} ${fmt(figures)}`);
      }
      console.log(`worst p95 ${worst.toFixed(0)} ms (budget < 150 ms: ${verdict(worst < 150)})`);
    }

    // An import of 100,000 rows × 10 columns from a CSV file sent as the body, the server's RSS sampled.
    const header = "Name,Qty,Price,Due,Done,Stage,Email,Notes,Stars,Site";
    const lines = Array.from({ length: RECORDS }, (_, n) =>
      [
        `order ${n}`,
        n % 1000,
        ((n * 31) % 100000) / 100,
        `2026-${String(1 + (n % 12)).padStart(2, "0")}-15`,
        n % 2 ? "yes" : "no",
        ["Lead", "Won", "Lost", "Open"][n % 4],
        `buyer${n}@example.com`,
        `note ${n}`,
        1 + (n % 5),
        `https://example.com/${n}`,
      ].join(","),
    );
    const file = Buffer.from([header, ...lines].join("\n"));
    const columns = JSON.stringify(table.columns.map((column) => ({ name: column.name, type: column.type })));
    const pid = server.pid!;
    const before = await rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))), 100);
    const started = performance.now();
    const imported = await fetch(
      `${BASE}/api/v1/database-generator/${dbModule.id}/databases/${database.id}/imports?${new URLSearchParams({ name: "Imported", format: "csv", columns })}`,
      {
        method: "POST",
        headers: { authorization: owner.authorization, "content-type": "text/csv" },
        body: file,
      },
    );
    const importMs = performance.now() - started;
    clearInterval(sampler);
    if (imported.status !== 201) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const answer = (await imported.json()) as { imported: number };
    console.log(
      `import of ${answer.imported.toLocaleString("en")} rows × 10 columns (${(file.length / 1024 / 1024).toFixed(1)} MB CSV): ${(importMs / 1000).toFixed(1)} s (budget < 15 s: ${verdict(importMs < 15_000)}); server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}; budget +200 MB: ${verdict(peak - before < 200)})`,
    );

    // A type change of a column of 100,000 records (a rating to text) by the job, polled to its end.
    const convertStarted = performance.now();
    const conversion = await post<{ id: string; status: string }>(
      `/tables/${table.id}/columns/${stars}/conversions`,
      {
        type: "text",
      },
    );
    let state = conversion;
    while (state.status === "pending" || state.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await fetch(
        `${BASE}/api/v1/database-generator/${dbModule.id}/tables/${table.id}/conversions/${conversion.id}`,
        {
          headers: { authorization: owner.authorization },
        },
      );
      state = (await res.json()) as { id: string; status: string };
    }
    console.log(
      `type change of a column of ${RECORDS.toLocaleString("en")} records (rating → text) by its job: ${state.status} in ${((performance.now() - convertStarted) / 1000).toFixed(1)} s`,
    );
  } finally {
    await disconnectDb();
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
