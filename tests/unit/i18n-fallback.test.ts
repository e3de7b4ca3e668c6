// Spanish falls back to English key by key (lib/i18n/request.ts): a text missing in one namespace
// shows in English, the namespace's other texts stay Spanish; compiled texts (arrays) are leaves.
import { withFallback } from "@/lib/i18n/fallback";

test("a key missing at any depth comes from the fallback; present ones stay", () => {
  const english = {
    tasks: { board: { due: "Due {date}", overdue: "Overdue" }, me: "Me" },
    common: { ok: "OK" },
  };
  const spanish = { tasks: { board: { due: "Vence {date}" }, me: "Yo" } };
  expect(withFallback(spanish, english)).toEqual({
    tasks: { board: { due: "Vence {date}", overdue: "Overdue" }, me: "Yo" },
    common: { ok: "OK" },
  });
});

test("compiled messages (arrays) are replaced whole, not merged index by index", () => {
  const english = { board: { due: ["Due ", ["date"]], count: [["n", 2, { other: [0, " tasks"] }]] } };
  const spanish = { board: { due: ["Vence ", ["date"]] } };
  expect(withFallback(spanish, english)).toEqual({
    board: { due: ["Vence ", ["date"]], count: [["n", 2, { other: [0, " tasks"] }]] },
  });
});

test("the fallback is not changed", () => {
  const english = { a: { b: "B", c: "C" } };
  withFallback({ a: { b: "Be" } }, english);
  expect(english).toEqual({ a: { b: "B", c: "C" } });
});
