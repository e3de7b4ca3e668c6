import "server-only";
import { logger } from "@/lib/server/logger";
import type { DomainEvent, DomainEventOf, DomainEventType } from "@/lib/server/events/types";

/** A committed event as subscribers receive it: its id (what idempotent subscribers key on). */
export interface EventMeta {
  /** The event's id in the outbox (a UUID; a compact row's expansions add `:n`). */
  id: string;
  createdAt: Date;
}

type Handler<T extends DomainEventType> = (event: DomainEventOf<T>, meta: EventMeta) => void | Promise<void>;
type AnyHandler = (event: DomainEvent, meta: EventMeta) => void | Promise<void>;

/**
 * A durable subscriber: handles each event once across every node (the dispatcher holding its lock
 * reads the outbox from its cursor), at least once — so it must be idempotent on `meta.id`. A throw
 * puts the event on the subscriber's retry list (backoff) without holding back the events after it.
 */
export interface DurableSubscriber {
  /** Its cursor's name; stable across releases. */
  name: string;
  /** The events it wants (others are skipped without a call). */
  types: readonly DomainEventType[];
  handle: AnyHandler;
  /**
   * It reads this node's sockets (who is online): it runs in a web server, never in a worker process
   * (see `placeDurableSubscribers`).
   */
  sockets?: boolean;
}

/**
 * Which durable subscribers this process serves: "all" (a web server running its own jobs), "web"
 * (a web server whose jobs run in a worker: only those reading its sockets) or "worker" (the others).
 */
export type DurablePlacement = "all" | "web" | "worker";

interface Bus {
  handlers: Map<DomainEventType, Set<AnyHandler>>;
  /** Live subscribers of every event (realtime forwards each module kind's room events). */
  any: Set<AnyHandler>;
  durable: Map<string, DurableSubscriber>;
  /** Events this node delivered itself right after their commit: the outbox tail skips them. */
  deliveredHere: Map<string, number>;
  placement: DurablePlacement;
}

// One bus per process: server.ts (which subscribes realtime and jobs) and the route handlers Next
// bundles separately must share it, so it lives on globalThis like the socket.io server.
const globalForBus = globalThis as unknown as { suiteEventBus?: Bus };

function bus(): Bus {
  globalForBus.suiteEventBus ??= {
    handlers: new Map(),
    any: new Set(),
    durable: new Map(),
    deliveredHere: new Map(),
    placement: "all",
  };
  return globalForBus.suiteEventBus;
}

function report(type: string, error: unknown): void {
  logger.error(
    `[events] a ${type} subscriber failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * A live subscriber: called on every node for every committed event of `type` (sockets, this node's
 * caches). Returns the unsubscribe function. Live subscribers are not replayed after a restart: what
 * must happen once and survive a crash is a durable subscriber.
 */
export function subscribe<T extends DomainEventType>(type: T, handler: Handler<T>): () => void {
  const handlers = bus().handlers;
  const set = handlers.get(type) ?? new Set<AnyHandler>();
  const wrapped = handler as AnyHandler;
  set.add(wrapped);
  handlers.set(type, set);
  return () => void set.delete(wrapped);
}

/** A live subscriber of every event; returns the unsubscribe function. */
export function subscribeAll(handler: AnyHandler): () => void {
  const { any } = bus();
  any.add(handler);
  return () => void any.delete(handler);
}

/** Registers a durable subscriber on this node (its dispatcher serves it); returns the unregister. */
export function subscribeDurable(subscriber: DurableSubscriber): () => void {
  const { durable } = bus();
  durable.set(subscriber.name, subscriber);
  return () => {
    if (durable.get(subscriber.name) === subscriber) durable.delete(subscriber.name);
  };
}

/** Sets which of the registered durable subscribers this process's dispatcher serves (server.ts, worker.ts). */
export function placeDurableSubscribers(placement: DurablePlacement): void {
  bus().placement = placement;
}

/** The durable subscribers registered on this node that it serves (its placement's). */
export function durableSubscribers(): DurableSubscriber[] {
  const { durable, placement } = bus();
  const all = [...durable.values()];
  return placement === "all"
    ? all
    : all.filter((subscriber) => (subscriber.sockets === true) === (placement === "web"));
}

/** How long this node remembers the events it delivered itself (the tail reaches them well before). */
const DELIVERED_HERE_MS = 10 * 60_000;

function rememberDelivered(ids: readonly string[], now: number): void {
  const { deliveredHere } = bus();
  for (const id of ids) deliveredHere.set(id, now);
  if (deliveredHere.size > 50_000) {
    for (const [id, at] of deliveredHere) if (now - at > DELIVERED_HERE_MS) deliveredHere.delete(id);
  }
}

/**
 * Marks events this node is about to commit and deliver itself: called BEFORE the commit, since the
 * dispatcher may hear the NOTIFY and read the row before the committing call returns.
 */
export function expectHere(ids: readonly string[]): void {
  rememberDelivered(ids, Date.now());
}

/** Whether this node delivers the event itself (then its outbox tail skips it, once). */
export function takeDeliveredHere(id: string): boolean {
  return bus().deliveredHere.delete(id);
}

/**
 * Delivers committed events to this node's live subscribers. The dispatcher calls it for what it reads
 * from the outbox; a service's commit (lib/server/events/commit.ts) calls it for what it just wrote
 * (marked with expectHere before the commit), so this node's sockets and caches do not wait. A failing subscriber is
 * logged and never fails the request or the other subscribers.
 */
export function deliverLive(events: readonly { meta: EventMeta; event: DomainEvent }[]): void {
  const { handlers, any } = bus();
  for (const { event, meta } of events) {
    for (const handler of [...(handlers.get(event.type) ?? []), ...any]) {
      try {
        const result = handler(event, meta);
        if (result instanceof Promise) result.catch((error: unknown) => report(event.type, error));
      } catch (error) {
        report(event.type, error);
      }
    }
  }
}
