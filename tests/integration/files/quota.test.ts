// The workspace's storage quota (FILES_QUOTA_MB) holds for every module's uploads, not only File
// management's: a database's attachment past it is refused (413) and leaves no bytes or row behind;
// another workspace's room is its own.
import { NextRequest } from "next/server";
import { POST as uploadPost } from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/files/route";
import { getDb } from "@/lib/server/db";
import type { Table } from "@/modules/database-generator/shared/types";
import { seedDbs, seedTable, type Dbs } from "../database-generator/helpers";
import type { Caller } from "../workspaces/helpers";
import { withTempFilesDir } from "./helpers";

withTempFilesDir("suite-quota-");
beforeAll(() => {
  // 1 MB per workspace.
  process.env.FILES_QUOTA_MB = "1";
});

const pdf = (kb: number) => new TextEncoder().encode(`%PDF-1.4\n${"x".repeat(kb * 1024)}\n%%EOF\n`);

async function upload(dbs: Dbs, table: Table, by: Caller, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "Report.pdf"));
  const params = { moduleId: dbs.moduleId, tableId: table.id };
  const req = new NextRequest(
    `http://localhost:3000/api/v1/database-generator/${params.moduleId}/tables/${params.tableId}/files`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${by.token}`, "x-forwarded-for": "10.0.0.1" },
      body: form,
    },
  );
  const res = await uploadPost(req, { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

it("refuses an upload past the workspace's quota, whichever module it is for", async () => {
  const dbs = await seedDbs();
  const table = await seedTable(dbs, dbs.team.member, [
    { name: "Name", type: "text" },
    { name: "Files", type: "attachment" },
  ]);
  expect((await upload(dbs, table, dbs.team.member, pdf(600))).status).toBe(201);
  const refused = await upload(dbs, table, dbs.team.member, pdf(600));
  expect(refused).toEqual({
    status: 413,
    body: expect.objectContaining({ message: "Not enough storage space left in this workspace" }),
  });
  // Nothing of the refused file stays: one File row, one DbFile row.
  expect(await getDb().file.count({ where: { workspaceId: dbs.team.workspace.id } })).toBe(1);
  expect(await getDb().dbFile.count({ where: { workspaceId: dbs.team.workspace.id } })).toBe(1);
  // A small one still fits; another workspace has its own room.
  expect((await upload(dbs, table, dbs.team.member, pdf(100))).status).toBe(201);
  const other = await seedDbs("Other Co");
  const theirs = await seedTable(other, other.team.member, [
    { name: "Name", type: "text" },
    { name: "Files", type: "attachment" },
  ]);
  expect((await upload(other, theirs, other.team.member, pdf(600))).status).toBe(201);
});
