import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Client } from "pg";

// The app's embedded PostgreSQL, opened as server.ts opens it, in a child process
// (supervised-postgres.ts) on a throwaway data directory and port; its postmaster is killed from
// outside, as a crash or the OOM killer would. Used by supervise.test.ts and durability.test.ts.
const ROOT = path.resolve(__dirname, "../../..");
const FIXTURE = path.join(__dirname, "supervised-postgres.ts");

export interface App {
  process: ChildProcess;
  url: string;
  /** Everything it printed (the logger's lines), stdout and stderr. */
  output: string[];
  exited: Promise<number | null>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (failure) {
    return (failure as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The promise's value, or `fallback` after `ms` (leaving no timer behind). */
export async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves with the milliseconds it took for `check()` to hold; fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`still false after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A supervised embedded PostgreSQL on a data directory and port of its own, for one test file. */
export function supervisedApp(port: number) {
  const dataDir = path.join(ROOT, ".data", `supervise-test-${randomBytes(4).toString("hex")}`);
  const pidFile = path.join(dataDir, "postmaster.pid");
  let app: App | undefined;

  function postmasterPid(): number | null {
    if (!existsSync(pidFile)) return null;
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  }

  async function start(supervision: Record<string, number> = {}): Promise<App> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "development", // the logger is silent under "test"
      EMBEDDED_PG_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port),
    };
    delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      [
        "--require",
        "./scripts/server-only-shim.cjs",
        "--import",
        "tsx",
        FIXTURE,
        JSON.stringify(supervision),
      ],
      { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    const output: string[] = [];
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const url = new Promise<string>((resolve, reject) => {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on("line", (line) => {
          output.push(line);
          if (line.startsWith("READY ")) resolve(line.slice("READY ".length));
        });
      }
      void exited.then((code) => reject(new Error(`exited with ${code}:\n${output.join("\n")}`)));
    });
    app = { process: child, url: "", output, exited };
    app.url = await url;
    return app;
  }

  async function canConnect(): Promise<boolean> {
    const client = new Client({ host: "127.0.0.1", port, user: "postgres", password: "postgres" });
    client.on("error", () => undefined);
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** SIGKILL to the running postmaster, as a crash or the OOM killer; its pid. */
  function killPostmaster(): number {
    const pid = postmasterPid();
    if (pid === null) throw new Error("no postmaster is running");
    process.kill(pid, "SIGKILL");
    return pid;
  }

  const lines = (pattern: RegExp) => (app?.output ?? []).filter((line) => pattern.test(line));

  /** Whatever a test left: the app process, then its postmaster. */
  async function cleanUp(): Promise<void> {
    const pid = app?.process.pid;
    if (pid && app?.process.exitCode === null && app.process.signalCode === null)
      process.kill(pid, "SIGKILL");
    app = undefined;
    const postmaster = postmasterPid();
    if (postmaster && alive(postmaster)) {
      process.kill(postmaster, "SIGINT");
      await waitUntil(() => !alive(postmaster), 15_000).catch(() => undefined);
    }
  }

  const removeData = () => fs.rm(dataDir, { recursive: true, force: true });

  return { port, start, postmasterPid, canConnect, killPostmaster, lines, cleanUp, removeData };
}
