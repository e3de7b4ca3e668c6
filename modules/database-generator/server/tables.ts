import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId, sqlNewId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { ColumnInput } from "@/modules/database-generator/schemas/inputs";
import { freeName, TABLES_MAX, type Column, type Table } from "@/modules/database-generator/shared/types";
import { isLinked } from "@/modules/database-generator/shared/columns";
import { nameUnique, prepareColumn } from "./column-rules";
import { cloneLinks } from "./clone-links";
import { removeLinked } from "./links";
import {
  cellColumn,
  columnName,
  createRecordsTable,
  dropRecordsTable,
  recordsTable,
  sqlType,
} from "./physical";
import { installRecordSearch } from "./record-search";
import { columnOf, columnSelect, tableSelect, tableSummaryOf } from "./rows";
import { withTriggerCounts } from "./table-triggers";
import { databaseIn, dbChanged, dbScope, tableIn, tableNotFound } from "./scope";
import { cloneViews } from "./views";

// A database's tables: created with their columns (a text "Name" naming the records when none are
// given), opened with their columns, renamed, reordered, cloned (columns, optionally records) and
// deleted with their records.

const DEFAULT_COLUMNS: ColumnInput[] = [{ name: "Name", type: "text" }];

/** Tables matching `where` with their columns in their order, in one read. */
export async function tablesWithColumns(where: Prisma.DbTableWhereInput): Promise<Table[]> {
  const rows = await getDb().dbTable.findMany({
    where,
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      ...tableSelect,
      columns: { select: columnSelect, orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  return rows.map((row) => ({ ...tableSummaryOf(row), columns: row.columns.map(columnOf) }));
}

/** A table of the module with its columns in their order. */
export async function getTableIn(scope: ModuleScope, tableId: string): Promise<Table> {
  const [table] = await tablesWithColumns({ id: tableId, database: { moduleId: scope.moduleId } });
  if (!table) throw tableNotFound();
  return table;
}

/** A column's definition (what a copy or an export keeps of it). */
export const columnDefinition = (column: Column): ColumnInput => ({
  name: column.name,
  type: column.type,
  options: column.options,
  required: column.required,
  unique: column.unique,
  defaultValue: column.defaultValue,
});

export async function getTable(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  locale: Locale = "en",
): Promise<Table> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const [table] = await withTriggerCounts(scope, [await getTableIn(scope, params.tableId)]);
  return table!;
}

/** Writes a new table with its columns in `tx` (a table or a clone, a template, an import). */
export async function insertTable(
  tx: Tx,
  scope: ModuleScope,
  actor: Actor,
  databaseId: string,
  input: {
    name: string;
    description?: string | undefined;
    columns?: ColumnInput[] | undefined;
    /** The columns' ids (a clone maps its source's columns to them); new ones when absent. */
    ids?: string[];
  },
): Promise<string> {
  const given = input.columns?.length ? input.columns : DEFAULT_COLUMNS;
  // Links, lookups, rollups and formulas name other tables and columns: added once the table exists.
  if (given.some((column) => isLinked(column.type) || column.type === "formula"))
    throw badRequest("validation.dbLinkNotYet");
  const names = new Set<string>();
  for (const column of given) {
    const key = column.name.toLowerCase();
    if (names.has(key)) throw conflict("validation.dbColumnNameTaken");
    names.add(key);
  }
  const columns = given.map((column, n) => ({
    ...prepareColumn(column, n === 0),
    ...(input.ids?.[n] ? { id: input.ids[n] } : {}),
    position: n,
  }));
  // Tables of one database are added one at a time (their positions and the limit).
  await tx.$executeRaw`SELECT 1 FROM "DbDatabase" WHERE "id" = ${databaseId} FOR UPDATE`;
  const count = await tx.dbTable.count({ where: { databaseId } });
  if (count >= TABLES_MAX) throw badRequest("validation.dbTablesTooMany");
  const last = await tx.dbTable.findFirst({
    where: { databaseId },
    orderBy: { position: "desc" },
    select: { position: true },
  });
  const id = newId();
  await tx.dbTable.create({
    data: {
      id,
      workspaceId: scope.membership.workspaceId,
      databaseId,
      name: input.name,
      description: input.description ?? "",
      position: (last?.position ?? -1) + 1,
      createdById: actor.userId,
    },
  });
  await tx.dbColumn.createMany({ data: columns.map((column) => ({ ...column, tableId: id })) });
  await createRecordsTable(tx, { workspaceId: scope.membership.workspaceId, id }, columns);
  await installRecordSearch(tx, id);
  await tx.dbDatabase.update({ where: { id: databaseId }, data: { updatedAt: new Date() } });
  return id;
}

export async function createTable(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  input: { name: string; description?: string | undefined; columns?: ColumnInput[] | undefined },
  locale: Locale = "en",
): Promise<Table> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const database = await databaseIn(scope, params.databaseId);
  assertModuleCan(scope, "add");
  const id = await nameUnique("validation.dbTableNameTaken", () =>
    withEvents(async (tx, emit) => {
      const created = await insertTable(tx, scope, actor, database.id, input);
      emit(dbChanged(scope, actor, [{ type: "table.changed", databaseId: database.id, tableId: created }]));
      return created;
    }),
  );
  return getTableIn(scope, id);
}

export async function updateTable(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  input: { name?: string | undefined; description?: string | undefined; position?: number | undefined },
  locale: Locale = "en",
): Promise<Table> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  assertModuleCan(scope, "edit");
  await nameUnique("validation.dbTableNameTaken", () =>
    withEvents(async (tx, emit) => {
      await tx.dbTable.update({
        where: { id: table.id },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          updatedAt: new Date(),
        },
      });
      if (input.position !== undefined) await moveTable(tx, table.databaseId, table.id, input.position);
      emit(
        dbChanged(scope, actor, [{ type: "table.changed", databaseId: table.databaseId, tableId: table.id }]),
      );
    }),
  );
  return getTableIn(scope, table.id);
}

/** Puts a table at `position` among its database's tables (0-based), renumbering them. */
async function moveTable(tx: Tx, databaseId: string, tableId: string, position: number): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM "DbDatabase" WHERE "id" = ${databaseId} FOR UPDATE`;
  const tables = await tx.dbTable.findMany({
    where: { databaseId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  const order = tables.map((t) => t.id).filter((id) => id !== tableId);
  order.splice(Math.min(position, order.length), 0, tableId);
  await tx.$executeRaw`
    UPDATE "DbTable" t SET "position" = o."n" - 1
      FROM unnest(${order}::bpchar[]) WITH ORDINALITY o("id", "n")
     WHERE t."id" = o."id" AND t."position" <> o."n" - 1`;
}

export async function deleteTable(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  assertModuleCan(scope, "delete");
  await withEvents(async (tx, emit) => {
    // Its links' other sides in other tables go with it, and what reads through them or its columns.
    const columns = await tx.dbColumn.findMany({ where: { tableId: table.id }, select: { id: true } });
    const others = await removeLinked(
      tx,
      table.workspaceId,
      table.databaseId,
      columns.map((column) => column.id),
    );
    await tx.dbTable.delete({ where: { id: table.id } });
    await dropRecordsTable(tx, table);
    await tx.dbDatabase.update({ where: { id: table.databaseId }, data: { updatedAt: new Date() } });
    emit(
      dbChanged(scope, actor, [
        { type: "table.changed", databaseId: table.databaseId, tableId: table.id },
        ...others
          .filter((id) => id !== table.id)
          .flatMap((tableId) => [
            { type: "table.changed" as const, databaseId: table.databaseId, tableId },
            { type: "records.changed" as const, tableId, recordIds: "all" as const },
          ]),
      ]),
    );
  });
  return { ok: true };
}

/** The first of "Name copy", "Name copy 2", … that the database does not have. */
async function copyName(databaseId: string, name: string): Promise<string> {
  const tables = await getDb().dbTable.findMany({ where: { databaseId }, select: { name: true } });
  return freeName(
    `${name.slice(0, 90)} copy`,
    tables.map((table) => table.name),
  );
}

/** Copies a table's columns (new ids, same settings) and, with `withRecords`, its records. */
export async function cloneTable(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  input: { name?: string | undefined; withRecords?: boolean | undefined },
  locale: Locale = "en",
): Promise<Table> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const source = await getTableIn(scope, params.tableId);
  assertModuleCan(scope, "add");
  const name = input.name ?? (await copyName(source.databaseId, source.name));
  const id = await nameUnique("validation.dbTableNameTaken", () =>
    withEvents(
      async (tx, emit) => {
        // The copy's columns: same names and settings, new ids (old → new); its links, lookups,
        // rollups and formulas once it exists (clone-links.ts).
        const plain = source.columns.filter((column) => !isLinked(column.type) && column.type !== "formula");
        const map = new Map(plain.map((column) => [column.id, newId()]));
        const created = await insertTable(tx, scope, actor, source.databaseId, {
          name,
          description: source.description,
          columns: plain.map(columnDefinition),
          ids: plain.map((column) => map.get(column.id)!),
        });
        if (input.withRecords) {
          const stored = plain.filter((column) => sqlType(column.type) !== null);
          const targets = stored.map((column) => Prisma.raw(`"${columnName(map.get(column.id)!)}"`));
          const sources = stored.map((column) => cellColumn(column.id));
          const copy = { workspaceId: scope.membership.workspaceId, id: created };
          await tx.$executeRaw`
            INSERT INTO ${recordsTable(copy)} ("id", "number", "createdAt", "updatedAt", "createdById", "updatedById"${Prisma.join([Prisma.empty, ...targets], ", ")})
            SELECT ${sqlNewId}, r."number", r."createdAt", r."updatedAt", r."createdById", r."updatedById"${Prisma.join([Prisma.empty, ...sources], ", ")}
              FROM ${recordsTable({ workspaceId: scope.membership.workspaceId, id: source.id })} r`;
          // Counted from what was copied (the source may have changed since the first statement).
          await tx.$executeRaw`
            UPDATE "DbTable" SET
              "recordCount" = (SELECT count(*) FROM ${recordsTable(copy)}),
              "nextNumber" = (SELECT COALESCE(max("number"), 0) + 1 FROM ${recordsTable(copy)})
             WHERE "id" = ${created}`;
        }
        const linked = await cloneLinks(
          tx,
          scope.membership.workspaceId,
          source,
          { id: created, databaseId: source.databaseId, name },
          map,
          input.withRecords ?? false,
        );
        await cloneViews(
          tx,
          source,
          { id: created, workspaceId: scope.membership.workspaceId },
          map,
          actor.userId,
        );
        await tx.$executeRaw`
          UPDATE "DbColumn" c SET "width" = s."width", "hidden" = s."hidden", "position" = s."position"
            FROM "DbColumn" s, unnest(${[...map.keys()]}::bpchar[], ${[...map.values()]}::bpchar[]) AS m("old", "new")
           WHERE s."id" = m."old" AND c."id" = m."new"`;
        emit(
          dbChanged(scope, actor, [
            { type: "table.changed", databaseId: source.databaseId, tableId: created },
            ...linked.map((tableId) => ({
              type: "table.changed" as const,
              databaseId: source.databaseId,
              tableId,
            })),
          ]),
        );
        return created;
      },
      { timeout: 120_000 },
    ),
  );
  return getTableIn(scope, id);
}
