// The routing guard as Next runs it: a real NextRequest with a real session cookie through proxy().
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { encodeSessionCookie } from "@/lib/server/auth/session-token";
import { cookieHeader } from "../helpers/http";

const ORIGIN = "http://localhost:3000";

async function signedInCookie(): Promise<string> {
  const token = await encodeSessionCookie({
    sub: "0123456789abcdef01234567",
    email: "routing@example.com",
    name: "Routing",
    sid: "89abcdef0123456789abcdef",
    workspace: "fedcba9876543210fedcba98",
    workspaces: 1,
    remember: true,
  });
  return cookieHeader(token);
}

async function route(path: string, cookie?: string) {
  const res = await proxy(new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));
  return {
    status: res.status,
    location: res.headers.get("location"),
    next: res.headers.has("x-middleware-next"),
  };
}

describe("proxy", () => {
  it("never redirects a signed-in visitor off-site through ?redirect=", async () => {
    const cookie = await signedInCookie();
    for (const redirect of [
      "/%09/evil.com",
      "%2F%09%2Fevil.com",
      "/%0A/evil.com",
      "/%5Cevil.com",
      "//evil.com",
    ]) {
      const res = await route(`/auth/login?redirect=${redirect}`, cookie);
      expect(res.status).toBe(307);
      expect(res.location).toBe(`${ORIGIN}/projects?view=grid`);
    }
    const kept = await route(`/auth/login?redirect=${encodeURIComponent("/projects?view=list")}`, cookie);
    expect(kept.location).toBe(`${ORIGIN}/projects?view=list`);
  });

  it("lets a signed-out visitor of an unknown page through to the 404 page", async () => {
    expect(await route("/no-such-page")).toMatchObject({ next: true, location: null });
    expect(await route("/projects")).toMatchObject({
      status: 307,
      location: `${ORIGIN}/auth/login?redirect=%2Fprojects`,
    });
  });

  it("reads malformed cookies as absent", async () => {
    const res = await route("/projects", "NEXT_LOCALE=%E0%A4%A; next-auth.session-token=%E0%A4%A");
    expect(res.location).toBe(`${ORIGIN}/auth/login?redirect=%2Fprojects`);
    expect(await route("/auth/login", "NEXT_LOCALE=%E0%A4%A")).toMatchObject({ next: true });
  });

  it("gives every page a Content-Security-Policy with a fresh nonce, also on the request for Next", async () => {
    const policies = [];
    for (let i = 0; i < 2; i++) {
      const res = await proxy(new NextRequest(`${ORIGIN}/auth/login`));
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain("unsafe-eval");
      // Forwarded to the page: Next stamps its scripts with the nonce, the layout reads x-nonce.
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      policies.push(policy);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  it("lets only the public form be framed anywhere and run its proof-of-work widget's blob: workers", async () => {
    const policyOf = async (path: string) =>
      (await proxy(new NextRequest(`${ORIGIN}${path}`))).headers.get("content-security-policy") ?? "";
    const form = await policyOf("/f/abcdef123456");
    expect(form).toContain("frame-ancestors *");
    expect(form).toContain("worker-src 'self' blob:");
    const login = await policyOf("/auth/login");
    expect(login).toContain("frame-ancestors 'self'");
    // Other pages start workers only from our origin (PDF.js's), never from blob: URLs.
    expect(login).toMatch(/worker-src 'self'(;|$)/);
  });
});
