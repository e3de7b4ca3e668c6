// Keeps the embedded PostgreSQL running: an exit nobody asked for (a crash, `kill -9`, the OOM killer)
// is followed by a restart on the same data directory and port, with exponential backoff.
import "server-only";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type PostgresExit,
} from "@/lib/server/database/embedded";
import { logger } from "@/lib/server/logger";

export interface SupervisionOptions {
  /** The wait before the first restart; it doubles with each consecutive failure. Default 500 ms. */
  initialDelayMs?: number;
  /** The longest wait between two attempts. Default 8 s. */
  maxDelayMs?: number;
  /**
   * Consecutive restarts that may fail before giving up (default 8: about 40 s of waits). A restarted
   * server that exits again within `stableMs` counts as one more failure, so a crash loop ends too.
   */
  maxAttempts?: number;
  /**
   * Up this long, a restarted server is healthy: the count of failed restarts starts over, so its
   * next exit is restarted whatever happened before (crashes spread over the app's life never add
   * up to giving up). Default 10 s: a crash loop (a server that dies again within seconds of every
   * start) still ends after `maxAttempts`.
   */
  stableMs?: number;
  /**
   * Called once restarts are given up (after logging it). The default exits the process with code 1,
   * so that a process manager restarts the node (whose next start takes over the data directory).
   */
  onGiveUp?: (error: Error) => void;
}

export interface SupervisedPostgres {
  url: string;
  /** From now on an exit is expected (shutdown has begun): no restart, and a pending one is dropped. */
  stopSupervising(): void;
  /** Stops supervising, then PostgreSQL (after a restart under way has finished). */
  stop(): Promise<void>;
}

function describeExit(exit: PostgresExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${String(exit.code)}`;
}

/** Why a start failed: postgres's own reasons from the log its message carries, else its first line. */
function describeFailure(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split("\n");
  const reasons = lines
    .filter((line) => /\b(FATAL|PANIC|DETAIL):|could not bind/.test(line))
    .map((line) =>
      line
        .replace(/^.*?\bLOG:\s+/, "")
        .replace(/^.*?\b(FATAL|PANIC|DETAIL):\s+/, "$1: ")
        .trim(),
    )
    .slice(0, 3);
  return reasons.length ? reasons.join("; ") : (lines[0] ?? "");
}

/** Starts the embedded PostgreSQL (as startEmbeddedPostgres) and restarts it whenever it exits on its own. */
export async function startSupervisedPostgres(
  options: EmbeddedPostgresOptions,
  supervision: SupervisionOptions = {},
): Promise<SupervisedPostgres> {
  const settings: Required<SupervisionOptions> = {
    initialDelayMs: supervision.initialDelayMs ?? 500,
    maxDelayMs: supervision.maxDelayMs ?? 8_000,
    maxAttempts: supervision.maxAttempts ?? 8,
    stableMs: supervision.stableMs ?? 10_000,
    onGiveUp:
      supervision.onGiveUp ??
      (() => {
        logger.error("exiting with code 1, for the process manager to restart the app");
        process.exit(1);
      }),
  };
  let current: EmbeddedPostgres | null = await startEmbeddedPostgres(options);
  let upSince = Date.now();
  let failures = 0;
  let supervising = true;
  let recovery: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  function watch(server: EmbeddedPostgres): void {
    void server.exited.then((exit) => {
      if (exit.expected || !supervising || current !== server) return;
      current = null;
      recovery = recover(exit)
        .catch((error: unknown) => logger.error(`embedded PostgreSQL supervision failed: ${String(error)}`))
        .finally(() => (recovery = null));
    });
  }

  async function recover(exit: PostgresExit): Promise<void> {
    const down = Date.now();
    if (down - upSince >= settings.stableMs) failures = 0;
    let reason = `embedded PostgreSQL exited unexpectedly (${describeExit(exit)})`;
    while (supervising) {
      if (failures >= settings.maxAttempts) {
        supervising = false;
        const error = new Error(
          `embedded PostgreSQL could not be restarted after ${settings.maxAttempts} attempts (last: ${reason}); giving up`,
        );
        logger.error(error.message);
        settings.onGiveUp(error);
        return;
      }
      const delay = Math.min(settings.initialDelayMs * 2 ** failures, settings.maxDelayMs);
      failures += 1;
      logger.warn(`${reason}; restarting in ${delay} ms (attempt ${failures} of ${settings.maxAttempts})`);
      await pause(delay);
      if (!supervising) return;
      let server: EmbeddedPostgres;
      try {
        server = await startEmbeddedPostgres(options);
      } catch (error) {
        reason = `embedded PostgreSQL restart failed: ${describeFailure(error)}`;
        continue;
      }
      if (!supervising) {
        await server.stop(); // stop() came while it was starting
        return;
      }
      current = server;
      upSince = Date.now();
      logger.info(`embedded PostgreSQL is back after ${upSince - down} ms (pid ${server.pid})`);
      watch(server);
      return;
    }
  }

  watch(current);
  const stopSupervising = (): void => {
    supervising = false;
    wakeUp?.();
  };
  return {
    url: current.url,
    stopSupervising,
    stop: async () => {
      stopSupervising();
      await recovery;
      const server = current;
      current = null;
      await server?.stop();
    },
  };
}
