import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { Client } from "pg";
import { disconnectDb, getDb } from "@/lib/server/db";

// The app's embedded PostgreSQL, opened as server.ts opens it, in a child process
// (supervised-postgres.ts) on a throwaway data directory and port; its postmaster is killed from
// outside, as a crash or the OOM killer would.
const ROOT = path.resolve(__dirname, "../../..");
const FIXTURE = path.join(__dirname, "supervised-postgres.ts");
const DATA_DIR = path.join(ROOT, ".data", `supervise-test-${randomBytes(4).toString("hex")}`);
const PORT = 54389;
const PID_FILE = path.join(DATA_DIR, "postmaster.pid");

interface App {
  process: ChildProcess;
  url: string;
  /** Everything it printed (the logger's lines), stdout and stderr. */
  output: string[];
  exited: Promise<number | null>;
}

let app: App | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (failure) {
    return (failure as NodeJS.ErrnoException).code === "EPERM";
  }
}

function postmasterPid(): number | null {
  if (!existsSync(PID_FILE)) return null;
  const pid = Number(readFileSync(PID_FILE, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The promise's value, or `fallback` after `ms` (leaving no timer behind). */
async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves with the milliseconds it took for `check()` to hold; fails after `timeoutMs`. */
async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`still false after ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function startApp(supervision: Record<string, number> = {}): Promise<App> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development", // the logger is silent under "test"
    EMBEDDED_PG_DIR: DATA_DIR,
    EMBEDDED_PG_PORT: String(PORT),
  };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx", FIXTURE, JSON.stringify(supervision)],
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
  const client = new Client({ host: "127.0.0.1", port: PORT, user: "postgres", password: "postgres" });
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

const lines = (pattern: RegExp) => (app?.output ?? []).filter((line) => pattern.test(line));

beforeAll(() => disconnectDb());

afterEach(async () => {
  // Whatever a failed test left: the app process, then its postmaster.
  await disconnectDb();
  const pid = app?.process.pid;
  if (pid && app?.process.exitCode === null && app.process.signalCode === null) process.kill(pid, "SIGKILL");
  app = undefined;
  const postmaster = postmasterPid();
  if (postmaster && alive(postmaster)) {
    process.kill(postmaster, "SIGINT");
    await waitUntil(() => !alive(postmaster), 15_000).catch(() => undefined);
  }
});

afterAll(() => fs.rm(DATA_DIR, { recursive: true, force: true }));

describe("the supervised embedded PostgreSQL", () => {
  it("comes back after SIGKILL; the same Prisma client works again and nothing acknowledged is lost", async () => {
    const { url, exited } = await startApp();
    process.env.DATABASE_URL = url;
    const db = getDb();
    await db.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS supervise_probe (id int PRIMARY KEY)");
    await db.$executeRawUnsafe("INSERT INTO supervise_probe VALUES (1)");

    // A backend busy in a long query outlives its postmaster and keeps the old shared memory
    // attached, so a new postmaster would refuse to start until that query ends.
    const busy = new Client({ connectionString: url });
    busy.on("error", () => undefined);
    await busy.connect();
    await busy.query("SET statement_timeout = '20s'");
    const busyQuery = busy.query("SELECT count(*) FROM generate_series(1, 2000000000)").catch(() => null);
    await waitUntil(async () => {
      const rows = await db.$queryRawUnsafe<unknown[]>(
        "SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%generate_series%' AND pid <> pg_backend_pid()",
      );
      return rows.length > 0;
    }, 5_000);

    // Which server answers: a backend left by the killed postmaster may still answer for a moment.
    const startedAt = () =>
      db.$queryRaw<{ at: string }[]>`SELECT pg_postmaster_start_time()::text AS at`.then(([row]) => row?.at);
    const before = await startedAt();
    const killed = postmasterPid();
    expect(killed).not.toBeNull();
    process.kill(killed!, "SIGKILL");

    const recoveredMs = await waitUntil(
      () =>
        startedAt().then(
          (at) => at !== before,
          () => false,
        ),
      15_000,
    );
    expect(recoveredMs).toBeLessThan(10_000);
    expect(getDb()).toBe(db);
    const restarted = postmasterPid();
    expect(restarted).not.toBeNull();
    expect(restarted).not.toBe(killed);
    expect(await db.$queryRawUnsafe("SELECT id FROM supervise_probe")).toEqual([{ id: 1 }]);
    await db.$executeRawUnsafe("INSERT INTO supervise_probe VALUES (2)");

    expect(
      lines(/WARN embedded PostgreSQL exited unexpectedly \(signal SIGKILL\); restarting in 500 ms/),
    ).toHaveLength(1);
    // Logged once the start has finished (the app's database is checked after postgres is ready).
    await waitUntil(() => lines(/INFO embedded PostgreSQL is back after \d+ ms/).length === 1, 5_000);
    expect(lines(/ERROR/)).toEqual([]);
    expect(await within(exited, 100, "running")).toBe("running");

    await busyQuery;
    await busy.end().catch(() => undefined);
  });

  it("is not restarted when the app shuts down cleanly (SIGTERM)", async () => {
    const { process: child, exited } = await startApp();
    const pid = postmasterPid();
    expect(pid).not.toBeNull();

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(alive(pid!)).toBe(false);
    await sleep(1_000); // twice the first restart delay: nothing may come back
    expect(postmasterPid()).toBeNull();
    expect(await canConnect()).toBe(false);
    expect(lines(/exited unexpectedly|restarting|is back/)).toEqual([]);
  });

  it("is not restarted once shutdown has begun, when the service manager stops it too", async () => {
    const { process: child, output, exited } = await startApp();
    const pid = postmasterPid();
    expect(pid).not.toBeNull();

    // As systemd's stop does (SIGTERM to every process of the unit), once the app has begun.
    child.kill("SIGTERM");
    await waitUntil(() => output.includes("STOPPING"), 5_000);
    process.kill(pid!, "SIGTERM");
    await waitUntil(() => !alive(pid!), 10_000);
    expect(await exited).toBe(0);
    expect(postmasterPid()).toBeNull();
    expect(await canConnect()).toBe(false);
    expect(lines(/exited unexpectedly|restarting|is back/)).toEqual([]);
  });

  it("exits the process with code 1 after the bounded number of failed restarts", async () => {
    const { exited } = await startApp({ initialDelayMs: 50, maxDelayMs: 100, maxAttempts: 3 });
    process.kill(postmasterPid()!, "SIGKILL");
    // Something else takes the port: every restart fails.
    const blocker = net.createServer();
    await waitUntil(
      () =>
        new Promise<boolean>((resolve) => {
          blocker.once("error", () => resolve(false));
          blocker.listen(PORT, "127.0.0.1", () => resolve(true));
        }),
      5_000,
    );
    let code: number | null | string;
    try {
      code = await within(exited, 15_000, "still running");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }

    expect(code).toBe(1);
    expect(lines(/WARN/)).toEqual([
      expect.stringMatching(/exited unexpectedly \(signal SIGKILL\); restarting in 50 ms \(attempt 1 of 3\)/),
      expect.stringMatching(
        /restart failed: could not bind IPv4 address "127.0.0.1": Address already in use; FATAL: could not create any TCP\/IP sockets; restarting in 100 ms \(attempt 2 of 3\)/,
      ),
      expect.stringMatching(
        /restart failed: could not bind IPv4 address "127.0.0.1": Address already in use; FATAL: could not create any TCP\/IP sockets; restarting in 100 ms \(attempt 3 of 3\)/,
      ),
    ]);
    expect(lines(/ERROR/)).toEqual([
      expect.stringMatching(/embedded PostgreSQL could not be restarted after 3 attempts .*; giving up$/),
      expect.stringMatching(/exiting with code 1, for the process manager to restart the app$/),
    ]);
    expect(lines(/is back/)).toEqual([]);
  });
});
