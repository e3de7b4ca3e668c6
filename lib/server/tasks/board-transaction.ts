import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";

const ATTEMPTS = 3;

/** PostgreSQL gave up one of two transactions waiting on each other (deadlock or serialisation). */
function isRetryable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : String(error);
  return /40P01|40001|deadlock detected|could not serialize/i.test(text);
}

/**
 * A transaction on a board's rows. Moves lock a task then its columns, column changes lock the board
 * then tasks: when two such meet, PostgreSQL aborts one, which then simply runs again.
 */
export async function boardTransaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb().$transaction(work, { timeout: 10_000 });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
