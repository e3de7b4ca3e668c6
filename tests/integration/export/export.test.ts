// Workspace export (issue 39, docs/platform/export.md): an owner or admin starts one; the archive
// (made inline here: no job system) holds the workspace, its people, a JSON Lines file per table and
// every stored file's bytes — nothing of another workspace and no secret; it is downloaded by the
// workspace's admins only, one runs at a time, the requester is e-mailed and the audit log says so.
import { writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as listRoute, POST as startRoute } from "@/app/api/v1/exports/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[exportId]/download/route";
import type { ExportItem } from "@/lib/export/types";
import { getDb } from "@/lib/server/db";
import {
  archiveFileEntries,
  entryBytes,
  entryRows,
  type ArchiveFileEntry,
} from "@/lib/server/export/read-archive";
import { purgeExpiredExports } from "@/lib/server/export/run-export";
import { storeFile } from "@/lib/server/files/store-file";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Acme");
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Roadmap" })).id;
});

const start = (caller: Caller) => call<ExportItem>(startRoute, { method: "POST", token: caller.token });

const download = (caller: Caller, exportId: string) =>
  downloadRoute(
    new NextRequest(`http://localhost:3000/api/v1/exports/${exportId}/download`, {
      headers: { authorization: `Bearer ${caller.token}` },
    }),
    { params: Promise.resolve({ exportId }) },
  );

/** The archive's entries by name, read from the answer's bytes. */
async function entriesOf(res: Response): Promise<Map<string, ArchiveFileEntry>> {
  const file = path.join(tmpdir(), `export-test-${newId()}.zip`);
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  const entries = new Map<string, ArchiveFileEntry>();
  const contents = new Map<string, Buffer>();
  for await (const entry of archiveFileEntries(file)) contents.set(entry.name, await entryBytes(entry));
  await rm(file);
  for (const [name, bytes] of contents)
    entries.set(name, {
      name,
      size: bytes.length,
      open: async () => (await import("node:stream")).Readable.from([bytes]),
    });
  return entries;
}

describe("exporting a workspace", () => {
  it("archives its data, people and files, and nothing of another workspace or any secret", async () => {
    for (const title of ["Plan the launch", "Write the post"])
      expect((await tm.create(team.member, moduleId, { title })).status).toBe(201);
    const other = await seedTeam("Elsewhere");
    const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Secret plans" });
    const otherModule = (await seedProjectModule(getDb(), otherProject.id)).id;
    await tm.create(other.owner, otherModule, { title: "Not theirs" });
    const bytes = new TextEncoder().encode("hello, archive");
    const key = await storeFile(
      team.workspace.id,
      team.member.user.id,
      { bytes, ext: "txt", contentType: "text/plain", name: "note.txt" },
      { kind: "upload" },
      "test",
    );

    const started = await start(team.admin);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: "done",
      progress: 100,
      files: 1,
      requestedBy: { name: "Adam Admin" },
    });
    expect(started.body.rows).toBeGreaterThan(10);
    expect(started.body.size).toBeGreaterThan(0);
    const list = await call<{ data: ExportItem[] }>(listRoute, { token: team.owner.token });
    expect(list.body.data.map((item) => item.id)).toEqual([started.body.id]);

    const res = await download(team.owner, started.body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="Acme-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = await entriesOf(res);
    const manifest = JSON.parse((await entryBytes(entries.get("manifest.json")!)).toString()) as {
      format: string;
      tables: { name: string; rows: number }[];
      files: { count: number };
    };
    expect(manifest.format).toBe("suite-workspace-export");
    expect(manifest.files.count).toBe(1);
    const names = manifest.tables.map((table) => table.name);
    // Parents before the tables that point at them: an import inserts in this order.
    expect(names.indexOf("Project")).toBeLessThan(names.indexOf("ProjectModule"));
    expect(names.indexOf("TaskBoard")).toBeLessThan(names.indexOf("Task"));
    expect(names).not.toContain("Session");
    expect(names).not.toContain("ApiToken");

    const tasks = await entryRows<{ title: string }>(entries.get("tables/Task.jsonl.gz")!);
    expect(tasks.map((task) => task.title).sort()).toEqual(["Plan the launch", "Write the post"]);
    const projects = await entryRows<{ name: string }>(entries.get("tables/Project.jsonl.gz")!);
    expect(projects.map((project) => project.name)).toEqual(["Launch"]);
    const people = await entryRows<{ email: string }>(entries.get("people.jsonl.gz")!);
    expect(people.map((person) => person.email).sort()).toEqual(
      [team.owner, team.admin, team.member, team.viewer, team.guest].map((c) => c.user.email).sort(),
    );
    expect((await entryBytes(entries.get(`files/${key}`)!)).toString()).toBe("hello, archive");

    // Nothing of the other workspace, and no secret of anyone.
    const everything = (
      await Promise.all(
        [...entries.values()].filter((entry) => entry.name.endsWith(".gz")).map((entry) => entryRows(entry)),
      )
    )
      .flat()
      .map((row) => JSON.stringify(row))
      .join("\n");
    expect(everything).not.toContain("Not theirs");
    expect(everything).not.toContain("Secret plans");
    expect(everything).not.toContain(other.owner.user.email);
    expect(everything).not.toMatch(/"(passwordHash|tokenHash|hash|tokenSealed|passwordSealed)"/);

    const mail = await getDb().outboxEmail.findFirst({
      where: { to: team.admin.user.email, subject: "Your export of Acme is ready" },
    });
    expect(mail).not.toBeNull();
    const audit = await getDb().auditLogEntry.count({
      where: { workspaceId: team.workspace.id, action: "workspace.exported", actorId: team.admin.user.id },
    });
    expect(audit).toBe(1);
  });

  it("is for owners and admins; another workspace's export is 404; one runs at a time", async () => {
    for (const caller of [team.member, team.viewer]) {
      expect((await start(caller)).body).toEqual(
        errorBody(403, "Only the workspace's owners and administrators export its data."),
      );
      expect((await call(listRoute, { token: caller.token })).status).toBe(403);
    }
    const made = (await start(team.owner)).body;
    expect((await download(team.member, made.id)).status).toBe(403);
    const other = await seedTeam("Elsewhere");
    expect((await download(other.owner, made.id)).status).toBe(404);

    await getDb().workspaceExport.create({
      data: { id: newId(), workspaceId: team.workspace.id, status: "running" },
    });
    expect((await start(team.admin)).body).toEqual(
      errorBody(409, "An export of this workspace is already being made. Wait for it to finish."),
    );
  });

  it("keeps an archive for a week, then deletes it; a stopped export no longer blocks another", async () => {
    const made = (await start(team.owner)).body;
    const week = new Date(Date.now() + 8 * 86_400_000);
    await getDb().workspaceExport.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        status: "running",
        createdAt: new Date(Date.now() - 5 * 3600_000),
      },
    });
    const purged = await purgeExpiredExports(week);
    expect(purged.deleted).toBeGreaterThanOrEqual(1);
    expect(purged.stopped).toBeGreaterThanOrEqual(1);
    expect((await download(team.owner, made.id)).status).toBe(404);
    const list = await call<{ data: ExportItem[] }>(listRoute, { token: team.owner.token });
    expect(list.body.data.find((item) => item.id === made.id)?.status).toBe("expired");
    expect(list.body.data.some((item) => item.status === "failed")).toBe(true);
    expect((await start(team.owner)).status).toBe(202);
  });
});
