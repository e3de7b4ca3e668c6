import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseEnv } from "@/lib/server/env";

type Db = PrismaClient<"query">;

// server.ts (run by tsx) and Next's bundled route code are two module graphs in one process:
// keeping the client on globalThis gives them one pool.
const globalForDb = globalThis as unknown as { suiteDb?: Db };

function createClient(): Db {
  // Read when the client is created: tests and benchmarks point DATABASE_URL at their own database.
  const settings = databaseEnv();
  const connectionString = settings.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set; start the app through server.ts");
  const adapter = new PrismaPg(
    { connectionString, max: settings.DATABASE_POOL_SIZE },
    settings.DATABASE_PREPARED_STATEMENTS ? { statementNameGenerator: statementName } : {},
  );
  return new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true } },
    // Prisma's defaults (2 s to get a connection, 5 s to run) failed short transactions on a node
    // whose event loop or pool was busy for a few seconds (seen on a loaded 2-core CI machine): a
    // slow answer is better than a failed change. Long jobs pass their own limits.
    transactionOptions: { maxWait: 5_000, timeout: 15_000 },
    // Tests count SQL round trips per request (no N+1); production skips the event cost.
    log: settings.NODE_ENV === "test" ? [{ emit: "event", level: "query" }] : [],
  });
}

/** Each SQL text's statement name, hashed once per process rather than once per query. */
const statementNames = new Map<string, string>();

/**
 * Each SQL text is prepared once per connection and reused: PostgreSQL then skips parsing and
 * planning, which was most of its work per request. Statements with long argument lists (IN lists
 * of varying length) stay unnamed so the per-connection cache stays small. "" means unnamed to pg.
 * Set DATABASE_PREPARED_STATEMENTS=false behind a transaction-mode pooler that cannot keep them.
 */
function statementName(query: { sql: string; args: unknown[] }): string {
  if (query.args.length > 32) return "";
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    name = `s_${createHash("sha1").update(query.sql).digest("base64url").slice(0, 22)}`;
    // The texts come from the code, so they are few; the bound only guards against a surprise.
    if (statementNames.size >= 5_000) statementNames.clear();
    statementNames.set(query.sql, name);
  }
  return name;
}

/** The one Prisma client of the process, created on first use. */
export function getDb(): Db {
  globalForDb.suiteDb ??= createClient();
  return globalForDb.suiteDb;
}

/** Closes the pool; the next getDb() opens a new one (used by graceful shutdown and tests). */
export async function disconnectDb(): Promise<void> {
  const client = globalForDb.suiteDb;
  globalForDb.suiteDb = undefined;
  await client?.$disconnect();
}

export type { Db };
