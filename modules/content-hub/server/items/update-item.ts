import "server-only";
import { withFreeSlug } from "../slugs";
import { notifyItemChange, type ItemState, type ItemStore } from "./item-store";

/**
 * Saves an update (`write`, given a new slug when the label changed before the first publication),
 * then tells the webhook when the item is published.
 */
export async function updateItem<Row extends { id: string; slug: string; isPublished: boolean }>(
  store: ItemStore<Row>,
  moduleId: string,
  current: ItemState,
  label: string | undefined,
  write: (slug?: string) => Promise<Row>,
): Promise<Row> {
  const renamed = label !== undefined && label !== current.label && current.publishedAt === null;
  const row = renamed
    ? await withFreeSlug(label, (base) => store.takenSlugs(moduleId, base), write)
    : await write();
  await afterItemUpdate(store, moduleId, row);
  return row;
}

/** After an item's update written elsewhere (the autosave's statement): tells it when published. */
export const afterItemUpdate = (
  store: ItemStore<unknown>,
  moduleId: string,
  row: { id: string; slug: string; isPublished: boolean },
) => notifyItemChange(store, moduleId, row, "update", row.isPublished);
