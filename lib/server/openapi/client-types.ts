import "server-only";
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from "openapi-typescript";
import type { OpenApiDocument } from "@/lib/server/openapi/document";

// The typed client's types (sdk/api.d.ts): openapi-typescript's reading of the OpenAPI document,
// written by `npm run api:client` and compared with the document by
// tests/integration/openapi/client.test.ts, so the checked-in types never disagree with the API.
// docs/platform/api.md, "The typed client".

/** Where the generated types are kept, from the repository's root. */
export const CLIENT_TYPES_FILE = "sdk/api.d.ts";

const HEADER = `${COMMENT_HEADER.trimEnd()}\n// Generated from GET /api/v1/openapi.json by \`npm run api:client\` (lib/server/openapi/client-types.ts).\n\n`;

/**
 * The document without its bodies' and answers' examples, which would become a comment on each type
 * (half a megabyte more); the reference shows them.
 */
function withoutExamples(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  for (const item of Object.values(copy.paths))
    for (const operation of Object.values(item)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) delete media.example;
      for (const response of Object.values(operation.responses))
        if (!("$ref" in response))
          for (const media of Object.values(response.content ?? {})) delete media.example;
    }
  return copy;
}

/** The TypeScript declarations of `document`'s paths, operations and schemas. */
export async function clientTypes(document: OpenApiDocument): Promise<string> {
  const nodes = await openapiTS(withoutExamples(document) as unknown as OpenAPI3, {
    silent: true,
    // `export type` aliases (not interfaces), in the document's order (paths sorted, as built).
    exportType: true,
    alphabetize: false,
    // An object without `additionalProperties` gets no index signature: the answers are closed.
    additionalProperties: false,
  });
  return HEADER + astToString(nodes);
}
