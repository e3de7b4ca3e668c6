// Database generator's databases, tables and columns through the module gate: create, rename, reorder,
// clone and delete; names from hostile text stored as text (never an identifier); rights (viewers
// read, members write); another workspace's ids, hidden projects, another kind's module, malformed ids.
import { getDb } from "@/lib/server/db";
import { sweepRecordsTables } from "@/modules/database-generator/server/jobs/sweep";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { errorBody } from "../workspaces/helpers";
import { api, physicalCount, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
beforeEach(async () => {
  dbs = await seedDbs();
});

describe("databases", () => {
  it("are created, listed newest first with their counts, renamed and deleted with their tables", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const first = await member.createDatabase({ name: "  Shop ", description: "Sales" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Shop", description: "Sales", tableCount: 0, tables: [] });
    const second = await member.createDatabase({ name: "HR" });
    const table = await member.createTable(first.body.id, { name: "Orders" });
    expect(await physicalCount(dbs.team.workspace.id, table.body.id)).toBe(0);
    const listed = await member.listDatabases();
    expect(listed.body.data.map((d) => [d.name, d.tableCount])).toEqual([
      ["HR", 0],
      ["Shop", 1],
    ]);
    const renamed = await member.updateDatabase(second.body.id, { name: "People", description: "Staff" });
    expect(renamed.body).toMatchObject({ name: "People", description: "Staff" });
    expect((await member.deleteDatabase(first.body.id)).status).toBe(200);
    expect(await getDb().dbTable.count({ where: { databaseId: first.body.id } })).toBe(0);
    expect(await physicalCount(dbs.team.workspace.id, table.body.id)).toBeNull();
    expect((await member.getDatabase(first.body.id)).body).toEqual(errorBody(404, "Database not found"));
  });

  it("refuses bad names, and lets viewers read but not write", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    expect((await member.createDatabase({ name: " \u202e\u0007 " })).body).toEqual(
      errorBody(400, "Enter a name"),
    );
    expect((await member.createDatabase({ name: "x".repeat(101) })).body).toEqual(
      errorBody(400, "Enter a name of at most 100 characters"),
    );
    expect((await member.createDatabase({})).status).toBe(400);
    const made = await member.createDatabase({ name: "Shop" });
    const viewer = api(dbs.moduleId, dbs.team.viewer);
    expect((await viewer.listDatabases()).body.data).toHaveLength(1);
    expect((await viewer.createDatabase({ name: "Mine" })).status).toBe(403);
    expect((await viewer.updateDatabase(made.body.id, { name: "Mine" })).status).toBe(403);
    expect((await viewer.deleteDatabase(made.body.id)).status).toBe(403);
  });

  it("answers 404 for another workspace's module and ids, a hidden project's, another kind's; 400 for malformed", async () => {
    const mine = api(dbs.moduleId, dbs.team.member);
    const made = await mine.createDatabase({ name: "Shop" });
    const table = await mine.createTable(made.body.id, { name: "Orders" });
    const other = await seedDbs("Rival Data");
    const rival = api(other.moduleId, other.team.owner);
    // Their module and their ids through my module.
    expect((await api(dbs.moduleId, other.team.owner).listDatabases()).status).toBe(404);
    expect((await rival.getDatabase(made.body.id)).status).toBe(404);
    expect((await rival.getTable(table.body.id)).status).toBe(404);
    expect((await rival.listRecords(table.body.id)).status).toBe(404);
    expect((await rival.createRecord(table.body.id, {})).status).toBe(404);
    expect((await rival.deleteTable(table.body.id)).status).toBe(404);
    expect(await getDb().dbTable.count({ where: { id: table.body.id } })).toBe(1);
    // A hidden project's module, a module of another kind, a malformed id.
    const hidden = await seedProject(getDb(), dbs.team.workspace.id, { private: true });
    const secret = await seedProjectModule(getDb(), hidden.id, { tag: "DatabaseGenerator" });
    expect((await api(secret.id, dbs.team.member).listDatabases()).status).toBe(404);
    const project = await seedProject(getDb(), dbs.team.workspace.id, { name: "Other" });
    const tasks = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
    expect((await api(tasks.id, dbs.team.member).listDatabases()).status).toBe(404);
    expect((await api("nope", dbs.team.member).listDatabases()).status).toBe(400);
    expect((await mine.getTable("zz")).status).toBe(400);
  });
});

describe("tables", () => {
  it("start with a text Name column, keep names unique ignoring case and store hostile names as text", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const database = (await member.createDatabase({ name: "Shop" })).body;
    const plain = await member.createTable(database.id, { name: "Orders" });
    expect(plain.body.columns).toEqual([
      expect.objectContaining({ name: "Name", type: "text", primary: true, position: 0 }),
    ]);
    expect((await member.createTable(database.id, { name: "ORDERS" })).body).toEqual(
      errorBody(409, "This database already has a table with this name"),
    );
    const hostile = [
      `Robert'); DROP TABLE "DbRecord";--`,
      "select",
      'a "quoted" name',
      "Ünïcödé 表 🚀",
      "é".repeat(100),
    ];
    for (const name of hostile) {
      const made = await member.createTable(database.id, {
        name,
        columns: [
          { name, type: "text" },
          { name: `${name.slice(0, 90)} 2`, type: "number" },
        ],
      });
      expect(made.status).toBe(201);
      expect(made.body.name).toBe(name);
      expect(made.body.columns.map((c) => c.name)).toEqual([name, `${name.slice(0, 90)} 2`]);
      const record = await member.createRecord(made.body.id, { [made.body.columns[0]!.id]: name });
      expect(record.body.cells[made.body.columns[0]!.id]).toBe(name);
    }
    expect((await member.getDatabase(database.id)).body.tables).toHaveLength(hostile.length + 1);
    expect((await member.createTable(database.id, { name: "t".repeat(101) })).status).toBe(400);
  });

  it("reorder, clone with or without records, and delete with their records", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const table = await seedTable(dbs, dbs.team.member, [
      { name: "Item", type: "text" },
      { name: "Status", type: "singleSelect", options: { choices: [{ name: "Open" }, { name: "Done" }] } },
      { name: "No.", type: "autoNumber" },
    ]);
    const [item, status, number] = table.columns;
    await member.bulkCreate(table.id, [
      { cells: { [item!.id]: "Pen", [status!.id]: "Open" } },
      { cells: { [item!.id]: "Ink", [status!.id]: "Done" } },
    ]);
    const second = await member.createTable(table.databaseId, { name: "Customers" });
    expect((await member.updateTable(second.body.id, { position: 0 })).body.position).toBe(0);
    expect((await member.getDatabase(table.databaseId)).body.tables.map((t) => t.name)).toEqual([
      "Customers",
      "Orders",
    ]);

    const empty = await member.cloneTable(table.id);
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ name: "Orders copy", recordCount: 0 });
    expect(empty.body.columns.map((c) => [c.name, c.type])).toEqual(
      table.columns.map((c) => [c.name, c.type]),
    );
    expect(empty.body.columns.map((c) => c.id)).not.toContain(item!.id);

    const full = await member.cloneTable(table.id, { withRecords: true });
    expect(full.body).toMatchObject({ name: "Orders copy 2", recordCount: 2 });
    const [cItem, cStatus, cNumber] = full.body.columns;
    const copied = await member.listRecords(full.body.id);
    expect(
      copied.body.data.map((r) => [r.cells[cItem!.id], r.cells[cStatus!.id], r.cells[cNumber!.id]]),
    ).toEqual([
      ["Pen", status!.options.choices![0]!.id, 1],
      ["Ink", status!.options.choices![1]!.id, 2],
    ]);
    // The copy goes on numbering after the source's records.
    expect((await member.createRecord(full.body.id, {})).body.number).toBe(3);
    expect(number).toBeDefined();

    expect((await api(dbs.moduleId, dbs.team.viewer).deleteTable(table.id)).status).toBe(403);
    expect((await member.deleteTable(table.id)).status).toBe(200);
    expect(await physicalCount(dbs.team.workspace.id, table.id)).toBeNull();
  });
});

describe("columns", () => {
  it("are added at a place, renamed, resized, hidden and removed with their cells", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const table = await seedTable(dbs, dbs.team.member, [
      { name: "Name", type: "text" },
      { name: "Price", type: "currency", options: { currency: "EUR" } },
    ]);
    const [name, price] = table.columns;
    expect(price!.options).toEqual({ precision: 2, currency: "EUR" });
    const qty = await member.createColumn(table.id, { name: "Qty", type: "number", position: 1 });
    expect(qty.status).toBe(201);
    expect((await member.getTable(table.id)).body.columns.map((c) => c.name)).toEqual([
      "Name",
      "Qty",
      "Price",
    ]);
    expect((await member.createColumn(table.id, { name: "qty", type: "text" })).body).toEqual(
      errorBody(409, "This table already has a column with this name"),
    );
    const record = await member.createRecord(table.id, {
      [name!.id]: "Pen",
      [qty.body.id]: 3,
      [price!.id]: "€4.50",
    });
    expect(record.body.cells).toMatchObject({ [name!.id]: "Pen", [qty.body.id]: 3, [price!.id]: 4.5 });

    const changed = await member.updateColumn(table.id, qty.body.id, {
      name: "Quantity",
      width: 120,
      hidden: true,
    });
    expect(changed.body).toMatchObject({ name: "Quantity", width: 120, hidden: true });
    expect((await member.updateColumn(table.id, qty.body.id, { width: 20 })).status).toBe(400);
    expect((await member.updateColumn(table.id, name!.id, { hidden: true })).body).toEqual(
      errorBody(400, "The first column names each record and cannot be hidden"),
    );
    expect((await member.deleteColumn(table.id, name!.id)).status).toBe(400);
    expect((await member.deleteColumn(table.id, qty.body.id)).status).toBe(200);
    expect((await member.getRecord(table.id, record.body.id)).body.cells).toEqual({
      [name!.id]: "Pen",
      [price!.id]: 4.5,
    });
    expect(
      (await api(dbs.moduleId, dbs.team.viewer).createColumn(table.id, { name: "X", type: "text" })).status,
    ).toBe(403);
  });

  it("keep choices with ids and colours; a removed choice leaves the cells that held it", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const table = await seedTable(dbs, dbs.team.member, [
      { name: "Name", type: "text" },
      {
        name: "Tags",
        type: "multiSelect",
        options: { choices: [{ name: "Red" }, { name: "Blue", color: "blue" }] },
      },
      { name: "Stage", type: "singleSelect", options: { choices: [{ name: "Lead" }, { name: "Won" }] } },
    ]);
    const [, tags, stage] = table.columns;
    const [red, blue] = tags!.options.choices!;
    expect(red).toMatchObject({ name: "Red", color: "gray" });
    expect(blue).toMatchObject({ name: "Blue", color: "blue" });
    const a = await member.createRecord(table.id, { [tags!.id]: ["Red", "blue"], [stage!.id]: "won" });
    expect(a.body.cells[tags!.id]).toEqual([red!.id, blue!.id]);
    const won = stage!.options.choices![1]!;
    expect(a.body.cells[stage!.id]).toBe(won.id);
    const b = await member.createRecord(table.id, { [tags!.id]: "Red" });
    // Red goes; Blue stays; a new choice comes.
    const kept = await member.updateColumn(table.id, tags!.id, {
      options: {
        choices: [
          { id: blue!.id, name: "Navy" },
          { name: "Green", color: "green" },
        ],
      },
    });
    expect(kept.body.options.choices!.map((c) => [c.name, c.id === blue!.id])).toEqual([
      ["Navy", true],
      ["Green", false],
    ]);
    expect((await member.getRecord(table.id, a.body.id)).body.cells[tags!.id]).toEqual([blue!.id]);
    expect((await member.getRecord(table.id, b.body.id)).body.cells[tags!.id]).toBeUndefined();
    await member.updateColumn(table.id, stage!.id, { options: { choices: [stage!.options.choices![0]!] } });
    expect((await member.getRecord(table.id, a.body.id)).body.cells[stage!.id]).toBeUndefined();
    expect(
      (
        await member.updateColumn(table.id, stage!.id, {
          options: { choices: [{ name: "A" }, { name: "a" }] },
        })
      ).body,
    ).toEqual(errorBody(400, "Two options have the same name"));
  });

  it("check rules: unique only without duplicates, computed columns without rules, defaults of the type", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const table = await seedTable(dbs, dbs.team.member, [{ name: "Email", type: "email" }]);
    const [email] = table.columns;
    await member.createRecord(table.id, { [email!.id]: "a@example.com" });
    await member.createRecord(table.id, { [email!.id]: "A@example.com" });
    expect((await member.updateColumn(table.id, email!.id, { unique: true })).body).toEqual(
      errorBody(409, "Some records share a value in this column: make them different first"),
    );
    expect(
      (await member.createColumn(table.id, { name: "When", type: "createdTime", required: true })).status,
    ).toBe(400);
    expect(
      (await member.createColumn(table.id, { name: "Done", type: "checkbox", unique: true })).status,
    ).toBe(400);
    expect(
      (await member.createColumn(table.id, { name: "Score", type: "rating", defaultValue: 9 })).body,
    ).toEqual(errorBody(400, "Enter a rating from 0 to the column's maximum"));
    const score = await member.createColumn(table.id, {
      name: "Score",
      type: "rating",
      options: { max: 10 },
      defaultValue: 9,
    });
    expect(score.body).toMatchObject({ defaultValue: 9, options: { max: 10 } });
    expect((await member.createColumn(table.id, { name: "Bad", type: "nope" })).body).toEqual(
      errorBody(400, "Choose a column type"),
    );
    expect(
      (await member.createColumn(table.id, { name: "P", type: "decimal", options: { precision: 9 } })).status,
    ).toBe(400);
  });
});

describe("records tables", () => {
  it("go with their table; those left by a deleted module are swept, and their workspace's schema once empty", async () => {
    const table = await seedTable(dbs, dbs.team.member, [{ name: "Name", type: "text" }]);
    await api(dbs.moduleId, dbs.team.member).createRecord(table.id, { [table.columns[0]!.id]: "kept" });
    const other = await seedDbs("Gone Data");
    const gone = await seedTable(other, other.team.member, [{ name: "Name", type: "text" }]);
    // A module deleted: its rows go by their keys, its records table stays until the sweep.
    await getDb().projectModule.delete({ where: { id: other.moduleId } });
    expect(await physicalCount(other.team.workspace.id, gone.id)).toBe(0);
    await getDb().workspace.delete({ where: { id: other.team.workspace.id } });
    const swept = await sweepRecordsTables();
    expect(swept.tables).toBeGreaterThanOrEqual(1);
    expect(await physicalCount(other.team.workspace.id, gone.id)).toBeNull();
    const [schema] = await getDb().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = 'db_${other.team.workspace.id}'`,
    );
    expect(schema!.n).toBe(0);
    // A live table and its records are left alone.
    expect(await physicalCount(dbs.team.workspace.id, table.id)).toBe(1);
  });
});
