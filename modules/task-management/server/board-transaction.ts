import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { retryDeadlock } from "@/lib/server/database/retry";
import { withEvents, type Emit } from "@/lib/server/events/commit";

/**
 * The transaction-scoped lock of one column's order: every write that places tasks in a column
 * (drop, create, renumber, column delete) holds it, so orders are computed one writer at a time.
 * Creates take it inside PostgreSQL (suite_create_tasks, same key, same id order).
 */
const lockColumnSql = (columnId: string) =>
  Prisma.sql`pg_advisory_xact_lock(hashtextextended(${columnId}::text, 0))::text`;

/**
 * A transaction on a board's rows. Moves lock a task then its columns, column changes lock the board
 * then tasks: when two such meet, PostgreSQL aborts one, which then simply runs again.
 */
export async function boardTransaction<T>(
  work: (tx: Prisma.TransactionClient, emit: Emit) => Promise<T>,
): Promise<T> {
  return retryDeadlock(() => withEvents(work, { timeout: 10_000 }));
}

/** Takes the order locks of some columns inside a transaction, in one fixed order (no deadlock between them). */
export async function lockColumns(tx: Prisma.TransactionClient, columnIds: string[]): Promise<void> {
  for (const id of [...new Set(columnIds)].sort()) await tx.$queryRaw`SELECT ${lockColumnSql(id)}`;
}
