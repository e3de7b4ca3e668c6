import type { Column } from "@/modules/database-generator/shared/types";
import { dbColumn } from "./helpers/db-columns";
import {
  bounds,
  inRange,
  parseTsv,
  pasteTargets,
  toTsv,
} from "@/modules/database-generator/components/grid/clipboard";
import { gridAction, PAGE_ROWS } from "@/modules/database-generator/components/grid/grid-keys";
import { flatLayout, groupLayout, rowsOf } from "@/modules/database-generator/components/grid/group-layout";
import {
  dbHrefs,
  EMPTY_TABLE_VIEW,
  tableHref,
  tableViewOf,
  workspaceScreenOf,
} from "@/modules/database-generator/shared/urls";

// The database generator's grid (issue 36): ranges copied and pasted as spreadsheets do, and what
// each key does.

const key = (
  k: string,
  mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("clipboard", () => {
  it("reads a spreadsheet's block: tabs, new lines, quoted cells, the trailing new line", () => {
    expect(parseTsv("a\tb\nc\td\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseTsv('"line 1\nline 2"\t"say ""hi"""\r\nx\t')).toEqual([
      ["line 1\nline 2", 'say "hi"'],
      ["x", ""],
    ]);
    expect(parseTsv("one value")).toEqual([["one value"]]);
    expect(parseTsv("")).toEqual([]);
  });

  it("writes what it reads back", () => {
    const rows = [
      ["plain", "with\ttab", 'a "quote"'],
      ["multi\nline", "", "€ 12,50"],
    ];
    expect(parseTsv(toTsv(rows))).toEqual(rows);
    expect(toTsv([["a", "b"]])).toBe("a\tb");
  });

  it("places a block from the range's corner, cut at the last column; one value fills the range", () => {
    const range = { anchor: { row: 3, col: 2 }, active: { row: 1, col: 1 } };
    expect(bounds(range)).toEqual({ top: 1, bottom: 3, left: 1, right: 2 });
    expect(inRange(range, { row: 2, col: 2 })).toBe(true);
    expect(inRange(range, { row: 0, col: 2 })).toBe(false);
    expect(pasteTargets([["x"]], range, 5)).toHaveLength(6);
    expect(
      pasteTargets([["a", "b", "c"]], { anchor: { row: 0, col: 3 }, active: { row: 0, col: 3 } }, 5),
    ).toEqual([
      { row: 0, col: 3, text: "a" },
      { row: 0, col: 4, text: "b" },
    ]);
    expect(
      pasteTargets(
        [
          ["a", "b"],
          ["c", "d"],
        ],
        range,
        5,
      ).map((target) => `${target.row}:${target.col}:${target.text}`),
    ).toEqual(["1:1:a", "1:2:b", "2:1:c", "2:2:d"]);
  });
});

describe("keys", () => {
  const at = { row: 5, col: 2 };
  it("moves, extends and jumps", () => {
    expect(gridAction(key("ArrowDown"), at, 10, 4, false)).toEqual({
      kind: "move",
      to: { row: 6, col: 2 },
      extend: false,
    });
    expect(gridAction(key("ArrowUp", { shiftKey: true }), at, 10, 4, false)).toEqual({
      kind: "move",
      to: { row: 4, col: 2 },
      extend: true,
    });
    expect(gridAction(key("ArrowRight", { ctrlKey: true }), at, 10, 4, false)).toMatchObject({
      to: { row: 5, col: 3 },
    });
    expect(gridAction(key("ArrowDown", { metaKey: true }), at, 10, 4, false)).toMatchObject({
      to: { row: 9, col: 2 },
    });
    expect(gridAction(key("Home", { ctrlKey: true }), at, 10, 4, false)).toMatchObject({
      to: { row: 0, col: 0 },
    });
    expect(gridAction(key("PageDown"), { row: 0, col: 0 }, 100, 4, false)).toMatchObject({
      to: { row: PAGE_ROWS, col: 0 },
    });
    // Never past the edges.
    expect(gridAction(key("ArrowLeft"), { row: 0, col: 0 }, 10, 4, false)).toMatchObject({
      to: { row: 0, col: 0 },
    });
  });

  it("Tab wraps to the next row and leaves the grid at its end", () => {
    expect(gridAction(key("Tab"), { row: 1, col: 3 }, 10, 4, false)).toMatchObject({
      to: { row: 2, col: 0 },
    });
    expect(gridAction(key("Tab", { shiftKey: true }), { row: 1, col: 0 }, 10, 4, false)).toMatchObject({
      to: { row: 0, col: 3 },
    });
    expect(gridAction(key("Tab"), { row: 9, col: 3 }, 10, 4, false)).toEqual({ kind: "none" });
  });

  it("edits, toggles check boxes, empties, opens, undoes", () => {
    expect(gridAction(key("Enter"), at, 10, 4, false)).toEqual({ kind: "edit", typed: null });
    expect(gridAction(key("F2"), at, 10, 4, false)).toEqual({ kind: "edit", typed: null });
    expect(gridAction(key("q"), at, 10, 4, false)).toEqual({ kind: "edit", typed: "q" });
    expect(gridAction(key(" "), at, 10, 4, true)).toEqual({ kind: "toggle" });
    expect(gridAction(key("Enter"), at, 10, 4, true)).toEqual({ kind: "toggle" });
    expect(gridAction(key("x"), at, 10, 4, true)).toEqual({ kind: "none" });
    expect(gridAction(key("Delete"), at, 10, 4, false)).toEqual({ kind: "clear" });
    expect(gridAction(key("Backspace"), at, 10, 4, false)).toEqual({ kind: "clear" });
    expect(gridAction(key("Enter", { shiftKey: true }), at, 10, 4, false)).toEqual({ kind: "expand" });
    expect(gridAction(key("z", { ctrlKey: true }), at, 10, 4, false)).toEqual({ kind: "undo" });
    expect(gridAction(key("a", { metaKey: true }), at, 10, 4, false)).toEqual({ kind: "selectAll" });
    expect(gridAction(key("c", { ctrlKey: true }), at, 10, 4, false)).toEqual({ kind: "none" });
    expect(gridAction(key("Escape"), at, 10, 4, false)).toEqual({ kind: "collapse" });
  });
});

describe("cell formats", () => {
  // Imported here so the clipboard and key tests above stay free of React.
  const { cellFormat } = jest.requireActual<
    typeof import("@/modules/database-generator/components/grid/cell-view")
  >("@/modules/database-generator/components/grid/cell-view");
  const column = (type: Column["type"], options: Column["options"] = {}): Column =>
    dbColumn("Value", type, options, { id: "c".repeat(24), position: 1 });

  it("shows numbers, money, percents, days and instants by the reader's language and zone", () => {
    const plain = (shown: unknown) => String(shown).replace(/\s/gu, " ");
    expect(
      plain(cellFormat(column("currency", { precision: 2, currency: "EUR" }), "es", "UTC")(1234.5)),
    ).toBe("1234,50 €");
    expect(cellFormat(column("currency", { precision: 2, currency: "USD" }), "en", "UTC")(19.5)).toBe(
      "$19.50",
    );
    expect(cellFormat(column("percent", { precision: 1 }), "en", "UTC")(12.5)).toBe("12.5%");
    expect(cellFormat(column("decimal", { precision: 3 }), "en", "UTC")(2)).toBe("2.000");
    // A calendar day stays that day whatever the zone; an instant moves with it.
    expect(cellFormat(column("date"), "en", "Pacific/Honolulu")("2026-03-01")).toBe("Mar 1, 2026");
    expect(cellFormat(column("dateTime"), "en", "America/New_York")("2026-03-01T03:30:00.000Z")).toMatch(
      /^Feb 28, 2026, 10:30/,
    );
    expect(cellFormat(column("text"), "en", "UTC")(undefined)).toBeNull();
    expect(cellFormat(column("number"), "en", "UTC")(1234567)).toBe("1,234,567");
  });
});

describe("group layout", () => {
  it("puts each group's header before its records, a collapsed group's alone", () => {
    const layout = groupLayout([2, 0, 3], new Set([1]));
    expect(layout.count).toBe(2 + 1 + 1 + 3 + 1);
    expect(Array.from({ length: layout.count }, (_, i) => layout.line(i))).toEqual([
      { kind: "header", group: 0 },
      { kind: "row", row: 0 },
      { kind: "row", row: 1 },
      { kind: "header", group: 1 },
      { kind: "header", group: 2 },
      { kind: "row", row: 2 },
      { kind: "row", row: 3 },
      { kind: "row", row: 4 },
    ]);
    expect([0, 1, 2, 3, 4].map(layout.lineOf)).toEqual([1, 2, 5, 6, 7]);
    const folded = groupLayout([2, 3], new Set([0]));
    expect(Array.from({ length: folded.count }, (_, i) => folded.line(i))).toEqual([
      { kind: "header", group: 0 },
      { kind: "header", group: 1 },
      { kind: "row", row: 2 },
      { kind: "row", row: 3 },
      { kind: "row", row: 4 },
    ]);
    expect(folded.lineOf(1)).toBe(0);
    expect(rowsOf(folded, 0, 3)).toEqual({ first: 2, last: 3 });
    expect(rowsOf(folded, 0, 0)).toBeNull();
  });

  it("is the records themselves without groups", () => {
    const flat = flatLayout(5);
    expect(flat.count).toBe(5);
    expect(flat.line(3)).toEqual({ kind: "row", row: 3 });
    expect(rowsOf(flat, 1, 9)).toEqual({ first: 1, last: 4 });
    expect(groupLayout([], new Set()).count).toBe(0);
  });
});

describe("a table's view in its URL", () => {
  const place = { projectId: "p".repeat(24), moduleId: "m".repeat(24) };
  const a = "a".repeat(24);
  const b = "b".repeat(24);

  it("reads back what it writes: sorts, filter, grouping and search", () => {
    const view = {
      sorts: [{ columnId: a, dir: "desc" as const }],
      filter: {
        conjunction: "or" as const,
        conditions: [{ columnId: b, operator: "contains" as const, value: "x & y" }],
      },
      group: { columnId: b, dir: "asc" as const },
      q: "café",
    };
    const href = tableHref(place, "d".repeat(24), "t".repeat(24), view);
    expect(href).toMatch(
      /^\/project\/p{24}\/database-generator\/database\/d{24}\/t{24}\?moduleId=m{24}&sort=/,
    );
    const query = new URL(href, "http://localhost").searchParams;
    expect(tableViewOf((name) => query.get(name) ?? undefined)).toEqual(view);
  });

  it("leaves out what it cannot read", () => {
    const read = (query: Record<string, string>) => tableViewOf((name) => query[name]);
    expect(read({ sort: "nope", filter: "{", group: `${a}:up`, q: "  " })).toEqual(EMPTY_TABLE_VIEW);
    expect(
      read({
        filter: JSON.stringify({ conjunction: "and", conditions: [{ columnId: a, operator: "bogus" }] }),
      }).filter,
    ).toBeNull();
    expect(read({ q: "x".repeat(300) }).q).toHaveLength(200);
  });
});

describe("a workspace module's screens", () => {
  const place = { projectId: null, moduleId: "m".repeat(24) };
  const d = "d".repeat(24);
  const t = "e".repeat(24);
  const screenOf = (href: string) => {
    const query = new URL(href, "http://localhost").searchParams;
    return workspaceScreenOf((name) => query.get(name) ?? undefined);
  };

  it("are one page whose query names the screen", () => {
    expect(dbHrefs.dashboard(place)).toBe(`/workspace-modules/${"m".repeat(24)}?active=databases&view=grid`);
    expect(screenOf(dbHrefs.dashboard(place, "list", "add-database-use-a-template"))).toEqual({
      kind: "dashboard",
      dialog: "add-database-use-a-template",
    });
    expect(screenOf(dbHrefs.database(place, d, "erd"))).toEqual({ kind: "database", databaseId: d });
    expect(screenOf(dbHrefs.addTable(place, d))).toEqual({ kind: "add-table", databaseId: d });
    expect(screenOf(dbHrefs.table(place, d, t))).toEqual({ kind: "table", databaseId: d, tableId: t });
    const href = tableHref(place, d, t, {
      sorts: [{ columnId: t, dir: "asc" }],
      filter: null,
      group: null,
      q: "",
    });
    expect(screenOf(href)).toEqual({ kind: "table", databaseId: d, tableId: t });
    expect(href).toContain(`sort=${t}%3Aasc`);
  });

  it("refuse ids that are not ids, and ignore unknown dialogs", () => {
    expect(workspaceScreenOf((name) => ({ database: "x" })[name])).toBeNull();
    expect(workspaceScreenOf((name) => ({ database: d, table: "nope" })[name])).toBeNull();
    expect(workspaceScreenOf((name) => ({ table: t })[name])).toBeNull();
    expect(workspaceScreenOf((name) => ({ dialog: "evil" })[name])).toEqual({
      kind: "dashboard",
      dialog: null,
    });
  });
});
