import { NextRequest } from "next/server";
import { GET as listRoles, POST as createRole } from "@/app/api/v1/users/roles/route";
import {
  DELETE as deleteRole,
  GET as getRole,
  PATCH as patchRole,
} from "@/app/api/v1/users/roles/[id]/route";
import { getDb } from "@/lib/server/db";
import { seedRole } from "@/prisma/seed/members";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Team, type TeamUser } from "./team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const create = (actor: TeamUser, body: unknown) => call(createRole, { token: actor.token, body });
const rename = (actor: TeamUser, id: string, body: unknown) =>
  call(patchRole, { method: "PATCH", token: actor.token, params: { id }, body });

/** PATCH with a form body, as the spec's client sends it. */
async function renameWithForm(actor: TeamUser, id: string, form: FormData | URLSearchParams) {
  const req = new NextRequest("http://localhost:3000/api/v1/users/roles/x", {
    method: "PATCH",
    headers: { authorization: `Bearer ${actor.token}`, "x-forwarded-for": "10.0.0.1" },
    body: form,
  });
  const res = await patchRole(req, { params: Promise.resolve({ id }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("POST and GET /api/v1/users/roles", () => {
  it("adds a custom role to the active workspace and lists it with its member count", async () => {
    const res = await create(team.admin, { title: "  Designer " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: "Designer",
      members: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await getDb().workspaceRole.findUniqueOrThrow({ where: { id: res.body.id as string } });
    expect(row.workspaceId).toBe(team.workspace.id);
    await create(team.owner, { title: "Accountant" });
    await getDb().workspaceMember.updateMany({
      where: { workspaceId: team.workspace.id, role: { in: ["member", "viewer"] } },
      data: { customRoleId: row.id },
    });
    const list = await call<{ title: string; members: number }[]>(listRoles, { token: team.viewer.token });
    expect(list.status).toBe(200);
    expect(list.body.map((r) => [r.title, r.members])).toEqual([
      ["Accountant", 0],
      ["Designer", 2],
    ]);
  });

  it("says 'Title is required', refuses duplicates with 409 and bad bodies with 400", async () => {
    const missing = await create(team.admin, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(errorBody(400, "Title is required"));
    expect((await create(team.admin, { title: "   " })).body).toEqual(errorBody(400, "Title is required"));
    expect((await create(team.admin, { title: 42 })).status).toBe(400);
    expect((await create(team.admin, { title: "x".repeat(5000) })).status).toBe(400);
    expect((await call(createRole, { token: team.admin.token, rawBody: "{" })).status).toBe(400);
    await create(team.admin, { title: "Designer" });
    const dup = await create(team.owner, { title: "Designer" });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual(errorBody(409, "A role with this title already exists"));
    expect(await getDb().workspaceRole.count({ where: { workspaceId: team.workspace.id } })).toBe(1);
  });

  it("lets only holders of userManagement.add create roles", async () => {
    for (const actor of [team.member, team.viewer, team.guest]) {
      expect((await create(actor, { title: `By ${actor.role}` })).status).toBe(403);
    }
    expect(await getDb().workspaceRole.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
  });

  it("keeps each workspace's roles to itself", async () => {
    const other = await seedTeam("Other");
    await seedRole(getDb(), other.workspace.id, "Theirs");
    const mine = await call<unknown[]>(listRoles, { token: team.owner.token });
    expect(mine.body).toEqual([]);
    // The same title is free in another workspace.
    expect((await create(team.owner, { title: "Theirs" })).status).toBe(201);
  });
});

describe("GET, PATCH and DELETE /api/v1/users/roles/{id}", () => {
  it("reads and renames with JSON", async () => {
    const role = await seedRole(getDb(), team.workspace.id, "Designer");
    const got = await call(getRole, { token: team.viewer.token, params: { id: role.id } });
    expect(got.body).toMatchObject({ id: role.id, title: "Designer" });
    const res = await rename(team.admin, role.id, { title: "Lead designer" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: role.id, title: "Lead designer" });
    expect((await getDb().workspaceRole.findUniqueOrThrow({ where: { id: role.id } })).title).toBe(
      "Lead designer",
    );
  });

  it("renames with multipart form data and with url-encoded forms (field title)", async () => {
    const role = await seedRole(getDb(), team.workspace.id, "Designer");
    const multipart = new FormData();
    multipart.set("title", "From multipart");
    expect(await renameWithForm(team.admin, role.id, multipart)).toMatchObject({
      status: 200,
      body: { title: "From multipart" },
    });
    expect(
      await renameWithForm(team.admin, role.id, new URLSearchParams({ title: "From urlencoded" })),
    ).toMatchObject({ status: 200, body: { title: "From urlencoded" } });
    const empty = await renameWithForm(team.admin, role.id, new URLSearchParams({ other: "x" }));
    expect(empty).toMatchObject({ status: 400, body: { message: "Title is required" } });
    const file = new FormData();
    file.set("title", new Blob(["not text"]), "title.txt");
    expect((await renameWithForm(team.admin, role.id, file)).status).toBe(400);
    expect((await getDb().workspaceRole.findUniqueOrThrow({ where: { id: role.id } })).title).toBe(
      "From urlencoded",
    );
  });

  it("refuses renames without userManagement.edit, duplicates and bad input", async () => {
    const role = await seedRole(getDb(), team.workspace.id, "Designer");
    await seedRole(getDb(), team.workspace.id, "Taken");
    for (const actor of [team.member, team.viewer, team.guest]) {
      expect((await rename(actor, role.id, { title: "Nope" })).status).toBe(403);
    }
    expect((await rename(team.admin, role.id, { title: "Taken" })).status).toBe(409);
    expect((await rename(team.admin, role.id, { title: "" })).body).toEqual(
      errorBody(400, "Title is required"),
    );
    expect((await rename(team.admin, "bad-id", { title: "X" })).body).toEqual(errorBody(400, "Invalid id"));
    expect((await rename(team.admin, role.id, { title: "y".repeat(51) })).status).toBe(400);
    const huge = await call(patchRole, {
      method: "PATCH",
      token: team.admin.token,
      params: { id: role.id },
      rawBody: JSON.stringify({ title: "z".repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await getDb().workspaceRole.findUniqueOrThrow({ where: { id: role.id } })).title).toBe(
      "Designer",
    );
  });

  it("answers 404 for another workspace's role on GET, PATCH and DELETE", async () => {
    const other = await seedTeam("Other");
    const theirs = await seedRole(getDb(), other.workspace.id, "Theirs");
    expect((await call(getRole, { token: team.owner.token, params: { id: theirs.id } })).status).toBe(404);
    const patched = await rename(team.owner, theirs.id, { title: "Mine now" });
    expect(patched.status).toBe(404);
    expect(patched.body).toEqual(errorBody(404, "Role not found"));
    const deleted = await call(deleteRole, {
      method: "DELETE",
      token: team.owner.token,
      params: { id: theirs.id },
    });
    expect(deleted.status).toBe(404);
    expect((await getDb().workspaceRole.findUniqueOrThrow({ where: { id: theirs.id } })).title).toBe(
      "Theirs",
    );
  });

  it("deletes a role (userManagement.delete) and clears it from members", async () => {
    const role = await seedRole(getDb(), team.workspace.id, "Designer");
    await getDb().workspaceMember.updateMany({
      where: { workspaceId: team.workspace.id, userId: team.member.id },
      data: { customRoleId: role.id },
    });
    expect(
      (await call(deleteRole, { method: "DELETE", token: team.member.token, params: { id: role.id } }))
        .status,
    ).toBe(403);
    const res = await call(deleteRole, {
      method: "DELETE",
      token: team.admin.token,
      params: { id: role.id },
    });
    expect(res).toMatchObject({ status: 200, body: { deleted: true } });
    const member = await getDb().workspaceMember.findFirstOrThrow({ where: { userId: team.member.id } });
    expect(member).toMatchObject({ role: "member", customRoleId: null });
  });

  it("answers 404 without an active workspace", async () => {
    const role = await seedRole(getDb(), team.workspace.id, "Designer");
    await getDb().session.update({ where: { id: team.admin.sessionId }, data: { workspaceId: null } });
    expect((await call(getRole, { token: team.admin.token, params: { id: role.id } })).status).toBe(404);
    expect((await call(listRoles, { token: team.admin.token })).status).toBe(404);
  });
});
