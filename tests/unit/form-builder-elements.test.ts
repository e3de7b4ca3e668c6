// The form builder's shared module: element validation rules, logic evaluation and the layout
// operations (modules/form-builder/shared/).
import {
  ELEMENT_TYPES,
  PALETTE_SIZE,
  defaultConfig,
  formContentSchema,
  formElementSchema,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import { conditionHolds, hiddenElements } from "@/modules/form-builder/shared/logic";
import {
  applyLayout,
  compactLayout,
  deleteElement,
  dropElement,
  duplicateElement,
  reorderElement,
  updateElementConfig,
} from "@/modules/form-builder/shared/layout";
import { validateAnswer, validateAnswers } from "@/modules/form-builder/shared/validation";
import * as z from "@/lib/zod";

const el = (
  type: FormElement["type"],
  configuration: FormElement["configuration"] = {},
  at: Partial<FormElement> = {},
): FormElement => ({
  id: `id-${type}`,
  i: "0",
  x: 0,
  y: 0,
  ...PALETTE_SIZE[type],
  type,
  configuration: { ...defaultConfig(type), ...configuration },
  ...at,
});

describe("element schema", () => {
  it("accepts a new element of every type", () => {
    for (const type of ELEMENT_TYPES)
      expect(z.safeParse(formElementSchema, el(type, { label: "X" })).success).toBe(true);
  });
  it("refuses an unknown type, a choice without options, out-of-range rows and a too-large image", () => {
    expect(z.safeParse(formElementSchema, { ...el("shortText"), type: "laser" }).success).toBe(false);
    expect(z.safeParse(formElementSchema, el("radio", { options: [] })).success).toBe(false);
    expect(z.safeParse(formElementSchema, el("longText", { minRows: 1 })).success).toBe(false);
    expect(z.safeParse(formElementSchema, el("longText", { maxRows: 6 })).success).toBe(false);
    expect(z.safeParse(formElementSchema, el("image", { maxSize: 9 })).success).toBe(false);
    expect(z.safeParse(formElementSchema, el("shortText", {}, { x: 8, w: 6 })).success).toBe(false);
  });
  it("refuses logic about unknown elements and duplicate ids", () => {
    const a = el("shortText", {}, { id: "a", i: "0" });
    const b = el("email", {}, { id: "b", i: "1" });
    const rule: LogicRule = {
      id: "r",
      when: "a",
      operator: "equals",
      value: "x",
      action: "hide",
      target: "b",
    };
    const configuration = { theme: "1", alignment: "left", direction: "ltr" } as const;
    expect(z.safeParse(formContentSchema, { elements: [a, b], configuration, logic: [rule] }).success).toBe(
      true,
    );
    expect(
      z.safeParse(formContentSchema, { elements: [a, b], configuration, logic: [{ ...rule, target: "zz" }] })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(formContentSchema, { elements: [a, { ...b, id: "a" }], configuration, logic: [] }).success,
    ).toBe(false);
  });
});

describe("answer rules", () => {
  it("says '{label} is required' for an empty required field and 'Must be checked' for a checkbox", () => {
    expect(validateAnswer(el("shortText", { label: "Name", required: true }), "  ")).toEqual({
      key: "validation.formFieldRequired",
      values: { label: "Name" },
    });
    expect(validateAnswer(el("checkbox", { label: "Agree", required: true }), false)).toEqual({
      key: "validation.formMustBeChecked",
    });
    expect(validateAnswer(el("checkbox", { label: "Agree", required: true }), true)).toBeNull();
    expect(validateAnswer(el("shortText", { label: "Name" }), "")).toBeNull();
  });
  it("checks e-mails, URLs, phones, dates and times", () => {
    expect(validateAnswer(el("email"), "nope")).toEqual({ key: "validation.emailInvalid" });
    expect(validateAnswer(el("email"), "a@b.co")).toBeNull();
    expect(validateAnswer(el("url"), "example")).toEqual({ key: "validation.formUrlInvalid" });
    expect(validateAnswer(el("url"), "https://example.com/x")).toBeNull();
    expect(validateAnswer(el("phone"), "+34 600 000 000")).toBeNull();
    expect(validateAnswer(el("phone"), "call me")).toEqual({ key: "validation.formPhoneInvalid" });
    expect(validateAnswer(el("date"), "2026-02-30x")).toEqual({ key: "validation.formDateInvalid" });
    expect(validateAnswer(el("date"), "2026-02-03")).toBeNull();
    expect(validateAnswer(el("time"), "25:00")).toEqual({ key: "validation.formTimeInvalid" });
  });
  it("keeps numbers within min and max (0 to 20 by default)", () => {
    const n = el("number", { label: "Guests" });
    expect(validateAnswer(n, 21)).toEqual({ key: "validation.formNumberMax", values: { max: 20 } });
    expect(validateAnswer(n, -1)).toEqual({ key: "validation.formNumberMin", values: { min: 0 } });
    expect(validateAnswer(n, "abc")).toEqual({ key: "validation.formNumberInvalid" });
    expect(validateAnswer(n, 0)).toBeNull();
  });
  it("accepts only listed options", () => {
    const r = el("radio", { options: ["A", "B"] });
    expect(validateAnswer(r, "C")).toEqual({ key: "validation.formChoiceInvalid" });
    expect(validateAnswer(r, "A")).toBeNull();
  });
  it("checks file types and sizes (Image 8 MB)", () => {
    const image = el("image");
    const file = { fileKey: "/k", name: "a.png", size: 1000, contentType: "image/png" };
    expect(validateAnswer(image, file)).toBeNull();
    expect(validateAnswer(image, { ...file, size: 8 * 1024 * 1024 + 1 })).toEqual({
      key: "validation.formFileTooLarge",
      values: { max: 8 },
    });
    expect(validateAnswer(image, { ...file, contentType: "application/pdf" })).toEqual({
      key: "validation.formFileType",
    });
    const cv = el("fileUpload", { format: "pdf" });
    expect(validateAnswer(cv, { ...file, contentType: "application/pdf" })).toBeNull();
    expect(validateAnswer(cv, file)).toEqual({ key: "validation.formFileType" });
  });
  it("checks a signature is a PNG drawing", () => {
    expect(validateAnswer(el("signature"), "data:image/png;base64,iVBORw0KGgo=")).toBeNull();
    expect(validateAnswer(el("signature"), "<svg/>")).toEqual({ key: "validation.formSignatureInvalid" });
  });
  it("skips hidden and display elements and keeps only answered ones", () => {
    const a = el("shortText", { label: "A", required: true }, { id: "a" });
    const b = el("shortText", { label: "B", required: true }, { id: "b", i: "1", y: 4 });
    const h = el("heading", {}, { id: "h", i: "2", y: 8 });
    const { errors, clean } = validateAnswers([a, b, h], { a: " hi ", b: "", h: "x" }, new Set(["b"]));
    expect(errors).toEqual({});
    expect(clean).toEqual({ a: "hi" });
    expect(validateAnswers([a, b], {}, new Set()).errors).toEqual({
      a: { key: "validation.formFieldRequired", values: { label: "A" } },
      b: { key: "validation.formFieldRequired", values: { label: "B" } },
    });
  });
});

describe("logic", () => {
  const a = el("radio", { options: ["Yes", "No"] }, { id: "a", i: "0", y: 0 });
  const b = el("shortText", {}, { id: "b", i: "1", y: 5 });
  const c = el("shortText", {}, { id: "c", i: "2", y: 9 });
  const d = el("shortText", {}, { id: "d", i: "3", y: 13 });
  const rule = (r: Partial<LogicRule>): LogicRule => ({
    id: "r",
    when: "a",
    operator: "equals",
    value: "Yes",
    action: "show",
    target: "b",
    ...r,
  });

  it("evaluates operators", () => {
    expect(conditionHolds({ operator: "equals", value: "yes" }, "Yes")).toBe(true);
    expect(conditionHolds({ operator: "notEquals", value: "yes" }, "No")).toBe(true);
    expect(conditionHolds({ operator: "contains", value: "ell" }, "Hello")).toBe(true);
    expect(conditionHolds({ operator: "isEmpty", value: "" }, "")).toBe(true);
    expect(conditionHolds({ operator: "isNotEmpty", value: "" }, "x")).toBe(true);
    expect(conditionHolds({ operator: "greaterThan", value: "3" }, 4)).toBe(true);
    expect(conditionHolds({ operator: "lessThan", value: "3" }, 4)).toBe(false);
    expect(conditionHolds({ operator: "greaterThan", value: "3" }, "")).toBe(false);
  });
  it("shows a target only while its condition holds", () => {
    expect(hiddenElements([a, b, c], [rule({})], {})).toEqual(new Set(["b"]));
    expect(hiddenElements([a, b, c], [rule({})], { a: "Yes" })).toEqual(new Set());
  });
  it("hides a target when its condition holds", () => {
    expect(hiddenElements([a, b, c], [rule({ action: "hide" })], { a: "Yes" })).toEqual(new Set(["b"]));
  });
  it("skips the elements between the source and the target", () => {
    expect(hiddenElements([a, b, c, d], [rule({ action: "skip", target: "d" })], { a: "Yes" })).toEqual(
      new Set(["b", "c"]),
    );
  });
  it("cascades: a hidden element's answer counts as empty", () => {
    const rules = [
      rule({}),
      rule({ id: "r2", when: "b", operator: "isNotEmpty", action: "show", target: "c" }),
    ];
    expect(hiddenElements([a, b, c], rules, { a: "No", b: "typed earlier" })).toEqual(new Set(["b", "c"]));
    expect(hiddenElements([a, b, c], rules, { a: "Yes", b: "typed" })).toEqual(new Set());
  });
});

describe("layout operations", () => {
  it("drops with the palette size at the bottom, or at a point pushing later elements down", () => {
    let els = dropElement([], "shortText", undefined, "x1");
    expect(els[0]).toMatchObject({ id: "x1", i: "0", x: 0, y: 0, w: 12, h: 4, type: "shortText" });
    els = dropElement(els, "number", undefined, "x2");
    expect(els[1]).toMatchObject({ i: "1", y: 4, w: 6, h: 4 });
    els = dropElement(els, "longText", { x: 0, y: 0 }, "x3");
    expect(els.map((e) => [e.i, e.y])).toEqual([
      ["0", 6],
      ["1", 10],
      ["2", 0],
    ]);
  });
  it("stores the compacted layout the grid shows: no overlap inside an element, no empty rows above", () => {
    let els = dropElement([], "radio", { x: 0, y: 15 }, "r");
    // Dropped low on an empty canvas: the grid shows it at the top, and so is it stored.
    expect(els[0]).toMatchObject({ y: 0, h: 5 });
    els = dropElement(els, "shortText", undefined, "s");
    // Dropped across the middle of the radio group (rows 0–4): it goes below, nothing overlaps.
    els = dropElement(els, "longText", { x: 0, y: 2 }, "l");
    const rows = els.map((e) => [e.id, e.y, e.y + e.h] as const);
    for (const [a, top, bottom] of rows)
      for (const [b, otherTop, otherBottom] of rows)
        if (a !== b) expect(top < otherBottom && otherTop < bottom).toBe(false);
    expect(Math.min(...els.map((e) => e.y))).toBe(0);
  });
  it("compacts upwards side by side and keeps unmoved elements as they were", () => {
    const at = (id: string, x: number, y: number, w: number, h: number) =>
      ({ id, i: id, x, y, w, h }) as const;
    const settled = [at("a", 0, 0, 6, 4), at("b", 6, 0, 6, 4), at("c", 0, 4, 12, 4)];
    expect(compactLayout(settled)).toBe(settled);
    const gappy = [at("a", 0, 3, 6, 4), at("b", 6, 9, 6, 4), at("c", 0, 20, 12, 4)];
    expect(compactLayout(gappy).map((e) => [e.id, e.y])).toEqual([
      ["a", 0],
      ["b", 0],
      ["c", 4],
    ]);
    const overlapping = [at("a", 0, 0, 12, 5), at("b", 0, 2, 12, 4)];
    expect(compactLayout(overlapping).map((e) => [e.id, e.y])).toEqual([
      ["a", 0],
      ["b", 5],
    ]);
  });
  it("closes the rows a deleted element leaves", () => {
    let els = dropElement([], "shortText", undefined, "a");
    els = dropElement(els, "longText", undefined, "b");
    els = dropElement(els, "email", undefined, "c");
    expect(deleteElement(els, [], "1").elements.map((e) => [e.id, e.y])).toEqual([
      ["a", 0],
      ["c", 4],
    ]);
  });
  it("reorders by reading order, updating vertical positions", () => {
    let els = dropElement([], "shortText", undefined, "a");
    els = dropElement(els, "longText", undefined, "b");
    els = dropElement(els, "email", undefined, "c");
    const moved = reorderElement(els, "2", 0);
    expect(moved.map((e) => [e.id, e.y])).toEqual([
      ["a", 4],
      ["b", 8],
      ["c", 0],
    ]);
  });
  it("applies a grid layout and keeps the same array when nothing moved", () => {
    const els = dropElement([], "shortText", undefined, "a");
    expect(applyLayout(els, [{ i: "0", x: 0, y: 0, w: 12, h: 4 }])).toBe(els);
    expect(applyLayout(els, [{ i: "0", x: 2, y: 0, w: 6, h: 5 }])[0]).toMatchObject({ x: 2, w: 6, h: 5 });
  });
  it("deletes, renumbering later indices and dropping the element's rules", () => {
    let els = dropElement([], "shortText", undefined, "a");
    els = dropElement(els, "longText", undefined, "b");
    els = dropElement(els, "email", undefined, "c");
    const rules: LogicRule[] = [
      { id: "r1", when: "a", operator: "isEmpty", value: "", action: "hide", target: "b" },
      { id: "r2", when: "a", operator: "isEmpty", value: "", action: "hide", target: "c" },
    ];
    const out = deleteElement(els, rules, "1");
    expect(out.elements.map((e) => [e.id, e.i])).toEqual([
      ["a", "0"],
      ["c", "1"],
    ]);
    expect(out.logic.map((r) => r.id)).toEqual(["r2"]);
  });
  it("duplicates below the lowest element with a new index and id", () => {
    let els = dropElement([], "shortText", undefined, "a");
    els = dropElement(els, "longText", undefined, "b");
    els = updateElementConfig(els, "0", { label: "Name" });
    const out = duplicateElement(els, "0", "z");
    expect(out[2]).toMatchObject({
      id: "z",
      i: "2",
      y: 10,
      type: "shortText",
      configuration: { label: "Name" },
    });
    expect(out[2]!.configuration).not.toBe(els[0]!.configuration);
  });
  it("clears a select's default when the options no longer include it", () => {
    let els = dropElement([], "select", undefined, "a");
    els = updateElementConfig(els, "0", { options: ["A", "B"], defaultValue: "B" });
    expect(els[0]!.configuration.defaultValue).toBe("B");
    els = updateElementConfig(els, "0", { options: ["A", "C"] });
    expect(els[0]!.configuration.defaultValue).toBeUndefined();
    // Other types keep theirs.
    let text = dropElement([], "shortText", undefined, "t");
    text = updateElementConfig(text, "0", { defaultValue: "x", options: [] });
    expect(text[0]!.configuration.defaultValue).toBe("x");
  });
});
