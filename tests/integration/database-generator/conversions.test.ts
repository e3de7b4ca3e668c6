// A column's type changed by a job: values read by the new type's rules, those it cannot read left
// empty, counted, shown and kept in their record's history; choices made from values; the column's
// index follows it; a change that cannot finish (a unique column meeting duplicates) leaves the column
// as it was; rights, conflicts and another workspace's ids.
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import type { Table } from "@/modules/database-generator/shared/types";
import { errorBody } from "../workspaces/helpers";
import { api, conversionApi, recordApi, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
const col = (name: string) => table.columns.find((c) => c.name === name)!;

beforeEach(async () => {
  dbs = await seedDbs();
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Name", type: "text" },
    { name: "Amount", type: "text" },
    { name: "Tags", type: "multiSelect", options: { choices: [{ name: "Red" }, { name: "Blue" }] } },
    { name: "Code", type: "text", unique: true },
  ]);
  await api(dbs.moduleId, dbs.team.member).bulkCreate(table.id, [
    {
      cells: {
        [col("Name").id]: "a",
        [col("Amount").id]: "12",
        [col("Tags").id]: ["Red", "Blue"],
        [col("Code").id]: "1.0",
      },
    },
    {
      cells: {
        [col("Name").id]: "b",
        [col("Amount").id]: "lots",
        [col("Tags").id]: ["Blue"],
        [col("Code").id]: "1",
      },
    },
    { cells: { [col("Name").id]: "c", [col("Amount").id]: "3.6", [col("Code").id]: "2" } },
    { cells: { [col("Name").id]: "d" } },
  ]);
});

const cellsOf = async (columnId: string) =>
  (await api(dbs.moduleId, dbs.team.member).listRecords(table.id)).body.data.map((r) => r.cells[columnId]);

describe("a column's type change", () => {
  it("reads every value by the new type, reporting and keeping what it cannot read", async () => {
    const conversions = conversionApi(dbs.moduleId, dbs.team.member, table.id);
    const started = await conversions.start(col("Amount").id, { type: "number" });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      fromType: "text",
      toType: "number",
      status: "done",
      total: 4,
      processed: 4,
      failed: 1,
      examples: [{ row: 2, value: "lots" }],
      error: null,
    });
    expect((await conversions.get(started.body.id)).body.status).toBe("done");
    expect(await cellsOf(col("Amount").id)).toEqual([12, undefined, 4, undefined]);
    const column = (await api(dbs.moduleId, dbs.team.member).getTable(table.id)).body.columns.find(
      (c) => c.id === col("Amount").id,
    );
    expect(column).toMatchObject({ type: "number", name: "Amount" });
    // Sorted as numbers now, by its index.
    const sorted = await api(dbs.moduleId, dbs.team.member).listRecords(table.id, {
      sort: `${col("Amount").id}:desc`,
    });
    expect(sorted.body.data.map((r) => r.cells[col("Name").id])).toEqual(["b", "d", "a", "c"]);
    // Nothing lost: the record's history holds the value that could not be read.
    const lots = sorted.body.data[0]!;
    const history = await recordApi(dbs.moduleId, dbs.team.member, table.id, lots.id).history();
    expect(history.body.data[0]).toMatchObject({
      kind: "updated",
      changes: { [col("Amount").id]: { from: "lots", to: null } },
    });
  });

  it("turns values into choices and choices into text", async () => {
    const conversions = conversionApi(dbs.moduleId, dbs.team.member, table.id);
    expect((await conversions.start(col("Tags").id, { type: "text" })).body).toMatchObject({
      status: "done",
      failed: 0,
    });
    expect(await cellsOf(col("Tags").id)).toEqual(["Red, Blue", "Blue", undefined, undefined]);
    expect((await conversions.start(col("Name").id, { type: "singleSelect" })).body.status).toBe("done");
    const name = (await api(dbs.moduleId, dbs.team.member).getTable(table.id)).body.columns.find(
      (c) => c.id === col("Name").id,
    )!;
    expect(name.options.choices!.map((c) => c.name)).toEqual(["a", "b", "c", "d"]);
    expect(await cellsOf(col("Name").id)).toEqual(name.options.choices!.map((c) => c.id));
  });

  it("fails whole, leaving the column as it was, when a unique column would hold duplicates", async () => {
    const failed = await conversionApi(dbs.moduleId, dbs.team.member, table.id).start(col("Code").id, {
      type: "number",
    });
    expect(failed.body).toMatchObject({
      status: "failed",
      error: "Some records share a value in this column: make them different first",
    });
    expect(await cellsOf(col("Code").id)).toEqual(["1.0", "1", "2", undefined]);
    expect(
      (await api(dbs.moduleId, dbs.team.member).getTable(table.id)).body.columns.find(
        (c) => c.id === col("Code").id,
      )!.type,
    ).toBe("text");
  });

  it("is refused for computed types, the same type, viewers, a running change and other workspaces", async () => {
    const conversions = conversionApi(dbs.moduleId, dbs.team.member, table.id);
    expect((await conversions.start(col("Amount").id, { type: "autoNumber" })).status).toBe(400);
    expect((await conversions.start(col("Amount").id, { type: "text" })).body).toEqual(
      errorBody(400, "Choose a type other than the column's"),
    );
    expect(
      (
        await conversionApi(dbs.moduleId, dbs.team.viewer, table.id).start(col("Amount").id, {
          type: "number",
        })
      ).status,
    ).toBe(403);
    await getDb().dbColumnConversion.create({
      data: {
        id: newId(),
        tableId: table.id,
        columnId: col("Name").id,
        fromType: "text",
        toType: "number",
        status: "running",
      },
    });
    expect((await conversions.start(col("Amount").id, { type: "number" })).body).toEqual(
      errorBody(409, "Another column of this table is changing type: wait until it ends"),
    );
    // One left running by a stopped node, long ago, no longer holds the table back.
    await getDb().dbColumnConversion.updateMany({
      where: { tableId: table.id, status: "running" },
      data: { createdAt: new Date(Date.now() - 60 * 60_000) },
    });
    expect((await conversions.start(col("Amount").id, { type: "number" })).body.status).toBe("done");
    const other = await seedDbs("Rival");
    expect(
      (
        await conversionApi(other.moduleId, other.team.owner, table.id).start(col("Amount").id, {
          type: "number",
        })
      ).status,
    ).toBe(404);
    expect((await conversions.get("0".repeat(24))).status).toBe(404);
  });
});
