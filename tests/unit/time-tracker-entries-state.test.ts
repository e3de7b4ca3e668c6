import { applyChanges, applyPage, EMPTY_ENTRIES } from "@/modules/time-tracker/shared/entries-state";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";

const zone = "America/New_York";
const item = (id: string, start: string, end: string | null, tags: string[] = []): TimeEntryItem => ({
  id,
  moduleId: "m1",
  description: id,
  start,
  end,
  isBillable: false,
  tags,
  task: null,
  state: end === null ? "Running" : "Stopped",
});

const a = item("a", "2025-03-10T14:00:00.000Z", "2025-03-10T15:00:00.000Z");
const b = item("b", "2025-03-09T14:00:00.000Z", "2025-03-09T14:30:00.000Z");
const running = item("r", "2025-03-10T16:00:00.000Z", null);
const now = Date.parse("2025-03-10T16:10:00.000Z");

describe("applyPage", () => {
  it("keeps the first page newest first, with day totals without running entries", () => {
    const state = applyPage(
      EMPTY_ENTRIES,
      {
        data: [b, running, a],
        nextCursor: "c1",
        dayTotals: { "2025-03-10": 3600 + 600, "2025-03-09": 1800 },
      },
      { append: false, zone, now },
    );
    expect(state.entries.map((entry) => entry.id)).toEqual(["r", "a", "b"]);
    expect(state.totals).toEqual({ "2025-03-10": 3600, "2025-03-09": 1800 });
    expect(state.nextCursor).toBe("c1");
  });

  it("appends a next page without repeating entries", () => {
    const first = applyPage(
      EMPTY_ENTRIES,
      { data: [a], nextCursor: "c1", dayTotals: { "2025-03-10": 3600 } },
      { append: false, zone, now },
    );
    const next = applyPage(
      first,
      { data: [a, b], nextCursor: null, dayTotals: { "2025-03-09": 1800 } },
      { append: true, zone, now },
    );
    expect(next.entries.map((entry) => entry.id)).toEqual(["a", "b"]);
    expect(next.totals).toEqual({ "2025-03-10": 3600, "2025-03-09": 1800 });
    expect(next.nextCursor).toBeNull();
  });
});

describe("applyChanges", () => {
  const loaded = applyPage(
    EMPTY_ENTRIES,
    { data: [running, a], nextCursor: "c1", dayTotals: { "2025-03-10": 3600 + 600 } },
    { append: false, zone, now },
  );

  it("replaces a changed entry and moves its day's total (a stopped timer counts from then on)", () => {
    const stopped = { ...running, end: "2025-03-10T16:20:00.000Z", state: "Stopped" as const };
    const state = applyChanges(loaded, { changed: [stopped], deleted: [] }, zone);
    expect(state.entries.find((entry) => entry.id === "r")?.end).toBe(stopped.end);
    expect(state.totals["2025-03-10"]).toBe(3600 + 1200);
    // Applying the same change again (an echo) changes nothing.
    expect(applyChanges(state, { changed: [stopped], deleted: [] }, zone)).toEqual(state);
  });

  it("removes deleted entries from the list and their day's total", () => {
    const state = applyChanges(loaded, { changed: [], deleted: ["a", "unknown"] }, zone);
    expect(state.entries.map((entry) => entry.id)).toEqual(["r"]);
    expect(state.totals["2025-03-10"]).toBe(0);
  });

  it("drops an entry that no longer passes the filter, and waits with one older than the loaded pages", () => {
    const tagged = applyChanges(loaded, { changed: [{ ...a, tags: ["t2"] }], deleted: [] }, zone, (entry) =>
      entry.tags.includes("t1"),
    );
    expect(tagged.entries.map((entry) => entry.id)).toEqual(["r"]);
    const old = item("old", "2025-01-01T10:00:00.000Z", "2025-01-01T11:00:00.000Z");
    expect(applyChanges(loaded, { changed: [old], deleted: [] }, zone).entries).toHaveLength(2);
    const fresh = item("new", "2025-03-10T17:00:00.000Z", "2025-03-10T17:30:00.000Z");
    const added = applyChanges(loaded, { changed: [fresh], deleted: [] }, zone);
    expect(added.entries.map((entry) => entry.id)).toEqual(["new", "r", "a"]);
    expect(added.totals["2025-03-10"]).toBe(3600 + 1800);
  });
});
