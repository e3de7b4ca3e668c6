// Exports: a view of a table as CSV or XLSX (its order, filter and search; hidden columns left out;
// choices by name; cells that look like formulas made safe), and a database's schema as DDL for
// PostgreSQL or SQL Server (names quoted, whatever they hold) or JSON; read rights suffice.
import ExcelJS from "exceljs";
import * as exportRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/export/route";
import * as schemaRoute from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/schema/route";
import type { Table } from "@/modules/database-generator/shared/types";
import type { Caller } from "../workspaces/helpers";
import { api, downloadFrom, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
beforeEach(async () => {
  dbs = await seedDbs();
  table = await seedTable(
    dbs,
    dbs.team.member,
    [
      { name: "Item", type: "text" },
      { name: "Qty", type: "number" },
      { name: "Stage", type: "singleSelect", options: { choices: [{ name: "Open" }, { name: "Done" }] } },
      { name: 'Secret "notes"', type: "text" },
    ],
    `Orders]; DROP TABLE x;--`,
  );
  const [item, qty, stage, secret] = table.columns;
  const member = api(dbs.moduleId, dbs.team.member);
  await member.updateColumn(table.id, secret!.id, { hidden: true });
  await member.bulkCreate(table.id, [
    { cells: { [item!.id]: "Pen", [qty!.id]: 3, [stage!.id]: "Done", [secret!.id]: "x" } },
    { cells: { [item!.id]: '=HYPERLINK("evil")', [qty!.id]: 10, [stage!.id]: "Open" } },
    { cells: { [item!.id]: "Ink, blue", [qty!.id]: 1 } },
  ]);
});

const download = (
  handler: unknown,
  by: Caller,
  params: Record<string, string>,
  path: string,
  query: Record<string, string>,
) => downloadFrom(dbs.moduleId, handler, by, params, path, query);

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("exports", () => {
  it("write a view as CSV in its order, without hidden columns, formulas made safe", async () => {
    const [, qty] = table.columns;
    const csv = await download(
      exportRoute.GET,
      dbs.team.viewer,
      { tableId: table.id },
      `/tables/${table.id}/export`,
      {
        format: "csv",
        sort: `${qty!.id}:desc`,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(text(csv.bytes).trim().split(/\r?\n/)).toEqual([
      "Item,Qty,Stage",
      `"'=HYPERLINK(""evil"")",10,Open`,
      "Pen,3,Done",
      '"Ink, blue",1,',
    ]);
    const filtered = await download(
      exportRoute.GET,
      dbs.team.viewer,
      { tableId: table.id },
      `/tables/${table.id}/export`,
      {
        format: "csv",
        filter: JSON.stringify({
          conjunction: "and",
          conditions: [{ columnId: qty!.id, operator: "lt", value: 5 }],
        }),
      },
    );
    expect(text(filtered.bytes).trim().split(/\r?\n/)).toHaveLength(3);
  });

  it("write XLSX with numbers as numbers", async () => {
    const xlsx = await download(
      exportRoute.GET,
      dbs.team.member,
      { tableId: table.id },
      `/tables/${table.id}/export`,
      {
        format: "xlsx",
      },
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Item", "Qty", "Stage"]);
    expect(sheet.getRow(2).values).toEqual([undefined, "Pen", 3, "Done"]);
    expect(sheet.rowCount).toBe(4);
  });

  it("write the schema as DDL for PostgreSQL and SQL Server, or JSON", async () => {
    const schema = (format: string) =>
      download(
        schemaRoute.GET,
        dbs.team.viewer,
        { databaseId: table.databaseId },
        `/databases/${table.databaseId}/schema`,
        {
          format,
        },
      );
    const pg = text((await schema("postgresql")).bytes);
    expect(pg).toContain(`CREATE TABLE "Orders]; DROP TABLE x;--" (`);
    expect(pg).toContain(`"Secret ""notes""" text`);
    expect(pg).toContain(`"Qty" integer`);
    expect(pg).toContain(`-- Orders]; DROP TABLE x;--: 3 records`);
    const ms = text((await schema("sqlserver")).bytes);
    expect(ms).toContain(`CREATE TABLE [Orders]]; DROP TABLE x;--] (`);
    expect(ms).toContain(`[Qty] int`);
    const json = JSON.parse(text((await schema("json")).bytes)) as {
      tables: { name: string; columns: unknown[] }[];
    };
    expect(json.tables[0]).toMatchObject({ name: "Orders]; DROP TABLE x;--" });
    expect(json.tables[0]!.columns).toHaveLength(4);
    expect((await schema("mongo")).status).toBe(400);
  });

  it("answer 404 for another workspace's table, 400 for a bad format or filter", async () => {
    const other = await seedDbs("Rival");
    const theirs = await download(
      exportRoute.GET,
      other.team.owner,
      { tableId: table.id },
      `/tables/${table.id}/export`,
      {
        format: "csv",
      },
    );
    expect(theirs.status).toBe(404);
    expect(
      (
        await download(
          exportRoute.GET,
          dbs.team.member,
          { tableId: table.id },
          `/tables/${table.id}/export`,
          { format: "pdf" },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await download(
          exportRoute.GET,
          dbs.team.member,
          { tableId: table.id },
          `/tables/${table.id}/export`,
          {
            format: "csv",
            filter: "{",
          },
        )
      ).status,
    ).toBe(400);
  });
});
