import { decideRoute } from "@/lib/routing/decide-route";

const signedIn = (workspaces: number, workspace: string | null = workspaces ? "a".repeat(24) : null) => ({
  workspaces,
  workspace,
});

describe("decideRoute", () => {
  it("sends / to the project grid", () => {
    expect(decideRoute("/", "", null)).toBe("/projects?view=grid");
    expect(decideRoute("/", "", signedIn(1))).toBe("/projects?view=grid");
  });

  it("lets signed-out visitors see every public screen", () => {
    for (const path of [
      "/auth/login",
      "/auth/register",
      "/auth/forgot-password",
      "/auth/reset-password",
      "/auth/invite/accept",
      "/workspace/invite/accept",
    ]) {
      expect(decideRoute(path, "", null)).toBeNull();
    }
  });

  it("sends signed-in visitors of public screens home, or to a safe redirect", () => {
    expect(decideRoute("/auth/login", "", signedIn(1))).toBe("/projects?view=grid");
    expect(decideRoute("/auth/login", "?redirect=%2Fworkspaces", signedIn(1))).toBe("/workspaces");
    expect(decideRoute("/auth/login", "?redirect=https%3A%2F%2Fevil.example", signedIn(1))).toBe(
      "/projects?view=grid",
    );
    expect(decideRoute("/auth/login", "?redirect=%2F%2Fevil.example", signedIn(1))).toBe(
      "/projects?view=grid",
    );
  });

  it("never sends a signed-in visitor of a public screen off-site (tab, newline, backslash tricks)", () => {
    for (const search of [
      "?redirect=/%09/evil.com",
      "?redirect=%2F%09%2Fevil.com",
      "?redirect=/%0A/evil.com",
      "?redirect=/%0D/evil.com",
      "?redirect=%09//evil.com",
      "?redirect=/%5Cevil.com",
      "?redirect=/%252F/evil.com",
      "?redirect=/a/..//evil.com",
      "?redirect=javascript:alert(1)",
    ]) {
      const target = decideRoute("/auth/login", search, signedIn(1));
      expect(target).toBe("/projects?view=grid");
      // As the proxy resolves it (NextResponse.redirect(new URL(target, request.url))).
      expect(new URL(target ?? "", "http://localhost:3000").origin).toBe("http://localhost:3000");
    }
    expect(decideRoute("/auth/login", "?redirect=%2Fprojects%3Fview%3Dlist%23top", signedIn(1))).toBe(
      "/projects?view=list#top",
    );
  });

  it("lets unknown pages through to the 404 page, signed in or not", () => {
    for (const session of [null, signedIn(0), signedIn(1), signedIn(3, null)]) {
      expect(decideRoute("/no-such-page", "", session)).toBeNull();
      expect(decideRoute("/no-such-page/deeper", "?x=1", session)).toBeNull();
      expect(decideRoute("/Projects", "", session)).toBeNull();
    }
  });

  it("still guards every known first segment, also percent-encoded", () => {
    expect(decideRoute("/%70rojects", "", null)).toBe("/auth/login?redirect=%2F%2570rojects");
    expect(decideRoute("/%E0%A4%A", "", null)).toBe("/auth/login?redirect=%2F%25E0%25A4%25A");
    expect(decideRoute("/projects/no-such-page", "", null)).toBe(
      "/auth/login?redirect=%2Fprojects%2Fno-such-page",
    );
    expect(decideRoute("/task-management/abc", "", null)).toBe(
      "/auth/login?redirect=%2Ftask-management%2Fabc",
    );
  });

  it("sends signed-out visitors of protected screens to login, keeping where they were going", () => {
    expect(decideRoute("/projects", "?view=list", null)).toBe(
      "/auth/login?redirect=%2Fprojects%3Fview%3Dlist",
    );
    expect(decideRoute("/workspaces", "", null)).toBe("/auth/login?redirect=%2Fworkspaces");
  });

  it("opens an e-mail's unsubscribe link for anyone, and personal settings without a workspace", () => {
    for (const session of [null, signedIn(0), signedIn(2, null), signedIn(1)]) {
      expect(decideRoute("/unsubscribe", "?token=x", session)).toBeNull();
    }
    expect(decideRoute("/settings/notifications", "", null)).toBe(
      "/auth/login?redirect=%2Fsettings%2Fnotifications",
    );
    expect(decideRoute("/settings/notifications", "", signedIn(0))).toBeNull();
    expect(decideRoute("/settings/notifications", "", signedIn(2, null))).toBeNull();
  });

  it("sends a signed-out visitor of a meeting's link to the guests' lobby, which anyone may open", () => {
    const token = "a".repeat(54);
    expect(decideRoute(`/meet/${token}`, "", null)).toBe(`/meet-guest/${token}`);
    expect(decideRoute(`/meet/${token}`, "", signedIn(1))).toBeNull();
    // Only a link's shape: anything else under /meet still asks to sign in.
    expect(decideRoute(`/meet/${token}/x`, "", null)).toBe(
      `/auth/login?redirect=${encodeURIComponent(`/meet/${token}/x`)}`,
    );
    for (const session of [null, signedIn(0), signedIn(1)]) {
      expect(decideRoute(`/meet-guest/${token}`, "", session)).toBeNull();
    }
  });

  it("sends a user without a workspace to onboarding", () => {
    expect(decideRoute("/projects", "", signedIn(0))).toBe("/onboarding");
  });

  it("sends a user with several workspaces and none selected to /workspaces", () => {
    expect(decideRoute("/projects", "", signedIn(3, null))).toBe("/workspaces");
    expect(decideRoute("/projects", "", signedIn(3))).toBeNull();
  });

  it("lets a user with one workspace through to projects", () => {
    expect(decideRoute("/projects", "?view=grid", signedIn(1, null))).toBeNull();
  });

  it("exempts /workspaces and /onboarding from workspace redirects", () => {
    expect(decideRoute("/onboarding", "", signedIn(0))).toBeNull();
    expect(decideRoute("/workspaces", "", signedIn(0))).toBeNull();
    expect(decideRoute("/workspaces/abc/delete", "", signedIn(2, null))).toBeNull();
  });

  it("opens invitation links to signed-in and signed-out visitors alike", () => {
    for (const path of ["/auth/invite/accept", "/workspace/invite/accept"]) {
      expect(decideRoute(path, "?token=abc", null)).toBeNull();
      expect(decideRoute(path, "?token=abc", signedIn(0))).toBeNull();
      expect(decideRoute(path, "?token=abc", signedIn(2, null))).toBeNull();
    }
  });

  it("opens e-mail verification links to signed-in and signed-out visitors alike", () => {
    expect(decideRoute("/auth/verify-email", "?token=abc", null)).toBeNull();
    expect(decideRoute("/auth/verify-email", "?token=abc", signedIn(0))).toBeNull();
    expect(decideRoute("/auth/verify-email", "?token=abc", signedIn(2, null))).toBeNull();
    expect(decideRoute("/auth/confirm-email", "?token=abc", null)).toBeNull();
    expect(decideRoute("/auth/confirm-email", "?token=abc", signedIn(2))).toBeNull();
  });

  it("never blocks /logout", () => {
    expect(decideRoute("/logout", "", null)).toBeNull();
    expect(decideRoute("/logout", "", signedIn(0))).toBeNull();
  });

  it("does not treat look-alike paths as public", () => {
    expect(decideRoute("/auth/login-extra", "", null)).toBe("/auth/login?redirect=%2Fauth%2Flogin-extra");
  });
});
