import { GET as listRoute, POST as createRoute } from "@/app/api/v1/workspaces/project/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/workspaces/project/[projectId]/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { listProjects } from "@/lib/server/projects/list-projects";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";
import { withQuery, type ProjectBody } from "./helpers";

const ROLES = ["owner", "admin", "member", "viewer", "guest"] as const;

const list = (caller: Caller, query = "") =>
  call<ProjectBody[]>(withQuery(listRoute, query), { token: caller.token });
const get = (caller: Caller, projectId: string) =>
  call<ProjectBody>(getRoute, { token: caller.token, params: { projectId } });
const patch = (caller: Caller, projectId: string, body: unknown) =>
  call<ProjectBody>(patchRoute, { method: "PATCH", token: caller.token, params: { projectId }, body });
const remove = (caller: Caller, projectId: string) =>
  call(deleteRoute, { method: "DELETE", token: caller.token, params: { projectId } });

const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

describe("POST /api/v1/workspaces/project", () => {
  it("creates a project with modules and answers 201 with the spec's project view", async () => {
    const res = await call<ProjectBody>(createRoute, {
      token: team.member.token,
      body: { name: "  Launch plan ", private: false, modules: ["TaskManagement", "TimeTracker"] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Launch plan",
      private: false,
      coverImage: null,
      isBookmark: false,
      followers: { count: 0 },
      modules: [
        {
          id: expect.any(String),
          moduleId: expect.any(String),
          tag: "TaskManagement",
          name: "Task management",
          i: "0",
        },
        {
          id: expect.any(String),
          moduleId: expect.any(String),
          tag: "TimeTracker",
          name: "Time tracking",
          i: "1",
        },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await getDb().project.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ workspaceId: team.workspace.id, createdById: team.member.user.id });
  });

  it("lets a member create a private project they then see (as its admin follower)", async () => {
    const res = await call<ProjectBody>(createRoute, {
      token: team.member.token,
      body: { name: "Secret plan", private: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ private: true, followers: { count: 1 } });
    expect((await get(team.member, res.body.id)).status).toBe(200);
    expect((await get(team.viewer, res.body.id)).status).toBe(404);
  });

  it("refuses viewers and guests (403), anonymous callers (401) and bad input (400)", async () => {
    for (const role of ["viewer", "guest"] as const) {
      const res = await call(createRoute, { token: team[role].token, body: { name: "Nope nope" } });
      expect(res.status).toBe(403);
    }
    expect((await call(createRoute, { body: { name: "Anonymous" } })).status).toBe(401);
    const cases: [unknown, string][] = [
      [{}, "Project name is required"],
      [{ name: "ab" }, "Project name must be at least 3 characters long."],
      [{ name: "x".repeat(100_000) }, "Project name must be at most 100 characters long."],
      [{ name: "Valid", private: "yes" }, "Private must be true or false"],
      [{ name: "Valid", modules: ["Nope"] }, "Unknown module"],
    ];
    for (const [body, message] of cases) {
      const res = await call(createRoute, { token: team.owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, message));
    }
    const malformed = await call(createRoute, { token: team.owner.token, rawBody: "{nope" });
    expect(malformed.status).toBe(400);
    expect(await getDb().project.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
  });
});

describe("GET /api/v1/workspaces/project", () => {
  it("lists visible projects, most recently updated first, with modules, bookmark and followers", async () => {
    const older = await seedProject(getDb(), team.workspace.id, { name: "Older" });
    const newer = await seedProject(getDb(), team.workspace.id, { name: "Newer" });
    await getDb().project.update({
      where: { id: older.id },
      data: { updatedAt: new Date(Date.now() - 60_000) },
    });
    await seedProjectModule(getDb(), newer.id, { tag: "TimeTracker" });
    await seedProjectModule(getDb(), newer.id, { tag: "TaskManagement" });
    await grant(newer.id, team.member, "member");
    await grant(newer.id, team.viewer, "viewer");
    await getDb().projectBookmark.create({ data: { userId: team.member.user.id, projectId: newer.id } });

    const res = await list(team.member);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(["Newer", "Older"]);
    expect(res.body[0]).toMatchObject({
      isBookmark: true,
      followers: { count: 2 },
      modules: [
        { tag: "TimeTracker", i: "0" },
        { tag: "TaskManagement", i: "1" },
      ],
    });
    expect(res.body[1]).toMatchObject({ isBookmark: false, followers: { count: 0 }, modules: [] });
    // Bookmarks are personal: the owner has none.
    expect((await list(team.owner)).body.map((p) => p.isBookmark)).toEqual([false, false]);

    // A private module is listed only to those who see it (its members, the project's admins, owners).
    const secret = await seedProjectModule(getDb(), newer.id, { tag: "FormBuilder", name: "Salaries" });
    await getDb().projectModule.update({ where: { id: secret.id }, data: { private: true } });
    expect((await list(team.member)).body[0]!.modules.map((m) => m.tag)).toEqual([
      "TimeTracker",
      "TaskManagement",
    ]);
    expect((await list(team.owner)).body[0]!.modules.map((m) => m.name)).toContain("Salaries");
  });

  it("shows private projects to owners, admins, accessToAll members and followers only", async () => {
    const open = await seedProject(getDb(), team.workspace.id, { name: "Open" });
    const hidden = await seedProject(getDb(), team.workspace.id, { name: "Hidden", private: true });
    const shared = await seedProject(getDb(), team.workspace.id, { name: "Shared", private: true });
    await grant(shared.id, team.guest, "guest");
    const seen = async (caller: Caller) => (await list(caller)).body.map((p) => p.name).sort();

    expect(await seen(team.owner)).toEqual(["Hidden", "Open", "Shared"]);
    expect(await seen(team.admin)).toEqual(["Hidden", "Open", "Shared"]);
    expect(await seen(team.member)).toEqual(["Open"]);
    expect(await seen(team.viewer)).toEqual(["Open"]);
    // Guests see only what they were given, not the public projects.
    expect(await seen(team.guest)).toEqual(["Shared"]);
    for (const role of ["member", "viewer"] as const) {
      expect((await get(team[role], hidden.id)).status).toBe(404);
    }
    expect((await get(team.guest, shared.id)).status).toBe(200);
    expect((await get(team.admin, hidden.id)).status).toBe(200);

    await getDb().workspaceMember.updateMany({
      where: { workspaceId: team.workspace.id, userId: team.member.user.id },
      data: { accessToAll: true },
    });
    // A fresh session: the session lookup carries the active membership.
    const member = await signedIn(team.member.user, team.workspace.id);
    expect(await seen(member)).toEqual(["Hidden", "Open", "Shared"]);
    expect((await get(member, hidden.id)).body).toMatchObject({ id: hidden.id, private: true });
    expect((await get(team.member, open.id)).status).toBe(200);
  });

  it("paginates (limit default 50, max 200) and filters bookmarks", async () => {
    await getDb().project.createMany({
      data: Array.from({ length: 55 }, (_, n) => ({
        id: newId(),
        workspaceId: team.workspace.id,
        name: `Project ${String(n).padStart(2, "0")}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      })),
    });
    const first = await list(team.owner);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]?.name).toBe("Project 54");
    const second = await list(team.owner, "?page=2&limit=50");
    expect(second.body.map((p) => p.name)).toEqual([
      "Project 04",
      "Project 03",
      "Project 02",
      "Project 01",
      "Project 00",
    ]);
    expect((await list(team.owner, "?limit=200")).body).toHaveLength(55);

    await patch(team.viewer, first.body[3]!.id, { isBookmark: true });
    const bookmarked = await list(team.viewer, "?bookmarked=true");
    expect(bookmarked.body.map((p) => p.id)).toEqual([first.body[3]!.id]);
    expect((await list(team.owner, "?bookmarked=true")).body).toEqual([]);

    for (const query of [
      "?limit=201",
      "?limit=0",
      "?limit=abc",
      "?page=0",
      "?page=1.5",
      "?bookmarked=maybe",
    ]) {
      const res = await list(team.owner, query);
      expect(res.status).toBe(400);
    }
  });

  it("answers the whole page in ONE SQL statement, however many projects and modules", async () => {
    for (let n = 0; n < 12; n++) {
      const project = await seedProject(getDb(), team.workspace.id, { private: n % 3 === 0 });
      await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
      await seedProjectModule(getDb(), project.id, { tag: "TimeTracker" });
      await grant(project.id, team.member, "member");
      await getDb().projectBookmark.create({ data: { userId: team.member.user.id, projectId: project.id } });
    }
    for (const caller of [team.owner, team.member, team.guest]) {
      // Through REST: the session lookup, then the page itself.
      const { result, queries } = await recordQueries(() => list(caller));
      expect(result.status).toBe(200);
      expect(queries).toHaveLength(2);
      expect(queries[0]).toContain('FROM "Session"');
      // The service alone (the session already resolved): one statement.
      const service = await recordQueries(() => listProjects(caller.actor));
      expect(service.queries).toHaveLength(1);
      expect(service.queries[0]).toContain('FROM "Project"');
      expect(service.result).toHaveLength(result.body.length);
      // Same shape and values as the single-project view (GET /workspaces/project/{id}).
      for (const item of result.body) expect(item).toEqual((await get(caller, item.id)).body);
    }
    const { result } = await recordQueries(() => list(team.member));
    expect(result.body).toHaveLength(12);
    expect(result.body.every((p) => p.isBookmark && p.modules.length === 2 && p.followers.count === 1)).toBe(
      true,
    );
  });

  it("isolates workspaces and needs an active workspace and a session", async () => {
    const other = await seedTeam();
    await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    await seedProject(getDb(), team.workspace.id, { name: "Ours" });
    expect((await list(team.owner)).body.map((p) => p.name)).toEqual(["Ours"]);
    expect((await list(other.viewer)).body.map((p) => p.name)).toEqual(["Theirs"]);
    expect((await call(listRoute, {})).status).toBe(401);
  });
});

describe("GET/PATCH/DELETE /api/v1/workspaces/project/{projectId}", () => {
  it("answers 400 'Invalid id' for malformed ids and 404 for unknown or other workspaces' ids", async () => {
    const other = await seedTeam();
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    for (const bad of ["nope", "123", "z".repeat(24), "a".repeat(25)]) {
      expect(await get(team.owner, bad)).toMatchObject({ status: 400, body: errorBody(400, "Invalid id") });
      expect((await patch(team.owner, bad, { name: "Renamed" })).status).toBe(400);
      expect((await remove(team.owner, bad)).status).toBe(400);
    }
    for (const id of [newId(), theirs.id]) {
      for (const role of ROLES) {
        expect(await get(team[role], id)).toMatchObject({
          status: 404,
          body: errorBody(404, "Project not found"),
        });
        expect((await patch(team[role], id, { isBookmark: true })).status).toBe(404);
        expect((await patch(team[role], id, { name: "Renamed" })).status).toBe(404);
        expect((await remove(team[role], id)).status).toBe(404);
      }
    }
    expect(await getDb().project.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({
      name: "Theirs",
    });
    expect(await getDb().projectBookmark.count({ where: { projectId: theirs.id } })).toBe(0);
  });

  it("GET returns the project view for the caller", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    await seedProjectModule(getDb(), project.id, { tag: "AICalendar", name: "Calendar" });
    const res = await get(team.viewer, project.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: project.id,
      name: "Roadmap",
      private: false,
      isBookmark: false,
      followers: { count: 0 },
      modules: [{ tag: "AICalendar", name: "Calendar", i: "0" }],
    });
  });

  it("renames for members and above; viewers and guests get 403", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    await grant(project.id, team.guest, "guest");
    for (const role of ["viewer", "guest"] as const) {
      expect(await patch(team[role], project.id, { name: "Hijacked" })).toMatchObject({
        status: 403,
        body: errorBody(403, "You do not have permission to do this"),
      });
    }
    for (const role of ["owner", "admin", "member"] as const) {
      const res = await patch(team[role], project.id, { name: ` By ${role} ` });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(`By ${role}`);
    }
    expect((await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).name).toBe("By member");
  });

  it("validates the body with the spec's messages (400, nothing written)", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    const cases: [unknown, string][] = [
      [{ name: "" }, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ name: "ab" }, "Project name must be at least 3 characters long."],
      [{ name: "n".repeat(10_000) }, "Project name must be at most 100 characters long."],
      [{ name: 5 }, "Name is required"],
      [{ private: "true" }, "Private must be true or false"],
      [{ isBookmark: 1 }, "Bookmark must be true or false"],
      [
        { coverImage: "https://evil.example/x.png" },
        "The cover image must be one of the default covers or an uploaded image",
      ],
      [
        { coverImage: "/covers/../../etc/passwd" },
        "The cover image must be one of the default covers or an uploaded image",
      ],
      [
        { coverImage: `files/${"a".repeat(600)}` },
        "The cover image must be one of the default covers or an uploaded image",
      ],
      [{ coverImage: 42 }, "The cover image must be one of the default covers or an uploaded image"],
      [{}, "Nothing to change: send name, private, coverImage or isBookmark"],
      [{ unknown: true }, "Nothing to change: send name, private, coverImage or isBookmark"],
    ];
    for (const [body, message] of cases) {
      const res = await patch(team.owner, project.id, body);
      expect(res).toMatchObject({ status: 400, body: errorBody(400, message) });
    }
    expect((await patch(team.owner, project.id, [1, 2])).status).toBe(400);
    const raw = await call(patchRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { projectId: project.id },
      rawBody: "{bad json",
    });
    expect(raw.status).toBe(400);
    expect(await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({
      name: "Roadmap",
      private: false,
      coverImage: null,
    });
  });

  it("changes visibility and cover image for owners, admins and project admins only", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    await grant(project.id, team.guest, "guest");
    for (const role of ["member", "viewer", "guest"] as const) {
      expect((await patch(team[role], project.id, { private: true })).status).toBe(403);
      expect((await patch(team[role], project.id, { coverImage: "/covers/cover-1.svg" })).status).toBe(403);
    }
    // A bookmark sent with a refused change is not written either.
    expect((await patch(team.member, project.id, { private: true, isBookmark: true })).status).toBe(403);
    expect(await getDb().projectBookmark.count({ where: { projectId: project.id } })).toBe(0);

    const byOwner = await patch(team.owner, project.id, {
      private: true,
      coverImage: "/covers/preset-3.jpg",
    });
    expect(byOwner.body).toMatchObject({ private: true, coverImage: "/covers/preset-3.jpg" });
    // Private now: the member without access no longer sees it.
    expect((await get(team.member, project.id)).status).toBe(404);
    const upload = await getDb().file.create({
      data: {
        id: "f".repeat(24),
        workspaceId: team.workspace.id,
        key: `${team.workspace.id}/${"f".repeat(24)}.png`,
        name: "cover.png",
        contentType: "image/png",
        size: 68,
        // The admin's own upload, not used yet: theirs to make a cover.
        ownerKind: "upload",
        uploadedById: team.admin.user.id,
      },
    });
    const byAdmin = await patch(team.admin, project.id, {
      private: false,
      coverImage: `files/${upload.key}`,
    });
    expect(byAdmin.body).toMatchObject({ private: false, coverImage: `files/${upload.key}` });

    // A member with the project's admin role may; a viewer with it may not (viewers never write).
    await grant(project.id, team.member, "admin");
    await grant(project.id, team.viewer, "admin");
    expect((await patch(team.member, project.id, { private: true, coverImage: null })).body).toMatchObject({
      private: true,
      coverImage: null,
      followers: { count: 3 },
    });
    expect((await patch(team.viewer, project.id, { private: false })).status).toBe(403);
    expect((await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).private).toBe(true);
    // A project member (not admin) still cannot.
    await getDb().projectAccess.updateMany({
      where: { projectId: project.id, userId: team.member.user.id },
      data: { role: "member" },
    });
    expect((await patch(team.member, project.id, { private: false })).status).toBe(403);
  });

  it("accepts an uploaded cover only when the file belongs to the project's workspace", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    const other = await seedTeam();
    const theirs = await getDb().file.create({
      data: {
        id: "e".repeat(24),
        workspaceId: other.workspace.id,
        key: `${other.workspace.id}/${"e".repeat(24)}.png`,
        name: "theirs.png",
        contentType: "image/png",
        size: 68,
      },
    });
    const invalid = "The cover image must be one of the default covers or an uploaded image";
    for (const coverImage of [`files/${theirs.key}`, `files/${team.workspace.id}/${"d".repeat(24)}.png`]) {
      expect(await patch(team.owner, project.id, { coverImage })).toMatchObject({
        status: 400,
        body: errorBody(400, invalid),
      });
    }
    expect((await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).coverImage).toBeNull();
  });

  it("keeps bookmarks per user, open to everyone who sees the project (viewers and guests too)", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    await grant(project.id, team.guest, "guest");
    const before = await getDb().project.findUniqueOrThrow({ where: { id: project.id } });
    for (const role of ["viewer", "guest"] as const) {
      const res = await patch(team[role], project.id, { isBookmark: true });
      expect(res.status).toBe(200);
      expect(res.body.isBookmark).toBe(true);
    }
    // Twice is fine (idempotent).
    expect((await patch(team.guest, project.id, { isBookmark: true })).status).toBe(200);
    expect((await get(team.owner, project.id)).body.isBookmark).toBe(false);
    expect((await get(team.viewer, project.id)).body.isBookmark).toBe(true);
    expect(
      (
        await getDb().projectBookmark.findMany({
          where: { projectId: project.id },
          orderBy: { userId: "asc" },
        })
      )
        .map((b) => b.userId)
        .sort(),
    ).toEqual([team.viewer.user.id, team.guest.user.id].sort());

    const off = await patch(team.viewer, project.id, { isBookmark: false });
    expect(off.body.isBookmark).toBe(false);
    expect((await get(team.guest, project.id)).body.isBookmark).toBe(true);
    expect(await getDb().projectBookmark.count({ where: { projectId: project.id } })).toBe(1);
    // A bookmark is personal: it does not touch the project's updatedAt.
    const after = await getDb().project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());

    // Hidden private projects cannot be bookmarked by those who cannot see them.
    const hidden = await seedProject(getDb(), team.workspace.id, { private: true });
    expect((await patch(team.member, hidden.id, { isBookmark: true })).status).toBe(404);
  });

  it("deletes for owners, admins and project admins; cascades modules, access and bookmarks", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Doomed" });
    await seedProjectModule(getDb(), project.id);
    await grant(project.id, team.guest, "viewer");
    await patch(team.guest, project.id, { isBookmark: true });
    for (const role of ["member", "viewer", "guest"] as const) {
      expect((await remove(team[role], project.id)).status).toBe(403);
    }
    const res = await remove(team.admin, project.id);
    expect(res).toMatchObject({ status: 200, body: { id: project.id } });
    expect(await getDb().project.count({ where: { id: project.id } })).toBe(0);
    expect(await getDb().projectModule.count({ where: { projectId: project.id } })).toBe(0);
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(0);
    expect(await getDb().projectBookmark.count({ where: { projectId: project.id } })).toBe(0);
    expect((await remove(team.owner, project.id)).status).toBe(404);

    const own = await seedProject(getDb(), team.workspace.id, { name: "Member's" });
    await grant(own.id, team.member, "admin");
    expect((await remove(team.member, own.id)).status).toBe(200);
    const byOwner = await seedProject(getDb(), team.workspace.id, { name: "Owner's" });
    expect((await remove(team.owner, byOwner.id)).status).toBe(200);
  });
});
