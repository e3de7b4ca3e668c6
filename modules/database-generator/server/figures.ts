import "server-only";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { FilterGroup } from "@/modules/database-generator/shared/filters";
import { columnFamily } from "@/modules/database-generator/shared/columns";
import { cellColumn } from "./physical";
import { valueSql } from "./record-sql";
import { tableWithColumns, viewSql } from "./records";

// Figures over a view's records, each one statement through the same view (filter and search) the
// records API reads: a number column's count, sum, average, least and greatest, and how many records
// hold each choice of a multiple select (a record holding several counts for each). The module's
// assistant answers with them (server/ai/).

export interface NumberFigures {
  /** Records the view keeps, and those of them holding a value. */
  records: number;
  values: number;
  sum: number | null;
  average: number | null;
  min: number | null;
  max: number | null;
}

/** A number column's figures over the view's records (a column that is not a number's: 400). */
export async function numberFiguresIn(
  scope: ModuleScope,
  tableId: string,
  columnId: string,
  query: { filter?: FilterGroup | undefined; q?: string | undefined },
): Promise<NumberFigures> {
  const table = await tableWithColumns(scope, tableId);
  const column = table.columns.find((entry) => entry.id === columnId);
  if (!column || columnFamily(column) !== "number") throw badRequest("validation.dbColumnNotNumber");
  const view = viewSql(table, query);
  const [row] = await getDb().$queryRaw<NumberFigures[]>`
    SELECT count(*)::int AS "records", count(s."v")::int AS "values", sum(s."v")::float8 AS "sum",
           avg(s."v")::float8 AS "average", min(s."v")::float8 AS "min", max(s."v")::float8 AS "max"
      FROM (SELECT ${valueSql(column)} AS "v" FROM ${view.from} WHERE ${view.condition}) s`;
  return row!;
}

/** How many of the view's records hold each choice of a multiple select (by choice id; `null`: none). */
export async function choiceCountsIn(
  scope: ModuleScope,
  tableId: string,
  columnId: string,
  query: { filter?: FilterGroup | undefined; q?: string | undefined },
): Promise<Map<string | null, number>> {
  const table = await tableWithColumns(scope, tableId);
  const column = table.columns.find((entry) => entry.id === columnId);
  if (!column || column.type !== "multiSelect") throw badRequest("validation.dbGroupInvalid");
  const view = viewSql(table, query);
  const cell = cellColumn(column.id);
  const rows = await getDb().$queryRaw<{ choice: string | null; n: number }[]>`
    SELECT e."choice", count(*)::int AS "n"
      FROM ${view.from}
      CROSS JOIN LATERAL unnest(CASE WHEN ${cell} IS NULL OR ${cell} = '{}' THEN ARRAY[NULL]::text[] ELSE ${cell} END) AS e("choice")
     WHERE ${view.condition}
     GROUP BY e."choice"`;
  return new Map(rows.map((row) => [row.choice, row.n]));
}
