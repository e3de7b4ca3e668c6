// The database generator's assistant as a model's tools (issue 36 Ask AI): the schema it is told
// (never a record), its tables and columns, records found by conditions on columns named (checked
// against each column's operators, values as the grid shows them), counts by a column's values and a
// number column's figures (from its groups, or its records read in pages past a thousand values);
// what it does not know answered as an error naming it, malformed arguments refused, and never
// another module's tables. Its built-in answers: ai.test.ts.
import { AiToolArgumentsError, type AiModuleContext } from "@/lib/server/ai/provider";
import { databaseGeneratorAi } from "@/modules/database-generator/server/ai/context";
import type { Table } from "@/modules/database-generator/shared/types";
import { seedShop, type Shop } from "./ai-helpers";

let shop: Shop;
let orders: Table;

beforeAll(async () => {
  shop = await seedShop();
  orders = shop.orders;
}, 60_000);

describe("the database generator's tools", () => {
  let context: AiModuleContext;
  const run = (name: string, args: unknown) => context.tools.find((tool) => tool.name === name)!.run(args);
  const records = async (args: Record<string, unknown>) =>
    (
      (await run("find_records", { table: "Orders", ...args })) as {
        total: number;
        records: { cells: Record<string, unknown> }[];
      }
    ).records.map((record) => record.cells.Name);

  beforeAll(async () => {
    context = await databaseGeneratorAi.open(shop.dbs.team.member.actor, shop.dbs.moduleId, "en");
  });

  it("tells a model the schema, never a record", () => {
    const text = context.describe();
    expect(text).toContain(
      '- Table "Orders" (5 records): "Name" (text, primary); "Stage" (singleSelect, choices: "Lead", "Won", "Lost")',
    );
    expect(text).toContain('"Customer" (link, to "Customers")');
    expect(text).not.toMatch(/Alpha|Beta|Hidden|Rivals/);
    expect(context.tools.map((tool) => tool.name)).toEqual([
      "list_tables",
      "describe_table",
      "find_records",
      "count_records",
      "summarize_column",
    ]);
  });

  it("lists and describes the module's tables only", async () => {
    const listed = (await run("list_tables", {})) as {
      databases: { tables: { name: string; link: string }[] }[];
    };
    expect(listed.databases.flatMap((entry) => entry.tables.map((table) => table.name))).toEqual([
      "Orders",
      "Customers",
      "Big",
    ]);
    expect(listed.databases[0]!.tables[0]!.link).toBe(shop.tableLink(orders));
    const described = (await run("describe_table", { table: "orders" })) as {
      records: number;
      columns: { name: string; choices?: string[]; operators: string[]; linksTo?: string }[];
    };
    expect(described.records).toBe(5);
    const stage = described.columns.find((column) => column.name === "Stage")!;
    expect(stage.choices).toEqual(["Lead", "Won", "Lost"]);
    expect(stage.operators).toEqual(["is", "isNot", "isAnyOf", "isNoneOf", "isEmpty", "isNotEmpty"]);
    expect(described.columns.find((column) => column.name === "Customer")!.linksTo).toBe("Customers");
    for (const table of [shop.hidden.id, shop.rival.id, "Hidden", "Rivals"])
      expect(await run("describe_table", { table })).toEqual({
        error: `No table is called “${table}”. The tables: Orders, Customers, Big.`,
      });
  });

  it("finds records by conditions on columns named, shown as the grid shows them", async () => {
    const won = (await run("find_records", {
      table: "Orders",
      where: [{ column: "stage", operator: "is", value: "won" }],
      sort: [{ column: "Amount", direction: "desc" }],
    })) as { total: number; records: { cells: Record<string, unknown> }[]; more: boolean };
    expect(won.total).toBe(2);
    expect(won.more).toBe(false);
    expect(won.records[0]!.cells).toEqual({
      Name: "Beta",
      Stage: "Won",
      Amount: 250.5,
      Qty: 1,
      Paid: false,
      Tags: ["A", "B"],
      Due: "2026-03-05",
      Customer: ["Bob"],
    });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ column: "Amount", operator: ">", value: "50" }, ["Alpha", "Beta"]],
      [{ column: "Due", operator: "before", value: "2026-03-02" }, ["Alpha", "Delta"]],
      [{ column: "Paid", operator: "=", value: true }, ["Alpha", "Delta"]],
      [{ column: "Tags", operator: "hasAllOf", value: ["a", "B"] }, ["Beta"]],
      [{ column: "Customer", operator: "is", value: "ana" }, ["Alpha", "Gamma"]],
      [{ column: "Stage", operator: "isEmpty" }, ["Epsilon"]],
    ];
    for (const [condition, names] of cases) expect(await records({ where: [condition] })).toEqual(names);
    const either = [
      { column: "Stage", operator: "is", value: "Lead" },
      { column: "Stage", operator: "is", value: "Lost" },
    ];
    expect(await records({ where: either, match: "any" })).toEqual(["Gamma", "Delta"]);
    expect(await records({ search: "gam" })).toEqual(["Gamma"]);
    const some = (await run("find_records", { table: "Orders", columns: ["name"], limit: 2, offset: 1 })) as {
      total: number;
      records: { cells: Record<string, unknown> }[];
      more: boolean;
    };
    expect(some.records.map((record) => record.cells)).toEqual([{ Name: "Beta" }, { Name: "Gamma" }]);
    expect(some.more).toBe(true);
  });

  it("counts by a column's values and summarises a number column", async () => {
    expect(
      await run("count_records", { table: "Orders", where: [{ column: "Qty", operator: ">=", value: 2 }] }),
    ).toMatchObject({
      total: 3,
    });
    expect(await run("count_records", { table: "Orders", by: "Stage" })).toMatchObject({
      by: "Stage",
      total: 5,
      groups: [
        { value: "Lead", count: 1 },
        { value: "Won", count: 2 },
        { value: "Lost", count: 1 },
        { value: null, count: 1 },
      ],
    });
    expect(await run("count_records", { table: "Orders", by: "Tags" })).toMatchObject({
      total: 5,
      groups: [
        { value: "A", count: 2 },
        { value: "B", count: 2 },
        { value: null, count: 2 },
      ],
    });
    expect(await run("summarize_column", { table: "Orders", column: "Amount" })).toMatchObject({
      column: "Amount",
      records: 5,
      values: 4,
      sum: 400,
      average: 100,
      min: 9.5,
      max: 250.5,
      partial: false,
    });
    expect(
      await run("summarize_column", {
        table: "Orders",
        column: "amount",
        where: [{ column: "Stage", operator: "is", value: "Won" }],
      }),
    ).toMatchObject({ records: 2, values: 2, sum: 350.5, average: 175.25, min: 100, max: 250.5 });
    // Past a thousand values: the records read in pages.
    expect(await run("summarize_column", { table: "Big", column: "N" })).toMatchObject({
      records: 1_100,
      values: 1_100,
      sum: 605_550,
      average: 550.5,
      min: 1,
      max: 1_100,
      partial: false,
    });
    expect(
      await run("summarize_column", {
        table: "Big",
        column: "N",
        where: [{ column: "N", operator: "lte", value: 10 }],
      }),
    ).toMatchObject({ values: 10, sum: 55 });
  });

  it("answers bad arguments with a clear error, and refuses malformed ones", async () => {
    const where = (column: string, operator: string, value?: unknown) => ({
      table: "Orders",
      where: [{ column, operator, ...(value === undefined ? {} : { value }) }],
    });
    const cases: [string, Record<string, unknown>, string][] = [
      [
        "find_records",
        { table: "Invoices" },
        "No table is called “Invoices”. The tables: Orders, Customers, Big.",
      ],
      [
        "find_records",
        where("Colour", "is", "red"),
        "The table Orders has no column “Colour”. Its columns: Name, Stage, Amount, Qty, Paid, Tags, Due, Customer.",
      ],
      [
        "find_records",
        where("Stage", "gt", "Won"),
        "“gt” does not compare Stage (Single select). Its operators: is, isNot, isAnyOf, isNoneOf, isEmpty, isNotEmpty.",
      ],
      ["count_records", where("Qty", "gt", "many"), "“many” is not a number (Qty holds numbers)."],
      [
        "count_records",
        where("Due", "is", "March"),
        "“March” is not a date for Due: write it as YYYY-MM-DD.",
      ],
      [
        "count_records",
        where("Customer", "is", "Zoe"),
        "No record of Customers is called “Zoe” (for Customer).",
      ],
      ["count_records", where("Qty", "gt"), "Qty needs a value to compare with “gt”."],
      [
        "count_records",
        { table: "Orders", by: "Customer" },
        "Records cannot be counted by the values of Customer (Link to another table): count by a text, number, date, checkbox or select column.",
      ],
      [
        "find_records",
        { table: "Orders", sort: [{ column: "Customer" }] },
        "Records cannot be sorted by Customer (Link to another table).",
      ],
      [
        "summarize_column",
        { table: "Orders", column: "Name" },
        "Name is not a number column of Orders. Its number columns: Amount, Qty.",
      ],
      [
        "describe_table",
        { table: "Orders", database: "CRM" },
        "No database is called “CRM”. The databases: Shop.",
      ],
    ];
    for (const [tool, args, error] of cases) expect(await run(tool, args)).toEqual({ error });
    await expect(run("find_records", { table: "Orders", limit: 51 })).rejects.toBeInstanceOf(
      AiToolArgumentsError,
    );
    await expect(run("find_records", { table: "" })).rejects.toBeInstanceOf(AiToolArgumentsError);
    await expect(run("list_tables", { extra: 1 })).rejects.toBeInstanceOf(AiToolArgumentsError);
  });
});
