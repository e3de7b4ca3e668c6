import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { cellText, type Cell } from "@/modules/database-generator/shared/values";
import { linkPathOf, targetOf, type LinkPath } from "./linked-sql";
import { cellJsonSql, fileNamesSql } from "./physical";

// What answered records show through their links: each link cell's records (ids in their numbers'
// order) and titles (their primary column as text) and the lookups' values (rollups are stored) —
// one query per link column for a whole page (the linked records of all its records, grouped by
// record), never one per record, and no subquery per record in the page's own query.

/** A linked record: its id, then the cells read of it in the order of the columns read. */
type Linked = [id: string, ...cells: (Cell | null)[]];

/** A linked record's cell of a column read (`at`: the columns read, by id, to their place). */
const cellOf = (linked: Linked, at: Map<string, number>, column: Column): Cell | null =>
  (linked[(at.get(column.id) ?? -2) + 1] as Cell | null | undefined) ?? null;

/** The linked records of `ids` through a link, by record, with the linked table's `columns` cells. */
async function linkedRecords(
  path: LinkPath,
  ids: string[],
  columns: Column[],
): Promise<Map<string, Linked[]>> {
  // Built as json and sent as text (JSON.parse is fast; jsonb for each linked record is not). An
  // attachment is read as its files' names (a lookup shows them).
  const values = columns.map((column) =>
    column.type === "attachment"
      ? Prisma.sql`, to_json(${fileNamesSql(column.id, "t")})`
      : Prisma.sql`, ${cellJsonSql(column, "t", "json")}`,
  );
  const rows = await getDb().$queryRaw<{ id: string; linked: string }[]>`
    SELECT ${path.near}::text AS "id",
           json_agg(json_build_array(t."id"${Prisma.join([Prisma.empty, ...values], "")}) ORDER BY t."number")::text AS "linked"
      FROM ${path.junction} j JOIN ${path.records} t ON t."id" = ${path.far}
     WHERE ${path.near} = ANY(${ids}::bpchar[])
     GROUP BY ${path.near}`;
  return new Map(rows.map((row) => [row.id, JSON.parse(row.linked) as Linked[]]));
}

/** Records with their links, titles and lookups filled in (rollups are stored: records.ts reads them). */
export async function withLinked(
  table: { columns: readonly Column[] },
  records: DbRecordAnswer[],
): Promise<DbRecordAnswer[]> {
  const links = table.columns.filter((column) => column.type === "link" && linkPathOf(column));
  if (links.length === 0 || records.length === 0) return records;
  const ids = records.map((record) => record.id);
  for (const record of records) record.titles = {};
  await Promise.all(
    links.map(async (link) => {
      const path = linkPathOf(link)!;
      const readers = table.columns.filter(
        (column) => column.type === "lookup" && column.options.linkId === link.id,
      );
      const primary = path.target.columns.find((column) => column.primary);
      const targets = new Map(readers.map((reader) => [reader.id, targetOf(reader)]));
      const read = new Map(
        [primary, ...targets.values()].flatMap((column) => (column ? [[column.id, column]] : [])),
      );
      const columns = [...read.values()];
      const at = new Map(columns.map((column, n) => [column.id, n]));
      const byRecord = await linkedRecords(path, ids, columns);
      for (const record of records) {
        const linked = byRecord.get(record.id) ?? [];
        if (linked.length) record.cells[link.id] = linked.map(([id]) => id);
        for (const entry of linked)
          record.titles![entry[0]] = primary ? cellText(primary, cellOf(entry, at, primary)) : "";
        for (const reader of readers) {
          const target = targets.get(reader.id);
          const texts = target
            ? linked.map((entry) => cellText(target, cellOf(entry, at, target))).filter(Boolean)
            : [];
          if (texts.length) record.cells[reader.id] = texts;
        }
      }
    }),
  );
  return records;
}
