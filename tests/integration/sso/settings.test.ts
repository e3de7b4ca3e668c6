// Single sign-on's e-mail domains (issue 39): a workspace's owner claims domains and a role; whoever
// signs in through the OpenID Connect provider with an address at one of them joins that workspace
// with the role (once; recorded in the audit log); a domain belongs to one workspace; a Google
// sign-in joins nothing. The provider is not reached: next-auth's signIn callback gets the profile
// it would have sent.
import type { Account, Profile } from "next-auth";
import { GET as getRoute, PUT as putRoute } from "@/app/api/v1/sso/route";
import { PUT as requiredRoute } from "@/app/api/v1/sso/required/route";
import type { SsoSettings } from "@/lib/sso/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { nextAuthOptions } from "@/lib/server/auth/next-auth-options";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let domain: string;
let counter = 0;

beforeEach(async () => {
  team = await seedTeam("Acme");
  domain = `acme-${Date.now().toString(36)}-${counter++}.example.com`;
});

const put = (caller: Caller, body: unknown) =>
  call<SsoSettings>(putRoute, { method: "PUT", token: caller.token, body });

/** next-auth's signIn callback after the provider answered for `email`. */
async function signInWith(provider: "oidc" | "google", email: string) {
  const signIn = nextAuthOptions().callbacks?.signIn;
  if (!signIn) throw new Error("no signIn callback");
  const account: Account = { provider, type: "oauth", providerAccountId: `${provider}-${counter++}` };
  const profile: Profile & { email_verified: boolean } = { email, name: "Sol Sso", email_verified: true };
  return signIn({ user: { id: account.providerAccountId, email }, account, profile });
}

describe("the settings", () => {
  it("are the owner's: domains normalised, a role, recorded; others are refused", async () => {
    const saved = await put(team.owner, {
      domains: [` ${domain.toUpperCase()} `, domain],
      defaultRole: "viewer",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      provider: null,
      workspaceProvider: null,
      domains: [domain],
      verifiedDomains: [],
      defaultRole: "viewer",
      required: false,
    });
    expect((await call<SsoSettings>(getRoute, { token: team.owner.token })).body.domains).toEqual([domain]);
    const entry = await getDb().auditLogEntry.findFirstOrThrow({
      where: { workspaceId: team.workspace.id, action: "sso.updated" },
    });
    expect(entry).toMatchObject({
      before: { domains: [], defaultRole: "member" },
      after: { domains: [domain], defaultRole: "viewer" },
    });

    for (const caller of [team.admin, team.member]) {
      expect((await put(caller, { domains: [], defaultRole: "member" })).status).toBe(403);
      expect((await call(getRoute, { token: caller.token })).status).toBe(403);
    }
  });

  it("say what is wrong, and keep a domain to one workspace", async () => {
    const cases: [unknown, string][] = [
      [{ domains: ["not a domain"], defaultRole: "member" }, "Enter a domain such as example.com"],
      [{ domains: ["@example.com"], defaultRole: "member" }, "Enter a domain such as example.com"],
      [{ domains: [], defaultRole: "owner" }, "Choose admin, member, viewer or guest"],
    ];
    for (const [body, message] of cases) {
      const res = await put(team.owner, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    await put(team.owner, { domains: [domain], defaultRole: "member" });
    const other = await seedTeam("Rival");
    const taken = await put(other.owner, { domains: [domain], defaultRole: "member" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      ...errorBody(409, "This e-mail domain is already used by another workspace"),
      domain,
    });
  });
});

describe("signing in", () => {
  it("joins the workspace of the address's domain once, with its role, and makes it theirs", async () => {
    await put(team.owner, { domains: [domain], defaultRole: "viewer" });
    const email = `newcomer@${domain}`;
    expect(await signInWith("oidc", email)).toBe(true);
    const user = await getDb().user.findUniqueOrThrow({
      where: { email },
      select: { id: true, lastWorkspaceId: true },
    });
    expect(user.lastWorkspaceId).toBe(team.workspace.id);
    const member = await getDb().workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: user.id } },
      select: { role: true },
    });
    expect(member.role).toBe("viewer");
    // Again: already a member, nothing changes.
    expect(await signInWith("oidc", email)).toBe(true);
    const joined = await getDb().auditLogEntry.findMany({
      where: { workspaceId: team.workspace.id, action: "member.joined", actorId: user.id },
    });
    expect(joined).toHaveLength(1);
    expect(joined[0]!.after).toEqual({ role: "viewer", via: "sso", domain });
  });

  it("keeps an existing member's role and workspace, and joins nothing by Google or another domain", async () => {
    await put(team.owner, { domains: [domain], defaultRole: "admin" });
    const existing = await seedUser(getDb(), { email: `old-hand@${domain}`, name: "Old Hand" });
    const elsewhere = await seedTeam("Elsewhere");
    await getDb().workspaceMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        userId: existing.id,
        role: "guest",
      },
    });
    await getDb().user.update({
      where: { id: existing.id },
      data: { lastWorkspaceId: elsewhere.workspace.id },
    });
    expect(await signInWith("oidc", existing.email)).toBe(true);
    const after = await getDb().workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: existing.id } },
      select: { role: true },
    });
    expect(after.role).toBe("guest");

    expect(await signInWith("google", `googler@${domain}`)).toBe(true);
    expect(await signInWith("oidc", `stranger@other-${domain}`)).toBe(true);
    const count = await getDb().workspaceMember.count({
      where: {
        workspaceId: team.workspace.id,
        user: { email: { in: [`googler@${domain}`, `stranger@other-${domain}`] } },
      },
    });
    expect(count).toBe(0);
  });
});

describe("SSO required without a provider", () => {
  it("cannot be turned on: nobody but the owner could then work in the workspace", async () => {
    const res = await call(requiredRoute, {
      method: "PUT",
      token: team.owner.token,
      body: { required: true },
    });
    expect(res.body).toEqual(
      errorBody(400, "Single sign-on cannot be required until the server has an identity provider."),
    );
    expect(
      (await getDb().workspace.findUniqueOrThrow({ where: { id: team.workspace.id } })).ssoRequired,
    ).toBe(false);
  });
});
