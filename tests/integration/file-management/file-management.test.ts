// The file management page through the module gate (server/page.ts, which /project/{projectId}/file-management
// and /workspace-modules/{moduleId} render): the viewer's rights, the URL's state (unknown values read as
// defaults), the listing's first page and the quota; a folder that is gone opens the page without a
// listing. Another workspace's module, a hidden project's and a module of another kind are not found.
// And the grid card: the storage in use and each module's files changed last; the preview PostgreSQL
// writes into answers is the one the server tells.
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { readableProjectModules } from "@/lib/server/modules/module-scope";
import { previewOf, previewSql } from "@/modules/file-management/server/detect-type";
import { loadDrivePage } from "@/modules/file-management/server/page";
import { summarizeFileManagement } from "@/modules/file-management/server/summary";
import { KIND_PAGES } from "@/modules/kinds.pages";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { withTempFilesDir } from "../files/helpers";
import { seedTeam } from "../workspaces/helpers";
import { bytesOf, folder, seedDrive, trash, upload, type Drive } from "./helpers";

withTempFilesDir("drive-page-");

let drive: Drive;
beforeEach(async () => {
  drive = await seedDrive();
});

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.status : 500),
  );

describe("the file management page", () => {
  it("opens with the URL's state, the first page and the quota; rights as the module grants", async () => {
    const { member, viewer } = drive.team;
    const docs = (await folder(drive.moduleId, member, "Docs")).body.id;
    await upload(drive.moduleId, member, "a.txt", bytesOf(20), { parentId: docs });
    const page = await loadDrivePage(
      member.actor,
      drive.moduleId,
      { folder: docs, view: "grid", sort: "size", dir: "desc" },
      "en",
    );
    expect(page.url).toEqual({
      view: "grid",
      active: "my-files",
      folder: docs,
      q: "",
      sort: { field: "size", dir: "desc" },
      type: null,
    });
    expect(page.first?.data.map((item) => item.name)).toEqual(["a.txt"]);
    expect(page.first?.folder).toMatchObject({ id: docs, name: "Docs", crumbs: [] });
    expect(page.quota.used).toBe(20);
    expect(page.info.access).toMatchObject({ read: true, add: true });
    const seen = await loadDrivePage(viewer.actor, drive.moduleId, { active: "nonsense", type: "exe" }, "en");
    expect(seen.url).toMatchObject({ active: "my-files", type: null, view: "list" });
    expect(seen.info.access).toMatchObject({ read: true, add: false, edit: false, delete: false });
    // A folder that went to the trash: the page opens, without a listing.
    await trash(drive.moduleId, member, { ids: [docs] });
    expect((await loadDrivePage(member.actor, drive.moduleId, { folder: docs }, "en")).first).toBeNull();
  });

  it("is not found from another workspace, a hidden project or as another kind; has a workspace page", async () => {
    const other = await seedTeam("Other Co");
    expect(await status(loadDrivePage(other.owner.actor, drive.moduleId, {}, "en"))).toBe(404);
    expect(
      await status(
        findVisibleModule(drive.team.member.actor, { moduleId: drive.moduleId, tag: "TaskManagement" }),
      ),
    ).toBe(404);
    const hidden = await seedProject(getDb(), drive.team.workspace.id, { private: true });
    const secret = await seedProjectModule(getDb(), hidden.id, { tag: "FileManagement" });
    expect(await status(loadDrivePage(drive.team.member.actor, secret.id, {}, "en"))).toBe(404);
    expect(await status(loadDrivePage(drive.team.member.actor, "nope", {}, "en"))).toBe(400);
    expect(typeof KIND_PAGES.FileManagement?.workspace).toBe("function");
  });

  it("gives the grid card the storage in use and the three files changed last, none in the trash", async () => {
    const { member } = drive.team;
    const ids: string[] = [];
    for (const name of ["one.txt", "two.txt", "three.txt", "four.txt"])
      ids.push(await upload(drive.moduleId, member, name, bytesOf(10)));
    await trash(drive.moduleId, member, { ids: [ids[3]!] });
    const scopes = await readableProjectModules(member.actor, drive.projectId);
    const cards = await summarizeFileManagement(scopes.filter((scope) => scope.tag === "FileManagement"));
    const card = cards.get(drive.moduleId)!;
    expect(card.used).toBe(40);
    expect(card.recent.map((file) => file.name)).toEqual(["three.txt", "two.txt", "one.txt"]);
    expect(card.recent[0]!.href).toBe(
      `/project/${drive.projectId}/file-management?moduleId=${drive.moduleId}`,
    );
  });

  it("writes the same preview in SQL as in the server, for every kind of type", async () => {
    const types = [
      null,
      "image/png",
      "image/avif",
      "image/svg+xml",
      "image/tiff",
      "application/pdf",
      "text/plain",
      "text/markdown",
      "application/json",
      "audio/mpeg",
      "video/mp4",
      "application/zip",
      "application/octet-stream",
    ];
    const rows = await getDb().$queryRaw<{ type: string | null; preview: string }[]>`
      SELECT t."type", ${previewSql(Prisma.sql`t."type"`)} AS "preview"
        FROM unnest(${types}::text[]) AS t("type")`;
    expect(rows.map((row) => [row.type, row.preview])).toEqual(types.map((type) => [type, previewOf(type)]));
    expect(new Set(rows.map((row) => row.preview))).toEqual(
      new Set(["none", "image", "pdf", "text", "audio", "video"]),
    );
  });
});
