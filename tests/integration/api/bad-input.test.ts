// Bad input never answers 5xx: for every contract, each path param, query field and body field is
// replaced in turn with values of the wrong type, malformed and huge strings, out-of-range numbers and
// impossible dates, and the whole body with values that are not objects, and every answer must be a
// 4xx (issue 31, item 11). Sent signed in as a workspace owner, to ids that exist nowhere, so each
// request stops at validation or at the gate's 404.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { HTTP_METHODS, type AnyEndpoint } from "@/lib/contracts/endpoint";
import { importRouteModule, ROUTE_FILES } from "@/lib/server/api/route-modules";
import { seedTeam } from "../workspaces/helpers";

const ROOT = process.cwd();
jest.setTimeout(300_000);

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const BAD_VALUES: unknown[] = [
  123,
  -1e308,
  true,
  null,
  [],
  {},
  "",
  "garbage",
  "x".repeat(20_000),
  "2026-13-45T99:99:99Z",
  "NaN",
  "\u0000",
];
const BAD_STRINGS = [
  "garbage",
  "x".repeat(5_000),
  "%00",
  "a\u0000b",
  "2026-13-45",
  "-1",
  "1e400",
  "[",
  '{"a":',
];
const BAD_BODIES: unknown[] = [null, [], "text", 42, true];

/** The keys of an object schema (zod 4 keeps them on `def.shape`), through pipes and checks. */
function keysOf(schema: unknown): string[] {
  let current = schema as { _zod?: { def?: { shape?: object; in?: unknown; type?: string } } } | undefined;
  for (let depth = 0; depth < 5 && current?._zod?.def; depth++) {
    const def = current._zod.def;
    if (def.shape) return Object.keys(def.shape);
    if (def.type === "pipe") current = def.in as typeof current;
    else break;
  }
  return [];
}

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyEndpoint).path === "string" &&
  (HTTP_METHODS as readonly string[]).includes((value as AnyEndpoint).method) &&
  "response" in value;

async function servedEndpoints(): Promise<{ endpoint: AnyEndpoint; handler: Handler }[]> {
  const found: { endpoint: AnyEndpoint; handler: Handler }[] = [];
  for (const file of ROUTE_FILES) {
    const routeModule = (await importRouteModule(file)) as Record<
      string,
      Handler & { endpoint?: AnyEndpoint }
    >;
    for (const handler of Object.values(routeModule)) {
      if (handler?.endpoint && isEndpoint(handler.endpoint))
        found.push({ endpoint: handler.endpoint, handler });
    }
  }
  return found;
}

const anId = () =>
  Array.from({ length: 24 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("");

describe("bad input", () => {
  it("answers 4xx, never 5xx, for every contract's params, query and body", async () => {
    expect(existsSync(path.join(ROOT, "lib", "contracts"))).toBe(true);
    expect(readdirSync(path.join(ROOT, "app", "api", "v1")).length).toBeGreaterThan(0);
    const team = await seedTeam("Fuzz");
    const endpoints = await servedEndpoints();
    expect(endpoints.length).toBeGreaterThan(200);
    const failures: string[] = [];

    async function send(
      endpoint: AnyEndpoint,
      handler: Handler,
      params: Record<string, string>,
      query: Record<string, string>,
      body: unknown,
      what: string,
    ) {
      const url = new URL(`http://localhost:3000${endpoint.path}`);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      const hasBody =
        endpoint.method !== "GET" &&
        endpoint.method !== "HEAD" &&
        endpoint.method !== "OPTIONS" &&
        body !== undefined;
      const req = new NextRequest(url, {
        method: endpoint.method,
        headers: {
          authorization: `Bearer ${team.owner.token}`,
          "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          "x-api-key": "bad-key",
          ...(hasBody ? { "content-type": "application/json" } : {}),
        },
        body: hasBody ? JSON.stringify(body) : undefined,
      });
      let status: number;
      try {
        const res = await handler(req, { params: Promise.resolve(params) });
        status = res.status;
        await res.arrayBuffer();
      } catch (error) {
        failures.push(`${endpoint.method} ${endpoint.path} ${what}: threw ${String(error)}`);
        return;
      }
      if (status >= 500) failures.push(`${endpoint.method} ${endpoint.path} ${what}: ${status}`);
    }

    for (const { endpoint, handler } of endpoints) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const validParams = Object.fromEntries(names.map((name) => [name, anId()]));
      // Each param malformed.
      for (const name of names)
        for (const value of BAD_STRINGS)
          await send(
            endpoint,
            handler,
            { ...validParams, [name]: value },
            {},
            {},
            `param ${name}=${value.slice(0, 12)}`,
          );
      // Each query field malformed.
      for (const key of keysOf(endpoint.query))
        for (const value of BAD_STRINGS)
          await send(
            endpoint,
            handler,
            validParams,
            { [key]: value },
            {},
            `query ${key}=${value.slice(0, 12)}`,
          );
      if (!endpoint.body) continue;
      // The body not an object, then each field of the wrong kind.
      for (const body of BAD_BODIES)
        await send(endpoint, handler, validParams, {}, body, `body ${JSON.stringify(body)}`);
      for (const key of keysOf(endpoint.body))
        for (const value of BAD_VALUES)
          await send(
            endpoint,
            handler,
            validParams,
            {},
            { [key]: value },
            `body.${key}=${JSON.stringify(value)?.slice(0, 12)}`,
          );
    }
    expect(failures).toEqual([]);
  });
});
