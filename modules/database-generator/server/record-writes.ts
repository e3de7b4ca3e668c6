import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { AppError, badRequest } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { CellsInput } from "@/modules/database-generator/schemas/inputs";
import { isComputed, type ColumnType } from "@/modules/database-generator/shared/columns";
import type { Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import { assertModuleFiles } from "./attachments";
import { resolveLinks, writeLinks } from "./link-writes";
import { sidesOf } from "./links";
import { cellColumn, columnName, recordsTable, singleLinkOf, sqlType, uniqueColumnOf } from "./physical";
import { cellsBefore, diff, writeHistory } from "./history";
import { recordsById, tableWithColumns, type TableColumns } from "./records";
import { dbChanged, dbScope, recordNotFound } from "./scope";

// Adding, changing and removing records, one or up to BULK_MAX at once, in one statement and one
// transaction each: every cell checked against its column (a bad one is a 400 naming the column and, in
// a bulk call, the record's index), required columns kept so, unique ones by their index in the records
// table (physical.ts), the table's auto number and count and the records' history kept by the same
// transaction. A change sets only the cells it gives, so two people editing different cells of a
// record both keep their change.

type Table = TableColumns;

/** A 400 for a cell, saying which column (and which record of a bulk call). */
function cellError(message: string, column: Column | null, index: number | null): AppError {
  return badRequest(message, {
    ...(column ? { columnId: column.id, column: column.name } : {}),
    ...(index !== null ? { index } : {}),
  });
}

/**
 * Given cells as stored: `set` (values) and `unset` (emptied), checked against the columns; a link's
 * records as given (ids or names, resolved by resolveLinks) in `links`, an empty list to clear it.
 */
function parseCells(table: Table, cells: CellsInput, index: number | null) {
  const set: Record<string, Cell> = {};
  const unset: string[] = [];
  const links: Record<string, string[]> = {};
  for (const [columnId, raw] of Object.entries(cells)) {
    const column = table.columns.find((c) => c.id === columnId);
    if (!column) throw cellError("validation.dbColumnNotInTable", null, index);
    if (isComputed(column.type)) throw cellError("validation.dbCellComputed", column, index);
    const parsed = parseCell(column, raw);
    if (!parsed.ok) throw cellError(parsed.error, column, index);
    if (column.type === "link") links[columnId] = Array.isArray(parsed.value) ? parsed.value : [];
    else if (parsed.value === null) {
      if (column.required) throw cellError("validation.dbCellRequired", column, index);
      unset.push(columnId);
    } else set[columnId] = parsed.value;
  }
  return { set, unset, links };
}

/** A new record's cells: those given, then the defaults; every required column holding one. */
function newCells(table: Table, cells: CellsInput, index: number | null) {
  const { set, links } = parseCells(table, cells, index);
  for (const column of table.columns) {
    if (!(column.id in set) && !(column.id in cells) && column.defaultValue !== null)
      set[column.id] = column.defaultValue;
    if (column.required && !(column.id in set)) throw cellError("validation.dbCellRequired", column, index);
  }
  return { set, links };
}

/** The stored columns' definitions for jsonb_to_recordset ("c_…" type, …). */
function recordsetColumns(columns: readonly { id: string; type: ColumnType }[]): Prisma.Sql[] {
  return columns.flatMap((column) => {
    const type = sqlType(column.type);
    return type ? [Prisma.raw(`"${columnName(column.id)}" ${type}`)] : [];
  });
}

/** A cell keyed as its records-table column. */
const keyed = (cells: Record<string, Cell | null>) =>
  Object.fromEntries(Object.entries(cells).map(([id, value]) => [columnName(id), value]));

/**
 * Runs a write; a unique column's index refusing it is a 400 naming the column, a link's one-link
 * index a 400 saying the linked record links to another already.
 */
async function uniqueChecked<T>(table: Table, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const columnId = uniqueColumnOf(error);
    const column = columnId ? table.columns.find((c) => c.id === columnId) : undefined;
    if (column) throw cellError("validation.dbCellNotUnique", column, null);
    const single = singleLinkOf(error);
    const link = single
      ? table.columns.find((c) => c.type === "link" && sidesOf(c).ownerId === single.ownerId)
      : undefined;
    if (link) throw cellError("validation.dbCellLinkTaken", link, null);
    throw error;
  }
}

/** The records changed (none given: any of the table's, as another table's links reach them). */
const changed = (tableId: string, ids: string[]) => ({
  type: "records.changed" as const,
  tableId,
  recordIds: ids.length > 0 && ids.length <= 100 ? ids : ("all" as const),
});

/** Numbers of records added at once (insertRecords), first and last. */
export interface NumberRange {
  first: number;
  last: number;
}

/**
 * Writes new records (cells already checked) after the table's last, numbered in order, with the
 * table's count and their history, in `tx`; answers their numbers (null: none given).
 */
export async function insertRecords(
  tx: Tx,
  table: { id: string; workspaceId: string; columns: readonly { id: string; type: ColumnType }[] },
  userId: string,
  rows: { id: string; cells: Record<string, Cell> }[],
): Promise<NumberRange | null> {
  if (rows.length === 0) return null;
  const stored = table.columns.filter((column) => sqlType(column.type) !== null);
  const [counter] = await tx.$queryRaw<{ first: number }[]>`
    UPDATE "DbTable" SET "nextNumber" = "nextNumber" + ${rows.length}, "recordCount" = "recordCount" + ${rows.length},
                         "updatedAt" = now()
     WHERE "id" = ${table.id} RETURNING "nextNumber" - ${rows.length} AS "first"`;
  const first = counter!.first;
  const names = stored.map((column) => cellColumn(column.id, "n"));
  const targets = stored.map((column) => Prisma.raw(`"${columnName(column.id)}"`));
  const json = JSON.stringify(rows.map((row, k) => ({ id: row.id, k, ...keyed(row.cells) })));
  await tx.$executeRaw`
    INSERT INTO ${recordsTable(table)} ("id", "number", "createdById", "updatedById"${targets.length ? Prisma.sql`, ${Prisma.join(targets)}` : Prisma.empty})
    SELECT n."id", ${first} + n."k", ${userId}, ${userId}${names.length ? Prisma.sql`, ${Prisma.join(names)}` : Prisma.empty}
      FROM jsonb_to_recordset(${json}::jsonb) AS n("id" text, "k" int${Prisma.join([Prisma.empty, ...recordsetColumns(stored)], ", ")})`;
  await writeHistory(
    tx,
    table.id,
    userId,
    rows.map((row) => ({
      recordId: row.id,
      kind: "created",
      changes: Object.fromEntries(Object.entries(row.cells).map(([id, to]) => [id, { from: null, to }])),
    })),
  );
  return { first, last: first + rows.length - 1 };
}

/** Adds records (their cells checked, numbered in order); answers them. */
export async function createRecordsIn(
  scope: ModuleScope,
  actor: Actor,
  tableId: string,
  given: CellsInput[],
): Promise<DbRecordAnswer[]> {
  const table = await tableWithColumns(scope, tableId);
  assertModuleCan(scope, "add");
  const parsed = given.map((cells, n) => ({
    id: newId(),
    ...newCells(table, cells, given.length > 1 ? n : null),
  }));
  await assertModuleFiles(scope, table.columns, parsed, cellError);
  const links = await resolveLinks(table, parsed);
  const rows = parsed.map((row) => ({ id: row.id, cells: { ...row.set, ...links.cellsOf(row.id) } }));
  await uniqueChecked(table, () =>
    withEvents(async (tx, emit) => {
      const numbers = await insertRecords(tx, table, actor.userId, rows);
      await writeLinks(tx, links);
      emit(
        dbChanged(scope, actor, [
          {
            ...changed(
              table.id,
              rows.map((row) => row.id),
            ),
            // What tells the rowCreated trigger (server/automation.ts) the records added.
            ...(numbers && { created: numbers }),
          },
          ...links.changedTables().map((tableId) => changed(tableId, [])),
        ]),
      );
    }),
  );
  return recordsById(
    table,
    rows.map((row) => row.id),
  );
}

/** Changes the given cells of records (others untouched); answers them. Unknown ids: 404. */
export async function updateRecordsIn(
  scope: ModuleScope,
  actor: Actor,
  tableId: string,
  given: { id: string; cells: CellsInput }[],
): Promise<DbRecordAnswer[]> {
  const table = await tableWithColumns(scope, tableId);
  assertModuleCan(scope, "edit");
  const ids = given.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) throw badRequest("validation.dbBulkDuplicateIds");
  const patches = given.map((entry, n) => ({
    id: entry.id,
    ...parseCells(table, entry.cells, given.length > 1 ? n : null),
  }));
  await assertModuleFiles(scope, table.columns, patches, cellError);
  const links = await resolveLinks(table, patches);
  // The columns any patch sets or empties; each record keeps the cells its patch does not name.
  const touched = table.columns.filter((column) =>
    patches.some((p) => column.id in p.set || p.unset.includes(column.id) || column.id in p.links),
  );
  const sets = touched
    .filter((column) => sqlType(column.type) !== null)
    .map((column) => {
      const name = columnName(column.id);
      return Prisma.sql`${Prisma.raw(`"${name}"`)} = CASE WHEN p."patch" ? ${name} THEN ${cellColumn(column.id, "p")} ELSE ${cellColumn(column.id, "r")} END`;
    });
  const json = JSON.stringify(
    patches.map((patch) => {
      const cells = {
        ...keyed(patch.set),
        ...keyed(Object.fromEntries(patch.unset.map((id) => [id, null]))),
      };
      return { id: patch.id, patch: cells, ...cells };
    }),
  );
  await uniqueChecked(table, () =>
    withEvents(async (tx, emit) => {
      // What the cells held (the rows locked until the commit): the history keeps before and after.
      const before = await cellsBefore(tx, table, touched, ids);
      const updated = await tx.$executeRaw`
        UPDATE ${recordsTable(table)} r
           SET "updatedAt" = (now() AT TIME ZONE 'UTC'), "updatedById" = ${actor.userId}${sets.length ? Prisma.sql`, ${Prisma.join(sets)}` : Prisma.empty}
          FROM jsonb_to_recordset(${json}::jsonb) AS p("id" text, "patch" jsonb${Prisma.join([Prisma.empty, ...recordsetColumns(touched)], ", ")})
         WHERE r."id" = p."id"`;
      if (updated !== patches.length) throw recordNotFound();
      await writeLinks(tx, links);
      await writeHistory(
        tx,
        table.id,
        actor.userId,
        patches.map((patch) => ({
          recordId: patch.id,
          kind: "updated",
          changes: diff(before.get(patch.id) ?? {}, {
            ...patch.set,
            ...Object.fromEntries(patch.unset.map((id) => [id, null])),
            ...links.historyOf(patch.id),
          }),
        })),
      );
      emit(
        dbChanged(scope, actor, [
          // `updated`: the rowChanged trigger reads what changed from the history written above.
          { ...changed(table.id, ids), updated: true as const },
          ...links.changedTables().map((tableId) => changed(tableId, [])),
        ]),
      );
    }),
  );
  return recordsById(table, ids);
}

/** Removes records of the table; unknown ids: 404 (nothing removed). */
export async function deleteRecordsIn(
  scope: ModuleScope,
  actor: Actor,
  tableId: string,
  ids: string[],
): Promise<number> {
  const table = await tableWithColumns(scope, tableId);
  assertModuleCan(scope, "delete");
  const unique = [...new Set(ids)];
  await withEvents(async (tx, emit) => {
    const before = await cellsBefore(tx, table, table.columns, unique);
    const deleted = await tx.$executeRaw`
      DELETE FROM ${recordsTable(table)} WHERE "id" = ANY(${unique}::bpchar[])`;
    if (deleted !== unique.length) throw recordNotFound();
    // The history keeps what the record held; its comments go with it.
    await writeHistory(
      tx,
      table.id,
      actor.userId,
      unique.map((id) => ({
        recordId: id,
        kind: "deleted",
        changes: Object.fromEntries(
          Object.entries(before.get(id) ?? {}).map(([columnId, from]) => [columnId, { from, to: null }]),
        ),
      })),
    );
    await tx.dbRecordComment.deleteMany({ where: { tableId: table.id, recordId: { in: unique } } });
    await tx.$executeRaw`
      UPDATE "DbTable" SET "recordCount" = "recordCount" - ${deleted}, "updatedAt" = now() WHERE "id" = ${table.id}`;
    // The linked tables' records lose these links (their junction rows go with the records).
    const linked = table.columns.flatMap((c) =>
      c.type === "link" && c.options.tableId ? [c.options.tableId] : [],
    );
    emit(
      dbChanged(scope, actor, [
        changed(table.id, unique),
        ...[...new Set(linked)].filter((id) => id !== table.id).map((id) => changed(id, [])),
      ]),
    );
  });
  return unique.length;
}

type Params = { moduleId: unknown; tableId: string };

export async function createRecords(
  actor: Actor,
  params: Params,
  records: { cells: CellsInput }[],
  locale: Locale = "en",
) {
  const scope = await dbScope(actor, params.moduleId, locale);
  return createRecordsIn(
    scope,
    actor,
    params.tableId,
    records.map((record) => record.cells),
  );
}

export async function updateRecords(
  actor: Actor,
  params: Params,
  records: { id: string; cells: CellsInput }[],
  locale: Locale = "en",
) {
  const scope = await dbScope(actor, params.moduleId, locale);
  return updateRecordsIn(scope, actor, params.tableId, records);
}

export async function deleteRecords(actor: Actor, params: Params, ids: string[], locale: Locale = "en") {
  const scope = await dbScope(actor, params.moduleId, locale);
  return deleteRecordsIn(scope, actor, params.tableId, ids);
}
