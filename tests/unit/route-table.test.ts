import { compileRoutes, matchRoute } from "@/lib/server/api/route-table";

const routes = compileRoutes(
  [
    "api/v1/files/[...key]/route.ts",
    "api/v1/auth/login/route.ts",
    "api/v1/auth/is-email-registered/[email]/route.ts",
    "api/v1/users/[id]/route.ts",
    "api/v1/workspace/[workspaceId]/member/[memberId]/route.ts",
    "api/v1/workspace/invitation/route.ts",
    "api/v1/workspace/[workspaceId]/route.ts",
    "api/v1/files/upload/route.ts",
    "api/v1/files/[id]/meta/route.ts",
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

describe("route table catch-all segments", () => {
  it("gives the rest of the path, each segment decoded, joined with /", () => {
    expect(match("/api/v1/files/ws1/abc.png")).toEqual({
      file: "api/v1/files/[...key]/route.ts",
      params: { key: "ws1/abc.png" },
    });
    expect(match("/api/v1/files/a%20b/c%2Fd/e.png/")?.params).toEqual({ key: "a b/c/d/e.png" });
    expect(match("/api/v1/files/one")?.params).toEqual({ key: "one" });
  });

  it("sorts catch-alls after every other route, even ones with more dynamic segments", () => {
    expect(match("/api/v1/files/upload")?.file).toBe("api/v1/files/upload/route.ts");
    expect(match("/api/v1/files/x1/meta")).toEqual({
      file: "api/v1/files/[id]/meta/route.ts",
      params: { id: "x1" },
    });
    expect(routes.at(-1)?.file).toBe("api/v1/files/[...key]/route.ts");
    expect(routes.at(-1)?.catchAll).toBe("key");
  });

  it("needs at least one segment and no empty ones", () => {
    expect(match("/api/v1/files")).toBeNull();
    expect(match("/api/v1/files/")).toBeNull();
    expect(match("/api/v1/files/a//b")).toBeNull();
  });

  it("matches nothing when a segment has a broken escape", () => {
    expect(match("/api/v1/files/ok/%E0%A4%A")).toBeNull();
  });

  it("treats [...name] only as the last segment", () => {
    const [entry] = compileRoutes([{ file: "api/v1/[...a]/x/route.ts", module: "m" }]);
    expect(entry?.catchAll).toBeNull();
    expect(matchRoute([entry!], "/api/v1/[...a]/x")).not.toBeNull();
  });
});
