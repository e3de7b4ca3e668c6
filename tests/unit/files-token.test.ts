import { signedFileUrl, signFileToken, verifyFileToken } from "@/lib/server/files/file-token";

const KEY = "0123456789abcdef01234567/89abcdef0123456789abcdef.png";
const OTHER = "0123456789abcdef01234567/89abcdef0123456789abcdee.png";

// Set before the environment module first reads it (it caches what it read).
process.env.AUTH_SECRET = "unit-test-secret-unit-test-secret";
afterEach(() => jest.useRealTimers());

describe("file tokens", () => {
  it("verifies a token for its own key only", () => {
    const token = signFileToken(KEY, 60);
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    expect(verifyFileToken(KEY, token)).toBe(true);
    expect(verifyFileToken(OTHER, token)).toBe(false);
  });

  it("refuses a token once it has expired", () => {
    jest.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    const token = signFileToken(KEY, 60);
    jest.setSystemTime(new Date("2026-01-01T00:00:59Z"));
    expect(verifyFileToken(KEY, token)).toBe(true);
    jest.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    expect(verifyFileToken(KEY, token)).toBe(false);
  });

  it("refuses tampered, malformed and missing tokens", () => {
    const token = signFileToken(KEY, 60);
    const [expires, mac] = token.split(".") as [string, string];
    expect(verifyFileToken(KEY, `${Number(expires) + 3600}.${mac}`)).toBe(false);
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === "A" ? "B" : "A"}${mac.at(-1)}`;
    expect(verifyFileToken(KEY, `${expires}.${flipped}`)).toBe(false);
    for (const bad of [
      "",
      "abc",
      `${expires}.`,
      `.${mac}`,
      `${expires}.${mac}x`,
      `-1.${mac}`,
      null,
      undefined,
    ]) {
      expect(verifyFileToken(KEY, bad)).toBe(false);
    }
  });

  it("depends on AUTH_SECRET", () => {
    const token = signFileToken(KEY, 60);
    process.env.AUTH_SECRET = "another-secret-another-secret-another";
    try {
      // A fresh module graph reads the (cached) environment again, as another deployment would.
      jest.isolateModules(() => {
        const other = jest.requireActual<typeof import("@/lib/server/files/file-token")>(
          "@/lib/server/files/file-token",
        );
        expect(other.verifyFileToken(KEY, token)).toBe(false);
        expect(other.verifyFileToken(KEY, other.signFileToken(KEY, 60))).toBe(true);
      });
    } finally {
      process.env.AUTH_SECRET = "unit-test-secret-unit-test-secret";
    }
    expect(verifyFileToken(KEY, token)).toBe(true);
  });

  it("refuses a non-positive lifetime and builds signed URLs", () => {
    expect(() => signFileToken(KEY, 0)).toThrow();
    expect(() => signFileToken(KEY, 1.5)).toThrow();
    const url = new URL(signedFileUrl(KEY, 300), "http://localhost");
    expect(url.pathname).toBe(`/api/v1/files/${KEY}`);
    expect(verifyFileToken(KEY, url.searchParams.get("token"))).toBe(true);
  });
});
