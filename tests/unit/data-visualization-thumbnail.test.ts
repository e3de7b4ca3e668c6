import type { MetricPoint } from "@/lib/metrics/entities";
import { inferredStyle, thumbnailOf } from "@/modules/data-visualization/shared/thumbnail";

// A chart drawn small in SVG (the list's cards and the grid's card): bars stacked by series, lines
// in day order, a ring of slices, one figure; the style inferred when the list does not know it.

const point = (key: string, value: number, series: string | null = null): MetricPoint => ({
  key,
  label: null,
  series,
  seriesLabel: null,
  value,
});
const size = { width: 100, height: 50 };

describe("thumbnailOf", () => {
  it("draws nothing without points or values", () => {
    expect(thumbnailOf([], "bar", size)).toEqual({ kind: "empty" });
    expect(thumbnailOf([point("a", 0)], "bar", size)).toEqual({ kind: "empty" });
  });

  it("draws bars to the tallest, stacking series", () => {
    const shape = thumbnailOf([point("a", 2), point("b", 4), point("b", 4, "x")], "stacked-bar", size);
    if (shape.kind !== "bars") throw new Error(shape.kind);
    // Two slots of 50; the tallest stack (8) fills the height less 2.
    expect(shape.bars.map((bar) => [bar.x, bar.series, bar.height])).toEqual([
      [2, 0, 12],
      [52, 0, 24],
      [52, 1, 24],
    ]);
    expect(shape.bars[2]!.y).toBe(2);
  });

  it("draws lines in day order, one per series, and fills an area", () => {
    const shape = thumbnailOf(
      [point("2026-11-03", 2, "done"), point("2026-11-01", 0, "done"), point("2026-11-02", 4, "scope")],
      "burnup",
      size,
    );
    if (shape.kind !== "lines") throw new Error(shape.kind);
    expect(shape.lines).toHaveLength(2);
    expect(shape.lines[0]!.path).toBe("M0,49 L50,49 L100,25");
    const area = thumbnailOf([point("2026-11-01", 1), point("2026-11-02", 2)], "area", size);
    expect(area.kind === "lines" && area.area && area.lines[0]!.path.endsWith("L100,50 L0,50 Z")).toBe(true);
  });

  it("draws a ring of slices, a whole ring for one", () => {
    const ring = thumbnailOf([point("a", 1), point("b", 3)], "donut", size);
    if (ring.kind !== "ring") throw new Error(ring.kind);
    expect(ring.slices.map((slice) => [slice.index, slice.full])).toEqual([
      [0, false],
      [1, false],
    ]);
    const whole = thumbnailOf([point("a", 5)], "donut", size);
    expect(whole.kind === "ring" && whole.slices).toEqual([{ path: null, full: true, index: 0 }]);
  });

  it("shows a figure's sum, and infers the style of a chart it does not know", () => {
    expect(thumbnailOf([point("total", 42)], "metric", size)).toEqual({ kind: "figure", value: 42 });
    expect(inferredStyle([point("total", 3)])).toBe("number");
    expect(inferredStyle([point("2026-11-01", 1), point("2026-11-08", 2)])).toBe("line");
    expect(inferredStyle([point("todo", 1), point("done", 2)])).toBe("bar");
    expect(thumbnailOf([point("total", 3)], null, size)).toEqual({ kind: "figure", value: 3 });
    expect(thumbnailOf([point("a", 3)], "unknown", size).kind).toBe("bars");
  });
});
