// Runs `next build` when there is no production build or a source file is newer than it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { buildServer, SERVER_ENTRY } from "./build-server.mjs";

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "modules",
  "public",
  "proxy.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema",
  "server.ts",
  "worker.ts",
  "scripts/build-server.mjs",
];
const SKIP = new Set(["node_modules", "generated", ".next"]);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (!SKIP.has(name)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Builds when needed: Next's build, then the compiled server (scripts/build-server.mjs). */
export async function buildIfNeeded() {
  const buildId = path.join(".next", "BUILD_ID");
  const built = existsSync(buildId) && existsSync(SERVER_ENTRY) ? statSync(buildId).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestMtime));
  if (built && built >= changed) return;
  console.log(
    built ? "Sources changed since the last build: building…" : "No production build yet: building…",
  );
  const started = new Date();
  const result = spawnSync(
    process.execPath,
    [path.join("node_modules", "next", "dist", "bin", "next"), "build"],
    {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  await buildServer();
  // The build is as new as the sources it started from: a file saved while it ran is newer.
  utimesSync(buildId, started, started);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
