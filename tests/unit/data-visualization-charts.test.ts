import type { MetricPoint } from "@/lib/metrics/entities";
import { parseCsv } from "@/modules/time-tracker/shared/report-csv";
import { chartCsv, chartFileName } from "@/modules/data-visualization/components/charts/chart-csv";
import { mainColor, seriesColors } from "@/modules/data-visualization/components/charts/chart-colors";
import {
  keyLabel,
  labelContext,
  seriesLabel,
  type Translate,
} from "@/modules/data-visualization/components/charts/chart-labels";
import {
  donutSlices,
  figureValue,
  metricChange,
  pivotPoints,
} from "@/modules/data-visualization/components/charts/chart-points";
import { defaultSource, type ChartSource } from "@/modules/data-visualization/shared/chart";

// The data visualization charts (issue 37): points pivoted into the rows the charts draw, their
// labels in the viewer's language, the CSV export and the colours of series.

const point = (
  key: string,
  value: number,
  series: string | null = null,
  label: string | null = null,
): MetricPoint => ({
  key,
  label,
  series,
  seriesLabel: null,
  value,
});

const MESSAGES: Record<string, string> = {
  "values.task-status.todo": "To do",
  "values.task-status.done": "Done",
  "values.file-type.image": "Images",
  "values.unassigned": "Unassigned",
  "values.total": "Total",
  "values.series.remaining": "Remaining",
  "values.series.ideal": "Ideal",
};
const t = Object.assign(
  (key: string, values?: Record<string, string | number>) =>
    key === "chart.weekOf" ? `Week of ${values?.date}` : (MESSAGES[key] ?? key),
  { has: (key: string) => key in MESSAGES },
) as Translate;

describe("pivotPoints", () => {
  it("makes one row per X key and one column per series, in the order they come, zero where missing", () => {
    const pivot = pivotPoints([
      point("a", 1, "image"),
      point("b", 2, "video"),
      point("a", 3, "video"),
      point("a", 4, "image"),
    ]);
    expect(pivot.keys.map((key) => key.key)).toEqual(["a", "b"]);
    expect(pivot.series.map((one) => [one.id, one.key])).toEqual([
      ["s0", "image"],
      ["s1", "video"],
    ]);
    expect(pivot.rows).toEqual([
      { key: "a", s0: 5, s1: 3 },
      { key: "b", s0: 0, s1: 2 },
    ]);
  });

  it("keeps a chart without series in one column and keeps the server's labels", () => {
    const pivot = pivotPoints([point("u1", 4, null, "Ana"), point("unassigned", 2)]);
    expect(pivot.series).toEqual([{ id: "s0", key: null, label: null }]);
    expect(pivot.rows).toEqual([
      { key: "u1", s0: 4 },
      { key: "unassigned", s0: 2 },
    ]);
    expect(pivot.keys[0]).toEqual({ key: "u1", label: "Ana" });
  });

  it("reads nothing from no points", () => {
    expect(pivotPoints([])).toEqual({ keys: [], series: [], rows: [] });
  });
});

describe("donut slices, figures and the metric's change", () => {
  it("adds a key's series into one slice with its share", () => {
    expect(donutSlices([point("a", 1, "x"), point("a", 2, "y"), point("b", 1)])).toEqual([
      { key: "a", label: null, value: 3, share: 0.75 },
      { key: "b", label: null, value: 1, share: 0.25 },
    ]);
    expect(donutSlices([point("a", 0)])).toEqual([{ key: "a", label: null, value: 0, share: 0 }]);
  });

  it("sums a figure, none without points", () => {
    expect(figureValue([point("total", 12)])).toBe(12);
    expect(figureValue([])).toBeNull();
  });

  it("compares with the previous period", () => {
    expect(metricChange(15, 10)).toEqual({ direction: "up", ratio: 0.5, delta: 5 });
    expect(metricChange(5, 10)).toEqual({ direction: "down", ratio: 0.5, delta: -5 });
    expect(metricChange(3, 3)).toEqual({ direction: "flat", ratio: 0, delta: 0 });
    expect(metricChange(4, 0)).toEqual({ direction: "up", ratio: null, delta: 4 });
    expect(metricChange(4, null)).toBeNull();
    expect(metricChange(null, 3)).toBeNull();
  });
});

describe("labels", () => {
  const entity = (x: string, y = "task-count", bucket: "day" | "week" | "month" = "week"): ChartSource => ({
    ...defaultSource(),
    x,
    y,
    bucket,
  });

  it("names keys: the server's label, the key's translation, unassigned, or the key", () => {
    const ctx = labelContext({ style: "bar", source: entity("task-status") }, "en", t);
    expect(keyLabel({ key: "todo", label: null }, ctx)).toBe("To do");
    expect(keyLabel({ key: "u1", label: "Ana" }, ctx)).toBe("Ana");
    expect(keyLabel({ key: "unassigned", label: null }, ctx)).toBe("Unassigned");
    expect(keyLabel({ key: "something-new", label: null }, ctx)).toBe("something-new");
  });

  it("writes dates by their bucket in the viewer's language", () => {
    const week = labelContext({ style: "line", source: entity("date", "task-count", "week") }, "en", t);
    expect(keyLabel({ key: "2026-01-26", label: null }, week)).toBe("Week of Jan 26, 2026");
    expect(keyLabel({ key: "2026-01-26", label: null }, week, true)).toBe("Jan 26");
    const day = labelContext({ style: "bar", source: entity("date", "task-count", "day") }, "es", t);
    expect(keyLabel({ key: "2026-03-05", label: null }, day)).toBe("5 mar 2026");
    const month = labelContext({ style: "bar", source: entity("date", "task-count", "month") }, "en", t);
    expect(keyLabel({ key: "2026-03-01", label: null }, month)).toBe("March 2026");
    expect(keyLabel({ key: "2026-03-01", label: null }, month, true)).toBe("Mar 2026");
  });

  it("does not read a non-date X-axis's keys as dates", () => {
    const ctx = labelContext({ style: "bar", source: entity("assignee") }, "en", t);
    expect(keyLabel({ key: "2026-01-26", label: null }, ctx)).toBe("2026-01-26");
  });

  it("names series: burn lines, the Y option's values, the server's label", () => {
    const burn = labelContext({ style: "burndown", source: entity("assignee") }, "en", t);
    expect(seriesLabel({ key: "remaining", label: null }, burn)).toBe("Remaining");
    expect(keyLabel({ key: "2026-01-26", label: null }, burn)).toBe("Jan 26, 2026");
    const files = labelContext(
      {
        style: "stacked-bar",
        source: { ...defaultSource(), entity: "files", x: "file-owner", y: "file-type" },
      },
      "en",
      t,
    );
    expect(seriesLabel({ key: "image", label: null }, files)).toBe("Images");
    expect(seriesLabel({ key: "image", label: "Pictures" }, files)).toBe("Pictures");
    expect(seriesLabel({ key: null, label: null }, files)).toBe("");
  });

  it("writes a table's date column by its bucket and a query's dates as days", () => {
    const table: ChartSource = {
      type: "table",
      tableId: "a".repeat(24),
      x: "c1",
      y: "count",
      column: null,
      groupBy: null,
      bucket: "month",
    };
    expect(
      keyLabel({ key: "2026-02-01", label: null }, labelContext({ style: "bar", source: table }, "en", t)),
    ).toBe("February 2026");
    const sql: ChartSource = {
      type: "sql",
      connectorId: "b".repeat(24),
      sql: "select 1",
      x: "d",
      y: "v",
      series: null,
    };
    expect(
      keyLabel({ key: "2026-02-03", label: null }, labelContext({ style: "bar", source: sql }, "en", t)),
    ).toBe("Feb 3, 2026");
  });
});

describe("CSV export", () => {
  const header = { x: "Assignee", series: "Series", value: "Value" };
  const label = (p: MetricPoint) => p.label ?? p.key;
  const series = (p: MetricPoint) => p.series ?? "";

  it("writes a line per point: X label and value, with a BOM and CRLF", () => {
    const csv = chartCsv([point("u1", 3, null, "Ana"), point("unassigned", 1)], header, label, series);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe("\uFEFFAssignee,Value\r\nAna,3\r\nunassigned,1\r\n");
  });

  it("adds the series column when the chart has series, and keeps cells safe", () => {
    const csv = chartCsv(
      [point("a", 1, "image", "=SUM(A1)"), point("b, c", 2.5, "video", 'Say "hi"')],
      header,
      label,
      series,
    );
    expect(parseCsv(csv.slice(1))).toEqual([
      ["Assignee", "Series", "Value"],
      ["'=SUM(A1)", "image", "1"],
      ['Say "hi"', "video", "2.5"],
    ]);
  });

  it("names the file after the chart", () => {
    expect(chartFileName("Tasks by assignee", "csv")).toBe("tasks-by-assignee.csv");
    expect(chartFileName("Tâches à faire", "png")).toBe("taches-a-faire.png");
    expect(chartFileName("¿?", "svg")).toBe("chart.svg");
  });
});

describe("colours", () => {
  it("uses the theme's colour for primary and shades for a few series", () => {
    expect(mainColor("primary", "indigo")).toBe("indigo.6");
    expect(mainColor("#12ab34", "blue")).toBe("#12ab34");
    expect(seriesColors("teal", "blue", 3)).toEqual(["teal.6", "teal.3", "teal.8"]);
  });

  it("goes through the palette for many series, each colour distinct", () => {
    const colors = seriesColors("red", "blue", 12);
    expect(colors).toHaveLength(12);
    expect(colors[0]).toBe("red.6");
    expect(new Set(colors).size).toBe(12);
    const custom = seriesColors("#ff0000", "blue", 8);
    expect(custom[0]).toBe("#ff0000");
    expect(new Set(custom).size).toBe(8);
  });
});
