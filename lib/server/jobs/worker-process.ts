// A node's worker process: the background jobs (e-mail, webhooks, campaigns, automation runs, the
// sweeps) run in a child process of the web server, so their CPU never stalls the event loop that
// answers requests (JOB_WORKERS=process, the production default; docs/architecture.md, "Background jobs").
import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import { logger } from "@/lib/server/logger";

/** What the web process tells its worker process, and what it answers. */
export type WorkerMessage = { type: "wake"; queue: string } | { type: "ready" };

export interface WorkerProcessOptions {
  /** The worker's entry: `.next/suite/worker.cjs` in production, `worker.ts` under tsx. */
  entry: string;
  /** Node flags for the child (tsx's loader and the server-only shim from source). */
  execArgv?: string[];
  env: NodeJS.ProcessEnv;
  /** The wait before the first restart of a worker that exited on its own; it doubles, up to 30 s. */
  restartDelayMs?: number;
  /** Up this long, a restarted worker is healthy: the next restart waits the first delay again. */
  stableMs?: number;
  /**
   * The worker's nice value (default 10): when both want the CPU, the web server's requests go first
   * and the jobs take the rest (never nothing: about a tenth of a core the web server keeps busy).
   */
  nice?: number;
}

export interface WorkerProcess {
  /** Wakes the worker's workers of a queue (a job was just sent): no wait for their next poll. */
  wake(queue: string): void;
  /** Resolves when the (first) worker has started its jobs. */
  ready: Promise<void>;
  /** The running child's pid, or null between a crash and its restart. */
  pid(): number | null;
  /** Asks the worker to finish its running jobs and stop (SIGTERM); kills it after `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Starts the worker process and keeps it running: an exit nobody asked for (a crash, the OOM killer)
 * is logged and followed by a restart with backoff. Jobs a dead worker held are retried by pg-boss
 * once they expire, by the next worker (each job's handler is idempotent). The child shares this
 * process's output, and ends itself when this process goes (its IPC channel closes).
 */
export function startWorkerProcess(options: WorkerProcessOptions): WorkerProcess {
  const firstDelay = options.restartDelayMs ?? 500;
  const stableMs = options.stableMs ?? 10_000;
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = firstDelay;
  let restartTimer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const spawn = () => {
    const startedAt = Date.now();
    const current = fork(options.entry, [], {
      execArgv: options.execArgv ?? [],
      env: options.env,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child = current;
    try {
      if (current.pid) setPriority(current.pid, options.nice ?? 10);
    } catch (error) {
      logger.warn(`[jobs] the worker process runs at the server's priority: ${(error as Error).message}`);
    }
    current.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") markReady();
    });
    // A send to a child that is going away fails here, not as a throw.
    current.on("error", (error) => logger.error(`[jobs] worker process: ${error.message}`));
    current.once("exit", (code, signal) => {
      if (child === current) child = null;
      if (stopping) return;
      delay = Date.now() - startedAt >= stableMs ? firstDelay : delay;
      logger.error(
        `[jobs] the worker process exited (${signal ? `signal ${signal}` : `code ${String(code)}`}); restarting in ${delay} ms`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!stopping) spawn();
      }, delay);
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    });
  };
  spawn();

  return {
    ready,
    pid: () => child?.pid ?? null,
    wake(queue) {
      if (child?.connected) child.send({ type: "wake", queue } satisfies WorkerMessage, () => undefined);
    },
    async stop(timeoutMs) {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      const kill = setTimeout(() => current.kill("SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(kill);
    },
  };
}
