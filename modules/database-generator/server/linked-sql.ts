import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { familyOf } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { cellColumn, junctionTable, recordsTable } from "./physical";
import { sidesOf } from "./links";

// How SQL reads a table's links, lookups and rollups on `r` (a row of its records table): a link's
// junction and the linked table, bound to the column once the table and the tables it links to are
// read (recordsContext, records.ts). A column of a table read without them has no binding: its links
// read as empty (never another table's).

export interface LinkedTable {
  id: string;
  columns: Column[];
}

/** Where a link column's records are: its junction's near and far sides and the linked table. */
export interface LinkPath {
  column: Column;
  /** The linked table's columns. */
  target: LinkedTable;
  junction: Prisma.Sql;
  near: Prisma.Sql;
  far: Prisma.Sql;
  records: Prisma.Sql;
}

const paths = new WeakMap<Column, LinkPath>();

/**
 * Binds the table's link, lookup and rollup columns to their junctions and linked tables
 * (`linked`: the tables its links reach, this one included when it links to itself).
 */
export function bindLinked(
  workspaceId: string,
  columns: readonly Column[],
  linked: Map<string, LinkedTable>,
): void {
  const links = new Map<string, LinkPath>();
  for (const column of columns) {
    if (column.type !== "link") continue;
    const target = linked.get(column.options.tableId ?? "");
    if (!target || !column.options.inverseId) continue;
    const { ownerId, near, far } = sidesOf(column);
    const path: LinkPath = {
      column,
      target,
      junction: junctionTable(workspaceId, ownerId),
      near: Prisma.raw(`j."${near}"`),
      far: Prisma.raw(`j."${far}"`),
      records: recordsTable({ workspaceId, id: target.id }),
    };
    links.set(column.id, path);
    paths.set(column, path);
  }
  for (const column of columns)
    if (column.type === "lookup" || column.type === "rollup") {
      const path = links.get(column.options.linkId ?? "");
      if (path) paths.set(column, path);
    }
}

/** The link a link, lookup or rollup column reads through (none when unbound). */
export const linkPathOf = (column: Column): LinkPath | undefined => paths.get(column);

/** The linked table's column a lookup or rollup reads. */
export function targetOf(column: Column): Column | undefined {
  const path = paths.get(column);
  return path?.target.columns.find((entry) => entry.id === column.options.targetId);
}

/** `t`, the linked records of `r` through a link, joined to their junction rows `j`. */
const linkedRows = (path: LinkPath) =>
  Prisma.sql`${path.junction} j JOIN ${path.records} t ON t."id" = ${path.far} WHERE ${path.near} = r."id"`;

/**
 * A target column's value on `t` holding something (text: not empty; a multiple select: a choice;
 * attachments: a file).
 */
export function holdsSql(target: Pick<Column, "id" | "type">): Prisma.Sql {
  const value = cellColumn(target.id, "t");
  const family = familyOf(target.type);
  if (family === "text" || family === "select") return Prisma.sql`(${value} IS NOT NULL AND ${value} <> '')`;
  if (family === "multi" || family === "files")
    return Prisma.sql`(${value} IS NOT NULL AND ${value} <> '{}')`;
  if (family === "checkbox") return Prisma.sql`COALESCE(${value}, false)`;
  return Prisma.sql`${value} IS NOT NULL`;
}

/** A link cell as JSON: the linked records' ids in their order (none: null). */
export function linkJsonSql(column: Column): Prisma.Sql {
  const path = paths.get(column);
  if (!path) return Prisma.sql`NULL::jsonb`;
  return Prisma.sql`(SELECT to_jsonb(array_agg(t."id"::text ORDER BY t."number")) FROM ${linkedRows(path)})`;
}

/**
 * Whether `r` has linked records (a link), or linked records holding a value (a lookup), among
 * `ids` when given; unbound: none.
 */
export function linkedExistsSql(column: Column, ids?: string[]): Prisma.Sql {
  const path = paths.get(column);
  if (!path) return Prisma.sql`FALSE`;
  const among = ids ? Prisma.sql` AND ${path.far} = ANY(${ids}::bpchar[])` : Prisma.empty;
  if (column.type !== "lookup")
    // The junction alone: its foreign keys make each pair a record of both tables.
    return Prisma.sql`EXISTS (SELECT 1 FROM ${path.junction} j WHERE ${path.near} = r."id"${among})`;
  const target = targetOf(column);
  if (!target) return Prisma.sql`FALSE`;
  return Prisma.sql`EXISTS (SELECT 1 FROM ${linkedRows(path)}${among} AND ${holdsSql(target)})`;
}
