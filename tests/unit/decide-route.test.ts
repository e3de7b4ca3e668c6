import { decideRoute, safeRedirect } from "@/lib/routing/decide-route";

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

  it("sends signed-out visitors of protected screens to login, keeping where they were going", () => {
    expect(decideRoute("/projects", "?view=list", null)).toBe(
      "/auth/login?redirect=%2Fprojects%3Fview%3Dlist",
    );
    expect(decideRoute("/workspaces", "", null)).toBe("/auth/login?redirect=%2Fworkspaces");
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

  it("never blocks /logout", () => {
    expect(decideRoute("/logout", "", null)).toBeNull();
    expect(decideRoute("/logout", "", signedIn(0))).toBeNull();
  });

  it("does not treat look-alike paths as public", () => {
    expect(decideRoute("/auth/login-extra", "", null)).toBe("/auth/login?redirect=%2Fauth%2Flogin-extra");
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths only", () => {
    expect(safeRedirect("/projects?view=list")).toBe("/projects?view=list");
    expect(safeRedirect("//evil.example")).toBe("/projects?view=grid");
    expect(safeRedirect("/\\evil.example")).toBe("/projects?view=grid");
    expect(safeRedirect("javascript:alert(1)")).toBe("/projects?view=grid");
    expect(safeRedirect(undefined)).toBe("/projects?view=grid");
  });
});
