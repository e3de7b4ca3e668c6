import type { Column } from "@/modules/database-generator/shared/types";
import { dbColumn } from "./helpers/db-columns";
import {
  copyCellText,
  isCapped,
  isMultiple,
  isRecordId,
  linkCopyText,
  linkFilterData,
  linkFilterValue,
  linkIds,
  linkOptionsOf,
  linkTitle,
  pendingTitles,
  primaryOf,
  recordTitle,
  sortableSorts,
  toggleLink,
  withTitles,
} from "@/modules/database-generator/components/grid/link-cells";

// The database generator's links in the browser: what names a linked record, the text link and
// lookup cells copy as, what a pick does, the link filter's choices, and the sorts a view keeps.

const id = (n: number) => n.toString(16).padStart(24, "a");
const A = id(1);
const B = id(2);
const C = id(3);

const column = (type: Column["type"], options: Column["options"] = {}, extra: Partial<Column> = {}): Column =>
  dbColumn("Value", type, options, { id: `${type}`.padEnd(24, "0").slice(0, 24), ...extra });

describe("link titles", () => {
  it("names a linked record by its title, else by the fallback", () => {
    const titles = { [A]: "Acme", [B]: "", [C]: "   " };
    expect(linkTitle(titles, A, "Unnamed record")).toBe("Acme");
    expect(linkTitle(titles, B, "Unnamed record")).toBe("Unnamed record");
    expect(linkTitle(titles, C, "Unnamed record")).toBe("Unnamed record");
    expect(linkTitle(titles, id(9), "Unnamed record")).toBe("Unnamed record");
    expect(linkTitle(undefined, A, "Sin nombre")).toBe("Sin nombre");
  });

  it("reads a link cell's ids (nothing when it is empty or not a list)", () => {
    expect(linkIds([A, B])).toEqual([A, B]);
    expect(linkIds(undefined)).toEqual([]);
    expect(linkIds(null)).toEqual([]);
    expect(linkIds("Acme")).toEqual([]);
  });

  it("knows ids from names", () => {
    expect(isRecordId(A)).toBe(true);
    expect(isRecordId("Acme")).toBe(false);
    expect(isRecordId(A.toUpperCase())).toBe(false);
    expect(isRecordId(A.slice(1))).toBe(false);
  });
});

describe("copying", () => {
  it("copies a link by its records' titles, those that would not paste back by their ids", () => {
    const titles = { [A]: "Acme", [B]: "Smith, John", [C]: "" };
    expect(linkCopyText([A], titles)).toBe("Acme");
    expect(linkCopyText([A, B, C], titles)).toBe(`Acme, ${B}, ${C}`);
    expect(linkCopyText([A], undefined)).toBe(A);
    expect(linkCopyText(undefined, titles)).toBe("");
  });

  it("copies lookups' texts joined, rollups and other cells as stored", () => {
    expect(copyCellText(column("link"), [A, B], { [A]: "Acme", [B]: "Beta" })).toBe("Acme, Beta");
    expect(copyCellText(column("lookup"), ["x", "", "y"], undefined)).toBe("x, y");
    expect(copyCellText(column("lookup"), undefined, undefined)).toBe("");
    expect(copyCellText(column("rollup", { fn: "sum", precision: 2 }), 12.5, undefined)).toBe("12.5");
    expect(copyCellText(column("text"), "plain", { [A]: "Acme" })).toBe("plain");
    const choices = [{ id: "c1", name: "Open", color: "blue" as const }];
    expect(copyCellText(column("singleSelect", { choices }), "c1", undefined)).toBe("Open");
  });
});

describe("picking", () => {
  it("adds or removes a record of a multiple link, replaces a single one", () => {
    expect(toggleLink([A], B, true)).toEqual([A, B]);
    expect(toggleLink([A, B], A, true)).toEqual([B]);
    expect(toggleLink([], A, true)).toEqual([A]);
    expect(toggleLink([A], B, false)).toEqual([B]);
    expect(toggleLink([A], A, false)).toEqual([A]);
  });

  it("takes a link as multiple unless it says otherwise", () => {
    expect(isMultiple(column("link", { tableId: "t", inverseId: "i" }))).toBe(true);
    expect(isMultiple(column("link", { multiple: true }))).toBe(true);
    expect(isMultiple(column("link", { multiple: false }))).toBe(false);
  });

  it("names the linked table's records by their primary column", () => {
    const name = column("text", {}, { id: "n".repeat(24), primary: true });
    const other = column("number", {}, { id: "x".repeat(24) });
    expect(primaryOf([other, name])).toBe(name);
    expect(primaryOf([other])).toBe(other);
    expect(primaryOf([])).toBeUndefined();
    const records = [
      { id: A, number: 1, cells: { [name.id]: "Acme", [other.id]: 3 } },
      { id: B, number: 2, cells: { [other.id]: 4 } },
    ];
    expect(linkOptionsOf(name, records)).toEqual([
      { id: A, number: 1, title: "Acme" },
      { id: B, number: 2, title: "" },
    ]);
    expect(recordTitle(undefined, records[0]!)).toBe("");
    expect(withTitles({ [C]: "Gamma" }, linkOptionsOf(name, records))).toEqual({
      [C]: "Gamma",
      [A]: "Acme",
      [B]: "",
    });
  });

  it("says when a list was cut at its limit", () => {
    expect(isCapped(120, 50)).toBe(true);
    expect(isCapped(50, 50)).toBe(false);
    expect(isCapped(0, 0)).toBe(false);
  });
});

describe("writes shown before the server answers", () => {
  const link = column("link", { tableId: "t", inverseId: "i", multiple: true });

  it("names picked records by what is known, pasted names by themselves", () => {
    expect(pendingTitles(link, [A, "Beta"], { [A]: "Acme" })).toEqual({ [A]: "Acme", Beta: "Beta" });
    // An unknown id is left for the server's answer.
    expect(pendingTitles(link, [B])).toBeUndefined();
    expect(pendingTitles(link, null)).toBeUndefined();
    expect(pendingTitles(column("text"), "Acme")).toBeUndefined();
  });
});

describe("link filters", () => {
  it("offers the records found, then the chosen ones not among them", () => {
    const found = [
      { id: A, number: 1, title: "Acme" },
      { id: B, number: 2, title: " " },
    ];
    expect(linkFilterData(found, [C, A], { [C]: "Gamma" }, "Unnamed record")).toEqual([
      { value: A, label: "Acme #1" },
      { value: B, label: "Unnamed record #2" },
      { value: C, label: "Gamma" },
    ]);
    expect(linkFilterData([], [C], {}, "Unnamed record")).toEqual([{ value: C, label: "Unnamed record" }]);
  });

  it("builds the condition's value: the chosen ids once, none when empty", () => {
    expect(linkFilterValue([A, B, A])).toEqual([A, B]);
    expect(linkFilterValue([])).toBeUndefined();
  });
});

describe("sorts", () => {
  it("keeps the sorts of columns that sort (not links or lookups)", () => {
    const columns = [
      { id: "a", type: "text" as const },
      { id: "l", type: "link" as const },
      { id: "k", type: "lookup" as const },
      { id: "r", type: "rollup" as const },
    ];
    const sorts = [
      { columnId: "a", dir: "asc" as const },
      { columnId: "l", dir: "desc" as const },
      { columnId: "k", dir: "asc" as const },
      { columnId: "r", dir: "desc" as const },
    ];
    expect(sortableSorts(sorts, columns)).toEqual([sorts[0], sorts[3]]);
    const kept = [sorts[0]!, sorts[3]!];
    expect(sortableSorts(kept, columns)).toBe(kept);
    // A column not known (yet) is left to the server.
    expect(sortableSorts([{ columnId: "z", dir: "asc" }], columns)).toEqual([{ columnId: "z", dir: "asc" }]);
  });
});

describe("cell formats of linked columns", () => {
  const { cellFormat } = jest.requireActual<
    typeof import("@/modules/database-generator/components/grid/cell-view")
  >("@/modules/database-generator/components/grid/cell-view");

  it("shows a rollup by the reader's language at its precision, a lookup's texts joined", () => {
    const plain = (shown: unknown) => String(shown).replace(/\s/gu, " ");
    expect(cellFormat(column("rollup", { fn: "sum", precision: 2 }), "en", "UTC")(1234.5)).toBe("1,234.50");
    expect(plain(cellFormat(column("rollup", { fn: "avg", precision: 1 }), "es", "UTC")(12345.25))).toBe(
      "12.345,3",
    );
    expect(cellFormat(column("rollup", { fn: "count" }), "en", "UTC")(3)).toBe("3");
    expect(cellFormat(column("rollup", { fn: "count" }), "en", "UTC")(undefined)).toBeNull();
    expect(cellFormat(column("lookup"), "en", "UTC")(["Acme", "Beta"])).toBe("Acme, Beta");
    expect(cellFormat(column("lookup"), "en", "UTC")(undefined)).toBeNull();
  });

  it("shows nothing for an empty link", () => {
    const format = cellFormat(column("link"), "en", "UTC", { unnamed: "Unnamed record" });
    expect(format(undefined, {})).toBeNull();
    expect(format([], {})).toBeNull();
  });
});
