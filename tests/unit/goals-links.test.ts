import {
  ancestorsOf,
  checkGoalLink,
  descendantsOf,
  goalParents,
  parentGoalOptions,
  subGoalOptions,
  type GoalParents,
} from "@/lib/goals/links";

// r ─┬─ a ── b ── c
//    └─ d
// x (alone)
const TREE = goalParents([
  { id: "r", parentId: null },
  { id: "a", parentId: "r" },
  { id: "b", parentId: "a" },
  { id: "c", parentId: "b" },
  { id: "d", parentId: "r" },
  { id: "x", parentId: null },
]);
const ALL = ["r", "a", "b", "c", "d", "x"];

/** Whether following parents from some goal comes back to it (an independent check). */
function hasCycle(parents: GoalParents): boolean {
  for (const start of parents.keys()) {
    let steps = 0;
    for (let at = parents.get(start); at; at = parents.get(at)) {
      if (at === start || (steps += 1) > parents.size) return true;
    }
  }
  return false;
}

describe("ancestors and descendants", () => {
  it("walk up the chain, nearest first", () => {
    expect(ancestorsOf(TREE, "c")).toEqual(["b", "a", "r"]);
    expect(ancestorsOf(TREE, "d")).toEqual(["r"]);
    expect(ancestorsOf(TREE, "r")).toEqual([]);
    expect(ancestorsOf(TREE, "unknown")).toEqual([]);
  });

  it("collect the whole subtree without the goal itself", () => {
    expect([...descendantsOf(TREE, "a")].sort()).toEqual(["b", "c"]);
    expect([...descendantsOf(TREE, "r")].sort()).toEqual(["a", "b", "c", "d"]);
    expect([...descendantsOf(TREE, "c")]).toEqual([]);
    expect([...descendantsOf(TREE, "x")]).toEqual([]);
  });

  it("stop on a loop already in the data", () => {
    const looped = goalParents([
      { id: "p", parentId: "q" },
      { id: "q", parentId: "p" },
      { id: "s", parentId: "s" },
    ]);
    expect(ancestorsOf(looped, "p")).toEqual(["q"]);
    expect(ancestorsOf(looped, "s")).toEqual([]);
    expect([...descendantsOf(looped, "p")]).toEqual(["q"]);
    expect(checkGoalLink(looped, { childId: "z", parentId: "p" })).toEqual({
      ok: true,
      replacesParentId: null,
    });
    expect(checkGoalLink(looped, { childId: "p", parentId: "q" })).toEqual({
      ok: false,
      reason: "alreadyLinked",
    });
  });
});

describe("checkGoalLink", () => {
  it("refuses a goal as its own sub-goal", () => {
    expect(checkGoalLink(TREE, { childId: "a", parentId: "a" })).toEqual({ ok: false, reason: "self" });
    expect(checkGoalLink(new Map(), { childId: "n", parentId: "n" })).toEqual({ ok: false, reason: "self" });
  });

  it("refuses a direct loop: a goal under its own sub-goal", () => {
    expect(checkGoalLink(TREE, { childId: "r", parentId: "a" })).toEqual({ ok: false, reason: "cycle" });
    expect(checkGoalLink(TREE, { childId: "b", parentId: "c" })).toEqual({ ok: false, reason: "cycle" });
  });

  it("refuses a deep loop: a goal under anything in its subtree", () => {
    expect(checkGoalLink(TREE, { childId: "r", parentId: "c" })).toEqual({ ok: false, reason: "cycle" });
    expect(checkGoalLink(TREE, { childId: "a", parentId: "c" })).toEqual({ ok: false, reason: "cycle" });
  });

  it("refuses a link that is already there", () => {
    expect(checkGoalLink(TREE, { childId: "b", parentId: "a" })).toEqual({
      ok: false,
      reason: "alreadyLinked",
    });
  });

  it("allows a move to another branch, naming the parent it replaces", () => {
    expect(checkGoalLink(TREE, { childId: "c", parentId: "d" })).toEqual({ ok: true, replacesParentId: "b" });
    expect(checkGoalLink(TREE, { childId: "x", parentId: "c" })).toEqual({
      ok: true,
      replacesParentId: null,
    });
    // Up the own chain is no loop: c directly under r.
    expect(checkGoalLink(TREE, { childId: "c", parentId: "r" })).toEqual({ ok: true, replacesParentId: "b" });
    expect(checkGoalLink(TREE, { childId: "d", parentId: "x" })).toEqual({ ok: true, replacesParentId: "r" });
    expect(checkGoalLink(TREE, { childId: "new", parentId: "other" })).toEqual({
      ok: true,
      replacesParentId: null,
    });
  });

  it("never lets an allowed link close a loop, and refuses every link that would", () => {
    let allowed = 0;
    for (const childId of ALL) {
      for (const parentId of ALL) {
        const check = checkGoalLink(TREE, { childId, parentId });
        const after = new Map(TREE).set(childId, parentId);
        if (check.ok) {
          allowed += 1;
          expect(hasCycle(after)).toBe(false);
        } else if (check.reason !== "alreadyLinked") {
          expect(hasCycle(after)).toBe(true);
        }
      }
    }
    // 36 pairs − 6 self − 4 existing links − 7 loops (r under a, b, c or d; a under b or c; b under c).
    expect(allowed).toBe(19);
  });
});

describe("dialog options", () => {
  it("offer as sub-goals everything but the goal, its ancestors and its current sub-goals", () => {
    expect(subGoalOptions(TREE, "a", ALL)).toEqual(["c", "d", "x"]);
    expect(subGoalOptions(TREE, "r", ALL)).toEqual(["b", "c", "x"]);
    expect(subGoalOptions(TREE, "c", ALL)).toEqual(["d", "x"]);
  });

  it("offer as parents everything but the goal, its subtree and its current parent", () => {
    expect(parentGoalOptions(TREE, "a", ALL)).toEqual(["d", "x"]);
    expect(parentGoalOptions(TREE, "r", ALL)).toEqual(["x"]);
    expect(parentGoalOptions(TREE, "x", ALL)).toEqual(["r", "a", "b", "c", "d"]);
  });

  it("agree with checkGoalLink", () => {
    for (const goal of ALL) {
      expect(subGoalOptions(TREE, goal, ALL)).toEqual(
        ALL.filter((id) => checkGoalLink(TREE, { childId: id, parentId: goal }).ok),
      );
      expect(parentGoalOptions(TREE, goal, ALL)).toEqual(
        ALL.filter((id) => checkGoalLink(TREE, { childId: goal, parentId: id }).ok),
      );
    }
  });
});
