import "server-only";
import type { JsonSchema, SchemaComponents } from "@/lib/server/openapi/json-schema";

// Examples for the OpenAPI document (issue 39: "every endpoint with … examples"): a value made from
// each request body's and JSON answer's schema — the required fields only, each the simplest value
// its schema accepts (the first of an enum, a constant, the minimum of a range, a sample string that
// matches its pattern and length). Where a schema asks for what this cannot make (a pattern no
// sample matches, a list that must hold more than it can fill), there is no example rather than a
// wrong one; tests/integration/openapi/document.test.ts checks every example against its schema.

type Example = { value: unknown } | null;

/** References followed at most this deep (a recursive schema stops with what it has). */
const MAX_DEPTH = 8;

const ID = "6b0fda2503500559434f9309";

/** Strings a pattern or a format may ask for, tried in this order. */
const SAMPLE_STRINGS = [
  "Example",
  ID,
  "example",
  "2026-12-02T09:30:00.000Z",
  "2026-12-02",
  "09:30",
  "ana@example.com",
  "https://example.com",
  "#228be6",
  "en",
  "Europe/Madrid",
  "FREQ=WEEKLY;BYDAY=MO",
  "example.com",
  "3f2c6b9e-8a1d-4c3e-9b7a-2d5f1e0c4a6b",
  "stk_",
  "A1",
  "a",
  "1",
  "0",
];

const FORMAT_SAMPLES: Record<string, string> = {
  "date-time": "2026-12-02T09:30:00.000Z",
  date: "2026-12-02",
  time: "09:30:00",
  email: "ana@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  uuid: "3f2c6b9e-8a1d-4c3e-9b7a-2d5f1e0c4a6b",
};

function patternAccepts(pattern: string | undefined, value: string): boolean {
  if (pattern === undefined) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/** What a field's name says its text is (`email`, `dueDate`, `projectIds`…), tried first. */
const NAMED_SAMPLES: [RegExp, string][] = [
  [/(^id$|Ids?$|^ids$)/, ID],
  [/e-?mails?$/i, "ana@example.com"],
  [/(url|uri|href|link)s?$/i, "https://example.com/hook"],
  [/password/i, "correct horse battery"],
  [/([Dd]ate|At|[Ss]ince|[Uu]ntil|[Ss]tart|[Ee]nd)s?$/, "2026-12-02T09:30:00.000Z"],
  [
    /^(assignee|member|user|owner|follower|participant|mention|workspace|project|module|board|column|parent)s?$/,
    ID,
  ],
  [/(image|avatar|cover|logo|icon)$/i, "https://example.com/avatar.png"],
  [/colou?r$/i, "#228be6"],
  [/(locale|language)$/i, "en"],
  [/time-?zone$/i, "Europe/Madrid"],
  [/(^|[a-z])(title|name|label|subject)s?$/i, "Weekly report"],
  [/(description|note|notes|message|text|content|body|comment|question|excerpt|html)$/i, "Ready for review"],
  [/(key|prefix)$/i, "WEB-12"],
  [/(token|secret|cursor)$/i, "eyJwb3NpdGlvbiI6MX0"],
  [/(domain)s?$/i, "example.com"],
];

function stringExample(schema: JsonSchema, name: string | undefined): Example {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && patternAccepts(schema.pattern, value);
  const format = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format !== undefined && fits(format)) return { value: format };
  const named = name === undefined ? undefined : NAMED_SAMPLES.find(([test]) => test.test(name))?.[1];
  if (named !== undefined && fits(named)) return { value: named };
  const found = SAMPLE_STRINGS.find(fits);
  if (found !== undefined) return { value: found };
  // A plain length bound: "Example" cut or padded to fit.
  if (schema.pattern === undefined && min <= max) {
    const value = "Example".padEnd(min, "x").slice(0, Number.isFinite(max) ? max : undefined);
    if (fits(value)) return { value };
  }
  return null;
}

function numberExample(schema: JsonSchema, integer: boolean): Example {
  const low =
    schema.minimum ??
    (typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  const high =
    schema.maximum ??
    (typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined);
  let value = low ?? Math.min(1, high ?? 1);
  if (integer) value = Math.ceil(value);
  if (high !== undefined && value > high) return null;
  if (schema.multipleOf !== undefined && value % schema.multipleOf !== 0) return null;
  return { value };
}

function objectExample(schema: JsonSchema, components: SchemaComponents, depth: number): Example {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const value: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = properties[name];
    const example = property === undefined ? null : exampleOf(property, components, depth + 1, name);
    if (!example) return null;
    value[name] = example.value;
  }
  const minProperties = schema.minProperties ?? 0;
  // Optional fields fill an object that must hold some (a patch with at least one field).
  for (const [name, property] of Object.entries(properties)) {
    if (Object.keys(value).length >= minProperties) break;
    if (name in value) continue;
    const example = exampleOf(property, components, depth + 1, name);
    if (example) value[name] = example.value;
  }
  return Object.keys(value).length >= minProperties ? { value } : null;
}

function arrayExample(
  schema: JsonSchema,
  components: SchemaComponents,
  depth: number,
  name: string | undefined,
): Example {
  const min = schema.minItems ?? 0;
  if (Array.isArray(schema.prefixItems)) {
    const items = (schema.prefixItems as JsonSchema[]).map((item) =>
      exampleOf(item, components, depth + 1, name),
    );
    return items.every((item) => item !== null) ? { value: items.map((item) => item!.value) } : null;
  }
  const item =
    schema.items && typeof schema.items === "object"
      ? exampleOf(schema.items as JsonSchema, components, depth + 1, name)
      : null;
  if (!item) return min === 0 ? { value: [] } : null;
  // One item shows its shape; items that must differ (uniqueItems) cannot be repeated.
  if (min > 1 && schema.uniqueItems) return null;
  return { value: Array.from({ length: Math.max(1, min) }, () => item.value) };
}

/**
 * A value `schema` accepts (its `#/components/schemas/…` references resolved in `components`), or null.
 * `name`: the field it is the value of, which picks a likelier text (an e-mail for `email`).
 */
export function exampleOf(
  schema: JsonSchema | boolean,
  components: SchemaComponents,
  depth = 0,
  name?: string,
): Example {
  if (typeof schema === "boolean") return schema ? { value: null } : null;
  if (depth > MAX_DEPTH) return null;
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = components[name];
    return target ? exampleOf(target, components, depth + 1, name) : null;
  }
  if (schema.const !== undefined) return { value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  if (schema.default !== undefined) return { value: schema.default };
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = schema[key] as JsonSchema[] | undefined;
    if (!branches) continue;
    // A value rather than null where a branch makes one; for oneOf, the first that fits.
    const ordered = [...branches].sort((a, b) => Number(a.type === "null") - Number(b.type === "null"));
    for (const branch of ordered) {
      const example = exampleOf(branch, components, depth + 1, name);
      if (example) return example;
    }
    return null;
  }
  if (schema.allOf) return null;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((candidate) => candidate !== "null") ?? types[0];
  switch (type) {
    case "string":
      return stringExample(schema, name);
    case "integer":
      return numberExample(schema, true);
    case "number":
      return numberExample(schema, false);
    case "boolean":
      return { value: true };
    case "null":
      return { value: null };
    case "array":
      return arrayExample(schema, components, depth, name);
    case "object":
      return objectExample(schema, components, depth);
    default:
      // No type: a transform's output or a custom check, which accepts any value.
      return schema.properties ? objectExample(schema, components, depth) : { value: null };
  }
}
