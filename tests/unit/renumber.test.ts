import {
  compactIndexes,
  orderByIndex,
  planBatchIndexes,
  renumberAfterDelete,
  renumberForMove,
} from "@/lib/server/modules/renumber";

const grid = (...ids: string[]) => ids.map((id, index) => ({ id, i: String(index) }));

describe("orderByIndex", () => {
  it("orders by the numeric index, not the string", () => {
    const items = [
      { id: "a", i: "10" },
      { id: "b", i: "2" },
      { id: "c", i: "0" },
    ];
    expect(orderByIndex(items).map((item) => item.id)).toEqual(["c", "b", "a"]);
  });

  it("keeps the given order for equal indexes and puts unreadable ones last", () => {
    const items = [
      { id: "x", i: "oops" },
      { id: "a", i: "1" },
      { id: "b", i: 1 },
      { id: "c", i: "0" },
    ];
    expect(orderByIndex(items).map((item) => item.id)).toEqual(["c", "a", "b", "x"]);
  });
});

describe("renumberAfterDelete", () => {
  it("moves the later modules down by one and leaves earlier ones alone", () => {
    const changes = renumberAfterDelete(grid("a", "b", "c", "d"), ["b"]);
    expect([...changes]).toEqual([
      ["c", "1"],
      ["d", "2"],
    ]);
  });

  it("moves down by the number of deleted modules before each one", () => {
    const changes = renumberAfterDelete(grid("a", "b", "c", "d", "e"), ["a", "c"]);
    expect(Object.fromEntries(changes)).toEqual({ b: "0", d: "1", e: "2" });
  });

  it("changes nothing when the last module is deleted", () => {
    expect(renumberAfterDelete(grid("a", "b", "c"), ["c"]).size).toBe(0);
  });

  it("handles deleting everything and unknown ids", () => {
    expect(renumberAfterDelete(grid("a", "b"), ["a", "b", "zzz"]).size).toBe(0);
    expect(renumberAfterDelete([], ["a"]).size).toBe(0);
  });

  it("closes gaps and duplicates that were already there", () => {
    const items = [
      { id: "a", i: "0" },
      { id: "b", i: "4" },
      { id: "c", i: "4" },
      { id: "d", i: "9" },
    ];
    expect(Object.fromEntries(renumberAfterDelete(items, ["a"]))).toEqual({ b: "0", c: "1", d: "2" });
  });
});

describe("renumberForMove", () => {
  it("closes the gap in the source and appends to the target", () => {
    const plan = renumberForMove(grid("a", "b", "c"), grid("x", "y"), "a");
    expect(Object.fromEntries(plan.source)).toEqual({ b: "0", c: "1" });
    expect(plan.movedIndex).toBe("2");
  });

  it("puts the module at 0 on an empty target", () => {
    const plan = renumberForMove(grid("a"), [], "a");
    expect(plan.source.size).toBe(0);
    expect(plan.movedIndex).toBe("0");
  });
});

describe("planBatchIndexes", () => {
  it("appends creates without an index after the kept modules", () => {
    const indexes = planBatchIndexes(grid("a", "b"), [{ id: "n1" }, { id: "n2" }]);
    expect(Object.fromEntries(indexes)).toEqual({ a: "0", b: "1", n1: "2", n2: "3" });
  });

  it("inserts creates at the index they ask for, existing modules first on ties", () => {
    const indexes = planBatchIndexes(grid("a", "b", "c"), [{ id: "n", i: 1 }]);
    expect(Object.fromEntries(indexes)).toEqual({ a: "0", b: "1", n: "2", c: "3" });
  });

  it("compacts after deletions (kept modules with gaps)", () => {
    const kept = [
      { id: "a", i: "0" },
      { id: "c", i: "2" },
    ];
    expect(Object.fromEntries(planBatchIndexes(kept, []))).toEqual({ a: "0", c: "1" });
  });

  it("follows reordering updates", () => {
    const kept = [
      { id: "a", i: 2 },
      { id: "b", i: "1" },
      { id: "c", i: 0 },
    ];
    expect(Object.fromEntries(compactIndexes(kept))).toEqual({ c: "0", b: "1", a: "2" });
  });
});
