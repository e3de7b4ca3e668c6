import "server-only";
import type { Client } from "pg";
import type { StoredRow } from "@/lib/server/events/outbox";

/**
 * How the outbox is read (lib/server/events/dispatcher.ts): in (txid, position) order and only below
 * the oldest transaction still running (pg_snapshot_xmin), so a transaction that commits later can
 * never land behind a cursor; and the durable subscribers' cursors (DomainEventCursor).
 */

/** A place in reading order. */
export interface Position {
  txid: bigint;
  position: bigint;
}

const HORIZON = `((pg_snapshot_xmin(pg_current_snapshot()))::text)::bigint`;
const MAX_POSITION = 9223372036854775807n;

/** Whether `a` comes before `b` in reading order. */
export function before(a: Position, b: Position): boolean {
  return a.txid < b.txid || (a.txid === b.txid && a.position < b.position);
}

/** Everything finished before now: (horizon - 1, max). */
export async function headPosition(client: Client): Promise<Position> {
  const { rows } = await client.query<{ h: string }>(`SELECT ${HORIZON} - 1 AS h`);
  return { txid: BigInt(rows[0]!.h), position: MAX_POSITION };
}

/** A row as pg answers it: the bigints as text. */
type RawRow = Omit<StoredRow, "position" | "txid"> & { position: string; txid: string };

/** Up to `limit` committed rows after `after`, in reading order. */
export async function readRows(client: Client, after: Position, limit: number): Promise<StoredRow[]> {
  const { rows } = await client.query<RawRow>(
    `SELECT "position"::text AS "position", "txid"::text AS "txid", "id", "type", "workspaceId", "moduleId",
            "actorId", "clientId", "payload", "createdAt"
       FROM "DomainEventLog" e
      WHERE (e."txid", e."position") > ($1::bigint, $2::bigint) AND e."txid" < ${HORIZON}
      ORDER BY e."txid", e."position" LIMIT $3`,
    [after.txid.toString(), after.position.toString(), limit],
  );
  return rows.map((row) => ({ ...row, position: BigInt(row.position), txid: BigInt(row.txid) }));
}

/** A subscriber's saved cursor; a new subscriber starts at the head (it is not replayed the history). */
export async function loadCursor(client: Client, name: string): Promise<Position> {
  const { rows } = await client.query<{ txid: string; position: string }>(
    `INSERT INTO "DomainEventCursor" ("subscriber", "txid", "position", "updatedAt")
     VALUES ($1, ${HORIZON} - 1, ${MAX_POSITION}, now())
     ON CONFLICT ("subscriber") DO UPDATE SET "subscriber" = EXCLUDED."subscriber"
     RETURNING "txid"::text AS "txid", "position"::text AS "position"`,
    [name],
  );
  return { txid: BigInt(rows[0]!.txid), position: BigInt(rows[0]!.position) };
}

/** Saves a subscriber's cursor. */
export async function saveCursor(client: Client, name: string, to: Position): Promise<void> {
  await client.query(
    `INSERT INTO "DomainEventCursor" ("subscriber", "txid", "position", "updatedAt")
     VALUES ($1, $2::bigint, $3::bigint, now())
     ON CONFLICT ("subscriber") DO UPDATE SET "txid" = EXCLUDED."txid", "position" = EXCLUDED."position",
       "updatedAt" = now()`,
    [name, to.txid.toString(), to.position.toString()],
  );
}
