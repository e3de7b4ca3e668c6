import { boardChangeSchema, boardElementSchema } from "@/modules/meeting-room/schemas/boards";
import { mergeElements, visibleCount, wins, type BoardElement } from "@/modules/meeting-room/shared/board";

const el = (
  id: string,
  version: number,
  versionNonce = 1,
  extra: Partial<BoardElement> = {},
): BoardElement => ({
  id,
  type: "rectangle",
  version,
  versionNonce,
  isDeleted: false,
  ...extra,
});

describe("whiteboard merging", () => {
  it("takes a newer version, and of equal versions the lower nonce", () => {
    expect(wins(el("a", 2), el("a", 1))).toBe(true);
    expect(wins(el("a", 1), el("a", 2))).toBe(false);
    expect(wins(el("a", 3, 5), el("a", 3, 9))).toBe(true);
    expect(wins(el("a", 3, 9), el("a", 3, 5))).toBe(false);
    expect(wins(el("a", 1), undefined)).toBe(true);
  });

  it("merges in any order to the same board, ordered by index, and says whether anything changed", () => {
    const base = [el("a", 1, 1, { index: "a0" }), el("b", 1, 1, { index: "a1" })];
    const mine = [el("a", 2, 7, { index: "a0", x: 10 }), el("c", 1, 1, { index: "a2" })];
    const theirs = [el("a", 2, 3, { index: "a0", x: 20 }), el("b", 2, 1, { index: "Zz", isDeleted: true })];
    const one = mergeElements(mergeElements(base, mine).elements, theirs).elements;
    const other = mergeElements(mergeElements(base, theirs).elements, mine).elements;
    expect(one).toEqual(other);
    expect(one.map((e) => e.id)).toEqual(["b", "a", "c"]);
    expect(one.find((e) => e.id === "a")?.x).toBe(20);
    expect(visibleCount(one)).toBe(2);
    // The same change again takes nothing; an older one neither (a deleted element stays deleted).
    expect(mergeElements(one, theirs).changed).toBe(false);
    expect(mergeElements(one, [el("b", 1)]).changed).toBe(false);
  });
});

describe("whiteboard elements on the wire", () => {
  it("keeps Excalidraw's own fields and refuses images, embeds, a bad version and a huge element", () => {
    const stroke = {
      ...el("s", 1),
      type: "freedraw",
      points: [
        [0, 0],
        [1, 1],
      ],
      strokeColor: "#1e1e1e",
    };
    expect(boardElementSchema.parse(stroke)).toEqual(stroke);
    for (const type of ["image", "embeddable", "iframe"])
      expect(boardElementSchema.safeParse({ ...el("x", 1), type }).success).toBe(false);
    expect(boardElementSchema.safeParse({ ...el("x", 0) }).success).toBe(false);
    expect(boardElementSchema.safeParse({ ...el("x", 1.5) }).success).toBe(false);
    expect(boardElementSchema.safeParse({ ...el("x", 1), isDeleted: "no" }).success).toBe(false);
    const huge = {
      ...el("x", 1),
      type: "freedraw",
      points: Array.from({ length: 20_000 }, (_, i) => [i, i]),
    };
    const refused = boardElementSchema.safeParse(huge);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("validation.boardElementTooLarge");
    expect(boardChangeSchema.safeParse({ elements: "x" }).success).toBe(false);
  });
});
