import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import type { ModuleChange } from "@/lib/server/events/types";
import { afterItemCommit, findItem, itemChangeEvents, type ItemStore } from "./item-store";

/** Deletes an item, with its events (a published one's deletion is told to the webhook). */
export async function deleteItem<Row>(
  store: ItemStore<Row>,
  change: ModuleChange,
  id: string,
): Promise<{ id: string }> {
  const current = await findItem(store, change.moduleId, id);
  await withEvents(async (tx, emit) => {
    await store.remove(tx, current.id);
    emit(...itemChangeEvents(store, change, current, "delete", current.isPublished));
  });
  await afterItemCommit(change.moduleId, "delete", current.isPublished);
  return { id: current.id };
}
