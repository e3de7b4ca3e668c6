// A formula column's expression language (as Airtable's): `{Column name}` references, numbers,
// "text", TRUE/FALSE, + - * / & (text joined), comparisons = != <> < <= > >=, parentheses and the
// functions of FUNCTIONS. Read into a tree and type-checked here (pure: the column dialog checks as
// people type, the server before saving); the server compiles the tree to SQL (server/formula-sql.ts),
// so a formula sorts and filters as any column. Nothing of the text becomes SQL but its values, as
// parameters.

import { familyOf, type ColumnOptions, type ColumnType, type FormulaResult } from "./columns";
import { DATE_UNITS, FUNCTIONS, type DateUnit, type FunctionName, type Signature } from "./formula-functions";

export { DATE_UNITS, FUNCTIONS, FUNCTION_NAMES, type DateUnit, type FunctionName } from "./formula-functions";

export type FormulaType = FormulaResult;
/** A value's type while checking: `blank` is BLANK() (fits any type). */
type Checked = FormulaType | "blank";

export const FORMULA_MAX = 2_000;
const DEPTH_MAX = 40;

export type FormulaNode =
  | { kind: "number"; value: number; at: number }
  | { kind: "text"; value: string; at: number }
  | { kind: "boolean"; value: boolean; at: number }
  | { kind: "ref"; name: string; at: number; end: number }
  | { kind: "unary"; op: "-"; arg: FormulaNode; at: number }
  | { kind: "binary"; op: BinaryOp; left: FormulaNode; right: FormulaNode; at: number }
  | { kind: "call"; name: FunctionName; args: FormulaNode[]; at: number };

export type BinaryOp = "+" | "-" | "*" | "/" | "&" | "=" | "!=" | "<" | "<=" | ">" | ">=";

/** Why a formula cannot be used: a validation.* key, where (a character offset) and what. */
export interface FormulaError {
  error:
    | "dbFormulaSyntax"
    | "dbFormulaUnknownColumn"
    | "dbFormulaUnknownFunction"
    | "dbFormulaArguments"
    | "dbFormulaType"
    | "dbFormulaReference"
    | "dbFormulaCycle"
    | "dbFormulaTooLong";
  at: number;
  /** The column or function named, where there is one. */
  name?: string;
}

class Failure extends Error {
  constructor(readonly detail: FormulaError) {
    super(detail.error);
  }
}
const fail = (error: FormulaError["error"], at: number, name?: string): never => {
  throw new Failure({ error, at, ...(name !== undefined ? { name } : {}) });
};

// ---- Reading ------------------------------------------------------------------------------------

type Token =
  | { t: "num"; v: number; at: number }
  | { t: "str"; v: string; at: number }
  | { t: "ref"; v: string; at: number; end: number }
  | { t: "id"; v: string; at: number }
  | { t: "op"; v: string; at: number }
  | { t: "end"; at: number };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const at = i;
    if (c === "{") {
      // A column's name; a "}" or "\\" in it written with a backslash before it.
      let name = "";
      i += 1;
      for (;;) {
        if (i >= text.length) fail("dbFormulaSyntax", at);
        const d = text[i]!;
        if (d === "\\" && i + 1 < text.length) {
          name += text[i + 1];
          i += 2;
        } else if (d === "}") {
          i += 1;
          break;
        } else {
          name += d;
          i += 1;
        }
      }
      if (!name.trim()) fail("dbFormulaSyntax", at);
      out.push({ t: "ref", v: name.trim(), at, end: i });
    } else if (c === '"' || c === "'") {
      let value = "";
      i += 1;
      for (;;) {
        if (i >= text.length) fail("dbFormulaSyntax", at);
        const d = text[i]!;
        if (d === "\\" && i + 1 < text.length) {
          value += text[i + 1];
          i += 2;
        } else if (d === c) {
          i += 1;
          break;
        } else {
          value += d;
          i += 1;
        }
      }
      out.push({ t: "str", v: value, at });
    } else if (/[\d.]/.test(c)) {
      const match = /^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i.exec(text.slice(i));
      if (!match) fail("dbFormulaSyntax", at);
      const value = Number(match![0]);
      if (!Number.isFinite(value)) fail("dbFormulaSyntax", at);
      out.push({ t: "num", v: value, at });
      i += match![0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      out.push({ t: "id", v: match[0].toUpperCase(), at });
      i += match[0].length;
    } else {
      const two = text.slice(i, i + 2);
      const op = ["<=", ">=", "!=", "<>"].includes(two) ? two : c;
      if (!"+-*/&=<>(),".includes(op[0]!) || (op.length === 1 && op === "!")) fail("dbFormulaSyntax", at);
      out.push({ t: "op", v: op === "<>" ? "!=" : op, at });
      i += op.length;
    }
  }
  out.push({ t: "end", at: text.length });
  return out;
}

function parse(text: string): FormulaNode {
  const list = tokens(text);
  let k = 0;
  let depth = 0;
  const peek = () => list[k]!;
  const isOp = (v: string) => peek().t === "op" && (peek() as { v: string }).v === v;
  const expect = (v: string) => {
    if (!isOp(v)) fail("dbFormulaSyntax", peek().at);
    k += 1;
  };
  const deeper = <T>(at: number, read: () => T): T => {
    depth += 1;
    if (depth > DEPTH_MAX) fail("dbFormulaTooLong", at);
    const node = read();
    depth -= 1;
    return node;
  };
  const binary =
    (ops: string[], next: () => FormulaNode, once = false) =>
    (): FormulaNode => {
      let left = next();
      while (peek().t === "op" && ops.includes((peek() as { v: string }).v)) {
        const token = peek() as { v: string; at: number };
        k += 1;
        left = { kind: "binary", op: token.v as BinaryOp, left, right: next(), at: token.at };
        if (once) break;
      }
      return left;
    };
  const primary = (): FormulaNode => {
    const token = peek();
    k += 1;
    switch (token.t) {
      case "num":
        return { kind: "number", value: token.v, at: token.at };
      case "str":
        return { kind: "text", value: token.v, at: token.at };
      case "ref":
        return { kind: "ref", name: token.v, at: token.at, end: token.end };
      case "id": {
        if (!isOp("(")) {
          if (token.v === "TRUE" || token.v === "FALSE")
            return { kind: "boolean", value: token.v === "TRUE", at: token.at };
          fail("dbFormulaSyntax", token.at);
        }
        if (!(token.v in FUNCTIONS)) fail("dbFormulaUnknownFunction", token.at, token.v);
        k += 1;
        const args: FormulaNode[] = [];
        if (!isOp(")"))
          for (;;) {
            args.push(deeper(token.at, expression));
            if (isOp(",")) k += 1;
            else break;
          }
        expect(")");
        return { kind: "call", name: token.v as FunctionName, args, at: token.at };
      }
      case "op":
        if (token.v === "(") {
          const inner = deeper(token.at, expression);
          expect(")");
          return inner;
        }
        if (token.v === "-") return { kind: "unary", op: "-", arg: deeper(token.at, primary), at: token.at };
        return fail("dbFormulaSyntax", token.at);
      default:
        return fail("dbFormulaSyntax", token.at);
    }
  };
  const multiplicative = binary(["*", "/"], primary);
  const additive = binary(["+", "-"], multiplicative);
  const concat = binary(["&"], additive);
  const expression = binary(["=", "!=", "<", "<=", ">", ">="], concat, true);
  const tree = expression();
  if (peek().t !== "end") fail("dbFormulaSyntax", peek().at);
  return tree;
}

// ---- Checking -----------------------------------------------------------------------------------

/** What a reference names: a column's value type, or why it cannot be used. */
export type Resolve = (name: string) => FormulaType | "unknown" | "unusable" | "cycle";

const isDate = (type: Checked) => type === "date" || type === "dateTime";

function check(node: FormulaNode, resolve: Resolve): Checked {
  switch (node.kind) {
    case "number":
      return "number";
    case "text":
      return "text";
    case "boolean":
      return "boolean";
    case "ref": {
      const type = resolve(node.name);
      if (type === "unknown") return fail("dbFormulaUnknownColumn", node.at, node.name);
      if (type === "unusable") return fail("dbFormulaReference", node.at, node.name);
      if (type === "cycle") return fail("dbFormulaCycle", node.at, node.name);
      return type;
    }
    case "unary": {
      const type = check(node.arg, resolve);
      if (type !== "number" && type !== "blank") fail("dbFormulaType", node.at);
      return "number";
    }
    case "binary": {
      const left = check(node.left, resolve);
      const right = check(node.right, resolve);
      if (node.op === "&") return "text";
      if (["+", "-", "*", "/"].includes(node.op)) {
        if (!(left === "number" || left === "blank") || !(right === "number" || right === "blank"))
          fail("dbFormulaType", node.at);
        return "number";
      }
      // Comparisons: of the same kind of value (dates with dates).
      const same = left === right || left === "blank" || right === "blank" || (isDate(left) && isDate(right));
      if (!same) fail("dbFormulaType", node.at);
      if (left === "boolean" && node.op !== "=" && node.op !== "!=") fail("dbFormulaType", node.at);
      return "boolean";
    }
    case "call": {
      const signature: Signature = FUNCTIONS[node.name];
      const given = node.args.length;
      const least = signature.args.length - (signature.optional ?? 0);
      if (
        given < least ||
        (!signature.rest && given > signature.args.length) ||
        (signature.rest && given < 1)
      )
        fail("dbFormulaArguments", node.at, node.name);
      const types = node.args.map((arg, n) => {
        const type = check(arg, resolve);
        const wanted = signature.args[Math.min(n, signature.args.length - 1)]!;
        const fits =
          type === "blank" || wanted === "any" || type === wanted || (wanted === "date*" && isDate(type));
        if (!fits) fail("dbFormulaType", arg.at, node.name);
        return type;
      });
      if (node.name === "IF") {
        const [, then, otherwise = "blank"] = types;
        if (then === "blank") return otherwise!;
        if (otherwise === "blank" || otherwise === then) return then!;
        if (isDate(then!) && isDate(otherwise!)) return "dateTime";
        return fail("dbFormulaType", node.at, node.name);
      }
      if (node.name === "BLANK") return "blank";
      if (node.name === "DATEADD" || node.name === "DATETIME_DIFF") {
        const unit = node.args[2]!;
        if (unit.kind !== "text" || !DATE_UNITS.includes(unit.value.toLowerCase() as DateUnit))
          fail("dbFormulaArguments", unit.at, node.name);
      }
      if (signature.result === "date*") {
        const unit = (node.args[2] as { value: string }).value.toLowerCase();
        const start = types[0]!;
        return start === "date" && ["years", "months", "weeks", "days"].includes(unit) ? "date" : "dateTime";
      }
      return signature.result as FormulaType;
    }
  }
}

export type FormulaChecked =
  { ok: true; tree: FormulaNode; type: FormulaType } | ({ ok: false } & FormulaError);

/** Reads and checks a formula; its result's type (a formula of BLANK() alone is text). */
export function checkFormula(text: string, resolve: Resolve): FormulaChecked {
  if (text.length > FORMULA_MAX) return { ok: false, error: "dbFormulaTooLong", at: FORMULA_MAX };
  try {
    const tree = parse(text);
    const type = check(tree, resolve);
    return { ok: true, tree, type: type === "blank" ? "text" : type };
  } catch (error) {
    if (error instanceof Failure) return { ok: false, ...error.detail };
    throw error;
  }
}

/** The references of a formula, with where each is (a rename rewrites them). */
export function formulaRefs(text: string): { name: string; at: number; end: number }[] {
  try {
    return tokens(text).flatMap((token) =>
      token.t === "ref" ? [{ name: token.v, at: token.at, end: token.end }] : [],
    );
  } catch {
    return [];
  }
}

/** A reference to a column by its name, as a formula writes it. */
export const formulaRef = (name: string) => `{${name.replace(/[\\}]/g, (c) => `\\${c}`)}}`;

/** The formula with its references to `from` (ignoring case) naming `to` instead. */
export function renameRefs(text: string, from: string, to: string): string {
  let out = text;
  for (const ref of formulaRefs(text).reverse())
    if (ref.name.toLowerCase() === from.toLowerCase())
      out = `${out.slice(0, ref.at)}${formulaRef(to)}${out.slice(ref.end)}`;
  return out;
}

/**
 * What a column is in a formula: its values' type (a select by its choices' names, a person by name,
 * a formula by its result), or unusable (links, lookups and rollups: other tables' records).
 */
export function formulaTypeOf(column: {
  type: ColumnType;
  options: ColumnOptions;
}): FormulaType | "unusable" {
  switch (column.type) {
    case "link":
    case "lookup":
    case "rollup":
      return "unusable";
    case "formula":
      return column.options.result ?? "text";
    case "date":
      return "date";
    case "dateTime":
    case "createdTime":
    case "modifiedTime":
      return "dateTime";
    case "checkbox":
      return "boolean";
    default:
      return familyOf(column.type) === "number" ? "number" : "text";
  }
}
