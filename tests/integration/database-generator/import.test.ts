// Imports: a CSV, TSV or XLSX file streamed in the request's body into a new table with the preview's
// columns; values a type cannot read left empty and reported; selects get their choices from the
// values; a failed import leaves no table; rights, names and limits.
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { POST as importRoute } from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/imports/route";
import type { ImportResult } from "@/modules/database-generator/shared/types";
import type { Caller } from "../workspaces/helpers";
import { errorBody } from "../workspaces/helpers";
import { api, physicalCount, seedDbs, type Dbs } from "./helpers";

let dbs: Dbs;
let databaseId: string;
beforeEach(async () => {
  dbs = await seedDbs();
  databaseId = (await api(dbs.moduleId, dbs.team.member).createDatabase({ name: "Imports" })).body.id;
});

async function importFile(
  by: Caller,
  body: BodyInit,
  query: { name: string; format: string; header?: string; columns: unknown },
): Promise<{ status: number; body: ImportResult & Record<string, unknown> }> {
  const search = new URLSearchParams({
    name: query.name,
    format: query.format,
    ...(query.header ? { header: query.header } : {}),
    columns: JSON.stringify(query.columns),
  });
  const req = new NextRequest(
    `http://localhost:3000/api/v1/database-generator/${dbs.moduleId}/databases/${databaseId}/imports?${search}`,
    { method: "POST", headers: { authorization: `Bearer ${by.token}`, "x-forwarded-for": "10.0.0.1" }, body },
  );
  const res = await importRoute(req, { params: Promise.resolve({ moduleId: dbs.moduleId, databaseId }) });
  return { status: res.status, body: (await res.json()) as ImportResult & Record<string, unknown> };
}

const csv = [
  "Name,Price,Joined,Active,Team,Email",
  'Ada,"$1,200.50",2026-01-15,yes,Red,ada@example.com',
  "Grace,99,2026-02-30,no,Blue,grace@example.com",
  '"Linus ""Penguin""",12.5,2026-03-01,true,red,not-an-email',
  "",
].join("\r\n");

describe("an import", () => {
  it("streams a CSV into a new table with the chosen types, reporting what a type could not read", async () => {
    const made = await importFile(dbs.team.member, csv, {
      name: "People",
      format: "csv",
      columns: [
        { name: "Name", type: "text" },
        { name: "Price", type: "currency" },
        { name: "Joined", type: "date" },
        { name: "Active", type: "checkbox" },
        { name: "Team", type: "singleSelect" },
        { name: "Email", type: "email" },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body.imported).toBe(3);
    expect(made.body.table).toMatchObject({ name: "People", recordCount: 3 });
    const [name, price, joined, active, team, email] = made.body.table.columns;
    expect(team!.options.choices!.map((c) => c.name)).toEqual(["Red", "Blue"]);
    expect(made.body.skipped).toEqual([
      { columnId: joined!.id, column: "Joined", count: 1, examples: [{ row: 2, value: "2026-02-30" }] },
      { columnId: email!.id, column: "Email", count: 1, examples: [{ row: 3, value: "not-an-email" }] },
    ]);
    const records = (await api(dbs.moduleId, dbs.team.member).listRecords(made.body.table.id)).body.data;
    const red = team!.options.choices![0]!.id;
    expect(
      records.map((r) => [
        r.number,
        r.cells[name!.id],
        r.cells[price!.id],
        r.cells[joined!.id],
        r.cells[active!.id],
        r.cells[team!.id],
      ]),
    ).toEqual([
      [1, "Ada", 1200.5, "2026-01-15", true, red],
      [2, "Grace", 99, undefined, undefined, team!.options.choices![1]!.id],
      [3, 'Linus "Penguin"', 12.5, "2026-03-01", true, red],
    ]);
  });

  it("reads TSV (as pasted from a spreadsheet) without a header, leaving out the columns skipped", async () => {
    const tsv = "1\tskip me\tOne\n2\tskip me\tTwo\n";
    const made = await importFile(dbs.team.member, tsv, {
      name: "Numbers",
      format: "tsv",
      header: "false",
      columns: [{ name: "N", type: "number" }, null, { name: "Word", type: "text" }],
    });
    expect(made.status).toBe(201);
    expect(made.body.table.columns.map((c) => c.name)).toEqual(["N", "Word"]);
    const records = (await api(dbs.moduleId, dbs.team.member).listRecords(made.body.table.id)).body.data;
    const [n, word] = made.body.table.columns;
    expect(records.map((r) => [r.cells[n!.id], r.cells[word!.id]])).toEqual([
      [1, "One"],
      [2, "Two"],
    ]);
  });

  it("reads the first sheet of an XLSX file (numbers, dates, booleans, rich text)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Stock");
    sheet.addRow(["Item", "Qty", "Since", "In stock"]);
    sheet.addRow(["Pen", 12, new Date(Date.UTC(2026, 4, 1)), true]);
    sheet.addRow([
      { richText: [{ text: "Ink " }, { text: "pot", font: { bold: true } }] },
      3.7,
      new Date(Date.UTC(2026, 5, 2)),
      false,
    ]);
    workbook.addWorksheet("Ignored").addRow(["x"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const made = await importFile(dbs.team.member, bytes, {
      name: "Stock",
      format: "xlsx",
      columns: [
        { name: "Item", type: "text" },
        { name: "Qty", type: "number" },
        { name: "Since", type: "date" },
        { name: "In stock", type: "checkbox" },
      ],
    });
    expect(made.status).toBe(201);
    const columns = made.body.table.columns;
    const records = (await api(dbs.moduleId, dbs.team.member).listRecords(made.body.table.id)).body.data;
    expect(records.map((r) => columns.map((c) => r.cells[c.id]))).toEqual([
      ["Pen", 12, "2026-05-01", true],
      ["Ink pot", 4, "2026-06-02", undefined],
    ]);
  });

  it("is refused before reading for viewers, taken names, bad columns; a broken file leaves no table", async () => {
    const columns = [{ name: "A", type: "text" }];
    expect((await importFile(dbs.team.viewer, "a\n1", { name: "T", format: "csv", columns })).status).toBe(
      403,
    );
    await api(dbs.moduleId, dbs.team.member).createTable(databaseId, { name: "Taken" });
    expect(
      (await importFile(dbs.team.member, "a\n1", { name: "taken", format: "csv", columns })).body,
    ).toEqual(errorBody(409, "This database already has a table with this name"));
    expect((await importFile(dbs.team.member, "a\n1", { name: "T", format: "ods", columns })).body).toEqual(
      errorBody(400, "Import a CSV, TSV or XLSX file"),
    );
    expect(
      (await importFile(dbs.team.member, "a\n1", { name: "T", format: "csv", columns: [null] })).body,
    ).toEqual(errorBody(400, "Choose at least one column to import"));
    expect(
      (
        await importFile(dbs.team.member, "a\n1", {
          name: "T",
          format: "csv",
          columns: [{ name: "A", type: "autoNumber" }],
        })
      ).status,
    ).toBe(400);
    const broken = await importFile(dbs.team.member, new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]), {
      name: "Broken",
      format: "xlsx",
      columns,
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    const tables = (await api(dbs.moduleId, dbs.team.member).getDatabase(databaseId)).body.tables;
    expect(tables.map((t) => t.name)).toEqual(["Taken"]);
  });

  it("imports 100,000 rows of 10 columns", async () => {
    const header = Array.from({ length: 10 }, (_, k) => `C${k}`).join(",");
    const lines = Array.from({ length: 100_000 }, (_, n) =>
      [
        `name ${n}`,
        n,
        (n % 1000) / 10,
        `2026-01-${String(1 + (n % 28)).padStart(2, "0")}`,
        n % 2 ? "yes" : "no",
        `t${n % 5}`,
        `u${n}@example.com`,
        `note ${n}`,
        1 + (n % 5),
        `https://example.com/${n}`,
      ].join(","),
    );
    const made = await importFile(dbs.team.member, [header, ...lines].join("\n"), {
      name: "Big",
      format: "csv",
      columns: [
        { name: "Name", type: "text" },
        { name: "N", type: "number" },
        { name: "D", type: "decimal" },
        { name: "Day", type: "date" },
        { name: "On", type: "checkbox" },
        { name: "Tag", type: "singleSelect" },
        { name: "Email", type: "email" },
        { name: "Notes", type: "longText" },
        { name: "Stars", type: "rating" },
        { name: "Site", type: "url" },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ imported: 100_000, skipped: [] });
    expect(await physicalCount(dbs.team.workspace.id, made.body.table.id)).toBe(100_000);
  }, 120_000);
});
