// "SSO required" (issue 39, docs/platform/single-sign-on.md): once a workspace's owner requires single
// sign-on, its other members act in it only from a session that signed in through the provider and
// with personal tokens made from one; the owner and service tokens are never refused; another
// workspace of the same person is not affected. The provider is configured by environment for this
// file (env() reads it on first use); it is never reached.
process.env.OIDC_ISSUER = "http://127.0.0.1:9/oidc";
process.env.OIDC_CLIENT_ID = "suite";
process.env.OIDC_CLIENT_SECRET = "secret";
process.env.OIDC_NAME = "Acme SSO";

import type { Account, Profile } from "next-auth";
import { POST as createTokenRoute } from "@/app/api/v1/account/api-tokens/route";
import { POST as createServiceTokenRoute } from "@/app/api/v1/service-tokens/route";
import { PUT as requiredRoute } from "@/app/api/v1/sso/required/route";
import { GET as workspaceRoute } from "@/app/api/v1/workspace/[workspaceId]/route";
import { GET as projectsRoute } from "@/app/api/v1/workspaces/project/route";
import type { CreatedApiToken, CreatedServiceToken } from "@/lib/api-tokens/types";
import type { SsoSettings } from "@/lib/sso/types";
import { nextAuthOptions } from "@/lib/server/auth/next-auth-options";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { createSession, resolveActor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;

beforeEach(async () => {
  team = await seedTeam("Acme");
});

const setRequired = (caller: Caller, required: unknown) =>
  call<SsoSettings>(requiredRoute, { method: "PUT", token: caller.token, body: { required } });

/** A bearer for a new session of `caller`'s user in the team's workspace, signed in through SSO or not. */
async function sessionOf(caller: Caller, viaSso: boolean): Promise<string> {
  const user = await getDb().user.findUniqueOrThrow({ where: { id: caller.user.id } });
  const claims = await createSession(
    { ...user, lastWorkspaceId: team.workspace.id },
    { remember: true, viaSso },
  );
  return signAccessToken(claims);
}

const projects = (token: string) => call(projectsRoute, { token });
const SSO_REQUIRED =
  "This workspace requires single sign-on: sign in with its identity provider to continue.";

async function personalToken(bearer: string): Promise<string> {
  const res = await call<CreatedApiToken>(createTokenRoute, {
    token: bearer,
    body: { name: "Script", scopes: ["projects:read"], projectIds: null, expiresAt: null },
  });
  expect(res.status).toBe(201);
  return res.body.token;
}

describe("turning it on", () => {
  it("is the owner's, recorded, and says what is wrong", async () => {
    for (const caller of [team.admin, team.member])
      expect((await setRequired(caller, true)).status).toBe(403);
    expect((await setRequired(team.owner, "yes")).body).toEqual(
      errorBody(400, "Say whether single sign-on is required (true or false)."),
    );
    const on = await setRequired(team.owner, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ provider: "Acme SSO", required: true });
    // Saying it again changes nothing and records nothing more.
    expect((await setRequired(team.owner, true)).body.required).toBe(true);
    const entries = await getDb().auditLogEntry.findMany({
      where: { workspaceId: team.workspace.id, action: "sso.updated" },
      select: { actorId: true, before: true, after: true },
    });
    expect(entries).toEqual([
      { actorId: team.owner.user.id, before: { required: false }, after: { required: true } },
    ]);
  });
});

describe("once required", () => {
  beforeEach(async () => {
    expect((await setRequired(team.owner, true)).status).toBe(200);
  });

  it("refuses members signed in another way, on their next request; lets SSO sign-ins and the owner in", async () => {
    // The members' sessions from before (password sign-ins).
    for (const caller of [team.admin, team.member, team.viewer])
      expect((await projects(caller.token)).body).toEqual(errorBody(403, SSO_REQUIRED));
    const actor = await resolveActor(
      await createSession({ ...team.member.user, lastWorkspaceId: team.workspace.id }, { remember: true }),
    );
    expect(actor).toMatchObject({
      workspaceId: null,
      role: null,
      ssoBlocked: { id: team.workspace.id, name: "Acme" },
    });

    expect((await projects(await sessionOf(team.member, true))).status).toBe(200);
    expect((await projects(team.owner.token)).status).toBe(200);

    expect((await setRequired(team.owner, false)).body.required).toBe(false);
    expect((await projects(team.member.token)).status).toBe(200);
  });

  it("refuses it as another workspace of the same person too; theirs elsewhere is not affected", async () => {
    const own = await seedWorkspace(getDb(), team.member.user.id, { name: "Mia's side project" });
    const elsewhere = await call(workspaceRoute, {
      token: await (async () => {
        const user = await getDb().user.findUniqueOrThrow({ where: { id: team.member.user.id } });
        return signAccessToken(await createSession({ ...user, lastWorkspaceId: own.id }, { remember: true }));
      })(),
      params: { workspaceId: team.workspace.id },
    });
    expect(elsewhere.body).toEqual(errorBody(403, SSO_REQUIRED));
    const ownWorkspace = await call(workspaceRoute, {
      token: team.member.token,
      params: { workspaceId: own.id },
    });
    expect(ownWorkspace.status).toBe(200);
  });

  it("takes personal tokens made from an SSO sign-in only; the owner's and service tokens always", async () => {
    expect((await setRequired(team.owner, false)).status).toBe(200);
    const before = await personalToken(team.member.token);
    const ownerToken = await personalToken(team.owner.token);
    const service = await call<CreatedServiceToken>(createServiceTokenRoute, {
      token: team.owner.token,
      body: { name: "Bot", role: "viewer", scopes: ["projects:read"], projectIds: null, expiresAt: null },
    });
    expect(service.status).toBe(201);
    expect((await setRequired(team.owner, true)).status).toBe(200);

    expect((await projects(before)).body).toEqual(
      errorBody(
        401,
        "This workspace requires single sign-on: make a new token after signing in with its identity provider.",
      ),
    );
    const after = await personalToken(await sessionOf(team.member, true));
    expect((await projects(after)).status).toBe(200);
    expect((await projects(ownerToken)).status).toBe(200);
    expect((await projects(service.body.token)).status).toBe(200);
  });

  it("marks a sign-in through the provider as single sign-on, and a Google one not", async () => {
    const email = `sol-${Date.now()}@example.com`;
    const jwt = nextAuthOptions().callbacks?.jwt;
    const signIn = nextAuthOptions().callbacks?.signIn;
    if (!jwt || !signIn) throw new Error("no callbacks");
    for (const provider of ["oidc", "google"] as const) {
      const account: Account = { provider, type: "oauth", providerAccountId: `${provider}-${email}` };
      const profile: Profile & { email_verified: boolean } = { email, name: "Sol", email_verified: true };
      expect(await signIn({ user: { id: account.providerAccountId, email }, account, profile })).toBe(true);
      const claims = (await jwt({ token: {}, account, user: { id: "", email } } as never)) as { sid: string };
      const session = await getDb().session.findUniqueOrThrow({ where: { id: claims.sid } });
      expect(session.viaSso).toBe(provider === "oidc");
    }
  });
});
