// Streamed exports (lib/server/export/streams.ts), shared by the time tracker's reports and the form
// builder's responses: batches read from PostgreSQL by keyset, only one workspace's rows (another
// workspace's never enter the batches the caller scopes), written as CSV (formula-safe, RFC 4180)
// and as an XLSX workbook read back with exceljs; a reader that stops early ends the batches.
import ExcelJS from "exceljs";
import { getDb } from "@/lib/server/db";
import { csvStream, xlsxStream, type ExportCell } from "@/lib/server/export/streams";
import { seedTeam, type Team } from "../workspaces/helpers";

type Row = { id: string; name: string; role: string };

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await seedTeam("Export Ours");
  theirs = await seedTeam("Export Theirs");
  await getDb().user.update({ where: { id: ours.member.user.id }, data: { name: "=SUM(A1:A2)" } });
});

/** The workspace's members, read in keyset batches of `size` (as the exports read their rows). */
async function* members(workspaceId: string, size: number, read: { batches: number; closed: boolean }) {
  let after = "";
  try {
    for (;;) {
      const rows = await getDb().$queryRaw<Row[]>`
        SELECT u."id", u."name", m."role" FROM "WorkspaceMember" m JOIN "User" u ON u."id" = m."userId"
         WHERE m."workspaceId" = ${workspaceId} AND u."id" > ${after} ORDER BY u."id" LIMIT ${size}`;
      if (rows.length === 0) return;
      read.batches += 1;
      yield rows;
      after = rows.at(-1)!.id;
    }
  } finally {
    read.closed = true;
  }
}

const cells = (row: Row): ExportCell[] => [row.id, row.name, row.role];
const header = ["Id", "Name", "Role"];

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("streamed exports", () => {
  it("writes every batch of one workspace as formula-safe CSV", async () => {
    const read = { batches: 0, closed: false };
    const csv = await text(csvStream(members(ours.workspace.id, 2, read), header, cells));
    const lines = csv.trimEnd().split(/\r?\n/);
    expect(lines[0]).toBe("Id,Name,Role");
    const ids = lines.slice(1).map((line) => line.split(",")[0]);
    const expected = await getDb().workspaceMember.findMany({
      where: { workspaceId: ours.workspace.id },
      select: { userId: true },
      orderBy: { userId: "asc" },
    });
    expect(ids).toEqual(expected.map((m) => m.userId));
    expect(read.batches).toBe(Math.ceil(expected.length / 2));
    // A name that would run as a formula in a spreadsheet is written as text.
    expect(csv).toContain("'=SUM(A1:A2)");
    const others = await getDb().workspaceMember.findMany({
      where: { workspaceId: theirs.workspace.id },
      select: { userId: true },
    });
    for (const other of others) expect(csv).not.toContain(other.userId);
  });

  it("writes an XLSX workbook (sheet name cut to Excel's 31 characters), the header and one row per item, cells as text", async () => {
    const read = { batches: 0, closed: false };
    const stream = xlsxStream(members(ours.workspace.id, 3, read), {
      header,
      cells,
      sheet: "Members of the workspace export, every one",
      logTag: "test",
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await new Response(stream).arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Members of the workspace export");
    expect(sheet.getRow(1).values).toEqual([undefined, "Id", "Name", "Role"]);
    const count = await getDb().workspaceMember.count({ where: { workspaceId: ours.workspace.id } });
    expect(sheet.actualRowCount).toBe(count + 1);
    const names = Array.from({ length: count }, (_, i) => sheet.getRow(i + 2).getCell(2).value);
    expect(names).toContain("=SUM(A1:A2)");
    expect(read.closed).toBe(true);
  });

  it("ends the batches when the reader stops early", async () => {
    const read = { batches: 0, closed: false };
    const reader = csvStream(members(ours.workspace.id, 1, read), header, cells).getReader();
    await reader.read(); // the header
    await reader.read(); // the first batch
    await reader.cancel();
    expect(read.closed).toBe(true);
    const count = await getDb().workspaceMember.count({ where: { workspaceId: ours.workspace.id } });
    expect(read.batches).toBeLessThan(count);
  });
});
