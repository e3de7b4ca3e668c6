import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { ColumnInput, ColumnOptionsInput } from "@/modules/database-generator/schemas/inputs";
import {
  COLUMNS_MAX,
  isComputed,
  rollupPrecision,
  type ColumnOptions,
} from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { checkRules, defaultOf, nameUnique, optionsOf, prepareColumn } from "./column-rules";
import {
  addRecordsColumn,
  columnName,
  dropRecordsColumn,
  recordsTable,
  setUnique,
  uniqueColumnOf,
} from "./physical";
import { checkLinkedOptions, createLinkPair, removeLinked, setLinkMultiple } from "./links";
import { installRecordSearch } from "./record-search";
import { installRollupsOf } from "./stored-rollups";
import { assertUnused, formulaOptions, renameInFormulas, saveResults, settleFormulas } from "./formula-rules";
import { columnOf, columnSelect } from "./rows";
import { columnNotFound, dbChanged, dbScope, tableIn } from "./scope";

// A table's columns: added (at the end or a place), changed (name, settings, rules, default, place,
// width, hidden) and removed (their cells with them). Changing a column's type is not one of these.

async function columnIn(scope: ModuleScope, tableId: string, columnId: string) {
  const table = await tableIn(scope, tableId);
  const row = await getDb().dbColumn.findFirst({
    where: { id: columnId, tableId: table.id },
    select: columnSelect,
  });
  if (!row) throw columnNotFound();
  return { table, column: columnOf(row) };
}

/** The table's columns as they are in the transaction (what its formulas are checked against). */
async function columnsIn(tx: Tx, tableId: string): Promise<Column[]> {
  const rows = await tx.dbColumn.findMany({
    where: { tableId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: columnSelect,
  });
  return rows.map(columnOf);
}

/** Puts a column at `position` among its table's (the primary one stays first), renumbering them. */
async function placeColumn(tx: Tx, tableId: string, columnId: string, position: number): Promise<void> {
  const columns = await tx.dbColumn.findMany({
    where: { tableId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, primary: true },
  });
  const order = columns.filter((c) => c.id !== columnId);
  const at = Math.max(order[0]?.primary ? 1 : 0, Math.min(position, order.length));
  order.splice(at, 0, { id: columnId, primary: false });
  await tx.$executeRaw`
    UPDATE "DbColumn" c SET "position" = o."n" - 1
      FROM unnest(${order.map((c) => c.id)}::bpchar[]) WITH ORDINALITY o("id", "n")
     WHERE c."id" = o."id" AND c."position" <> o."n" - 1`;
}

export async function createColumn(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  input: ColumnInput & { position?: number | undefined },
  locale: Locale = "en",
): Promise<Column> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  assertModuleCan(scope, "edit");
  const column = prepareColumn(input, false);
  await nameUnique("validation.dbColumnNameTaken", () =>
    withEvents(async (tx, emit) => {
      await tx.$executeRaw`SELECT 1 FROM "DbTable" WHERE "id" = ${table.id} FOR UPDATE`;
      const count = await tx.dbColumn.count({ where: { tableId: table.id } });
      if (count >= COLUMNS_MAX) throw badRequest("validation.dbColumnsTooMany");
      const events = [{ type: "table.changed" as const, databaseId: table.databaseId, tableId: table.id }];
      if (column.type === "link") {
        // Its other side in the linked table, and their junction.
        const link = await createLinkPair(tx, table, { ...column, options: column.options as ColumnOptions });
        column.options = link.options as object;
        if (link.targetId !== table.id)
          events.push({ type: "table.changed", databaseId: table.databaseId, tableId: link.targetId });
      } else if (column.type === "formula") {
        // Checked against the table's columns; its result's type found from the expression.
        const expression = input.options?.expression ?? "";
        const candidate = columnOf({
          ...column,
          options: { expression },
          required: false,
          unique: false,
          defaultValue: null,
          position: count,
          width: 200,
          hidden: false,
        });
        const results = settleFormulas([...(await columnsIn(tx, table.id)), candidate], column.id);
        column.options = formulaOptions(
          expression,
          results.get(column.id)!,
          input.options?.precision,
        ) as object;
      } else if (column.type === "lookup" || column.type === "rollup") {
        const options = column.options as ColumnOptions;
        const target = await checkLinkedOptions(tx, table.id, column.type, options);
        // A rollup's digits, when none are given, are its column's.
        if (column.type === "rollup" && input.options?.precision === undefined)
          column.options = { ...options, precision: rollupPrecision(options.fn ?? "count", target) };
      }
      await tx.dbColumn.create({ data: { ...column, tableId: table.id, position: count } });
      await addRecordsColumn(tx, table, column);
      // A rollup keeps its value in a stored column of its own (stored-rollups.ts).
      if (column.type === "rollup") await installRollupsOf(tx, table.workspaceId, [column.id]);
      if (input.position !== undefined) await placeColumn(tx, table.id, column.id, input.position);
      await installRecordSearch(tx, table.id);
      await tx.dbTable.update({ where: { id: table.id }, data: { updatedAt: new Date() } });
      emit(dbChanged(scope, actor, events));
    }),
  );
  return (await columnIn(scope, table.id, column.id)).column;
}

export interface ColumnChange {
  name?: string | undefined;
  options?: ColumnOptionsInput | undefined;
  required?: boolean | undefined;
  unique?: boolean | undefined;
  defaultValue?: unknown;
  position?: number | undefined;
  width?: number | undefined;
  hidden?: boolean | undefined;
}

export async function updateColumn(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; columnId: string },
  input: ColumnChange,
  locale: Locale = "en",
): Promise<Column> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const { table, column } = await columnIn(scope, params.tableId, params.columnId);
  assertModuleCan(scope, "edit");
  if (input.hidden && column.primary) throw badRequest("validation.dbPrimaryHidden");
  const given = input.options ? optionsOf(column.type, input.options, column.options) : column.options;
  // A link's ends never change (its other side and junction are made with it); only `multiple` does.
  const options =
    column.type === "link"
      ? { ...given, tableId: column.options.tableId, inverseId: column.options.inverseId }
      : given;
  const defaultValue =
    input.defaultValue !== undefined
      ? defaultOf({ type: column.type, options }, input.defaultValue)
      : column.defaultValue !== null
        ? defaultOf({ type: column.type, options }, column.defaultValue)
        : null;
  const required = input.required ?? column.required;
  const unique = input.unique ?? column.unique;
  checkRules(column.type, { required, unique, hasDefault: defaultValue !== null, primary: column.primary });
  const removed = (column.options.choices ?? [])
    .filter((choice) => !options.choices?.some((kept) => kept.id === choice.id))
    .map((choice) => choice.id);
  await nameUnique("validation.dbColumnNameTaken", () =>
    withEvents(async (tx, emit) => {
      await tx.$executeRaw`SELECT 1 FROM "DbTable" WHERE "id" = ${table.id} FOR UPDATE`;
      if (unique !== column.unique) await uniqueIndexed(tx, table, { ...column, unique }, unique);
      if (input.name !== undefined && input.name !== column.name)
        await renameInFormulas(tx, await columnsIn(tx, table.id), column, input.name);
      if (column.type === "formula" && input.options) {
        const columns = await columnsIn(tx, table.id);
        // The formula and those using it, checked as they will be; results that change are saved.
        const expression = input.options.expression ?? column.options.expression ?? "";
        const changed = { ...column, name: input.name ?? column.name, options: { ...options, expression } };
        const results = settleFormulas(
          columns.map((entry) => (entry.id === column.id ? changed : entry)),
          column.id,
        );
        Object.assign(options, formulaOptions(expression, results.get(column.id)!, options.precision));
        await saveResults(tx, columns, results, column.id);
      }
      if (column.type === "link" && options.multiple !== column.options.multiple)
        await setLinkMultiple(tx, table.workspaceId, column, options.multiple ?? true);
      if ((column.type === "lookup" || column.type === "rollup") && input.options)
        await checkLinkedOptions(tx, table.id, column.type, options);
      await tx.dbColumn.update({
        where: { id: column.id },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          options: options as object,
          required,
          unique,
          defaultValue: defaultValue === null ? Prisma.DbNull : (defaultValue as object),
          ...(input.width !== undefined ? { width: input.width } : {}),
          ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
        },
      });
      if (input.position !== undefined && !column.primary)
        await placeColumn(tx, table.id, column.id, input.position);
      // A rollup of another column, link or function is computed again.
      if (column.type === "rollup" && input.options)
        await installRollupsOf(tx, table.workspaceId, [column.id]);
      // Cells that held a removed choice lose it.
      if (removed.length) await dropChoices(tx, table, column, removed);
      // Search reads the choices' new names.
      await installRecordSearch(tx, table.id);
      await tx.dbTable.update({ where: { id: table.id }, data: { updatedAt: new Date() } });
      const events = [{ type: "table.changed" as const, databaseId: table.databaseId, tableId: table.id }];
      emit(
        dbChanged(
          scope,
          actor,
          removed.length || isComputed(column.type)
            ? [...events, { type: "records.changed", tableId: table.id, recordIds: "all" }]
            : events,
        ),
      );
    }),
  );
  return (await columnIn(scope, table.id, column.id)).column;
}

/** Adds or drops the column's unique index; values already shared refuse it (409). */
async function uniqueIndexed(
  tx: Tx,
  table: { workspaceId: string; id: string },
  column: Column,
  unique: boolean,
): Promise<void> {
  try {
    // A refused index aborts the transaction: the whole change is refused with it.
    await setUnique(tx, table, column, unique);
  } catch (error) {
    if (uniqueColumnOf(error) === column.id || /23505|could not create unique index/i.test(String(error)))
      throw conflict("validation.dbUniqueDuplicates");
    throw error;
  }
}

async function dropChoices(
  tx: Tx,
  table: { workspaceId: string; id: string },
  column: Column,
  removed: string[],
): Promise<void> {
  const cell = Prisma.raw(`"${columnName(column.id)}"`);
  if (column.type === "singleSelect") {
    await tx.$executeRaw`UPDATE ${recordsTable(table)} SET ${cell} = NULL WHERE ${cell} = ANY(${removed}::text[])`;
    return;
  }
  await tx.$executeRaw`
    UPDATE ${recordsTable(table)}
       SET ${cell} = NULLIF(ARRAY(SELECT e FROM unnest(${cell}) e WHERE e <> ALL(${removed}::text[])), '{}')
     WHERE ${cell} && ${removed}::text[]`;
}

export async function deleteColumn(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; columnId: string },
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const { table, column } = await columnIn(scope, params.tableId, params.columnId);
  assertModuleCan(scope, "edit");
  if (column.primary) throw badRequest("validation.dbPrimaryDelete");
  await withEvents(
    async (tx, emit) => {
      await tx.$executeRaw`SELECT 1 FROM "DbTable" WHERE "id" = ${table.id} FOR UPDATE`;
      assertUnused(await columnsIn(tx, table.id), column);
      // A link's other side goes with it, and the lookups and rollups reading through it or this column.
      const others = await removeLinked(tx, table.workspaceId, table.databaseId, [column.id]);
      await tx.dbColumn.delete({ where: { id: column.id } });
      await dropRecordsColumn(tx, table, column);
      await installRecordSearch(tx, table.id);
      await tx.dbTable.update({ where: { id: table.id }, data: { updatedAt: new Date() } });
      emit(
        dbChanged(scope, actor, [
          ...[table.id, ...others.filter((id) => id !== table.id)].flatMap((tableId) => [
            { type: "table.changed" as const, databaseId: table.databaseId, tableId },
            { type: "records.changed" as const, tableId, recordIds: "all" as const },
          ]),
        ]),
      );
    },
    { timeout: 120_000 },
  );
  return { ok: true };
}
