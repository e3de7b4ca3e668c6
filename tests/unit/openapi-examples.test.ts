import { exampleOf } from "@/lib/server/openapi/examples";

// The OpenAPI document's examples (lib/server/openapi/examples.ts): the simplest value each schema
// accepts, or none where it cannot make one.

const ex = (schema: Parameters<typeof exampleOf>[0], name?: string) => exampleOf(schema, {}, 0, name);

describe("exampleOf", () => {
  it("takes a constant, an enum's first value or the default", () => {
    expect(ex({ const: "done" })).toEqual({ value: "done" });
    expect(ex({ type: "string", enum: ["low", "high"] })).toEqual({ value: "low" });
    expect(ex({ type: "integer", default: 20 })).toEqual({ value: 20 });
  });

  it("makes the required fields of an object, and optional ones only when it must hold some", () => {
    const schema = {
      type: "object" as const,
      properties: { title: { type: "string" as const }, note: { type: "string" as const } },
      required: ["title"],
    };
    expect(ex(schema)).toEqual({ value: { title: "Weekly report" } });
    expect(ex({ ...schema, required: [], minProperties: 1 })).toEqual({ value: { title: "Weekly report" } });
  });

  it("reads a field's name for a likely text, within the schema's own bounds", () => {
    expect(ex({ type: "string" }, "email")).toEqual({ value: "ana@example.com" });
    expect(ex({ type: "string" }, "projectIds")).toEqual({ value: "6b0fda2503500559434f9309" });
    expect(ex({ type: "string" }, "dueDate")).toEqual({ value: "2026-12-02T09:30:00.000Z" });
    // Too long for the bound: the next sample that fits.
    expect(ex({ type: "string", maxLength: 3 }, "email")).toEqual({ value: "en" });
    expect(ex({ type: "string", format: "date" })).toEqual({ value: "2026-12-02" });
  });

  it("matches a pattern with a sample, and makes none when no sample fits", () => {
    expect(ex({ type: "string", pattern: "^[0-9a-f]{24}$" })).toEqual({ value: "6b0fda2503500559434f9309" });
    expect(ex({ type: "string", pattern: "^#[0-9a-f]{6}$" })).toEqual({ value: "#228be6" });
    expect(ex({ type: "string", pattern: "^zz[0-9]{9}$" })).toBeNull();
    // A required field without an example leaves its object without one.
    expect(
      ex({ type: "object", properties: { code: { type: "string", pattern: "^zz$" } }, required: ["code"] }),
    ).toBeNull();
  });

  it("keeps numbers in their range", () => {
    expect(ex({ type: "integer", minimum: 5, maximum: 9 })).toEqual({ value: 5 });
    expect(ex({ type: "integer", exclusiveMinimum: 0 })).toEqual({ value: 1 });
    expect(ex({ type: "number", maximum: 0.5 })).toEqual({ value: 0.5 });
    expect(ex({ type: "integer", minimum: 3, maximum: 2 })).toBeNull();
  });

  it("fills lists to their minimum, prefers a value over null, and follows references", () => {
    expect(ex({ type: "array", items: { type: "boolean" }, minItems: 2 })).toEqual({ value: [true, true] });
    expect(ex({ type: "array", items: { type: "string", pattern: "^zz$" } })).toEqual({ value: [] });
    expect(ex({ type: "array", items: { type: "integer" }, minItems: 2, uniqueItems: true })).toBeNull();
    expect(ex({ anyOf: [{ type: "null" }, { type: "integer" }] })).toEqual({ value: 1 });
    expect(exampleOf({ $ref: "#/components/schemas/Flag" }, { Flag: { type: "boolean" } })).toEqual({
      value: true,
    });
    expect(exampleOf({ $ref: "#/components/schemas/Gone" }, {})).toBeNull();
  });
});
