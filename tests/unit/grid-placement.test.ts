import { firstFreeSpot, initialSize, placeNewModule } from "@/lib/modules/grid-placement";

describe("firstFreeSpot", () => {
  it("puts the first module at the top left", () => {
    expect(firstFreeSpot([], { w: 4, h: 8 })).toEqual({ x: 0, y: 0, w: 4, h: 8 });
  });

  it("scans left to right on the first row before going down", () => {
    const occupied = [{ x: 0, y: 0, w: 4, h: 8 }];
    expect(firstFreeSpot(occupied, { w: 4, h: 8 })).toEqual({ x: 4, y: 0, w: 4, h: 8 });
    occupied.push({ x: 4, y: 0, w: 4, h: 8 });
    expect(firstFreeSpot(occupied, { w: 4, h: 8 })).toEqual({ x: 8, y: 0, w: 4, h: 8 });
  });

  it("goes to the first row where the item fits when a row is full", () => {
    const occupied = [
      { x: 0, y: 0, w: 6, h: 10 },
      { x: 6, y: 0, w: 6, h: 4 },
    ];
    // The right column frees up at y=4, before the left one (y=10).
    expect(firstFreeSpot(occupied, { w: 6, h: 5 })).toEqual({ x: 6, y: 4, w: 6, h: 5 });
  });

  it("does not squeeze an item into a gap too small for it", () => {
    const occupied = [
      { x: 0, y: 0, w: 5, h: 2 },
      { x: 7, y: 0, w: 5, h: 2 },
    ];
    expect(firstFreeSpot(occupied, { w: 2, h: 2 })).toEqual({ x: 5, y: 0, w: 2, h: 2 });
    expect(firstFreeSpot(occupied, { w: 3, h: 2 })).toEqual({ x: 0, y: 2, w: 3, h: 2 });
  });

  it("uses holes left between modules", () => {
    const occupied = [
      { x: 0, y: 0, w: 12, h: 2 },
      { x: 0, y: 4, w: 12, h: 2 },
    ];
    expect(firstFreeSpot(occupied, { w: 12, h: 2 })).toEqual({ x: 0, y: 2, w: 12, h: 2 });
    expect(firstFreeSpot(occupied, { w: 12, h: 3 })).toEqual({ x: 0, y: 6, w: 12, h: 3 });
  });

  it("narrows items wider than the grid and respects other column counts", () => {
    expect(firstFreeSpot([], { w: 20, h: 1 })).toEqual({ x: 0, y: 0, w: 12, h: 1 });
    expect(firstFreeSpot([{ x: 0, y: 0, w: 1, h: 1 }], { w: 2, h: 1 }, 2)).toEqual({
      x: 0,
      y: 1,
      w: 2,
      h: 1,
    });
  });
});

describe("initialSize and placeNewModule", () => {
  it("never starts below the catalog minimum nor wider than the grid", () => {
    expect(initialSize({ w: 2, h: 3, minW: 3, minH: 6 })).toEqual({ w: 3, h: 6 });
    expect(initialSize({ w: 14, h: 10, minW: 4, minH: 8 })).toEqual({ w: 12, h: 10 });
  });

  it("places a catalog module at the first free spot with its size", () => {
    const occupied = [{ x: 0, y: 0, w: 6, h: 10 }];
    expect(placeNewModule(occupied, { w: 6, h: 10, minW: 4, minH: 8 })).toEqual({ x: 6, y: 0, w: 6, h: 10 });
    expect(
      placeNewModule([...occupied, { x: 6, y: 0, w: 6, h: 10 }], { w: 4, h: 8, minW: 3, minH: 6 }),
    ).toEqual({ x: 0, y: 10, w: 4, h: 8 });
  });
});
