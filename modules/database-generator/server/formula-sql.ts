import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  checkFormula,
  formulaTypeOf,
  type DateUnit,
  type FormulaNode,
  type FormulaType,
} from "@/modules/database-generator/shared/formula";
import type { Column } from "@/modules/database-generator/shared/types";
import { cellColumn, fileNamesSql } from "./physical";

// A formula compiled to SQL on `r` (a row of its table's records table), from its checked tree
// (shared/formula.ts): references become the columns' values, literals parameters, functions a fixed
// SQL of our own for each. Nothing a person types is SQL text. Every function is total: a division
// by zero, a square root of a negative, a date moved past the calendar, a text grown past a million
// characters give an empty value, never an error that would fail the page reading it. Bound to the
// column once its table is read (bindFormulas), as links are (linked-sql.ts).

const bound = new WeakMap<Column, Prisma.Sql>();

/** A formula column's value on `r` (numeric, text, boolean, date or timestamptz); unbound: empty. */
export const formulaSql = (column: Column): Prisma.Sql => bound.get(column) ?? Prisma.sql`NULL`;

type Typed = { sql: Prisma.Sql; type: FormulaType | "blank" };

const q = (sql: Prisma.Sql, type: Typed["type"]): Typed => ({ sql, type });
const num = (value: Typed) => Prisma.sql`COALESCE(${value.sql}, 0)`;
const bool = (value: Typed) => Prisma.sql`COALESCE(${value.sql}, false)`;
/** A date or an instant as an instant (a date is its midnight in UTC). */
const instant = (value: Typed) =>
  value.type === "date" ? Prisma.sql`(${value.sql}::timestamp AT TIME ZONE 'UTC')` : value.sql;
/** Any value as text (what & and CONCAT join). */
function text(value: Typed): Prisma.Sql {
  switch (value.type) {
    case "number":
      return Prisma.sql`trim_scale(${value.sql})::text`;
    case "date":
      return Prisma.sql`to_char(${value.sql}, 'YYYY-MM-DD')`;
    case "dateTime":
      return Prisma.sql`to_char(${value.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`;
    case "boolean":
      return Prisma.sql`CASE WHEN ${value.sql} THEN 'true' WHEN NOT ${value.sql} THEN 'false' END`;
    case "blank":
      return Prisma.sql`NULL::text`;
    default:
      return value.sql;
  }
}
/** A number as an integer, kept between `low` and `high` first. */
const int = (value: Typed, low: number, high: number) =>
  Prisma.sql`LEAST(GREATEST(${num(value)}, ${low}), ${high})::int`;

/** How far each unit may move a date (every stored date stays inside PostgreSQL's calendar). */
const UNIT_LIMITS: Record<DateUnit, number> = {
  years: 4_000,
  months: 48_000,
  weeks: 208_000,
  days: 1_460_000,
  hours: 35_000_000,
  minutes: 2_100_000_000,
  seconds: 126_000_000_000,
};
const UNIT_SECONDS: Partial<Record<DateUnit, number>> = {
  weeks: 604_800,
  days: 86_400,
  hours: 3_600,
  minutes: 60,
  seconds: 1,
};

interface Context {
  /** A column by its name (ignoring case). */
  byName: Map<string, Column>;
  /** The value of a column that is not a formula, on `r`. */
  valueOf: (column: Column) => Prisma.Sql;
  /** Formulas being compiled (a cycle is refused before a formula is saved; this only guards). */
  open: Set<string>;
}

/** A referenced column's value as the formula sees it. */
function reference(column: Column, context: Context): Typed {
  if (column.type === "formula") return compileColumn(column, context);
  const type = formulaTypeOf(column);
  const value = context.valueOf(column);
  if (type === "unusable") return q(Prisma.sql`NULL`, "blank");
  if (column.type === "singleSelect") {
    const choices = column.options.choices ?? [];
    if (choices.length === 0) return q(Prisma.sql`NULL::text`, "text");
    return q(
      Prisma.sql`(SELECT n."name" FROM unnest(${choices.map((c) => c.id)}::text[], ${choices.map((c) => c.name)}::text[]) AS n("id", "name") WHERE n."id" = ${cellColumn(column.id)})`,
      "text",
    );
  }
  if (column.type === "multiSelect") {
    const choices = column.options.choices ?? [];
    return q(
      Prisma.sql`(SELECT string_agg(n."name", ', ' ORDER BY u."k") FROM unnest(${cellColumn(column.id)}) WITH ORDINALITY AS u("id", "k")
                   JOIN unnest(${choices.map((c) => c.id)}::text[], ${choices.map((c) => c.name)}::text[]) AS n("id", "name") ON n."id" = u."id")`,
      "text",
    );
  }
  if (column.type === "attachment") return q(fileNamesSql(column.id), "text");
  if (column.type === "createdTime" || column.type === "modifiedTime")
    return q(Prisma.sql`(${value} AT TIME ZONE 'UTC')`, "dateTime");
  if (type === "number") return q(Prisma.sql`(${value})::numeric`, "number");
  return q(value, type);
}

function compile(node: FormulaNode, context: Context): Typed {
  switch (node.kind) {
    case "number":
      return q(Prisma.sql`${node.value}::numeric`, "number");
    case "text":
      return q(Prisma.sql`${node.value}::text`, "text");
    case "boolean":
      return q(node.value ? Prisma.sql`TRUE` : Prisma.sql`FALSE`, "boolean");
    case "ref": {
      const column = context.byName.get(node.name.toLowerCase());
      return column ? reference(column, context) : q(Prisma.sql`NULL`, "blank");
    }
    case "unary":
      return q(Prisma.sql`(-${num(compile(node.arg, context))})`, "number");
    case "binary": {
      const left = compile(node.left, context);
      const right = compile(node.right, context);
      switch (node.op) {
        case "&":
          return q(Prisma.sql`(COALESCE(${text(left)}, '') || COALESCE(${text(right)}, ''))`, "text");
        case "+":
        case "-":
        case "*":
          return q(Prisma.sql`(${num(left)} ${Prisma.raw(node.op)} ${num(right)})`, "number");
        case "/":
          return q(Prisma.sql`(${num(left)} / NULLIF(${num(right)}, 0))`, "number");
        default: {
          const dates =
            left.type === "date" ||
            left.type === "dateTime" ||
            right.type === "date" ||
            right.type === "dateTime";
          const [a, b] =
            dates && left.type !== right.type ? [instant(left), instant(right)] : [left.sql, right.sql];
          return q(Prisma.sql`(${a} ${Prisma.raw(node.op === "!=" ? "<>" : node.op)} ${b})`, "boolean");
        }
      }
    }
    case "call":
      return call(node, context);
  }
}

function call(node: Extract<FormulaNode, { kind: "call" }>, context: Context): Typed {
  const args = node.args.map((arg) => compile(arg, context));
  const [a, b, c] = args;
  const sql = (strings: TemplateStringsArray, ...values: unknown[]) => Prisma.sql(strings, ...values);
  switch (node.name) {
    case "IF": {
      const then = b!;
      const otherwise = c ?? q(Prisma.sql`NULL`, "blank");
      const mixed = then.type !== otherwise.type && then.type !== "blank" && otherwise.type !== "blank";
      const type = then.type === "blank" ? otherwise.type : mixed ? "dateTime" : then.type;
      const [x, y] = mixed ? [instant(then), instant(otherwise)] : [then.sql, otherwise.sql];
      return q(sql`CASE WHEN ${bool(a!)} THEN ${x} ELSE ${y} END`, type);
    }
    case "AND":
    case "OR":
      return q(sql`(${Prisma.join(args.map(bool), node.name === "AND" ? " AND " : " OR ")})`, "boolean");
    case "NOT":
      return q(sql`(NOT ${bool(a!)})`, "boolean");
    case "ISBLANK":
      return q(
        a!.type === "text" ? sql`(${a!.sql} IS NULL OR ${a!.sql} = '')` : sql`(${a!.sql} IS NULL)`,
        "boolean",
      );
    case "BLANK":
      return q(sql`NULL`, "blank");
    case "CONCAT":
      return q(sql`concat(${Prisma.join(args.map(text))})`, "text");
    case "UPPER":
      return q(sql`upper(${a!.sql})`, "text");
    case "LOWER":
      return q(sql`lower(${a!.sql})`, "text");
    case "TRIM":
      return q(sql`btrim(${a!.sql})`, "text");
    case "LEN":
      return q(sql`char_length(${a!.sql})::numeric`, "number");
    case "LEFT":
      return q(sql`left(${a!.sql}, ${int(b!, 0, 1_000_000)})`, "text");
    case "RIGHT":
      return q(sql`right(${a!.sql}, ${int(b!, 0, 1_000_000)})`, "text");
    case "SUBSTITUTE":
      // Never more than a million characters (a short text repeated into gigabytes is empty).
      return q(
        sql`CASE WHEN char_length(${a!.sql})::bigint * GREATEST(char_length(${c!.sql}), 1) <= 1000000
                 THEN replace(${a!.sql}, ${b!.sql}, ${c!.sql}) END`,
        "text",
      );
    case "FIND":
      return q(sql`strpos(${b!.sql}, ${a!.sql})::numeric`, "number");
    case "VALUE":
      return q(
        sql`CASE WHEN char_length(${a!.sql}) <= 40 AND ${a!.sql} ~ '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)\\s*$' THEN btrim(${a!.sql})::numeric END`,
        "number",
      );
    case "ROUND":
      return q(sql`round(${a!.sql}, ${b ? int(b, -10, 10) : sql`0`})`, "number");
    case "ABS":
      return q(sql`abs(${a!.sql})`, "number");
    case "FLOOR":
      return q(sql`floor(${a!.sql})`, "number");
    case "CEILING":
      return q(sql`ceil(${a!.sql})`, "number");
    case "SQRT":
      return q(sql`CASE WHEN ${a!.sql} >= 0 THEN sqrt(${a!.sql}) END`, "number");
    case "MOD":
      return q(sql`mod(${num(a!)}, NULLIF(${num(b!)}, 0))`, "number");
    case "MIN":
      return q(sql`LEAST(${Prisma.join(args.map((arg) => arg.sql))})`, "number");
    case "MAX":
      return q(sql`GREATEST(${Prisma.join(args.map((arg) => arg.sql))})`, "number");
    case "SUM":
      return q(sql`(${Prisma.join(args.map(num), " + ")})`, "number");
    case "AVERAGE":
      return q(
        sql`((${Prisma.join(args.map(num), " + ")}) / NULLIF(${Prisma.join(
          args.map((arg) => sql`(${arg.sql} IS NOT NULL)::int`),
          " + ",
        )}, 0))`,
        "number",
      );
    case "TODAY":
      return q(sql`(now() AT TIME ZONE 'UTC')::date`, "date");
    case "NOW":
      return q(sql`now()`, "dateTime");
    case "YEAR":
    case "MONTH":
    case "DAY":
    case "WEEKDAY": {
      const field = Prisma.raw({ YEAR: "year", MONTH: "month", DAY: "day", WEEKDAY: "dow" }[node.name]);
      return q(sql`extract(${field} FROM (${instant(a!)} AT TIME ZONE 'UTC'))::numeric`, "number");
    }
    case "DATETIME_DIFF": {
      const unit = (node.args[2] as { value: string }).value.toLowerCase() as DateUnit;
      const [from, to] = [instant(a!), instant(b!)];
      if (unit === "months" || unit === "years") {
        const span = sql`age(${from} AT TIME ZONE 'UTC', ${to} AT TIME ZONE 'UTC')`;
        const months = sql`(extract(year FROM ${span}) * 12 + extract(month FROM ${span}))`;
        return q(unit === "months" ? sql`${months}::numeric` : sql`trunc(${months} / 12)::numeric`, "number");
      }
      return q(sql`trunc(extract(epoch FROM (${from} - ${to})) / ${UNIT_SECONDS[unit]!})::numeric`, "number");
    }
    case "DATEADD": {
      const unit = (node.args[2] as { value: string }).value.toLowerCase() as DateUnit;
      const limit = UNIT_LIMITS[unit];
      const by = sql`LEAST(GREATEST(${num(b!)}, ${-limit}), ${limit})`;
      const step = Prisma.raw(`interval '1 ${unit.replace(/s$/, "")}'`);
      const dateOnly = a!.type === "date" && ["years", "months", "weeks", "days"].includes(unit);
      return dateOnly
        ? q(sql`(${a!.sql} + ${by} * ${step})::date`, "date")
        : q(sql`(${instant(a!)} + ${by} * ${step})`, "dateTime");
    }
  }
}

function compileColumn(column: Column, context: Context): Typed {
  if (context.open.has(column.id)) return q(Prisma.sql`NULL`, "blank");
  const checked = checkFormula(column.options.expression ?? "", (name) => {
    const found = context.byName.get(name.toLowerCase());
    return found ? formulaTypeOf(found) : "unknown";
  });
  if (!checked.ok) return q(Prisma.sql`NULL`, "blank");
  context.open.add(column.id);
  const value = compile(checked.tree, context);
  context.open.delete(column.id);
  // A number's digits as the column keeps them (what it sorts and filters by too).
  if (value.type === "number")
    return q(Prisma.sql`round(${value.sql}, ${column.options.precision ?? 2}::int)`, "number");
  return value;
}

/** Binds the table's formula columns to their SQL (`valueOf`: a column's value on `r`). */
export function bindFormulas(columns: readonly Column[], valueOf: (column: Column) => Prisma.Sql): void {
  const formulas = columns.filter((column) => column.type === "formula");
  if (formulas.length === 0) return;
  const context: Context = {
    byName: new Map(columns.map((column) => [column.name.toLowerCase(), column])),
    valueOf,
    open: new Set(),
  };
  for (const column of formulas) {
    const value = compileColumn(column, context);
    bound.set(column, value.type === "blank" ? Prisma.sql`NULL` : value.sql);
  }
}

/** A formula's cell as JSON, as the API answers it (empty text and false are empty). */
export function formulaJsonSql(column: Column): Prisma.Sql {
  const value = formulaSql(column);
  switch (column.options.result) {
    case "text":
      return Prisma.sql`to_jsonb(NULLIF(${value}, ''))`;
    case "boolean":
      return Prisma.sql`to_jsonb(NULLIF(${value}, false))`;
    case "dateTime":
      return Prisma.sql`to_jsonb(to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
    default:
      return Prisma.sql`to_jsonb(${value})`;
  }
}
