/**
 * Parent and sub-goal links (issue 14; the connect-sub-goal and connect-parent-goal dialogs). A goal
 * has at most one parent, so the links form a forest; connecting a goal that already has a parent
 * moves it (the old link goes). A link is refused when it would close a loop: B may not become the
 * parent of A when B is A or lies in A's subtree. Every walk here stops on a loop already in the
 * data, so bad rows cannot hang a request. Pure.
 */

/** Goal id → its parent's id (null or absent: a top-level goal). */
export type GoalParents = ReadonlyMap<string, string | null>;

/** The parent map of a list of goals. */
export function goalParents(goals: readonly { id: string; parentId: string | null }[]): GoalParents {
  return new Map(goals.map((goal) => [goal.id, goal.parentId]));
}

/** The chain of ancestors of `goalId`, nearest first (its parent, then the parent's parent…). */
export function ancestorsOf(parents: GoalParents, goalId: string): string[] {
  const chain: string[] = [];
  const seen = new Set([goalId]);
  for (let parent = parents.get(goalId); parent && !seen.has(parent); parent = parents.get(parent)) {
    chain.push(parent);
    seen.add(parent);
  }
  return chain;
}

function childrenIndex(parents: GoalParents): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const [child, parent] of parents) {
    if (!parent) continue;
    const list = children.get(parent);
    if (list) list.push(child);
    else children.set(parent, [child]);
  }
  return children;
}

/** Every goal below `goalId` (its sub-goals, theirs, and so on), without `goalId` itself. */
export function descendantsOf(parents: GoalParents, goalId: string): Set<string> {
  const children = childrenIndex(parents);
  const found = new Set<string>();
  const stack = [goalId];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const child of children.get(current) ?? []) {
      if (child === goalId || found.has(child)) continue;
      found.add(child);
      stack.push(child);
    }
  }
  return found;
}

/** Why a link is refused: a goal under itself, a loop, or a link that is already there. */
export type GoalLinkRefusal = "self" | "cycle" | "alreadyLinked";

export type GoalLinkCheck =
  | {
      ok: true;
      /** The parent the child leaves (null: it had none). */
      replacesParentId: string | null;
    }
  | { ok: false; reason: GoalLinkRefusal };

/**
 * Whether `childId` may become a sub-goal of `parentId`: not the same goal, and `parentId` not in
 * `childId`'s subtree (that would close a loop). Ids missing from `parents` are top-level goals.
 */
export function checkGoalLink(
  parents: GoalParents,
  link: { childId: string; parentId: string },
): GoalLinkCheck {
  const { childId, parentId } = link;
  if (childId === parentId) return { ok: false, reason: "self" };
  const current = parents.get(childId) ?? null;
  if (current === parentId) return { ok: false, reason: "alreadyLinked" };
  // parentId is below childId exactly when childId is among parentId's ancestors.
  if (ancestorsOf(parents, parentId).includes(childId)) return { ok: false, reason: "cycle" };
  return { ok: true, replacesParentId: current };
}

/**
 * The goals the connect-sub-goal dialog offers for `goalId`: every goal of `candidates` except the
 * goal itself, its ancestors (it would end up under itself) and its current sub-goals. A goal with
 * another parent is offered: connecting moves it.
 */
export function subGoalOptions(
  parents: GoalParents,
  goalId: string,
  candidates: readonly string[],
): string[] {
  const ancestors = new Set(ancestorsOf(parents, goalId));
  return candidates.filter(
    (id) => id !== goalId && !ancestors.has(id) && (parents.get(id) ?? null) !== goalId,
  );
}

/**
 * The goals the connect-parent-goal dialog offers for `goalId`: every goal of `candidates` except
 * the goal itself, its subtree (a loop) and its current parent.
 */
export function parentGoalOptions(
  parents: GoalParents,
  goalId: string,
  candidates: readonly string[],
): string[] {
  const below = descendantsOf(parents, goalId);
  const current = parents.get(goalId) ?? null;
  return candidates.filter((id) => id !== goalId && id !== current && !below.has(id));
}
