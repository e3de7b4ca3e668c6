// Data visualization's sources (issue 37): the database generator's tables a viewer may read (and
// none they may not), files uploaded as datasets (checked by content, capped, stored as rows), and
// external PostgreSQL connectors — tested on save, the password sealed at rest, one SELECT only,
// read-only, cut at the time-out and the row cap — charted through the dashboard's data.
import { NextRequest } from "next/server";
import { Client } from "pg";
import { GET as tablesGet } from "@/app/api/v1/data-visualization/[moduleId]/sources/tables/route";
import { GET as tableRowsGet } from "@/app/api/v1/data-visualization/[moduleId]/sources/tables/[tableId]/rows/route";
import {
  GET as datasetsGet,
  POST as datasetsPost,
} from "@/app/api/v1/data-visualization/[moduleId]/datasets/route";
import { DELETE as datasetDelete } from "@/app/api/v1/data-visualization/[moduleId]/datasets/[datasetId]/route";
import { GET as datasetRowsGet } from "@/app/api/v1/data-visualization/[moduleId]/datasets/[datasetId]/rows/route";
import {
  GET as connectorsGet,
  POST as connectorsPost,
} from "@/app/api/v1/data-visualization/[moduleId]/connectors/route";
import { PATCH as connectorPatch } from "@/app/api/v1/data-visualization/[moduleId]/connectors/[connectorId]/route";
import { POST as queryPost } from "@/app/api/v1/data-visualization/[moduleId]/connectors/[connectorId]/query/route";
import { getDb } from "@/lib/server/db";
import type {
  Connector,
  Dataset,
  SourceDatabase,
  SourceRows,
} from "@/modules/data-visualization/shared/sources";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { api as dbApi, seedTable } from "../database-generator/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";
import { chart, dashboard, data, hit, seedStudio, valuesOf, type Studio } from "./helpers";

let studio: Studio;
let dbModuleId: string;
let secretDbModuleId: string;
let tableId: string;
let columns: Record<string, string>;

beforeAll(async () => {
  studio = await seedStudio("Sources Studio");
  const db = getDb();
  const { owner } = studio.team;
  dbModuleId = (
    await seedProjectModule(db, studio.web.projectId, { tag: "DatabaseGenerator", name: "Shop data" })
  ).id;
  secretDbModuleId = (
    await seedProjectModule(db, studio.secret.projectId, { tag: "DatabaseGenerator", name: "Secret data" })
  ).id;
  const dbs = { team: studio.team, projectId: studio.web.projectId, moduleId: dbModuleId };
  const table = await seedTable(dbs, owner, [
    { name: "Customer", type: "text" },
    { name: "Status", type: "singleSelect", options: { choices: [{ name: "Paid" }, { name: "Open" }] } },
    { name: "Amount", type: "decimal" },
    { name: "Ordered", type: "date" },
  ]);
  tableId = table.id;
  columns = Object.fromEntries(table.columns.map((c) => [c.name, c.id]));
  const choices = table.columns.find((c) => c.name === "Status")!.options.choices!;
  const paid = choices.find((c) => c.name === "Paid")!.id;
  const open = choices.find((c) => c.name === "Open")!.id;
  const client = dbApi(dbModuleId, owner);
  for (const [customer, status, amount, day] of [
    ["Ada", paid, 10, "2026-11-02"],
    ["Ada", open, 5.5, "2026-11-03"],
    ["Bo", paid, 20, "2026-11-10"],
    ["Cy", paid, 1, "2026-11-11"],
  ] as const) {
    const made = await client.createRecord(tableId, {
      [columns.Customer!]: customer,
      [columns.Status!]: status,
      [columns.Amount!]: amount,
      [columns.Ordered!]: day,
    });
    expect(made.status).toBe(201);
  }
  await seedTable({ ...dbs, moduleId: secretDbModuleId }, owner, [{ name: "Plan", type: "text" }], "Secrets");
});

describe("database generator tables", () => {
  it("lists the tables a viewer may read, with their chartable columns", async () => {
    const forMember = await hit<SourceDatabase[]>(tablesGet, studio.team.member, {
      params: { moduleId: studio.moduleId },
    });
    expect(forMember.status).toBe(200);
    expect(forMember.body.map((d) => d.moduleId)).toEqual([dbModuleId]);
    const orders = forMember.body[0]!.tables[0]!;
    expect(orders).toMatchObject({ name: "Orders", recordCount: 4 });
    expect(orders.columns.map((c) => [c.name, c.kind])).toEqual([
      ["Customer", "text"],
      ["Status", "text"],
      ["Amount", "number"],
      ["Ordered", "date"],
    ]);
    const forOwner = await hit<SourceDatabase[]>(tablesGet, studio.team.owner, {
      params: { moduleId: studio.moduleId },
    });
    expect(forOwner.body.map((d) => d.moduleId).sort()).toEqual([dbModuleId, secretDbModuleId].sort());
    const secretTable = forOwner.body.find((d) => d.moduleId === secretDbModuleId)!.tables[0]!.id;
    const denied = await hit(tableRowsGet, studio.team.member, {
      params: { moduleId: studio.moduleId, tableId: secretTable },
    });
    expect(denied.status).toBe(404);
    const rows = await hit<SourceRows>(tableRowsGet, studio.team.member, {
      params: { moduleId: studio.moduleId, tableId },
      query: { limit: "2" },
    });
    expect(rows.body).toEqual({
      columns: orders.columns,
      rows: [
        ["Ada", "Paid", 10, "2026-11-02"],
        ["Ada", "Open", 5.5, "2026-11-03"],
      ],
      truncated: true,
    });
  });

  it("charts a table: counts and sums by a column, by choice, by week, split by a column", async () => {
    const board = await dashboard(studio.moduleId, studio.team.owner, "Sales");
    const source = (extra: Record<string, unknown>) => ({ type: "table", tableId, ...extra });
    const byCustomer = await chart(studio.moduleId, board.id, studio.team.owner, {
      name: "Revenue by customer",
      source: source({ x: columns.Customer, y: "sum", column: columns.Amount }),
    });
    const byStatus = await chart(studio.moduleId, board.id, studio.team.owner, {
      name: "Orders by status",
      style: "donut",
      source: source({ x: columns.Status, y: "count" }),
    });
    const byWeek = await chart(studio.moduleId, board.id, studio.team.owner, {
      name: "Orders per week",
      style: "stacked-bar",
      source: source({ x: columns.Ordered, y: "count", groupBy: columns.Status, bucket: "week" }),
    });
    const average = await chart(studio.moduleId, board.id, studio.team.owner, {
      name: "Average order",
      style: "number",
      source: source({ x: columns.Customer, y: "avg", column: columns.Amount }),
    });
    const result = await data(studio.moduleId, board.id, studio.team.member);
    expect(valuesOf(result, byCustomer.id)).toEqual({ Bo: 20, Ada: 15.5, Cy: 1 });
    const statuses = result.charts.find((c) => c.id === byStatus.id)!.points;
    expect(statuses.map((p) => [p.label, p.value])).toEqual([
      ["Paid", 3],
      ["Open", 1],
    ]);
    const weeks = result.charts.find((c) => c.id === byWeek.id)!.points;
    expect(weeks.map((p) => [p.key, p.seriesLabel, p.value]).sort()).toEqual([
      ["2026-11-02", "Open", 1],
      ["2026-11-02", "Paid", 1],
      ["2026-11-09", "Paid", 2],
    ]);
    expect(valuesOf(result, average.id)).toEqual({ total: 9.13 });

    // The secret module's table charts for nobody who cannot read it.
    const forOwner = await hit<SourceDatabase[]>(tablesGet, studio.team.owner, {
      params: { moduleId: studio.moduleId },
    });
    const secretTable = forOwner.body.find((d) => d.moduleId === secretDbModuleId)!.tables[0]!;
    const secret = await chart(studio.moduleId, board.id, studio.team.owner, {
      name: "Plans",
      source: { type: "table", tableId: secretTable.id, x: secretTable.columns[0]!.id, y: "count" },
    });
    const again = await data(studio.moduleId, board.id, studio.team.member);
    expect(again.charts.find((c) => c.id === secret.id)).toMatchObject({
      points: [],
      error: "The data this chart reads is no longer available.",
    });
  });
});

async function upload(
  by: Caller,
  moduleId: string,
  file: { bytes: Uint8Array | string; name: string } | null,
) {
  const form = new FormData();
  if (file) form.append("file", new File([file.bytes as BlobPart], file.name));
  const req = new NextRequest(`http://localhost:3000/api/v1/data-visualization/${moduleId}/datasets`, {
    method: "POST",
    headers: { authorization: `Bearer ${by.token}`, "x-forwarded-for": "10.0.0.1" },
    body: form,
  });
  const res = await datasetsPost(req, { params: Promise.resolve({ moduleId }) });
  return { status: res.status, body: (await res.json()) as Dataset & { message?: string } };
}

describe("uploaded files", () => {
  const CSV = "Region,Sales,Day\nNorth,10,2026-11-02\nSouth,5,2026-11-02\nNorth,2.5,2026-11-20\n,1,\n";

  it("stores a CSV as a table with its columns' kinds, lists, previews, charts and deletes it", async () => {
    const { member, viewer } = studio.team;
    expect((await upload(viewer, studio.moduleId, { bytes: CSV, name: "sales.csv" })).status).toBe(403);
    const made = await upload(member, studio.moduleId, { bytes: CSV, name: "sales.csv" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "sales",
      format: "csv",
      rowCount: 4,
      columns: [
        { id: "c0", name: "Region", kind: "text" },
        { id: "c1", name: "Sales", kind: "number" },
        { id: "c2", name: "Day", kind: "date" },
      ],
    });
    const listed = await hit<Dataset[]>(datasetsGet, viewer, { params: { moduleId: studio.moduleId } });
    expect(listed.body.map((d) => d.id)).toContain(made.body.id);
    const rows = await hit<SourceRows>(datasetRowsGet, viewer, {
      params: { moduleId: studio.moduleId, datasetId: made.body.id },
      query: { limit: "2" },
    });
    expect(rows.body.rows).toEqual([
      ["North", 10, "2026-11-02"],
      ["South", 5, "2026-11-02"],
    ]);
    const board = await dashboard(studio.moduleId, member, "Regions");
    const sales = await chart(studio.moduleId, board.id, member, {
      name: "Sales by region",
      source: { type: "dataset", datasetId: made.body.id, x: "c0", y: "sum", column: "c1" },
    });
    const monthly = await chart(studio.moduleId, board.id, member, {
      name: "Sales by month",
      style: "line",
      source: { type: "dataset", datasetId: made.body.id, x: "c2", y: "sum", column: "c1", bucket: "month" },
    });
    const result = await data(studio.moduleId, board.id, viewer);
    expect(valuesOf(result, sales.id)).toEqual({ North: 12.5, South: 5, empty: 1 });
    expect(valuesOf(result, monthly.id)).toEqual({ "2026-11-01": 17.5, empty: 1 });

    const other = await seedTeam("Other data");
    const elsewhere = await hit(datasetRowsGet, other.owner, {
      params: { moduleId: studio.moduleId, datasetId: made.body.id },
    });
    expect(elsewhere.status).toBe(404);
    const removed = await hit(datasetDelete, viewer, {
      method: "DELETE",
      params: { moduleId: studio.moduleId, datasetId: made.body.id },
    });
    expect(removed.status).toBe(403);
    expect(
      (
        await hit(datasetDelete, studio.team.owner, {
          method: "DELETE",
          params: { moduleId: studio.moduleId, datasetId: made.body.id },
        })
      ).status,
    ).toBe(200);
    expect((await data(studio.moduleId, board.id, viewer)).charts[0]!.error).toBe(
      "The data this chart reads is no longer available.",
    );
  });

  it("refuses what is not a spreadsheet, an empty file and a file past 10 MB", async () => {
    const { member } = studio.team;
    const binary = await upload(member, studio.moduleId, {
      bytes: new Uint8Array([0, 1, 2, 3, 0]),
      name: "x.csv",
    });
    expect(binary).toMatchObject({ status: 400, body: { message: "Upload a CSV, TSV or XLSX file." } });
    const fake = await upload(member, studio.moduleId, { bytes: "not a zip", name: "book.xlsx" });
    expect(fake.body.message).toBe("Upload a CSV, TSV or XLSX file.");
    const headerOnly = await upload(member, studio.moduleId, { bytes: "a,b\n", name: "a.csv" });
    expect(headerOnly.body.message).toBe(
      "The file needs a first row naming its columns and at least one row of data.",
    );
    const big = await upload(member, studio.moduleId, {
      bytes: "a\n" + "1\n".repeat(5_300_000),
      name: "big.csv",
    });
    expect(big).toMatchObject({ status: 413, body: { message: "File must be smaller than 10MB." } });
    expect((await upload(member, studio.moduleId, null)).status).toBe(400);
  });
});

describe("PostgreSQL connectors", () => {
  let target: { host: string; port: number; database: string; user: string; password: string };
  let connector: Connector;
  const previous = process.env.CONNECTOR_ALLOWED_HOSTS;

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    target = {
      host: "127.0.0.1",
      port: Number(url.port),
      database: url.pathname.slice(1),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`CREATE TABLE IF NOT EXISTS dv_sales (region text, amount numeric, at timestamptz)`);
    await client.query(
      `INSERT INTO dv_sales SELECT CASE WHEN g % 3 = 0 THEN 'North' ELSE 'South' END, g, now() FROM generate_series(1, 12000) g`,
    );
    await client.end();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.CONNECTOR_ALLOWED_HOSTS;
    else process.env.CONNECTOR_ALLOWED_HOSTS = previous;
  });

  const create = (by: Caller, body: Record<string, unknown>) =>
    hit<Connector & { message?: string }>(connectorsPost, by, {
      params: { moduleId: studio.moduleId },
      body,
    });
  const run = (sql: string, by: Caller = studio.team.member) =>
    hit<SourceRows & { message?: string }>(queryPost, by, {
      params: { moduleId: studio.moduleId, connectorId: connector.id },
      body: { sql },
    });

  it("refuses a loopback or private host unless allowed, and tests the connection on save", async () => {
    delete process.env.CONNECTOR_ALLOWED_HOSTS;
    const refused = await create(studio.team.member, { name: "Warehouse", ...target });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "This host may not be reached from here: ask your administrator to allow it." },
    });
    process.env.CONNECTOR_ALLOWED_HOSTS = "127.0.0.1, *.example.com";
    const wrong = await create(studio.team.member, {
      name: "Warehouse",
      ...target,
      password: "nope",
      user: "nobody",
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain("Could not connect to the database:");
    const made = await create(studio.team.member, { name: "Warehouse", ...target });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      type: "postgresql",
      name: "Warehouse",
      host: "127.0.0.1",
      port: target.port,
    });
    expect(made.body).not.toHaveProperty("password");
    expect(made.body).not.toHaveProperty("passwordSealed");
    connector = made.body;
    expect((await create(studio.team.viewer, { name: "W", ...target })).status).toBe(403);
    const stored = await getDb().dataConnector.findUniqueOrThrow({ where: { id: connector.id } });
    expect(stored.passwordSealed).toMatch(/^v1\./);
    if (target.password) expect(stored.passwordSealed).not.toContain(target.password);
    const listed = await hit<Connector[]>(connectorsGet, studio.team.viewer, {
      params: { moduleId: studio.moduleId },
    });
    expect(listed.body.map((c) => c.id)).toEqual([connector.id]);
    const renamed = await hit<Connector>(connectorPatch, studio.team.member, {
      method: "PATCH",
      params: { moduleId: studio.moduleId, connectorId: connector.id },
      body: { name: "Warehouse (read-only)" },
    });
    expect(renamed.body.name).toBe("Warehouse (read-only)");
  });

  it("runs one SELECT, read-only, capped", async () => {
    const ok = await run(
      "SELECT region, sum(amount)::int AS total FROM dv_sales GROUP BY region ORDER BY region;",
    );
    expect(ok.body).toEqual({
      columns: [
        { id: "region", name: "region", kind: "text" },
        { id: "total", name: "total", kind: "number" },
      ],
      rows: [
        ["North", 24006000],
        ["South", 48000000],
      ],
      truncated: false,
    });
    const many = await run("SELECT * FROM dv_sales");
    expect(many.body.rows).toHaveLength(100);
    expect(many.body.truncated).toBe(true);
    const refused: [string, string][] = [
      ["INSERT INTO dv_sales VALUES ('x', 1, now())", "Only one SELECT query may run here."],
      ["UPDATE dv_sales SET amount = 0", "Only one SELECT query may run here."],
      ["DROP TABLE dv_sales", "Only one SELECT query may run here."],
      ["SELECT 1; DELETE FROM dv_sales", "Only one SELECT query may run here."],
      [
        "WITH gone AS (DELETE FROM dv_sales RETURNING *) SELECT * FROM gone",
        "Only one SELECT query may run here.",
      ],
      ["SELECT * FROM dv_sales FOR UPDATE", "Only one SELECT query may run here."],
      ["SELECT pg_sleep(30)", "The query uses a function that is not allowed here."],
      ["SELECT pg_terminate_backend(1)", "The query uses a function that is not allowed here."],
      ["SELEC region FROM", "The query could not be read: check its syntax."],
    ];
    for (const [sql, message] of refused) expect((await run(sql)).body).toMatchObject({ message });
    const count = new Client({ connectionString: process.env.DATABASE_URL });
    await count.connect();
    expect((await count.query("SELECT count(*)::int AS n FROM dv_sales")).rows[0].n).toBe(12000);
    await count.end();
  });

  it("cuts a query at the time-out", async () => {
    const started = Date.now();
    const slow = await run("SELECT count(*) FROM generate_series(1, 2000000000) a");
    expect(slow.body).toMatchObject({ message: "The query took longer than 5 seconds and was stopped." });
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 20_000);

  it("charts a query's result, and says why when the connector fails", async () => {
    const board = await dashboard(studio.moduleId, studio.team.owner, "Warehouse");
    const regions = await chart(studio.moduleId, board.id, studio.team.owner, {
      name: "Sales by region",
      source: {
        type: "sql",
        connectorId: connector.id,
        sql: "SELECT region, amount FROM dv_sales ORDER BY amount",
        x: "region",
        y: "amount",
      },
    });
    const result = await data(studio.moduleId, board.id, studio.team.viewer);
    expect(valuesOf(result, regions.id)).toEqual({ North: 16668333, South: 33336667 });
    expect(result.charts[0]!.truncated).toBe(true);
    delete process.env.CONNECTOR_ALLOWED_HOSTS;
    const refused = await data(studio.moduleId, board.id, studio.team.viewer);
    expect(refused.charts[0]!.error).toBe(
      "This host may not be reached from here: ask your administrator to allow it.",
    );
    process.env.CONNECTOR_ALLOWED_HOSTS = "127.0.0.1";
  });

  it("keeps another workspace's and another module's connectors out", async () => {
    const other = await seedTeam("Other warehouse");
    const project = await seedProject(getDb(), other.workspace.id, { name: "P" });
    const theirs = await seedProjectModule(getDb(), project.id, { tag: "DataVisualization" });
    const res = await hit(queryPost, other.owner, {
      params: { moduleId: theirs.id, connectorId: connector.id },
      body: { sql: "SELECT 1" },
    });
    expect(res.status).toBe(404);
    expect(
      (
        await hit(queryPost, other.owner, {
          params: { moduleId: studio.moduleId, connectorId: connector.id },
          body: { sql: "SELECT 1" },
        })
      ).status,
    ).toBe(404);
  });
});
