// Compiles the production server (server.ts and what it imports, the direct API's route handlers and
// the migration runner) to CommonJS under .next/suite/, so production runs plain Node: no TypeScript
// loader in the process (tsx kept ~50 MB resident, its loader thread and compile caches, for the life
// of the server). Packages stay in node_modules (external); our modules are bundled once, the route
// handlers imported by the direct API are evaluated on their first request as before.
// Run by `npm run build` after `next build`; `node scripts/build-server.mjs` on its own.
import { readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const SERVER_OUT_DIR = path.join(".next", "suite");
/** The compiled server that production runs (npm start, the benchmarks, the e2e web server). */
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, "server.cjs");
const API_DIR = path.join("app", "api", "v1");
const ROUTE_MODULES = path.resolve("lib", "server", "api", "route-modules.ts");

function routeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/**
 * lib/server/api/route-modules.ts imports route files by path at run time (tsx, jest); the bundle
 * gets the same table with a static import() per file, so esbuild compiles each handler in.
 */
const staticRouteModules = {
  name: "static-route-modules",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /route-modules\.ts$/ }, (args) => {
      if (args.path !== ROUTE_MODULES) return undefined;
      const entries = routeFiles(API_DIR).map((file) => {
        const key = path.relative("app", file).split(path.sep).join("/");
        const target = JSON.stringify(path.resolve(file));
        return `  ${JSON.stringify(key)}: () => import(${target}),`;
      });
      const contents = [
        'import "server-only";',
        `export const ROUTE_FILES = [${entries.map((line) => line.slice(2, line.indexOf(":"))).join(", ")}];`,
        "const loaders = {",
        ...entries,
        "};",
        "export function importRouteModule(file) {",
        "  const load = loaders[file];",
        "  if (!load) throw new Error(`Unknown route file ${file}`);",
        "  return load();",
        "}",
      ].join("\n");
      return { contents, loader: "js", resolveDir: path.dirname(ROUTE_MODULES) };
    });
  },
};

/**
 * `import "server-only"` marks server modules for Next's bundler; outside it, it is an empty module.
 * So the shim that maps it for code run from source (server.ts's first import) has nothing to do.
 */
const serverOnly = {
  name: "server-only",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^server-only$|server-only-shim\.cjs$/ }, (args) => ({
      path: args.path,
      namespace: "empty",
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

const ENTRY_POINTS = {
  server: "server.ts",
  // The jobs' worker: forked by the server as its node's worker process, or a worker node on its own.
  worker: "worker.ts",
  migrate: path.join("lib", "server", "database", "migrate-main.ts"),
};

/** Builds the server (or, for the tests, other entry points into another directory). */
export async function buildServer({ entryPoints = ENTRY_POINTS, outdir = SERVER_OUT_DIR } = {}) {
  await build({
    entryPoints,
    outdir,
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    tsconfig: "tsconfig.json",
    plugins: [serverOnly, staticRouteModules],
    logLevel: "warning",
    legalComments: "none",
    // Read only when Node runs with --enable-source-maps (stack traces into the TypeScript sources).
    sourcemap: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
