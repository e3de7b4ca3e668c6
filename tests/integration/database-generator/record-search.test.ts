// Search everything finds database records (issue 40, item 2): by their primary column's value and
// their other texts and choices, with accents ignored, partial words and typos; the search rows follow
// every write (a record added, changed, removed; a column added, removed, converted; a choice renamed;
// a table deleted) through the records tables' triggers; only readers of the module find them, never
// another workspace; a table made before the triggers gets them from the sweep.
import { GET as searchRoute } from "@/app/api/v1/search/route";
import type { SearchResult } from "@/lib/search/types";
import { getDb } from "@/lib/server/db";
import type { Table } from "@/modules/database-generator/shared/types";
import { installMissingRecordSearch } from "@/modules/database-generator/server/jobs/sweep";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";
import { api, conversionApi, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
const col = (name: string) => table.columns.find((c) => c.name === name)!;

const search = (caller: Caller, q: string) =>
  call<SearchResult>(searchRoute, {
    token: caller.token,
    url: `http://localhost:3000/api/v1/search?${new URLSearchParams({ q, entities: "record" })}`,
  });
const found = async (caller: Caller, q: string) => {
  const res = await search(caller, q);
  expect(res.status).toBe(200);
  return res.body.groups.find((group) => group.entity === "record")?.hits ?? [];
};
const titles = async (caller: Caller, q: string) => (await found(caller, q)).map((hit) => hit.title);

beforeEach(async () => {
  dbs = await seedDbs("Acme Records");
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Company", type: "text" },
    { name: "Notes", type: "longText" },
    { name: "Stage", type: "singleSelect", options: { choices: [{ name: "Negociación" }, { name: "Won" }] } },
    { name: "Tags", type: "multiSelect", options: { choices: [{ name: "Enterprise" }, { name: "Retail" }] } },
    { name: "Seats", type: "number" },
  ]);
  const made = await api(dbs.moduleId, dbs.team.member).bulkCreate(table.id, [
    {
      cells: {
        [col("Company").id]: "Zürich Kayak Rentals",
        [col("Notes").id]: "Wants a quote for the summer fleet",
        [col("Stage").id]: "Negociación",
        [col("Tags").id]: ["Enterprise"],
        [col("Seats").id]: 40,
      },
    },
    { cells: { [col("Company").id]: "Harbour Bikes", [col("Tags").id]: ["Retail"] } },
    { cells: { [col("Notes").id]: "No company name yet" } },
  ]);
  expect(made.status).toBe(201);
});

describe("search everything over database records", () => {
  it("finds a record by its title, its texts and its choices' names, accents ignored, partial words and typos", async () => {
    const { member } = dbs.team;
    expect(await titles(member, "zurich")).toEqual(["Zürich Kayak Rentals"]);
    expect(await titles(member, "kayk")).toEqual(["Zürich Kayak Rentals"]); // a typo
    expect(await titles(member, "renta")).toEqual(["Zürich Kayak Rentals"]); // a partial word
    expect(await titles(member, "summer fleet")).toEqual(["Zürich Kayak Rentals"]);
    expect(await titles(member, "negociacion")).toEqual(["Zürich Kayak Rentals"]);
    expect(await titles(member, "retail")).toEqual(["Harbour Bikes"]);
    // Numbers are not searched in the body; a record without a title is found by its number.
    expect(await titles(member, "40")).toEqual([]);
    expect(await titles(member, "company name")).toEqual(["#3"]);

    const [hit] = await found(member, "harbour");
    const record = (await api(dbs.moduleId, member).listRecords(table.id)).body.data.find(
      (r) => r.cells[col("Company").id] === "Harbour Bikes",
    )!;
    expect(hit).toMatchObject({
      id: record.id,
      snippet: "Retail",
      module: { id: dbs.moduleId, name: "Data", tag: "DatabaseGenerator" },
      href: `/project/${dbs.projectId}/database-generator/database/${table.databaseId}/${table.id}?moduleId=${dbs.moduleId}&record=${record.id}`,
    });
  });

  it("follows the records' writes: changed, bulk changed, removed", async () => {
    const { member } = dbs.team;
    const client = api(dbs.moduleId, member);
    const [kayak] = await found(member, "kayak");
    await client.updateRecord(table.id, kayak!.id, { [col("Company").id]: "Lakeside Canoes" });
    expect(await titles(member, "kayak")).toEqual([]);
    expect(await titles(member, "canoes")).toEqual(["Lakeside Canoes"]);
    await client.bulkUpdate(table.id, [{ id: kayak!.id, cells: { [col("Notes").id]: "Asked for paddles" } }]);
    expect(await titles(member, "fleet")).toEqual([]);
    expect(await titles(member, "paddles")).toEqual(["Lakeside Canoes"]);
    await client.deleteRecord(table.id, kayak!.id);
    expect(await titles(member, "canoes")).toEqual([]);
    expect(await getDb().dbRecordSearch.count({ where: { tableId: table.id } })).toBe(2);
  });

  it("follows the columns: a choice renamed, a column added, converted and removed, the table deleted", async () => {
    const { member } = dbs.team;
    const client = api(dbs.moduleId, member);
    const stage = col("Stage");
    const renamed = await client.updateColumn(table.id, stage.id, {
      options: {
        choices: stage.options.choices!.map((choice) =>
          choice.name === "Won" ? choice : { ...choice, name: "Proposal" },
        ),
      },
    });
    expect(renamed.status).toBe(200);
    expect(await titles(member, "negociacion")).toEqual([]);
    expect(await titles(member, "proposal")).toEqual(["Zürich Kayak Rentals"]);

    const city = await client.createColumn(table.id, { name: "City", type: "text" });
    expect(city.status).toBe(201);
    const [bikes] = await found(member, "harbour");
    await client.updateRecord(table.id, bikes!.id, { [city.body.id]: "Valparaíso" });
    expect(await titles(member, "valparaiso")).toEqual(["Harbour Bikes"]);

    // A text column turned into a single select: its values are its choices' names, still found.
    const converted = await conversionApi(dbs.moduleId, member, table.id).start(city.body.id, {
      type: "singleSelect",
    });
    expect(converted.status).toBe(202);
    expect(converted.body.status).toBe("done");
    expect(await titles(member, "valparaiso")).toEqual(["Harbour Bikes"]);

    expect((await client.deleteColumn(table.id, col("Notes").id)).status).toBe(200);
    expect(await titles(member, "fleet")).toEqual([]);
    expect(await titles(member, "zurich")).toEqual(["Zürich Kayak Rentals"]);

    expect((await client.deleteTable(table.id)).status).toBe(200);
    expect(await titles(member, "zurich")).toEqual([]);
    expect(await getDb().dbRecordSearch.count({ where: { tableId: table.id } })).toBe(0);
  });

  it("finds records only for readers of their module, never another workspace's", async () => {
    const { team } = dbs;
    // A private project's database: its admins find its records, a member outside it does not.
    const hidden = await seedProject(getDb(), team.workspace.id, { name: "Board only", private: true });
    const secret = (await seedProjectModule(getDb(), hidden.id, { tag: "DatabaseGenerator", name: "Vault" }))
      .id;
    const payroll = await seedTable({ ...dbs, moduleId: secret }, team.admin, [
      { name: "Name", type: "text" },
    ]);
    await api(secret, team.admin).createRecord(payroll.id, { [payroll.columns[0]!.id]: "Kayak bonus" });
    expect((await titles(team.admin, "kayak")).sort()).toEqual(["Kayak bonus", "Zürich Kayak Rentals"]);
    expect(await titles(team.member, "kayak")).toEqual(["Zürich Kayak Rentals"]);

    const other = await seedDbs("Other Records");
    expect(await titles(other.team.owner, "kayak")).toEqual([]);
  });

  it("gives tables made before record search their triggers and rows (the sweep)", async () => {
    const { member } = dbs.team;
    const db = getDb();
    const target = `"db_${dbs.team.workspace.id}"."t_${table.id}"`;
    for (const event of ["i", "u", "d"])
      await db.$executeRawUnsafe(`DROP TRIGGER "rs_${table.id}_${event}" ON ${target}`);
    await db.dbRecordSearch.deleteMany({ where: { tableId: table.id } });
    expect(await titles(member, "zurich")).toEqual([]);
    expect(await installMissingRecordSearch()).toBeGreaterThanOrEqual(1);
    expect(await titles(member, "zurich")).toEqual(["Zürich Kayak Rentals"]);
    // Installed: the records' writes are followed again; a second sweep has nothing to do for it.
    const [bikes] = await found(member, "harbour");
    await api(dbs.moduleId, member).updateRecord(table.id, bikes!.id, {
      [col("Company").id]: "Harbour Boats",
    });
    expect(await titles(member, "boats")).toEqual(["Harbour Boats"]);
    await installMissingRecordSearch();
    expect(await db.dbRecordSearch.count({ where: { tableId: table.id } })).toBe(3);
  });
});
