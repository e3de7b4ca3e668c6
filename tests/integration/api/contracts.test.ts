// Every route file under app/api/v1 is served from a contract, and every contract has its route:
// each exported method is a `serve(endpoint, …)` whose endpoint names that method and the file's path
// (lib/contracts/endpoint.ts), and each endpoint of the contract files (the one list of them,
// lib/server/api/contract-modules.ts, which the OpenAPI document is built from) is mounted by one route.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { AnyEndpoint } from "@/lib/contracts/endpoint";
import { allContracts, CONTRACT_MODULES, contractsOf } from "@/lib/server/api/contract-modules";
import { pathOfFile, routeMethods } from "../helpers/routes";

const ROOT = process.cwd();

/**
 * The files a contract may live in: each kind's modules/<segment>/contracts.ts (or the files of its
 * contracts/ folder, when a page must load only some of them) and the platform's lib/contracts/*.
 */
function contractFilesOnDisk(): string[] {
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
  return [...kinds, ...platform].map((file) => file.split(path.sep).join("/"));
}

describe("API contracts", () => {
  it("serves every route file's methods from a contract of the same method and path", async () => {
    const problems: string[] = [];
    for (const { file, method, endpoint } of await routeMethods()) {
      const expected = pathOfFile(file);
      if (!endpoint) problems.push(`${file} ${method}: not served from a contract`);
      else if (endpoint.method !== method || endpoint.path !== expected)
        problems.push(
          `${file} ${method}: serves ${endpoint.method} ${endpoint.path}, expected ${method} ${expected}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it("mounts every contract the contract files export, once", async () => {
    const served = new Map<AnyEndpoint, number>();
    for (const { endpoint } of await routeMethods())
      if (endpoint) served.set(endpoint, (served.get(endpoint) ?? 0) + 1);
    const unserved = allContracts()
      .filter(({ endpoint }) => (served.get(endpoint) ?? 0) !== 1)
      .map(({ file, endpoint }) => `${file}: ${endpoint.method} ${endpoint.path}`);
    expect(unserved).toEqual([]);
  });

  it("lists every contract file in lib/server/api/contract-modules.ts", async () => {
    const onDisk = contractFilesOnDisk();
    const missing: string[] = [];
    for (const file of onDisk.filter((name) => !(name in CONTRACT_MODULES))) {
      const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      if (contractsOf(file, exports).length > 0) missing.push(file);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(CONTRACT_MODULES).filter((file) => !onDisk.includes(file))).toEqual([]);
  });
});
