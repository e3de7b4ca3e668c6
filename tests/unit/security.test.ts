import { newId } from "@/lib/server/ids";
import { hashPassword, verifyPassword } from "@/lib/server/security/password";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";

describe("newId", () => {
  it("makes 24-hex ids that start with the current time and do not repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    const seconds = parseInt(newId().slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe("password hashing", () => {
  it("verifies the right password only, with a per-hash salt", async () => {
    const a = await hashPassword("Secret#123");
    const b = await hashPassword("Secret#123");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword("Secret#123", a)).resolves.toBe(true);
    await expect(verifyPassword("Secret#124", a)).resolves.toBe(false);
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    await expect(verifyPassword("x", "plain-text")).resolves.toBe(false);
    await expect(verifyPassword("x", "scrypt$1$2")).resolves.toBe(false);
  });

  it("does not block the event loop while hashing", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([hashPassword("a"), hashPassword("b"), hashPassword("c")]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });
});

describe("url tokens", () => {
  it("are url-safe, random and stored only as a sha-256 hash", () => {
    const token = newUrlToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newUrlToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
