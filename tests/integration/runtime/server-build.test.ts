import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ROUTE_FILES } from "@/lib/server/api/route-modules";

// Production runs the compiled server (scripts/build-server.mjs) on plain Node. Its direct API gets
// the route files from a table compiled in, in place of the directory listing used from source, and
// Next reads the configuration the build recorded instead of compiling next.config.ts again.
const root = process.cwd();
const outdir = path.join(root, ".data", `test-server-build-${process.pid}`);

function node(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "", ...env },
    timeout: 60_000,
  });
}

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the compiled server", () => {
  it("compiles in every route file of app/api/v1, each importable with its handlers", () => {
    node([
      "--input-type=module",
      "-e",
      `import { buildServer } from "./scripts/build-server.mjs";
       await buildServer({ entryPoints: { routes: "lib/server/api/route-modules.ts" }, outdir: ${JSON.stringify(outdir)} });`,
    ]);
    const out = node([
      "-e",
      `const routes = require(${JSON.stringify(path.join(outdir, "routes.cjs"))});
       routes.importRouteModule("api/v1/health/route.ts").then((health) => {
         let unknown = "";
         try { routes.importRouteModule("api/v1/nope/route.ts"); } catch (error) { unknown = error.message; }
         console.log(JSON.stringify({ files: routes.ROUTE_FILES, get: typeof health.GET, unknown }));
         process.exit(0);
       });`,
    ]);
    const result = JSON.parse(out.trim().split("\n").pop() ?? "{}") as {
      files: string[];
      get: string;
      unknown: string;
    };
    expect(ROUTE_FILES.length).toBeGreaterThan(20);
    expect([...result.files].sort()).toEqual([...ROUTE_FILES]);
    expect(result.get).toBe("function");
    expect(result.unknown).toBe("Unknown route file api/v1/nope/route.ts");
  }, 90_000);

  it("has Next read the built configuration without loading next.config.ts or its plugins", () => {
    const config = { distDir: ".next", suiteMarker: "built" };
    const out = node(
      [
        "-e",
        `const { default: loadConfig } = require("next/dist/server/config");
         const { PHASE_PRODUCTION_SERVER } = require("next/dist/shared/lib/constants");
         loadConfig(PHASE_PRODUCTION_SERVER, process.cwd()).then((loaded) => {
           const loadedNative = Object.keys(require.cache).some((file) =>
             ["@swc/core", "next-swc", "next-intl", "next.config"].some((name) => file.includes(name)));
           console.log(JSON.stringify({ marker: loaded.suiteMarker, loadedNative }));
           process.exit(0);
         });`,
      ],
      { __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify(config) },
    );
    expect(JSON.parse(out.trim().split("\n").pop() ?? "{}")).toEqual({
      marker: "built",
      loadedNative: false,
    });
  }, 60_000);
});
