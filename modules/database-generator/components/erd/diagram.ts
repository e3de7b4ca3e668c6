// The ER view's diagram, pure: a node per table (sized by its columns) placed by dagre, and an edge
// per column that links to another table of the database. No column type links tables yet, so
// `linkOf` finds none today; the day one does, it names the table a column points to.
import dagre from "@dagrejs/dagre";
import type { Edge, Node } from "@xyflow/react";
import type { Column, Table } from "@/modules/database-generator/shared/types";

/** A table node's width, its head's height and one column's row (the node component draws to them). */
export const NODE_WIDTH = 264;
export const HEAD_HEIGHT = 44;
export const ROW_HEIGHT = 28;
const NODE_PADDING = 8;
/** Space between tables, and between groups of linked tables. */
const GAP = 56;

export type TableNodeData = {
  table: Table;
  /** Its columns that link to another table (each has a source handle). */
  linked: string[];
};
export type TableNode = Node<TableNodeData, "table">;
export type LinkEdge = Edge;

/** The id of the table a column links to, or null. */
export type LinkOf = (column: Column) => string | null;
/** Today's links: none (the link column type comes later). */
export const noLinks: LinkOf = () => null;

/** The handle a link edge ends on, at the head of the table it points to. */
export const TARGET_HANDLE = "head";

/** A table node's height: its head and one row per column (one row even when it has none). */
export const nodeHeight = (columns: number) => HEAD_HEIGHT + Math.max(columns, 1) * ROW_HEIGHT + NODE_PADDING;

interface Box {
  id: string;
  width: number;
  height: number;
}
interface Placed {
  /** Top-left corners by table id, from the group's own top-left. */
  at: Map<string, { x: number; y: number }>;
  width: number;
  height: number;
}

/** Groups of tables joined by links (union-find), each in the tables' order. */
function groupsOf(ids: string[], edges: LinkEdge[]): string[][] {
  const parent = new Map(ids.map((id) => [id, id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(id, at);
    return at;
  };
  for (const edge of edges) {
    const [a, b] = [root(edge.source), root(edge.target)];
    if (a !== b) parent.set(b, a);
  }
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const key = root(id);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()];
}

/** Linked tables laid out by dagre, left to right along their links. */
function layoutGroup(boxes: Box[], edges: LinkEdge[]): Placed {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: "LR", nodesep: GAP / 2, ranksep: GAP * 1.5, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const box of boxes) graph.setNode(box.id, { width: box.width, height: box.height });
  for (const edge of edges)
    if (edge.source !== edge.target) graph.setEdge(edge.source, edge.target, {}, edge.id);
  dagre.layout(graph);
  const corners = boxes.map((box) => {
    const { x, y } = graph.node(box.id);
    return { box, x: x - box.width / 2, y: y - box.height / 2 };
  });
  const left = Math.min(...corners.map((corner) => corner.x));
  const top = Math.min(...corners.map((corner) => corner.y));
  const at = new Map(corners.map(({ box, x, y }) => [box.id, { x: x - left, y: y - top }]));
  return {
    at,
    width: Math.max(...corners.map(({ box, x }) => x - left + box.width)),
    height: Math.max(...corners.map(({ box, y }) => y - top + box.height)),
  };
}

/** An edge per column linking to another table of `tables`, with the columns that link, by table. */
export function linksOf(
  tables: Table[],
  linkOf: LinkOf = noLinks,
): { edges: LinkEdge[]; linked: Map<string, string[]> } {
  const ids = new Set(tables.map((table) => table.id));
  const edges: LinkEdge[] = [];
  const linked = new Map<string, string[]>();
  for (const table of tables)
    for (const column of table.columns) {
      const target = linkOf(column);
      if (target === null || !ids.has(target)) continue;
      edges.push({
        id: `${table.id}:${column.id}`,
        source: table.id,
        sourceHandle: column.id,
        target,
        targetHandle: TARGET_HANDLE,
      });
      linked.set(table.id, [...(linked.get(table.id) ?? []), column.id]);
    }
  return { edges, linked };
}

/**
 * The diagram of a database's tables: one node per table (id = the table's id, height by its
 * columns), linked tables laid out together by dagre, the groups (a lone table is one) set in rows
 * about as wide as they are tall, none overlapping; and an edge per linking column.
 */
export function diagramOf(
  tables: Table[],
  linkOf: LinkOf = noLinks,
): { nodes: TableNode[]; edges: LinkEdge[] } {
  const { edges, linked } = linksOf(tables, linkOf);

  const boxes = new Map<string, Box>(
    tables.map((table) => [
      table.id,
      { id: table.id, width: NODE_WIDTH, height: nodeHeight(table.columns.length) },
    ]),
  );
  const groups = groupsOf([...boxes.keys()], edges).map((members) => {
    const inGroup = new Set(members);
    return layoutGroup(
      members.map((id) => boxes.get(id)!),
      edges.filter((edge) => inGroup.has(edge.source) && inGroup.has(edge.target)),
    );
  });

  // Rows of groups, left to right, wrapping past a width that keeps the whole roughly square.
  const area = groups.reduce((sum, group) => sum + (group.width + GAP) * (group.height + GAP), 0);
  const rowWidth = Math.max(Math.sqrt(area * 1.6), ...groups.map((group) => group.width));
  const position = new Map<string, { x: number; y: number }>();
  let [x, y, rowHeight] = [0, 0, 0];
  for (const group of groups) {
    if (x > 0 && x + group.width > rowWidth) {
      [x, y, rowHeight] = [0, y + rowHeight + GAP, 0];
    }
    for (const [id, at] of group.at) position.set(id, { x: x + at.x, y: y + at.y });
    x += group.width + GAP;
    rowHeight = Math.max(rowHeight, group.height);
  }

  const nodes: TableNode[] = tables.map((table) => {
    const box = boxes.get(table.id)!;
    return {
      id: table.id,
      type: "table",
      position: position.get(table.id) ?? { x: 0, y: 0 },
      width: box.width,
      height: box.height,
      data: { table, linked: linked.get(table.id) ?? [] },
    };
  });
  return { nodes, edges };
}
