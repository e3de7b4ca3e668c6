import { safeRedirectPath } from "@/lib/routing/safe-redirect";
import { redirectParamSchema } from "@/lib/schemas/common";

const FALLBACK = "/fallback";

describe("safeRedirectPath", () => {
  it.each([
    ["/%09/evil.com", "an encoded tab (decoded by a second reader)"],
    ["/\t/evil.com", "a tab, which browsers drop: //evil.com"],
    ["/\n/evil.com", "a newline"],
    ["/\r/evil.com", "a carriage return"],
    ["/\t\t/evil.com", "several tabs"],
    ["\t//evil.com", "a leading tab"],
    [" /evil.com", "a leading space"],
    ["/ /evil.com", "a space"],
    ["/\u00a0/evil.com", "a no-break space"],
    ["/\u0000/evil.com", "a NUL"],
    ["/\u007f/evil.com", "a DEL"],
    ["//evil.com", "protocol-relative"],
    ["///evil.com", "three slashes"],
    ["/\\evil.com", "a backslash, read as a slash"],
    ["\\/evil.com", "a leading backslash"],
    ["/%5Cevil.com", "an encoded backslash"],
    ["/%2F/evil.com", "an encoded second slash"],
    ["/%252F/evil.com", "a doubly encoded second slash"],
    ["/%2509/evil.com", "a doubly encoded tab"],
    ["%2F%2Fevil.com", "an encoded protocol-relative URL"],
    ["/a/..//evil.com", "dot segments that resolve to //evil.com"],
    ["/.//evil.com", "a dot segment before //"],
    ["/%2e%2e//evil.com", "encoded dot segments"],
    ["https://evil.com", "an absolute URL"],
    ["http:/evil.com", "a scheme with one slash"],
    ["HTTPS://evil.com/", "an absolute URL in capitals"],
    ["javascript:alert(1)", "a javascript: URL"],
    ["data:text/html,<script>alert(1)</script>", "a data: URL"],
    ["evil.com", "a relative host-like path"],
    ["projects", "a relative path"],
    ["", "empty"],
    [`/${"a".repeat(2001)}`, "too long"],
  ])("rejects %j (%s)", (raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["/ok?x=1#y", "/ok?x=1#y"],
    ["/projects?view=list", "/projects?view=list"],
    [
      "/task-management/0123456789abcdef01234567?active=list&q=a+b",
      "/task-management/0123456789abcdef01234567?active=list&q=a+b",
    ],
    ["/task-management/x?q=a%5Cb%09c", "/task-management/x?q=a%5Cb%09c"],
    ["/x?next=%2F%2Fevil.com", "/x?next=%2F%2Fevil.com"],
    ["/a/../b", "/b"],
    ["/proyectos/ñ", "/proyectos/%C3%B1"],
    ["/100%", "/100%"],
    ["/%E0%A4%A", "/%E0%A4%A"],
    ["/", "/"],
  ])("keeps %j as %j", (raw, expected) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(expected);
  });

  it("answers the fallback, whatever its type, for a missing value", () => {
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(null, null)).toBeNull();
  });
});

describe("redirectParamSchema", () => {
  it("keeps a safe path and refuses the rest with validation.invalidRedirect", () => {
    expect(redirectParamSchema.parse("/projects?view=grid")).toBe("/projects?view=grid");
    const bad = redirectParamSchema.safeParse("/\t/evil.com");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("validation.invalidRedirect");
    expect(redirectParamSchema.safeParse("//evil.com").success).toBe(false);
  });
});
