// The column dialog's formulas as pure rules (the dialog, the grid and the unit tests use them): what
// each reference names while a formula is edited (cycles among the table's formulas found here, the
// server checks again), the words a check's answer is told in, where a reference or a function goes
// in the text, the settings sent, and how a formula's values are shown (as its result's type).
import type { ColumnBody } from "@/modules/database-generator/client/api";
import { effectiveType, PRECISION_MAX } from "@/modules/database-generator/shared/columns";
import {
  DATE_UNITS,
  FORMULA_MAX,
  formulaRefs,
  formulaTypeOf,
  FUNCTIONS,
  type FormulaChecked,
  type FormulaType,
  type FunctionName,
  type Resolve,
} from "@/modules/database-generator/shared/formula";
import type { Column } from "@/modules/database-generator/shared/types";

type FormulaColumn = Pick<Column, "id" | "name" | "type" | "options">;

/** The formula being edited: its column (null while it is added) and the name typed for it. */
export interface FormulaSelf {
  id: string | null;
  name: string;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * What each name a formula references is, among the table's columns (ignoring case): its type in
 * formulas, "unusable" (links, lookups, rollups), "unknown", or "cycle" when it is the formula being
 * edited or a formula that uses it, directly or through other formulas.
 */
export function formulaResolver(columns: readonly FormulaColumn[], self: FormulaSelf): Resolve {
  const byName = new Map(columns.map((column) => [key(column.name), column]));
  const selfNames = new Set<string>();
  const own = self.id ? columns.find((column) => column.id === self.id) : undefined;
  if (own) selfNames.add(key(own.name));
  // The name typed for it, unless another column has it (then saving fails on the name instead).
  const typed = byName.get(key(self.name));
  if (key(self.name) && (!typed || typed.id === self.id)) selfNames.add(key(self.name));

  // The formulas using it, directly or through others: grown until no other one joins them.
  const formulas = columns
    .filter((column) => column.type === "formula" && column.id !== self.id)
    .map((column) => ({
      id: column.id,
      refs: formulaRefs(column.options.expression ?? "").map((ref) => key(ref.name)),
    }));
  const usingSelf = new Set<string>();
  const isSelf = (name: string) =>
    selfNames.has(name) || (self.id !== null && byName.get(name)?.id === self.id);
  for (let grown = true; grown;) {
    grown = false;
    for (const formula of formulas)
      if (
        !usingSelf.has(formula.id) &&
        formula.refs.some((name) => isSelf(name) || usingSelf.has(byName.get(name)?.id ?? ""))
      ) {
        usingSelf.add(formula.id);
        grown = true;
      }
  }

  return (name) => {
    if (selfNames.has(key(name))) return "cycle";
    const column = byName.get(key(name));
    if (!column) return "unknown";
    if (column.id === self.id) return "cycle";
    if (usingSelf.has(column.id)) return "cycle";
    return formulaTypeOf(column);
  };
}

/** The columns a formula may reference (not itself, nor links, lookups, rollups or formulas using it). */
export function referableColumns<T extends FormulaColumn>(columns: readonly T[], resolve: Resolve): T[] {
  return columns.filter((column) => {
    const type = resolve(column.name);
    return type !== "unknown" && type !== "unusable" && type !== "cycle";
  });
}

/** Message keys (databaseGenerator.formula.errors.*) a check's failure is told with. */
export type FormulaErrorKey =
  | "syntax"
  | "syntaxEnd"
  | "unclosedRef"
  | "emptyRef"
  | "unclosedText"
  | "unknownColumn"
  | "unknownFunction"
  | "arguments"
  | "unit"
  | "type"
  | "typeIn"
  | "reference"
  | "cycle"
  | "tooLong"
  | "tooDeep";

/** What the dialog says of a formula: nothing written yet, its result's type, or what is wrong. */
export type FormulaNote =
  | { kind: "empty" }
  | { kind: "result"; type: FormulaType }
  | {
      kind: "error";
      key: FormulaErrorKey;
      /** `at` counted from 1 (a person's character), `name` the column, function or text found. */
      values: { at: number; name: string; units: string; max: number };
      /** The character offset, to show where. */
      offset: number;
      /** The function involved (its example helps). */
      fn: FunctionName | null;
    };

/** How a reference or text opened at `at` ends: closed, closed with nothing in it, or not closed. */
function scanClosed(text: string, at: number, close: string): "closed" | "empty" | "open" {
  let content = "";
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\\" && i + 1 < text.length) {
      content += text[i + 1];
      i += 1;
    } else if (c === close) return content.trim() === "" && close === "}" ? "empty" : "closed";
    else content += c;
  }
  return "open";
}

const isFunction = (name: string | undefined): name is FunctionName =>
  name !== undefined && Object.hasOwn(FUNCTIONS, name);

/** The words for a formula's check: which message, with what (the text checked, and its answer). */
export function formulaNote(text: string, checked: FormulaChecked): FormulaNote {
  if (text.trim() === "") return { kind: "empty" };
  if (checked.ok) return { kind: "result", type: checked.type };
  const at = Math.max(0, Math.min(checked.at, text.length));
  const found = /^(\w+|\S)/.exec(text.slice(at))?.[0] ?? "";
  const fn = isFunction(checked.name) ? checked.name : null;
  const note = (messageKey: FormulaErrorKey, name = checked.name ?? found): FormulaNote => ({
    kind: "error",
    key: messageKey,
    values: { at: at + 1, name, units: DATE_UNITS.join(", "), max: FORMULA_MAX },
    offset: at,
    fn,
  });
  switch (checked.error) {
    case "dbFormulaSyntax": {
      if (at >= text.trimEnd().length) return note("syntaxEnd");
      const c = text[at];
      if (c === "{") {
        const end = scanClosed(text, at, "}");
        if (end === "open") return note("unclosedRef");
        if (end === "empty") return note("emptyRef");
      }
      if ((c === '"' || c === "'") && scanClosed(text, at, c) === "open") return note("unclosedText");
      return note("syntax", found);
    }
    case "dbFormulaUnknownColumn":
      return note("unknownColumn");
    case "dbFormulaUnknownFunction":
      return note("unknownFunction");
    case "dbFormulaArguments": {
      // DATEADD's and DATETIME_DIFF's unit is pointed at itself; a wrong count at the function.
      const atCall = fn !== null && text.slice(at, at + fn.length).toUpperCase() === fn;
      return note(atCall ? "arguments" : "unit");
    }
    case "dbFormulaType":
      return checked.name ? note("typeIn") : note("type");
    case "dbFormulaReference":
      return note("reference");
    case "dbFormulaCycle":
      return note("cycle");
    case "dbFormulaTooLong":
      return checked.at >= FORMULA_MAX ? note("tooLong") : note("tooDeep");
  }
}

/** A text edit's outcome: the new text and where the cursor goes. */
export interface TextEdit {
  text: string;
  cursor: number;
}

const span = (text: string, start: number, end: number) => {
  const a = Math.max(0, Math.min(start, end, text.length));
  const b = Math.min(text.length, Math.max(start, end, 0));
  return [a, b] as const;
};

/** `insert` put in place of the selection (or at the cursor), the cursor after it. */
export function insertAt(text: string, start: number, end: number, insert: string): TextEdit {
  const [a, b] = span(text, start, end);
  return { text: `${text.slice(0, a)}${insert}${text.slice(b)}`, cursor: a + insert.length };
}

/**
 * A function's call put at the cursor, around what is selected (it becomes its first argument); the
 * cursor before its closing parenthesis, or after it for a function of no arguments.
 */
export function insertCall(text: string, start: number, end: number, name: FunctionName): TextEdit {
  const [a, b] = span(text, start, end);
  const inner = text.slice(a, b);
  const call = `${name}(${inner})`;
  const takesNone = FUNCTIONS[name].args.length === 0;
  return {
    text: `${text.slice(0, a)}${call}${text.slice(b)}`,
    cursor: a + call.length - (takesNone ? 0 : 1),
  };
}

/** The functions by kind, in the order the dialog lists them. */
export const FUNCTION_GROUPS: { group: "logic" | "text" | "number" | "date"; names: FunctionName[] }[] = [
  { group: "logic", names: ["IF", "AND", "OR", "NOT", "ISBLANK", "BLANK"] },
  {
    group: "text",
    names: ["CONCAT", "UPPER", "LOWER", "TRIM", "LEN", "LEFT", "RIGHT", "SUBSTITUTE", "FIND", "VALUE"],
  },
  {
    group: "number",
    names: ["ROUND", "ABS", "FLOOR", "CEILING", "SQRT", "MOD", "MIN", "MAX", "SUM", "AVERAGE"],
  },
  { group: "date", names: ["TODAY", "NOW", "YEAR", "MONTH", "DAY", "WEEKDAY", "DATETIME_DIFF", "DATEADD"] },
];

/** Whether a search (ignoring case) finds an entry by any of its words. */
export const matches = (query: string, ...words: string[]) => {
  const wanted = query.trim().toLowerCase();
  return wanted === "" || words.some((word) => word.toLowerCase().includes(wanted));
};

/** The digits a number result is rounded to (0–8, 2 unless chosen). */
export const formulaPrecision = (value: number | undefined) =>
  Math.max(0, Math.min(PRECISION_MAX, Math.round(value ?? 2)));

/** A formula's settings as sent: its expression, and its digits when it gives a number. */
export function formulaOptionsBody(
  expression: string,
  result: FormulaType | null,
  precision: number,
): NonNullable<ColumnBody["options"]> {
  return { expression, ...(result === "number" ? { precision: formulaPrecision(precision) } : {}) };
}

/**
 * A formula column as its values are shown: the column its result's type is (numbers with its
 * digits, true as a check, days and instants as dates and date-times show them).
 */
export function formulaShownAs<T extends FormulaColumn>(column: T): T {
  if (column.type !== "formula") return column;
  const type = effectiveType(column);
  return {
    ...column,
    type,
    options: type === "decimal" ? { precision: formulaPrecision(column.options.precision) } : {},
  };
}
