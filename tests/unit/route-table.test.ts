import { compileRoutes, matchRoute } from "@/lib/server/api/route-table";

const routes = compileRoutes(
  [
    "api/v1/auth/login/route.ts",
    "api/v1/auth/is-email-registered/[email]/route.ts",
    "api/v1/users/[id]/route.ts",
    "api/v1/workspace/[workspaceId]/member/[memberId]/route.ts",
    "api/v1/workspace/invitation/route.ts",
    "api/v1/workspace/[workspaceId]/route.ts",
  ].map((file) => ({ file, module: file })),
);

const match = (pathname: string) => {
  const found = matchRoute(routes, pathname);
  return found && { file: found.route.module, params: found.params };
};

describe("route table", () => {
  it("matches static routes and trailing slashes", () => {
    expect(match("/api/v1/auth/login")).toEqual({ file: "api/v1/auth/login/route.ts", params: {} });
    expect(match("/api/v1/auth/login/")).toEqual({ file: "api/v1/auth/login/route.ts", params: {} });
  });

  it("decodes dynamic segments", () => {
    expect(match("/api/v1/auth/is-email-registered/Ana%40example.com")).toEqual({
      file: "api/v1/auth/is-email-registered/[email]/route.ts",
      params: { email: "Ana@example.com" },
    });
    expect(match("/api/v1/workspace/a1/member/b2")?.params).toEqual({ workspaceId: "a1", memberId: "b2" });
  });

  it("prefers the static route over a dynamic sibling", () => {
    expect(match("/api/v1/workspace/invitation")?.file).toBe("api/v1/workspace/invitation/route.ts");
    expect(match("/api/v1/workspace/abc")?.file).toBe("api/v1/workspace/[workspaceId]/route.ts");
  });

  it("matches nothing for unknown paths, extra segments or broken escapes", () => {
    expect(match("/api/v1/nothing")).toBeNull();
    expect(match("/api/v1/users/1/extra")).toBeNull();
    expect(match("/api/v1/users/%E0%A4%A")).toBeNull();
  });
});
