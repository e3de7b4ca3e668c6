import {
  FORMULA_MAX,
  checkFormula,
  formulaRef,
  formulaRefs,
  renameRefs,
  type FormulaType,
  type Resolve,
} from "@/modules/database-generator/shared/formula";

const columns: Record<string, FormulaType | "unusable"> = {
  price: "number",
  qty: "number",
  name: "text",
  due: "date",
  placed: "dateTime",
  done: "boolean",
  customer: "unusable",
  "a}b": "text",
};
const resolve: Resolve = (name) => columns[name.toLowerCase()] ?? "unknown";
const typeOf = (text: string) => {
  const checked = checkFormula(text, resolve);
  return checked.ok ? checked.type : checked;
};

describe("formulas", () => {
  it("read references, literals, operators by precedence and functions, and type their result", () => {
    expect(typeOf("{Price} * {Qty}")).toBe("number");
    expect(typeOf("{Name} & ' x' & {Qty}")).toBe("text");
    expect(typeOf('IF({Qty} > 10, "bulk", "single")')).toBe("text");
    expect(typeOf("{Price} >= 2 * 3")).toBe("boolean");
    expect(typeOf("AND({Done}, NOT({Qty} = 0), OR(TRUE, false))")).toBe("boolean");
    expect(typeOf("DATEADD({Due}, 3, 'days')")).toBe("date");
    expect(typeOf("DATEADD({Due}, 3, 'hours')")).toBe("dateTime");
    expect(typeOf("DATETIME_DIFF(TODAY(), {Placed}, 'days')")).toBe("number");
    expect(typeOf("IF({Done}, {Due}, BLANK())")).toBe("date");
    expect(typeOf("BLANK()")).toBe("text");
    expect(typeOf("ROUND(-{Price} / 3)")).toBe("number");
    expect(typeOf("{a\\}b}")).toBe("text");
    const tree = checkFormula("1 + 2 * 3", resolve);
    expect(tree.ok && tree.tree).toMatchObject({
      kind: "binary",
      op: "+",
      right: { kind: "binary", op: "*" },
    });
    expect(checkFormula("{Qty} <> 1", resolve)).toMatchObject({ ok: true, tree: { op: "!=" } });
  });

  it("say what is wrong and where", () => {
    expect(typeOf("{Price} +")).toMatchObject({ error: "dbFormulaSyntax", at: 9 });
    expect(typeOf("{Price")).toMatchObject({ error: "dbFormulaSyntax", at: 0 });
    expect(typeOf('"open')).toMatchObject({ error: "dbFormulaSyntax" });
    expect(typeOf("1 ; 2")).toMatchObject({ error: "dbFormulaSyntax", at: 2 });
    expect(typeOf("{Nope} + 1")).toMatchObject({ error: "dbFormulaUnknownColumn", name: "Nope", at: 0 });
    expect(typeOf("EVAL(1)")).toMatchObject({ error: "dbFormulaUnknownFunction", name: "EVAL" });
    expect(typeOf("pg_sleep")).toMatchObject({ error: "dbFormulaSyntax" });
    expect(typeOf("ROUND()")).toMatchObject({ error: "dbFormulaArguments", name: "ROUND" });
    expect(typeOf("NOT(TRUE, FALSE)")).toMatchObject({ error: "dbFormulaArguments" });
    expect(typeOf("DATEADD({Due}, 1, 'fortnights')")).toMatchObject({ error: "dbFormulaArguments" });
    expect(typeOf("DATEADD({Due}, 1, {Name})")).toMatchObject({ error: "dbFormulaArguments" });
    expect(typeOf("{Name} * 2")).toMatchObject({ error: "dbFormulaType", at: 7 });
    expect(typeOf("UPPER({Qty})")).toMatchObject({ error: "dbFormulaType", name: "UPPER" });
    expect(typeOf("{Name} > 3")).toMatchObject({ error: "dbFormulaType" });
    expect(typeOf('IF({Done}, 1, "one")')).toMatchObject({ error: "dbFormulaType" });
    expect(typeOf("{Customer}")).toMatchObject({ error: "dbFormulaReference", name: "Customer" });
    expect(checkFormula("{Me}", () => "cycle")).toMatchObject({ error: "dbFormulaCycle", name: "Me" });
    expect(typeOf("(".repeat(60) + "1" + ")".repeat(60))).toMatchObject({ error: "dbFormulaTooLong" });
    expect(typeOf("1+".repeat(FORMULA_MAX))).toMatchObject({ error: "dbFormulaTooLong" });
  });

  it("find and rename references, escaping what a name holds", () => {
    expect(formulaRefs("{Price} * {qty} & {a\\}b}").map((ref) => ref.name)).toEqual(["Price", "qty", "a}b"]);
    expect(renameRefs("{price} * {Qty} + {Price}", "PRICE", "Unit price")).toBe(
      "{Unit price} * {Qty} + {Unit price}",
    );
    expect(renameRefs("{Name}", "Name", "Odd} \\ name")).toBe("{Odd\\} \\\\ name}");
    expect(formulaRefs(renameRefs("{Name}", "Name", "Odd} \\ name"))[0]!.name).toBe("Odd} \\ name");
    expect(formulaRef("x")).toBe("{x}");
  });
});
