// What a request that meets a database outage answers, and the outage's two log lines.
import "server-only";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { record } from "@/lib/server/database/unavailable-error";

/** Seconds a client is asked to wait before trying again (a supervised restart takes about 1–3 s). */
export const DATABASE_RETRY_AFTER_S = 2;
/** While an outage is known, how often one `SELECT 1` checks whether the database answers again. */
const PROBE_INTERVAL_MS = 500;

interface Outage {
  since: number;
  /** Requests answered 503 during it. */
  answered: number;
  probe: NodeJS.Timeout;
}

const state = globalThis as unknown as { suiteDatabaseOutage?: Outage | null };

function reasonOf(error: unknown): string {
  const adapter = record(record(record(error)?.meta)?.driverAdapterError)?.cause;
  const cause = record(adapter);
  if (cause) {
    const text = typeof cause.originalMessage === "string" ? cause.originalMessage : String(cause.kind);
    return typeof cause.originalCode === "string" ? `${text} (${cause.originalCode})` : text;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split("\n").pop() ?? message;
}

function probe(): void {
  const outage = state.suiteDatabaseOutage;
  if (!outage) return;
  let answered: Promise<unknown>;
  try {
    answered = getDb().$queryRaw`SELECT 1`;
  } catch (error) {
    answered = Promise.reject(error); // no client could be made (DATABASE_URL missing): still down
  }
  answered.then(
    () => {
      if (state.suiteDatabaseOutage !== outage) return;
      clearInterval(outage.probe);
      state.suiteDatabaseOutage = null;
      const seconds = ((Date.now() - outage.since) / 1000).toFixed(1);
      logger.info(
        `[db] the database answers again after ${seconds} s; ${outage.answered} request(s) were answered 503 meanwhile`,
      );
    },
    () => undefined, // still down: the next tick tries again
  );
}

/**
 * Counts a request answered 503 for `error`. The first of an outage logs one warning; the outage
 * ends (one info line, with the count) when a probe query answers again, so an outage of any
 * length logs two lines, not one per request.
 */
export function noteDatabaseOutage(error: unknown): void {
  const current = state.suiteDatabaseOutage;
  if (current) {
    current.answered += 1;
    return;
  }
  const outage: Outage = {
    since: Date.now(),
    answered: 1,
    probe: setInterval(probe, PROBE_INTERVAL_MS),
  };
  outage.probe.unref();
  state.suiteDatabaseOutage = outage;
  logger.warn(
    `[db] the database is unavailable (${reasonOf(error)}): requests are answered 503 with Retry-After: ${DATABASE_RETRY_AFTER_S} until it answers again`,
  );
}

/**
 * An outage is known and not yet over: page requests are answered 503 without trying (counted as
 * answered during it).
 */
export function answerDuringOutage(): boolean {
  const outage = state.suiteDatabaseOutage;
  if (outage) outage.answered += 1;
  return Boolean(outage);
}

/** An outage is known and not yet over. */
export function databaseOutageOngoing(): boolean {
  return Boolean(state.suiteDatabaseOutage);
}
