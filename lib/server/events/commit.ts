import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { deliverLive, expectHere } from "@/lib/server/events/bus";
import { insertRowsSql, rowOf, writeEvents, type CommittedEvent } from "@/lib/server/events/outbox";
import type { DomainEvent } from "@/lib/server/events/types";

export type Tx = Prisma.TransactionClient;
export type Emit = (...events: DomainEvent[]) => void;

/**
 * Runs `work` in one transaction and writes the events it emits into the outbox in that same
 * transaction (one more statement, only when it emitted any): the change and its events commit
 * together or not at all. After the commit this node's live subscribers (its sockets, its caches)
 * get them at once; every other node and the durable subscribers (the inbox, goals, webhooks) get
 * them from the outbox. A rollback (a throw) writes and delivers nothing.
 */
export async function withEvents<T>(
  work: (tx: Tx, emit: Emit) => Promise<T>,
  options?: { isolationLevel?: Prisma.TransactionIsolationLevel; timeout?: number; maxWait?: number },
): Promise<T> {
  let committed: CommittedEvent[] = [];
  const result = await getDb().$transaction(async (tx) => {
    const pending: DomainEvent[] = [];
    const value = await work(tx, (...events) => void pending.push(...events));
    committed = await writeEvents(tx, pending, { here: true });
    return value;
  }, options);
  deliverLive(committed);
  return result;
}

/**
 * For a one-statement write: `sql(condition)` is the outbox INSERT to put in the statement as a CTE
 * (`condition` limits it to when the change happened, e.g. `EXISTS (SELECT 1 FROM ins)`), and
 * `delivered()` hands this node the events once the statement succeeded.
 */
export function eventsInStatement(...events: DomainEvent[]) {
  const rows = events.map((event) => rowOf(event));
  const createdAt = new Date();
  expectHere(rows.map((row) => row.id));
  return {
    sql: (condition?: Prisma.Sql) => insertRowsSql(rows, condition),
    delivered(): void {
      deliverLive(rows.map((row, index) => ({ meta: { id: row.id, createdAt }, event: events[index]! })));
    },
  };
}

/**
 * For a batch transaction (`db.$transaction([...])`): `statement` is the outbox INSERT to add to the
 * batch, `delivered()` hands this node the events once the batch resolved.
 */
export function eventStatement(...events: DomainEvent[]) {
  const written = eventsInStatement(...events);
  return { statement: getDb().$executeRaw(written.sql()), delivered: written.delivered };
}
