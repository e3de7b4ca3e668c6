// The `files` report entity (modules/file-management/server/metrics.ts) against hand-computed numbers.
// Three file management modules: one on the public project "Web", one on the private project
// "Secret" (the plain member cannot read it; the owner can) and one of the workspace itself.
//
//   file         module  where         owner   created (UTC)       type                      category
//   photo.png    web     root          Mia     2026-03-02 10:00    image/png                 image
//   clip.mp4     web     root          Adam    2026-03-03 23:30    video/mp4                 video
//   report.pdf   web     Docs/         Mia     2026-03-04 12:00    application/pdf           pdf
//   notes.docx   web     Docs/         —       2026-03-08 20:00    (Word)                    document
//   data.csv     web     root          Mia     2026-03-09 09:00    text/csv                  spreadsheet
//   bin.dat      web     root          Adam    2026-03-10 10:00    application/octet-stream  other
//   readme.txt   web     root          Adam    2026-03-10 11:00    text/plain                text
//   salary.xlsx  secret  root          Olivia  2026-03-05 12:00    (Excel)                   spreadsheet
//   logo.png     secret  root          Olivia  2026-03-05 13:00    image/png                 image
//   song.mp3     ws      root          Mia     2026-04-10 09:00    audio/mpeg                audio
//   deck.pptx    ws      root          Mia     2026-04-10 10:00    (PowerPoint)              presentation
//   backup.zip   ws      root          —       2026-04-11 10:00    application/zip           archive
//   mystery      ws      root          Adam    2026-04-12 10:00    (none)                    other
// Never counted: the folders, trash.png (in the trash) and old.pdf (inside the trashed folder Old/).
// In Asia/Tokyo (UTC+9) clip.mp4 falls on 03-04 and notes.docx on 03-09 (another ISO week).
import { UNASSIGNED, type MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { FILE_CATEGORIES, fileCategoryOf } from "@/modules/file-management/shared/file-category";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, type Team } from "../workspaces/helpers";

const TAG = "FileManagement";
const NOW = new Date("2026-05-01T00:00:00Z");
const WORD = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const EXCEL = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const POWERPOINT = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

let team: Team;
let member: Membership;
let owner: Membership;
let mia: string;
let adam: string;
let olivia: string;
let webProject: { id: string };
let secretProject: { id: string };
let web: string;
let secret: string;
let ws: string;
const ids: Record<string, string> = {};
const types: Record<string, string | null> = {};

type Request = MetricRequest<"files">;
const base: Request = {
  entity: "files",
  x: "file-owner",
  y: "file-count",
  bucket: "day",
  zone: "UTC",
  from: null,
  to: null,
  personIds: null,
  projectIds: null,
  moduleIds: null,
};

const points = async (who: Membership, change: Partial<Request>) =>
  (await new MetricReader(who, "en", NOW).points({ ...base, ...change })).points;

const pairs = (list: MetricPoint[]) => list.map((point) => [point.key, point.value]);
const triples = (list: MetricPoint[]) => list.map((point) => [point.key, point.series, point.value]);

async function seedItem(input: {
  moduleId: string;
  project: boolean;
  name: string;
  folder?: boolean;
  parent?: string;
  by: string | null;
  at: string;
  type?: string | null;
  trashed?: boolean;
}) {
  const id = newId();
  ids[input.name] = id;
  const parentId = input.parent ? ids[input.parent]! : null;
  await getDb().driveItem.create({
    data: {
      id,
      workspaceId: team.workspace.id,
      moduleId: input.moduleId,
      projectModuleId: input.project ? input.moduleId : null,
      workspaceModuleId: input.project ? null : input.moduleId,
      parentId,
      path: parentId ? `${parentId}/` : "",
      kind: input.folder ? "folder" : "file",
      name: input.name,
      size: BigInt(input.folder ? 0 : 100),
      contentType: input.folder ? null : (input.type ?? null),
      createdById: input.by,
      createdAt: new Date(input.at),
      trashedAt: input.trashed ? new Date("2026-03-20T00:00:00Z") : null,
    },
  });
  if (!input.folder) types[input.name] = input.type ?? null;
}

beforeAll(async () => {
  team = await seedTeam("File metrics");
  const prisma = getDb();
  mia = team.member.user.id;
  adam = team.admin.user.id;
  olivia = team.owner.user.id;
  webProject = await seedProject(prisma, team.workspace.id, { name: "Web" });
  secretProject = await seedProject(prisma, team.workspace.id, { name: "Secret", private: true });
  web = (await seedProjectModule(prisma, webProject.id, { tag: TAG, name: "Web drive" })).id;
  secret = (await seedProjectModule(prisma, secretProject.id, { tag: TAG, name: "Secret drive" })).id;
  ws = (await seedWorkspaceModule(prisma, team.workspace.id, TAG)).id;
  const inWeb = { moduleId: web, project: true };
  const inSecret = { moduleId: secret, project: true };
  const inWs = { moduleId: ws, project: false };
  await seedItem({ ...inWeb, name: "Docs", folder: true, by: mia, at: "2026-03-01T00:00:00Z" });
  await seedItem({ ...inWeb, name: "Old", folder: true, by: mia, at: "2026-03-01T00:00:00Z", trashed: true });
  await seedItem({ ...inWeb, name: "photo.png", by: mia, at: "2026-03-02T10:00:00Z", type: "image/png" });
  await seedItem({ ...inWeb, name: "clip.mp4", by: adam, at: "2026-03-03T23:30:00Z", type: "video/mp4" });
  await seedItem({
    ...inWeb,
    name: "report.pdf",
    parent: "Docs",
    by: mia,
    at: "2026-03-04T12:00:00Z",
    type: "application/pdf",
  });
  await seedItem({
    ...inWeb,
    name: "notes.docx",
    parent: "Docs",
    by: null,
    at: "2026-03-08T20:00:00Z",
    type: WORD,
  });
  await seedItem({ ...inWeb, name: "data.csv", by: mia, at: "2026-03-09T09:00:00Z", type: "text/csv" });
  await seedItem({
    ...inWeb,
    name: "bin.dat",
    by: adam,
    at: "2026-03-10T10:00:00Z",
    type: "application/octet-stream",
  });
  await seedItem({ ...inWeb, name: "readme.txt", by: adam, at: "2026-03-10T11:00:00Z", type: "text/plain" });
  await seedItem({
    ...inWeb,
    name: "trash.png",
    by: mia,
    at: "2026-03-02T11:00:00Z",
    type: "image/png",
    trashed: true,
  });
  await seedItem({
    ...inWeb,
    name: "old.pdf",
    parent: "Old",
    by: mia,
    at: "2026-03-02T12:00:00Z",
    type: "application/pdf",
  });
  await seedItem({ ...inSecret, name: "salary.xlsx", by: olivia, at: "2026-03-05T12:00:00Z", type: EXCEL });
  await seedItem({
    ...inSecret,
    name: "logo.png",
    by: olivia,
    at: "2026-03-05T13:00:00Z",
    type: "image/png",
  });
  await seedItem({ ...inWs, name: "song.mp3", by: mia, at: "2026-04-10T09:00:00Z", type: "audio/mpeg" });
  await seedItem({ ...inWs, name: "deck.pptx", by: mia, at: "2026-04-10T10:00:00Z", type: POWERPOINT });
  await seedItem({
    ...inWs,
    name: "backup.zip",
    by: null,
    at: "2026-04-11T10:00:00Z",
    type: "application/zip",
  });
  await seedItem({ ...inWs, name: "mystery", by: adam, at: "2026-04-12T10:00:00Z", type: null });
  member = await activeMembership(team.member.actor);
  owner = await activeMembership(team.owner.actor);
});

describe("files: X × Y", () => {
  it("counts live files by their owner, with names, the unknown owner as unassigned", async () => {
    expect(await points(member, {})).toEqual([
      { key: mia, label: "Mia Member", series: null, seriesLabel: null, value: 5 },
      { key: adam, label: "Adam Admin", series: null, seriesLabel: null, value: 4 },
      { key: UNASSIGNED, label: null, series: null, seriesLabel: null, value: 2 },
    ]);
    expect(pairs(await points(owner, {}))).toEqual([
      [mia, 5],
      [adam, 4],
      [olivia, 2],
      [UNASSIGNED, 2],
    ]);
  });

  it("splits each owner's files by category, in the categories' order", async () => {
    const list = await points(member, { y: "file-type" });
    expect(list[0]).toEqual({ key: mia, label: "Mia Member", series: "image", seriesLabel: null, value: 1 });
    expect(triples(list)).toEqual([
      [mia, "image", 1],
      [mia, "audio", 1],
      [mia, "spreadsheet", 1],
      [mia, "presentation", 1],
      [mia, "pdf", 1],
      [adam, "video", 1],
      [adam, "text", 1],
      [adam, "other", 2],
      [UNASSIGNED, "document", 1],
      [UNASSIGNED, "archive", 1],
    ]);
  });

  it("counts files by category, by count then key", async () => {
    expect(await points(member, { x: "files" })).toEqual(
      [
        ["other", 2],
        ["archive", 1],
        ["audio", 1],
        ["document", 1],
        ["image", 1],
        ["pdf", 1],
        ["presentation", 1],
        ["spreadsheet", 1],
        ["text", 1],
        ["video", 1],
      ].map(([key, value]) => ({ key, label: null, series: null, seriesLabel: null, value })),
    );
    expect(pairs(await points(owner, { x: "files" }))).toEqual([
      ["image", 2],
      ["other", 2],
      ["spreadsheet", 2],
      ["archive", 1],
      ["audio", 1],
      ["document", 1],
      ["pdf", 1],
      ["presentation", 1],
      ["text", 1],
      ["video", 1],
    ]);
    expect(triples(await points(owner, { x: "files", y: "file-type" }))).toEqual([
      ["image", "image", 2],
      ["other", "other", 2],
      ["spreadsheet", "spreadsheet", 2],
      ["archive", "archive", 1],
      ["audio", "audio", 1],
      ["document", "document", 1],
      ["pdf", "pdf", 1],
      ["presentation", "presentation", 1],
      ["text", "text", 1],
      ["video", "video", 1],
    ]);
  });

  it("buckets by the file's creation: days, weeks and months, in a time zone", async () => {
    expect((await points(member, { x: "date" }))[0]).toEqual({
      key: "2026-03-02",
      label: null,
      series: null,
      seriesLabel: null,
      value: 1,
    });
    expect(pairs(await points(member, { x: "date" }))).toEqual([
      ["2026-03-02", 1],
      ["2026-03-03", 1],
      ["2026-03-04", 1],
      ["2026-03-08", 1],
      ["2026-03-09", 1],
      ["2026-03-10", 2],
      ["2026-04-10", 2],
      ["2026-04-11", 1],
      ["2026-04-12", 1],
    ]);
    expect(pairs(await points(member, { x: "date", zone: "Asia/Tokyo" }))).toEqual([
      ["2026-03-02", 1],
      ["2026-03-04", 2],
      ["2026-03-09", 2],
      ["2026-03-10", 2],
      ["2026-04-10", 2],
      ["2026-04-11", 1],
      ["2026-04-12", 1],
    ]);
    expect(pairs(await points(member, { x: "date", bucket: "week" }))).toEqual([
      ["2026-03-02", 4],
      ["2026-03-09", 3],
      ["2026-04-06", 4],
    ]);
    expect(pairs(await points(member, { x: "date", bucket: "week", zone: "Asia/Tokyo" }))).toEqual([
      ["2026-03-02", 3],
      ["2026-03-09", 4],
      ["2026-04-06", 4],
    ]);
    expect(triples(await points(member, { x: "date", y: "file-type", bucket: "month" }))).toEqual([
      ["2026-03-01", "image", 1],
      ["2026-03-01", "video", 1],
      ["2026-03-01", "document", 1],
      ["2026-03-01", "spreadsheet", 1],
      ["2026-03-01", "pdf", 1],
      ["2026-03-01", "text", 1],
      ["2026-03-01", "other", 1],
      ["2026-04-01", "audio", 1],
      ["2026-04-01", "presentation", 1],
      ["2026-04-01", "archive", 1],
      ["2026-04-01", "other", 1],
    ]);
    expect(pairs(await points(owner, { x: "date", bucket: "month" }))).toEqual([
      ["2026-03-01", 9],
      ["2026-04-01", 4],
    ]);
  });

  it("puts every file in the category the shared mapping gives its type", async () => {
    const reader = new MetricReader(owner, "en", NOW);
    const seen: Record<string, string> = {};
    for (const category of FILE_CATEGORIES) {
      const rows = await reader.drill({ ...base, x: "files" }, { key: category, series: null }, 50);
      for (const row of rows) seen[row.title] = category;
    }
    const live = Object.keys(types).filter((name) => name !== "trash.png" && name !== "old.pdf");
    expect(Object.keys(seen).sort()).toEqual(live.sort());
    for (const name of live) expect([name, seen[name]]).toEqual([name, fileCategoryOf(types[name]!)]);
  });
});

describe("files: filters and rights", () => {
  it("keeps the files created in the period", async () => {
    const period = { from: new Date("2026-03-03T00:00:00Z"), to: new Date("2026-03-10T00:00:00Z") };
    expect(pairs(await points(member, { x: "files", ...period }))).toEqual([
      ["document", 1],
      ["pdf", 1],
      ["spreadsheet", 1],
      ["video", 1],
    ]);
    expect(pairs(await points(owner, { x: "files", ...period }))).toEqual([
      ["spreadsheet", 2],
      ["document", 1],
      ["image", 1],
      ["pdf", 1],
      ["video", 1],
    ]);
  });

  it("keeps the chosen people's files", async () => {
    expect(pairs(await points(member, { personIds: [adam] }))).toEqual([[adam, 4]]);
    expect(pairs(await points(member, { x: "files", personIds: [adam] }))).toEqual([
      ["other", 2],
      ["text", 1],
      ["video", 1],
    ]);
    expect(pairs(await points(owner, { x: "files", personIds: [olivia, mia], y: "file-count" }))).toEqual([
      ["image", 2],
      ["spreadsheet", 2],
      ["audio", 1],
      ["pdf", 1],
      ["presentation", 1],
    ]);
  });

  it("narrows to projects and modules, never past what the viewer reads", async () => {
    expect(pairs(await points(owner, { projectIds: [webProject.id] }))).toEqual(
      [
        [adam, 3],
        [mia, 3],
        [UNASSIGNED, 1],
      ].sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0]))),
    );
    expect(pairs(await points(owner, { moduleIds: [secret] }))).toEqual([[olivia, 2]]);
    expect(await points(member, { moduleIds: [secret] })).toEqual([]);
    expect(await points(member, { projectIds: [secretProject.id] })).toEqual([]);
    expect(pairs(await points(member, { moduleIds: [ws], x: "files" }))).toEqual(
      [
        ["other", 1],
        ["archive", 1],
        ["audio", 1],
        ["presentation", 1],
      ].sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0]))),
    );
  });
});

describe("files: drill-down", () => {
  const drill = (who: Membership, change: Partial<Request>, key: string, series: string | null, limit = 10) =>
    new MetricReader(who, "en", NOW).drill({ ...base, ...change }, { key, series }, limit);

  it("lists a point's files newest first, each opening its folder", async () => {
    expect(await drill(member, { x: "files" }, "other", null)).toEqual([
      {
        id: ids.mystery,
        title: "mystery",
        subtitle: "File management",
        href: `/workspace-modules/${ws}`,
        at: "2026-04-12T10:00:00.000Z",
      },
      {
        id: ids["bin.dat"],
        title: "bin.dat",
        subtitle: "Web drive",
        href: `/project/${webProject.id}/file-management?moduleId=${web}`,
        at: "2026-03-10T10:00:00.000Z",
      },
    ]);
    expect(await drill(member, { y: "file-type" }, mia, "pdf")).toEqual([
      {
        id: ids["report.pdf"],
        title: "report.pdf",
        subtitle: "Web drive",
        href: `/project/${webProject.id}/file-management?moduleId=${web}&folder=${ids.Docs}`,
        at: "2026-03-04T12:00:00.000Z",
      },
    ]);
    expect((await drill(member, {}, mia, null, 2)).map((row) => row.title)).toEqual([
      "deck.pptx",
      "song.mp3",
    ]);
  });

  it("keeps the rights and filters: no trashed file, nothing of an unreadable module", async () => {
    expect((await drill(member, { x: "files" }, "image", null)).map((row) => row.title)).toEqual([
      "photo.png",
    ]);
    expect((await drill(owner, { x: "files" }, "image", null)).map((row) => row.title)).toEqual([
      "logo.png",
      "photo.png",
    ]);
    expect(await drill(member, {}, olivia, null)).toEqual([]);
    expect(
      (
        await drill(
          owner,
          { x: "date", y: "file-type", bucket: "month", from: new Date("2026-03-05T12:30:00Z") },
          "2026-03-01",
          "image",
        )
      ).map((row) => row.title),
    ).toEqual(["logo.png"]);
    expect(
      (await drill(owner, { x: "files", personIds: [mia] }, "image", null)).map((row) => row.title),
    ).toEqual(["photo.png"]);
  });
});
