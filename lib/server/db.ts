import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

type Db = PrismaClient<"query">;

// server.ts (run by tsx) and Next's bundled route code are two module graphs in one process:
// keeping the client on globalThis gives them one pool.
const globalForDb = globalThis as unknown as { suiteDb?: Db };

function createClient(): Db {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set; start the app through server.ts");
  const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const adapter = new PrismaPg({ connectionString, max });
  return new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true } },
    // Tests count SQL round trips per request (no N+1); production skips the event cost.
    log: process.env.NODE_ENV === "test" ? [{ emit: "event", level: "query" }] : [],
  });
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
