import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { Database, DatabaseDetail } from "@/modules/database-generator/shared/types";
import { removeLinked } from "./links";
import { dropRecordsTable } from "./physical";
import { tableSelect, tableSummaryOf } from "./rows";
import { withTriggerCounts } from "./table-triggers";
import { databaseIn, databaseNotFound, dbChanged, dbScope } from "./scope";

// The module's databases: listed newest first with their tables' and records' counts, opened with
// their tables, created, renamed and deleted (with everything in them).

const databaseSelect = {
  id: true,
  name: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  createdBy: { select: { id: true, name: true } },
  tables: { select: { recordCount: true } },
} as const;

type DatabaseRow = {
  id: string;
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: { id: string; name: string | null } | null;
  tables: { recordCount: number }[];
};

function databaseOf(row: DatabaseRow): Database {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tableCount: row.tables.length,
    recordCount: row.tables.reduce((sum, table) => sum + table.recordCount, 0),
    createdBy: row.createdBy ? { id: row.createdBy.id, name: row.createdBy.name ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The module's databases, newest first (a module holds few: no paging). */
export async function listDatabasesIn(scope: ModuleScope): Promise<Database[]> {
  const rows = await getDb().dbDatabase.findMany({
    where: { moduleId: scope.moduleId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: databaseSelect,
  });
  return rows.map(databaseOf);
}

export async function listDatabases(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<Database[]> {
  return listDatabasesIn(await dbScope(actor, moduleId, locale));
}

export async function getDatabaseIn(scope: ModuleScope, databaseId: string): Promise<DatabaseDetail> {
  const row = await getDb().dbDatabase.findFirst({
    where: { id: databaseId, moduleId: scope.moduleId },
    select: {
      ...databaseSelect,
      tables: { select: tableSelect, orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  if (!row) throw databaseNotFound();
  return { ...databaseOf(row), tables: await withTriggerCounts(scope, row.tables.map(tableSummaryOf)) };
}

export async function getDatabase(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  locale: Locale = "en",
): Promise<DatabaseDetail> {
  return getDatabaseIn(await dbScope(actor, params.moduleId, locale), params.databaseId);
}

export async function createDatabase(
  actor: Actor,
  moduleId: unknown,
  input: { name: string; description?: string | undefined },
  locale: Locale = "en",
): Promise<DatabaseDetail> {
  const scope = await dbScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  const id = newId();
  await withEvents(async (tx, emit) => {
    await tx.dbDatabase.create({
      data: {
        id,
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        name: input.name,
        description: input.description ?? "",
        createdById: actor.userId,
      },
    });
    emit(dbChanged(scope, actor, [{ type: "databases.changed", databaseId: id }]));
  });
  return getDatabaseIn(scope, id);
}

export async function updateDatabase(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  input: { name?: string | undefined; description?: string | undefined },
  locale: Locale = "en",
): Promise<DatabaseDetail> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const database = await databaseIn(scope, params.databaseId);
  assertModuleCan(scope, "edit");
  await withEvents(async (tx, emit) => {
    await tx.dbDatabase.update({
      where: { id: database.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedAt: new Date(),
      },
    });
    emit(dbChanged(scope, actor, [{ type: "databases.changed", databaseId: database.id }]));
  });
  return getDatabaseIn(scope, database.id);
}

/** Deletes a database with its tables and records. */
export async function deleteDatabase(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const database = await databaseIn(scope, params.databaseId);
  assertModuleCan(scope, "delete");
  await withEvents(async (tx, emit) => {
    const tables = await tx.dbTable.findMany({ where: { databaseId: database.id }, select: { id: true } });
    // The links' junctions first: they refer to the records tables.
    const links = await tx.dbColumn.findMany({
      where: { table: { databaseId: database.id }, type: "link" },
      select: { id: true },
    });
    await removeLinked(
      tx,
      scope.membership.workspaceId,
      database.id,
      links.map((link) => link.id),
    );
    await tx.dbDatabase.delete({ where: { id: database.id } });
    for (const table of tables)
      await dropRecordsTable(tx, { workspaceId: scope.membership.workspaceId, id: table.id });
    emit(dbChanged(scope, actor, [{ type: "databases.changed", databaseId: database.id }]));
  });
  return { ok: true };
}
