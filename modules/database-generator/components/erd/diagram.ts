// The ER view's diagram, pure: a node per table (sized by its columns) placed by dagre, and an edge
// per link between two tables of the database. A link is two columns, one in each table (its two
// sides, each the other's `inverseId`), so each pair is drawn once, from the side met first (tables
// and columns in their order) to the other side's row, labelled with its cardinality (1 or N records
// each way, from each side's `multiple`); a table linked to itself gets a loop.
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
  /** Its columns that are a side of a drawn link (each has the handles edges end on). */
  linked: string[];
};
export type TableNode = Node<TableNodeData, "table">;
/** What an edge says of its link (the view names it for assistive technology). */
export type LinkEdgeData = {
  /** The column the edge starts from, and the other side's (null when that side is not found). */
  sourceColumn: string;
  targetColumn: string | null;
  /** Records each way: the source side's end, then the target's ("N:1": many of these to one). */
  cardinality: string;
};
export type LinkEdge = Edge<LinkEdgeData>;

/** Where a column links to: the table, its other side in that table, one record or several. */
export interface LinkEnd {
  tableId: string;
  inverseId: string | null;
  multiple: boolean;
}
/** A column's link, or null for a column that does not link. */
export type LinkOf = (column: Column) => LinkEnd | null;
/** A link column's end as its settings give it (`tableId`, `inverseId`, `multiple`). */
export const columnLink: LinkOf = (column) =>
  column.type === "link" && column.options.tableId
    ? {
        tableId: column.options.tableId,
        inverseId: column.options.inverseId || null,
        multiple: column.options.multiple ?? true,
      }
    : null;

/** The handle an edge ends on at the head of a table, when the link's other side is not found. */
export const TARGET_HANDLE = "head";
/** Where a drag that links a table to another starts (its head's right side, for who may edit). */
export const CONNECT_HANDLE = "link-from";
/**
 * A linked column's handles: edges leave from its row's right (the column's id) and end on its left,
 * or on its right for a loop (a table linked to itself).
 */
export const inHandle = (columnId: string) => `${columnId}:in`;
export const loopHandle = (columnId: string) => `${columnId}:loop`;

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

const countOf = (multiple: boolean) => (multiple ? "N" : "1");

/** An edge per link between `tables` (its two sides drawn once), with the linked columns by table. */
export function linksOf(
  tables: Table[],
  linkOf: LinkOf = columnLink,
): { edges: LinkEdge[]; linked: Map<string, string[]> } {
  const byId = new Map(tables.map((table) => [table.id, table]));
  const edges: LinkEdge[] = [];
  const sides = new Set<string>();
  const drawn = new Set<string>();
  for (const table of tables)
    for (const column of table.columns) {
      const end = linkOf(column);
      const target = end ? byId.get(end.tableId) : undefined;
      if (!end || !target) continue;
      // The other side: a column of the target table that links back to this one.
      const found = end.inverseId ? target.columns.find((entry) => entry.id === end.inverseId) : undefined;
      const back = found && found.id !== column.id ? linkOf(found) : null;
      const inverse =
        found && back?.tableId === table.id
          ? { id: found.id, name: found.name, multiple: back.multiple }
          : null;
      const pair = inverse ? [column.id, inverse.id].sort().join("~") : column.id;
      if (drawn.has(pair)) continue;
      drawn.add(pair);
      sides.add(column.id);
      if (inverse) sides.add(inverse.id);
      const self = target.id === table.id;
      // Without its other side found, the far end is N (a link's other side always allows several).
      const cardinality = `${countOf(inverse?.multiple ?? true)}:${countOf(end.multiple)}`;
      edges.push({
        id: `${table.id}:${column.id}`,
        source: table.id,
        sourceHandle: column.id,
        target: target.id,
        targetHandle: inverse ? (self ? loopHandle(inverse.id) : inHandle(inverse.id)) : TARGET_HANDLE,
        // A loop goes out to the right and back (a curve between two points one above the other
        // on the same side would run along the node's edge).
        ...(self ? { type: "smoothstep" } : {}),
        label: cardinality,
        data: { sourceColumn: column.name, targetColumn: inverse?.name ?? null, cardinality },
      });
    }
  const linked = new Map<string, string[]>();
  for (const table of tables) {
    const ids = table.columns.filter((column) => sides.has(column.id)).map((column) => column.id);
    if (ids.length > 0) linked.set(table.id, ids);
  }
  return { edges, linked };
}

/**
 * The diagram of a database's tables: one node per table (id = the table's id, height by its
 * columns), linked tables laid out together by dagre, the groups (a lone table is one) set in rows
 * about as wide as they are tall, none overlapping; and an edge per link (each pair of sides once).
 */
export function diagramOf(
  tables: Table[],
  linkOf: LinkOf = columnLink,
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
