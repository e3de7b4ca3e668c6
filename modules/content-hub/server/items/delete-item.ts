import "server-only";
import { findItem, notifyItemChange, type ItemStore } from "./item-store";

/** Deletes an item; a published one's deletion is told to the webhook. */
export async function deleteItem<Row>(
  store: ItemStore<Row>,
  moduleId: string,
  id: string,
): Promise<{ id: string }> {
  const current = await findItem(store, moduleId, id);
  await store.remove(current.id);
  await notifyItemChange(store, moduleId, current, "delete", current.isPublished);
  return { id: current.id };
}
