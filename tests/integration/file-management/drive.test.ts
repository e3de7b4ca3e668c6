// File management's folders and items through the module gate: create, rename, move (never into
// itself), copy (bytes and quota), the trash (restore to the original place, or the root when it is
// gone; delete for good frees the bytes), bookmarks and recent, sorting and keyset pages, search,
// rights (viewers read, members write), another workspace's ids and odd names.
import { DELETE as emptyTrashRoute } from "@/app/api/v1/file-management/[moduleId]/trash/route";
import { POST as pathsRoute } from "@/app/api/v1/file-management/[moduleId]/folders/paths/route";
import { POST as conflictsRoute } from "@/app/api/v1/file-management/[moduleId]/items/conflicts/route";
import { getDb } from "@/lib/server/db";
import { purgeStaleUploads, purgeTrash } from "@/modules/file-management/server/jobs/purge";
import { call } from "../helpers/http";
import { withTempFilesDir } from "../files/helpers";
import { errorBody, type Caller } from "../workspaces/helpers";
import {
  bytesOf,
  copy,
  deleteForGood,
  folder,
  item,
  list,
  move,
  quota,
  rename,
  star,
  restore,
  seedDrive,
  startUpload,
  trash,
  upload,
  type Drive,
} from "./helpers";

withTempFilesDir("drive-items-");

let drive: Drive;
let member: Caller;
beforeEach(async () => {
  drive = await seedDrive();
  member = drive.team.member;
});

const names = async (by: Caller, query: Record<string, string> = {}) =>
  (await list(drive.moduleId, by, query)).body.data.map((entry) => entry.name);
const made = async (name: string, parentId: string | null = null) =>
  (await folder(drive.moduleId, member, name, parentId)).body.id;

describe("folders and items", () => {
  it("creates folders, lists folders first by name, with the crumbs of the folder listed", async () => {
    const docs = await made("Docs");
    await made("archive");
    const drafts = await made("Drafts", docs);
    await upload(drive.moduleId, member, "b.txt", bytesOf(5));
    await upload(drive.moduleId, member, "A.txt", bytesOf(9), { parentId: "" });
    expect(await names(member)).toEqual(["archive", "Docs", "A.txt", "b.txt"]);
    const inside = await list(drive.moduleId, member, { folderId: drafts });
    expect(inside.body.folder).toEqual({ id: drafts, name: "Drafts", crumbs: [{ id: docs, name: "Docs" }] });
    expect((await item(drive.moduleId, member, drafts)).body.crumbs).toEqual([{ id: docs, name: "Docs" }]);
    // Sorts by size, both ways, folders still first.
    const bySize = await names(member, { sort: "size", dir: "desc" });
    expect(bySize.slice(0, 2).sort()).toEqual(["Docs", "archive"]);
    expect(bySize.slice(2)).toEqual(["A.txt", "b.txt"]);
    expect((await names(member, { sort: "size", dir: "asc" })).slice(2)).toEqual(["b.txt", "A.txt"]);
    // A name the folder has (ignoring case) is a 409.
    expect((await folder(drive.moduleId, member, "docs")).body).toEqual(
      errorBody(409, "An item with this name already exists in this folder"),
    );
  });

  it("pages a large folder by keyset, each item once", async () => {
    const rows = Array.from({ length: 230 }, (_, n) => ({
      id: `${(0x6b00000000 + n).toString(16).padStart(10, "0")}${"0".repeat(14)}`,
      workspaceId: drive.team.workspace.id,
      moduleId: drive.moduleId,
      projectModuleId: drive.moduleId,
      kind: n < 30 ? ("folder" as const) : ("file" as const),
      name: `item ${String(n).padStart(3, "0")}`,
      size: BigInt(n < 30 ? 0 : n),
    }));
    await getDb().driveItem.createMany({ data: rows });
    const sorts: Record<string, string>[] = [
      {},
      { sort: "size", dir: "desc" },
      { sort: "created", dir: "asc" },
      { sort: "modified" },
    ];
    for (const query of sorts) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(drive.moduleId, member, { ...query, ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        seen.push(...page.body.data.map((entry) => entry.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(230);
      expect(new Set(seen).size).toBe(230);
    }
    expect((await list(drive.moduleId, member, { cursor: "not-a-cursor" })).status).toBe(400);
    // A cursor whose values do not fit the sort's keys is refused, not cast and failed.
    const crafted = Buffer.from(JSON.stringify(["file", "not-a-size", "0".repeat(24)])).toString("base64url");
    expect((await list(drive.moduleId, member, { sort: "size", cursor: crafted })).status).toBe(400);
    const badKind = Buffer.from(JSON.stringify(["x", "a", "0".repeat(24)])).toString("base64url");
    expect((await list(drive.moduleId, member, { cursor: badKind })).status).toBe(400);
    // The type filter.
    expect((await list(drive.moduleId, member, { type: "folder" })).body.data).toHaveLength(30);
  });

  it("renames, refusing odd names and a taken one", async () => {
    const id = await made("Old");
    await made("Taken");
    expect((await rename(drive.moduleId, member, id, "  New name  ")).body.name).toBe("New name");
    for (const bad of ["", "..", "a/b", "x".repeat(256), "\u202E"])
      expect((await rename(drive.moduleId, member, id, bad)).status).toBe(400);
    expect((await rename(drive.moduleId, member, id, "a\u0000b")).status).toBe(400);
    expect((await rename(drive.moduleId, member, id, "taken")).status).toBe(409);
  });

  it("moves items, never a folder into itself or below it; paths follow", async () => {
    const a = await made("A");
    const b = await made("B", a);
    const c = await made("C");
    const file = await upload(drive.moduleId, member, "f.txt", bytesOf(3), { parentId: b });
    expect((await move(drive.moduleId, member, { ids: [a], parentId: b })).body).toEqual(
      errorBody(400, "A folder cannot go into itself or a folder inside it"),
    );
    expect((await move(drive.moduleId, member, { ids: [a], parentId: a })).status).toBe(400);
    const moved = await move(drive.moduleId, member, { ids: [a], parentId: c });
    expect(moved.status).toBe(200);
    expect((await item(drive.moduleId, member, file)).body.crumbs.map((crumb) => crumb.name)).toEqual([
      "C",
      "A",
      "B",
    ]);
    // Back to the root.
    await move(drive.moduleId, member, { ids: [b], parentId: null });
    expect((await item(drive.moduleId, member, file)).body.crumbs.map((crumb) => crumb.name)).toEqual(["B"]);
    // A taken name moves nothing.
    await made("B", c);
    expect((await move(drive.moduleId, member, { ids: [b], parentId: c })).status).toBe(409);
  });

  it("copies a folder with its files (bytes counted in the quota), naming the copy beside a taken name", async () => {
    const a = await made("A");
    await upload(drive.moduleId, member, "one.bin", bytesOf(1_000), { parentId: a });
    const before = (await quota(drive.moduleId, member)).body.used;
    const copied = await copy(drive.moduleId, member, { ids: [a], parentId: null });
    expect(copied.status).toBe(200);
    expect(copied.body.items.map((entry) => entry.name)).toEqual(["A (2)"]);
    const inside = await list(drive.moduleId, member, { folderId: copied.body.items[0]!.id });
    expect(inside.body.data.map((entry) => [entry.name, entry.size, entry.versions])).toEqual([
      ["one.bin", 1_000, 1],
    ]);
    expect((await quota(drive.moduleId, member)).body.used).toBe(before + 1_000);
  });

  it("trashes and restores to the original place, or the root when the folder went to the trash", async () => {
    const a = await made("A");
    const inner = await upload(drive.moduleId, member, "inner.txt", bytesOf(4), { parentId: a });
    const loose = await upload(drive.moduleId, member, "loose.txt", bytesOf(4), { parentId: a });
    await trash(drive.moduleId, member, { ids: [loose] });
    await trash(drive.moduleId, member, { ids: [a] });
    expect(await names(member)).toEqual([]);
    expect((await names(member, { tab: "trash" })).sort()).toEqual(["A", "loose.txt"]);
    // What is inside a trashed folder cannot be changed.
    expect((await rename(drive.moduleId, member, inner, "x.txt")).status).toBe(404);
    // The file's folder is in the trash: it comes back at the root.
    const back = await restore(drive.moduleId, member, { ids: [loose] });
    expect(back.body.items[0]).toMatchObject({ name: "loose.txt", parentId: null });
    // The folder comes back with what was inside it.
    await restore(drive.moduleId, member, { ids: [a] });
    expect(
      (await list(drive.moduleId, member, { folderId: a })).body.data.map((entry) => entry.name),
    ).toEqual(["inner.txt"]);
    // Restoring where the name is taken meanwhile numbers it.
    await trash(drive.moduleId, member, { ids: [loose] });
    await upload(drive.moduleId, member, "loose.txt", bytesOf(4));
    expect((await restore(drive.moduleId, member, { ids: [loose] })).body.items[0]!.name).toBe(
      "loose (2).txt",
    );
  });

  it("deletes for good, freeing every version's bytes; empties the trash; purges after 30 days", async () => {
    const one = await upload(drive.moduleId, member, "one.bin", bytesOf(1_000));
    await upload(drive.moduleId, member, "one.bin", bytesOf(500), { onConflict: "version" });
    const two = await upload(drive.moduleId, member, "two.bin", bytesOf(2_000));
    const three = await upload(drive.moduleId, member, "three.bin", bytesOf(3_000));
    expect((await quota(drive.moduleId, member)).body.used).toBe(6_500);
    // Trash counts against the quota.
    await trash(drive.moduleId, member, { ids: [one, two, three] });
    expect((await quota(drive.moduleId, member)).body.used).toBe(6_500);
    // Only items in the trash are deleted for good.
    const live = await upload(drive.moduleId, member, "live.bin", bytesOf(10));
    expect((await deleteForGood(drive.moduleId, member, { ids: [live] })).status).toBe(404);
    expect((await deleteForGood(drive.moduleId, member, { ids: [one] })).status).toBe(200);
    expect((await quota(drive.moduleId, member)).body.used).toBe(5_010);
    const emptied = await call(emptyTrashRoute, {
      method: "DELETE",
      token: drive.team.admin.token,
      params: { moduleId: drive.moduleId },
      url: `http://localhost:3000/api/v1/file-management/${drive.moduleId}/trash`,
    });
    expect(emptied.status).toBe(200);
    expect((await quota(drive.moduleId, member)).body.used).toBe(10);
    expect(
      await getDb().file.count({
        where: { ownerKind: "file_management", workspaceId: drive.team.workspace.id },
      }),
    ).toBe(1);

    // The purge takes what has been in the trash 30 days, not what came in later.
    const old = await upload(drive.moduleId, member, "old.bin", bytesOf(7));
    const recent = await upload(drive.moduleId, member, "recent.bin", bytesOf(7));
    await trash(drive.moduleId, member, { ids: [old, recent] });
    await getDb().driveItem.update({
      where: { id: old },
      data: { trashedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect(await purgeTrash()).toBe(1);
    expect(await names(member, { tab: "trash" })).toEqual(["recent.bin"]);
    // An upload left unfinished for a day is given up.
    await startUpload(drive.moduleId, member, 100, { name: "stale.bin" });
    await getDb().driveUpload.updateMany({ data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expect(await purgeStaleUploads()).toBe(1);
    expect(await getDb().driveUpload.count()).toBe(0);
  });

  it("keeps bookmarks and recent items per person, and searches by name", async () => {
    const a = await made("Budget 2027");
    const report = await upload(drive.moduleId, member, "Report 100%.txt", bytesOf(4), { parentId: a });
    const put = await star(drive.moduleId, member, a);
    expect(put.status).toBe(200);
    expect(await names(member, { tab: "bookmarks" })).toEqual(["Budget 2027"]);
    expect(await names(drive.team.admin, { tab: "bookmarks" })).toEqual([]);
    const recent = await list(drive.moduleId, member, { tab: "recent-files" });
    expect(recent.body.data.map((entry) => [entry.name, entry.location])).toEqual([
      ["Report 100%.txt", ["Budget 2027"]],
    ]);
    expect(await names(drive.team.admin, { tab: "recent-files" })).toEqual([]);
    expect(await names(member, { q: "100%" })).toEqual(["Report 100%.txt"]);
    expect(await names(member, { q: "budget" })).toEqual(["Budget 2027"]);
    expect(await names(member, { q: "_" })).toEqual([]);
    // Trashed items leave every tab but the trash.
    await trash(drive.moduleId, member, { ids: [a] });
    expect(await names(member, { tab: "recent-files" })).toEqual([]);
    expect(await names(member, { q: "report" })).toEqual([]);
    expect(report).toBeTruthy();
  });

  it("makes a dropped folder's sub-folders once and tells which names are taken", async () => {
    const existing = await made("Photos");
    const paths = await call<{ folders: Record<string, string> }>(pathsRoute, {
      method: "POST",
      token: member.token,
      params: { moduleId: drive.moduleId },
      body: { parentId: null, paths: ["Photos/2026/June", "Photos/2026", "Notes"] },
      url: `http://localhost:3000/api/v1/file-management/${drive.moduleId}/folders/paths`,
    });
    expect(paths.status).toBe(200);
    expect(paths.body.folders.Photos).toBe(existing);
    expect(Object.keys(paths.body.folders).sort()).toEqual([
      "Notes",
      "Photos",
      "Photos/2026",
      "Photos/2026/June",
    ]);
    const bad = await call(pathsRoute, {
      method: "POST",
      token: member.token,
      params: { moduleId: drive.moduleId },
      body: { parentId: null, paths: ["a/../b"] },
      url: `http://localhost:3000/api/v1/file-management/${drive.moduleId}/folders/paths`,
    });
    expect(bad.status).toBe(400);
    const conflicts = await call<{ taken: { name: string }[] }>(conflictsRoute, {
      method: "POST",
      token: member.token,
      params: { moduleId: drive.moduleId },
      body: { parentId: null, names: ["photos", "new.txt"] },
      url: `http://localhost:3000/api/v1/file-management/${drive.moduleId}/items/conflicts`,
    });
    expect(conflicts.body.taken.map((entry) => entry.name)).toEqual(["Photos"]);
  });
});

describe("rights", () => {
  it("lets viewers read but not change; guests and outsiders do not find the module", async () => {
    const a = await made("A");
    const { viewer, guest } = drive.team;
    expect(await names(viewer)).toEqual(["A"]);
    expect((await folder(drive.moduleId, viewer, "V")).status).toBe(403);
    expect((await rename(drive.moduleId, viewer, a, "B")).status).toBe(403);
    expect((await trash(drive.moduleId, viewer, { ids: [a] })).status).toBe(403);
    expect([403, 404]).toContain((await list(drive.moduleId, guest)).status);

    const other = await seedDrive("Other Co");
    const theirs = (await folder(other.moduleId, other.team.owner, "Theirs")).body.id;
    // Their module, and their item through ours, are not found.
    expect((await list(other.moduleId, member)).status).toBe(404);
    expect((await rename(drive.moduleId, member, theirs, "Mine")).status).toBe(404);
    expect((await move(drive.moduleId, member, { ids: [a], parentId: theirs })).status).toBe(404);
    expect((await trash(drive.moduleId, member, { ids: [theirs] })).status).toBe(404);
    expect((await item(drive.moduleId, member, theirs)).status).toBe(404);
    expect((await list(drive.moduleId, member, { folderId: theirs })).status).toBe(404);
    expect((await list("not-an-id", member)).status).toBe(400);
    expect((await rename(drive.moduleId, member, "zz", "x")).status).toBe(400);
  });
});
