import {
  arrangedLayout,
  layoutOf,
  placesToSave,
  validPlace,
  withPlaces,
} from "@/modules/data-visualization/components/dashboard/layout-places";

// The chart grid (issue 37): the 12-column layout drawn from the charts, and the places a drag or a
// resize leaves to save.

const charts = [
  { id: "a", x: 0, y: 0, w: 6, h: 10 },
  { id: "b", x: 6, y: 0, w: 6, h: 10 },
];

describe("chart grid places", () => {
  it("draws the charts with their limits", () => {
    expect(layoutOf(charts)[0]).toEqual({ i: "a", x: 0, y: 0, w: 6, h: 10, minW: 2, minH: 4, maxH: 60 });
  });

  it("saves nothing when nothing moved", () => {
    expect(placesToSave(charts, layoutOf(charts))).toBeNull();
    expect(placesToSave(charts, [])).toBeNull();
  });

  it("saves every chart's place when one moved or was resized", () => {
    const layout = [
      { i: "a", x: 0, y: 10, w: 6, h: 10 },
      { i: "b", x: 0, y: 0, w: 12, h: 10 },
      { i: "__dropping-elem__", x: 0, y: 0, w: 1, h: 1 },
    ];
    expect(placesToSave(charts, layout)).toEqual([
      { id: "a", x: 0, y: 10, w: 6, h: 10 },
      { id: "b", x: 0, y: 0, w: 12, h: 10 },
    ]);
  });

  it("keeps places the API accepts", () => {
    expect(validPlace({ x: 11, y: -2, w: 6, h: 2 })).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    expect(validPlace({ x: 0, y: 3.4, w: 20, h: 99 })).toEqual({ x: 0, y: 3, w: 12, h: 60 });
  });

  it("applies saved places to the charts", () => {
    const moved = withPlaces(charts, [{ id: "b", x: 0, y: 10, w: 4, h: 8 }]);
    expect(moved[1]).toEqual({ id: "b", x: 0, y: 10, w: 4, h: 8 });
    expect(moved[0]).toBe(charts[0]);
  });

  it("puts a chart where the keyboard says, the others making room, gaps closed upwards", () => {
    const layout = arrangedLayout(charts, "b", { x: 0, y: 0, w: 12, h: 6 });
    expect(placesToSave(charts, layout)).toEqual([
      { id: "a", x: 0, y: 6, w: 6, h: 10 },
      { id: "b", x: 0, y: 0, w: 12, h: 6 },
    ]);
    // Below everything: the grid closes the gap.
    const down = arrangedLayout(charts, "a", { x: 0, y: 40, w: 6, h: 10 });
    expect(placesToSave(charts, down)).toBeNull();
  });
});
