import { spawnSync } from "node:child_process";
import path from "node:path";
import { AUTH_SECRET_MIN_BYTES, authSecret, hasAuthSecret } from "@/lib/server/env";

const TOO_SHORT = /AUTH_SECRET is too short: it must be at least 32 bytes/;
const saved = process.env.AUTH_SECRET;

afterEach(() => {
  if (saved === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved;
});

describe("AUTH_SECRET", () => {
  it("refuses a secret shorter than 32 bytes, with a message that says what to do", () => {
    expect(AUTH_SECRET_MIN_BYTES).toBe(32);
    for (const short of ["secret", "a".repeat(31), `${"é".repeat(15)}a`, `  ${"a".repeat(30)}  `]) {
      process.env.AUTH_SECRET = short;
      expect(() => hasAuthSecret()).toThrow(TOO_SHORT);
      expect(() => authSecret()).toThrow(TOO_SHORT);
    }
  });

  it("accepts 32 bytes or more (multi-byte characters count as bytes), and unset", () => {
    for (const long of ["a".repeat(32), "é".repeat(16), "test-secret-test-secret-test-secret"]) {
      process.env.AUTH_SECRET = long;
      expect(hasAuthSecret()).toBe(true);
      expect(authSecret()).toBe(long);
    }
    delete process.env.AUTH_SECRET;
    expect(hasAuthSecret()).toBe(false);
    process.env.AUTH_SECRET = "";
    expect(hasAuthSecret()).toBe(false);
  });

  it("fails the whole environment check too", async () => {
    process.env.AUTH_SECRET = "short";
    // A fresh module: env() caches its first result.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("@/lib/server/env");
      expect(() => fresh.env()).toThrow(TOO_SHORT);
    });
  });

  it("stops server.ts at start, before it opens a database", () => {
    const root = path.resolve(__dirname, "../../..");
    const result = spawnSync(
      process.execPath,
      ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx", "server.ts"],
      {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
        // An unreachable database: without the check the start would fail there, with another error.
        env: {
          ...process.env,
          AUTH_SECRET: "short-secret",
          DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
        },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(TOO_SHORT);
    expect(result.stderr).not.toMatch(/ECONNREFUSED/);
  });
});
