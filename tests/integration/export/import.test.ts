// Importing an export archive into a new workspace (issue 39, docs/platform/export.md): the round
// trip keeps every table's rows (but the links, keys and claims that belong to the server that made
// them), tasks with their subtasks, a published form (a reference cycle), the database generator's
// tables with a link and a stored rollup, and the files' bytes — under new ids, owned by the
// importer; people are found by their address or given accounts. Bad archives, sizes, a second
// import at a time, and a failure midway (nothing left behind).
import { GET as listRoute } from "@/app/api/v1/imports/route";
import type { ImportItem } from "@/lib/export/types";
import { Client } from "pg";
import { getDb } from "@/lib/server/db";
import { databaseEnv } from "@/lib/server/env";
import { importRules } from "@/lib/server/export/import-plan";
import { exportTables } from "@/lib/server/export/tables";
import { getFileStorage } from "@/lib/server/files/storage";
import { storeFile } from "@/lib/server/files/store-file";
import { seedProjectModule } from "@/prisma/seed/projects";
import { api, seedDbs, seedTable, type Dbs } from "../database-generator/helpers";
import { createForm, hit } from "../form-builder/helpers";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, signedIn, type Caller } from "../workspaces/helpers";
import { POST as publishRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/publish/route";
import { archiveContents, exportArchive, rowsOf, sendImport, zipOf } from "./import-helpers";

let dbs: Dbs;
let importer: Caller;

beforeEach(async () => {
  dbs = await seedDbs("Acme");
  importer = (await seedTeam("Elsewhere")).owner;
});

/** Rows per table of a workspace, as its own export counts them. */
async function countsOf(admin: Caller): Promise<Map<string, number>> {
  const manifest = JSON.parse(
    (await archiveContents(await exportArchive(admin))).get("manifest.json")!.toString(),
  ) as {
    tables: { name: string; rows: number }[];
  };
  return new Map(manifest.tables.map((table) => [table.name, table.rows]));
}

/** A workspace with something of every shape: tasks and a subtask, a database with a link and a rollup, a published form, a file, a claimed domain. */
async function seedContent() {
  const { team, projectId } = dbs;
  const board = (await seedProjectModule(getDb(), projectId, { name: "Roadmap" })).id;
  const parent = (await tm.create(team.member, board, { title: "Plan the launch" })).body;
  expect((await tm.create(team.member, board, { title: "Book the venue", parent: parent.id })).status).toBe(
    201,
  );

  const member = api(dbs.moduleId, team.member);
  const orders = await seedTable(dbs, team.member, [
    { name: "Order", type: "text" },
    { name: "Amount", type: "number" },
  ]);
  const customers = (
    await member.createTable(orders.databaseId, {
      name: "Customers",
      columns: [{ name: "Name", type: "text" }],
    })
  ).body;
  const link = (
    await member.createColumn(orders.id, {
      name: "Customer",
      type: "link",
      options: { tableId: customers.id, multiple: false },
    })
  ).body;
  const inverse = (await member.getTable(customers.id)).body.columns.find((c) => c.name === "Orders")!;
  expect(
    (
      await member.createColumn(customers.id, {
        name: "Total",
        type: "rollup",
        options: {
          linkId: inverse.id,
          fn: "sum",
          targetId: orders.columns.find((c) => c.name === "Amount")!.id,
        },
      })
    ).status,
  ).toBe(201);
  const name = (await member.getTable(customers.id)).body.columns.find((c) => c.name === "Name")!.id;
  const [ada] = (await member.bulkCreate(customers.id, [{ cells: { [name]: "Ada" } }])).body.data;
  const order = orders.columns.find((c) => c.name === "Order")!.id;
  const amount = orders.columns.find((c) => c.name === "Amount")!.id;
  await member.bulkCreate(orders.id, [
    { cells: { [order]: "A-1", [amount]: 10, [link.id]: [ada!.id] } },
    { cells: { [order]: "A-2", [amount]: 5, [link.id]: [ada!.id] } },
  ]);

  const builder = {
    team,
    projectId,
    moduleId: (await seedProjectModule(getDb(), projectId, { tag: "FormBuilder", name: "Surveys" })).id,
  };
  const form = await createForm(builder);
  const published = await hit(publishRoute, team.member, {
    method: "POST",
    params: { moduleId: builder.moduleId, formId: form.id },
  });
  expect(published.status).toBe(200);

  const key = await storeFile(
    team.workspace.id,
    team.member.user.id,
    {
      bytes: new TextEncoder().encode("hello, import"),
      ext: "txt",
      contentType: "text/plain",
      name: "note.txt",
    },
    { kind: "upload" },
    "test",
  );
  await getDb().ssoDomain.create({
    data: { domain: `acme-${team.workspace.id}.test`, workspaceId: team.workspace.id },
  });
  return { formSlug: form.slug, key };
}

describe("importing an export archive", () => {
  it("makes a new workspace with the same data under new ids, owned by the importer", async () => {
    const { team } = dbs;
    const { formSlug, key } = await seedContent();
    const before = await countsOf(team.owner);
    const zip = await exportArchive(team.owner);

    const res = await sendImport(importer, zip, "?name=Acme%20again");
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      name: "Acme again",
      status: "done",
      progress: 100,
      files: 1,
      leftOut: 1, // the claimed domain
      people: { matched: 5, made: 0 },
      error: null,
    });
    const workspaceId = res.body.workspaceId!;
    expect(workspaceId).toMatch(/^[0-9a-f]{24}$/);
    expect(workspaceId).not.toBe(team.workspace.id);
    const workspace = await getDb().workspace.findUniqueOrThrow({ where: { id: workspaceId } });
    expect(workspace).toMatchObject({ name: "Acme again", ownerId: importer.user.id, ssoRequired: false });

    // The importer owns it; the archive's owner is an admin; everyone else keeps their role.
    const members = await getDb().workspaceMember.findMany({
      where: { workspaceId },
      select: { userId: true, role: true },
    });
    expect(new Map(members.map((m) => [m.userId, m.role]))).toEqual(
      new Map([
        [importer.user.id, "owner"],
        [team.owner.user.id, "admin"],
        [team.admin.user.id, "admin"],
        [team.member.user.id, "member"],
        [team.viewer.user.id, "viewer"],
        [team.guest.user.id, "guest"],
      ]),
    );

    // Every table's rows, counted by the new workspace's own export: the same, but the domain left
    // out, the importer's membership and the import's audit entry added.
    const after = await countsOf(await signedIn(importer.user, workspaceId));
    const expected = new Map(before);
    expected.delete("SsoDomain");
    expected.set("WorkspaceMember", before.get("WorkspaceMember")! + 1);
    // The audit log: the archive's export is one more than the first count saw; the new workspace
    // adds its import's entry and its own count's export.
    expected.set("AuditLogEntry", before.get("AuditLogEntry")! + 3);
    after.delete("SsoDomain");
    expect(after).toEqual(expected);

    // Tasks keep their numbers, titles and subtask; the form its published version (a cycle) with a new address.
    const tasks = await getDb().task.findMany({
      where: { board: { workspaceId } },
      select: { id: true, number: true, title: true, parentId: true },
      orderBy: { number: "asc" },
    });
    expect(tasks.map((t) => [t.number, t.title])).toEqual([
      [1, "Plan the launch"],
      [2, "Book the venue"],
    ]);
    expect(tasks[1]!.parentId).toBe(tasks[0]!.id);
    const form = await getDb().form.findFirstOrThrow({ where: { workspaceId } });
    expect(form.slug).not.toBe(formSlug);
    const version = await getDb().formVersion.findUniqueOrThrow({ where: { id: form.publishedVersionId! } });
    expect(version.formId).toBe(form.id);

    // The database's records, link and stored rollup, in the new workspace's schema.
    const customers = await getDb().dbTable.findFirstOrThrow({ where: { workspaceId, name: "Customers" } });
    const total = await getDb().dbColumn.findFirstOrThrow({
      where: { tableId: customers.id, name: "Total" },
    });
    const [row] = await getDb().$queryRawUnsafe<{ total: string }[]>(
      `SELECT "c_${total.id}"::text AS total FROM "db_${workspaceId}"."t_${customers.id}"`,
    );
    expect(Number(row!.total)).toBe(15);
    // Search finds the imported records (their rows made again by their tables' triggers, in the new module).
    const database = await getDb().dbDatabase.findUniqueOrThrow({ where: { id: customers.databaseId } });
    expect(
      await getDb().dbRecordSearch.findMany({
        where: { tableId: customers.id },
        select: { title: true, moduleId: true },
      }),
    ).toEqual([{ title: "Ada", moduleId: database.moduleId }]);

    // The file's bytes under its new key.
    const file = await getDb().file.findFirstOrThrow({ where: { workspaceId } });
    expect(file.key.startsWith(`${workspaceId}/`)).toBe(true);
    expect(file.key).not.toBe(key);
    const stored = await getFileStorage().get(file.key);
    expect(await new Response(stored!.body as BodyInit).text()).toBe("hello, import");

    // The audit log of the new workspace says who imported it; the list shows the import to its person only.
    expect(await getDb().auditLogEntry.count({ where: { workspaceId, action: "workspace.imported" } })).toBe(
      1,
    );
    const mine = await call<{ data: ImportItem[] }>(listRoute, { token: importer.token });
    expect(mine.body.data.map((item) => item.id)).toEqual([res.body.id]);
    expect((await call<{ data: ImportItem[] }>(listRoute, { token: team.owner.token })).body.data).toEqual(
      [],
    );
    // The original is untouched.
    expect(await getDb().ssoDomain.count({ where: { workspaceId: team.workspace.id } })).toBe(1);
  });

  it("gives accounts to people this server does not know, by the archive's names", async () => {
    const contents = await archiveContents(await exportArchive(dbs.team.owner));
    const address = `newcomer-${Date.now()}@example.com`;
    const people = rowsOf<{ id: string; email: string }>(contents.get("people.jsonl.gz")!).map((person) =>
      person.id === dbs.team.member.user.id ? { ...person, email: address, name: "Nia Newcomer" } : person,
    );
    contents.set("people.jsonl.gz", Buffer.from(await zipPart(people)));
    const res = await sendImport(importer, await zipOf(contents));
    expect(res.body).toMatchObject({ status: "done", name: "Acme", people: { matched: 4, made: 1 } });
    const made = await getDb().user.findUniqueOrThrow({
      where: { email: address },
      select: { id: true, name: true, passwordHash: true, emailVerifiedAt: true },
    });
    expect(made).toMatchObject({ name: "Nia Newcomer", passwordHash: null, emailVerifiedAt: null });
    expect(
      await getDb().workspaceMember.findFirst({
        where: { workspaceId: res.body.workspaceId!, userId: made.id },
      }),
    ).toMatchObject({ role: "member" });
  });

  it("refuses what is no archive of ours, too large a body and a second import at a time", async () => {
    expect((await sendImport(importer, Buffer.from("not a zip"))).body).toEqual(
      errorBody(400, "This file is not a workspace export archive (a .zip made by Export workspace)."),
    );
    const other = await zipOf(new Map([["manifest.json", { format: "something-else" }]]));
    expect((await sendImport(importer, other)).status).toBe(400);
    const old = await zipOf(
      new Map<string, object>([
        ["manifest.json", { format: "suite-workspace-export", version: 1 }],
        ["workspace.json", { name: "Old" }],
      ]),
    );
    expect((await sendImport(importer, old)).body).toEqual(
      errorBody(
        400,
        "This archive was made by another version of the export: export the workspace again with this version.",
      ),
    );
    const huge = await sendImport(importer, Buffer.from("x"), "", {
      "content-length": String(11 * 1024 ** 3),
    });
    expect(huge.body).toEqual(errorBody(413, "The archive is larger than 10 GB."));
    expect((await sendImport(importer, Buffer.from("x"), "?name=%20")).status).toBe(400);

    await getDb().workspaceImport.create({
      data: { id: "0".repeat(24), requestedById: importer.user.id, name: "Running", size: BigInt(1) },
    });
    const zip = await exportArchive(dbs.team.owner);
    expect((await sendImport(importer, zip)).body).toEqual(
      errorBody(409, "Your previous import is still running. Wait for it to finish."),
    );
  });

  it("leaves out a row whose id is not one of our ids (it would be kept as written)", async () => {
    const contents = await archiveContents(await exportArchive(dbs.team.owner));
    const { gunzipSync } = await import("node:zlib");
    const part = "tables/Project.jsonl.gz";
    const projects = gunzipSync(contents.get(part)!)
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const crafted = { ...projects[0]!, id: `x"');--${"0".repeat(12)}`, name: "Crafted" };
    contents.set(part, await zipPart([...projects, crafted]));
    const res = await sendImport(importer, await zipOf(contents), "?name=Crafted%20ids");
    expect(res.body).toMatchObject({ status: "done" });
    expect(res.body.leftOut).toBeGreaterThanOrEqual(1);
    const names = await getDb().project.findMany({
      where: { workspaceId: res.body.workspaceId! },
      select: { name: true },
    });
    expect(names.length).toBe(projects.length);
    expect(names.map((project) => project.name)).not.toContain("Crafted");
  });

  it("fails as a whole when a part cannot be read: no workspace, people or files are left", async () => {
    const contents = await archiveContents(await exportArchive(dbs.team.owner));
    const manifest = JSON.parse(contents.get("manifest.json")!.toString()) as { tables: { name: string }[] };
    manifest.tables.push({ name: "NoSuchTable", columns: [], rows: 0 } as never);
    contents.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const workspaces = await getDb().workspace.count();
    const res = await sendImport(importer, await zipOf(contents), "?name=Broken");
    expect(res.body).toMatchObject({
      status: "failed",
      error: "this server has no table NoSuchTable",
      workspaceId: null,
    });
    expect(await getDb().workspace.count()).toBe(workspaces);
    expect(
      (await getDb().workspaceImport.findFirstOrThrow({ where: { id: res.body.id } })).storageKey,
    ).toBeNull();

    // A table no export holds (an account's tokens) is refused, whatever the manifest says.
    manifest.tables.pop();
    manifest.tables.push({ name: "ApiToken", columns: ["id", "userId", "hash"], rows: 1 } as never);
    contents.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    contents.set(
      "tables/ApiToken.jsonl.gz",
      Buffer.from(
        await zipPart([{ id: "1".repeat(24), userId: dbs.team.owner.user.id, hash: "0".repeat(64) }]),
      ),
    );
    const tokens = await getDb().apiToken.count();
    const crafted = await sendImport(importer, await zipOf(contents), "?name=Crafted");
    expect(crafted.body).toMatchObject({ status: "failed", error: "this server has no table ApiToken" });
    expect(await getDb().apiToken.count()).toBe(tokens);
  });
});

describe("the import's rules", () => {
  it("fill every column an archive never holds that this server requires, or leave its table out", async () => {
    const client = new Client({ connectionString: databaseEnv().DATABASE_URL });
    await client.connect();
    try {
      const tables = await exportTables(client);
      const { rows } = await client.query<{ table: string; column: string }>(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
          WHERE table_schema = current_schema() AND is_nullable = 'NO' AND column_default IS NULL`,
      );
      const rules = importRules();
      const exported = new Map(tables.map((table) => [table.name, new Set(table.columns)]));
      const unfilled = rows
        .filter((row) => exported.get(row.table) && !exported.get(row.table)!.has(row.column))
        .filter((row) => !rules.get(row.table)?.skip && !rules.get(row.table)?.fill?.[row.column])
        .map((row) => `${row.table}.${row.column}`);
      expect(unfilled).toEqual([]);
      // Those the kinds' manifests name exist (a renamed table would silently lose its rule).
      for (const table of rules.keys()) expect(exported.has(table)).toBe(true);
    } finally {
      await client.end();
    }
  });
});

/** `rows` as a `.jsonl.gz` entry's bytes. */
async function zipPart(rows: unknown[]): Promise<Buffer> {
  const { gzipSync } = await import("node:zlib");
  return gzipSync(rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
}
