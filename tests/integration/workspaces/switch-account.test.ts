import { POST as switchRoute } from "@/app/api/v1/auth/switch-account/route";
import { GET as listRoute } from "@/app/api/v1/workspace/route";
import { getDb } from "@/lib/server/db";
import { decodeSessionCookie } from "@/lib/server/auth/session-token";
import { seedWorkspace } from "@/prisma/seed/users";
import { call, tokenPayload } from "../helpers/http";
import { errorBody, newUser, seedTeam, signedIn } from "./helpers";

type Switched = { accessToken: string; workspace: { id: string; name: string } };

describe("POST /api/v1/auth/switch-account", () => {
  it("moves the session into another workspace and returns a new access token for it", async () => {
    const team = await seedTeam("Alpha");
    const own = await seedWorkspace(getDb(), team.guest.user.id, { name: "Guest's Own" });
    const res = await call<Switched>(switchRoute, { token: team.guest.token, body: { owner: own.id } });
    expect(res.status).toBe(200);
    expect(res.body.workspace).toEqual({ id: own.id, name: "Guest's Own" });
    expect(tokenPayload(res.body.accessToken)).toMatchObject({
      sub: team.guest.user.id,
      email: team.guest.user.email,
      workspace: own.id,
      workspaces: 2,
      remember: true,
    });
    const cookie = await decodeSessionCookie(res.sessionCookie);
    expect(cookie).toMatchObject({ workspace: own.id, sid: team.guest.sessionId });
    expect(res.setCookie.join(";")).toMatch(/Max-Age=\d+/);

    const session = await getDb().session.findUnique({ where: { id: team.guest.sessionId } });
    expect(session).toMatchObject({ workspaceId: own.id, remember: true });
    // The e-mail's last workspace (the spec's emailWorkspaceIdMap), used at the next sign-in.
    expect((await getDb().user.findUnique({ where: { id: team.guest.user.id } }))?.lastWorkspaceId).toBe(
      own.id,
    );

    // The old token's session now answers in the new workspace too (the session row is the truth).
    const list = await call<{ id: string; active: boolean }[]>(listRoute, { token: team.guest.token });
    expect(list.body.find((w) => w.active)?.id).toBe(own.id);
  });

  it("switches for every role and from a cookie session, making a browser-session cookie remembered", async () => {
    const team = await seedTeam();
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as const) {
      const res = await call<Switched>(switchRoute, {
        cookie: team[role].cookie,
        body: { owner: team.workspace.id },
      });
      expect(res.status).toBe(200);
    }
    await getDb().session.update({ where: { id: team.member.sessionId }, data: { remember: false } });
    await call(switchRoute, { token: team.member.token, body: { owner: team.workspace.id } });
    expect((await getDb().session.findUnique({ where: { id: team.member.sessionId } }))?.remember).toBe(true);
  });

  it("a user without a workspace yet can switch into a new one", async () => {
    const user = await newUser();
    const caller = await signedIn(user);
    const workspace = await seedWorkspace(getDb(), user.id);
    const res = await call<Switched>(switchRoute, { token: caller.token, body: { owner: workspace.id } });
    expect(tokenPayload(res.body.accessToken)).toMatchObject({ workspace: workspace.id, workspaces: 1 });
  });

  it("answers 404 for a workspace the caller is not in, and leaves the session alone", async () => {
    const a = await seedTeam();
    const b = await seedTeam();
    for (const owner of [b.workspace.id, "0123456789abcdef01234567"]) {
      const res = await call(switchRoute, { token: a.member.token, body: { owner } });
      expect([res.status, res.body]).toEqual([404, errorBody(404, "Workspace not found")]);
      expect(res.sessionCookie).toBeUndefined();
    }
    expect((await getDb().session.findUnique({ where: { id: a.member.sessionId } }))?.workspaceId).toBe(
      a.workspace.id,
    );
  });

  it("answers 400 'Invalid id' for a missing, malformed or mistyped owner, 401 signed out", async () => {
    const team = await seedTeam();
    for (const body of [
      {},
      { owner: "" },
      { owner: "abc" },
      { owner: 42 },
      { owner: ["x"] },
      { owner: "f".repeat(9000) },
    ]) {
      const res = await call(switchRoute, { token: team.owner.token, body });
      expect([res.status, res.body]).toEqual([400, errorBody(400, "Invalid id")]);
    }
    expect((await call(switchRoute, { token: team.owner.token, rawBody: "nope" })).status).toBe(400);
    expect((await call(switchRoute, { body: { owner: team.workspace.id } })).status).toBe(401);
    expect(
      (await call(switchRoute, { token: "not.a.token", body: { owner: team.workspace.id } })).status,
    ).toBe(401);
  });
});
