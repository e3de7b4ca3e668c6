import "server-only";
import { getDb } from "@/lib/server/db";
import type { Position } from "@/lib/server/events/log-reader";

/**
 * How far this node's live subscribers (sockets, caches) have been handed the outbox: the position
 * of the node's dispatcher (./dispatcher.ts). Next's bundles and the server are two module graphs in
 * one process, so the running dispatcher is found on globalThis.
 */
const globalForTail = globalThis as unknown as { suiteLiveTail?: { read: () => Position | null } };

/** The dispatcher registers (and, when it stops, unregisters) how to read its live position. */
export function setLiveTail(tail: { read: () => Position | null } | null): void {
  globalForTail.suiteLiveTail = tail ?? undefined;
}

export function liveTailOwner(): { read: () => Position | null } | null {
  return globalForTail.suiteLiveTail ?? null;
}

/** Past this many undelivered events the node is far behind: every cache read goes to the database. */
const TAIL_SCAN = 1_000;

/**
 * Whether a change of the module has committed that this node's live subscribers have not been
 * handed yet: another node's write, which reaches this node's dispatcher a moment after its commit
 * (NOTIFY, then a pass; longer while a transaction older than it is still open). A cache kept fresh
 * by the events asks this before answering from memory, so a read that follows a write answered by
 * another node sees it. One read of the outbox's undelivered tail by its (txid, position) index, at
 * most TAIL_SCAN rows (a tail that long counts as pending). False where no dispatcher runs (tests,
 * scripts): every write of the process is delivered at its commit.
 */
export async function moduleChangePending(moduleId: string): Promise<boolean> {
  const at = globalForTail.suiteLiveTail?.read();
  if (!at) return false;
  const [row] = await getDb().$queryRaw<{ pending: boolean }[]>`
    SELECT COALESCE(bool_or(t."moduleId" = ${moduleId}), false) OR count(*) >= ${TAIL_SCAN} AS "pending"
      FROM (SELECT e."moduleId" FROM "DomainEventLog" e
             WHERE (e."txid", e."position") > (${at.txid.toString()}::bigint, ${at.position.toString()}::bigint)
             ORDER BY e."txid", e."position" LIMIT ${TAIL_SCAN}) t`;
  return row?.pending ?? true;
}
