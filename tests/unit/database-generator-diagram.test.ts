import {
  diagramOf,
  nodeHeight,
  NODE_WIDTH,
  TARGET_HANDLE,
  type LinkOf,
  type TableNode,
} from "@/modules/database-generator/components/erd/diagram";
import type { Column, Table } from "@/modules/database-generator/shared/types";

const hex = (n: number) => n.toString(16).padStart(24, "0");
let next = 1;

const column = (name: string, position: number): Column => ({
  id: hex(next++),
  name,
  type: "text",
  options: {},
  required: false,
  unique: false,
  defaultValue: null,
  primary: position === 0,
  position,
  width: 200,
  hidden: false,
});

const table = (name: string, columns: number, position = 0): Table => ({
  id: hex(next++),
  databaseId: hex(0),
  name,
  description: "",
  position,
  recordCount: 0,
  columnCount: columns,
  triggers: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  columns: Array.from({ length: columns }, (_, n) => column(`Column ${n + 1}`, n)),
});

const overlap = (a: TableNode, b: TableNode) =>
  a.position.x < b.position.x + b.width! &&
  b.position.x < a.position.x + a.width! &&
  a.position.y < b.position.y + b.height! &&
  b.position.y < a.position.y + a.height!;

function expectNoOverlap(nodes: TableNode[]) {
  for (const [i, a] of nodes.entries())
    for (const b of nodes.slice(i + 1))
      expect({ pair: [a.id, b.id], overlap: overlap(a, b) }).toMatchObject({
        overlap: false,
      });
}

describe("the ER diagram", () => {
  it("makes every table a node, its id the table's, in the tables' order", () => {
    const tables = [table("Customers", 3), table("Orders", 5, 1), table("Products", 1, 2)];
    const { nodes, edges } = diagramOf(tables);
    expect(nodes.map((node) => node.id)).toEqual(tables.map((t) => t.id));
    expect(nodes.map((node) => [node.type, node.data.table.name])).toEqual([
      ["table", "Customers"],
      ["table", "Orders"],
      ["table", "Products"],
    ]);
    expect(nodes.every((node) => node.width === NODE_WIDTH)).toBe(true);
    // No column links tables yet.
    expect(edges).toEqual([]);
    expect(nodes.every((node) => node.data.linked.length === 0)).toBe(true);
  });

  it("places no two tables over each other, however many and however tall", () => {
    const tables = Array.from({ length: 23 }, (_, n) => table(`T${n}`, (n * 7) % 19, n));
    const { nodes } = diagramOf(tables);
    expect(nodes).toHaveLength(23);
    for (const node of nodes) {
      expect(Number.isFinite(node.position.x) && Number.isFinite(node.position.y)).toBe(true);
      expect(node.position.x).toBeGreaterThanOrEqual(0);
      expect(node.position.y).toBeGreaterThanOrEqual(0);
    }
    expectNoOverlap(nodes);
    // Rows, not one long line: the diagram is not many times wider than tall, nor the reverse.
    const width = Math.max(...nodes.map((node) => node.position.x + node.width!));
    const height = Math.max(...nodes.map((node) => node.position.y + node.height!));
    expect(width / height).toBeLessThan(4);
    expect(height / width).toBeLessThan(4);
  });

  it("grows a node's height with its columns", () => {
    const [none, one, five, forty] = diagramOf([
      table("None", 0),
      table("One", 1),
      table("Five", 5),
      table("Forty", 40),
    ]).nodes;
    expect(none!.height).toBe(one!.height);
    expect(five!.height).toBeGreaterThan(one!.height!);
    expect(forty!.height).toBeGreaterThan(five!.height!);
    expect(forty!.height! - five!.height!).toBe(nodeHeight(40) - nodeHeight(5));
  });

  it("draws an edge per linking column and lays linked tables out together, apart", () => {
    const customers = table("Customers", 2);
    const products = table("Products", 2);
    const orders = table("Orders", 4);
    const alone = table("Notes", 1);
    const [, , customerColumn, productColumn] = orders.columns;
    const targets = new Map([
      [customerColumn!.id, customers.id],
      [productColumn!.id, products.id],
    ]);
    const linkOf: LinkOf = (c) => targets.get(c.id) ?? null;
    const { nodes, edges } = diagramOf([customers, products, orders, alone], linkOf);
    expect(edges).toEqual([
      {
        id: `${orders.id}:${customerColumn!.id}`,
        source: orders.id,
        sourceHandle: customerColumn!.id,
        target: customers.id,
        targetHandle: TARGET_HANDLE,
      },
      {
        id: `${orders.id}:${productColumn!.id}`,
        source: orders.id,
        sourceHandle: productColumn!.id,
        target: products.id,
        targetHandle: TARGET_HANDLE,
      },
    ]);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get(orders.id)!.data.linked).toEqual([customerColumn!.id, productColumn!.id]);
    // Left to right along the links: the orders before what they point to.
    expect(byId.get(orders.id)!.position.x).toBeLessThan(byId.get(customers.id)!.position.x);
    expectNoOverlap(nodes);
  });

  it("ignores links to tables not in the diagram, and draws none for an empty database", () => {
    const orders = table("Orders", 2);
    const { edges } = diagramOf([orders], () => hex(999));
    expect(edges).toEqual([]);
    expect(diagramOf([])).toEqual({ nodes: [], edges: [] });
  });
});
