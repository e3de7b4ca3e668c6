// The database generator's assistant (issue 36 Ask AI), built in (no AI_BASE_URL): its tables, a
// table's columns, counts (where a column holds a value, by a column's values) and a number column's
// figures, in English and Spanish; tables and columns by name, and what it does not know named in the
// answer. The gate answers as the module's API: a viewer reads, another workspace's module is not
// found, and nothing of another module (of the same project or not) is ever read. Its tools for a
// model: ai-tools.test.ts.
import { databaseGeneratorAi } from "@/modules/database-generator/server/ai/context";
import type { Table } from "@/modules/database-generator/shared/types";
import { ask } from "../ai/helpers";
import type { Caller } from "../workspaces/helpers";
import { seedShop, type Shop } from "./ai-helpers";
import { seedDbs, type Dbs } from "./helpers";

const TAG = { moduleTag: "DatabaseGenerator" };

let dbs: Dbs;
let member: Caller;
let orders: Table;
let customers: Table;
let tableLink: Shop["tableLink"];

beforeAll(async () => {
  ({ dbs, orders, customers, tableLink } = await seedShop());
  member = dbs.team.member;
}, 60_000);

async function reply(c: Caller, message: string, locale: "en" | "es" = "en", moduleId = dbs.moduleId) {
  const asked = await ask(c, moduleId, message, TAG, { locale });
  if (asked.status !== 200 || !asked.done)
    throw new Error(`refused: ${asked.status} ${JSON.stringify(asked.error)}`);
  expect(asked.chunks.join("")).toBe(asked.done.content);
  expect(asked.done.content).not.toMatch(/Hidden|Rivals|Secret/);
  return asked.done.content;
}

describe("the database generator's built-in assistant", () => {
  it("lists the tables and describes one, each linked to its page", async () => {
    const tables = await reply(member, "Which tables are there?");
    expect(tables).toContain("Data has 1 database with 3 tables:");
    expect(tables).toContain("**Shop** · 3 tables · 1,107 records");
    expect(tables).toContain(`- [Orders](${tableLink(orders)}) · 5 records · 8 columns`);
    expect(tables).toContain(`- [Customers](${tableLink(customers)}) · 2 records · 2 columns`);

    const described = await reply(member, "What columns does orders have?");
    expect(described).toContain(
      `[Orders](${tableLink(orders)}) (database **Shop**) has 5 records and 8 columns:`,
    );
    expect(described).toContain("- **Name** · Text · names the records");
    expect(described).toContain("- **Stage** · Single select · Lead, Won, Lost");
    expect(described).toContain("- **Amount** · Currency · USD");
    expect(described).toContain(
      `- **Customer** · Link to another table · to [Customers](${tableLink(customers)})`,
    );
    expect(await reply(member, "What columns do the tables have?")).toContain(
      `- [Customers](${tableLink(customers)}): Name (Text), Orders (Link to another table)`,
    );
    expect(await reply(member, "Describe Invoices")).toBe(
      "No table is called “Invoices”. The tables: Orders, Customers, Big.",
    );
    expect(await reply(member, "hello")).toContain("I can answer questions about the databases of Data");
  });

  it("counts records: in all, in a table, where a column holds a value, by a column's values", async () => {
    const orderLink = `[Orders](${tableLink(orders)})`;
    const answers: [string, string][] = [
      ["How many records are there?", "Data holds **1,107** records in 3 tables:"],
      ["How many records are in Orders?", `${orderLink} has **5** records.`],
      [
        "How many records in Orders where Stage is won?",
        `**2** records of ${orderLink} where **Stage** is “won”.`,
      ],
      ["How many orders where Amount is greater than 50", "**2** records"],
      ["How many records in Orders where Paid is yes", "**2** records"],
      ["How many records in Orders where Customer is Ana", "**2** records"],
      ["How many records in Orders where Stage is empty", "**1** record of"],
      [
        "How many records in Orders where Stage is Pending",
        "Stage has no choice “Pending”. Its choices: Lead, Won, Lost.",
      ],
      [
        "How many records in Orders where Colour is red",
        "The table Orders has no column “Colour”. Its columns: Name, Stage, Amount, Qty, Paid, Tags, Due, Customer.",
      ],
      [
        "How many records in Orders by Stage?",
        `Records of ${orderLink} by **Stage**:\n\n- Lead: **1**\n- Won: **2**\n- Lost: **1**\n- (empty): **1**`,
      ],
      ["Count by Paid in Orders", "- not checked: **3**\n- checked: **2**"],
    ];
    for (const [question, text] of answers) expect(await reply(member, question)).toContain(text);
  });

  it("sums, averages and compares a number column, over the records a condition keeps", async () => {
    const orderLink = `[Orders](${tableLink(orders)})`;
    const answers: [string, string][] = [
      [
        "What is the sum of Amount in Orders?",
        `The sum of **Amount** in ${orderLink} is **$400.00**.\n\nOver 4 records with a value (1 without): sum $400.00 · average $100.00 · minimum $9.50 · maximum $250.50.`,
      ],
      [
        "Average Amount in Orders where Stage is Won",
        `The average of **Amount** in ${orderLink} where **Stage** is “Won” is **$175.25**.`,
      ],
      // No table named: the first with the column.
      ["What's the maximum Qty?", `The maximum of **Qty** in ${orderLink} is **5**.`],
      ["min Qty in orders where Qty > 1", "where **Qty** is over 1 is **2**."],
      ["Sum of N in Big", "is **605,550**."],
      ["Sum of Stage in Orders", "Stage is not a number column of Orders. Its number columns: Amount, Qty."],
      [
        "Sum of Amount in Orders where Stage is Lost",
        `No record of ${orderLink} where **Stage** is “Lost” has a value in **Amount**.`,
      ],
    ];
    for (const [question, text] of answers) expect(await reply(member, question)).toContain(text);
  });

  it("answers in Spanish", async () => {
    expect(await reply(member, "¿Qué tablas hay?", "es")).toContain(
      "Data tiene 1 base de datos con 3 tablas:",
    );
    expect(await reply(member, "¿Cuántos registros hay en Orders donde Stage es Won?", "es")).toBe(
      `**2** registros de [Orders](${tableLink(orders)}) donde **Stage** es «Won».`,
    );
    const sum = await reply(member, "Suma de Amount en Orders", "es");
    expect(sum).toContain("La suma de **Amount** en [Orders](");
    expect(sum).toMatch(/es \*\*400,00\s?US\$\*\*\./);
    expect(await reply(member, "Describe la tabla Clientes", "es")).toBe(
      "Ninguna tabla se llama «Clientes». Las tablas: Orders, Customers, Big.",
    );
    expect(await reply(member, "¿Qué puedes hacer?", "es")).toContain(
      "Puedo responder preguntas sobre las bases de datos de Data",
    );
  });

  it("opens through the module gate: a viewer reads, another workspace's module is not found", async () => {
    expect(await reply(dbs.team.viewer, "How many records are in Orders?")).toContain("**5** records");
    const rivals = await seedDbs("Other Co");
    expect((await ask(member, rivals.moduleId, "Which tables are there?", TAG)).status).toBe(404);
    await expect(
      databaseGeneratorAi.open(rivals.team.member.actor, dbs.moduleId, "en"),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    const context = await databaseGeneratorAi.open(dbs.team.viewer.actor, dbs.moduleId, "en");
    expect(context.canCreate).toBe(false);
    expect((await databaseGeneratorAi.open(member.actor, dbs.moduleId, "en")).canCreate).toBe(true);
  });
});
