import { forwardedFor } from "@/lib/server/api/request";

describe("the client address a request is handled with", () => {
  it("is the socket's unless a trusted proxy is in front, whatever the client sent", () => {
    expect(forwardedFor("6.6.6.6", "10.0.0.7", false)).toBe("10.0.0.7");
    expect(forwardedFor(undefined, "10.0.0.7", false)).toBe("10.0.0.7");
    expect(forwardedFor("203.0.113.9, 10.0.0.1", "10.0.0.1", true)).toBe("203.0.113.9, 10.0.0.1");
    expect(forwardedFor(["203.0.113.9", "10.0.0.1"], "10.0.0.1", true)).toBe("203.0.113.9, 10.0.0.1");
    expect(forwardedFor(undefined, "10.0.0.7", true)).toBe("10.0.0.7");
    expect(forwardedFor(undefined, undefined, false)).toBe("");
  });
});
