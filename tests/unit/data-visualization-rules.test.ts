// Pure rules of the data visualization kind (issue 37): periods and filters, chart places, figures,
// and what a connector's SQL editor accepts.
import { freePlace } from "@/modules/data-visualization/server/chart-rows";
import { figureOf } from "@/modules/data-visualization/server/chart-data";
import { refuseSql } from "@/modules/data-visualization/server/sources/sql-guard";
import {
  combineFilters,
  NO_FILTERS,
  periodDays,
  previousDays,
  readFilters,
  styleFits,
} from "@/modules/data-visualization/shared/types";

const point = (value: number, weight?: number) => ({
  key: "k",
  label: null,
  series: null,
  seriesLabel: null,
  value,
  ...(weight === undefined ? {} : { weight }),
});

describe("periods", () => {
  const on = (period: string, today = "2026-12-01") => periodDays({ ...NO_FILTERS, period } as never, today);

  it("reads relative periods on a day, both ends included", () => {
    expect(on("all")).toBeNull();
    expect(on("last-7-days")).toEqual({ from: "2026-11-25", to: "2026-12-01" });
    expect(on("last-30-days")).toEqual({ from: "2026-11-02", to: "2026-12-01" });
    expect(on("this-week")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(on("this-month")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(on("last-month")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(on("last-month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(on("this-quarter", "2026-11-15")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(on("this-quarter", "2026-02-28")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(on("this-year")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(
      periodDays({ ...NO_FILTERS, period: "custom", from: "2026-03-01", to: "2026-03-31" }, "2026-12-01"),
    ).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("compares with the same number of days just before", () => {
    expect(previousDays({ from: "2026-11-03", to: "2026-11-05" })).toEqual({
      from: "2026-10-31",
      to: "2026-11-02",
    });
    expect(previousDays({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      from: "2026-01-29",
      to: "2026-02-28",
    });
  });
});

describe("filters", () => {
  const a = "aaaaaaaaaaaaaaaaaaaaaaaa";
  const b = "bbbbbbbbbbbbbbbbbbbbbbbb";

  it("narrow a chart by its dashboard's: the dashboard's period wins, lists intersect", () => {
    const chart = { ...NO_FILTERS, period: "last-7-days" as const, projectIds: [a, b] };
    expect(combineFilters(chart, NO_FILTERS)).toEqual({ ...chart, from: null, to: null });
    const outer = { ...NO_FILTERS, period: "this-year" as const, projectIds: [b] };
    expect(combineFilters(chart, outer)).toMatchObject({ period: "this-year", projectIds: [b] });
    expect(combineFilters({ ...NO_FILTERS, personIds: [a] }, { ...NO_FILTERS, personIds: [b] })).toBeNull();
  });

  it("read stored filters back whole, and anything unreadable as none", () => {
    expect(readFilters({})).toEqual(NO_FILTERS);
    expect(readFilters({ period: "this-month", from: "2026-01-01" })).toEqual({
      ...NO_FILTERS,
      period: "this-month",
    });
    expect(readFilters({ period: "someday" })).toEqual(NO_FILTERS);
    expect(readFilters(null)).toEqual(NO_FILTERS);
  });
});

describe("places and figures", () => {
  it("puts a new chart in the first free place, left to right, top to bottom", () => {
    expect(freePlace([], { w: 6, h: 10 })).toEqual({ x: 0, y: 0, w: 6, h: 10 });
    expect(freePlace([{ x: 0, y: 0, w: 6, h: 10 }], { w: 6, h: 10 })).toEqual({ x: 6, y: 0, w: 6, h: 10 });
    expect(freePlace([{ x: 0, y: 0, w: 12, h: 4 }], { w: 6, h: 10 })).toEqual({ x: 0, y: 4, w: 6, h: 10 });
    expect(freePlace([{ x: 3, y: 0, w: 6, h: 10 }], { w: 4, h: 10 })).toEqual({ x: 0, y: 10, w: 4, h: 10 });
  });

  it("sums counts, weighs averages by rows, and takes the least and most", () => {
    expect(figureOf([point(2), point(3)], "task-count")).toBe(5);
    expect(figureOf([point(10, 1), point(40, 3)], "time-to-complete")).toBe(32.5);
    expect(figureOf([point(4, 2), point(1, 5)], "min")).toBe(1);
    expect(figureOf([point(4, 2), point(1, 5)], "max")).toBe(4);
    expect(figureOf([], "task-count")).toBe(0);
    expect(figureOf([], "avg")).toBeNull();
  });

  it("keeps burn charts to tasks", () => {
    const tasks = { type: "entity", entity: "tasks", x: "date", y: "task-count", bucket: "week" } as const;
    expect(styleFits("burnup", tasks)).toBe(true);
    expect(styleFits("burndown", { ...tasks, entity: "events", y: "event-count" } as never)).toBe(false);
    expect(styleFits("bar", { ...tasks, entity: "events", y: "event-count" } as never)).toBe(true);
  });
});

describe("the SQL editor's guard", () => {
  it.each([
    "SELECT region, sum(amount) FROM sales GROUP BY region",
    "select * from sales where day > '2026-01-01' order by day limit 10;",
    "WITH t AS (SELECT 1 AS a) SELECT a FROM t",
    "SELECT a FROM x UNION ALL SELECT b FROM y",
    "VALUES (1, 'a'), (2, 'b')",
  ])("accepts %s", (sql) => expect(refuseSql(sql)).toBeNull());

  it.each([
    ["INSERT INTO t VALUES (1)", "validation.sqlOneSelect"],
    ["UPDATE t SET a = 1", "validation.sqlOneSelect"],
    ["DELETE FROM t", "validation.sqlOneSelect"],
    ["CREATE TABLE t (a int)", "validation.sqlOneSelect"],
    ["SELECT 1; SELECT 2", "validation.sqlOneSelect"],
    ["WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d", "validation.sqlOneSelect"],
    ["SELECT * FROM t FOR UPDATE", "validation.sqlOneSelect"],
    ["SELECT pg_sleep(10)", "validation.sqlForbidden"],
    ["SELECT a FROM t WHERE pg_terminate_backend(a) IS NULL", "validation.sqlForbidden"],
    ["SELECT set_config('x', 'y', false)", "validation.sqlForbidden"],
    ["SELECT lo_import('/etc/passwd')", "validation.sqlForbidden"],
    ["SELEC 1", "validation.sqlUnreadable"],
  ])("refuses %s", (sql, refusal) => expect(refuseSql(sql)).toBe(refusal));
});
