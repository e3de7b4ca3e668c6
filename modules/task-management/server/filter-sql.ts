import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { presetRange } from "@/modules/task-management/shared/date-presets";
import { UNASSIGNED, type TaskFilter } from "@/modules/task-management/shared/filters";

const MINUTE = 60_000;

/**
 * A calendar day or date-time as the caller meant it: `tz` is their Date#getTimezoneOffset (minutes
 * behind UTC). A day covers [its local midnight, the next one).
 */
function dayRange(value: string, tz: number): { from: Date; to: Date } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const from = Date.UTC(y, m - 1, d) + tz * MINUTE;
    return { from: new Date(from), to: new Date(from + 24 * 60 * MINUTE) };
  }
  const at = new Date(value);
  return { from: at, to: at };
}

/** A date preset's range in the caller's time zone, whatever the server's zone is. */
function presetInZone(
  preset: Parameters<typeof presetRange>[0],
  tz: number,
  now: Date,
): { from: Date; to: Date } {
  // The caller's wall clock, as a server-local Date, goes through presetRange; its answer's wall
  // clock is turned back into an instant in the caller's zone.
  const wall = new Date(now.getTime() - tz * MINUTE);
  const local = new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  );
  const range = presetRange(preset, local);
  const back = (date: Date) =>
    new Date(
      Date.UTC(
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        date.getHours(),
        date.getMinutes(),
        date.getSeconds(),
        date.getMilliseconds(),
      ) +
        tz * MINUTE,
    );
  return { from: back(range.from), to: new Date(back(range.to).getTime() + 1) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function dateCondition(column: Prisma.Sql, filter: TaskFilter, tz: number, now: Date): Prisma.Sql {
  switch (filter.operator) {
    case "isEmpty":
      return Prisma.sql`${column} IS NULL`;
    case "isNotEmpty":
      return Prisma.sql`${column} IS NOT NULL`;
    case "is":
    case "isNot": {
      const days = filter.value.map((value) => {
        const { from, to } = dayRange(value, tz);
        return from.getTime() === to.getTime()
          ? Prisma.sql`${column} = ${from}`
          : Prisma.sql`(${column} >= ${from} AND ${column} < ${to})`;
      });
      const any = Prisma.sql`(${Prisma.join(days, " OR ")})`;
      return filter.operator === "is" ? any : Prisma.sql`(${column} IS NULL OR NOT ${any})`;
    }
    case "before":
      return Prisma.sql`${column} < ${dayRange(filter.value, tz).from}`;
    case "after": {
      const { from, to } = dayRange(filter.value, tz);
      return from.getTime() === to.getTime()
        ? Prisma.sql`${column} > ${from}`
        : Prisma.sql`${column} >= ${to}`;
    }
    case "between": {
      const from = dayRange(filter.value[0], tz).from;
      const end = dayRange(filter.value[1], tz);
      const to = end.from.getTime() === end.to.getTime() ? new Date(end.to.getTime() + 1) : end.to;
      return Prisma.sql`(${column} >= ${from} AND ${column} < ${to})`;
    }
    case "preset": {
      const { from, to } = presetInZone(filter.value, tz, now);
      return Prisma.sql`(${column} >= ${from} AND ${column} < ${to})`;
    }
    default:
      return Prisma.sql`TRUE`;
  }
}

function arrayCondition(column: Prisma.Sql, filter: TaskFilter, special?: string): Prisma.Sql {
  if (filter.operator === "isEmpty") return Prisma.sql`cardinality(${column}) = 0`;
  if (filter.operator === "isNotEmpty") return Prisma.sql`cardinality(${column}) > 0`;
  if (filter.operator !== "is" && filter.operator !== "isNot") return Prisma.sql`TRUE`;
  const values = filter.value.filter((value) => value !== special);
  const parts: Prisma.Sql[] = [];
  if (values.length) parts.push(Prisma.sql`${column} && ${values}`);
  if (special && filter.value.includes(special)) parts.push(Prisma.sql`cardinality(${column}) = 0`);
  const any = parts.length ? Prisma.sql`(${Prisma.join(parts, " OR ")})` : Prisma.sql`FALSE`;
  return filter.operator === "is" ? any : Prisma.sql`NOT ${any}`;
}

function listCondition(column: Prisma.Sql, filter: TaskFilter): Prisma.Sql {
  if (filter.operator !== "is" && filter.operator !== "isNot") return Prisma.sql`TRUE`;
  return filter.operator === "is"
    ? Prisma.sql`${column} = ANY(${filter.value})`
    : Prisma.sql`NOT (${column} = ANY(${filter.value}))`;
}

function statusCondition(filter: TaskFilter): Prisma.Sql {
  if (filter.operator !== "is" && filter.operator !== "isNot") return Prisma.sql`TRUE`;
  const parts = filter.value.map((value) => {
    if (value === "todo") return Prisma.sql`c.rn = 1`;
    if (value === "done") return Prisma.sql`c.rn = c.n`;
    if (value === "work-in-progress") return Prisma.sql`(c.rn > 1 AND c.rn < c.n)`;
    return Prisma.sql`t."columnId" = ${value}`;
  });
  const any = Prisma.sql`(${Prisma.join(parts, " OR ")})`;
  return filter.operator === "is" ? any : Prisma.sql`NOT ${any}`;
}

function titleCondition(filter: TaskFilter): Prisma.Sql {
  switch (filter.operator) {
    case "contains":
      return Prisma.sql`t."title" ILIKE ${`%${escapeLike(filter.value)}%`}`;
    case "notContains":
      return Prisma.sql`t."title" NOT ILIKE ${`%${escapeLike(filter.value)}%`}`;
    case "is":
    case "isNot": {
      const values = filter.value.map((value) => value.toLowerCase());
      return filter.operator === "is"
        ? Prisma.sql`lower(t."title") = ANY(${values})`
        : Prisma.sql`NOT (lower(t."title") = ANY(${values}))`;
    }
    default:
      return Prisma.sql`TRUE`;
  }
}

/**
 * The WHERE conditions of parsed filters on a task `t` joined with its ranked column `c` (see
 * task-rows.ts): every value is a bound parameter.
 */
export function filterConditions(filters: readonly TaskFilter[], tz: number, now = new Date()): Prisma.Sql[] {
  return filters.map((filter) => {
    switch (filter.field) {
      case "title":
        return titleCondition(filter);
      case "status":
        return statusCondition(filter);
      case "priority":
        return listCondition(Prisma.sql`t."priority"`, filter);
      case "issueType":
        return listCondition(Prisma.sql`t."issueType"`, filter);
      case "column":
        return listCondition(Prisma.sql`t."columnId"`, filter);
      case "assignees":
        return arrayCondition(Prisma.sql`t."assigneeIds"`, filter, UNASSIGNED);
      case "labels":
        return arrayCondition(Prisma.sql`t."labels"`, filter);
      case "dueDate":
        return dateCondition(Prisma.sql`t."dueDate"`, filter, tz, now);
      case "createdAt":
        return dateCondition(Prisma.sql`t."createdAt"`, filter, tz, now);
      default:
        return Prisma.sql`TRUE`;
    }
  });
}
