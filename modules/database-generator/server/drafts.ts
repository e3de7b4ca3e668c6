import "server-only";
import * as z from "@/lib/zod";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { AiModuleContext } from "@/lib/server/ai/provider";
import { jsonOf, modelReply } from "@/lib/server/ai/model-json";
import { aiProvider } from "@/lib/server/ai/select-provider";
import { badRequest, conflict } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";
import { consume } from "@/lib/server/security/rate-limit";
import { databaseDraftSchema, type DraftInput } from "@/modules/database-generator/schemas/inputs";
import {
  DRAFT_TYPES,
  isComputed,
  type ColumnOptions,
  type ColumnShape,
} from "@/modules/database-generator/shared/columns";
import {
  DATABASE_TEMPLATES,
  draftFromDescription,
  type DatabaseDraft,
} from "@/modules/database-generator/shared/templates";
import type { DatabaseDetail } from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import { prepareColumn } from "./column-rules";
import { createDraftLinks, draftLinksOf, titleOf, type MadeTable } from "./draft-links";
import { getDatabaseIn } from "./databases";
import { insertRecords } from "./record-writes";
import { dbChanged, dbScope } from "./scope";
import { insertTable } from "./tables";

// Databases from a draft: a template (the spec's three samples, real tables with sample records) or
// the AI smart builder's proposal from a description, shown for approval and then created whole in
// one transaction. The builder drafts without a model (the closest template, or a table of what the
// description names); with a model configured for Ask AI, the model proposes and its answer is used
// when it is a valid draft.

const DRAFT_MAX_CHARS = 64_000;

const INSTRUCTIONS = `You design relational databases for a no-code tool. Answer with one JSON object only, no prose:
{"name": string, "description": string, "tables": [{"name": string, "columns": [{"name": string, "type": one of ${DRAFT_TYPES.join(", ")}, "options"?: {"choices"?: [{"name": string}]}, "link"?: {"table": another table's name, "multiple": boolean}}], "rows": [[values in the columns' order]]}]}.
At most 6 tables, 12 columns each, 5 sample rows each. The first column names the record (a text). A "link" column relates a record to records of another table: its values are those records' first column, as written there.`;

/** GET …/templates: the databases to start from. */
export async function listTemplates(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<{ data: (DatabaseDraft & { id: string })[] }> {
  await dbScope(actor, moduleId, locale);
  return {
    data: DATABASE_TEMPLATES.map(({ id, name, description, tables }) => ({ id, name, description, tables })),
  };
}

/** A model's draft when it is one the builder can create, else null. */
export function modelDraft(reply: string): DatabaseDraft | null {
  const parsed = z.safeParse(databaseDraftSchema, jsonOf(reply));
  if (!parsed.success) return null;
  try {
    prepareDraft(parsed.data);
  } catch {
    return null;
  }
  return parsed.data as DatabaseDraft;
}

/** POST …/databases/draft {prompt}: the smart builder's proposal (nothing is stored). */
export async function draftDatabase(
  actor: Actor,
  moduleId: unknown,
  input: { prompt: string },
  locale: Locale = "en",
): Promise<DatabaseDraft> {
  const scope = await dbScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  await consume("askAiPerUser", actor.userId);
  const builtIn = draftFromDescription(input.prompt);
  const provider = aiProvider();
  if (provider.name === "built-in") return builtIn;
  const context: AiModuleContext = {
    tag: "DatabaseGenerator",
    moduleId: scope.moduleId,
    placement: scope.project ? "project" : "workspace",
    name: scope.name,
    canCreate: true,
    describe: () => INSTRUCTIONS,
    tools: [],
    answer: () => Promise.resolve(JSON.stringify(builtIn)),
    preface: () => null,
  };
  const reply = await modelReply(provider, {
    context,
    locale,
    question: input.prompt,
    maxChars: DRAFT_MAX_CHARS,
    logTag: "database-generator",
  });
  return modelDraft(reply) ?? builtIn;
}

/**
 * A draft's tables with their columns made and their rows read by the columns' types (a 400 on a bad
 * one); its links checked (draft-links.ts), made once the tables are.
 */
function prepareDraft(draft: DraftInput) {
  return draft.tables.map((table, t) => {
    const names = new Set<string>();
    for (const column of table.columns) {
      if (names.has(column.name.toLowerCase())) throw conflict("validation.dbColumnNameTaken");
      names.add(column.name.toLowerCase());
    }
    const links = draftLinksOf(table, t, draft.tables);
    const given = table.columns.flatMap((column, index) =>
      column.type === "link" ? [] : [{ column, index }],
    );
    const columns = given.map(({ column }, n) => ({ ...prepareColumn(column, n === 0), position: n }));
    const shapes: ColumnShape[] = columns.map((column) => ({
      id: column.id,
      type: column.type,
      options: column.options as ColumnOptions,
    }));
    const rows = table.rows.map((values, r) => {
      const cells: Record<string, Cell> = {};
      shapes.forEach((column, c) => {
        if (isComputed(column.type)) return;
        const at = given[c]!.index;
        const parsed = parseCell(column, values[at] ?? null);
        if (!parsed.ok) {
          throw badRequest(parsed.error, {
            table: table.name,
            tableIndex: t,
            index: r,
            column: table.columns[at]!.name,
          });
        }
        if (parsed.value !== null) cells[column.id] = parsed.value;
      });
      return { id: newId(), cells };
    });
    return { name: table.name, columns, shapes, rows, links, values: table.rows };
  });
}

/** POST …/databases/from-draft: a database with its tables and records from an approved draft. */
export async function createFromDraft(
  actor: Actor,
  moduleId: unknown,
  draft: DraftInput,
  locale: Locale = "en",
): Promise<DatabaseDetail> {
  const scope = await dbScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  const tables = prepareDraft(draft);
  const tableNames = new Set<string>();
  for (const table of tables) {
    if (tableNames.has(table.name.toLowerCase())) throw conflict("validation.dbTableNameTaken");
    tableNames.add(table.name.toLowerCase());
  }
  const id = newId();
  await withEvents(
    async (tx, emit) => {
      await tx.dbDatabase.create({
        data: {
          id,
          workspaceId: scope.membership.workspaceId,
          ...ownerColumns(scope),
          name: draft.name,
          description: draft.description ?? "",
          createdById: actor.userId,
        },
      });
      const made: MadeTable[] = [];
      for (const table of tables) {
        const tableId = await insertTable(tx, scope, actor, id, {
          name: table.name,
          columns: table.columns.map((column) => ({
            name: column.name,
            type: column.type,
            options: column.options as ColumnOptions,
            required: column.required,
            unique: column.unique,
          })),
          ids: table.columns.map((column) => column.id),
        });
        await insertRecords(
          tx,
          { id: tableId, workspaceId: scope.membership.workspaceId, columns: table.shapes },
          actor.userId,
          table.rows,
        );
        const primary = table.columns[0]!.id;
        made.push({
          id: tableId,
          name: table.name,
          workspaceId: scope.membership.workspaceId,
          databaseId: id,
          records: table.rows.map((row) => ({ id: row.id, title: titleOf(row.cells[primary]) })),
          values: table.values,
          links: table.links,
          plainCount: table.columns.length,
        });
      }
      await createDraftLinks(tx, made);
      emit(dbChanged(scope, actor, [{ type: "databases.changed", databaseId: id }]));
    },
    { timeout: 60_000 },
  );
  return getDatabaseIn(scope, id);
}
