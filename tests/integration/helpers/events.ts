// The outbox's dispatcher for a test file: durable subscribers (the inbox, goals) are served only by
// a dispatcher, as on a node. Start it after attaching the subscribers; it reads from the head.
import { startEventDispatcher, type EventDispatcher } from "@/lib/server/events/dispatcher";
import { getDb } from "@/lib/server/db";
import { moduleChangePending } from "@/lib/server/events/live-tail";

/**
 * Waits (at most `timeoutMs`) until every transaction begun before now has ended. The outbox's
 * readers stop at the oldest transaction still running (pg_snapshot_xmin), which is the cluster's:
 * the transactions of the test files running beside this one (each on its own database) hold it
 * back too, for as long as they run. Gives up quietly past the time (a test may hold a transaction
 * open on purpose).
 */
export async function settled(timeoutMs = 3_000): Promise<void> {
  const [now] = await getDb().$queryRaw<{ xid: bigint }[]>`SELECT txid_current()::bigint AS "xid"`;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [horizon] = await getDb().$queryRaw<{ xmin: bigint }[]>`
      SELECT ((pg_snapshot_xmin(pg_current_snapshot()))::text)::bigint AS "xmin"`;
    if (horizon!.xmin > now!.xid) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startTestDispatcher(
  options: { sweepMs?: number; backoffMs?: (attempt: number) => number; startAt?: "head" | "cursor" } = {},
): Promise<EventDispatcher> {
  const dispatcher = await startEventDispatcher({
    databaseUrl: process.env.DATABASE_URL ?? "",
    sweepMs: options.sweepMs ?? 50,
    startAt: options.startAt ?? "head",
    backoffMs: options.backoffMs,
  });
  // A drain hands over what was committed before it: once other test files' transactions let the
  // horizon pass it.
  const drain = dispatcher.drain.bind(dispatcher);
  dispatcher.drain = async () => {
    await settled();
    await drain();
  };
  return dispatcher;
}

/**
 * Waits until this process's running dispatcher has handed over every committed change of the module
 * (what a cache checks before answering from memory). A drain gives up on the horizon after a few
 * seconds, and a test file beside this one may hold an older transaction open for longer (CI runs
 * two workers on one cluster); this waits for the condition itself, failing past `timeoutMs`.
 */
export async function handedOver(moduleId: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (await moduleChangePending(moduleId)) {
    if (Date.now() > until) throw new Error(`the dispatcher did not hand over module ${moduleId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
