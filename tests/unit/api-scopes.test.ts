import { accessOfMethod, normalizeScopes, scopesAllow } from "@/lib/api-tokens/scopes";

describe("API token scopes", () => {
  it("reads with GET and HEAD, writes with the rest", () => {
    expect(["GET", "HEAD"].map(accessOfMethod)).toEqual(["read", "read"]);
    expect(["POST", "PUT", "PATCH", "DELETE"].map(accessOfMethod)).toEqual([
      "write",
      "write",
      "write",
      "write",
    ]);
  });

  it("lets write include read, never read include write, and keeps areas apart", () => {
    expect(scopesAllow(["tasks:write"], "tasks", "read")).toBe(true);
    expect(scopesAllow(["tasks:write"], "tasks", "write")).toBe(true);
    expect(scopesAllow(["tasks:read"], "tasks", "read")).toBe(true);
    expect(scopesAllow(["tasks:read"], "tasks", "write")).toBe(false);
    expect(scopesAllow(["forms:write"], "tasks", "read")).toBe(false);
    expect(scopesAllow([], "tasks", "read")).toBe(false);
  });

  it("drops what another scope includes, unknown ones and repeats, in catalogue order", () => {
    expect(normalizeScopes(["forms:read", "tasks:read", "tasks:write", "tasks:write", "nope:read"])).toEqual([
      "tasks:write",
      "forms:read",
    ]);
  });
});
