import "server-only";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import type { AnyEndpoint } from "@/lib/contracts/endpoint";
import { allContracts } from "@/lib/server/api/contract-modules";
import {
  openApiDocument,
  type OpenApiDocument,
  type OperationMethod,
  type ResponseObject,
} from "@/lib/server/openapi/document";

// Whether an answer matches what the OpenAPI document says of it: the tests check live answers with
// it (lib/server/api/serve.ts under jest, tests/integration/openapi/responses.test.ts), so the
// document, not only the contracts it is built from, stays true. Test tooling: ajv is a dev
// dependency, and nothing imports this module outside the tests.

const DOCUMENT_ID = "openapi.json";

/** One JSON Pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** The document registered once as a schema, so `#/components/…` references resolve within it. */
function compiler(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({
    // The document's own keys (openapi, paths, …) are not JSON Schema keywords.
    strict: false,
    // zod writes a pattern beside each format, so the pattern checks the value.
    validateFormats: false,
    // zod's patterns are JavaScript regular expressions written for the non-unicode mode.
    unicodeRegExp: false,
  });
  ajv.addSchema(openApiDocument(), DOCUMENT_ID);
  return ajv;
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
 * Null when `json` is what the document says `method path` answers with `status` (`path` is the
 * contract's template, `/api/v1/tasks/{taskId}`), or what differs.
 */
export function validateAgainstDocument(
  method: string,
  path: string,
  status: number,
  json: unknown,
): string | null {
  const found = responseAt(openApiDocument(), method, path, status);
  if (typeof found === "string") return found;
  if (!found.response.content?.["application/json"])
    return `${method} ${path} answered ${status} with JSON, where the OpenAPI document declares no JSON body`;
  if (!found.response.content["application/json"].schema) return null;
  const ref = `${DOCUMENT_ID}#${found.at}/content/application~1json/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = compiler().compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(json)) return null;
  const problems = compiler().errorsText(validate.errors, { dataVar: "answer" });
  return `${method} ${path} ${status} does not match the OpenAPI document: ${problems}`;
}

let listed: Set<AnyEndpoint> | undefined;

/**
 * What serve's check in the tests calls for each JSON answer of a success: the answer against the
 * document, for a contract of the contract files (a test's own contract, which no route serves, is
 * in no document).
 */
export function validateServedAnswer(endpoint: AnyEndpoint, status: number, json: unknown): string | null {
  listed ??= new Set(allContracts().map((entry) => entry.endpoint));
  if (!listed.has(endpoint)) return null;
  return validateAgainstDocument(endpoint.method, endpoint.path, status, json);
}
