import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import pg from "pg";
import { badRequest } from "@/lib/server/errors";
import { connectorEnv } from "@/lib/server/env";
import {
  CONNECTOR_ROW_CAP,
  CONNECTOR_TIMEOUT_MS,
  type SourceColumnKind,
  type SourceRows,
} from "@/modules/data-visualization/shared/sources";
import { refuseSql } from "./sql-guard";

// A connector's query, run on its own connection (never the app's pool): the host checked against
// CONNECTOR_ALLOWED_HOSTS (else no loopback, private or link-local address, each resolved address
// checked and the connection made to the address checked, not the name again), a read-only
// transaction with statement_timeout, the query wrapped as a subquery with LIMIT cap + 1 so no more
// than the cap is ever fetched, rolled back and closed whatever happens. The connection's own
// timeout bounds a host that does not answer. Its errors are the caller's 400 with PostgreSQL's reason.

export interface ConnectionInfo {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
}

const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700, 790]);
const DATE_TYPES = new Set([1082, 1114, 1184]);

function privateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith("::ffff:")) return privateAddress(lower.slice(7));
    return lower === "::1" || lower === "::" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  const [a = 0, b = 0] = address.split(".").map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

function listed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) =>
    entry.startsWith("*.") ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry,
  );
}

/** The address to connect to, or 400 when the host may not be reached. */
export async function reachableAddress(host: string): Promise<string> {
  const allowed = (connectorEnv().CONNECTOR_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.length > 0 && !listed(host, allowed)) throw badRequest("validation.connectorHostNotAllowed");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw badRequest(["validation.connectorUnreachable", `${host}: not found`]);
  }
  const [first] = addresses;
  if (!first) throw badRequest(["validation.connectorUnreachable", `${host}: not found`]);
  if (allowed.length === 0 && addresses.some(privateAddress))
    throw badRequest("validation.connectorHostNotAllowed");
  return first;
}

const kindOf = (dataTypeID: number): SourceColumnKind =>
  NUMBER_TYPES.has(dataTypeID) ? "number" : DATE_TYPES.has(dataTypeID) ? "date" : "text";

function cellOf(value: unknown, kind: SourceColumnKind): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === "number") {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value).slice(0, 1000);
  return String(value).slice(0, 1000);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** Opens a connection (tests it): the caller closes it. */
async function connect(info: ConnectionInfo): Promise<pg.Client> {
  const address = await reachableAddress(info.host);
  const client = new pg.Client({
    host: address,
    port: info.port,
    database: info.database,
    user: info.user,
    password: info.password,
    ssl: info.ssl ? { servername: isIP(info.host) ? undefined : info.host } : false,
    connectionTimeoutMillis: CONNECTOR_TIMEOUT_MS,
    query_timeout: CONNECTOR_TIMEOUT_MS + 2_000,
    application_name: "suite-data-visualization",
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw badRequest(["validation.connectorUnreachable", reasonOf(error)]);
  }
  return client;
}

/** Tests a connection: connects, reads `SELECT 1` read-only, closes. */
export async function testConnection(info: ConnectionInfo): Promise<void> {
  const client = await connect(info);
  try {
    await client.query("BEGIN READ ONLY");
    await client.query("SELECT 1");
  } catch (error) {
    throw badRequest(["validation.connectorUnreachable", reasonOf(error)]);
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** Runs one checked SELECT: at most `cap` rows (truncated says more were there), cut at the time-out. */
export async function runSql(
  info: ConnectionInfo,
  sql: string,
  cap: number = CONNECTOR_ROW_CAP,
): Promise<SourceRows> {
  const refusal = refuseSql(sql);
  if (refusal) throw badRequest(refusal);
  const body = sql.trim().replace(/;\s*$/, "");
  const client = await connect(info);
  try {
    await client.query("BEGIN READ ONLY");
    await client.query(`SET LOCAL statement_timeout = ${CONNECTOR_TIMEOUT_MS}`);
    await client.query("SET LOCAL idle_in_transaction_session_timeout = 10000");
    const result = await client.query({
      text: `SELECT * FROM (${body}) AS q LIMIT ${cap + 1}`,
      rowMode: "array",
    });
    const columns = result.fields.map((field, index) => ({
      id: field.name || `column ${index + 1}`,
      name: field.name || `column ${index + 1}`,
      kind: kindOf(field.dataTypeID),
    }));
    const rows = (result.rows as unknown[][])
      .slice(0, cap)
      .map((row) => row.map((value, index) => cellOf(value, columns[index]?.kind ?? "text")));
    return { columns, rows, truncated: result.rows.length > cap };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "57014") throw badRequest("validation.sqlTimedOut");
    if (code === "25006") throw badRequest("validation.sqlOneSelect");
    throw badRequest(["validation.sqlFailed", reasonOf(error)]);
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
