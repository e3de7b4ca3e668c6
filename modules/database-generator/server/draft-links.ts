import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import type { DraftColumnInput } from "@/modules/database-generator/schemas/inputs";
import type { ColumnOptions } from "@/modules/database-generator/shared/columns";
import type { Cell } from "@/modules/database-generator/shared/values";
import { prepareColumn } from "./column-rules";
import { createLinkPair, sidesOf } from "./links";
import { junctionTable } from "./physical";

// A draft's links (a template's Orders → Customers, a model's proposal): a link column names another
// table of the draft, and its sample values name that table's records by their first column, as a
// paste from a spreadsheet does. Made once the draft's tables and records are: the link and its other
// side, then the records' pairs, all in the draft's transaction.

export interface DraftLink {
  /** The column's place among the draft table's columns (its values' place in each row). */
  index: number;
  name: string;
  /** The linked table's place in the draft. */
  target: number;
  multiple: boolean;
}

/** A draft table's links, checked: each names another table of the draft (or its own), never the first column. */
export function draftLinksOf(
  table: { name: string; columns: DraftColumnInput[] },
  tableIndex: number,
  tables: readonly { name: string }[],
): DraftLink[] {
  return table.columns.flatMap((column, index) => {
    if (column.type !== "link") return [];
    const target = tables.findIndex((entry) => entry.name.toLowerCase() === column.link?.table.toLowerCase());
    if (index === 0 || target < 0)
      throw badRequest("validation.dbLinkTableInvalid", {
        table: table.name,
        tableIndex,
        column: column.name,
      });
    return [{ index, name: column.name, target, multiple: column.link?.multiple ?? true }];
  });
}

/**
 * The names a sample value gives: "A, B" apart, unless the whole text names a record ("Acme, Inc.").
 */
const namesIn = (value: unknown, known: (name: string) => boolean): string[] => {
  if (value === null || value === undefined || value === "") return [];
  const text = String(value).trim();
  if (known(text)) return [text];
  return text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
};

export interface MadeTable {
  id: string;
  name: string;
  workspaceId: string;
  databaseId: string;
  /** Its records' ids and their first column's text, in their order. */
  records: { id: string; title: string }[];
  /** The draft's rows as given (a link's names at its column's place). */
  values: unknown[][];
  links: DraftLink[];
  /** How many columns it has before its links (they come after). */
  plainCount: number;
}

/** Makes the draft's links between its made tables, and their records' pairs by name. */
export async function createDraftLinks(tx: Tx, tables: MadeTable[]): Promise<void> {
  for (const [t, table] of tables.entries()) {
    for (const [k, link] of table.links.entries()) {
      const target = tables[link.target]!;
      const column = prepareColumn(
        { name: link.name, type: "link", options: { tableId: target.id, multiple: link.multiple } },
        false,
      );
      const made = await createLinkPair(tx, table, { ...column, options: column.options as ColumnOptions });
      await tx.dbColumn.create({
        data: {
          ...column,
          options: made.options as object,
          tableId: table.id,
          position: table.plainCount + k,
        },
      });
      // The linked records by their first column's text, ignoring case; the first of a name wins.
      const byName = new Map<string, string>();
      for (const record of target.records)
        if (!byName.has(record.title.toLowerCase())) byName.set(record.title.toLowerCase(), record.id);
      const near: string[] = [];
      const far: string[] = [];
      table.values.forEach((row, r) => {
        const names = namesIn(row[link.index], (name) => byName.has(name.toLowerCase()));
        if (!link.multiple && names.length > 1)
          throw badRequest("validation.dbCellLinkOne", {
            table: table.name,
            tableIndex: t,
            index: r,
            column: link.name,
          });
        for (const name of names) {
          const id = byName.get(name.toLowerCase());
          if (!id)
            throw badRequest("validation.dbCellLinkUnknown", {
              table: table.name,
              tableIndex: t,
              index: r,
              column: link.name,
            });
          near.push(table.records[r]!.id);
          far.push(id);
        }
      });
      if (near.length === 0) continue;
      const sides = sidesOf({ id: column.id, options: made.options });
      const columns = Prisma.raw(`"${sides.near}", "${sides.far}"`);
      await tx.$executeRaw`
        INSERT INTO ${junctionTable(table.workspaceId, sides.ownerId)} (${columns})
        SELECT DISTINCT p."near", p."far" FROM unnest(${near}::bpchar[], ${far}::bpchar[]) AS p("near", "far")`;
    }
  }
}

/** A record's first column as text (what a link's sample value names it by). */
export const titleOf = (cell: Cell | undefined): string =>
  cell === undefined || cell === null ? "" : Array.isArray(cell) ? cell.join(", ") : String(cell);
