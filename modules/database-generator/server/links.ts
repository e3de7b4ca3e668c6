import "server-only";
import { badRequest, conflict } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import {
  COLUMNS_MAX,
  NUMERIC_ROLLUPS,
  familyOf,
  isComputed,
  isLinked,
  type ColumnOptions,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import { freeName, type Column } from "@/modules/database-generator/shared/types";
import { createJunction, dropJunction, lockTable, setSingleLink, singleLinkOf } from "./physical";
import { dropRollups } from "./stored-rollups";
import { columnOf, columnSelect } from "./rows";

// Links between a database's tables: a link column and its other side (a link column of the linked
// table, shown both ways), kept in one junction table (physical.ts); lookups and rollups read through
// a link. A link is made with its other side and removed with it, and with what reads through it.

/** A link column's junction: its owner (the side whose id sorts first) and this side's column in it. */
export function sidesOf(link: { id: string; options: ColumnOptions }): {
  ownerId: string;
  near: "a" | "b";
  far: "a" | "b";
} {
  const inverse = link.options.inverseId ?? "";
  const near = link.id < inverse ? "a" : "b";
  return { ownerId: near === "a" ? link.id : inverse, near, far: near === "a" ? "b" : "a" };
}

/** Whether a column can be read by a lookup or counted by a rollup's countValues: a stored column. */
export const isReadable = (type: ColumnType) => !isComputed(type) && !isLinked(type);

interface TableRef {
  id: string;
  databaseId: string;
  name: string;
  workspaceId: string;
}

/** A table of the same database (a link's other end), locked for a change of structure. */
async function linkedTable(tx: Tx, table: TableRef, tableId: string | undefined): Promise<TableRef> {
  if (!tableId) throw badRequest("validation.dbLinkTableInvalid");
  const target = await tx.dbTable.findFirst({
    where: { id: tableId, databaseId: table.databaseId },
    select: { id: true, databaseId: true, name: true, workspaceId: true },
  });
  if (!target) throw badRequest("validation.dbLinkTableInvalid");
  return target;
}

/** The first of "Name", "Name 2", … that no column of the table has. */
async function freeColumnName(tx: Tx, tableId: string, name: string, also: string[] = []): Promise<string> {
  const columns = await tx.dbColumn.findMany({ where: { tableId }, select: { name: true } });
  return freeName(name.slice(0, 90), [...columns.map((column) => column.name), ...also]);
}

/**
 * Makes a link column's other side and their junction, in the transaction that writes the column
 * (`column.options.tableId` checked to be a table of the same database). Answers the column's
 * options with its other side's id, and the linked table's id.
 */
export async function createLinkPair(
  tx: Tx,
  table: TableRef,
  column: { id: string; name: string; options: ColumnOptions },
): Promise<{ options: ColumnOptions; targetId: string }> {
  const target = await linkedTable(tx, table, column.options.tableId);
  // Both tables' structure locks, in one order (two links made at once between them never deadlock).
  for (const id of [...new Set([table.id, target.id])].sort()) await lockTable(tx, id);
  await tx.$executeRaw`SELECT 1 FROM "DbTable" WHERE "id" = ${target.id} FOR UPDATE`;
  // A link of a table to itself: its other side comes after it (the link itself is not written yet).
  const count =
    (await tx.dbColumn.count({ where: { tableId: target.id } })) + (target.id === table.id ? 1 : 0);
  if (count >= COLUMNS_MAX) throw badRequest("validation.dbColumnsTooMany");
  const inverseId = newId();
  const multiple = column.options.multiple ?? true;
  await tx.dbColumn.create({
    data: {
      id: inverseId,
      tableId: target.id,
      name: await freeColumnName(tx, target.id, table.name, target.id === table.id ? [column.name] : []),
      type: "link",
      options: { tableId: table.id, inverseId: column.id, multiple: true },
      position: count,
    },
  });
  const options = { tableId: target.id, inverseId, multiple };
  const { ownerId, near, far } = sidesOf({ id: column.id, options });
  const sides = {
    [near]: { tableId: table.id, single: !multiple },
    [far]: { tableId: target.id, single: false },
  } as Record<"a" | "b", { tableId: string; single: boolean }>;
  await createJunction(tx, table.workspaceId, ownerId, sides);
  await tx.dbTable.update({ where: { id: target.id }, data: { updatedAt: new Date() } });
  return { options, targetId: target.id };
}

/** Turns "several records" on or off for a link's side; records holding several refuse it (409). */
export async function setLinkMultiple(
  tx: Tx,
  workspaceId: string,
  link: { id: string; options: ColumnOptions },
  multiple: boolean,
): Promise<void> {
  const { ownerId, near } = sidesOf(link);
  try {
    await setSingleLink(tx, workspaceId, ownerId, near, !multiple);
  } catch (error) {
    if (singleLinkOf(error) || /23505|could not create unique index/i.test(String(error)))
      throw conflict("validation.dbLinkMultipleTaken");
    throw error;
  }
}

/**
 * A lookup's or rollup's options checked against its table and the linked one: the link is a link
 * column of the table, the target a column of the linked table the function can read. Answers the
 * target (none for a count).
 */
export async function checkLinkedOptions(
  tx: Pick<Tx, "dbColumn">,
  tableId: string,
  type: "lookup" | "rollup",
  options: ColumnOptions,
): Promise<{ type: ColumnType; options: ColumnOptions } | null> {
  const invalid = type === "lookup" ? "validation.dbLookupInvalid" : "validation.dbRollupInvalid";
  const link = options.linkId
    ? await tx.dbColumn.findFirst({
        where: { id: options.linkId, tableId, type: "link" },
        select: columnSelect,
      })
    : null;
  if (!link) throw badRequest(invalid);
  const linkedTableId = columnOf(link).options.tableId;
  if (type === "rollup" && options.fn === "count") return null;
  const target = options.targetId
    ? await tx.dbColumn.findFirst({
        where: { id: options.targetId, tableId: linkedTableId ?? "" },
        select: { type: true, options: true },
      })
    : null;
  if (!target || !isReadable(target.type as ColumnType)) throw badRequest(invalid);
  if (
    type === "rollup" &&
    NUMERIC_ROLLUPS.has(options.fn ?? "count") &&
    familyOf(target.type as ColumnType) !== "number"
  )
    throw badRequest(invalid);
  return { type: target.type as ColumnType, options: (target.options ?? {}) as ColumnOptions };
}

/**
 * What goes with columns being removed: the other sides of links among them, and every lookup and
 * rollup reading through one of those links or reading one of the columns. Removes those rows and
 * the links' junctions in `tx` (the caller removes `columnIds` themselves, or their tables); answers
 * the tables whose structure changed besides.
 */
export async function removeLinked(
  tx: Tx,
  workspaceId: string,
  databaseId: string,
  columnIds: readonly string[],
): Promise<string[]> {
  const rows = await tx.dbColumn.findMany({
    where: { table: { databaseId }, type: { in: ["link", "lookup", "rollup"] } },
    select: { id: true, tableId: true, type: true, options: true },
  });
  const going = new Set(columnIds);
  const owners = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (going.has(row.id)) continue;
      const options = (row.options ?? {}) as ColumnOptions;
      const reached =
        row.type === "link"
          ? going.has(options.inverseId ?? "")
          : going.has(options.linkId ?? "") || going.has(options.targetId ?? "");
      if (reached) {
        going.add(row.id);
        grew = true;
      }
    }
  }
  for (const row of rows)
    if (row.type === "link" && going.has(row.id))
      owners.add(sidesOf({ id: row.id, options: (row.options ?? {}) as ColumnOptions }).ownerId);
  const extra = rows.filter((row) => going.has(row.id) && !columnIds.includes(row.id));
  // Rollups going take their triggers and stored columns with them (before their junctions go).
  await dropRollups(
    tx,
    rows.filter((row) => row.type === "rollup" && going.has(row.id)).map((row) => row.id),
  );
  for (const owner of [...owners].sort()) await dropJunction(tx, workspaceId, owner);
  if (extra.length) await tx.dbColumn.deleteMany({ where: { id: { in: extra.map((row) => row.id) } } });
  return [...new Set(extra.map((row) => row.tableId))];
}

/** The link columns of tables, by id (what a read of their links needs). */
export async function linkColumnsOf(tx: Pick<Tx, "dbColumn">, tableIds: string[]): Promise<Column[]> {
  const rows = await tx.dbColumn.findMany({
    where: { tableId: { in: tableIds }, type: "link" },
    select: columnSelect,
  });
  return rows.map(columnOf);
}
