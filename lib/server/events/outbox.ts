import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { expectHere, type EventMeta } from "@/lib/server/events/bus";
import type { DomainEvent, DomainEventType } from "@/lib/server/events/types";

/**
 * The transactional outbox (table DomainEventLog): a service writes its domain events in the same
 * transaction as its change, so an event exists exactly when its change committed; the dispatcher on
 * every node delivers them from there (./dispatcher.ts). docs/platform/events-and-notifications.md.
 */

/** One row as written: where it happened, who did it, and the payload. */
export interface OutboxRow {
  id: string;
  type: string;
  workspaceId: string | null;
  moduleId: string | null;
  actorId: string | null;
  clientId: string | null;
  payload: unknown;
}

/** A row as read back (the dispatcher's view). */
export interface StoredRow extends OutboxRow {
  position: bigint;
  txid: bigint;
  createdAt: Date;
}

/** A committed event with its meta, what subscribers receive. */
export interface CommittedEvent {
  meta: EventMeta;
  event: DomainEvent;
}

/** Anything that runs a raw statement: the pool or a transaction. */
export interface RawRunner {
  $executeRaw(query: Prisma.Sql): Prisma.PrismaPromise<number>;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** The row of a full domain event (its payload is the event itself). */
export function rowOf(event: DomainEvent, id: string = randomUUID()): OutboxRow {
  const fields = event as Partial<Record<"workspaceId" | "moduleId" | "actorId" | "clientId", unknown>>;
  return {
    id,
    type: event.type,
    workspaceId: text(fields.workspaceId),
    moduleId: text(fields.moduleId),
    actorId: text(fields.actorId),
    clientId: text(fields.clientId),
    payload: event,
  };
}

/**
 * The INSERT of these rows, one statement whatever their number; usable as a data-modifying CTE of a
 * larger statement (`WITH ev AS (${insertRowsSql(rows)}) …`) so a hot path stays one round trip. The
 * table's statement trigger NOTIFYs the dispatchers at commit.
 */
export function insertRowsSql(rows: readonly OutboxRow[], condition?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO "DomainEventLog" ("id", "type", "workspaceId", "moduleId", "actorId", "clientId", "payload")
    SELECT (e->>'id')::uuid, e->>'type', e->>'workspaceId', e->>'moduleId', e->>'actorId', e->>'clientId', e->'payload'
      FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) e
     ${condition ? Prisma.sql`WHERE ${condition}` : Prisma.empty}`;
}

/**
 * Writes events in the caller's transaction (one statement); returns them with their ids. `here`:
 * the caller delivers them to this node's live subscribers itself after the commit.
 */
export async function writeEvents(
  db: RawRunner,
  events: readonly DomainEvent[],
  options: { here?: boolean } = {},
): Promise<CommittedEvent[]> {
  if (events.length === 0) return [];
  const createdAt = new Date();
  const rows = events.map((event) => rowOf(event));
  if (options.here) expectHere(rows.map((row) => row.id));
  await db.$executeRaw(insertRowsSql(rows));
  return rows.map((row, index) => ({ meta: { id: row.id, createdAt }, event: events[index]! }));
}

/**
 * A compact stored form: a hot path that is one SQL statement cannot know its events' full payload
 * before the statement runs (a moved task's summary), so it writes what changed (ids) and the kind
 * expands it into domain events when the row is read. The node that wrote it delivers the full events
 * itself at once (deliverLive with `here`).
 */
export type CompactExpander = (rows: readonly StoredRow[]) => Promise<CommittedEvent[]>;

interface Compact {
  /** The domain event types its rows expand into. */
  produces: readonly DomainEventType[];
  expand: CompactExpander;
}

const globalForExpanders = globalThis as unknown as { suiteCompactExpanders?: Map<string, Compact> };

function expanders(): Map<string, Compact> {
  globalForExpanders.suiteCompactExpanders ??= new Map();
  return globalForExpanders.suiteCompactExpanders;
}

/**
 * Registers how a compact type is expanded, and into which event types. Registered where the kind's
 * server code that writes it lives; the dispatcher reads rows on every node, so that module must be
 * loaded there too (server.ts loads every kind's events through startModuleKinds).
 */
export function registerCompactEvent(
  type: string,
  produces: readonly DomainEventType[],
  expand: CompactExpander,
): void {
  expanders().set(type, { produces, expand });
}

/** Whether a stored row can carry any of these event types (so a subscriber skips the others unread). */
export function rowMayCarry(type: string, wanted: readonly DomainEventType[]): boolean {
  const compact = expanders().get(type);
  return compact
    ? compact.produces.some((item) => wanted.includes(item))
    : wanted.includes(type as DomainEventType);
}

/** Rows as subscribers receive them: full events as stored, compact ones expanded per type in batch. */
export async function expandRows(rows: readonly StoredRow[]): Promise<CommittedEvent[]> {
  const compact = new Map<string, StoredRow[]>();
  const out: { position: bigint; index: number; item: CommittedEvent }[] = [];
  for (const row of rows) {
    if (expanders().has(row.type)) {
      const list = compact.get(row.type) ?? [];
      list.push(row);
      compact.set(row.type, list);
    } else {
      out.push({
        position: row.position,
        index: 0,
        item: { meta: { id: row.id, createdAt: row.createdAt }, event: row.payload as DomainEvent },
      });
    }
  }
  const positions = new Map(rows.map((row) => [row.id, row.position]));
  for (const [type, list] of compact) {
    const expanded = await expanders().get(type)!.expand(list);
    expanded.forEach((item, index) =>
      out.push({ position: positions.get(item.meta.id.split(":")[0]!) ?? 0n, index, item }),
    );
  }
  // Outbox order, and each compact row's events in the order its kind gave them.
  out.sort((a, b) => (a.position === b.position ? a.index - b.index : a.position < b.position ? -1 : 1));
  return out.map(({ item }) => item);
}
