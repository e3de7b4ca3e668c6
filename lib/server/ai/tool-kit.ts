import "server-only";
import { z } from "zod";
import { AiToolArgumentsError, type AiTool } from "./provider";

// What every module kind's tools share: arguments validated with zod before any read (the model is
// told what is wrong instead), and the JSON Schema the model is sent generated from the same schema.

/** A kind's tool argument schemas, by tool name. */
export type ToolSchemas = Record<string, z.ZodType>;

/** Validated arguments of a tool call (AiToolArgumentsError lists what is wrong). */
export function parseArguments<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success)
    throw new AiToolArgumentsError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "arguments"}: ${issue.message}`),
    );
  return parsed.data as z.output<S>;
}

/** A kind's parser of its tools' arguments by tool name (for its tools and tests). */
export function argumentsParser<S extends ToolSchemas>(schemas: S) {
  return <N extends keyof S>(name: N, raw: unknown): z.output<S[N]> =>
    parseArguments(schemas[name] as z.ZodType, raw) as z.output<S[N]>;
}

/** The tools of a kind: one per schema, described for the model, running on validated arguments. */
export function toolsOf<S extends ToolSchemas>(
  schemas: S,
  descriptions: { [N in keyof S]: string },
  run: { [N in keyof S]: (args: z.output<S[N]>) => Promise<unknown> },
): AiTool[] {
  return (Object.keys(schemas) as (keyof S & string)[]).map((name) => {
    const schema = schemas[name] as z.ZodType;
    const call = run[name] as (args: unknown) => Promise<unknown>;
    return {
      name,
      description: descriptions[name],
      parameters: z.toJSONSchema(schema) as Record<string, unknown>,
      run: async (raw: unknown) => call(parseArguments(schema, raw)),
    };
  });
}
