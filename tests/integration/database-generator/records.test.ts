// A table's records through the API: every column type's values checked (a bad one is a 400 naming
// its column), required, unique and default columns, computed cells, changes that set only the given
// cells (concurrent edits of different cells both stay; of one cell, one wins whole), bulk calls that
// succeed or fail whole, and rights.
import type { Table } from "@/modules/database-generator/shared/types";
import { errorBody } from "../workspaces/helpers";
import { api, physicalCount, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
const col = (name: string) => table.columns.find((c) => c.name === name)!.id;

beforeEach(async () => {
  dbs = await seedDbs();
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Title", type: "text", required: true },
    { name: "Notes", type: "longText" },
    { name: "Qty", type: "number" },
    { name: "Weight", type: "decimal", options: { precision: 1 } },
    { name: "Price", type: "currency" },
    { name: "Share", type: "percent" },
    { name: "Due", type: "date" },
    { name: "At", type: "dateTime" },
    { name: "Done", type: "checkbox" },
    { name: "Stage", type: "singleSelect", options: { choices: [{ name: "Lead" }, { name: "Won" }] } },
    { name: "Tags", type: "multiSelect", options: { choices: [{ name: "A" }, { name: "B" }] } },
    { name: "Email", type: "email", unique: true },
    { name: "Site", type: "url" },
    { name: "Phone", type: "phone" },
    { name: "Stars", type: "rating" },
    { name: "Region", type: "text", defaultValue: "EU" },
    { name: "No.", type: "autoNumber" },
    { name: "Created", type: "createdTime" },
    { name: "Edited", type: "modifiedTime" },
    { name: "Author", type: "createdBy" },
    { name: "Editor", type: "modifiedBy" },
  ]);
});

describe("records", () => {
  it("store each type's values as the type keeps them, with defaults and computed cells", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const made = await member.createRecord(table.id, {
      [col("Title")]: "Pen",
      [col("Notes")]: "line one\nline two",
      [col("Qty")]: "1,234",
      [col("Weight")]: 2.26,
      [col("Price")]: "$19.999",
      [col("Share")]: "12.5%",
      [col("Due")]: "2026-02-28",
      [col("At")]: "2026-11-30T10:15:00+01:00",
      [col("Done")]: "yes",
      [col("Stage")]: "won",
      [col("Tags")]: "B, A",
      [col("Email")]: " pen@example.com ",
      [col("Site")]: "example.com/pens",
      [col("Phone")]: "+34 600 123 456",
      [col("Stars")]: 4,
    });
    expect(made.status).toBe(201);
    const stage = table.columns.find((c) => c.name === "Stage")!.options.choices!;
    const tags = table.columns.find((c) => c.name === "Tags")!.options.choices!;
    expect(made.body.cells).toEqual({
      [col("Title")]: "Pen",
      [col("Notes")]: "line one\nline two",
      [col("Qty")]: 1234,
      [col("Weight")]: 2.3,
      [col("Price")]: 20,
      [col("Share")]: 13,
      [col("Due")]: "2026-02-28",
      [col("At")]: "2026-11-30T09:15:00.000Z",
      [col("Done")]: true,
      [col("Stage")]: stage[1]!.id,
      [col("Tags")]: [tags[1]!.id, tags[0]!.id],
      [col("Email")]: "pen@example.com",
      [col("Site")]: "https://example.com/pens",
      [col("Phone")]: "+34 600 123 456",
      [col("Stars")]: 4,
      [col("Region")]: "EU",
      [col("No.")]: 1,
      [col("Created")]: made.body.createdAt,
      [col("Edited")]: made.body.updatedAt,
      [col("Author")]: dbs.team.member.actor.name,
      [col("Editor")]: dbs.team.member.actor.name,
    });
    expect(made.body.createdBy).toEqual({
      id: dbs.team.member.actor.userId,
      name: dbs.team.member.actor.name,
    });
    expect((await member.createRecord(table.id, { [col("Title")]: "Ink" })).body.number).toBe(2);
  });

  it("refuses each bad value with its column's message and name, and nothing is written", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const bad: [string, unknown, string][] = [
      ["Qty", "12 apples", "Enter a number"],
      ["Qty", 1e20, "Enter a number of at most 15 digits"],
      ["Due", "2026-02-30", "Enter a date as YYYY-MM-DD"],
      ["At", "yesterday", "Enter a date and time"],
      ["Done", "maybe", "Enter true or false"],
      ["Stage", "Lost", "Choose one of the column's options"],
      ["Tags", ["A", "Z"], "Choose one of the column's options"],
      ["Email", "not-an-email", "Enter a valid email address"],
      ["Site", "javascript:alert(1)", "Enter a web address (http or https)"],
      ["Phone", "call me", "Enter a phone number"],
      ["Stars", 6, "Enter a rating from 0 to the column's maximum"],
      ["No.", 5, "This column is filled in automatically"],
      ["Title", "x".repeat(10_001), "This text is too long for the column"],
    ];
    for (const [name, value, message] of bad) {
      const answer = await member.createRecord(table.id, { [col("Title")]: "ok", [col(name)]: value });
      expect(answer.body).toEqual({ ...errorBody(400, message), columnId: col(name), column: name });
    }
    expect((await member.createRecord(table.id, { [col("Notes")]: "no title" })).body).toMatchObject({
      message: "This column is required",
      column: "Title",
    });
    expect((await member.createRecord(table.id, { ["0".repeat(24)]: "x" })).body).toEqual(
      errorBody(400, "This column is not in the table"),
    );
    expect(await physicalCount(dbs.team.workspace.id, table.id)).toBe(0);
  });

  it("keep unique columns unique (ignoring case), in one call and against the table", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const a = await member.createRecord(table.id, { [col("Title")]: "a", [col("Email")]: "a@example.com" });
    expect(
      (await member.createRecord(table.id, { [col("Title")]: "b", [col("Email")]: "A@EXAMPLE.com" })).body,
    ).toMatchObject({ message: "Another record has this value, and the column is unique", column: "Email" });
    const both = await member.bulkCreate(table.id, [
      { cells: { [col("Title")]: "c", [col("Email")]: "c@example.com" } },
      { cells: { [col("Title")]: "d", [col("Email")]: "C@example.com" } },
    ]);
    expect(both.status).toBe(400);
    // A record may keep its own value.
    expect((await member.updateRecord(table.id, a.body.id, { [col("Email")]: "A@example.com" })).status).toBe(
      200,
    );
  });

  it("change only the cells given: concurrent edits of different cells both stay, of one cell one wins", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const admin = api(dbs.moduleId, dbs.team.admin);
    const made = await member.createRecord(table.id, { [col("Title")]: "Pen", [col("Qty")]: 1 });
    const [one, two] = await Promise.all([
      member.updateRecord(table.id, made.body.id, { [col("Qty")]: 2 }),
      admin.updateRecord(table.id, made.body.id, { [col("Notes")]: "checked" }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const after = (await member.getRecord(table.id, made.body.id)).body;
    expect(after.cells).toMatchObject({ [col("Title")]: "Pen", [col("Qty")]: 2, [col("Notes")]: "checked" });
    const same = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        (n % 2 ? member : admin).updateRecord(table.id, made.body.id, { [col("Qty")]: 10 + n }),
      ),
    );
    expect(same.every((answer) => answer.status === 200)).toBe(true);
    const final = (await member.getRecord(table.id, made.body.id)).body;
    expect([10, 11, 12, 13, 14, 15]).toContain(final.cells[col("Qty")]);
    expect(final.cells[col("Title")]).toBe("Pen");
    // Null empties a cell; a required one cannot be emptied.
    expect(
      (await member.updateRecord(table.id, made.body.id, { [col("Qty")]: null })).body.cells[col("Qty")],
    ).toBeUndefined();
    expect((await member.updateRecord(table.id, made.body.id, { [col("Title")]: "" })).status).toBe(400);
    expect((await member.updateRecord(table.id, "0".repeat(24), { [col("Qty")]: 1 })).status).toBe(404);
  });

  it("in bulk: up to 1,000 at once, all or nothing, and counts kept", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const many = await member.bulkCreate(
      table.id,
      Array.from({ length: 1_000 }, (_, n) => ({ cells: { [col("Title")]: `item ${n}`, [col("Qty")]: n } })),
    );
    expect(many.status).toBe(201);
    expect(many.body.data.map((r) => r.number)).toEqual(Array.from({ length: 1_000 }, (_, n) => n + 1));
    expect((await member.bulkCreate(table.id, [])).status).toBe(400);
    const tooMany = Array.from({ length: 1_001 }, () => ({ cells: { [col("Title")]: "x" } }));
    expect((await member.bulkCreate(table.id, tooMany)).body).toEqual(
      errorBody(400, "Give at most 1,000 records at once"),
    );
    const badAt = await member.bulkCreate(table.id, [
      { cells: { [col("Title")]: "fine" } },
      { cells: { [col("Title")]: "bad", [col("Qty")]: "many" } },
    ]);
    expect(badAt.body).toMatchObject({ message: "Enter a number", index: 1, column: "Qty" });
    const ids = many.body.data.slice(0, 3).map((r) => r.id);
    const updated = await member.bulkUpdate(
      table.id,
      ids.map((id, n) => ({ id, cells: { [col("Notes")]: `note ${n}` } })),
    );
    expect(updated.body.data.map((r) => r.cells[col("Notes")])).toEqual(["note 0", "note 1", "note 2"]);
    expect((await member.bulkDelete(table.id, [...ids, "0".repeat(24)])).status).toBe(404);
    expect((await member.bulkDelete(table.id, ids)).body).toEqual({ deleted: 3 });
    expect((await member.getTable(table.id)).body.recordCount).toBe(997);
    expect((await member.listRecords(table.id)).body.total).toBe(997);
  });

  it("are read by viewers, written by members; another table's record is not found", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const viewer = api(dbs.moduleId, dbs.team.viewer);
    const made = await member.createRecord(table.id, { [col("Title")]: "Pen" });
    expect((await viewer.getRecord(table.id, made.body.id)).status).toBe(200);
    expect((await viewer.createRecord(table.id, { [col("Title")]: "x" })).status).toBe(403);
    expect((await viewer.updateRecord(table.id, made.body.id, { [col("Title")]: "x" })).status).toBe(403);
    expect((await viewer.deleteRecord(table.id, made.body.id)).status).toBe(403);
    const other = await member.createTable(table.databaseId, { name: "Other" });
    expect((await member.getRecord(other.body.id, made.body.id)).status).toBe(404);
    expect((await member.deleteRecord(other.body.id, made.body.id)).status).toBe(404);
    expect((await member.deleteRecord(table.id, made.body.id)).status).toBe(200);
    expect((await member.getRecord(table.id, made.body.id)).body).toEqual(errorBody(404, "Record not found"));
  });
});
