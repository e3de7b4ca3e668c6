// Every route file under app/api/v1 is served from a contract, and every contract has its route:
// each exported method is a `serve(endpoint, …)` whose endpoint names that method and the file's path
// (lib/contracts/endpoint.ts), and each endpoint the contract files export is mounted by one route.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { HTTP_METHODS, type AnyEndpoint } from "@/lib/contracts/endpoint";
import { importRouteModule, ROUTE_FILES } from "@/lib/server/api/route-modules";

const ROOT = process.cwd();

/** `api/v1/tasks/[taskId]/route.ts` → `/api/v1/tasks/{taskId}` (a `[...key]` segment is `{key}`). */
const pathOfFile = (file: string) =>
  "/" + file.replace(/\/route\.ts$/, "").replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyEndpoint).path === "string" &&
  (HTTP_METHODS as readonly string[]).includes((value as AnyEndpoint).method) &&
  "response" in value;

/** The endpoints a contract module exports, also inside objects (a kind's `members` family). */
function endpointsOf(exports: Record<string, unknown>): AnyEndpoint[] {
  return Object.values(exports).flatMap((value) =>
    isEndpoint(value)
      ? [value]
      : typeof value === "object" && value !== null && !Array.isArray(value)
        ? Object.values(value).filter(isEndpoint)
        : [],
  );
}

/**
 * The contract files: each kind's modules/<segment>/contracts.ts (or the files of its contracts/
 * folder, when a page must load only some of them) and the platform's lib/contracts/*.
 */
function contractFiles(): string[] {
  const kinds = readdirSync(path.join(ROOT, "modules"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join("modules", entry.name, "contracts");
      const folderFiles = existsSync(path.join(ROOT, folder))
        ? readdirSync(path.join(ROOT, folder))
            .filter((name) => name.endsWith(".ts"))
            .map((name) => path.join(folder, name))
        : [];
      const file = path.join("modules", entry.name, "contracts.ts");
      return [...folderFiles, ...(existsSync(path.join(ROOT, file)) ? [file] : [])];
    });
  const platform = readdirSync(path.join(ROOT, "lib", "contracts"))
    .filter((name) => name.endsWith(".ts"))
    .map((name) => path.join("lib", "contracts", name));
  return [...kinds, ...platform];
}

describe("API contracts", () => {
  it("serves every route file's methods from a contract of the same method and path", async () => {
    const problems: string[] = [];
    for (const file of ROUTE_FILES) {
      const routeModule = (await importRouteModule(file)) as Record<string, unknown>;
      const expected = pathOfFile(file);
      for (const [name, handler] of Object.entries(routeModule)) {
        if (!(HTTP_METHODS as readonly string[]).includes(name)) continue;
        const endpoint = (handler as { endpoint?: AnyEndpoint }).endpoint;
        if (!endpoint) problems.push(`${file} ${name}: not served from a contract`);
        else if (endpoint.method !== name || endpoint.path !== expected)
          problems.push(
            `${file} ${name}: serves ${endpoint.method} ${endpoint.path}, expected ${name} ${expected}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("mounts every contract the contract files export, once", async () => {
    const served = new Map<AnyEndpoint, number>();
    for (const file of ROUTE_FILES) {
      const routeModule = (await importRouteModule(file)) as Record<string, { endpoint?: AnyEndpoint }>;
      for (const handler of Object.values(routeModule)) {
        if (handler?.endpoint) served.set(handler.endpoint, (served.get(handler.endpoint) ?? 0) + 1);
      }
    }
    const unserved: string[] = [];
    for (const file of contractFiles()) {
      const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const endpoint of endpointsOf(exports)) {
        if ((served.get(endpoint) ?? 0) !== 1) unserved.push(`${file}: ${endpoint.method} ${endpoint.path}`);
      }
    }
    expect(unserved).toEqual([]);
  });
});
