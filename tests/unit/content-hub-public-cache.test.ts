// The public content API's in-process caches: a module's key row kept for a second unless forgotten
// (and never stored by a read that a forget overtook), answers kept by size, least recently used out.
import {
  cachedAnswer,
  cachedModuleKey,
  forgetModuleKey,
  KEY_TTL_MS,
  storeAnswer,
} from "@/modules/content-hub/server/public-cache";

describe("the key row cache", () => {
  it("reads once while fresh, again after the TTL or a forget", async () => {
    let reads = 0;
    const read = async () => ({ version: (reads += 1) });
    expect(await cachedModuleKey("m1", read)).toEqual({ version: 1 });
    expect(await cachedModuleKey("m1", read)).toEqual({ version: 1 });
    forgetModuleKey("m1");
    expect(await cachedModuleKey("m1", read)).toEqual({ version: 2 });

    const now = jest.spyOn(performance, "now").mockReturnValue(performance.now() + KEY_TTL_MS + 1);
    expect(await cachedModuleKey("m1", read)).toEqual({ version: 3 });
    now.mockRestore();
  });

  it("does not keep a row read before a forget that landed while it was read", async () => {
    let release!: (row: { version: number }) => void;
    const slow = cachedModuleKey(
      "m2",
      () => new Promise<{ version: number }>((resolve) => (release = resolve)),
    );
    forgetModuleKey("m2");
    release({ version: 1 });
    expect(await slow).toEqual({ version: 1 });
    expect(await cachedModuleKey("m2", async () => ({ version: 2 }))).toEqual({ version: 2 });
  });
});

describe("the answer cache", () => {
  it("returns what was stored and drops the least recently used past 16 Mi characters", () => {
    const big = "x".repeat(400 * 1024);
    for (let i = 0; i < 40; i++) storeAnswer(`a${i}`, big); // 16 Mi in all: every one kept
    expect(cachedAnswer("a0")).toBe(big); // a0 is now the most recently used
    storeAnswer("a40", big);
    expect(cachedAnswer("a1")).toBeUndefined();
    expect(cachedAnswer("a0")).toBe(big);
    expect(cachedAnswer("a40")).toBe(big);
  });

  it("does not keep an answer over 512 Ki characters", () => {
    storeAnswer("huge", "y".repeat(512 * 1024 + 1));
    expect(cachedAnswer("huge")).toBeUndefined();
  });
});
