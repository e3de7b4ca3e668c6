import { signedFileUrl, signFileToken, verifyFileToken } from "@/lib/server/files/file-token";

const KEY = "0123456789abcdef01234567/89abcdef0123456789abcdef.png";
const OTHER = "0123456789abcdef01234567/89abcdef0123456789abcdee.png";
const USER = "aaaaaaaaaaaaaaaaaaaaaaaa";
const SOMEONE = "bbbbbbbbbbbbbbbbbbbbbbbb";

// Set before the environment module first reads it (it caches what it read).
process.env.AUTH_SECRET = "unit-test-secret-unit-test-secret";
afterEach(() => jest.useRealTimers());

describe("file tokens", () => {
  it("verifies a token for its own key only, naming the user it was made for", () => {
    const token = signFileToken(KEY, USER, 60);
    expect(token).toMatch(new RegExp(`^\\d+\\.${USER}\\.[\\w-]{43}$`));
    expect(verifyFileToken(KEY, token)).toEqual({ userId: USER });
    expect(verifyFileToken(OTHER, token)).toBeNull();
  });

  it("refuses a token whose user was swapped for another", () => {
    const [expires, , mac] = signFileToken(KEY, USER, 60).split(".") as [string, string, string];
    expect(verifyFileToken(KEY, `${expires}.${SOMEONE}.${mac}`)).toBeNull();
  });

  it("refuses a token once it has expired", () => {
    jest.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    const token = signFileToken(KEY, USER, 60);
    jest.setSystemTime(new Date("2026-01-01T00:00:59Z"));
    expect(verifyFileToken(KEY, token)).toEqual({ userId: USER });
    jest.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    expect(verifyFileToken(KEY, token)).toBeNull();
  });

  it("refuses tampered, malformed and missing tokens", () => {
    const token = signFileToken(KEY, USER, 60);
    const [expires, , mac] = token.split(".") as [string, string, string];
    expect(verifyFileToken(KEY, `${Number(expires) + 3600}.${USER}.${mac}`)).toBeNull();
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === "A" ? "B" : "A"}${mac.at(-1)}`;
    expect(verifyFileToken(KEY, `${expires}.${USER}.${flipped}`)).toBeNull();
    for (const bad of [
      "",
      "abc",
      `${expires}.${mac}`,
      `${expires}.${USER}.`,
      `.${USER}.${mac}`,
      `${expires}.${USER}.${mac}x`,
      `${expires}.${USER.toUpperCase()}.${mac}`,
      `-1.${USER}.${mac}`,
      null,
      undefined,
    ]) {
      expect(verifyFileToken(KEY, bad)).toBeNull();
    }
  });

  it("depends on AUTH_SECRET", () => {
    const token = signFileToken(KEY, USER, 60);
    process.env.AUTH_SECRET = "another-secret-another-secret-another";
    try {
      // A fresh module graph reads the (cached) environment again, as another deployment would.
      jest.isolateModules(() => {
        const other = jest.requireActual<typeof import("@/lib/server/files/file-token")>(
          "@/lib/server/files/file-token",
        );
        expect(other.verifyFileToken(KEY, token)).toBeNull();
        expect(other.verifyFileToken(KEY, other.signFileToken(KEY, USER, 60))).toEqual({ userId: USER });
      });
    } finally {
      process.env.AUTH_SECRET = "unit-test-secret-unit-test-secret";
    }
    expect(verifyFileToken(KEY, token)).toEqual({ userId: USER });
  });

  it("refuses a non-positive lifetime or a malformed user, and builds signed URLs", () => {
    expect(() => signFileToken(KEY, USER, 0)).toThrow();
    expect(() => signFileToken(KEY, USER, 1.5)).toThrow();
    expect(() => signFileToken(KEY, "not-a-user", 60)).toThrow();
    const url = new URL(signedFileUrl(KEY, USER, 300), "http://localhost");
    expect(url.pathname).toBe(`/api/v1/files/${KEY}`);
    expect(verifyFileToken(KEY, url.searchParams.get("token"))).toEqual({ userId: USER });
  });
});
