import { dropParent, flattenTree } from "@/modules/content-hub/shared/category-tree";

// a ─ b ─ c ; d
const rows = [
  { id: "a", parentId: null },
  { id: "b", parentId: "a" },
  { id: "c", parentId: "b" },
  { id: "d", parentId: null },
];

describe("dropParent (spec §4 category drag)", () => {
  it("dropping onto another category makes it a child", () => {
    expect(dropParent(rows, "d", "b")).toBe("b");
    expect(dropParent(rows, "c", "d")).toBe("d");
  });

  it("dropping elsewhere makes it top level", () => {
    expect(dropParent(rows, "c", null)).toBeNull();
  });

  it("refuses itself and its own descendants", () => {
    expect(dropParent(rows, "a", "a")).toBeUndefined();
    expect(dropParent(rows, "a", "c")).toBeUndefined();
  });

  it("changes nothing when the parent stays", () => {
    expect(dropParent(rows, "b", "a")).toBeUndefined();
    expect(dropParent(rows, "d", null)).toBeUndefined();
    expect(dropParent(rows, "x", null)).toBeUndefined();
  });
});

describe("flattenTree", () => {
  it("lists parents before children with depth", () => {
    const tree = [
      { id: "a", children: [{ id: "b", children: [] }] },
      { id: "c", children: [] },
    ];
    expect(flattenTree(tree).map(({ node, parentId, depth }) => [node.id, parentId, depth])).toEqual([
      ["a", null, 0],
      ["b", "a", 1],
      ["c", null, 0],
    ]);
  });
});
