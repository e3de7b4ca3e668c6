import "server-only";
import { STATUS_CODES } from "node:http";
import type { AnyEndpoint, EndpointAuth, HttpMethod, Schema } from "@/lib/contracts/endpoint";
import { accessOfMethod, areaOf } from "@/lib/api-tokens/scopes";
import { allContracts, type ContractEntry } from "@/lib/server/api/contract-modules";
import { sessionCookieName } from "@/lib/server/auth/session-token";
import {
  toSchemaObject,
  type JsonSchema,
  type SchemaComponents,
  type SchemaSide,
} from "@/lib/server/openapi/json-schema";
import { exampleOf } from "@/lib/server/openapi/examples";
import packageJson from "@/package.json";

// The API's OpenAPI 3.1 document, built from every contract (lib/server/api/contract-modules.ts): a
// contract's method, path, summary, params, query, body, success answer and auth become one
// operation, the error body one shared response. Built once per process, on its first request
// (about half a second), and kept with its JSON text. docs/platform/api.md, "The OpenAPI document".

type Reference = { $ref: string };

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
  /** A value the schema accepts (lib/server/openapi/examples.ts). */
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}

type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | Reference>;
  security: SecurityRequirement[];
}

export type OperationMethod = Lowercase<HttpMethod>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Partial<Record<OperationMethod, Operation>>>;
  components: {
    schemas: SchemaComponents;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** The NestJS-shaped error body every failure answers with (lib/server/api/error-response.ts). */
const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    statusCode: { type: "integer" },
    message: {
      description: "In the caller's language; one text per problem for a request that fails validation",
      anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
    },
    error: { type: "string", description: "The status's name" },
  },
  required: ["statusCode", "message", "error"],
  // Some errors say more beside the message (which column, which timer is running).
  additionalProperties: true,
};

const ERROR_RESPONSES = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  429: "TooManyRequests",
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const SECURITY: Record<EndpointAuth, SecurityRequirement[]> = {
  session: [{ bearerAuth: [] }, { cookieAuth: [] }],
  // The empty requirement: the endpoint also answers a caller who is not signed in.
  sessionOptional: [{ bearerAuth: [] }, { cookieAuth: [] }, {}],
  public: [],
  apiKey: [{ apiKeyAuth: [] }],
};

/**
 * An operation's security: for a signed-in endpoint, the API token scope it needs is named in the
 * bearer requirement (OpenAPI 3.1 lets a non-OAuth scheme list role names), e.g.
 * `{ bearerAuth: ["tasks:write"] }`; an endpoint no token may call (lib/api-tokens/scopes.ts) lists none.
 */
function securityOf(endpoint: AnyEndpoint): SecurityRequirement[] {
  const area = areaOf(endpoint.method, endpoint.path);
  if (!area) return SECURITY[endpoint.auth];
  const scope = `${area}:${accessOfMethod(endpoint.method)}`;
  return SECURITY[endpoint.auth].map((requirement) =>
    "bearerAuth" in requirement ? { bearerAuth: [scope] } : requirement,
  );
}

/** `lib/contracts/projects.ts` → `projects`; `modules/content-hub/contracts/public.ts` → `contentHub`. */
function scopeOf(file: string): string {
  const name = file.startsWith("modules/")
    ? file.split("/")[1]!
    : file.replace(/^lib\/contracts\//, "").replace(/\.ts$/, "");
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The operation's id, stable while the contract keeps its file and export name: `taskManagement_createTask`. */
const operationIdOf = ({ file, name }: Pick<ContractEntry, "file" | "name">) =>
  `${scopeOf(file)}_${name.replace(/\./g, "_")}`;

/** The area an operation is listed under: the path's first segment after /api/v1 (`openapi.json` → `openapi`). */
const tagOf = (path: string) => (path.split("/")[3] ?? "").replace(/\.\w+$/, "");

const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The response statuses an answer may have: the contract's (or its default) and its others. */
function successStatuses(endpoint: AnyEndpoint): number[] {
  const main =
    endpoint.status ?? ("raw" in endpoint.response && endpoint.response.contentType === "none" ? 204 : 200);
  return [main, ...(endpoint.otherStatuses ?? [])];
}

/** A body or a JSON answer of an operation, the schemas several operations may share. */
const sharableOf = (endpoint: AnyEndpoint): (readonly [Schema, SchemaSide, "body" | "response"])[] => [
  ...(endpoint.body ? [[endpoint.body, "input", "body"] as const] : []),
  ...("raw" in endpoint.response ? [] : [[endpoint.response, "output", "response"] as const]),
];

class DocumentBuilder {
  readonly schemas: SchemaComponents = { Error: ERROR_SCHEMA };
  /**
   * The bodies and answers more than one operation uses (a goal's detail answers eight), by side:
   * each becomes one component, named after the first operation using it, which the others refer to.
   */
  private readonly shared = { input: new Map<Schema, string>(), output: new Map<Schema, string>() };

  constructor(contracts: readonly ContractEntry[]) {
    const seen = { input: new Map<Schema, string>(), output: new Map<Schema, string>() };
    for (const entry of contracts)
      for (const [schema, side, role] of sharableOf(entry.endpoint)) {
        const first = seen[side].get(schema);
        if (first === undefined) seen[side].set(schema, `${operationIdOf(entry)}.${role}`);
        else this.shared[side].set(schema, first);
      }
  }

  private schema(schema: Schema, side: SchemaSide, name: string): JsonSchema {
    const shared = this.shared[side].get(schema);
    if (shared === undefined) return toSchemaObject(schema, side, name, this.schemas);
    if (!(shared in this.schemas)) {
      const converted = toSchemaObject(schema, side, shared, this.schemas);
      // A self-referencing schema has put itself there already, and answered its reference.
      if (converted.$ref === undefined) this.schemas[shared] = converted;
    }
    return { $ref: `#/components/schemas/${shared}` };
  }

  /** An object schema's properties as parameters (path params always required, as their template). */
  private parameters(endpoint: AnyEndpoint, id: string): Parameter[] {
    const params = endpoint.params ? this.schema(endpoint.params, "input", `${id}.params`) : {};
    const path = pathNames(endpoint.path).map((name): Parameter => ({
      name,
      in: "path",
      required: true,
      schema: (params.properties?.[name] as JsonSchema | undefined) ?? { type: "string" },
    }));
    if (!endpoint.query) return path;
    const query = this.schema(endpoint.query, "input", `${id}.query`);
    const required = new Set(query.required ?? []);
    return [
      ...path,
      ...Object.entries(query.properties ?? {}).map(([name, schema]): Parameter => ({
        name,
        in: "query",
        required: required.has(name),
        schema: schema as JsonSchema,
      })),
    ];
  }

  /** The success's content: the JSON schema, a raw answer's types (any body), or none. */
  private content(endpoint: AnyEndpoint, id: string): ResponseObject["content"] {
    const response = endpoint.response;
    if (!("raw" in response))
      return { "application/json": { schema: this.schema(response, "output", `${id}.response`) } };
    if (response.contentType === "none") return undefined;
    // A raw answer names its types, `text/csv | application/vnd…` when it has several.
    const types = response.contentType.split(/\s*[|,]\s*/);
    return Object.fromEntries(types.map((type) => [type, {}]));
  }

  private errors(endpoint: AnyEndpoint): ErrorStatus[] {
    const hasParams = pathNames(endpoint.path).length > 0;
    const statuses: ErrorStatus[] = [];
    if (hasParams || endpoint.query || endpoint.body) statuses.push(400);
    if (endpoint.auth === "session" || endpoint.auth === "apiKey") statuses.push(401);
    // A cookie session is refused from another origin, a signed-in user without the rights.
    if (endpoint.auth === "session" || endpoint.auth === "sessionOptional") statuses.push(403);
    if (hasParams) statuses.push(404);
    statuses.push(429);
    return statuses;
  }

  operation(entry: ContractEntry): Operation {
    const { endpoint } = entry;
    const id = operationIdOf(entry);
    const parameters = this.parameters(endpoint, id);
    const content = this.content(endpoint, id);
    const responses: Operation["responses"] = {};
    for (const status of successStatuses(endpoint))
      responses[status] = { description: STATUS_CODES[status] ?? "Success", ...(content ? { content } : {}) };
    for (const status of this.errors(endpoint))
      responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]}` };
    responses.default = { $ref: "#/components/responses/Error" };
    return {
      operationId: id,
      summary: endpoint.summary,
      tags: [tagOf(endpoint.path)],
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: endpoint.body._zod.optin !== "optional",
              content: { "application/json": { schema: this.schema(endpoint.body, "input", `${id}.body`) } },
            },
          }
        : {}),
      responses,
      security: securityOf(endpoint),
    };
  }
}

export function buildOpenApiDocument(contracts: readonly ContractEntry[]): OpenApiDocument {
  const byPath = [...contracts].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path));
  const builder = new DocumentBuilder(byPath);
  const paths: OpenApiDocument["paths"] = {};
  for (const entry of byPath) {
    const method = entry.endpoint.method.toLowerCase() as OperationMethod;
    (paths[entry.endpoint.path] ??= {})[method] = builder.operation(entry);
  }
  const tags = [...new Set(byPath.map(({ endpoint }) => tagOf(endpoint.path)))].sort();
  addExamples(paths, builder.schemas);
  return {
    openapi: "3.1.0",
    info: {
      title: "Suite API",
      version: packageJson.version,
      description:
        "The REST API under /api/v1, generated from its contracts. Call it with an access token or an API token as `Authorization: Bearer …`; errors answer with one body shape, `Error`.",
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: builder.schemas,
      responses: {
        Error: errorResponse("An error"),
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, name]) => [
            name,
            errorResponse(STATUS_CODES[Number(status)] ?? name),
          ]),
        ),
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "The `accessToken` that signing in answers with, or an API token (`stk_…`, Settings → API tokens); a token needs the scope each operation names",
        },
        cookieAuth: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(),
          description: "The browser's session cookie (accepted from the app's own origin only)",
        },
        apiKeyAuth: {
          type: "apiKey",
          in: "header",
          // The content hub's public API (modules/content-hub/server/public-api/serve-public.ts).
          name: "x-api-key",
          description: "A content hub module's API key",
        },
      },
    },
  };
}

/**
 * Each JSON request body and success answer gets an example made from its schema, once every shared
 * schema is in the components (where one cannot be made, none: lib/server/openapi/examples.ts).
 */
function addExamples(paths: OpenApiDocument["paths"], components: SchemaComponents): void {
  const media = (content: Record<string, MediaType> | undefined) => {
    const json = content?.["application/json"];
    if (!json?.schema) return;
    const example = exampleOf(json.schema, components);
    if (example) json.example = example.value;
  };
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) {
      media(operation.requestBody?.content);
      for (const [status, response] of Object.entries(operation.responses))
        if (Number(status) < 300 && !("$ref" in response)) media(response.content);
    }
}

let built: { document: OpenApiDocument; text: string } | undefined;

function cached() {
  if (!built) {
    const document = buildOpenApiDocument(allContracts());
    built = { document, text: JSON.stringify(document) };
  }
  return built;
}

/** The document, built on first use and kept for the life of the process. */
export const openApiDocument = (): OpenApiDocument => cached().document;

/** The document's JSON text, what GET /api/v1/openapi.json sends. */
export const openApiText = (): string => cached().text;
