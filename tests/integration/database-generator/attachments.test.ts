// Attachment cells: files uploaded to a table (checked by their bytes, capped, images given a
// thumbnail), held by cells as ids of the module's uploads only, described on every record read,
// served to the module's readers, copied and pasted by their addresses, filtered, exported, read by
// formulas and lookups, kept in the history, and purged a day after no cell holds them.
import sharp from "sharp";
import { NextRequest } from "next/server";
import * as exportRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/export/route";
import { POST as uploadPost } from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/files/route";
import { GET as fileGet } from "@/app/api/v1/files/[...key]/route";
import { getDb } from "@/lib/server/db";
import { getFileStorage } from "@/lib/server/files/storage";
import { purgeOrphanedUploads } from "@/lib/server/jobs/purge-orphaned-uploads";
import type { Attachment, Table } from "@/modules/database-generator/shared/types";
import { attachmentText } from "@/modules/database-generator/shared/values";
import { download, withTempFilesDir } from "../files/helpers";
import type { Caller } from "../workspaces/helpers";
import { errorBody } from "../workspaces/helpers";
import { api, conversionApi, downloadFrom, recordApi, seedDbs, seedTable, type Dbs } from "./helpers";

jest.setTimeout(30_000);
withTempFilesDir("suite-db-files-");

let dbs: Dbs;
let table: Table;
let member: ReturnType<typeof api>;
const col = (name: string, of: Table = table) => of.columns.find((c) => c.name === name)!;

beforeEach(async () => {
  dbs = await seedDbs();
  member = api(dbs.moduleId, dbs.team.member);
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Name", type: "text" },
    { name: "Files", type: "attachment" },
  ]);
});

async function upload(
  by: Caller,
  file: { bytes: Uint8Array; name: string } | null,
  ids: { moduleId: string; tableId: string } = { moduleId: dbs.moduleId, tableId: table.id },
) {
  const form = new FormData();
  if (file) form.append("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  const req = new NextRequest(
    `http://localhost:3000/api/v1/database-generator/${ids.moduleId}/tables/${ids.tableId}/files`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${by.token}`, "x-forwarded-for": "10.0.0.1" },
      body: form,
    },
  );
  const res = await uploadPost(req, { params: Promise.resolve(ids) });
  return { status: res.status, body: (await res.json()) as Attachment & { message?: string } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#cc6633" } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const keyOf = (url: string) => url.replace("/api/v1/files/", "");
const fetchFile = (by: Caller, url: string) => download(fileGet, keyOf(url), { token: by.token });

async function uploaded(name = "Invoice.pdf", bytes: Uint8Array = PDF): Promise<Attachment> {
  const made = await upload(dbs.team.member, { bytes, name });
  if (made.status !== 201) throw new Error(`upload: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body;
}

describe("uploading a file for attachment cells", () => {
  it("takes images with a thumbnail and documents by their bytes, and refuses the rest", async () => {
    const image = await upload(dbs.team.member, { bytes: await png(1200, 900), name: "Shelf.png" });
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({
      name: "Shelf.png",
      contentType: "image/png",
      width: 1200,
      height: 900,
      thumbUrl: expect.stringMatching(/^\/api\/v1\/files\/.+\.webp$/),
    });
    const thumb = await fetchFile(dbs.team.viewer, image.body.thumbUrl!);
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.bytes).metadata()).width).toBeLessThanOrEqual(640);

    const pdf = await upload(dbs.team.member, { bytes: PDF, name: "Invoice.pdf" });
    expect(pdf.body).toMatchObject({ contentType: "application/pdf", thumbUrl: null, width: null });

    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    expect(await upload(dbs.team.member, { bytes: html, name: "page.png" })).toEqual({
      status: 400,
      body: errorBody(
        400,
        "This type of file can't be attached. Attach images, PDFs, Office documents, CSV, ZIP, text, audio or video.",
      ),
    });
    expect((await upload(dbs.team.member, null)).status).toBe(400);
  });

  it("is for who may add or change records of the module's tables only", async () => {
    expect((await upload(dbs.team.viewer, { bytes: PDF, name: "a.pdf" })).status).toBe(403);
    const other = await seedDbs("Other Co");
    const theirs = await seedTable(other, other.team.member, [{ name: "Name", type: "text" }]);
    // Another workspace's module, and another module's table through ours: not found.
    expect(
      (
        await upload(
          dbs.team.member,
          { bytes: PDF, name: "a.pdf" },
          { moduleId: other.moduleId, tableId: theirs.id },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await upload(
          dbs.team.member,
          { bytes: PDF, name: "a.pdf" },
          { moduleId: dbs.moduleId, tableId: theirs.id },
        )
      ).status,
    ).toBe(404);
  });
});

describe("attachment cells", () => {
  it("hold the module's uploads in order, described on every read and served to its readers", async () => {
    const image = await uploaded("Shelf.png", await png(400, 300));
    const pdf = await uploaded();
    const made = await member.createRecord(table.id, {
      [col("Name").id]: "Shelf",
      [col("Files").id]: [image.id, pdf.id],
    });
    expect(made.status).toBe(201);
    expect(made.body.cells[col("Files").id]).toEqual([image.id, pdf.id]);
    expect(made.body.files).toEqual({ [image.id]: image, [pdf.id]: pdf });

    const page = await api(dbs.moduleId, dbs.team.viewer).listRecords(table.id);
    expect(page.body.data[0]!.files![pdf.id]).toEqual(pdf);
    expect((await fetchFile(dbs.team.viewer, pdf.url)).status).toBe(200);
    const outsider = await seedDbs("Outsiders");
    expect((await fetchFile(outsider.team.owner, pdf.url)).status).toBe(404);

    // A copied cell (names and addresses) pasted into another record holds the same files.
    const copied = attachmentText([image, pdf], "https://suite.example");
    const pasted = await member.createRecord(table.id, { [col("Files").id]: copied });
    expect(pasted.body.cells[col("Files").id]).toEqual([image.id, pdf.id]);

    // Removing one: the list without it; an empty list empties the cell.
    const fewer = await member.updateRecord(table.id, made.body.id, { [col("Files").id]: [pdf.id] });
    expect(fewer.body.cells[col("Files").id]).toEqual([pdf.id]);
    expect(Object.keys(fewer.body.files!)).toEqual([pdf.id]);
    const none = await member.updateRecord(table.id, made.body.id, { [col("Files").id]: [] });
    expect(none.body.cells[col("Files").id]).toBeUndefined();
  });

  it("refuse files that are not the module's uploads, and anything but files", async () => {
    const other = await seedDbs("Other Co");
    const theirs = await seedTable(other, other.team.member, [
      { name: "Name", type: "text" },
      { name: "Files", type: "attachment" },
    ]);
    const foreign = await upload(
      other.team.member,
      { bytes: PDF, name: "x.pdf" },
      { moduleId: other.moduleId, tableId: theirs.id },
    );
    expect(foreign.status).toBe(201);
    const mine = await uploaded();
    const refused = await member.bulkCreate(table.id, [
      { cells: { [col("Files").id]: [mine.id] } },
      { cells: { [col("Files").id]: [mine.id, foreign.body.id] } },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: "This file isn't an upload of this database's module, or it was removed",
      columnId: col("Files").id,
      index: 1,
    });
    expect((await member.createRecord(table.id, { [col("Files").id]: "holiday.png" })).body).toMatchObject({
      message: "Give the files by their ids: upload them to the table first",
    });
    const many = Array.from({ length: 21 }, (_, n) => n.toString(16).padStart(24, "a"));
    expect((await member.createRecord(table.id, { [col("Files").id]: many })).body).toMatchObject({
      message: "A cell holds at most 20 files",
    });
  });

  it("filter by holding files; neither sort nor group, unique nor default", async () => {
    const pdf = await uploaded();
    await member.bulkCreate(table.id, [
      { cells: { [col("Name").id]: "with", [col("Files").id]: [pdf.id] } },
      { cells: { [col("Name").id]: "without" } },
    ]);
    const names = async (operator: string) =>
      (
        await member.listRecords(table.id, {
          filter: JSON.stringify({
            conjunction: "and",
            conditions: [{ columnId: col("Files").id, operator }],
          }),
        })
      ).body.data.map((r) => r.cells[col("Name").id]);
    expect(await names("isNotEmpty")).toEqual(["with"]);
    expect(await names("isEmpty")).toEqual(["without"]);
    expect((await member.listRecords(table.id, { sort: `${col("Files").id}:asc` })).status).toBe(400);
    expect(
      (await member.createColumn(table.id, { name: "Proof", type: "attachment", unique: true })).status,
    ).toBe(400);
    expect(
      (await member.createColumn(table.id, { name: "Proof", type: "attachment", defaultValue: [pdf.id] }))
        .body,
    ).toMatchObject({
      message: "An attachment column has no default value",
    });
    const required = await member.createColumn(table.id, {
      name: "Proof",
      type: "attachment",
      required: true,
    });
    expect(required.status).toBe(201);
    expect((await member.createRecord(table.id, { [col("Name").id]: "x" })).status).toBe(400);
  });

  it("are read by formulas and lookups as names, exported with addresses, kept in the history", async () => {
    const pdf = await uploaded("Invoice.pdf");
    const image = await uploaded("Shelf.png", await png(40, 30));
    const formula = await member.createColumn(table.id, {
      name: "Names",
      type: "formula",
      options: { expression: "UPPER({Files})" },
    });
    expect(formula.status).toBe(201);
    const made = await member.createRecord(table.id, {
      [col("Name").id]: "A",
      [col("Files").id]: [pdf.id, image.id],
    });
    const read = await member.getRecord(table.id, made.body.id);
    expect(read.body.cells[formula.body.id]).toBe("INVOICE.PDF, SHELF.PNG");

    // Another table looking the files up through a link.
    const notes = await member.createTable(table.databaseId, {
      name: "Notes",
      columns: [{ name: "Note", type: "text" }],
    });
    const link = await member.createColumn(notes.body.id, {
      name: "Item",
      type: "link",
      options: { tableId: table.id },
    });
    const lookup = await member.createColumn(notes.body.id, {
      name: "Item files",
      type: "lookup",
      options: { linkId: link.body.id, targetId: col("Files").id },
    });
    const note = await member.createRecord(notes.body.id, {
      [col("Note", notes.body).id]: "n",
      [link.body.id]: [made.body.id],
    });
    expect(note.body.cells[lookup.body.id]).toEqual(["Invoice.pdf, Shelf.png"]);

    const csv = await downloadFrom(
      dbs.moduleId,
      exportRoute.GET,
      dbs.team.member,
      { tableId: table.id },
      `/tables/${table.id}/export`,
      { format: "csv" },
    );
    expect(new TextDecoder().decode(csv.bytes)).toContain(
      `Invoice.pdf (http://localhost:3000${pdf.url}), Shelf.png (http://localhost:3000${image.url})`,
    );

    await member.updateRecord(table.id, made.body.id, { [col("Files").id]: [image.id] });
    const history = await recordApi(dbs.moduleId, dbs.team.viewer, table.id, made.body.id).history();
    expect(history.body.data[0]!.changes[col("Files").id]).toEqual({
      from: [pdf.id, image.id],
      to: [image.id],
    });
    expect((history.body as { files?: Record<string, Attachment> }).files).toEqual({
      [pdf.id]: pdf,
      [image.id]: image,
    });
  });

  it("become their names as text, and no other value becomes a file", async () => {
    const pdf = await uploaded("Invoice.pdf");
    const made = await member.createRecord(table.id, { [col("Files").id]: [pdf.id] });
    const conversions = conversionApi(dbs.moduleId, dbs.team.member, table.id);
    expect((await conversions.start(col("Name").id, { type: "attachment" })).body).toMatchObject({
      message: "Other values can't become files: add an attachment column and upload the files to it",
    });
    expect((await conversions.start(col("Files").id, { type: "text" })).body).toMatchObject({
      status: "done",
      failed: 0,
    });
    expect((await member.getRecord(table.id, made.body.id)).body.cells[col("Files").id]).toBe("Invoice.pdf");
  });
});

describe("the purge of files no cell holds", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const stored = async (url: string) => (await getFileStorage().get(keyOf(url))) !== null;

  it("keeps what a cell of the module holds (a cloned table's too), and the rest a day after it finds them", async () => {
    const kept = await uploaded("Kept.png", await png(50, 50));
    const dropped = await uploaded("Dropped.png", await png(50, 50));
    const unused = await uploaded("Unused.pdf");
    const made = await member.createRecord(table.id, { [col("Files").id]: [kept.id, dropped.id] });
    const clone = await member.cloneTable(table.id, { name: "Copy", withRecords: true });
    expect(clone.status).toBe(201);
    await member.deleteRecord(table.id, made.body.id);

    const now = Date.now();
    // A day on: the clone holds `kept` and `dropped`; `unused`, held by none, is found so and kept.
    await purgeOrphanedUploads(new Date(now + DAY + 60_000));
    for (const file of [kept, dropped, unused]) expect(await stored(file.url)).toBe(true);
    // The clone gone: `kept` and `dropped` found held by none; `unused` was found less than a day ago.
    await member.deleteTable(clone.body.id);
    await purgeOrphanedUploads(new Date(now + 2 * DAY));
    for (const file of [kept, dropped, unused]) expect(await stored(file.url)).toBe(true);
    // `kept` held again meanwhile (an undone removal): it stays; the others go, bytes and rows.
    await member.createRecord(table.id, { [col("Files").id]: [kept.id] });
    await purgeOrphanedUploads(new Date(now + 3 * DAY + 60_000));
    expect(await stored(kept.url)).toBe(true);
    expect(await stored(dropped.url)).toBe(false);
    expect(await stored(unused.url)).toBe(false);
    expect(await getDb().file.count({ where: { key: keyOf(dropped.url) } })).toBe(0);
    // The thumbnail goes with its original on the next run; the kept one's stays.
    await purgeOrphanedUploads(new Date(now + 3 * DAY + 120_000));
    expect(await stored(dropped.thumbUrl!)).toBe(false);
    expect(await stored(kept.thumbUrl!)).toBe(true);
    expect((await fetchFile(dbs.team.member, kept.thumbUrl!)).status).toBe(200);
    expect((await fetchFile(dbs.team.member, dropped.url)).status).toBe(404);
  });
});
