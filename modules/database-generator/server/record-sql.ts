import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/server/errors";
import {
  columnFamily,
  effectiveType,
  isSortable,
  type ValueFamily,
} from "@/modules/database-generator/shared/columns";
import {
  OPERATORS,
  VALUELESS,
  isGroup,
  type Condition,
  type FilterGroup,
  type Sort,
} from "@/modules/database-generator/shared/filters";
import type { Column } from "@/modules/database-generator/shared/types";
import { readDate, readNumber } from "@/modules/database-generator/shared/values";
import { formulaSql } from "./formula-sql";
import { linkedExistsSql } from "./linked-sql";
import { storedRollupSql } from "./stored-rollups";
import { cellColumn } from "./physical";

// A table's records as SQL sees them (`r` is a row of its records table, physical.ts): each column's
// value, its sort key, a filter's conditions (dates as whole days in UTC, so indexes serve them) and
// a search. Column identifiers are made from our ids only: nothing typed by people becomes one.

const cell = (column: Column) => cellColumn(column.id);
const personName = (field: "createdById" | "updatedById") =>
  Prisma.sql`(SELECT u."name" FROM "User" u WHERE u."id" = r.${Prisma.raw(`"${field}"`)})`;

/** The column's value as a comparable SQL value: text, numeric, date, timestamp, boolean, text[]. */
export function valueSql(column: Column): Prisma.Sql {
  switch (column.type) {
    case "autoNumber":
      return Prisma.sql`r."number"`;
    case "createdTime":
      return Prisma.sql`r."createdAt"`;
    case "modifiedTime":
      return Prisma.sql`r."updatedAt"`;
    case "createdBy":
      return personName("createdById");
    case "modifiedBy":
      return personName("updatedById");
    case "checkbox":
      return Prisma.sql`COALESCE(${cell(column)}, false)`;
    case "rollup":
      return storedRollupSql(column);
    case "formula":
      return formulaSql(column);
    default:
      return cell(column);
  }
}

/** The first instant of a day (YYYY-MM-DD) in the column's own kind of value (dates in UTC). */
function dayStart(column: Column, day: string): Prisma.Sql {
  const type = effectiveType(column);
  if (type === "date") return Prisma.sql`${day}::date`;
  if (type === "dateTime") return Prisma.sql`(${day}::date::timestamp AT TIME ZONE 'UTC')`;
  return Prisma.sql`${day}::date::timestamp`;
}

/** The next day of YYYY-MM-DD. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const choiceIds = (column: Column) => (column.options.choices ?? []).map((choice) => choice.id);

const isInstant = (column: Column) => {
  const type = effectiveType(column);
  return type === "dateTime" || type === "createdTime" || type === "modifiedTime";
};

/** What a column's records are sorted by: choices in their order, text ignoring case, else the value. */
export function sortKeySql(column: Column): Prisma.Sql {
  const family = columnFamily(column);
  return family === "select"
    ? Prisma.sql`array_position(${choiceIds(column)}::text[], ${cell(column)})`
    : family === "multi"
      ? Prisma.sql`array_position(${choiceIds(column)}::text[], ${cell(column)}[1])`
      : family === "text"
        ? Prisma.sql`lower(${valueSql(column)})`
        : valueSql(column);
}

/**
 * What a column's records are grouped by, in the order of its sort key (so a view sorted by the
 * column holds each group's records together): instants by their day in UTC, else the sort key.
 */
export function groupKeySql(column: Column): Prisma.Sql {
  if (isInstant(column)) return Prisma.sql`(${valueSql(column)} AT TIME ZONE 'UTC')::date`;
  return sortKeySql(column);
}

/** A record's value as its group holds it: the day of an instant, a choice's id, else the value. */
export function groupRawSql(column: Column): Prisma.Sql {
  if (isInstant(column)) return Prisma.sql`(${valueSql(column)} AT TIME ZONE 'UTC')::date`;
  return columnFamily(column) === "select" ? cell(column) : valueSql(column);
}

/**
 * A group's value as text, over its records' `g.v` (groupRawSql) grouped by `g.k` (groupKeySql): a
 * representative of the values (text differing only in case is one group), none for records without
 * a choice or with a removed one.
 */
export function groupValueSql(column: Column): Prisma.Sql {
  if (effectiveType(column) === "checkbox") return Prisma.sql`bool_or(g."v")::text`;
  if (columnFamily(column) === "select")
    return Prisma.sql`CASE WHEN g."k" IS NULL THEN NULL ELSE min(g."v") END`;
  return Prisma.sql`min(g."v")::text`;
}

/** ORDER BY terms for the sorts, then the records' order as the tie-break. */
export function orderSql(columns: Map<string, Column>, sorts: readonly Sort[]): Prisma.Sql {
  const terms = sorts.map((sort) => {
    const column = columns.get(sort.columnId);
    if (!column || !isSortable(column.type)) throw badRequest("validation.dbSortInvalid");
    const dir = Prisma.raw(sort.dir === "asc" ? "ASC" : "DESC");
    return Prisma.sql`${sortKeySql(column)} ${dir}`;
  });
  return Prisma.join([...terms, Prisma.sql`r."number" ASC`], ", ");
}

/** `%text%` for LIKE on lower-cased text, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startingWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const badValue = () => badRequest("validation.dbFilterValueInvalid");

function textValue(value: Condition["value"]): string {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") throw badValue();
  return value;
}
function numberValue(value: Condition["value"]): number {
  const number = readNumber(value);
  if (number === null) throw badValue();
  return number;
}
function dateValue(value: Condition["value"]): string {
  const date = readDate(value);
  if (date === null) throw badValue();
  return date;
}
function idsValue(value: Condition["value"]): string[] {
  const ids = typeof value === "string" ? [value] : value;
  if (!Array.isArray(ids) || ids.length === 0) throw badValue();
  return ids;
}

function conditionSql(column: Column, condition: Condition): Prisma.Sql {
  const family: ValueFamily = columnFamily(column);
  const allowed: readonly string[] = OPERATORS[family];
  if (!allowed.includes(condition.operator)) throw badRequest("validation.dbFilterOperatorInvalid");
  if (!VALUELESS.has(condition.operator) && condition.value === undefined) throw badValue();
  const op = condition.operator;
  // A record's links and lookups: whether it has any (holding a value), or any of some records.
  if (family === "link" || family === "lookup") {
    if (op === "isEmpty") return Prisma.sql`NOT ${linkedExistsSql(column)}`;
    if (op === "isNotEmpty") return linkedExistsSql(column);
    const ids = idsValue(condition.value);
    if (ids.some((id) => !/^[0-9a-f]{24}$/.test(id))) throw badValue();
    const any = linkedExistsSql(column, ids);
    return op === "hasAnyOf" ? any : Prisma.sql`NOT ${any}`;
  }
  const value = valueSql(column);
  if (op === "isEmpty")
    return family === "multi" || family === "files"
      ? Prisma.sql`(${value} IS NULL OR ${value} = '{}')`
      : family === "text" || family === "select"
        ? Prisma.sql`(${value} IS NULL OR ${value} = '')`
        : Prisma.sql`${value} IS NULL`;
  if (op === "isNotEmpty")
    return family === "multi" || family === "files"
      ? Prisma.sql`${value} <> '{}'`
      : family === "text" || family === "select"
        ? Prisma.sql`${value} <> ''`
        : Prisma.sql`${value} IS NOT NULL`;
  switch (family) {
    case "text": {
      const text = textValue(condition.value);
      const lower = Prisma.sql`lower(${value})`;
      if (op === "contains") return Prisma.sql`${lower} LIKE ${containing(text)}`;
      if (op === "notContains")
        return Prisma.sql`(${value} IS NULL OR ${lower} NOT LIKE ${containing(text)})`;
      if (op === "startsWith") return Prisma.sql`${lower} LIKE ${startingWith(text)}`;
      if (op === "is") return Prisma.sql`${lower} = ${text.toLowerCase()}`;
      return Prisma.sql`(${value} IS NULL OR ${lower} <> ${text.toLowerCase()})`;
    }
    case "number": {
      const number = numberValue(condition.value);
      const sign = { eq: "=", neq: "<>", lt: "<", lte: "<=", gt: ">", gte: ">=" }[op as "eq"];
      if (!sign) throw badRequest("validation.dbFilterOperatorInvalid");
      const compared = Prisma.sql`${value} ${Prisma.raw(sign)} ${number}::numeric`;
      return op === "neq" ? Prisma.sql`(${value} IS NULL OR ${compared})` : compared;
    }
    case "date": {
      const day = dateValue(condition.value);
      const start = dayStart(column, day);
      const end = dayStart(column, nextDay(day));
      if (op === "is") return Prisma.sql`(${value} >= ${start} AND ${value} < ${end})`;
      if (op === "before") return Prisma.sql`${value} < ${start}`;
      if (op === "after") return Prisma.sql`${value} >= ${end}`;
      if (op === "onOrBefore") return Prisma.sql`${value} < ${end}`;
      if (op === "onOrAfter") return Prisma.sql`${value} >= ${start}`;
      throw badRequest("validation.dbFilterOperatorInvalid");
    }
    case "checkbox":
      return op === "isChecked" ? value : Prisma.sql`NOT ${value}`;
    case "select": {
      if (op === "is") return Prisma.sql`${value} = ${textValue(condition.value)}`;
      if (op === "isNot") return Prisma.sql`${value} IS DISTINCT FROM ${textValue(condition.value)}`;
      const ids = idsValue(condition.value);
      if (op === "isAnyOf") return Prisma.sql`${value} = ANY(${ids}::text[])`;
      return Prisma.sql`(${value} IS NULL OR NOT (${value} = ANY(${ids}::text[])))`;
    }
    case "multi": {
      const ids = idsValue(condition.value);
      if (op === "hasAnyOf") return Prisma.sql`COALESCE(${value} && ${ids}::text[], false)`;
      if (op === "hasAllOf") return Prisma.sql`COALESCE(${value} @> ${ids}::text[], false)`;
      return Prisma.sql`NOT COALESCE(${value} && ${ids}::text[], false)`;
    }
    default:
      throw badRequest("validation.dbFilterOperatorInvalid");
  }
}

/** A filter's condition on `r` (unknown columns and operators a column's type has not are a 400). */
export function filterSql(columns: Map<string, Column>, filter: FilterGroup): Prisma.Sql {
  const parts = filter.conditions.map((entry) => {
    if (isGroup(entry)) return filterSql(columns, entry);
    const column = columns.get(entry.columnId);
    if (!column) throw badRequest("validation.dbFilterColumnUnknown");
    return conditionSql(column, entry);
  });
  if (parts.length === 0) return Prisma.sql`TRUE`;
  return Prisma.sql`(${Prisma.join(parts, filter.conjunction === "and" ? " AND " : " OR ")})`;
}

/** A search: any text, number or date cell holding the text, or a choice whose name does. */
export function searchSql(columns: Column[], q: string): Prisma.Sql {
  const pattern = containing(q);
  const lowered = q.toLowerCase();
  const parts = columns.flatMap((column) => {
    const family = columnFamily(column);
    if (family === "select" || family === "multi") {
      const ids = (column.options.choices ?? [])
        .filter((c) => c.name.toLowerCase().includes(lowered))
        .map((c) => c.id);
      if (ids.length === 0) return [];
      return [
        family === "select"
          ? Prisma.sql`${cell(column)} = ANY(${ids}::text[])`
          : Prisma.sql`COALESCE(${cell(column)} && ${ids}::text[], false)`,
      ];
    }
    // Checkboxes hold no text; links, lookups and rollups are other records'; formulas are computed
    // for every record (a search reads the record's own cells only); attachments hold files' ids.
    if (
      family === "checkbox" ||
      family === "files" ||
      family === "link" ||
      family === "lookup" ||
      column.type === "rollup" ||
      column.type === "formula"
    )
      return [];
    // Numbers and dates hold only digits and their signs: other text cannot be in them.
    if ((family === "number" || family === "date") && !/^[\d\s.,:+-]+$/.test(q)) return [];
    if (family === "date") {
      const shown =
        column.type === "date"
          ? Prisma.sql`to_char(${valueSql(column)}, 'YYYY-MM-DD')`
          : column.type === "dateTime"
            ? Prisma.sql`to_char(${valueSql(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`
            : Prisma.sql`to_char(${valueSql(column)}, 'YYYY-MM-DD HH24:MI')`;
      return [Prisma.sql`${shown} LIKE ${pattern}`];
    }
    return [Prisma.sql`lower(${valueSql(column)}::text) LIKE ${pattern}`];
  });
  return parts.length ? Prisma.sql`(${Prisma.join(parts, " OR ")})` : Prisma.sql`FALSE`;
}
