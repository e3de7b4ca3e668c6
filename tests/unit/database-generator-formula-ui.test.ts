import { createTranslator, type AbstractIntlMessages } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { IMPORT_TYPES } from "@/modules/database-generator/components/import/preview";
import { typesFor } from "@/modules/database-generator/components/create/draft-edit";
import {
  formulaNote,
  formulaOptionsBody,
  formulaResolver,
  formulaShownAs,
  FUNCTION_GROUPS,
  insertAt,
  insertCall,
  matches,
  referableColumns,
  type FormulaErrorKey,
  type FormulaNote,
} from "@/modules/database-generator/components/table/formula-rules";
import { PLAIN_TYPES, isComputed } from "@/modules/database-generator/shared/columns";
import {
  checkFormula,
  formulaRef,
  FORMULA_MAX,
  FUNCTION_NAMES,
  type FormulaType,
  type Resolve,
} from "@/modules/database-generator/shared/formula";
import { dbColumn } from "./helpers/db-columns";
import type { Column } from "@/modules/database-generator/shared/types";

// The database generator's formulas in the browser: what references name while a formula is edited
// (cycles among the table's formulas), the words a check is told in, where insertions go, the
// settings sent, and how a formula's values are shown by its result's type.

const column = (name: string, type: Column["type"], options: Column["options"] = {}) =>
  dbColumn(name, type, options);

const price = column("Price", "currency", { precision: 2, currency: "USD" });
const qty = column("Qty", "number");
const name = column("Name", "text");
const due = column("Due", "date");
const paid = column("Paid", "checkbox");
const stage = column("Stage", "singleSelect", { choices: [] });
const customer = column("Customer", "link", { tableId: "t", inverseId: "i", multiple: true });
const total = column("Total", "formula", { expression: "{Price} * {Qty}", result: "number", precision: 2 });
const label = column("Label", "formula", { expression: "{Name} & ' ' & {Total}", result: "text" });
const late = column("Late", "formula", { expression: "{Due} < TODAY()", result: "boolean" });
const table = [price, qty, name, due, paid, stage, customer, total, label, late];

const check = (text: string, resolve: Resolve) => formulaNote(text, checkFormula(text, resolve));

describe("formula references", () => {
  it("name the table's columns by their type in formulas, ignoring case", () => {
    const resolve = formulaResolver(table, { id: null, name: "New" });
    expect(resolve("price")).toBe("number");
    expect(resolve("QTY")).toBe("number");
    expect(resolve("Name")).toBe("text");
    expect(resolve("Due")).toBe("date");
    expect(resolve("Paid")).toBe("boolean");
    expect(resolve("Stage")).toBe("text");
    expect(resolve("Customer")).toBe("unusable");
    expect(resolve("Total")).toBe("number");
    expect(resolve("Late")).toBe("boolean");
    expect(resolve("Prce")).toBe("unknown");
  });

  it("find the formula itself and the formulas that use it, directly or through others", () => {
    // Editing Total: Label uses it; Late does not.
    const editing = formulaResolver(table, { id: total.id, name: "Total" });
    expect(editing("total")).toBe("cycle");
    expect(editing("Label")).toBe("cycle");
    expect(editing("Late")).toBe("boolean");
    expect(editing("Price")).toBe("number");
    // Renamed in the dialog: both its names are itself.
    const renamed = formulaResolver(table, { id: total.id, name: "Amount" });
    expect(renamed("Amount")).toBe("cycle");
    expect(renamed("Total")).toBe("cycle");
    // Three deep: C uses B, B uses A (edited).
    const a = column("A", "formula", { expression: "1", result: "number" });
    const b = column("B", "formula", { expression: "{a} + 1", result: "number" });
    const c = column("C", "formula", { expression: "{B} * 2", result: "number" });
    const chain = formulaResolver([a, b, c, qty], { id: a.id, name: "A" });
    expect(chain("C")).toBe("cycle");
    expect(chain("Qty")).toBe("number");
  });

  it("end on formulas that use each other without the edited one", () => {
    const x = column("X", "formula", { expression: "{Y} + 1", result: "number" });
    const y = column("Y", "formula", { expression: "{X} + {Z}", result: "number" });
    const z = column("Z", "formula", { expression: "{W}", result: "number" });
    const w = column("W", "formula", { expression: "{Y}", result: "number" });
    const resolve = formulaResolver([x, y, z, w], { id: null, name: "New" });
    expect(resolve("X")).toBe("number");
    // Z uses W, W uses Y, Y uses X and Z: found whichever order the columns come in.
    const edited = formulaResolver([y, x, w, z], { id: z.id, name: "Z" });
    expect(["X", "Y", "W"].map(edited)).toEqual(["cycle", "cycle", "cycle"]);
  });

  it("count a new column's typed name as itself, unless another column has it", () => {
    expect(formulaResolver(table, { id: null, name: "Margin" })("margin")).toBe("cycle");
    expect(formulaResolver(table, { id: null, name: "Price" })("Price")).toBe("number");
    expect(formulaResolver(table, { id: null, name: "  " })("Price")).toBe("number");
  });

  it("offer the columns a formula may use", () => {
    const resolve = formulaResolver(table, { id: total.id, name: "Total" });
    expect(referableColumns(table, resolve).map((entry) => entry.name)).toEqual([
      "Price",
      "Qty",
      "Name",
      "Due",
      "Paid",
      "Stage",
      "Late",
    ]);
  });

  it("are checked as the server checks them", () => {
    const resolve = formulaResolver(table, { id: total.id, name: "Total" });
    expect(checkFormula("{Label} & 'x'", resolve)).toMatchObject({ ok: false, error: "dbFormulaCycle" });
    expect(checkFormula("{Customer}", resolve)).toMatchObject({ ok: false, error: "dbFormulaReference" });
    expect(checkFormula("ROUND({Price} * {qty}, 1)", resolve)).toMatchObject({ ok: true, type: "number" });
  });
});

describe("formula notes", () => {
  const resolve = formulaResolver(table, { id: null, name: "New" });
  /** The dialog's words of a language (databaseGenerator.formula.*), as the page formats them. */
  type Say = (key: string, values?: Record<string, string | number>) => string;
  const translator = (locale: string, messages: unknown): Say => {
    const t = createTranslator({ locale, messages: messages as AbstractIntlMessages }) as unknown as Say;
    return (key, values) => t(`databaseGenerator.formula.${key}`, values);
  };
  const tEn = translator("en", en);
  const tEs = translator("es", es);
  const say = (note: FormulaNote, t = tEn) =>
    note.kind === "error"
      ? t(`errors.${note.key}`, note.values)
      : note.kind === "result"
        ? t("result", { type: t(`types.${note.type}`) })
        : t("empty");

  it("say nothing is written, or the result's type", () => {
    expect(check("  ", resolve)).toEqual({ kind: "empty" });
    expect(check("{Price} * 2", resolve)).toEqual({ kind: "result", type: "number" });
    expect(say(check("{Price} * 2", resolve))).toBe("Result: number");
    expect(say(check("{Due} < TODAY()", resolve), tEs)).toBe("Resultado: verdadero o falso");
  });

  it("name the column or function and the character (counted from 1)", () => {
    const unknown = check("1+{Prce}", resolve);
    expect(unknown).toMatchObject({ kind: "error", key: "unknownColumn", offset: 2 });
    expect(say(unknown)).toBe("Unknown column “Prce” at character 3.");
    expect(say(unknown, tEs)).toBe("Columna desconocida «Prce» en el carácter 3.");
    expect(check("SUMA({Qty})", resolve)).toMatchObject({
      key: "unknownFunction",
      values: { name: "SUMA", at: 1 },
    });
    expect(check("{Customer} & ''", resolve)).toMatchObject({
      key: "reference",
      values: { name: "Customer" },
    });
    expect(check("{New} + 1", resolve)).toMatchObject({ key: "cycle", values: { name: "New" } });
  });

  it("tell syntax errors apart: the end, an unclosed reference or text, something unexpected", () => {
    expect(check("{Price} * ", resolve)).toMatchObject({ key: "syntaxEnd" });
    expect(check("{Price * 2", resolve)).toMatchObject({ key: "unclosedRef", values: { at: 1 } });
    expect(check("{ } + 1", resolve)).toMatchObject({ key: "emptyRef" });
    expect(check("'abc & {Name}", resolve)).toMatchObject({ key: "unclosedText" });
    const unexpected = check("{Price} * * 2", resolve);
    expect(unexpected).toMatchObject({ key: "syntax", values: { name: "*", at: 11 } });
    expect(say(unexpected)).toBe("Unexpected “*” at character 11.");
    expect(check("{Price} {Qty}", resolve)).toMatchObject({ key: "syntax", values: { name: "{", at: 9 } });
  });

  it("tell a function's wrong count from its unknown unit, and a wrong type in it from one between values", () => {
    expect(check("LEFT({Name})", resolve)).toMatchObject({ key: "arguments", fn: "LEFT", values: { at: 1 } });
    expect(check("DATEADD({Due}, 1, 'fortnights')", resolve)).toMatchObject({
      key: "unit",
      fn: "DATEADD",
      values: { at: 19, units: "years, months, weeks, days, hours, minutes, seconds" },
    });
    expect(check("UPPER({Qty})", resolve)).toMatchObject({ key: "typeIn", fn: "UPPER" });
    expect(check("{Name} * 2", resolve)).toMatchObject({ key: "type", fn: null, values: { at: 8 } });
  });

  it("tell a formula too long from one nested too deep", () => {
    expect(check("1".repeat(FORMULA_MAX + 1), resolve)).toMatchObject({ key: "tooLong" });
    expect(check(`${"(".repeat(50)}1${")".repeat(50)}`, resolve)).toMatchObject({ key: "tooDeep" });
    expect(say(check("1".repeat(FORMULA_MAX + 1), resolve))).toMatch(
      /^A formula has at most 2,?000 characters\.$/,
    );
  });

  // The columns the examples name, in both languages, by their type in formulas.
  const exampleColumns: Record<string, FormulaType> = Object.fromEntries(
    Object.entries({
      number:
        "Quantity Cantidad Price Precio Balance Saldo Hours Horas Area Superficie Stock Existencias Subtotal Tax Impuesto Shipping Envío Q1 Q2 Q3 T1 T2 T3",
      boolean: "Paid Pagado Urgent Urgente",
      text: "Email Correo Name Nombre Code Código Notes Notas Phone Teléfono Surname Apellido",
      date: "Due Vencimiento Start Inicio End Fin",
      dateTime: "Created Creado",
    }).flatMap(([type, names]) =>
      names.split(" ").map((entry) => [entry.toLowerCase(), type as FormulaType]),
    ),
  );

  it("have words, a description and an example in both languages for every case and function", () => {
    const keys: FormulaErrorKey[] = [
      "syntax",
      "syntaxEnd",
      "unclosedRef",
      "emptyRef",
      "unclosedText",
      "unknownColumn",
      "unknownFunction",
      "arguments",
      "unit",
      "type",
      "typeIn",
      "reference",
      "cycle",
      "tooLong",
      "tooDeep",
    ];
    for (const t of [tEn, tEs]) {
      for (const key of keys)
        expect(t(`errors.${key}`, { at: 4, name: "X", units: "days", max: 9 })).not.toMatch(
          /errors\.|\{(at|name|units|max)\}/,
        );
      for (const fn of FUNCTION_NAMES) {
        expect(t(`functions.${fn}`)).not.toContain("functions.");
        // Each example is a valid formula of that function, its columns in braces.
        const example = t(`examples.${fn}`);
        expect(example).toContain(`${fn}(`);
        const checked = checkFormula(example, (ref) => exampleColumns[ref.toLowerCase()] ?? "unknown");
        expect([example, checked.ok]).toEqual([example, true]);
      }
    }
    expect(tEn("errors.unclosedRef", { at: 4 })).toBe(
      "The column name opened at character 4 has no closing “}”.",
    );
  });
});

describe("formula edits", () => {
  it("put a reference at the cursor or in place of the selection, the cursor after it", () => {
    expect(insertAt("1 + ", 4, 4, formulaRef("Price"))).toEqual({ text: "1 + {Price}", cursor: 11 });
    expect(insertAt("{A} * 2", 0, 3, formulaRef("Qty"))).toEqual({ text: "{Qty} * 2", cursor: 5 });
    expect(insertAt("x", 9, -3, formulaRef("a}b"))).toEqual({ text: "{a\\}b}", cursor: 6 });
  });

  it("put a function's call around the selection, the cursor before its closing parenthesis", () => {
    expect(insertCall("", 0, 0, "ROUND")).toEqual({ text: "ROUND()", cursor: 6 });
    expect(insertCall("1 + {Price}", 4, 11, "ROUND")).toEqual({ text: "1 + ROUND({Price})", cursor: 17 });
    expect(insertCall("{Due} < ", 8, 8, "TODAY")).toEqual({ text: "{Due} < TODAY()", cursor: 15 });
  });

  it("list every function once, and find them by name or description", () => {
    const listed = FUNCTION_GROUPS.flatMap((group) => group.names);
    expect([...listed].sort()).toEqual([...FUNCTION_NAMES].sort());
    expect(matches("", "IF")).toBe(true);
    expect(matches("date", "DATEADD", "A date moved")).toBe(true);
    expect(matches("raíz", "SQRT", "La raíz cuadrada")).toBe(true);
    expect(matches("zzz", "SQRT", "Square root")).toBe(false);
  });

  it("send the expression, and its digits when it gives a number", () => {
    expect(formulaOptionsBody("{Price} * 2", "number", 3)).toEqual({
      expression: "{Price} * 2",
      precision: 3,
    });
    expect(formulaOptionsBody("{Price} * 2", "number", 12)).toEqual({
      expression: "{Price} * 2",
      precision: 8,
    });
    expect(formulaOptionsBody("UPPER({Name})", "text", 3)).toEqual({ expression: "UPPER({Name})" });
  });
});

describe("formula display and the rest of the page", () => {
  const { cellFormat } = jest.requireActual<
    typeof import("@/modules/database-generator/components/grid/cell-view")
  >("@/modules/database-generator/components/grid/cell-view");
  const formula = (result: NonNullable<Column["options"]["result"]>, precision?: number) =>
    column("F", "formula", { expression: "1", result, ...(precision !== undefined ? { precision } : {}) });

  it("shows a formula as its result's type", () => {
    expect(formulaShownAs(formula("number", 3))).toMatchObject({
      type: "decimal",
      options: { precision: 3 },
    });
    expect(formulaShownAs(formula("number"))).toMatchObject({ type: "decimal", options: { precision: 2 } });
    expect(formulaShownAs(formula("boolean"))).toMatchObject({ type: "checkbox", options: {} });
    expect(formulaShownAs(formula("dateTime")).type).toBe("dateTime");
    expect(formulaShownAs(qty)).toBe(qty);
    expect(cellFormat(formula("number", 1), "en", "UTC")(1234.56)).toBe("1,234.6");
    expect(String(cellFormat(formula("number", 0), "es", "UTC")(1234.56)).replace(/\s/gu, " ")).toBe("1235");
    expect(cellFormat(formula("text"), "en", "UTC")("Acme 3")).toBe("Acme 3");
    expect(cellFormat(formula("text"), "en", "UTC")(undefined)).toBeNull();
    expect(cellFormat(formula("date"), "en", "Pacific/Honolulu")("2026-03-01")).toBe("Mar 1, 2026");
    expect(cellFormat(formula("dateTime"), "en", "America/New_York")("2026-03-01T03:30:00.000Z")).toMatch(
      /^Feb 28, 2026, 10:30/,
    );
    expect(cellFormat(formula("boolean"), "en", "UTC")(true)).not.toBeNull();
    expect(cellFormat(formula("boolean"), "en", "UTC")(undefined)).toBeNull();
  });

  it("is computed, and neither imports nor drafts offer it", () => {
    expect(isComputed("formula")).toBe(true);
    expect(IMPORT_TYPES).not.toContain("formula");
    expect(PLAIN_TYPES).not.toContain("formula");
    expect(typesFor({ type: "number", proposed: { type: "number", options: {} } })).not.toContain("formula");
  });
});
