import {
  columnLink,
  diagramOf,
  inHandle,
  linksOf,
  loopHandle,
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

/** Links `from`'s column to `to` with a new column on each side (as the server makes them). */
function link(
  from: Table,
  to: Table,
  name: string,
  multiple: boolean,
  back = from.name,
  backMultiple = true,
) {
  const one = { ...column(name, from.columns.length), type: "link" as const };
  const other = { ...column(back, to.columns.length + (from === to ? 1 : 0)), type: "link" as const };
  one.options = { tableId: to.id, inverseId: other.id, multiple };
  other.options = { tableId: from.id, inverseId: one.id, multiple: backMultiple };
  from.columns.push(one);
  to.columns.push(other);
  return [one, other] as const;
}

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
    // No link columns: no edges.
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
    const linkOf: LinkOf = (c) => {
      const tableId = targets.get(c.id);
      return tableId ? { tableId, inverseId: null, multiple: true } : null;
    };
    const { nodes, edges } = diagramOf([customers, products, orders, alone], linkOf);
    expect(edges).toEqual([
      {
        id: `${orders.id}:${customerColumn!.id}`,
        source: orders.id,
        sourceHandle: customerColumn!.id,
        target: customers.id,
        targetHandle: TARGET_HANDLE,
        label: "N:N",
        data: { sourceColumn: customerColumn!.name, targetColumn: null, cardinality: "N:N" },
      },
      {
        id: `${orders.id}:${productColumn!.id}`,
        source: orders.id,
        sourceHandle: productColumn!.id,
        target: products.id,
        targetHandle: TARGET_HANDLE,
        label: "N:N",
        data: { sourceColumn: productColumn!.name, targetColumn: null, cardinality: "N:N" },
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
    const { edges } = diagramOf([orders], () => ({ tableId: hex(999), inverseId: null, multiple: true }));
    expect(edges).toEqual([]);
    expect(diagramOf([])).toEqual({ nodes: [], edges: [] });
  });

  it("draws a link column's two sides as one edge, from the side met first to the other's row", () => {
    const customers = table("Customers", 2);
    const orders = table("Orders", 3, 1);
    const [customer, back] = link(orders, customers, "Customer", false);
    const { nodes, edges } = diagramOf([customers, orders]);
    // Customers come first: the edge leaves from their side (each customer has N orders, each order 1).
    expect(edges).toEqual([
      {
        id: `${customers.id}:${back.id}`,
        source: customers.id,
        sourceHandle: back.id,
        target: orders.id,
        targetHandle: inHandle(customer.id),
        label: "1:N",
        data: { sourceColumn: "Orders", targetColumn: "Customer", cardinality: "1:N" },
      },
    ]);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get(customers.id)!.data.linked).toEqual([back.id]);
    expect(byId.get(orders.id)!.data.linked).toEqual([customer.id]);
    expect(byId.get(customers.id)!.position.x).toBeLessThan(byId.get(orders.id)!.position.x);
    expectNoOverlap(nodes);
    // The other order: the same link, drawn once from the orders' side.
    const [edge] = diagramOf([orders, customers]).edges;
    expect(edge).toMatchObject({ source: orders.id, sourceHandle: customer.id, label: "N:1" });
  });

  it("draws each link pair once, several between the same tables apart, many-to-many as N:N", () => {
    const people = table("People", 1);
    const projects = table("Projects", 1, 1);
    const [lead, led] = link(projects, people, "Lead", false, "Leads");
    const [members, memberOf] = link(projects, people, "Members", true, "Member of");
    const { edges, linked } = linksOf([projects, people]);
    expect(edges.map((edge) => [edge.sourceHandle, edge.targetHandle, edge.label])).toEqual([
      [lead.id, inHandle(led.id), "N:1"],
      [members.id, inHandle(memberOf.id), "N:N"],
    ]);
    expect(new Set(edges.map((edge) => edge.id)).size).toBe(2);
    expect(linked.get(projects.id)).toEqual([lead.id, members.id]);
    expect(linked.get(people.id)).toEqual([led.id, memberOf.id]);
  });

  it("draws a table linked to itself as one loop on its right", () => {
    const employees = table("Employees", 2);
    const other = table("Teams", 1, 1);
    const [manager, reports] = link(employees, employees, "Manager", false, "Reports");
    const { nodes, edges } = diagramOf([employees, other]);
    expect(edges).toEqual([
      {
        id: `${employees.id}:${manager.id}`,
        source: employees.id,
        sourceHandle: manager.id,
        target: employees.id,
        targetHandle: loopHandle(reports.id),
        type: "smoothstep",
        label: "N:1",
        data: { sourceColumn: "Manager", targetColumn: "Reports", cardinality: "N:1" },
      },
    ]);
    expect(nodes[0]!.data.linked).toEqual([manager.id, reports.id]);
    expectNoOverlap(nodes);
  });

  it("reads links from link columns only, and ends an edge on the table when its other side is missing", () => {
    const customers = table("Customers", 1);
    const orders = table("Orders", 2, 1);
    const [customer] = link(orders, customers, "Customer", true);
    // The other side is gone (not in the diagram's read): the edge ends on the table's head.
    customers.columns.pop();
    const { edges, linked } = linksOf([customers, orders]);
    expect(edges).toMatchObject([
      { source: orders.id, sourceHandle: customer.id, target: customers.id, targetHandle: TARGET_HANDLE },
    ]);
    expect(linked.get(customers.id)).toBeUndefined();
    // A text column with a table id in its settings links nothing; a link without a table neither.
    const text = { ...column("Note", 5), options: { tableId: customers.id } };
    const empty = { ...column("Empty", 6), type: "link" as const, options: { tableId: "" } };
    expect(columnLink(text)).toBeNull();
    expect(columnLink(empty)).toBeNull();
    expect(columnLink(customer)).toEqual({
      tableId: customers.id,
      inverseId: expect.any(String),
      multiple: true,
    });
  });
});
