import "server-only";
import * as z from "@/lib/zod";
import type { Schema } from "@/lib/contracts/endpoint";

// A contract's zod schema as an OpenAPI 3.1 Schema Object: zod 4's own JSON Schema conversion
// (draft 2020-12, which OpenAPI 3.1 takes as it is), with what JSON Schema cannot say decided here
// rather than thrown, and the definitions zod puts beside a recursive schema moved to the document's
// components (a `#/$defs/…` or `#` reference inside an OpenAPI document would point into the document).

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** The document's `components.schemas`, filled as schemas are converted. */
export type SchemaComponents = Record<string, JsonSchema>;

/** Which side of a schema to describe: what a client sends (`input`) or what it receives (`output`). */
export type SchemaSide = "input" | "output";

const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * What zod cannot represent, decided per kind: a Date is sent as its ISO string; a transform's output
 * and a custom check (the meeting board's elements) are whatever JSON the handler sends, so any value.
 */
const unrepresentable: z.core.UnrepresentableHandler = ({ zodSchema }) =>
  zodSchema._zod.def.type === "date" ? { type: "string", format: "date-time" } : {};

/** A deep copy of a converted schema with its local references pointed at components. */
function relink(node: unknown, refs: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => relink(item, refs));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" ? (refs.get(value) ?? value) : relink(value, refs),
    ]),
  );
}

function refersToRoot(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  if ((node as JsonSchema).$ref === "#") return true;
  return Object.values(node).some(refersToRoot);
}

/**
 * `schema` as a Schema Object. `name` (`tasks_getTask.response`) names the components its
 * definitions become, and the schema itself when it refers to itself (a category tree's node).
 */
export function toSchemaObject(
  schema: Schema,
  side: SchemaSide,
  name: string,
  components: SchemaComponents,
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: side,
    cycles: "ref",
    reused: "inline",
    unrepresentable,
  });
  const { $schema: _dialect, $defs: defs = {}, ...root } = converted;
  const refs = new Map<string, string>();
  for (const key of Object.keys(defs))
    refs.set(`#/$defs/${key}`, componentRef(`${name}.${key.replace(/^_+/, "")}`));
  const selfReferencing = refersToRoot(root);
  if (selfReferencing) refs.set("#", componentRef(name));
  for (const [key, def] of Object.entries(defs))
    components[`${name}.${key.replace(/^_+/, "")}`] = relink(def, refs) as JsonSchema;
  const linked = relink(root, refs) as JsonSchema;
  if (!selfReferencing) return linked;
  components[name] = linked;
  return { $ref: componentRef(name) };
}
