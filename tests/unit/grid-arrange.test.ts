import { arrangeSchema } from "@/components/grid/arrange-module-modal";
import type { GridItem } from "@/components/grid/grid-types";
import { placeItem } from "@/components/grid/use-grid-state";

const item = (key: string, x: number, y: number, w: number, h: number): GridItem => ({
  key,
  id: key,
  moduleId: "m".repeat(24),
  tag: "TaskManagement",
  name: key,
  isBookmark: false,
  x,
  y,
  w,
  h,
});
const rects = (items: GridItem[]) => Object.fromEntries(items.map((i) => [i.key, [i.x, i.y, i.w, i.h]]));

describe("placeItem (keyboard 'Position and size')", () => {
  it("puts the module where asked and moves the one it lands on out of the way", () => {
    const grid = [item("a", 0, 0, 6, 10), item("b", 6, 0, 6, 10), item("c", 0, 10, 4, 8)];
    expect(rects(placeItem(grid, "c", { x: 0, y: 0, w: 4, h: 8 }))).toEqual({
      a: [0, 8, 6, 10],
      b: [6, 0, 6, 10],
      c: [0, 0, 4, 8],
    });
  });

  it("closes gaps upwards, and resizing keeps the others clear of it", () => {
    const grid = [item("a", 0, 0, 4, 8), item("b", 4, 0, 4, 8)];
    expect(rects(placeItem(grid, "a", { x: 0, y: 30, w: 4, h: 8 }))).toEqual({
      a: [0, 0, 4, 8],
      b: [4, 0, 4, 8],
    });
    expect(rects(placeItem(grid, "a", { x: 0, y: 0, w: 8, h: 8 }))).toEqual({
      a: [0, 0, 8, 8],
      b: [4, 8, 4, 8],
    });
  });

  it("leaves the other items' objects untouched when they do not move (so the batch stays small)", () => {
    const grid = [item("a", 0, 0, 4, 8), item("b", 4, 0, 4, 8)];
    const next = placeItem(grid, "a", { x: 0, y: 0, w: 4, h: 12 });
    expect(next[1]).toBe(grid[1]);
    expect(next[0]).toMatchObject({ h: 12 });
  });
});

describe("arrangeSchema", () => {
  const schema = arrangeSchema({ w: 3, h: 6 });
  it("accepts a rectangle inside the 12 columns and above the module's minimum", () => {
    expect(schema.safeParse({ column: 1, row: 1, width: 12, height: 6 }).success).toBe(true);
    expect(schema.safeParse({ column: 10, row: 40, width: 3, height: 6 }).success).toBe(true);
  });

  it.each([
    [{ column: 11, row: 1, width: 3, height: 6 }, "validation.gridTooWide"],
    [{ column: 0, row: 1, width: 3, height: 6 }, "validation.gridNumberInvalid"],
    [{ column: 1, row: 1, width: 2, height: 6 }, "validation.gridNumberInvalid"],
    [{ column: 1, row: 1, width: 3, height: 5 }, "validation.gridNumberInvalid"],
    [{ column: 1.5, row: 1, width: 3, height: 6 }, "validation.gridNumberInvalid"],
    [{ column: "", row: 1, width: 3, height: 6 }, "validation.gridNumberInvalid"],
  ])("refuses %j with %s", (values, message) => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
