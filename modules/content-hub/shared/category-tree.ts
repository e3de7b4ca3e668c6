// Category trees (spec §4 Category): a flat list of rows → nested nodes, and the rule for a drag:
// onto another category makes it a child; elsewhere makes it top level; never under itself or
// one of its descendants (a cycle).

export interface FlatCategory {
  id: string;
  parentId: string | null;
}

/** Nests rows by parentId, keeping the rows' order among siblings; orphans become roots. */
export function buildTree<R extends FlatCategory, N>(
  rows: readonly R[],
  toNode: (row: R, children: N[]) => N,
): N[] {
  const children = new Map<string | null, R[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const list = children.get(parent);
    if (list) list.push(row);
    else children.set(parent, [row]);
  }
  const build = (parent: string | null, seen: Set<string>): N[] =>
    (children.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const next = new Set(seen).add(row.id);
        return toNode(row, build(row.id, next));
      });
  return build(null, new Set());
}

/** The ids of a category's descendants (not itself). */
export function descendantsOf(rows: readonly FlatCategory[], id: string): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = byParent.get(row.parentId);
    if (list) list.push(row.id);
    else byParent.set(row.parentId, [row.id]);
  }
  const found = new Set<string>();
  const stack = [...(byParent.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(byParent.get(next) ?? []));
  }
  return found;
}

export type MoveCheck = "ok" | "self" | "cycle" | "unknownParent";

/** Whether `id` may move under `parentId` (null = top level) within `rows`. */
export function checkMove(rows: readonly FlatCategory[], id: string, parentId: string | null): MoveCheck {
  if (parentId === null) return "ok";
  if (parentId === id) return "self";
  if (!rows.some((row) => row.id === parentId)) return "unknownParent";
  return descendantsOf(rows, id).has(parentId) ? "cycle" : "ok";
}

/** A nested tree's nodes, parents before their children, with their parent's id. */
export function flattenTree<N extends { id: string; children: N[] }>(
  nodes: readonly N[],
  parentId: string | null = null,
  depth = 0,
): { node: N; parentId: string | null; depth: number }[] {
  return nodes.flatMap((node) => [
    { node, parentId, depth },
    ...flattenTree(node.children, node.id, depth + 1),
  ]);
}

/**
 * The parent a dragged category gets (spec §4): dropped onto another category, that one; dropped
 * anywhere else (`overId` null), top level. `undefined` when the drop is refused (onto itself or one
 * of its own descendants) or changes nothing.
 */
export function dropParent(
  rows: readonly FlatCategory[],
  activeId: string,
  overId: string | null,
): string | null | undefined {
  const current = rows.find((row) => row.id === activeId);
  if (!current) return undefined;
  const parent = overId === activeId ? undefined : overId;
  if (parent === undefined) return undefined;
  if (checkMove(rows, activeId, parent) !== "ok") return undefined;
  return current.parentId === parent ? undefined : parent;
}
