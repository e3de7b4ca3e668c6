// A workspace's own OpenID Connect provider (issue 39, docs/platform/single-sign-on.md): its owner
// connects it (the issuer's discovery read first, the secret sealed), proves its domains by a DNS TXT
// record, and people at those domains sign in through it at /auth/sso — a real code flow with PKCE
// against the test provider (tests/e2e/oidc/provider.mjs, started here) — joining the workspace. The
// provider vouches for nothing else: an address at an unverified domain is refused. Its sign-ins
// count for "SSO required" in its own workspace only.
process.env.SSO_ALLOW_PRIVATE_ISSUERS = "true";

import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { NextRequest } from "next/server";
import { GET as callbackRoute } from "@/app/(public)/auth/sso/callback/route";
import { GET as startRoute } from "@/app/(public)/auth/sso/start/route";
import { POST as verifyRoute } from "@/app/api/v1/sso/domains/verify/route";
import { DELETE as deleteProviderRoute, PUT as providerRoute } from "@/app/api/v1/sso/provider/route";
import { PUT as domainsRoute } from "@/app/api/v1/sso/route";
import { PUT as requiredRoute } from "@/app/api/v1/sso/required/route";
import type { SsoSettings } from "@/lib/sso/types";
import { createSession, resolveActor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { newId } from "@/lib/server/ids";
import { SSO_FLOW_COOKIE } from "@/lib/server/sso/flow";
import { startDnsServer } from "../../e2e/dns/server.mjs";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

const CLIENT = { id: "suite-own", secret: "suite-own-secret" };
let issuer: string;
let provider: ChildProcess;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let team: Team;
let domain: string;
let counter = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  dns = await startDnsServer();
  process.env.DNS_SERVERS = `127.0.0.1:${dns.port}`;
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  provider = spawn(process.execPath, ["tests/e2e/oidc/provider.mjs"], {
    env: {
      ...process.env,
      OIDC_TEST_PORT: String(port),
      OIDC_TEST_CLIENT_ID: CLIENT.id,
      OIDC_TEST_CLIENT_SECRET: CLIENT.secret,
      OIDC_TEST_REDIRECT_URI: `${appUrl()}/auth/sso/callback`,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${issuer}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the test provider did not start");
});

afterAll(async () => {
  provider.kill("SIGTERM");
  await dns.close();
});

beforeEach(async () => {
  team = await seedTeam("Acme");
  domain = `acme-${Date.now().toString(36)}-${counter++}.example.com`;
});

const putProvider = (caller: Caller, body: Record<string, unknown>) =>
  call<SsoSettings>(providerRoute, { method: "PUT", token: caller.token, body });
const ownProvider = {
  name: "Acme Okta",
  issuer: "",
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  enabled: true,
};
const verify = (caller: Caller, value: string) =>
  call<SsoSettings>(verifyRoute, { method: "POST", token: caller.token, body: { domain: value } });

/** The owner connects the provider, claims `domain` (role viewer) and verifies it. */
async function connectAndVerify(): Promise<SsoSettings> {
  expect((await putProvider(team.owner, { ...ownProvider, issuer })).status).toBe(200);
  const claimed = await call<SsoSettings>(domainsRoute, {
    method: "PUT",
    token: team.owner.token,
    body: { domains: [domain], defaultRole: "viewer" },
  });
  dns.setTxt(`${claimed.body.verification.host}.${domain}`, [claimed.body.verification.value]);
  const verified = await verify(team.owner, domain);
  expect(verified.status).toBe(200);
  return verified.body;
}

/** A browser signing in as `email` at /auth/sso: the start, the provider's page, the callback. */
async function signIn(email: string, { verified = true, start = `email=${encodeURIComponent(email)}` } = {}) {
  const ip = `10.9.${counter % 250}.${counter++ % 250}`;
  const started = await startRoute(
    new NextRequest(`${appUrl()}/auth/sso/start?${start}&redirect=%2Fprojects`, {
      headers: { "x-forwarded-for": ip },
    }),
  );
  const location = started.headers.get("location") ?? "";
  if (!location.startsWith(issuer)) return { failure: new URL(location).searchParams.get("error") };
  const flow = started.cookies.get(SSO_FLOW_COOKIE)?.value ?? "";
  // The provider's sign-in page posts its hidden fields with who signs in.
  const page = await (await fetch(location)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    form.set(
      name!,
      value!
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  form.set("email", email);
  form.set("name", "Sol Sso");
  if (verified) form.set("verified", "true");
  const answered = await fetch(`${issuer}/authorize/login`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  const back = answered.headers.get("location") ?? "";
  expect(back.startsWith(`${appUrl()}/auth/sso/callback?`)).toBe(true);
  const done = await callbackRoute(
    new NextRequest(back, { headers: { cookie: `${SSO_FLOW_COOKIE}=${flow}`, "user-agent": "jest" } }),
  );
  const to = new URL(done.headers.get("location") ?? "");
  if (to.pathname === "/auth/sso") return { failure: to.searchParams.get("error") };
  expect(done.cookies.get(SSO_FLOW_COOKIE)?.value).toBe("");
  return { failure: null, to: `${to.pathname}${to.search}`, cookies: done.headers.getSetCookie() };
}

describe("the workspace's provider", () => {
  it("is the owner's: discovery read, the secret sealed, recorded; bad input said", async () => {
    const saved = await putProvider(team.owner, { ...ownProvider, issuer: `${issuer}/` });
    expect(saved.status).toBe(200);
    expect(saved.body.workspaceProvider).toEqual({
      name: "Acme Okta",
      issuer,
      clientId: CLIENT.id,
      enabled: true,
    });
    expect(saved.body.callbackUrl).toBe(`${appUrl()}/auth/sso/callback`);
    expect(saved.body.signInUrl).toBe(`${appUrl()}/auth/sso/start?workspace=${team.workspace.id}`);
    const row = await getDb().workspaceSsoProvider.findUniqueOrThrow({
      where: { workspaceId: team.workspace.id },
    });
    expect(row.clientSecretSealed).not.toContain(CLIENT.secret);
    const entry = await getDb().auditLogEntry.findFirstOrThrow({
      where: { workspaceId: team.workspace.id, action: "sso.updated" },
    });
    expect(JSON.stringify(entry)).not.toContain(CLIENT.secret);
    expect(entry.after).toMatchObject({ provider: { name: "Acme Okta", issuer }, secretChanged: true });

    // The secret kept when left out; renamed.
    const renamed = await putProvider(team.owner, {
      ...ownProvider,
      issuer,
      name: "Okta",
      clientSecret: undefined,
    });
    expect(renamed.body.workspaceProvider?.name).toBe("Okta");
    expect(
      (await getDb().workspaceSsoProvider.findUniqueOrThrow({ where: { workspaceId: team.workspace.id } }))
        .clientSecretSealed,
    ).toBe(row.clientSecretSealed);

    for (const caller of [team.admin, team.member])
      expect((await putProvider(caller, { ...ownProvider, issuer })).status).toBe(403);
    const other = await seedTeam("Rival");
    const first = await putProvider(other.owner, { ...ownProvider, issuer, clientSecret: undefined });
    expect(first.status).toBe(400);
    expect(JSON.stringify(first.body)).toContain("Client secret is required");
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...ownProvider, issuer: "login.example.com" },
        "Enter the issuer as an address such as https://login.example.com",
      ],
      [{ ...ownProvider, issuer, name: " " }, "Name is required"],
      [{ ...ownProvider, issuer, clientId: "" }, "Client ID is required"],
      [{ ...ownProvider, issuer: "http://127.0.0.1:9" }, "Could not read the provider's discovery document"],
    ];
    for (const [body, message] of cases) {
      const res = await putProvider(other.owner, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    // A provider whose answer does not end: cut at 1 MB, told as unreachable.
    const endless = createHttpServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 32);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on("close", () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => endless.listen(0, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const cut = await putProvider(other.owner, {
        ...ownProvider,
        issuer: `http://127.0.0.1:${(endless.address() as { port: number }).port}`,
      });
      expect(JSON.stringify(cut.body)).toContain("Could not read the provider's discovery document");
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      endless.closeAllConnections();
      await new Promise((resolve) => endless.close(resolve));
    }
    process.env.SSO_ALLOW_PRIVATE_ISSUERS = "false";
    try {
      const refused = await putProvider(other.owner, { ...ownProvider, issuer });
      expect(JSON.stringify(refused.body)).toContain("The issuer must be an https:// address");
    } finally {
      process.env.SSO_ALLOW_PRIVATE_ISSUERS = "true";
    }
  });

  it("proves a domain by its TXT record; another workspace's value or none does not", async () => {
    const claimed = await call<SsoSettings>(domainsRoute, {
      method: "PUT",
      token: team.owner.token,
      body: { domains: [domain], defaultRole: "member" },
    });
    const missing = await verify(team.owner, domain);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ name: `_suite-verification.${domain}` });
    const other = await seedTeam("Rival");
    const otherValue = (
      await call<SsoSettings>(domainsRoute, {
        method: "PUT",
        token: other.owner.token,
        body: { domains: [`x.${domain}`], defaultRole: "member" },
      })
    ).body.verification.value;
    dns.setTxt(`_suite-verification.${domain}`, ["v=spf1 -all", otherValue]);
    expect((await verify(team.owner, domain)).status).toBe(400);
    expect((await verify(other.owner, domain)).status).toBe(404);
    expect((await verify(team.admin, domain)).status).toBe(403);
    dns.setTxt(`_suite-verification.${domain}`, ["v=spf1 -all", claimed.body.verification.value]);
    const ok = await verify(team.owner, domain);
    expect(ok.status).toBe(200);
    expect(ok.body.verifiedDomains).toEqual([domain]);
  });
});

describe("signing in through it", () => {
  it("signs in and joins people at its verified domains, once; the session counts as its single sign-on", async () => {
    await connectAndVerify();
    const email = `sol-${counter}@${domain}`;
    const first = await signIn(email);
    expect(first).toMatchObject({ failure: null, to: "/projects" });
    const user = await getDb().user.findUniqueOrThrow({
      where: { email },
      select: { id: true, emailVerifiedAt: true, lastWorkspaceId: true },
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.lastWorkspaceId).toBe(team.workspace.id);
    const member = await getDb().workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: user.id } },
    });
    expect(member.role).toBe("viewer");
    const sessions = await getDb().session.findMany({ where: { userId: user.id } });
    expect(sessions).toEqual([
      expect.objectContaining({
        viaSso: true,
        ssoWorkspaceId: team.workspace.id,
        workspaceId: team.workspace.id,
      }),
    ]);
    expect(first.cookies?.some((cookie) => cookie.startsWith("next-auth.session-token="))).toBe(true);

    // Again, by the direct address: the same account, no second membership.
    expect(await signIn(email, { start: `workspace=${team.workspace.id}` })).toMatchObject({ failure: null });
    expect(
      await getDb().account.count({ where: { userId: user.id, provider: `sso:${team.workspace.id}` } }),
    ).toBe(1);
    expect(await getDb().workspaceMember.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses an unverified domain, an unverified address, a flow without its cookie, a workspace without a provider", async () => {
    await connectAndVerify();
    expect(await signIn(`eve@not-${domain}`, { start: `workspace=${team.workspace.id}` })).toEqual({
      failure: "domainNotVerified",
    });
    expect(await getDb().user.count({ where: { email: `eve@not-${domain}` } })).toBe(0);
    expect(await signIn(`ann@${domain}`, { verified: false })).toEqual({ failure: "unverified" });
    expect(await signIn(`ann@unknown-${domain}`)).toEqual({ failure: "noProvider" });
    expect(await signIn("not an address")).toEqual({ failure: "invalidEmail" });

    const expired = await callbackRoute(new NextRequest(`${appUrl()}/auth/sso/callback?code=x&state=y`));
    expect(expired.headers.get("location")).toBe(`${appUrl()}/auth/sso?error=expired`);

    const other = await seedTeam("Rival");
    expect(await signIn(`ann@${domain}`, { start: `workspace=${other.workspace.id}` })).toEqual({
      failure: "noProvider",
    });
    // Turned off: nobody signs in through it.
    await putProvider(team.owner, { ...ownProvider, issuer, enabled: false, clientSecret: undefined });
    expect(await signIn(`ann@${domain}`)).toEqual({ failure: "noProvider" });
  });
});

describe("SSO required", () => {
  it("can be turned on with the workspace's provider; its sign-ins count there, not in another workspace", async () => {
    const settings = await connectAndVerify();
    expect(settings.workspaceProvider?.enabled).toBe(true);
    const on = await call<SsoSettings>(requiredRoute, {
      method: "PUT",
      token: team.owner.token,
      body: { required: true },
    });
    expect(on.status).toBe(200);
    const other = await seedTeam("Rival");
    await getDb().workspace.update({ where: { id: other.workspace.id }, data: { ssoRequired: true } });
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: other.workspace.id, userId: team.member.user.id, role: "member" },
    });
    const user = await getDb().user.findUniqueOrThrow({ where: { id: team.member.user.id } });
    const via = async (workspaceId: string, ssoWorkspaceId: string | null, viaSso = true) => {
      const claims = await createSession(
        { ...user, lastWorkspaceId: workspaceId },
        { remember: true, viaSso, ssoWorkspaceId },
      );
      return resolveActor(claims);
    };
    expect((await via(team.workspace.id, team.workspace.id))?.ssoBlocked).toBeNull();
    expect((await via(team.workspace.id, null, false))?.ssoBlocked).toMatchObject({ id: team.workspace.id });
    expect((await via(other.workspace.id, team.workspace.id))?.ssoBlocked).toMatchObject({
      id: other.workspace.id,
    });

    // Removing the provider turns the requirement off (nobody but the owner could act otherwise).
    const removed = await call<SsoSettings>(deleteProviderRoute, {
      method: "DELETE",
      token: team.owner.token,
    });
    expect(removed.body).toMatchObject({ workspaceProvider: null, required: false });
  });
});
