// `npm run test:e2e`: Debian's Chromium (installed with apt when missing; no browser download),
// a production build (built when needed), then Playwright, which starts the server on a fresh database.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";

const CHROMIUM = "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing: install Debian's chromium package (sudo apt-get install chromium).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
    stdio: "inherit",
    env,
  });
}

ensureChromium();
await buildIfNeeded();
// The specs seed through lib/server (db, ids): the runner and its workers (forked with the runner's
// Node flags) load the server-only shim.
const result = spawnSync(
  process.execPath,
  [
    "--require",
    "./scripts/server-only-shim.cjs",
    "node_modules/@playwright/test/cli.js",
    "test",
    ...process.argv.slice(2),
  ],
  {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  },
);
// The e2e server stops its embedded PostgreSQL when it shuts down; one that did not finish within
// Playwright's grace period left it running on the e2e port (seen after whole runs), where the next
// run, from another checkout, could not start its own. Stopped here if so (and its folder wiped).
const dbDir = `.data/e2e-postgres-${process.env.E2E_DB_PORT ?? 54349}`;
spawnSync(process.execPath, ["scripts/reset-embedded.mjs", dbDir], { stdio: "inherit" });
process.exit(result.status ?? 1);
