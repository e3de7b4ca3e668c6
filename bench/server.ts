import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { serverArgs } from "../scripts/server-command.mjs";
import { BENCH_PG_PORT } from "./load";

// BENCH_PORT / BENCH_PG_PORT move the server and its database (e.g. to run beside another checkout).
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3300);
export const BASE = `http://127.0.0.1:${BENCH_PORT}`;
/** The server's AUTH_SECRET (a bench that verifies its tokens in process sets the same). */
export const BENCH_AUTH_SECRET = "bench-secret-bench-secret-bench-secret";

/** Where a bench's server runs when not on the shared bench ports (a browser bench beside another). */
export interface BenchServerPlace {
  port: number;
  pgPort: number;
  /** The embedded database's folder, emptied first. */
  dataDir: string;
  /** APP_URL, when the bench's browser must see the server under this address. */
  appUrl?: string;
}

/**
 * Starts the production server on a fresh embedded database for a benchmark run.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops; `nodeArgs` (and
 * BENCH_NODE_ARGS, space-separated) are more Node flags for the server (heap snapshots, --trace-gc).
 */
export async function startBenchServer(
  nodeArgs: string[] = [],
  place: BenchServerPlace = { port: BENCH_PORT, pgPort: BENCH_PG_PORT, dataDir: ".data/bench-postgres" },
): Promise<ChildProcess> {
  spawnSync(process.execPath, ["scripts/reset-embedded.mjs", place.dataDir], { stdio: "inherit" });
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // BENCH_NODE_ARGS: more Node flags for any bench's server (e.g. --trace-gc).
  const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profile, ...extra, ...nodeArgs, ...serverArgs], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(place.port),
      ...(place.appUrl ? { APP_URL: place.appUrl } : {}),
      DATABASE_URL: "",
      EMBEDDED_PG_DIR: place.dataDir,
      EMBEDDED_PG_PORT: String(place.pgPort),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      RATE_LIMIT_PER_MINUTE: "1000000",
      // The benches measure what a token's request costs (the limiter's count included), not its limit.
      API_TOKEN_RATE_LIMIT_PER_MINUTE: "100000000",
      LOG_LEVEL: "warn",
    },
  });
  return whenUp(`http://127.0.0.1:${place.port}`, child);
}

/** Resolves with `child` once the server at `base` answers its health check (2 minutes at most). */
export async function whenUp(base: string, child: ChildProcess): Promise<ChildProcess> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const up = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`the server at ${base} did not start`);
}

export function stopBenchServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
