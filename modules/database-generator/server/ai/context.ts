import "server-only";
import type { AiModuleKind } from "@/lib/server/ai/provider";
import { placedModule } from "@/lib/server/ai/provider";
import type { Column } from "@/modules/database-generator/shared/types";
import { dbScope } from "../scope";
import { answerFor } from "./answers";
import { readSchema, type DbSchema } from "./db-data";
import { dbTools } from "./tools";

/** Tables and columns of each table a model is told of (the rest: list_tables, describe_table). */
export const DESCRIBED_TABLES = 40;
export const DESCRIBED_COLUMNS = 60;
const DESCRIBED_CHOICES = 20;

/** A column as a model reads it: its name, type and what its type holds. */
function columnText(schema: DbSchema, column: Column): string {
  const parts: string[] = [column.type];
  if (column.type === "formula" && column.options.result) parts.push(`result ${column.options.result}`);
  if (column.options.currency) parts.push(column.options.currency);
  const choices = column.options.choices ?? [];
  if (choices.length)
    parts.push(
      `choices: ${choices
        .slice(0, DESCRIBED_CHOICES)
        .map((choice) => JSON.stringify(choice.name))
        .join(
          ", ",
        )}${choices.length > DESCRIBED_CHOICES ? `, +${choices.length - DESCRIBED_CHOICES} more` : ""}`,
    );
  if (column.type === "link") {
    const target = schema.tables.find((table) => table.id === column.options.tableId);
    if (target) parts.push(`to ${JSON.stringify(target.name)}`);
  }
  if (column.primary) parts.push("primary");
  return `${JSON.stringify(column.name)} (${parts.join(", ")})`;
}

/** The module's schema for a model, capped: databases, tables, columns, no records. */
export function schemaText(schema: DbSchema): string {
  if (schema.databases.length === 0) return "It has no databases yet.";
  const lines = ["Its databases, tables and columns (the schema only; read records with the tools):"];
  let described = 0;
  for (const database of schema.databases) {
    lines.push(`Database ${JSON.stringify(database.name)}${database.tables.length ? ":" : " (no tables)"}`);
    for (const table of database.tables) {
      if (described === DESCRIBED_TABLES) break;
      described += 1;
      const shown = table.columns.slice(0, DESCRIBED_COLUMNS).map((column) => columnText(schema, column));
      const more = table.columns.length - shown.length;
      lines.push(
        `- Table ${JSON.stringify(table.name)} (${table.recordCount} records): ${shown.join("; ")}${
          more > 0 ? `; and ${more} more columns (describe_table lists them)` : ""
        }`,
      );
    }
  }
  const left = schema.tables.length - described;
  if (left > 0) lines.push(`And ${left} more tables not described here: list_tables names them.`);
  return lines.join("\n");
}

/**
 * A database generator module's assistant: the module's gate (dbScope: 404 for another workspace's
 * id, a hidden project, a private module or another kind), then its databases' schema (read once per
 * question) as the model's description, its tools and the built-in answers: its tables, a table's
 * columns, counts and a number column's figures. Every reader reads every database of the module, so
 * the assistant reads what the asker could open, through the records service's rules; never another
 * module's tables.
 */
export const databaseGeneratorAi: AiModuleKind = {
  tag: "DatabaseGenerator",
  async open(actor, moduleId, locale) {
    const scope = await dbScope(actor, moduleId, locale);
    const schema = await readSchema(scope);
    const answer = answerFor(actor, scope, schema, locale);
    return {
      ...placedModule("DatabaseGenerator", scope),
      canCreate: scope.access.add,
      describe: () =>
        [
          `The module is a database generator named ${JSON.stringify(scope.name)}: databases of tables people design, with typed columns and records.`,
          `You help ${actor.name}, the person asking, with its databases and their records. Today is ${new Date().toISOString().slice(0, 10)}.`,
          schemaText(schema),
          "Read records only through the tools: find_records (filters by column names and each column's operators, sorts, a search), count_records (also by a column's values) and summarize_column (a number column's count, sum, average, minimum and maximum). Never guess figures: count and sum with the tools.",
          "Name tables and columns as they are called. Link a table as [name](link) with the link its tool result gives. Say what a tool's error says when a table, column or value is unknown.",
        ].join("\n"),
      tools: dbTools(actor, scope, schema, locale),
      answer: (intent) =>
        answer(
          intent.kind === "dbTables" ||
            intent.kind === "dbDescribe" ||
            intent.kind === "dbCount" ||
            intent.kind === "dbAggregate"
            ? intent
            : { kind: "help" },
        ),
      preface: () => null,
    };
  },
};
