import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/server/events/commit";
import { familyOf, isComputed, type ColumnType } from "@/modules/database-generator/shared/columns";

// Each table's records as a real PostgreSQL table: db_<workspaceId>.t_<tableId>, with the record's own
// columns (id, number, who and when) and c_<columnId> per stored column, typed by the column's type,
// each sortable one indexed (unique ones by a unique index, text ignoring case). Identifiers are made
// only from our own ids (24 hexadecimal characters, checked here), never from names people type.
// Every change of a table's structure takes the table's advisory lock first, in its transaction (DDL
// in PostgreSQL is transactional: a failed change leaves nothing behind).

const HEX_ID = /^[0-9a-f]{24}$/;

function checked(id: string): string {
  if (!HEX_ID.test(id)) throw new Error(`not an id: ${JSON.stringify(id)}`);
  return id;
}

export const schemaName = (workspaceId: string) => `db_${checked(workspaceId)}`;
export const tableName = (tableId: string) => `t_${checked(tableId)}`;
export const columnName = (columnId: string) => `c_${checked(columnId)}`;

/** The records' table, quoted (`"db_…"."t_…"`). */
export const recordsTable = (table: { workspaceId: string; id: string }) =>
  Prisma.raw(`"${schemaName(table.workspaceId)}"."${tableName(table.id)}"`);
/** A column of `r`, quoted. */
export const cellColumn = (columnId: string, alias = "r") => Prisma.raw(`${alias}."${columnName(columnId)}"`);

/** How a stored type keeps its values in PostgreSQL (null: computed, or a link, kept in its junction). */
export function sqlType(type: ColumnType): string | null {
  if (isComputed(type) || type === "link") return null;
  switch (familyOf(type)) {
    case "number":
      return "numeric";
    case "date":
      return type === "date" ? "date" : "timestamptz";
    case "checkbox":
      return "boolean";
    case "multi":
    case "files":
      return "text[]";
    default:
      return "text";
  }
}

/** Types whose unique index compares text ignoring case. */
const TEXTUAL: ReadonlySet<ColumnType> = new Set(["text", "email", "url", "phone"]);

export interface PhysicalColumn {
  id: string;
  type: ColumnType;
  unique: boolean;
}

/** Takes the table's structure lock for the rest of the transaction. */
export async function lockTable(tx: Tx, tableId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`db-table:${tableId}`}, 0))`;
}

/** The index names of a column: its sort index and its unique index. */
const sortIndex = (columnId: string) => `s_${checked(columnId)}`;
const uniqueIndex = (columnId: string) => `u_${checked(columnId)}`;

/** Whether an error is the unique index of a column (and which). */
export function uniqueColumnOf(error: unknown): string | null {
  const text =
    error instanceof Error
      ? `${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? "")}`
      : "";
  const match = /u_([0-9a-f]{24})/.exec(text);
  return /23505|unique/i.test(text) && match ? match[1]! : null;
}

async function indexColumn(tx: Tx, table: { workspaceId: string; id: string }, column: PhysicalColumn) {
  const name = columnName(column.id);
  const target = recordsTable(table);
  const family = familyOf(column.type);
  if (family === "multi" || family === "files")
    await tx.$executeRawUnsafe(
      `CREATE INDEX "${sortIndex(column.id)}" ON ${target.text} USING gin ("${name}")`,
    );
  else if (column.type !== "longText" && family !== "checkbox") {
    const key = TEXTUAL.has(column.type) ? `lower("${name}")` : `"${name}"`;
    await tx.$executeRawUnsafe(`CREATE INDEX "${sortIndex(column.id)}" ON ${target.text} (${key}, "number")`);
  }
  if (column.unique) await setUnique(tx, table, column, true);
}

/** Adds or drops a column's unique index (a duplicate already there: PostgreSQL refuses, 23505). */
export async function setUnique(
  tx: Tx,
  table: { workspaceId: string; id: string },
  column: PhysicalColumn,
  unique: boolean,
): Promise<void> {
  const schema = schemaName(table.workspaceId);
  if (!unique) {
    await tx.$executeRawUnsafe(`DROP INDEX IF EXISTS "${schema}"."${uniqueIndex(column.id)}"`);
    return;
  }
  const name = columnName(column.id);
  const key = TEXTUAL.has(column.type) ? `lower("${name}")` : `"${name}"`;
  await tx.$executeRawUnsafe(
    `CREATE UNIQUE INDEX "${uniqueIndex(column.id)}" ON ${recordsTable(table).text} (${key})`,
  );
}

/** Creates a table's records table with its columns (and its workspace's schema if new). */
export async function createRecordsTable(
  tx: Tx,
  table: { workspaceId: string; id: string },
  columns: PhysicalColumn[],
): Promise<void> {
  await lockTable(tx, table.id);
  await tx.$executeRawUnsafe(`CREATE SCHEMA IF NOT EXISTS "${schemaName(table.workspaceId)}"`);
  const stored = columns.flatMap((column) => {
    const type = sqlType(column.type);
    return type ? [`"${columnName(column.id)}" ${type}`] : [];
  });
  await tx.$executeRawUnsafe(`
    CREATE TABLE ${recordsTable(table).text} (
      "id" char(24) PRIMARY KEY,
      "number" integer NOT NULL UNIQUE,
      "createdAt" timestamp(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
      "updatedAt" timestamp(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
      "createdById" char(24),
      "updatedById" char(24)${stored.map((column) => `,\n      ${column}`).join("")}
    )`);
  for (const column of columns) if (sqlType(column.type)) await indexColumn(tx, table, column);
}

export async function addRecordsColumn(
  tx: Tx,
  table: { workspaceId: string; id: string },
  column: PhysicalColumn,
): Promise<void> {
  await lockTable(tx, table.id);
  const type = sqlType(column.type);
  if (!type) return;
  await tx.$executeRawUnsafe(
    `ALTER TABLE ${recordsTable(table).text} ADD COLUMN "${columnName(column.id)}" ${type}`,
  );
  await indexColumn(tx, table, column);
}

export async function dropRecordsColumn(
  tx: Tx,
  table: { workspaceId: string; id: string },
  column: { id: string; type: ColumnType },
): Promise<void> {
  await lockTable(tx, table.id);
  if (!sqlType(column.type)) return;
  await tx.$executeRawUnsafe(
    `ALTER TABLE ${recordsTable(table).text} DROP COLUMN IF EXISTS "${columnName(column.id)}"`,
  );
}

export async function dropRecordsTable(tx: Tx, table: { workspaceId: string; id: string }): Promise<void> {
  await lockTable(tx, table.id);
  await tx.$executeRawUnsafe(`DROP TABLE IF EXISTS ${recordsTable(table).text}`);
}

/**
 * A column's cell as JSON, as the API answers it (unchecked boxes and empty lists are empty); as
 * `json` where it is only sent on as text (cheaper than jsonb to build).
 */
export function cellJsonSql(
  column: { id: string; type: ColumnType },
  alias = "r",
  as: "jsonb" | "json" = "jsonb",
): Prisma.Sql {
  const cell = cellColumn(column.id, alias);
  const to = Prisma.raw(as === "json" ? "to_json" : "to_jsonb");
  if (column.type === "dateTime")
    return Prisma.sql`${to}(to_char(${cell} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  if (column.type === "checkbox") return Prisma.sql`${to}(NULLIF(${cell}, false))`;
  if (column.type === "multiSelect" || column.type === "attachment")
    return Prisma.sql`${to}(NULLIF(${cell}, '{}'))`;
  return Prisma.sql`${to}(${cell})`;
}

/** An attachment cell on `alias` as its files' names, in its order, comma separated (text; null if none). */
export const fileNamesSql = (columnId: string, alias = "r") => Prisma.sql`(
  SELECT string_agg(f."name", ', ' ORDER BY u."k")
    FROM unnest(${cellColumn(columnId, alias)}) WITH ORDINALITY AS u("id", "k") JOIN "File" f ON f."id" = u."id")`;

/**
 * A stored column's new values, made beside it (c_<workId>, of the new type) and then put in its
 * place: the old column dropped, the new one renamed and indexed as the column.
 */
export async function addWorkColumn(
  tx: Tx,
  table: { workspaceId: string; id: string },
  workId: string,
  type: ColumnType,
): Promise<void> {
  const sql = sqlType(type);
  if (!sql) throw new Error(`a computed type has no column: ${type}`);
  await tx.$executeRawUnsafe(
    `ALTER TABLE ${recordsTable(table).text} ADD COLUMN "${columnName(workId)}" ${sql}`,
  );
}

export async function replaceWithWorkColumn(
  tx: Tx,
  table: { workspaceId: string; id: string },
  column: PhysicalColumn,
  workId: string,
): Promise<void> {
  const target = recordsTable(table).text;
  await tx.$executeRawUnsafe(`ALTER TABLE ${target} DROP COLUMN IF EXISTS "${columnName(column.id)}"`);
  await tx.$executeRawUnsafe(
    `ALTER TABLE ${target} RENAME COLUMN "${columnName(workId)}" TO "${columnName(column.id)}"`,
  );
  await indexColumn(tx, table, column);
}

// A link between two tables (or a table and itself) is one junction table l_<ownerId> beside them:
// ("a", "b") record pairs, `a` a record of the owner side's table (the side whose column id sorts
// first), `b` of the other, each a foreign key that takes the pair with a deleted record. A side that
// links a record to one record at most has a unique index on its column.

export const junctionName = (ownerId: string) => `l_${checked(ownerId)}`;

/** The junction table, quoted. */
export const junctionTable = (workspaceId: string, ownerId: string) =>
  Prisma.raw(`"${schemaName(workspaceId)}"."${junctionName(ownerId)}"`);

/** The unique index keeping one side to one link per record. */
const singleIndex = (ownerId: string, side: "a" | "b") => `o${side}_${checked(ownerId)}`;

/** Whether an error is a junction's one-link index (and which link owner and side). */
export function singleLinkOf(error: unknown): { ownerId: string; side: "a" | "b" } | null {
  const text =
    error instanceof Error
      ? `${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? "")}`
      : "";
  const match = /o(a|b)_([0-9a-f]{24})/.exec(text);
  return /23505|unique/i.test(text) && match ? { ownerId: match[2]!, side: match[1] as "a" | "b" } : null;
}

export async function createJunction(
  tx: Tx,
  workspaceId: string,
  ownerId: string,
  sides: { a: { tableId: string; single: boolean }; b: { tableId: string; single: boolean } },
): Promise<void> {
  const name = junctionTable(workspaceId, ownerId).text;
  const ref = (tableId: string) => recordsTable({ workspaceId, id: tableId }).text;
  await tx.$executeRawUnsafe(`
    CREATE TABLE ${name} (
      "a" char(24) NOT NULL REFERENCES ${ref(sides.a.tableId)} ("id") ON DELETE CASCADE,
      "b" char(24) NOT NULL REFERENCES ${ref(sides.b.tableId)} ("id") ON DELETE CASCADE,
      PRIMARY KEY ("a", "b")
    )`);
  await tx.$executeRawUnsafe(`CREATE INDEX "lb_${checked(ownerId)}" ON ${name} ("b", "a")`);
  if (sides.a.single) await setSingleLink(tx, workspaceId, ownerId, "a", true);
  if (sides.b.single) await setSingleLink(tx, workspaceId, ownerId, "b", true);
}

/** Adds or drops a side's one-link index (records already holding several: PostgreSQL refuses, 23505). */
export async function setSingleLink(
  tx: Tx,
  workspaceId: string,
  ownerId: string,
  side: "a" | "b",
  single: boolean,
): Promise<void> {
  const index = singleIndex(ownerId, side);
  if (!single) {
    await tx.$executeRawUnsafe(`DROP INDEX IF EXISTS "${schemaName(workspaceId)}"."${index}"`);
    return;
  }
  await tx.$executeRawUnsafe(
    `CREATE UNIQUE INDEX "${index}" ON ${junctionTable(workspaceId, ownerId).text} ("${side}")`,
  );
}

export async function dropJunction(tx: Tx, workspaceId: string, ownerId: string): Promise<void> {
  await tx.$executeRawUnsafe(`DROP TABLE IF EXISTS ${junctionTable(workspaceId, ownerId).text}`);
}
