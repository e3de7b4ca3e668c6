import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import { familyOf } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { linkPathOf, type LinkPath } from "./linked-sql";
import { sidesOf } from "./links";
import { cellColumn } from "./physical";

// Writing a record's links: the records given by id or by what names them (the linked table's primary
// column, ignoring case; the first by number when several share it) resolved before the transaction,
// then each link's junction rows of the written records replaced by the given ones, one statement
// per link column for a whole bulk write.

const HEX_ID = /^[0-9a-f]{24}$/;

interface Entry {
  id: string;
  links: Record<string, string[]>;
}

/** A 400 for a link cell, naming the column and, in a bulk write, the record's index. */
function linkError(message: string, column: Column, index: number | null): AppError {
  return badRequest(message, {
    columnId: column.id,
    column: column.name,
    ...(index !== null ? { index } : {}),
  });
}

/** The primary column's value of `t` as lower-case text (what a name is matched with). */
function keySql(primary: Column): Prisma.Sql {
  const value = cellColumn(primary.id, "t");
  return familyOf(primary.type) === "text" ? Prisma.sql`lower(${value})` : Prisma.sql`lower(${value}::text)`;
}

/** What given references (ids or names) of one link column are: record ids with their numbers. */
async function resolveColumn(path: LinkPath, refs: string[]) {
  const primary = path.target.columns.find((column) => column.primary);
  // A select names its records by its choices: a name is read as its choice's id.
  const choices = new Map((primary?.options.choices ?? []).map((c) => [c.name.toLowerCase(), c.id]));
  const keys = refs.map((ref) => choices.get(ref.toLowerCase()) ?? ref.toLowerCase());
  const ids = refs.filter((ref) => HEX_ID.test(ref));
  const rows = await getDb().$queryRaw<{ id: string; number: number; key: string | null }[]>`
    SELECT t."id"::text AS "id", t."number", ${primary ? keySql(primary) : Prisma.sql`NULL::text`} AS "key"
      FROM ${path.records} t
     WHERE t."id" = ANY(${ids}::bpchar[])${primary ? Prisma.sql` OR ${keySql(primary)} = ANY(${keys}::text[])` : Prisma.empty}
     ORDER BY t."number"`;
  const byRef = new Map<string, { id: string; number: number }>();
  for (const row of rows) {
    byRef.set(row.id, row);
    if (row.key !== null && !byRef.has(`name:${row.key}`)) byRef.set(`name:${row.key}`, row);
  }
  return (ref: string) =>
    byRef.get(ref) ?? byRef.get(`name:${choices.get(ref.toLowerCase()) ?? ref.toLowerCase()}`);
}

export interface ResolvedLinks {
  /** The link cells of a record as written (ids in the linked records' order; cleared ones left out). */
  cellsOf(recordId: string): Record<string, string[]>;
  /** The link cells of a record as its history keeps them (cleared ones as null). */
  historyOf(recordId: string): Record<string, string[] | null>;
  /** The linked tables whose records' other side changed. */
  changedTables(): string[];
  writes: { path: LinkPath; rows: { rid: string; ids: string[] }[] }[];
}

/** Resolves the link cells of records being written (unknown records: 400 naming the column). */
export async function resolveLinks(
  table: { columns: readonly Column[] },
  entries: Entry[],
): Promise<ResolvedLinks> {
  const writes: ResolvedLinks["writes"] = [];
  const cells = new Map<string, Record<string, string[] | null>>();
  for (const column of table.columns) {
    if (column.type !== "link") continue;
    const given = entries.flatMap((entry, n) =>
      column.id in entry.links ? [{ entry, n, refs: entry.links[column.id]! }] : [],
    );
    if (given.length === 0) continue;
    const path = linkPathOf(column);
    if (!path) throw linkError("validation.dbCellLinkUnknown", column, null);
    const lookup = await resolveColumn(path, [...new Set(given.flatMap((g) => g.refs))]);
    const rows = given.map(({ entry, n, refs }) => {
      const found = new Map<string, number>();
      for (const ref of refs) {
        const record = lookup(ref);
        if (!record) throw linkError("validation.dbCellLinkUnknown", column, entries.length > 1 ? n : null);
        found.set(record.id, record.number);
      }
      if (found.size > 1 && column.options.multiple === false)
        throw linkError("validation.dbCellLinkOne", column, entries.length > 1 ? n : null);
      const ids = [...found].sort((a, b) => a[1] - b[1]).map(([id]) => id);
      cells.set(entry.id, { ...cells.get(entry.id), [column.id]: ids.length ? ids : null });
      return { rid: entry.id, ids };
    });
    writes.push({ path, rows });
  }
  return {
    cellsOf(recordId) {
      const entry = cells.get(recordId) ?? {};
      return Object.fromEntries(
        Object.entries(entry).flatMap(([columnId, ids]) => (ids ? [[columnId, ids]] : [])),
      );
    },
    historyOf: (recordId) => cells.get(recordId) ?? {},
    changedTables: () => [...new Set(writes.map((write) => write.path.target.id))],
    writes,
  };
}

/** Replaces the written records' links in their junctions (a record deleted meanwhile: 400). */
export async function writeLinks(tx: Tx, links: ResolvedLinks): Promise<void> {
  for (const { path, rows } of links.writes) {
    const { near, far } = sidesOf(path.column);
    const json = JSON.stringify(rows);
    await tx.$executeRaw`
      DELETE FROM ${path.junction} j USING jsonb_to_recordset(${json}::jsonb) AS p("rid" text, "ids" text[])
       WHERE ${path.near} = p."rid" AND NOT (${path.far} = ANY(p."ids"))`;
    const columns = Prisma.raw(`"${near}", "${far}"`);
    try {
      await tx.$executeRaw`
        INSERT INTO ${path.junction} (${columns})
        SELECT p."rid", x."far" FROM jsonb_to_recordset(${json}::jsonb) AS p("rid" text, "ids" text[])
         CROSS JOIN LATERAL unnest(p."ids") AS x("far")
        ON CONFLICT ("a", "b") DO NOTHING`;
    } catch (error) {
      // A linked record deleted since it was resolved (the foreign key refuses it).
      if (/23503|foreign key/i.test(String(error)))
        throw linkError("validation.dbCellLinkUnknown", path.column, null);
      throw error;
    }
  }
}
