import "server-only";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { columnFamily, type ValueFamily } from "@/modules/database-generator/shared/columns";
import {
  OPERATORS,
  VALUELESS,
  type Condition,
  type Operator,
} from "@/modules/database-generator/shared/filters";
import type { Column } from "@/modules/database-generator/shared/types";
import { readDate, readNumber } from "@/modules/database-generator/shared/values";
import { findColumn, readRecords, type DbSchema, type DbTable } from "./db-data";
import { byName, DbAskError, fold, type FlatFilter } from "./names";

// A filter as a question or a model gives it — columns by name, an operator as the column's family has
// it (shared/filters.ts) or as people write it ("=", ">", "is not", "contains", "any of"), values as
// shown (a choice's name, a linked record's title, a number as written) — turned into the filter the
// records service reads (ids, choice ids, record ids), each operator checked against the column's.

/** A condition as named. */
export interface NamedCondition {
  column: string;
  operator: string;
  value?: string | number | boolean | (string | number)[] | null | undefined;
}

/** Conditions of one filter at most, and values of one condition. */
export const CONDITIONS_MAX = 20;
const VALUES_MAX = 50;

type Generic =
  | "eq"
  | "ne"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "contains"
  | "notContains"
  | "startsWith"
  | "any"
  | "none"
  | "all"
  | "empty"
  | "notEmpty"
  | "checked"
  | "unchecked";

/** What people and models write, squeezed (lower case, no spaces, dashes or underscores). */
const ALIASES: Record<string, Generic> = {};
const alias = (generic: Generic, words: string) => {
  for (const word of words.split(" ").filter(Boolean)) ALIASES[word] = generic;
};
alias("eq", "= == === eq is equals equal equalto isequalto es igual igualque");
alias("ne", "!= <> ne neq isnot not notequal notequalto isnt different differentfrom noes distinto");
alias("gt", "> gt greaterthan isgreaterthan morethan above over after isafter mayorque");
alias("gte", ">= => gte atleast greaterthanorequal greaterorequal onorafter since almenos");
alias("lt", "< lt lessthan islessthan below under before isbefore menorque");
alias("lte", "<= =< lte atmost lessthanorequal lessorequal onorbefore until");
alias("contains", "contains contain includes include has like contiene");
alias("notContains", "notcontains doesnotcontain doesntcontain notlike nocontiene");
alias("startsWith", "startswith beginswith prefix empiezapor");
alias("any", "in anyof isanyof hasanyof oneof");
alias("none", "notin noneof isnoneof hasnoneof");
alias("all", "allof hasallof");
alias("empty", "empty isempty blank isblank null isnull missing vacio");
alias("notEmpty", "notempty isnotempty notblank isnotblank notnull isnotnull exists hasvalue present");
alias("checked", "checked ischecked");
alias("unchecked", "unchecked isnotchecked notchecked");

/** Each family's operator for a generic one (none: the family cannot compare so). */
const BY_FAMILY: Record<ValueFamily, Partial<Record<Generic, Operator>>> = {
  text: {
    eq: "is",
    ne: "isNot",
    contains: "contains",
    notContains: "notContains",
    startsWith: "startsWith",
  },
  number: { eq: "eq", ne: "neq", gt: "gt", gte: "gte", lt: "lt", lte: "lte" },
  date: { eq: "is", gt: "after", gte: "onOrAfter", lt: "before", lte: "onOrBefore" },
  checkbox: { checked: "isChecked", unchecked: "isNotChecked" },
  select: { eq: "is", ne: "isNot", contains: "is", any: "isAnyOf", none: "isNoneOf", notContains: "isNot" },
  multi: {
    eq: "hasAnyOf",
    contains: "hasAnyOf",
    any: "hasAnyOf",
    all: "hasAllOf",
    ne: "hasNoneOf",
    none: "hasNoneOf",
    notContains: "hasNoneOf",
  },
  link: {
    eq: "hasAnyOf",
    contains: "hasAnyOf",
    any: "hasAnyOf",
    ne: "hasNoneOf",
    none: "hasNoneOf",
    notContains: "hasNoneOf",
  },
  lookup: {},
  files: {},
};

const EMPTY_WORDS = new Set(["empty", "blank", "nothing", "none", "null", "vacio", "vacia", "nada"]);
const TRUE_WORDS = new Set(["true", "yes", "y", "1", "x", "checked", "on", "si", "marcado", "marcada"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "unchecked", "off", "desmarcado", "desmarcada"]);

const squeeze = (text: string) => fold(text).replace(/[\s_-]+/g, "");

/** The column's operator for what was written, or why there is none. */
function operatorOf(column: Column, written: string, value: NamedCondition["value"]): Operator {
  const family = columnFamily(column);
  const allowed: readonly Operator[] = OPERATORS[family];
  let generic: Generic | undefined = ALIASES[squeeze(written)];
  const empty =
    value === null || value === undefined || (typeof value === "string" && EMPTY_WORDS.has(fold(value)));
  // "is empty", "= null": whatever the family calls it.
  if ((generic === "eq" || generic === "ne") && empty && family !== "checkbox")
    generic = generic === "eq" ? "empty" : "notEmpty";
  const exact = allowed.find((operator) => operator === written.trim());
  if (exact && generic !== "empty" && generic !== "notEmpty") return exact;
  if (family === "checkbox") {
    // A box is checked or not: "is yes", "is not checked", "is empty", true or false.
    const text = fold(String(value ?? ""));
    const truthy = value === true || TRUE_WORDS.has(text);
    const falsy = value === false || empty || FALSE_WORDS.has(text);
    if ((generic === "eq" || generic === "ne") && (truthy || falsy))
      generic = truthy === (generic === "eq") ? "checked" : "unchecked";
    else if (generic === "empty") generic = "unchecked";
    else if (generic === "notEmpty") generic = "checked";
  }
  if (Array.isArray(value) && generic === "eq") generic = "any";
  if (Array.isArray(value) && generic === "ne") generic = "none";
  const operator =
    generic === "empty"
      ? "isEmpty"
      : generic === "notEmpty"
        ? "isNotEmpty"
        : generic
          ? BY_FAMILY[family][generic]
          : undefined;
  if (operator && allowed.includes(operator)) return operator;
  throw new DbAskError("operatorInvalid", {
    operator: written,
    column: column.name,
    type: column.type,
    operators: [...allowed],
  });
}

const asList = (value: NamedCondition["value"]): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((entry) =>
    entry === null || entry === undefined || entry === "" ? [] : [String(entry).trim()],
  );

/** The ids of the linked table's records named (ids, or their primary column's text). */
async function linkedIds(scope: ModuleScope, schema: DbSchema, column: Column, names: string[]) {
  const linked = schema.tables.find((table) => table.id === column.options.tableId);
  const primary = linked?.columns.find((entry) => entry.primary);
  if (!linked || !primary)
    throw new DbAskError("recordNotFound", {
      value: names[0] ?? "",
      table: column.name,
      column: column.name,
    });
  return Promise.all(
    names.map(async (name) => {
      if (/^[0-9a-f]{24}$/.test(name)) return name;
      const text = columnFamily(primary) === "text";
      const page = await readRecords(scope, linked, {
        ...(text
          ? {
              filter: {
                conjunction: "and",
                conditions: [{ columnId: primary.id, operator: "is", value: name }],
              },
            }
          : { q: name }),
        limit: 1,
      });
      const id = page.data[0]?.id;
      if (!id)
        throw new DbAskError("recordNotFound", { value: name, table: linked.name, column: column.name });
      return id;
    }),
  );
}

/** A condition of the records service from a named one, its operator and value checked. */
export async function conditionOf(
  scope: ModuleScope,
  schema: DbSchema,
  table: DbTable,
  named: NamedCondition,
): Promise<Condition> {
  const column = findColumn(table, named.column);
  const operator = operatorOf(column, named.operator, named.value);
  const condition = { columnId: column.id, operator };
  if (VALUELESS.has(operator)) return condition;
  const values = asList(named.value);
  const fail = (key: string, value: unknown) =>
    new DbAskError(key, { value: String(value ?? ""), column: column.name, operator: named.operator });
  if (values.length === 0) throw fail("valueMissing", "");
  if (values.length > VALUES_MAX) throw fail("valueInvalid", values.join(", "));
  const one = () => {
    if (values.length > 1) throw fail("valueInvalid", values.join(", "));
    return values[0]!;
  };
  switch (columnFamily(column)) {
    case "number": {
      const number = readNumber(one());
      if (number === null) throw fail("numberInvalid", values[0]);
      return { ...condition, value: number };
    }
    case "date": {
      const written = fold(one());
      const day =
        written === "today" || written === "hoy" ? new Date().toISOString().slice(0, 10) : readDate(written);
      if (day === null) throw fail("dateInvalid", values[0]);
      return { ...condition, value: day };
    }
    case "select":
    case "multi": {
      // "is" and "is not" take one choice; the others a list.
      const single = operator === "is" || operator === "isNot";
      if (single) one();
      const choices = column.options.choices ?? [];
      const ids = values.map((value) => {
        const choice =
          choices.find((entry) => entry.id === value) ?? byName(choices, value, (entry) => entry.name);
        if (!choice)
          throw new DbAskError("choiceNotFound", {
            value,
            column: column.name,
            choices: choices.map((entry) => entry.name),
          });
        return choice.id;
      });
      return { ...condition, value: single ? ids[0]! : ids };
    }
    case "link":
      return { ...condition, value: await linkedIds(scope, schema, column, values) };
    default:
      return { ...condition, value: one() };
  }
}

/** A filter from named conditions: all of them ("and", the default) or any ("or"). */
export async function filterOf(
  scope: ModuleScope,
  schema: DbSchema,
  table: DbTable,
  conditions: readonly NamedCondition[] | undefined,
  match: "all" | "any" = "all",
): Promise<FlatFilter | undefined> {
  if (!conditions?.length) return undefined;
  if (conditions.length > CONDITIONS_MAX) throw new DbAskError("tooManyConditions", { max: CONDITIONS_MAX });
  const read: Condition[] = [];
  for (const named of conditions) read.push(await conditionOf(scope, schema, table, named));
  return { conjunction: match === "any" ? "or" : "and", conditions: read };
}
