// A folder's pages come from each node's page cache while nothing in the module has changed
// (modules/file-management/server/page-cache.ts): every change a person sees in the folder (a new
// item, a rename, a star, a thumbnail made after the upload, the trash) answers fresh pages at once;
// a reader's stars are their own; searches and other tabs are never kept.
import sharp from "sharp";
import { getDb } from "@/lib/server/db";
import { makeThumbnail } from "@/modules/file-management/server/jobs/thumbnails";
import { drivePageCacheStats } from "@/modules/file-management/server/page-cache";
import { withTempFilesDir } from "../files/helpers";
import type { Caller } from "../workspaces/helpers";
import { bytesOf, folder, list, rename, seedDrive, star, trash, upload, type Drive } from "./helpers";

withTempFilesDir("drive-page-cache-");

let drive: Drive;
beforeEach(async () => {
  drive = await seedDrive();
});

const names = async (by: Caller, query: Record<string, string> = {}) =>
  (await list(drive.moduleId, by, query)).body.data.map((entry) => entry.name);

/** Renames an item behind the services' back (no event): a kept page does not see it. */
const renameQuietly = (id: string, name: string) =>
  getDb().driveItem.update({ where: { id }, data: { name } });

describe("the folder page cache", () => {
  it("answers a folder's page from memory until the module changes", async () => {
    const { member } = drive.team;
    const a = await upload(drive.moduleId, member, "a.txt", bytesOf(3));
    const before = drivePageCacheStats().entries;
    expect(await names(member)).toEqual(["a.txt"]);
    expect(drivePageCacheStats().entries).toBe(before + 1);
    await renameQuietly(a, "quiet.txt");
    expect(await names(member)).toEqual(["a.txt"]);
    // Any change through the services moves the module on: the next page is read again.
    await folder(drive.moduleId, member, "Docs");
    expect(await names(member)).toEqual(["Docs", "quiet.txt"]);
    expect((await rename(drive.moduleId, member, a, "loud.txt")).status).toBe(200);
    expect(await names(member)).toEqual(["Docs", "loud.txt"]);
  });

  it("keeps each reader's stars to them, and a star shows at once", async () => {
    const { member, admin } = drive.team;
    const a = await upload(drive.moduleId, member, "a.txt", bytesOf(3));
    const starred = async (by: Caller) => (await list(drive.moduleId, by)).body.data[0]!.bookmarked;
    expect([await starred(member), await starred(admin)]).toEqual([false, false]);
    const put = await star(drive.moduleId, member, a);
    expect(put.status).toBe(200);
    expect([await starred(member), await starred(admin)]).toEqual([true, false]);
  });

  it("shows a thumbnail made after the page was kept", async () => {
    const { member } = drive.team;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc3366" } })
      .png()
      .toBuffer();
    const photo = await upload(drive.moduleId, member, "photo.png", new Uint8Array(png));
    await getDb().driveItem.update({ where: { id: photo }, data: { thumbFileId: null } });
    await folder(drive.moduleId, member, "Later");
    const thumb = async () =>
      (await list(drive.moduleId, member)).body.data.find((i) => i.id === photo)!.thumbUrl;
    expect(await thumb()).toBeNull();
    await makeThumbnail(photo);
    expect(await thumb()).toMatch(/\.webp$/);
  });

  it("never answers a trashed folder from memory, nor keeps searches", async () => {
    const { member } = drive.team;
    const docs = (await folder(drive.moduleId, member, "Docs")).body.id;
    await upload(drive.moduleId, member, "inside.txt", bytesOf(3), { parentId: docs });
    expect((await list(drive.moduleId, member, { folderId: docs })).body.data).toHaveLength(1);
    expect((await trash(drive.moduleId, member, { ids: [docs] })).status).toBe(200);
    expect((await list(drive.moduleId, member, { folderId: docs })).status).toBe(404);
    const kept = drivePageCacheStats().entries;
    await names(member, { q: "inside" });
    await names(member, { tab: "trash" });
    expect(drivePageCacheStats().entries).toBe(kept);
  });
});
