import {
  defaultPrecision,
  isLinkedType,
  linkColumnsOf,
  linkDraftOf,
  linkedTableOf,
  linkOptionsBody,
  linkProblem,
  lookupTargets,
  rollupTargets,
  withFunction,
  type LinkDraft,
} from "@/modules/database-generator/components/table/link-rules";
import type { ColumnOptions, ColumnType } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { dbColumn } from "./helpers/db-columns";

const column = (name: string, type: ColumnType, options: ColumnOptions = {}): Column =>
  dbColumn(name, type, options);

// This table (orders) links to customers; the customers' columns are what lookups and rollups read.
const customerLink = column("Customer", "link", { tableId: "customers", inverseId: "x", multiple: false });
const orders = [column("Number", "text"), customerLink, column("Total", "currency")];
const customers = {
  name: column("Name", "text"),
  credit: column("Credit", "currency"),
  visits: column("Visits", "number"),
  stars: column("Stars", "rating"),
  tier: column("Tier", "singleSelect"),
  since: column("Since", "date"),
  serial: column("Serial", "autoNumber"),
  orders: column("Orders", "link", { tableId: "orders", inverseId: customerLink.id }),
  lastOrder: column("Last order", "lookup", { linkId: "o", targetId: "d" }),
  spent: column("Spent", "rollup", { linkId: "o", fn: "sum", targetId: "t" }),
};
const customerColumns = Object.values(customers);

const draft = (change: Partial<LinkDraft> = {}): LinkDraft => ({ ...linkDraftOf(null), ...change });
const names = (columns: Column[]) => columns.map((entry) => entry.name);

describe("the column dialog's links, lookups and rollups", () => {
  it("tells the three types apart from the others", () => {
    expect(["link", "lookup", "rollup"].every((type) => isLinkedType(type as ColumnType))).toBe(true);
    expect(isLinkedType("text")).toBe(false);
    expect(isLinkedType("autoNumber")).toBe(false);
  });

  it("starts a new column with nothing chosen, several records and a count", () => {
    expect(linkDraftOf(null)).toEqual({
      tableId: null,
      multiple: true,
      linkId: null,
      targetId: null,
      fn: "count",
      precision: null,
    });
  });

  it("reads an existing column's settings", () => {
    expect(linkDraftOf(customerLink)).toMatchObject({ tableId: "customers", multiple: false });
    const rollup = column("Spent", "rollup", { linkId: "l", fn: "avg", targetId: "t", precision: 3 });
    expect(linkDraftOf(rollup)).toMatchObject({ linkId: "l", fn: "avg", targetId: "t", precision: 3 });
    // Empty ids read as nothing chosen.
    expect(linkDraftOf(column("L", "lookup", { linkId: "", targetId: "" }))).toMatchObject({
      linkId: null,
      targetId: null,
    });
  });

  it("lists this table's link columns and the table each links to", () => {
    expect(names(linkColumnsOf(orders))).toEqual(["Customer"]);
    expect(linkedTableOf(orders, customerLink.id)).toBe("customers");
    expect(linkedTableOf(orders, orders[0]!.id)).toBeNull();
    expect(linkedTableOf(orders, null)).toBeNull();
  });

  it("lets a lookup show stored columns only: not computed ones, not links", () => {
    expect(names(lookupTargets(customerColumns))).toEqual([
      "Name",
      "Credit",
      "Visits",
      "Stars",
      "Tier",
      "Since",
    ]);
  });

  it("lets a rollup read numbers for sum/avg/min/max, any stored column for countValues, none for count", () => {
    for (const fn of ["sum", "avg", "min", "max"] as const)
      expect(names(rollupTargets(customerColumns, fn))).toEqual(["Credit", "Visits", "Stars"]);
    expect(names(rollupTargets(customerColumns, "countValues"))).toEqual(
      names(lookupTargets(customerColumns)),
    );
    expect(rollupTargets(customerColumns, "count")).toEqual([]);
  });

  it("says what a link still needs", () => {
    const context = { columns: orders, targets: undefined };
    expect(linkProblem("link", draft(), context)).toBe("chooseTable");
    expect(linkProblem("link", draft({ tableId: "customers" }), context)).toBeNull();
  });

  it("says what a lookup still needs, step by step", () => {
    const loaded = { columns: orders, targets: customerColumns };
    expect(linkProblem("lookup", draft(), { columns: [orders[0]!], targets: undefined })).toBe("noLinks");
    expect(linkProblem("lookup", draft(), loaded)).toBe("chooseLink");
    expect(linkProblem("lookup", draft({ linkId: "gone" }), loaded)).toBe("chooseLink");
    const through = draft({ linkId: customerLink.id });
    expect(linkProblem("lookup", through, { columns: orders, targets: undefined })).toBe("loading");
    expect(linkProblem("lookup", through, loaded)).toBe("chooseTarget");
    // A computed column or a link of the linked table is not a lookup's column.
    expect(linkProblem("lookup", { ...through, targetId: customers.serial.id }, loaded)).toBe("chooseTarget");
    expect(linkProblem("lookup", { ...through, targetId: customers.orders.id }, loaded)).toBe("chooseTarget");
    expect(linkProblem("lookup", { ...through, targetId: customers.tier.id }, loaded)).toBeNull();
    expect(linkProblem("lookup", through, { columns: orders, targets: [customers.serial] })).toBe(
      "noTargets",
    );
  });

  it("says what a rollup still needs: a count needs only its link, a sum a number column", () => {
    const loaded = { columns: orders, targets: customerColumns };
    const through = draft({ linkId: customerLink.id });
    expect(linkProblem("rollup", draft(), loaded)).toBe("chooseLink");
    expect(linkProblem("rollup", through, { columns: orders, targets: undefined })).toBeNull();
    const sum = { ...through, fn: "sum" as const };
    expect(linkProblem("rollup", sum, loaded)).toBe("chooseNumber");
    expect(linkProblem("rollup", { ...sum, targetId: customers.name.id }, loaded)).toBe("chooseNumber");
    expect(linkProblem("rollup", { ...sum, targetId: customers.credit.id }, loaded)).toBeNull();
    expect(linkProblem("rollup", sum, { columns: orders, targets: [customers.name] })).toBe("noNumbers");
    const values = { ...through, fn: "countValues" as const };
    expect(linkProblem("rollup", values, loaded)).toBe("chooseTarget");
    expect(linkProblem("rollup", { ...values, targetId: customers.name.id }, loaded)).toBeNull();
  });

  it("sends a new link's table and multiple, an existing link's multiple only", () => {
    const chosen = draft({ tableId: "customers", multiple: false });
    expect(linkOptionsBody("link", chosen, false)).toEqual({ tableId: "customers", multiple: false });
    expect(linkOptionsBody("link", chosen, true)).toEqual({ multiple: false });
  });

  it("sends a lookup's link and column", () => {
    expect(linkOptionsBody("lookup", draft({ linkId: "l", targetId: "t", tableId: "x" }), false)).toEqual({
      linkId: "l",
      targetId: "t",
    });
  });

  it("sends a rollup's link, function, column (not for a count) and precision (numbers only)", () => {
    expect(linkOptionsBody("rollup", draft({ linkId: "l", targetId: "t" }), false)).toEqual({
      linkId: "l",
      fn: "count",
    });
    expect(
      linkOptionsBody("rollup", draft({ linkId: "l", targetId: "t", fn: "countValues" }), false),
    ).toEqual({
      linkId: "l",
      fn: "countValues",
      targetId: "t",
    });
    // No digits chosen: none sent, the server takes the column's (the same rule as defaultPrecision).
    expect(linkOptionsBody("rollup", draft({ linkId: "l", targetId: "t", fn: "avg" }), true)).toEqual({
      linkId: "l",
      fn: "avg",
      targetId: "t",
    });
    expect(
      linkOptionsBody("rollup", draft({ linkId: "l", targetId: "t", fn: "sum", precision: 12 }), false),
    ).toMatchObject({ precision: 8 });
    expect(defaultPrecision("avg")).toBe(2);
    expect(defaultPrecision("max")).toBe(0);
    expect(defaultPrecision("sum", customers.credit)).toBe(customers.credit.options.precision ?? 2);
    expect(defaultPrecision("avg", { ...customers.credit, options: { precision: 4 } })).toBe(4);
    expect(defaultPrecision("count", customers.credit)).toBe(0);
  });

  it("keeps a rollup's column across function changes only while the new function may read it", () => {
    const onName = draft({ linkId: customerLink.id, fn: "countValues", targetId: customers.name.id });
    expect(withFunction(onName, "sum", customerColumns)).toMatchObject({ fn: "sum", targetId: null });
    expect(withFunction(onName, "count", customerColumns)).toMatchObject({ fn: "count", targetId: null });
    const onCredit = { ...onName, targetId: customers.credit.id };
    expect(withFunction(onCredit, "max", customerColumns)).toMatchObject({
      fn: "max",
      targetId: customers.credit.id,
    });
    // While the linked table's columns load, the choice stays (the problem check runs once they come).
    expect(withFunction(onName, "sum", undefined)).toMatchObject({ targetId: customers.name.id });
  });
});
