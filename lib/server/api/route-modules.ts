import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";

// The route files of app/api/v1 that the direct API serves, by their path under app/ ("api/v1/…/route.ts"),
// and how to import one. Run from source (tsx, jest) it reads the directory and imports by path; the
// production build (scripts/build-server.mjs) replaces this module with a static table of the same
// files, compiled into the server.

const API_DIR = path.join("app", "api", "v1");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

export const ROUTE_FILES: readonly string[] = routeFiles(path.join(process.cwd(), API_DIR))
  .map((file) => path.relative(path.join(process.cwd(), "app"), file).split(path.sep).join("/"))
  .sort();

export function importRouteModule(file: string): Promise<unknown> {
  if (!ROUTE_FILES.includes(file)) throw new Error(`Unknown route file ${file}`);
  return import(path.join(process.cwd(), "app", file));
}
