import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { withEvents } from "@/lib/server/events/commit";
import type { ModuleChange } from "@/lib/server/events/types";
import { withFreeSlug } from "../slugs";
import { afterItemCommit, itemChangeEvents, type ItemState, type ItemStore } from "./item-store";

type Write<Row> = (db: Prisma.TransactionClient, slug?: string) => Promise<Row>;

/**
 * Saves an update (`write` in a transaction, given a new slug when the label changed before the
 * first publication) with its events (the room's; the webhook's when the item is published).
 */
export async function updateItem<Row extends { id: string; slug: string; isPublished: boolean }>(
  store: ItemStore<Row>,
  change: ModuleChange,
  current: ItemState,
  label: string | undefined,
  write: Write<Row>,
): Promise<Row> {
  const renamed = label !== undefined && label !== current.label && current.publishedAt === null;
  // `write` always answers a row (it throws when it cannot), so the update's answer is one.
  const attempt = async (slug?: string) => (await writeItemUpdate(store, change, (db) => write(db, slug)))!;
  return renamed
    ? withFreeSlug(label, (base) => store.takenSlugs(change.moduleId, base), attempt)
    : attempt();
}

/** One update's write and its events in one transaction, then the public version when published. */
export async function writeItemUpdate<Row extends { id: string; slug: string; isPublished: boolean }>(
  store: ItemStore<Row>,
  change: ModuleChange,
  write: (db: Prisma.TransactionClient) => Promise<Row | null>,
): Promise<Row | null> {
  const row = await withEvents(async (tx, emit) => {
    const written = await write(tx);
    if (written) emit(...itemChangeEvents(store, change, written, "update", written.isPublished));
    return written;
  });
  if (row) await afterItemCommit(change.moduleId, "update", row.isPublished);
  return row;
}
