import { firstFreeSpot, planPlacement, type PlaceableModule } from "@/lib/server/projects/grid-placement";

const mod = (tag: string, w: number, h: number, extra: Partial<PlaceableModule> = {}): PlaceableModule => ({
  id: `id-${tag}`,
  tag,
  title: `Title ${tag}`,
  active: true,
  width: w,
  height: h,
  minWidth: 1,
  minHeight: 1,
  ...extra,
});

describe("firstFreeSpot", () => {
  it("starts at the top-left corner of an empty grid", () => {
    expect(firstFreeSpot([], { w: 4, h: 8 })).toEqual({ x: 0, y: 0, w: 4, h: 8 });
  });

  it("scans left to right before going down", () => {
    const occupied = [{ x: 0, y: 0, w: 4, h: 8 }];
    expect(firstFreeSpot(occupied, { w: 4, h: 8 })).toEqual({ x: 4, y: 0, w: 4, h: 8 });
    occupied.push({ x: 4, y: 0, w: 4, h: 8 }, { x: 8, y: 0, w: 4, h: 8 });
    expect(firstFreeSpot(occupied, { w: 4, h: 8 })).toEqual({ x: 0, y: 8, w: 4, h: 8 });
  });

  it("fills a gap that is wide enough, and skips one that is too narrow", () => {
    const occupied = [
      { x: 0, y: 0, w: 3, h: 4 },
      { x: 6, y: 0, w: 6, h: 4 },
    ];
    expect(firstFreeSpot(occupied, { w: 3, h: 4 })).toEqual({ x: 3, y: 0, w: 3, h: 4 });
    expect(firstFreeSpot(occupied, { w: 4, h: 4 })).toEqual({ x: 0, y: 4, w: 4, h: 4 });
  });

  it("moves down row by row until the whole height fits (no overlap with taller items)", () => {
    const occupied = [
      { x: 0, y: 0, w: 6, h: 2 },
      { x: 6, y: 0, w: 6, h: 10 },
    ];
    // Free at y=2 on the left, below the short item.
    expect(firstFreeSpot(occupied, { w: 6, h: 8 })).toEqual({ x: 0, y: 2, w: 6, h: 8 });
  });

  it("narrows an item wider than the grid and never returns a size below 1", () => {
    expect(firstFreeSpot([], { w: 20, h: 3 })).toEqual({ x: 0, y: 0, w: 12, h: 3 });
    expect(firstFreeSpot([], { w: 0, h: 0 })).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });

  it("honours another column count", () => {
    expect(firstFreeSpot([{ x: 0, y: 0, w: 2, h: 1 }], { w: 2, h: 1 }, 2)).toEqual({
      x: 0,
      y: 1,
      w: 2,
      h: 1,
    });
  });
});

describe("planPlacement", () => {
  const catalog = [
    mod("Wide", 6, 10),
    mod("Card", 4, 8),
    mod("Other", 4, 8),
    mod("Off", 4, 8, { active: false }),
    mod("Small", 2, 2, { minWidth: 3, minHeight: 6 }),
  ];

  it("places the chosen modules in order at the first free spots, with i = 0, 1, …", () => {
    const plan = planPlacement(catalog, ["Wide", "Card", "Other"]);
    expect(plan.unknown).toEqual([]);
    expect(plan.inactive).toEqual([]);
    expect(plan.placements).toEqual([
      { moduleId: "id-Wide", tag: "Wide", name: null, i: "0", x: 0, y: 0, w: 6, h: 10 },
      { moduleId: "id-Card", tag: "Card", name: null, i: "1", x: 6, y: 0, w: 4, h: 8 },
      // 2 columns are left on the first row: the next card goes under the wide one.
      { moduleId: "id-Other", tag: "Other", name: null, i: "2", x: 6, y: 8, w: 4, h: 8 },
    ]);
  });

  it("continues after modules already on the grid, and places a module once", () => {
    const existing = [{ tag: "Card", x: 0, y: 0, w: 4, h: 8 }];
    const plan = planPlacement(catalog, ["Card", "Other", "Other"], existing);
    expect(plan.placements).toEqual([
      expect.objectContaining({ tag: "Other", i: "1", x: 4, y: 0, w: 4, h: 8 }),
    ]);
  });

  it("reports unknown and inactive modules instead of placing them", () => {
    const plan = planPlacement(catalog, ["Off", "Nope", "Card", "Nope"]);
    expect(plan.inactive).toEqual(["Off"]);
    expect(plan.unknown).toEqual(["Nope"]);
    expect(plan.placements.map((p) => p.tag)).toEqual(["Card"]);
  });

  it("never makes a module smaller than its minimum size", () => {
    expect(planPlacement(catalog, ["Small"]).placements[0]).toMatchObject({ w: 3, h: 6 });
  });

  it("keeps every placement inside the 12 columns and free of overlaps", () => {
    const many = Array.from({ length: 30 }, (_, i) => mod(`M${i}`, 1 + (i % 7), 1 + (i % 5)));
    const { placements } = planPlacement(
      many,
      many.map((m) => m.tag),
    );
    expect(placements).toHaveLength(30);
    for (const [index, a] of placements.entries()) {
      expect(a.x + a.w).toBeLessThanOrEqual(12);
      for (const b of placements.slice(index + 1)) {
        const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        expect(overlap).toBe(false);
      }
    }
  });

  it("places nothing for an empty choice", () => {
    expect(planPlacement(catalog, [])).toEqual({ placements: [], unknown: [], inactive: [] });
  });
});
