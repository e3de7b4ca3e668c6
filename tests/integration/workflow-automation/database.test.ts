// Database generator's automation (issue 38): a record added (by a person, a bulk call, an import) or
// changed starts a run once per record with its values, whatever the redeliveries, filtered by table
// and changed column; other projects' and workspaces' records start nothing. `database.rowAdd` adds a
// record as the owner through the record create (its checks), once per execution, and refuses a
// viewer, another workspace's module and bad settings.
import { NextRequest } from "next/server";
import { POST as importRoute } from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/imports/route";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { ImportResult, Table } from "@/modules/database-generator/shared/types";
import { actionRegistry, type ActionContext } from "@/modules/workflow-automation/server/actions/registry";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { api, recordApi } from "../database-generator/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { deliverSince, deployed, outboxMark, runsOf, triggered, actionContext } from "./automation-helpers";

let team: Team;
let other: Team;
let flows: string;
let data: string;
let salesData: string;
let farFlows: string;
let farData: string;
let databaseId: string;
let orders: Table;
let customers: Table;
let context: ActionContext;
let execution = 0;

const COLUMNS = [
  { name: "Item", type: "text" },
  { name: "Qty", type: "number" },
  { name: "Note", type: "text" },
];

async function seedTables(moduleId: string, by: Caller) {
  const client = api(moduleId, by);
  const database = await client.createDatabase({ name: "Shop" });
  expect(database.status).toBe(201);
  const made = await Promise.all(
    ["Orders", "Customers"].map((name) =>
      client.createTable(database.body.id, {
        name,
        columns: name === "Orders" ? COLUMNS : COLUMNS.slice(0, 1),
      }),
    ),
  );
  expect(made.map((res) => res.status)).toEqual([201, 201]);
  return { databaseId: database.body.id, orders: made[0]!.body, customers: made[1]!.body };
}

const col = (table: Table, name: string) => table.columns.find((column) => column.name === name)!.id;

/** An automation of the member's in the project, started by `trigger`. */
const listen = (trigger: string, config: Record<string, unknown> = {}) =>
  deployed(team.member, flows, triggered(trigger, config));

/** A record of the values (by column name) added by `by` through the API. */
async function add(values: Record<string, unknown>, table = orders, by = team.member, moduleId = data) {
  const cells = Object.fromEntries(Object.entries(values).map(([name, value]) => [col(table, name), value]));
  const res = await api(moduleId, by).createRecord(table.id, cells);
  expect(res.status).toBe(201);
  return res.body;
}

const run = (name: string, settings: Record<string, unknown>, executionId = `exec_${++execution}`) =>
  actionRegistry()
    .get(name)!
    .run({ ...context, executionId }, settings);

beforeAll(async () => {
  [team, other] = await Promise.all([seedTeam("Database Flows"), seedTeam("Far Away")]);
  const db = getDb();
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  const sales = await seedProject(db, team.workspace.id, { name: "Sales" });
  flows = (await seedProjectModule(db, ops.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
  data = (await seedProjectModule(db, ops.id, { tag: "DatabaseGenerator", name: "Data" })).id;
  salesData = (await seedProjectModule(db, sales.id, { tag: "DatabaseGenerator", name: "Sales data" })).id;
  const far = await seedProject(db, other.workspace.id, { name: "Far" });
  farFlows = (await seedProjectModule(db, far.id, { tag: "WorkflowAutomation" })).id;
  farData = (await seedProjectModule(db, far.id, { tag: "DatabaseGenerator" })).id;
  ({ databaseId, orders, customers } = await seedTables(data, team.member));
  // The action's context: a run of a deployed automation of the member's.
  context = await actionContext(team.member, team.workspace.id, flows, "d".repeat(24));
});

afterEach(async () => {
  delete process.env.AUTOMATION_MAX_STARTS_PER_MINUTE;
  // Each test's automations go with it (a failed one's would hear the next test's records).
  await getDb().automationProcess.deleteMany({
    where: { workspaceId: { in: [team.workspace.id, other.workspace.id] }, id: { not: context.processId } },
  });
});

describe("database.rowCreated", () => {
  it("starts once per record added to the table it names, with the record's values", async () => {
    const automation = await listen("database.rowCreated", { table: "Orders" });
    const mark = await outboxMark();
    const record = await add({ Item: "Lamp", Qty: 2 });
    await add({ Item: "Not an order" }, customers);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    // A redelivery (after a crash): the same run.
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["duplicate"]);
    const runs = await runsOf(automation.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: "completed",
      startKey: expect.stringMatching(/^event:[0-9a-f-]{36}$/),
      variables: {
        databaseId,
        tableId: orders.id,
        tableName: "Orders",
        recordId: record.id,
        values: { Item: "Lamp", Qty: 2, Note: null },
        moduleId: data,
        actorId: team.member.user.id,
        ran: true,
      },
    });
  });

  it("takes the table's id, starts one run per record of a bulk add, and none for a change", async () => {
    // Each record is a start; past the minute's few the rest are refused (cheaply) as limited.
    process.env.AUTOMATION_MAX_STARTS_PER_MINUTE = "3";
    const automation = await listen("database.rowCreated", { table: orders.id });
    const mark = await outboxMark();
    // More than a room event lists by id: the records are found by their numbers.
    const many = Array.from({ length: 105 }, (_, n) => ({
      cells: { [col(orders, "Item")]: `Bulk ${n}`, [col(orders, "Qty")]: n },
    }));
    const bulk = await api(data, team.member).bulkCreate(orders.id, many);
    expect(bulk.status).toBe(201);
    const changed = await api(data, team.member).updateRecord(orders.id, bulk.body.data[0]!.id, {
      [col(orders, "Note")]: "edited",
    });
    expect(changed.status).toBe(200);
    const results = await deliverSince(mark);
    expect(results.map((result) => result.status)).toEqual([
      ...Array<string>(3).fill("started"),
      ...Array<string>(102).fill("limited"),
    ]);
    const ids = bulk.body.data.map((item) => item.id);
    // A burst's runs start together (one statement): in the records' order here.
    const position = (run: { variables: unknown }) =>
      ids.indexOf(String((run.variables as { recordId?: string }).recordId));
    const runs = (await runsOf(automation.id)).sort((a, b) => position(a) - position(b));
    // One start per record, keyed by the event and the record.
    expect(runs.map((item) => item.startKey)).toEqual(
      ids.slice(0, 3).map((id) => expect.stringMatching(new RegExp(`^event:[0-9a-f-]{36}:${id}$`))),
    );
    expect(runs.map((item) => item.variables)).toEqual(
      // The values are read when the event is handled: the first one's change is there already.
      [0, 1, 2].map((n) =>
        expect.objectContaining({
          recordId: ids[n],
          values: { Item: `Bulk ${n}`, Qty: n, Note: n === 0 ? "edited" : null },
        }),
      ),
    );
  });

  it("starts one run per imported record", async () => {
    const automation = await listen("database.rowCreated", { table: "Leads" });
    const mark = await outboxMark();
    const search = new URLSearchParams({
      name: "Leads",
      format: "csv",
      columns: JSON.stringify([
        { name: "Name", type: "text" },
        { name: "Score", type: "number" },
      ]),
    });
    const req = new NextRequest(
      `http://localhost:3000/api/v1/database-generator/${data}/databases/${databaseId}/imports?${search}`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${team.member.token}`, "x-forwarded-for": "10.0.0.1" },
        body: "Name,Score\r\nAda,7\r\nGrace,9\r\n",
      },
    );
    const res = await importRoute(req, { params: Promise.resolve({ moduleId: data, databaseId }) });
    expect(res.status).toBe(201);
    const imported = (await res.json()) as ImportResult;
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started", "started"]);
    const runs = await runsOf(automation.id);
    expect(runs.map((item) => item.variables)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tableId: imported.table.id, values: { Name: "Ada", Score: 7 } }),
        expect.objectContaining({ tableId: imported.table.id, values: { Name: "Grace", Score: 9 } }),
      ]),
    );
  });

  it("hears nothing of another project's or workspace's records, unless it names that module", async () => {
    const sales = await seedTables(salesData, team.member);
    const far = await seedTables(farData, other.member);
    const mine = await listen("database.rowCreated");
    const chosen = await listen("database.rowCreated", { module: salesData });
    const theirs = await deployed(other.member, farFlows, triggered("database.rowCreated"));
    const mark = await outboxMark();
    await add({ Item: "Sales order" }, sales.orders, team.member, salesData);
    await add({ Item: "Far order" }, far.orders, other.member, farData);
    await deliverSince(mark);
    expect(await runsOf(mine.id)).toHaveLength(0);
    expect((await runsOf(chosen.id)).map((item) => item.variables)).toEqual([
      expect.objectContaining({
        tableName: "Orders",
        moduleId: salesData,
        values: expect.objectContaining({ Item: "Sales order" }),
      }),
    ]);
    expect((await runsOf(theirs.id)).map((item) => item.variables)).toEqual([
      expect.objectContaining({ moduleId: farData, values: expect.objectContaining({ Item: "Far order" }) }),
    ]);
  });
});

describe("a table's Triggers", () => {
  it("counts the enabled, deployed automations its records start, by the table they name", async () => {
    const triggersOf = async () => {
      const res = await api(data, team.member).getDatabase(databaseId);
      expect(res.status).toBe(200);
      // An earlier test's import made a table of its own (Leads), named by nothing below.
      return Object.fromEntries(
        res.body.tables
          .filter((table) => table.name !== "Leads")
          .map((table) => [table.name, table.triggers]),
      );
    };
    expect(await triggersOf()).toEqual({ Orders: 0, Customers: 0 });
    await listen("database.rowCreated", { table: "Orders" });
    await listen("database.rowChanged", { table: orders.id });
    // Any table of the project's modules; another project's module named; a paused one.
    await listen("database.rowCreated");
    await listen("database.rowCreated", { module: salesData });
    const paused = await listen("database.rowCreated", { table: "Customers" });
    await getDb().automationProcess.update({ where: { id: paused.id }, data: { enabled: false } });
    // Another workspace's automation naming this module starts nothing here.
    await deployed(other.owner, farFlows, triggered("database.rowCreated", { module: data }));
    expect(await triggersOf()).toEqual({ Orders: 3, Customers: 1 });
    const table = await api(data, team.member).getTable(customers.id);
    expect(table.body.triggers).toBe(1);
  });
});

describe("database.rowChanged", () => {
  it("starts once per changed record, with the changed columns, never for an add, a no-op or a comment", async () => {
    const automation = await listen("database.rowChanged", { table: "Orders" });
    const record = await add({ Item: "Desk", Qty: 1 });
    const mark = await outboxMark();
    const client = api(data, team.member);
    expect((await client.updateRecord(orders.id, record.id, { [col(orders, "Qty")]: 4 })).status).toBe(200);
    // The same value again changes nothing; a comment is no change of the record.
    expect((await client.updateRecord(orders.id, record.id, { [col(orders, "Qty")]: 4 })).status).toBe(200);
    expect((await recordApi(data, team.member, orders.id, record.id).comment("Looks good")).status).toBe(201);
    await add({ Item: "Chair", Qty: 1 });
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["duplicate"]);
    expect((await runsOf(automation.id)).map((item) => item.variables)).toEqual([
      expect.objectContaining({
        databaseId,
        tableId: orders.id,
        tableName: "Orders",
        recordId: record.id,
        values: { Item: "Desk", Qty: 4, Note: null },
        changedFields: ["Qty"],
        moduleId: data,
        actorId: team.member.user.id,
      }),
    ]);
  });

  it("takes only changes of the column it names, and bulk changes one run per record", async () => {
    process.env.AUTOMATION_MAX_STARTS_PER_MINUTE = "3";
    const automation = await listen("database.rowChanged", { field: "Note" });
    const client = api(data, team.member);
    const made = await client.bulkCreate(
      orders.id,
      Array.from({ length: 102 }, (_, n) => ({ cells: { [col(orders, "Item")]: `Row ${n}` } })),
    );
    expect(made.status).toBe(201);
    const mark = await outboxMark();
    const first = made.body.data[0]!;
    expect((await client.updateRecord(orders.id, first.id, { [col(orders, "Qty")]: 9 })).status).toBe(200);
    expect(await deliverSince(mark)).toEqual([]);
    // More records than the room event lists: the history written with the change tells which.
    const notes = await client.bulkUpdate(
      orders.id,
      made.body.data.map((item) => ({ id: item.id, cells: { [col(orders, "Note")]: `note ${item.id}` } })),
    );
    expect(notes.status).toBe(200);
    const results = await deliverSince(mark);
    expect(results).toHaveLength(102);
    expect(results.filter((result) => result.status === "started")).toHaveLength(3);
    const runs = await runsOf(automation.id);
    expect(runs).toHaveLength(3);
    for (const item of runs) {
      const variables = item.variables as {
        recordId: string;
        changedFields: string[];
        values: { Note: string };
      };
      expect(variables.changedFields).toEqual(["Note"]);
      expect(variables.values.Note).toBe(`note ${variables.recordId}`);
    }
  });
});

describe("database.rowAdd", () => {
  it("adds a record as the owner once per execution, its values checked as a person's", async () => {
    const settings = { module: data, table: "Orders", cells: { Item: "From a flow", Qty: "3" } };
    const first = await run("database.rowAdd", settings, "exec_add");
    const again = await run("database.rowAdd", settings, "exec_add");
    expect(again).toEqual(first);
    const result = first.result as { recordId: string; tableId: string };
    expect(result.tableId).toBe(orders.id);
    const record = await api(data, team.member).getRecord(orders.id, result.recordId);
    expect(record.body).toMatchObject({
      cells: { [col(orders, "Item")]: "From a flow", [col(orders, "Qty")]: 3 },
      createdBy: { id: team.member.user.id },
    });
    const page = await api(data, team.member).listRecords(orders.id, { q: "From a flow" });
    expect(page.body.total).toBe(1);
  });

  it("recovers an add interrupted after its write instead of adding again", async () => {
    const settings = { module: data, table: orders.id, cells: { Item: "Interrupted", Qty: 5 } };
    const made = await run("database.rowAdd", settings, "exec_crash");
    await getDb().automationEffect.update({
      where: { instanceId_executionId: { instanceId: context.instanceId, executionId: "exec_crash" } },
      data: { result: Prisma.DbNull },
    });
    const replay = await run("database.rowAdd", settings, "exec_crash");
    expect(replay.result).toEqual(made.result);
    expect((await api(data, team.member).listRecords(orders.id, { q: "Interrupted" })).body.total).toBe(1);
  });

  it("is FORBIDDEN for a viewer, NOT_FOUND elsewhere, BAD_SETTINGS for bad settings", async () => {
    const cells = { Item: "Nope" };
    await expect(
      actionRegistry()
        .get("database.rowAdd")!
        .run(
          { ...context, ownerId: team.viewer.user.id, executionId: "exec_viewer" },
          { module: data, table: "Orders", cells },
        ),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(run("database.rowAdd", { module: farData, table: "Orders", cells })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(run("database.rowAdd", { module: data, table: "Missing", cells })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      run("database.rowAdd", { module: data, table: "Orders", cells: { Colour: "red" } }),
    ).rejects.toMatchObject({ code: "BAD_SETTINGS", message: expect.stringContaining('"Colour"') });
    // Asked to, it leaves out what no column takes (a form's answers by question) and adds the rest.
    const skipped = await run(
      "database.rowAdd",
      { module: data, table: "Orders", cells: { Item: "Skipping", Colour: "red" }, extraColumns: "skip" },
      "exec_skip",
    );
    expect(skipped.result).toMatchObject({ tableId: orders.id });
    expect((await api(data, team.member).listRecords(orders.id, { q: "Skipping" })).body.total).toBe(1);
    await expect(
      run("database.rowAdd", { module: data, table: "Orders", cells: { Qty: "lots" } }),
    ).rejects.toMatchObject({ code: "BAD_SETTINGS", message: '"Qty": Enter a number' });
    await expect(run("database.rowAdd", { table: "Orders", cells })).rejects.toMatchObject({
      code: "BAD_SETTINGS",
    });
    await expect(run("database.rowAdd", { module: data, table: "Orders", cells: [1] })).rejects.toMatchObject(
      {
        code: "BAD_SETTINGS",
      },
    );
    expect((await api(data, team.member).listRecords(orders.id, { q: "Nope" })).body.total).toBe(0);
  });

  it("starts nothing with the records automations add (an automation cannot start itself forever)", async () => {
    const automation = await listen("database.rowCreated", { table: "Orders" });
    const mark = await outboxMark();
    await run("database.rowAdd", { module: data, table: "Orders", cells: { Item: "Automated" } });
    expect(await deliverSince(mark)).toEqual([]);
    expect(await runsOf(automation.id)).toHaveLength(0);
  });

  it("adds a record from a run a record started, end to end", async () => {
    const automation = await deployed(
      team.member,
      flows,
      triggered("database.rowCreated", { table: "Customers" }, "database.rowAdd", {
        module: data,
        table: "Orders",
        cells: { Item: '="Welcome pack for " + values.Item', Qty: 1 },
      }),
    );
    const mark = await outboxMark();
    await add({ Item: "Grace" }, customers);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    const [runRow] = await runsOf(automation.id);
    expect(runRow).toMatchObject({ status: "completed" });
    const page = await api(data, team.member).listRecords(orders.id, { q: "Welcome pack for Grace" });
    expect(page.body.total).toBe(1);
  });
});
