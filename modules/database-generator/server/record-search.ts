import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/server/events/commit";
import { familyOf, type Choice, type ColumnType } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { columnName, lockTable, recordsTable, schemaName, sqlType, tableName } from "./physical";
import { columnOf, columnSelect } from "./rows";

// What search everything finds of a database's records (docs/platform/search.md): each records table
// keeps its searchable text in "DbRecordSearch" (one table for all, so a search is one statement
// planned once whatever the number of tables): the title is the primary column's value, the body the
// other texts and the names of the chosen choices. Three statement triggers per records table keep it
// (their transition tables name the rows a statement touched, as the stored rollups' do), so every
// write path — the grid, the API, imports, conversions, automations — is covered. Their statements are
// made here from the table's columns; a change of columns that changes them installs them again and
// writes the rows whose text changed. Identifiers and literals come from our own ids and the
// choices' names, quoted.

/** A title at most this long, a body at most this long (the words of a long text's first part). */
const TITLE_MAX = 500;
const BODY_MAX = 20_000;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const q = (name: string) => `"${name}"`;

function choiceCase(value: string, choices: readonly Choice[]): string | null {
  if (choices.length === 0) return null;
  const arms = choices.map((choice) => `WHEN ${literal(choice.id)} THEN ${literal(choice.name)}`).join(" ");
  return `CASE ${value} ${arms} END`;
}

/** A stored column's value on `n` as text a person reads (null: nothing to search in it). */
export function cellTextSql(
  column: Pick<Column, "id" | "type" | "options">,
  asTitle: boolean,
): string | null {
  const type: ColumnType = column.type;
  if (!sqlType(type)) return null; // computed, or a link: not a value of the record's own
  const cell = `n.${q(columnName(column.id))}`;
  switch (familyOf(type)) {
    case "text":
      return cell;
    case "select":
      return type === "singleSelect" ? choiceCase(cell, column.options.choices ?? []) : null;
    case "multi": {
      const name = choiceCase("v", column.options.choices ?? []);
      return name ? `(SELECT string_agg(${name}, ', ') FROM unnest(${cell}) v)` : null;
    }
    case "number":
      return asTitle && (type === "number" || type === "decimal" || type === "currency" || type === "percent")
        ? `${cell}::text`
        : null;
    case "date":
      if (!asTitle || (type !== "date" && type !== "dateTime")) return null;
      return type === "date"
        ? `to_char(${cell}, 'YYYY-MM-DD')`
        : `to_char(${cell} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`;
    default:
      return null;
  }
}

/**
 * The statement that writes the search rows of the records of `source` (a transition table, or the
 * records table itself): changed titles and bodies updated, missing rows added. One statement (a
 * trigger runs one); a row's words are computed only for the text that changed.
 */
export function searchWriteSql(
  table: { id: string; moduleId: string },
  columns: readonly Pick<Column, "id" | "type" | "options" | "primary">[],
  source: string,
): string {
  const primary = columns.find((column) => column.primary);
  const titleText = primary ? cellTextSql(primary, true) : null;
  const title = `coalesce(nullif(btrim(left(${titleText ?? "NULL::text"}, ${TITLE_MAX})), ''), '#' || n."number")`;
  const parts = columns
    .filter((column) => !column.primary)
    .flatMap((column) => cellTextSql(column, false) ?? []);
  const body = parts.length
    ? `nullif(left(concat_ws(E'\\n', ${parts.join(", ")}), ${BODY_MAX}), '')`
    : "NULL::text";
  const tableId = literal(table.id);
  const moduleId = literal(table.moduleId);
  // A row whose title is the same keeps it (its title's words and key are not computed again).
  return `WITH x AS (SELECT n."id", ${title} AS "title", ${body} AS "body" FROM ${source} n),
  t AS (UPDATE "DbRecordSearch" s SET "title" = x."title", "body" = x."body", "moduleId" = ${moduleId}
          FROM x WHERE s."id" = x."id" AND s."title" IS DISTINCT FROM x."title"
        RETURNING s."id"),
  b AS (UPDATE "DbRecordSearch" s SET "body" = x."body", "moduleId" = ${moduleId}
          FROM x WHERE s."id" = x."id" AND s."title" = x."title"
           AND (s."body", s."moduleId") IS DISTINCT FROM (x."body", ${moduleId}::char(24))
        RETURNING s."id")
INSERT INTO "DbRecordSearch" ("id", "tableId", "moduleId", "title", "body")
SELECT x."id", ${tableId}, ${moduleId}, x."title", x."body" FROM x
 WHERE NOT EXISTS (SELECT 1 FROM "DbRecordSearch" s WHERE s."id" = x."id")`;
}

const triggerName = (tableId: string, event: "i" | "u" | "d") => `rs_${tableId}_${event}`;

/**
 * Removes a table's search triggers for the rest of a transaction that fills it (an import): its
 * rows are then written once, by `installRecordSearch` after the load, instead of row by row and
 * again when the load's choices are known.
 */
export async function pauseRecordSearch(tx: Tx, table: { workspaceId: string; id: string }): Promise<void> {
  const target = recordsTable(table).text;
  for (const event of ["i", "u", "d"] as const)
    await tx.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${q(triggerName(table.id, event))} ON ${target}`);
}

/**
 * Installs (or installs again) the search triggers of a table's records and writes its search rows,
 * when what they write changed (a column added, removed, converted, its choices renamed) or they are
 * missing; else does nothing (one catalog read). In the caller's transaction, after the table's
 * columns and records table are as they will be.
 */
export async function installRecordSearch(tx: Tx, tableId: string): Promise<boolean> {
  const [table] = await tx.$queryRaw<{ workspaceId: string; moduleId: string }[]>`
    SELECT t."workspaceId", d."moduleId" FROM "DbTable" t JOIN "DbDatabase" d ON d."id" = t."databaseId"
     WHERE t."id" = ${tableId}`;
  if (!table) return false;
  const place = { workspaceId: table.workspaceId, id: tableId };
  const target = recordsTable(place).text;
  const columns = (
    await tx.dbColumn.findMany({ where: { tableId }, select: columnSelect, orderBy: { position: "asc" } })
  ).map(columnOf);
  const write = (source: string) =>
    searchWriteSql({ id: tableId, moduleId: table.moduleId }, columns, source);
  const fromRows = write("nt");
  const signature = createHash("sha256").update(fromRows).digest("hex");
  const [installed] = await tx.$queryRaw<{ signature: string | null }[]>`
    SELECT obj_description(t."oid", 'pg_trigger') AS "signature" FROM pg_trigger t
     WHERE t."tgrelid" = to_regclass(${`${schemaName(place.workspaceId)}.${tableName(tableId)}`})
       AND t."tgname" = ${triggerName(tableId, "u")}`;
  if (installed?.signature === signature) return false;
  await lockTable(tx, tableId);
  await pauseRecordSearch(tx, place);
  const fire = (event: "i" | "u" | "d", sql: string) => {
    const [timing, transition, rows] =
      event === "d"
        ? ["DELETE", "REFERENCING OLD TABLE AS ot", "ot"]
        : [event === "i" ? "INSERT" : "UPDATE", "REFERENCING NEW TABLE AS nt", "nt"];
    return tx.$executeRawUnsafe(
      `CREATE TRIGGER ${q(triggerName(tableId, event))} AFTER ${timing} ON ${target} ${transition}
         FOR EACH STATEMENT EXECUTE FUNCTION suite_db_refresh(${literal(rows)}, ${literal(sql)})`,
    );
  };
  await fire("i", fromRows);
  await fire("u", fromRows);
  await fire("d", `DELETE FROM "DbRecordSearch" WHERE "id" IN (SELECT "id" FROM ot)`);
  await tx.$executeRawUnsafe(
    `COMMENT ON TRIGGER ${q(triggerName(tableId, "u"))} ON ${target} IS ${literal(signature)}`,
  );
  // The rows as the new statements make them: changed ones written, missing ones added, strays removed.
  await tx.$executeRawUnsafe(write(target));
  await tx.$executeRawUnsafe(
    `DELETE FROM "DbRecordSearch" s WHERE s."tableId" = ${literal(tableId)}
        AND NOT EXISTS (SELECT 1 FROM ${target} r WHERE r."id" = s."id")`,
  );
  return true;
}
