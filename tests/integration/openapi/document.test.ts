// The OpenAPI document (lib/server/openapi) describes exactly the routes there are, holds together as
// an OpenAPI 3.1 document (its references resolve, its path params are declared, its operation ids are
// unique, its schemas are valid JSON Schema 2020-12), and is served once built, cached.
import { Ajv2020 } from "ajv/dist/2020";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";
import { HTTP_METHODS } from "@/lib/contracts/endpoint";
import { openApiDocument, type Operation, type OperationMethod } from "@/lib/server/openapi/document";
import { call } from "../helpers/http";
import { pathOfFile, routeMethods } from "../helpers/routes";

const document = openApiDocument();

/** Every operation of the document with its path and method. */
const operations = (): { path: string; method: OperationMethod; operation: Operation }[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method: method as OperationMethod,
      operation,
    })),
  );

/** The value a local reference (`#/components/schemas/Error`) points at, or undefined. */
function resolve(ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof node !== "object" || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Every `$ref` in the document, with where it is. */
function refsIn(node: unknown, at = "#"): { at: string; ref: string }[] {
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === "$ref" && typeof value === "string" ? [{ at, ref: value }] : refsIn(value, `${at}/${key}`),
  );
}

describe("the OpenAPI document", () => {
  it("has an operation for each method of each route file, and none without a route", async () => {
    const routes = await routeMethods();
    const served = new Set(routes.map(({ file, method }) => `${method} ${pathOfFile(file)}`));
    const documented = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    expect(documented.size).toBeGreaterThan(300);
  });

  it("is an OpenAPI 3.1 document whose references resolve and whose path params are declared", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.version).toEqual(expect.any(String));
    const unresolved = refsIn(document)
      .filter(({ ref }) => resolve(ref) === undefined)
      .map(({ at, ref }) => `${at}: ${ref}`);
    expect(unresolved).toEqual([]);

    const problems: string[] = [];
    const schemes = Object.keys(document.components.securitySchemes);
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!(HTTP_METHODS as readonly string[]).includes(method.toUpperCase()))
        problems.push(`${where}: method`);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((param) => param.in === "path");
      if (JSON.stringify(declared.map((param) => param.name)) !== JSON.stringify(inPath))
        problems.push(`${where}: path params ${declared.map((param) => param.name)} for ${inPath}`);
      if (declared.some((param) => !param.required)) problems.push(`${where}: an optional path param`);
      const names = (operation.parameters ?? []).map((param) => `${param.in} ${param.name}`);
      if (new Set(names).size !== names.length) problems.push(`${where}: a parameter declared twice`);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^([1-5]\d\d|default)$/.test(status)) problems.push(`${where}: response ${status}`);
        if (!("$ref" in response) && !response.description)
          problems.push(`${where} ${status}: no description`);
      }
      if (!Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)))
        problems.push(`${where}: no success response`);
      for (const requirement of operation.security)
        for (const scheme of Object.keys(requirement))
          if (!schemes.includes(scheme)) problems.push(`${where}: security scheme ${scheme}`);
      for (const tag of operation.tags) if (!tags.has(tag)) problems.push(`${where}: tag ${tag}`);
      if (!operation.summary) problems.push(`${where}: no summary`);
    }
    expect(problems).toEqual([]);
  });

  it("names every operation once, by its contract (`<area>_<export>`)", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]*_[A-Za-z0-9_]+$/.test(id))).toEqual([]);
    expect(ids).toContain("taskManagement_createTask");
    expect(ids).toContain("taskManagement_members_list");
  });

  it("holds schemas that are valid JSON Schema 2020-12, with the component names OpenAPI allows", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, unicodeRegExp: false });
    ajv.addSchema(document, "openapi.json");
    const invalid: string[] = [];
    const check = (at: string) => {
      try {
        ajv.compile({ $ref: `openapi.json${at}` });
      } catch (error) {
        invalid.push(`${at}: ${String(error)}`);
      }
    };
    for (const name of Object.keys(document.components.schemas)) {
      if (!/^[a-zA-Z0-9._-]+$/.test(name)) invalid.push(`component name ${name}`);
      check(`#/components/schemas/${name}`);
    }
    for (const { path, method, operation } of operations()) {
      const base = `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`;
      (operation.parameters ?? []).forEach((_, index) => check(`${base}/parameters/${index}/schema`));
      if (operation.requestBody) check(`${base}/requestBody/content/application~1json/schema`);
      for (const [status, response] of Object.entries(operation.responses))
        if (!("$ref" in response) && response.content?.["application/json"]?.schema)
          check(`${base}/responses/${status}/content/application~1json/schema`);
    }
    expect(invalid).toEqual([]);
  });

  it("gives every JSON request body and success answer an example that its schema accepts", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, unicodeRegExp: false });
    ajv.addSchema(document, "openapi.json");
    const missing: string[] = [];
    const rejected: string[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      const base = `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`;
      const media = [
        ["requestBody", operation.requestBody?.content["application/json"]] as const,
        ...Object.entries(operation.responses).map(
          ([status, response]) =>
            [
              `responses/${status}`,
              Number(status) < 300 && !("$ref" in response)
                ? response.content?.["application/json"]
                : undefined,
            ] as const,
        ),
      ];
      for (const [at, content] of media) {
        if (!content?.schema) continue;
        checked++;
        if (!("example" in content)) {
          missing.push(`${method} ${path} ${at}`);
          continue;
        }
        const validate = ajv.compile({ $ref: `openapi.json${base}/${at}/content/application~1json/schema` });
        if (!validate(content.example))
          rejected.push(`${method} ${path} ${at}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(rejected).toEqual([]);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(600);
    // A field's name picks a likely value.
    const create = document.paths["/api/v1/task-management/{moduleId}/tasks"]!.post!;
    expect(create.requestBody?.content["application/json"]?.example).toEqual({ title: "Weekly report" });
    expect(
      document.paths["/api/v1/auth/login"]!.post!.requestBody?.content["application/json"]?.example,
    ).toMatchObject({ email: "ana@example.com" });
  });

  it("describes auth per endpoint: bearer (naming an API token's scope) or cookie for a session, none when public, the key for the content API", () => {
    const security = (method: OperationMethod, path: string) => document.paths[path]?.[method]?.security;
    expect(security("post", "/api/v1/task-management/{moduleId}/tasks")).toEqual([
      { bearerAuth: ["tasks:write"] },
      { cookieAuth: [] },
    ]);
    expect(security("get", "/api/v1/goals")).toEqual([{ bearerAuth: ["goals:read"] }, { cookieAuth: [] }]);
    // No token may call it: the bearer is a session's only.
    expect(security("get", "/api/v1/account/api-tokens")).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(security("get", "/api/v1/health")).toEqual([]);
    expect(security("get", "/api/v1/public/content-hub/{moduleId}/blogs")).toEqual([{ apiKeyAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("is served by GET /api/v1/openapi.json, built once, for caches to keep five minutes", async () => {
    const first = await call(openApiRoute, { url: "http://localhost:3000/api/v1/openapi.json" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect(first.body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(openApiDocument()).toBe(document);
  });
});
