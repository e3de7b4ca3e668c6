import "server-only";
import { attemptStoredDelivery, type AttemptOutcome, type StoredDelivery } from "./stored-delivery";

// One attempt of a delivery row (a job's run), whatever the kind: the row is loaded, skipped unless
// still queued, failed when its webhook is off, else POSTed (stored-delivery.ts) and its outcome
// written back. Each kind gives its table's reads and writes.

/** The columns of a delivery row the attempt reads (spread into a kind's select). */
export const storedDeliverySelect = { id: true, body: true, status: true, attempts: true } as const;

export interface DeliveryTable<Row extends StoredDelivery & { status: string }> {
  load(deliveryId: string): Promise<Row | null>;
  /** Where and with which secret the row is sent; null when its webhook is off. */
  target(row: Row): { url: string; secret: string } | null;
  update(
    id: string,
    data: Awaited<ReturnType<typeof attemptStoredDelivery>>["data"] | { status: "failed" },
  ): Promise<unknown>;
}

/** Attempts a stored delivery once; a failure is final on the job's last run. */
export async function attemptDeliveryRow<Row extends StoredDelivery & { status: string }>(
  table: DeliveryTable<Row>,
  deliveryId: string,
  run: { final: boolean },
): Promise<AttemptOutcome> {
  const row = await table.load(deliveryId);
  if (!row || row.status !== "queued") return "skipped";
  const target = table.target(row);
  if (!target) {
    await table.update(row.id, { status: "failed" });
    return "failed";
  }
  const { outcome, data } = await attemptStoredDelivery(row, target, run);
  await table.update(row.id, data);
  return outcome;
}
