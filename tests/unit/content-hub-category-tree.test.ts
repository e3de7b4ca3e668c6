import { buildTree, checkMove, descendantsOf } from "@/modules/content-hub/shared/category-tree";

const rows = [
  { id: "shoes", parentId: null },
  { id: "boots", parentId: "shoes" },
  { id: "hiking", parentId: "boots" },
  { id: "hats", parentId: null },
];

type Node = { id: string; children: Node[] };
const node = (row: { id: string }, children: Node[]): Node => ({ id: row.id, children });

describe("buildTree", () => {
  it("nests rows by parent, keeping their order", () => {
    expect(buildTree(rows, node)).toEqual([
      { id: "shoes", children: [{ id: "boots", children: [{ id: "hiking", children: [] }] }] },
      { id: "hats", children: [] },
    ]);
  });
  it("makes rows whose parent is missing roots and survives a stored loop", () => {
    expect(buildTree([{ id: "a", parentId: "gone" }], node)).toEqual([{ id: "a", children: [] }]);
    // a ↔ b is unreachable from the roots: nothing is shown and nothing recurses for ever.
    expect(
      buildTree(
        [
          { id: "a", parentId: "b" },
          { id: "b", parentId: "a" },
        ],
        node,
      ),
    ).toEqual([]);
  });
});

describe("moves", () => {
  it("knows a category's descendants", () => {
    expect([...descendantsOf(rows, "shoes")].sort()).toEqual(["boots", "hiking"]);
    expect(descendantsOf(rows, "hats").size).toBe(0);
  });
  it("allows a drop onto another category or to the top level", () => {
    expect(checkMove(rows, "hats", "boots")).toBe("ok");
    expect(checkMove(rows, "hiking", null)).toBe("ok");
    expect(checkMove(rows, "boots", "hats")).toBe("ok");
  });
  it("refuses itself, its descendants and unknown parents", () => {
    expect(checkMove(rows, "shoes", "shoes")).toBe("self");
    expect(checkMove(rows, "shoes", "hiking")).toBe("cycle");
    expect(checkMove(rows, "shoes", "boots")).toBe("cycle");
    expect(checkMove(rows, "shoes", "nowhere")).toBe("unknownParent");
  });
});
