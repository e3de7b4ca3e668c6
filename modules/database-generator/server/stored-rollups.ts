import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/server/events/commit";
import type { ColumnOptions } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { sidesOf } from "./links";
import { columnOf, columnSelect } from "./rows";
import { holdsSql } from "./linked-sql";
import { columnName, junctionName, recordsTable, schemaName, tableName } from "./physical";

// Stored rollups (the remedy Baserow uses): each rollup keeps its value in a numeric, indexed column
// of its table's records (c_<rollupId>), so a view sorted, filtered or grouped by one reads it as any
// stored column instead of aggregating every record's links on each read. The value is computed when
// the rollup is made or changed and kept by statement-level triggers (their transition tables name
// the rows a statement touched): on the link's junction (links made or removed, also by a linked
// record's deletion cascading there) and, for rollups of a column's values, on the linked table
// (that column changed). Each trigger runs suite_db_refresh (migration database_stored_rollups) with
// the statement this module writes for it: its identifiers come from ids only. A refresh writes a
// record only when its value changes, and never its modified time.

/** What a rollup's value needs: its column, its table, the link it reads through and that link's table. */
export interface RollupPlace {
  workspaceId: string;
  rollup: Column;
  /** The rollup's table. */
  tableId: string;
  link: Pick<Column, "id" | "options">;
  /** The column of the linked table it reads (none for a count). */
  target: Pick<Column, "id" | "type"> | null;
}

const q = (name: string) => `"${name}"`;

/** The records table and junction of a rollup, quoted, and its link's sides from its table. */
function partsOf(place: RollupPlace) {
  const { ownerId, near, far } = sidesOf(place.link as { id: string; options: ColumnOptions });
  const schema = q(schemaName(place.workspaceId));
  return {
    own: recordsTable({ workspaceId: place.workspaceId, id: place.tableId }).text,
    linked: `${schema}.${q(tableName(place.link.options.tableId ?? ""))}`,
    junction: `${schema}.${q(junctionName(ownerId))}`,
    junctionName: junctionName(ownerId),
    near: q(near),
    far: q(far),
    cell: q(columnName(place.rollup.id)),
  };
}

/**
 * The SQL aggregate of each value-reading rollup function: the stored `fn` only picks one (it is
 * checked when written and when imported, but a stored value is not trusted as SQL text).
 */
const AGGREGATES: Readonly<Record<string, (value: string) => string>> = {
  sum: (value) => `COALESCE(sum(${value}), 0)`,
  avg: (value) => `avg(${value})`,
  min: (value) => `min(${value})`,
  max: (value) => `max(${value})`,
};

/** The rollup's value over `t` (the linked records, left joined: none is a row of nulls). */
function aggregateOf(place: RollupPlace): string {
  const fn = place.rollup.options.fn ?? "count";
  const { near } = partsOf(place);
  if (fn === "count" || !place.target) return `count(j.${near})`;
  if (fn === "countValues") return `count(*) FILTER (WHERE ${holdsSql(place.target).text})`;
  const aggregate = Object.hasOwn(AGGREGATES, fn) ? AGGREGATES[fn] : undefined;
  if (!aggregate) throw new Error(`unknown rollup function ${JSON.stringify(fn).slice(0, 40)}`);
  return aggregate(`t.${q(columnName(place.target.id))}`);
}

/** Computes the rollup again for the records `ids` (a query of one column `id`) and writes those that change. */
function refreshSql(place: RollupPlace, ids: string): string {
  const parts = partsOf(place);
  const fn = place.rollup.options.fn ?? "count";
  const linked =
    fn === "count" || !place.target ? "" : ` LEFT JOIN ${parts.linked} t ON t."id" = j.${parts.far}`;
  return `UPDATE ${parts.own} r SET ${parts.cell} = s."v"
  FROM (SELECT x."id", ${aggregateOf(place)}::numeric AS "v"
          FROM (${ids}) x("id")
          LEFT JOIN ${parts.junction} j ON j.${parts.near} = x."id"${linked}
         GROUP BY x."id") s
 WHERE r."id" = s."id" AND r.${parts.cell} IS DISTINCT FROM s."v"`;
}

const triggerName = (rollupId: string, event: "i" | "d" | "u") => `rl_${rollupId}_${event}`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Makes a rollup's stored column (numeric, indexed), computes it for every record and installs its
 * triggers; a rollup installed before is replaced (its options changed).
 */
export async function installRollup(tx: Tx, place: RollupPlace): Promise<void> {
  await dropRollups(tx, [place.rollup.id], false);
  const parts = partsOf(place);
  await tx.$executeRawUnsafe(`ALTER TABLE ${parts.own} ADD COLUMN IF NOT EXISTS ${parts.cell} numeric`);
  // A new record links to nothing yet: a count or a sum of nothing is 0, the others none.
  const zeroed = ["count", "countValues", "sum"].includes(place.rollup.options.fn ?? "count");
  await tx.$executeRawUnsafe(
    `ALTER TABLE ${parts.own} ALTER COLUMN ${parts.cell} ${zeroed ? "SET DEFAULT 0" : "DROP DEFAULT"}`,
  );
  await tx.$executeRawUnsafe(
    `CREATE INDEX IF NOT EXISTS ${q(`s_${place.rollup.id}`)} ON ${parts.own} (${parts.cell}, "number")`,
  );
  await tx.$executeRawUnsafe(refreshSql(place, `SELECT "id" FROM ${parts.own}`));
  const fire = (event: "i" | "d" | "u", on: string, timing: string, changed: string, ids: string) =>
    tx.$executeRawUnsafe(
      `CREATE TRIGGER ${q(triggerName(place.rollup.id, event))} AFTER ${timing} ON ${on} ${changed}
         FOR EACH STATEMENT EXECUTE FUNCTION suite_db_refresh(${literal(changed.includes("NEW TABLE") ? "nt" : "ot")}, ${literal(refreshSql(place, ids))})`,
    );
  await fire(
    "i",
    parts.junction,
    "INSERT",
    "REFERENCING NEW TABLE AS nt",
    `SELECT DISTINCT ${parts.near} FROM nt`,
  );
  await fire(
    "d",
    parts.junction,
    "DELETE",
    "REFERENCING OLD TABLE AS ot",
    `SELECT DISTINCT ${parts.near} FROM ot`,
  );
  const fn = place.rollup.options.fn ?? "count";
  if (fn !== "count" && place.target) {
    const cell = q(columnName(place.target.id));
    await fire(
      "u",
      parts.linked,
      "UPDATE",
      "REFERENCING OLD TABLE AS ot NEW TABLE AS nt",
      `SELECT DISTINCT j.${parts.near} FROM nt JOIN ot ON ot."id" = nt."id" JOIN ${parts.junction} j ON j.${parts.far} = nt."id" WHERE nt.${cell} IS DISTINCT FROM ot.${cell}`,
    );
  }
}

/**
 * Removes rollups' triggers (wherever they are) and, with `columns`, their stored columns (their
 * tables still there).
 */
export async function dropRollups(tx: Tx, rollupIds: readonly string[], columns = true): Promise<void> {
  if (rollupIds.length === 0) return;
  const names = rollupIds.flatMap((id) => (["i", "d", "u"] as const).map((event) => triggerName(id, event)));
  const triggers = await tx.$queryRaw<{ name: string; target: string }[]>`
    SELECT t.tgname AS "name", format('%I.%I', n.nspname, c.relname) AS "target"
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE t.tgname = ANY(${names}::text[])`;
  for (const trigger of triggers)
    await tx.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${q(trigger.name)} ON ${trigger.target}`);
  if (!columns) return;
  const stored = await tx.$queryRaw<{ target: string; cell: string }[]>`
    SELECT format('%I.%I', a.table_schema, a.table_name) AS "target", a.column_name AS "cell"
      FROM information_schema.columns a
     WHERE a.table_schema ~ '^db_[0-9a-f]{24}$'
       AND a.column_name = ANY(${rollupIds.map(columnName)}::text[])`;
  for (const column of stored)
    await tx.$executeRawUnsafe(`ALTER TABLE ${column.target} DROP COLUMN IF EXISTS ${q(column.cell)}`);
}

/** A rollup's place from its table's and the linked table's columns (null: its link or column is gone). */
export function rollupPlaceOf(
  workspaceId: string,
  tableId: string,
  rollup: Column,
  columns: readonly Pick<Column, "id" | "type" | "options">[],
  linkedColumns: readonly Pick<Column, "id" | "type">[],
): RollupPlace | null {
  const link = columns.find((column) => column.id === rollup.options.linkId && column.type === "link");
  if (!link?.options.tableId || !link.options.inverseId) return null;
  const target = linkedColumns.find((column) => column.id === rollup.options.targetId) ?? null;
  if ((rollup.options.fn ?? "count") !== "count" && !target) return null;
  return { workspaceId, rollup, tableId, link, target };
}

/** The value a stored rollup reads as on `r` (rounded to its digits). */
export const storedRollupSql = (column: Column): Prisma.Sql =>
  Prisma.sql`round(${Prisma.raw(`r.${q(columnName(column.id))}`)}, ${column.options.precision ?? 0}::int)`;

/**
 * Installs rollups (of any tables of one workspace) as they are in `tx`: their links and the columns
 * they read read from there; a rollup whose link or column is gone is left as it is.
 */
export async function installRollupsOf(
  tx: Tx,
  workspaceId: string,
  rollupIds: readonly string[],
): Promise<void> {
  if (rollupIds.length === 0) return;
  const rows = await tx.dbColumn.findMany({
    where: { id: { in: [...rollupIds] }, type: "rollup" },
    select: { ...columnSelect, tableId: true },
  });
  const rollups = rows.map(columnOf);
  const tableOf = new Map(rows.map((row) => [row.id, row.tableId]));
  const linkIds = rollups.map((rollup) => rollup.options.linkId ?? "");
  const links = (
    await tx.dbColumn.findMany({ where: { id: { in: linkIds }, type: "link" }, select: columnSelect })
  ).map(columnOf);
  const targets = await tx.dbColumn.findMany({
    where: {
      id: { in: rollups.flatMap((rollup) => (rollup.options.targetId ? [rollup.options.targetId] : [])) },
    },
    select: { id: true, type: true },
  });
  for (const rollup of rollups) {
    const place = rollupPlaceOf(workspaceId, tableOf.get(rollup.id)!, rollup, links, targets);
    if (place) await installRollup(tx, place);
  }
}
