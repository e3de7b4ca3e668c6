import "server-only";
import { badRequest, conflict, type AppError } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import type { ColumnOptions, FormulaResult } from "@/modules/database-generator/shared/columns";
import {
  checkFormula,
  formulaRefs,
  formulaTypeOf,
  renameRefs,
  type FormulaError,
} from "@/modules/database-generator/shared/formula";
import type { Column } from "@/modules/database-generator/shared/types";

// A table's formulas when a column is saved: each formula checked against the table's columns as
// they will be (a cycle, an unknown column, a type that no longer fits refused, naming the formula),
// their results' types found in the order they depend on each other; a renamed column's name
// rewritten in the formulas that use it; a column a formula uses kept from removal and type changes.

/** A 400 for a formula, with where (`at`) and what (`name`), and which formula when another. */
function formulaError(detail: FormulaError, formula: string | null): AppError {
  return badRequest(`validation.${detail.error}`, {
    at: detail.at,
    ...(detail.name ? { name: detail.name } : {}),
    ...(formula ? { formula } : {}),
  });
}

/**
 * The result type of every formula of `columns` (the table as it will be), checked; `own` the formula
 * being saved (its errors are its own; another's name that formula).
 */
export function settleFormulas(columns: readonly Column[], own: string | null): Map<string, FormulaResult> {
  const byName = new Map(columns.map((column) => [column.name.toLowerCase(), column]));
  const results = new Map<string, FormulaResult>();
  const open = new Set<string>();
  const settle = (formula: Column): FormulaResult | "cycle" => {
    const known = results.get(formula.id);
    if (known) return known;
    if (open.has(formula.id)) return "cycle";
    open.add(formula.id);
    const checked = checkFormula(formula.options.expression ?? "", (name) => {
      const column = byName.get(name.toLowerCase());
      if (!column) return "unknown";
      return column.type === "formula" ? settle(column) : formulaTypeOf(column);
    });
    open.delete(formula.id);
    if (!checked.ok) {
      const { ok: _ok, ...detail } = checked;
      throw formulaError(detail, formula.id === own ? null : formula.name);
    }
    results.set(formula.id, checked.type);
    return checked.type;
  };
  for (const column of columns) if (column.type === "formula") settle(column);
  return results;
}

/** A formula's options as saved: its expression, its result's type, digits for a number. */
export function formulaOptions(
  expression: string,
  result: FormulaResult,
  precision: number | undefined,
): ColumnOptions {
  return { expression, result, ...(result === "number" ? { precision: precision ?? 2 } : {}) };
}

/** Writes the formulas whose result's type changed (another formula saved, a column renamed). */
export async function saveResults(
  tx: Tx,
  columns: readonly Column[],
  results: Map<string, FormulaResult>,
  skip: string | null,
): Promise<void> {
  for (const column of columns) {
    const result = results.get(column.id);
    if (column.type !== "formula" || column.id === skip || !result || result === column.options.result)
      continue;
    await tx.dbColumn.update({
      where: { id: column.id },
      data: {
        options: formulaOptions(column.options.expression ?? "", result, column.options.precision) as object,
      },
    });
  }
}

/** The formulas of the table that use a column (by its name). */
export function formulasUsing(columns: readonly Column[], column: Column): Column[] {
  const name = column.name.toLowerCase();
  return columns.filter(
    (other) =>
      other.type === "formula" &&
      other.id !== column.id &&
      formulaRefs(other.options.expression ?? "").some((ref) => ref.name.toLowerCase() === name),
  );
}

/** A column a formula uses may not go nor change type (409 naming the formula). */
export function assertUnused(columns: readonly Column[], column: Column): void {
  const using = formulasUsing(columns, column)[0];
  if (!using) return;
  throw conflict("validation.dbFormulaReferenced", { formula: using.name });
}

/** Formulas' expressions with a renamed column's references following it. */
export async function renameInFormulas(
  tx: Tx,
  columns: readonly Column[],
  column: Column,
  to: string,
): Promise<void> {
  for (const formula of formulasUsing(columns, column))
    await tx.dbColumn.update({
      where: { id: formula.id },
      data: {
        options: {
          ...formula.options,
          expression: renameRefs(formula.options.expression ?? "", column.name, to),
        } as object,
      },
    });
}
