// Files are served by what owns them, through the same access rule as the owner's page: a project
// cover to those who see the project, an upload nothing uses yet to its uploader (and the
// workspace's admins), a file whose owner is unknown to the workspace's admins alone; whoever loses
// access loses the file too, and a signed link acts only for the user it was made for.
import { GET as getRoute } from "@/app/api/v1/files/[...key]/route";
import { POST as uploadRoute } from "@/app/api/v1/files/upload/route";
import { PATCH as patchProjectRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newFileKey } from "@/lib/server/files/file-key";
import { signFileToken } from "@/lib/server/files/file-token";
import { readFile } from "@/lib/server/files/read-file";
import { getFileStorage } from "@/lib/server/files/storage";
import { newId } from "@/lib/server/ids";
import { seedProject } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { download, image, PNG_HEAD, upload, withTempFilesDir } from "./helpers";

jest.setTimeout(30_000);

let team: Team;

withTempFilesDir("suite-owned-files-");
beforeEach(async () => {
  team = await seedTeam();
});

const NOT_FOUND = errorBody(404, "File not found");
const INVALID_COVER = "The cover image must be one of the default covers or an uploaded image";

async function uploaded(caller: Caller): Promise<string> {
  const res = await upload(
    uploadRoute,
    { token: caller.token },
    { bytes: image(PNG_HEAD, 300), name: "c.png" },
  );
  expect(res.status).toBe(201);
  return res.body.key as string;
}

const setCover = (caller: Caller, projectId: string, key: string) =>
  call(patchProjectRoute, {
    method: "PATCH",
    token: caller.token,
    params: { projectId },
    body: { coverImage: `files/${key}` },
  });

const grant = (projectId: string, caller: Caller, role: Role = "member") =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

const statusOf = async (key: string, caller: Caller) =>
  (await download(getRoute, key, { token: caller.token })).status;

/** The statuses of every role of the team for `key`. */
async function statuses(key: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const role of ["owner", "admin", "member", "viewer", "guest"] as const)
    out[role] = await statusOf(key, team[role]);
  return out;
}

describe("a project's cover", () => {
  it("is served to those who see the project, 404 to members of the workspace who do not", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    const key = await uploaded(team.owner);
    expect((await setCover(team.owner, project.id, key)).status).toBe(200);

    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 404, viewer: 404, guest: 404 });
    const denied = await download(getRoute, key, { token: team.member.token });
    expect(denied.json).toEqual(NOT_FOUND);

    await grant(project.id, team.member);
    await grant(project.id, team.guest, "guest");
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 200, viewer: 404, guest: 200 });

    // The check is one statement (the row, the membership and the owner's access rule), then a 304.
    const check = await recordQueries(() => readFile(team.member.actor, key, null, { ifNoneMatch: "*" }));
    expect(check.result.body).toBeNull();
    expect(check.queries).toHaveLength(1);
    expect(check.queries[0]).toContain("suite_visible_projects");
  });

  it("stops being served to a member who loses access to the project", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    const key = await uploaded(team.owner);
    expect((await setCover(team.owner, project.id, key)).status).toBe(200);
    // Public: every member but the guest, who sees only what they were given.
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 200, viewer: 200, guest: 404 });
    const first = await download(getRoute, key, { token: team.member.token });
    expect(first.status).toBe(200);

    await getDb().project.update({ where: { id: project.id }, data: { private: true } });
    expect(await statusOf(key, team.member)).toBe(404);
    // Not even by revalidating what the browser kept: the validator is checked after access.
    const etag = first.headers.get("etag")!;
    const again = await download(
      getRoute,
      key,
      { token: team.member.token },
      { headers: { "if-none-match": etag } },
    );
    expect(again.status).toBe(404);
    // And the browser is told to ask every time, so a kept copy is not shown without asking.
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    await grant(project.id, team.member);
    expect(await statusOf(key, team.member)).toBe(200);
    await getDb().projectAccess.deleteMany({ where: { projectId: project.id, userId: team.member.user.id } });
    expect(await statusOf(key, team.member)).toBe(404);
  });

  it("must be the caller's own upload or already this project's cover", async () => {
    const [first, second] = await Promise.all([
      seedProject(getDb(), team.workspace.id, { name: "First" }),
      seedProject(getDb(), team.workspace.id, { name: "Second" }),
    ]);
    const byAdmin = await uploaded(team.admin);
    // Someone else's upload is not the owner's to publish as a cover.
    expect(await setCover(team.owner, first.id, byAdmin)).toMatchObject({
      status: 400,
      body: errorBody(400, INVALID_COVER),
    });
    const mine = await uploaded(team.owner);
    expect((await setCover(team.owner, first.id, mine)).status).toBe(200);
    expect((await setCover(team.owner, first.id, mine)).status).toBe(200);
    // Another project's cover cannot be taken over.
    expect(await setCover(team.owner, second.id, mine)).toMatchObject({
      status: 400,
      body: errorBody(400, INVALID_COVER),
    });
    expect((await getDb().project.findUniqueOrThrow({ where: { id: second.id } })).coverImage).toBeNull();
    const row = await getDb().file.findUniqueOrThrow({ where: { key: mine } });
    expect(row).toMatchObject({ ownerKind: "project_cover", ownerId: first.id });
  });
});

describe("an upload nothing uses yet", () => {
  it("is served to its uploader and the workspace's admins only", async () => {
    const key = await uploaded(team.member);
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 200, viewer: 404, guest: 404 });
  });
});

describe("a file whose owner is not known", () => {
  it("is served to the workspace's owners and admins only", async () => {
    const { id, key } = newFileKey(team.workspace.id, "png");
    await getFileStorage().put(key, image(PNG_HEAD, 64), "image/png");
    await getDb().file.create({
      data: { id, key, workspaceId: team.workspace.id, name: "old.png", contentType: "image/png", size: 64 },
    });
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 404, viewer: 404, guest: 404 });
  });
});

describe("another workspace's key", () => {
  it("answers 404 to every role, its owner included", async () => {
    const other = await seedTeam();
    const key = await uploaded(other.owner);
    expect(await statuses(key)).toEqual({ owner: 404, admin: 404, member: 404, viewer: 404, guest: 404 });
    expect((await download(getRoute, key, { token: team.owner.token })).json).toEqual(NOT_FOUND);
  });
});

describe("a signed link", () => {
  it("acts for the user it was made for, and only while that user may read the file", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    const key = await uploaded(team.owner);
    expect((await setCover(team.owner, project.id, key)).status).toBe(200);

    const forMember = encodeURIComponent(signFileToken(key, team.member.user.id, 60));
    const anonymous = () => download(getRoute, key, {}, { query: `?token=${forMember}` });
    expect((await anonymous()).status).toBe(200);

    await getDb().project.update({ where: { id: project.id }, data: { private: true } });
    expect((await anonymous()).status).toBe(404);
    // Made for someone who never could: nothing either.
    const forGuest = encodeURIComponent(signFileToken(key, team.guest.user.id, 60));
    expect((await download(getRoute, key, {}, { query: `?token=${forGuest}` })).status).toBe(404);
    // The owner's link still works; its user cannot be swapped for another's.
    const forOwner = signFileToken(key, team.owner.user.id, 60);
    expect(
      (await download(getRoute, key, {}, { query: `?token=${encodeURIComponent(forOwner)}` })).status,
    ).toBe(200);
    const [expires, , mac] = forOwner.split(".");
    const swapped = encodeURIComponent(`${expires}.${team.member.user.id}.${mac}`);
    expect((await download(getRoute, key, {}, { query: `?token=${swapped}` })).status).toBe(401);
  });
});
