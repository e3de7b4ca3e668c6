// The bounded store behind the task pages' and the public content API's caches: least recently used
// out past the character or entry bound, a value over maxOne refused, and its count kept by deletes
// and replacements.
import { TextLru } from "@/lib/server/cache/text-lru";

const lru = (limits: { maxChars: number; maxEntries: number; maxOne: number }) =>
  new TextLru<string>(limits, (text) => text);

it("pushes out the least recently used past the entry bound", () => {
  const store = lru({ maxChars: 1_000, maxEntries: 2, maxOne: 100 });
  store.set("a", "1");
  store.set("b", "2");
  expect(store.get("a")).toBe("1"); // a is now the most recently used
  store.set("c", "3");
  expect(store.get("b")).toBeUndefined();
  expect(store.get("a")).toBe("1");
  expect(store.stats()).toEqual({ entries: 2, chars: 2 });
});

it("counts characters through replacements and deletes, and refuses a value over maxOne", () => {
  const store = lru({ maxChars: 10, maxEntries: 100, maxOne: 6 });
  store.set("a", "xxxx");
  store.set("a", "xx");
  expect(store.stats()).toEqual({ entries: 1, chars: 2 });
  store.set("big", "x".repeat(7));
  expect(store.get("big")).toBeUndefined();
  store.set("b", "yyyyyy");
  store.set("c", "zzz"); // 2 + 6 + 3 > 10: a goes
  expect(store.get("a")).toBeUndefined();
  store.delete("b");
  expect(store.stats()).toEqual({ entries: 1, chars: 3 });
});
