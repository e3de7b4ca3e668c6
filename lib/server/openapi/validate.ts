import "server-only";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import type { AnyEndpoint } from "@/lib/contracts/endpoint";
import type { OpenApiDocument, OperationMethod, ResponseObject } from "@/lib/server/openapi/document";

// Whether an answer matches what the OpenAPI document says of it: the tests check live answers with
// it (lib/server/api/serve.ts under jest, tests/integration/openapi/responses.test.ts), so the
// document, not only the contracts it is built from, stays true. Test tooling: ajv is a dev
// dependency, and nothing imports this module outside the tests.

const DOCUMENT_ID = "openapi.json";

/** One JSON Pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

interface Compiled {
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

const compiled = new WeakMap<OpenApiDocument, Compiled>();

/** The document registered once as a schema, so `#/components/…` references resolve within it. */
function compilerFor(document: OpenApiDocument): Compiled {
  let found = compiled.get(document);
  if (found) return found;
  const ajv = new Ajv2020({
    // The document's own keys (openapi, paths, …) are not JSON Schema keywords.
    strict: false,
    // zod writes a pattern beside each format, so the pattern checks the value.
    validateFormats: false,
    // zod's patterns are JavaScript regular expressions written for the non-unicode mode.
    unicodeRegExp: false,
  });
  ajv.addSchema(document, DOCUMENT_ID);
  found = { ajv, validators: new Map() };
  compiled.set(document, found);
  return found;
}

/** The response the document declares for a status (or its `default` for an error), as a pointer. */
function responseAt(
  document: OpenApiDocument,
  method: string,
  path: string,
  status: number,
): { at: string; response: ResponseObject } | string {
  const operation = document.paths[path]?.[method.toLowerCase() as OperationMethod];
  if (!operation) return `${method} ${path} is not in the OpenAPI document`;
  const key = String(status) in operation.responses ? String(status) : status >= 400 ? "default" : null;
  const declared = key === null ? undefined : operation.responses[key];
  if (!declared) return `${method} ${path} answered ${status}, which the OpenAPI document does not declare`;
  if ("$ref" in declared) {
    const name = declared.$ref.replace("#/components/responses/", "");
    const response = document.components.responses[name];
    if (!response) return `${method} ${path} ${status}: ${declared.$ref} does not resolve`;
    return { at: `/components/responses/${pointer(name)}`, response };
  }
  return { at: `/paths/${pointer(path)}/${method.toLowerCase()}/responses/${key}`, response: declared };
}

/**
 * Null when `json` is what `document` says `method path` answers with `status` (`path` is the
 * contract's template, `/api/v1/tasks/{taskId}`), or what differs.
 */
export function validateAgainstDocument(
  document: OpenApiDocument,
  method: string,
  path: string,
  status: number,
  json: unknown,
): string | null {
  const found = responseAt(document, method, path, status);
  if (typeof found === "string") return found;
  if (!found.response.content?.["application/json"])
    return `${method} ${path} answered ${status} with JSON, where the OpenAPI document declares no JSON body`;
  if (!found.response.content["application/json"].schema) return null;
  const ref = `${DOCUMENT_ID}#${found.at}/content/application~1json/schema`;
  const { ajv, validators } = compilerFor(document);
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(json)) return null;
  const problems = ajv.errorsText(validate.errors, { dataVar: "answer" });
  return `${method} ${path} ${status} does not match the OpenAPI document: ${problems}`;
}

type DocumentSource = () => Promise<OpenApiDocument>;

let source: DocumentSource | undefined;
let served: Promise<OpenApiDocument> | undefined;

/**
 * Where serve's check reads the document from. By default it is built in this process (about a
 * second with the contracts' import); the integration tests' setup gives every test file the one
 * document their run built once (tests/integration/setup/openapi-document.ts).
 */
export function setServedDocument(load: DocumentSource): void {
  source = load;
  served = undefined;
}

const servedDocument = (): Promise<OpenApiDocument> =>
  (served ??= (source ?? (async () => (await import("@/lib/server/openapi/document")).openApiDocument()))());

/**
 * What serve's check in the tests calls for each JSON answer of a success: the answer against the
 * document. A contract the document has no operation for is not checked here (a test's own contract,
 * which no route serves); that every route is in the document is tests/integration/openapi/document.test.ts's.
 */
export async function validateServedAnswer(
  endpoint: AnyEndpoint,
  status: number,
  json: unknown,
): Promise<string | null> {
  const document = await servedDocument();
  if (!document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as OperationMethod]) return null;
  return validateAgainstDocument(document, endpoint.method, endpoint.path, status, json);
}
