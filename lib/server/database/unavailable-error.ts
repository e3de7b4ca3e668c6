// Which errors mean "the database is not there for now" (a restart, a crash, a server out of reach).
import "server-only";

/** The adapter's kinds for a server that cannot be reached or dropped the connection. */
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/**
 * SQLSTATEs of a server that is not there for now: class 08 (connection exceptions), 57P01
 * (administrator or postmaster shutdown: "terminating connection due to unexpected postmaster exit"),
 * 57P02 (crash of another backend), 57P03 ("the database system is starting up", "is not yet accepting
 * connections", "is in recovery mode") and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Prisma's codes for the same: can't reach, timed out, server closed the connection, pool timeout. */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/**
 * node-postgres's and Node's own texts for a connection that broke or never opened ("connect ENOENT":
 * the Unix socket of a server that is not running).
 */
const UNAVAILABLE_TEXT =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|\bECONNREFUSED\b|\bECONNRESET\b|\bEPIPE\b|\bconnect ENOENT\b/;
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);

export const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

/**
 * The database could not be reached or went away while answering (a restart, a crash, a full pool
 * of a server that is down): the request may succeed if tried again shortly. Reads the error, the
 * driver adapter's error Prisma keeps in `meta`, and their causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let depth = 0; pending.length && depth < 12; depth++) {
    const value = record(pending.shift());
    if (!value) continue;
    const code = typeof value.code === "string" ? value.code : undefined;
    const kind = typeof value.kind === "string" ? value.kind : undefined;
    const originalCode = typeof value.originalCode === "string" ? value.originalCode : undefined;
    if (kind && UNREACHABLE_KINDS.has(kind)) return true;
    if (code && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
    // No Unix socket to connect to: the server is not running (ENOENT of anything else is not this).
    if (code === "ENOENT" && value.syscall === "connect") return true;
    if (originalCode && UNAVAILABLE_SQLSTATE.test(originalCode)) return true;
    if (code && UNAVAILABLE_PRISMA_CODES.has(code) && value.clientVersion !== undefined) return true;
    const message = typeof value.message === "string" ? value.message : "";
    if (value instanceof Error && UNAVAILABLE_TEXT.test(message)) return true;
    pending.push(value.cause, record(value.meta)?.driverAdapterError);
  }
  return false;
}
