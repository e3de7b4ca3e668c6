import "server-only";
import { logger } from "@/lib/server/logger";
import type { DomainEvent, DomainEventOf, DomainEventType } from "@/lib/server/events/types";

type Handler<T extends DomainEventType> = (event: DomainEventOf<T>) => void | Promise<void>;
type AnyHandler = (event: DomainEvent) => void | Promise<void>;

interface Bus {
  handlers: Map<DomainEventType, Set<AnyHandler>>;
  /** Subscribers of every event (realtime forwards each module kind's room events). */
  any: Set<AnyHandler>;
}

// One bus per process: server.ts (which subscribes realtime and jobs) and the route handlers Next
// bundles separately must share it, so it lives on globalThis like the socket.io server.
const globalForBus = globalThis as unknown as { suiteEventBus?: Bus };

function bus(): Bus {
  globalForBus.suiteEventBus ??= { handlers: new Map(), any: new Set() };
  return globalForBus.suiteEventBus;
}

function report(type: string, error: unknown): void {
  logger.error(
    `[events] a ${type} subscriber failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** Calls `handler` for every event of `type`; returns the unsubscribe function. */
export function subscribe<T extends DomainEventType>(type: T, handler: Handler<T>): () => void {
  const handlers = bus().handlers;
  const set = handlers.get(type) ?? new Set<AnyHandler>();
  const wrapped = handler as AnyHandler;
  set.add(wrapped);
  handlers.set(type, set);
  return () => void set.delete(wrapped);
}

/** Calls `handler` for every event of any type; returns the unsubscribe function. */
export function subscribeAll(handler: AnyHandler): () => void {
  const { any } = bus();
  any.add(handler);
  return () => void any.delete(handler);
}

/**
 * Delivers a committed change to its subscribers. Call it after the transaction, never inside it
 * (or use afterCommit): a rolled-back change must never reach anyone. A failing subscriber is logged
 * and never fails the request or the other subscribers.
 */
export function publishDomainEvent(event: DomainEvent): void {
  const { handlers, any } = bus();
  for (const handler of [...(handlers.get(event.type) ?? []), ...any]) {
    try {
      const result = handler(event);
      if (result instanceof Promise) result.catch((error: unknown) => report(event.type, error));
    } catch (error) {
      report(event.type, error);
    }
  }
}

/**
 * Runs `work` (typically a transaction) and publishes the events it emitted only once it has
 * resolved: if it throws — a rollback — none is published.
 */
export async function afterCommit<T>(work: (emit: (event: DomainEvent) => void) => Promise<T>): Promise<T> {
  const pending: DomainEvent[] = [];
  const result = await work((event) => void pending.push(event));
  for (const event of pending) publishDomainEvent(event);
  return result;
}
