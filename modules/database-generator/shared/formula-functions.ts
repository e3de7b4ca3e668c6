// The functions a formula may call (shared/formula.ts): each one's arguments' types and its result's.
import type { FormulaResult } from "./columns";

type Arg = FormulaResult | "any" | "date*";
export interface Signature {
  args: Arg[];
  /** The last argument repeats (at least `args.length` given). */
  rest?: boolean;
  /** Arguments that may be left out, from the end. */
  optional?: number;
  result: FormulaResult | "same" | "date*";
}

export const FUNCTIONS = {
  IF: { args: ["boolean", "any", "any"], optional: 1, result: "same" },
  AND: { args: ["boolean"], rest: true, result: "boolean" },
  OR: { args: ["boolean"], rest: true, result: "boolean" },
  NOT: { args: ["boolean"], result: "boolean" },
  ISBLANK: { args: ["any"], result: "boolean" },
  BLANK: { args: [], result: "same" },
  CONCAT: { args: ["any"], rest: true, result: "text" },
  UPPER: { args: ["text"], result: "text" },
  LOWER: { args: ["text"], result: "text" },
  TRIM: { args: ["text"], result: "text" },
  LEN: { args: ["text"], result: "number" },
  LEFT: { args: ["text", "number"], result: "text" },
  RIGHT: { args: ["text", "number"], result: "text" },
  SUBSTITUTE: { args: ["text", "text", "text"], result: "text" },
  FIND: { args: ["text", "text"], result: "number" },
  VALUE: { args: ["text"], result: "number" },
  ROUND: { args: ["number", "number"], optional: 1, result: "number" },
  ABS: { args: ["number"], result: "number" },
  FLOOR: { args: ["number"], result: "number" },
  CEILING: { args: ["number"], result: "number" },
  SQRT: { args: ["number"], result: "number" },
  MOD: { args: ["number", "number"], result: "number" },
  MIN: { args: ["number"], rest: true, result: "number" },
  MAX: { args: ["number"], rest: true, result: "number" },
  SUM: { args: ["number"], rest: true, result: "number" },
  AVERAGE: { args: ["number"], rest: true, result: "number" },
  TODAY: { args: [], result: "date" },
  NOW: { args: [], result: "dateTime" },
  YEAR: { args: ["date*"], result: "number" },
  MONTH: { args: ["date*"], result: "number" },
  DAY: { args: ["date*"], result: "number" },
  WEEKDAY: { args: ["date*"], result: "number" },
  DATETIME_DIFF: { args: ["date*", "date*", "text"], result: "number" },
  DATEADD: { args: ["date*", "number", "text"], result: "date*" },
} as const satisfies Record<string, Signature>;
export type FunctionName = keyof typeof FUNCTIONS;
export const FUNCTION_NAMES = Object.keys(FUNCTIONS) as FunctionName[];

/** Units of DATETIME_DIFF and DATEADD (given as text). */
export const DATE_UNITS = ["years", "months", "weeks", "days", "hours", "minutes", "seconds"] as const;
export type DateUnit = (typeof DATE_UNITS)[number];
