import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { getDb } from "@/lib/server/db";
import type { GroupsQuery } from "@/modules/database-generator/schemas/inputs";
import { columnFamily, isGroupable, type ValueFamily } from "@/modules/database-generator/shared/columns";
import { GROUPS_MAX, type Groups } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { groupKeySql, groupRawSql, groupValueSql } from "./record-sql";
import { tableWithColumns, viewSql } from "./records";
import { dbScope } from "./scope";

/** A group's value from its text: numbers as numbers, a box as true, days and the rest as text. */
function valueOf(family: ValueFamily, text: string | null): Cell | null {
  if (text === null) return null;
  if (family === "number") return Number(text);
  if (family === "checkbox") return text === "true" ? true : null;
  return text;
}

/**
 * GET …/tables/{tableId}/groups?column=&dir=&filter=&q=: the view's groups by one column, in the order
 * a sort by that column gives its records (so the grid shows each group's records together, read by
 * offset as ever): each value (the day, for instants; text ignoring case) and how many records hold
 * it; at most GROUPS_MAX, `truncated` when there are more. Read rights suffice.
 */
export async function listGroups(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  query: GroupsQuery,
  locale: Locale = "en",
): Promise<Groups> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableWithColumns(scope, params.tableId);
  const column = table.columns.find((entry) => entry.id === query.column);
  if (!column || !isGroupable(column.type)) throw badRequest("validation.dbGroupInvalid");
  const view = viewSql(table, { filter: query.filter, q: query.q });
  const dir = Prisma.raw(query.dir === "desc" ? "DESC" : "ASC");
  const rows = await getDb().$queryRaw<{ value: string | null; n: number }[]>`
    SELECT ${groupValueSql(column)} AS "value", count(*)::int AS "n"
      FROM (SELECT ${groupKeySql(column)} AS "k", ${groupRawSql(column)} AS "v"
              FROM ${view.from} WHERE ${view.condition}) g
     GROUP BY g."k"
     ORDER BY g."k" ${dir}
     LIMIT ${GROUPS_MAX + 1}`;
  const family = columnFamily(column);
  return {
    groups: rows.slice(0, GROUPS_MAX).map((row) => ({ value: valueOf(family, row.value), count: row.n })),
    truncated: rows.length > GROUPS_MAX,
  };
}
