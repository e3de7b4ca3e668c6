import "server-only";
import { Client } from "pg";
import {
  deliverLive,
  durableSubscribers,
  takeDeliveredHere,
  type DurableSubscriber,
} from "@/lib/server/events/bus";
import { expandRows, rowMayCarry, type CommittedEvent, type StoredRow } from "@/lib/server/events/outbox";
import {
  before,
  headPosition,
  loadCursor,
  readRows,
  saveCursor,
  type Position,
} from "@/lib/server/events/log-reader";
import { liveTailOwner, setLiveTail } from "@/lib/server/events/live-tail";
import { logger } from "@/lib/server/logger";

/**
 * The outbox's dispatcher, one per node (server.ts). It LISTENs for the outbox's NOTIFY (latency)
 * and also sweeps on a timer (safety: a missed notification, a retry that came due, a lock another
 * node let go). Two kinds of readers:
 *
 * - the live tail: this node's sockets and caches (`subscribe`), from the head at start, every event
 *   once per node (those the node delivered itself at commit are skipped);
 * - durable subscribers (`subscribeDurable`): each has a cursor in DomainEventCursor and a
 *   session-level advisory lock; the node holding the lock (the first to take it, until its
 *   connection ends — a crashed node's lock goes with its connection) reads from the cursor, hands
 *   each event over and then moves the cursor: each event once per subscriber across nodes, at least
 *   once (a crash between the handling and the cursor's move repeats the batch: subscribers are
 *   idempotent on the event id). A failing event goes to DomainEventRetry with backoff; the others go on.
 *
 * Rows are read in (txid, position) order and only below the oldest transaction still running
 * (pg_snapshot_xmin), so a transaction that commits later can never land behind a cursor.
 */

const OUTBOX_CHANNEL = "suite_domain_events";
const BATCH = 500;
/** A failed event is retried after 2 s, 4 s … up to an hour, 12 times (about 5 hours), then dead. */
const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 60 * 60_000;
/**
 * A pass woken by NOTIFY starts at least this long after the previous one ended, so under load the
 * commits of that gap are read in one pass (and passes never run back to back); after a quiet
 * spell a NOTIFY's pass starts at once.
 */
const COALESCE_MS = 25;
/** How often a moved cursor is saved at most (a crash hands at most this much over again). */
const CURSOR_SAVE_MS = 500;

export interface DispatcherOptions {
  databaseUrl: string;
  /** The safety sweep's period; default 2 s. */
  sweepMs?: number;
  /** "head" moves every durable cursor of this node to the head at start (tests: a fresh reader). */
  startAt?: "cursor" | "head";
  /** Events per read; default 500. */
  batch?: number;
  /** The retry delay of attempt n (ms); default 2^n s capped at an hour. */
  backoffMs?: (attempt: number) => number;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class EventDispatcher {
  private client: Client;
  private readonly options: Required<Omit<DispatcherOptions, "databaseUrl">>;
  private live: Position | null = null;
  private readonly held = new Set<string>();
  /** The cursors of the durable subscribers whose lock this node holds (it alone moves them). */
  private readonly cursors = new Map<string, Position>();
  /** Cursors moved since they were last saved. */
  private readonly dirty = new Set<string>();
  private savedAt = 0;
  /** The passes, one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private queued = false;
  private sweepDue = false;
  private passEndedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  private readonly databaseUrl: string;
  /** The connection is gone (the database restarted, a network cut): the next pass opens a new one. */
  private broken = false;
  /** The live tail's position as caches read it (./live-tail.ts). */
  private readonly tail = { read: () => this.live };

  constructor(options: DispatcherOptions) {
    this.databaseUrl = options.databaseUrl;
    this.client = this.newClient();
    this.options = {
      sweepMs: options.sweepMs ?? 2_000,
      startAt: options.startAt ?? "cursor",
      batch: options.batch ?? BATCH,
      backoffMs: options.backoffMs ?? ((attempt) => Math.min(2 ** attempt * 1_000, MAX_BACKOFF_MS)),
    };
  }

  private newClient(): Client {
    const client = new Client({ connectionString: this.databaseUrl, application_name: "suite-events" });
    const lost = (error?: Error) => {
      if (this.stopped || client !== this.client) return;
      if (!this.broken && error) logger.error(`[events] dispatcher connection lost: ${message(error)}`);
      this.broken = true;
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", () => this.wake({ coalesce: true }));
    return client;
  }

  private async connect(): Promise<void> {
    await this.client.connect();
    await this.client.query(`LISTEN ${OUTBOX_CHANNEL}`);
  }

  /**
   * After a lost connection: a new one, LISTENing again. The advisory locks went with the old session
   * (another node may hold them now), so they are taken again; the live cursor is kept, so nothing
   * committed meanwhile is skipped.
   */
  private async reconnect(): Promise<void> {
    const old = this.client;
    this.client = this.newClient();
    this.held.clear();
    // The locks went with the old session: the cursors are read again once they are taken again
    // (unsaved moves are handed over again: at least once).
    this.cursors.clear();
    this.dirty.clear();
    void old.end().catch(() => undefined);
    await this.connect();
    this.broken = false;
    logger.info("[events] dispatcher reconnected");
  }

  async start(): Promise<void> {
    await this.connect();
    this.live = await headPosition(this.client);
    // Caches ask how far the live tail is before answering from memory (./live-tail.ts).
    setLiveTail(this.tail);
    if (this.options.startAt === "head") {
      for (const subscriber of durableSubscribers())
        await saveCursor(this.client, subscriber.name, this.live);
    }
    this.timer = setInterval(() => this.wake({ sweep: true }), this.options.sweepMs);
    this.timer.unref();
    this.wake({ sweep: true });
  }

  /**
   * Queues a pass (passes run one at a time, in order); a pass already queued and not started covers
   * this call too. `sweep`: the timer's pass, which also takes free locks, runs due retries and saves
   * cursors. `coalesce` (a NOTIFY): the pass waits until COALESCE_MS after the previous one ended.
   */
  wake(options: { sweep?: boolean; coalesce?: boolean } = {}): void {
    if (options.sweep) this.sweepDue = true;
    if (this.stopped || this.queued) return;
    this.queued = true;
    this.queue = this.queue.then(async () => {
      const wait = options.coalesce ? this.passEndedAt + COALESCE_MS - Date.now() : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.queued = false;
      if (this.stopped) return;
      const sweep = this.sweepDue;
      this.sweepDue = false;
      await this.pass(sweep).catch((error: unknown) => {
        // A failed reconnection is tried again on the next sweep; only the loss itself was logged.
        if (!this.broken) logger.error(`[events] dispatch failed: ${message(error)}`);
      });
      this.passEndedAt = Date.now();
    });
  }

  /** Resolves once everything committed before the call has been handed to every subscriber here. */
  async drain(): Promise<void> {
    for (let i = 0; i < 2; i++) {
      this.wake({ sweep: true });
      await this.queue;
    }
  }

  private async pass(sweep = false): Promise<void> {
    if (this.broken) await this.reconnect();
    // Locks are asked for on sweeps only (not on every NOTIFY): a subscriber another node holds
    // costs nothing between sweeps.
    if (sweep) await this.takeLocks();
    await this.readAndHandOver();
    await this.persistCursors(sweep);
    if (sweep) {
      for (const subscriber of durableSubscribers()) {
        if (this.stopped || !this.cursors.has(subscriber.name)) continue;
        await this.passRetries(subscriber).catch((error: unknown) =>
          logger.error(`[events] ${subscriber.name} retries: ${message(error)}`),
        );
      }
    }
  }

  /** Takes the locks of the durable subscribers registered here that no node holds; loads their cursors. */
  private async takeLocks(): Promise<void> {
    for (const subscriber of durableSubscribers()) {
      if (this.stopped || this.cursors.has(subscriber.name)) continue;
      if (!(await this.lock(subscriber.name))) continue;
      this.cursors.set(subscriber.name, await loadCursor(this.client, subscriber.name));
    }
    // Unregistered here since (a test's detach, a kind stopped): its lock stays, its cursor is kept as saved.
    for (const name of this.cursors.keys())
      if (!durableSubscribers().some((subscriber) => subscriber.name === name)) this.cursors.delete(name);
  }

  /**
   * One read serves every reader of this node: rows after the furthest-behind cursor (the live
   * tail's and each held subscriber's), expanded once, then each reader takes the rows after its own
   * cursor. Batches until a read comes back short.
   */
  private async readAndHandOver(): Promise<void> {
    for (;;) {
      if (this.stopped || !this.live) return;
      const held = durableSubscribers().filter((subscriber) => this.cursors.has(subscriber.name));
      const from = [this.live, ...held.map((subscriber) => this.cursors.get(subscriber.name)!)].reduce(
        (low, at) => (before(at, low) ? at : low),
      );
      const rows = await readRows(this.client, from, this.options.batch);
      if (rows.length === 0) return;
      const last = rows[rows.length - 1]!;
      const after = (at: Position) => rows.filter((row) => before(at, row));
      // The live tail: every row it has not seen, but those this node delivered itself at commit.
      const live = after(this.live).filter((row) => !takeDeliveredHere(row.id));
      const wanted = new Map(
        held.map((subscriber) => [
          subscriber.name,
          after(this.cursors.get(subscriber.name)!).filter((row) => rowMayCarry(row.type, subscriber.types)),
        ]),
      );
      const needed = new Map<string, StoredRow>();
      for (const row of [...live, ...[...wanted.values()].flat()]) needed.set(row.id, row);
      const expanded = new Map<string, CommittedEvent[]>();
      for (const item of await expandRows([...needed.values()])) {
        const rowId = item.meta.id.split(":")[0]!;
        expanded.set(rowId, [...(expanded.get(rowId) ?? []), item]);
      }
      const eventsOf = (list: StoredRow[]) => list.flatMap((row) => expanded.get(row.id) ?? []);
      if (live.length) deliverLive(eventsOf(live));
      this.live = { txid: last.txid, position: last.position };
      for (const subscriber of held) {
        if (this.stopped) return;
        await this.handOver(subscriber, eventsOf(wanted.get(subscriber.name)!));
        this.cursors.set(subscriber.name, { txid: last.txid, position: last.position });
        this.dirty.add(subscriber.name);
      }
      if (rows.length < this.options.batch) return;
    }
  }

  /**
   * Saves the moved cursors, at most every CURSOR_SAVE_MS (and on sweeps and at stop): a node that
   * dies before saving hands those events over again from the saved cursor (at least once).
   */
  private async persistCursors(force: boolean): Promise<void> {
    if (this.dirty.size === 0 || (!force && Date.now() - this.savedAt < CURSOR_SAVE_MS)) return;
    this.savedAt = Date.now();
    for (const name of [...this.dirty]) {
      const at = this.cursors.get(name);
      this.dirty.delete(name);
      if (at) await saveCursor(this.client, name, at);
    }
  }

  /** Takes (or keeps) the subscriber's advisory lock on this connection. */
  private async lock(name: string): Promise<boolean> {
    if (this.held.has(name)) return true;
    const { rows } = await this.client.query<{ ok: boolean }>(
      `SELECT pg_try_advisory_lock(hashtextextended('suite-events:' || $1, 0)) AS ok`,
      [name],
    );
    if (rows[0]?.ok) this.held.add(name);
    return this.held.has(name);
  }

  private async handOver(subscriber: DurableSubscriber, items: readonly CommittedEvent[]): Promise<void> {
    for (const item of items) {
      if (!subscriber.types.includes(item.event.type)) continue;
      try {
        await subscriber.handle(item.event, item.meta);
      } catch (error) {
        logger.warn(`[events] ${subscriber.name} failed on ${item.meta.id}, will retry: ${message(error)}`);
        await this.client.query(
          `INSERT INTO "DomainEventRetry" ("subscriber", "eventId", "event", "attempts", "lastError", "nextAttemptAt")
           VALUES ($1, $2, $3::jsonb, 1, $4, now() + $5 * interval '1 millisecond')
           ON CONFLICT DO NOTHING`,
          [
            subscriber.name,
            item.meta.id,
            JSON.stringify({ event: item.event, createdAt: item.meta.createdAt }),
            message(error).slice(0, 1000),
            this.options.backoffMs(1),
          ],
        );
      }
    }
  }

  private async passRetries(subscriber: DurableSubscriber): Promise<void> {
    const { rows } = await this.client.query<{
      eventId: string;
      event: { event: CommittedEvent["event"]; createdAt: string };
      attempts: number;
    }>(
      `SELECT "eventId", "event", "attempts" FROM "DomainEventRetry"
        WHERE "subscriber" = $1 AND "deadAt" IS NULL AND "nextAttemptAt" <= now()
        ORDER BY "nextAttemptAt" LIMIT 100`,
      [subscriber.name],
    );
    for (const row of rows) {
      if (this.stopped) return;
      try {
        await subscriber.handle(row.event.event, {
          id: row.eventId,
          createdAt: new Date(row.event.createdAt),
        });
        await this.client.query(`DELETE FROM "DomainEventRetry" WHERE "subscriber" = $1 AND "eventId" = $2`, [
          subscriber.name,
          row.eventId,
        ]);
      } catch (error) {
        const attempts = row.attempts + 1;
        const dead = attempts >= MAX_ATTEMPTS;
        if (dead) logger.error(`[events] ${subscriber.name} gave up on ${row.eventId}: ${message(error)}`);
        await this.client.query(
          `UPDATE "DomainEventRetry" SET "attempts" = $3, "lastError" = $4,
                  "nextAttemptAt" = now() + $5 * interval '1 millisecond', "deadAt" = CASE WHEN $6 THEN now() END
            WHERE "subscriber" = $1 AND "eventId" = $2`,
          [
            subscriber.name,
            row.eventId,
            attempts,
            message(error).slice(0, 1000),
            this.options.backoffMs(attempts),
            dead,
          ],
        );
      }
    }
  }

  /** Stops sweeping, lets a running pass finish and closes the connection (its locks go with it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (liveTailOwner() === this.tail) setLiveTail(null);
    if (this.timer) clearInterval(this.timer);
    await this.queue;
    if (!this.broken) await this.persistCursors(true).catch(() => undefined);
    await this.client.end().catch(() => undefined);
  }
}

/** Starts this node's dispatcher (server.ts; tests start their own). */
export async function startEventDispatcher(options: DispatcherOptions): Promise<EventDispatcher> {
  const dispatcher = new EventDispatcher(options);
  await dispatcher.start();
  return dispatcher;
}
