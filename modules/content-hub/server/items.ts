import "server-only";
import { transition, type PublishAction } from "@/modules/content-hub/shared/publish";
import type { ContentType } from "@/modules/content-hub/shared/types";
import { notFound } from "@/lib/server/errors";
import { publicContentChanged } from "./content-version";
import { withFreeSlug } from "./slugs";
import { notifyContentChange } from "./webhooks";

// What posts and products share: the publish state machine's writes, deletion and the webhook
// after each, and the slug that follows the title until the first publication. Each kind gives
// its table's operations (`ItemStore`).

export interface ItemState {
  id: string;
  slug: string;
  isPublished: boolean;
  publishedAt: Date | null;
  /** The title or name. */
  label: string;
}

export interface ItemStore<Row> {
  contentType: ContentType;
  notFoundKey: string;
  find(moduleId: string, id: string): Promise<ItemState | null>;
  /** Sets the state if it is still `from` (one of two concurrent changes wins); the rows changed. */
  setState(id: string, from: boolean, data: { isPublished: boolean; publishedAt?: Date }): Promise<number>;
  read(id: string): Promise<Row | null>;
  remove(id: string): Promise<void>;
  /** The slugs of the module's items starting with a base. */
  takenSlugs(moduleId: string, base: string): Promise<string[]>;
}

export async function findItem<Row>(store: ItemStore<Row>, moduleId: string, id: string): Promise<ItemState> {
  const item = await store.find(moduleId, id);
  if (!item) throw notFound(store.notFoundKey);
  return item;
}

/** After a committed change of public content: a new content version (ETags), then the webhook. */
const notify = async (
  store: ItemStore<unknown>,
  moduleId: string,
  item: { id: string; slug: string },
  action: PublishAction,
  isPublished: boolean,
) => {
  const step = transition(isPublished, action);
  if (!step.webhook) return;
  await publicContentChanged(moduleId);
  await notifyContentChange(moduleId, step.webhook, {
    contentType: store.contentType,
    id: item.id,
    slug: item.slug,
  });
};

/** Publish or unpublish (spec §4): no change when already there; the webhook when it changed. */
export async function changeItemState<Row>(
  store: ItemStore<Row>,
  moduleId: string,
  id: string,
  action: "publish" | "unpublish",
): Promise<Row> {
  const current = await findItem(store, moduleId, id);
  const step = transition(current.isPublished, action);
  if (step.changes) {
    const count = await store.setState(current.id, current.isPublished, {
      isPublished: step.isPublished!,
      ...(step.stampPublishedAt ? { publishedAt: new Date() } : {}),
    });
    if (count === 1) await notify(store, moduleId, current, action, current.isPublished);
  }
  const row = await store.read(current.id);
  if (!row) throw notFound(store.notFoundKey);
  return row;
}

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
) => notify(store, moduleId, row, "update", row.isPublished);

/** Deletes an item; a published one's deletion is told to the webhook. */
export async function deleteItem<Row>(
  store: ItemStore<Row>,
  moduleId: string,
  id: string,
): Promise<{ id: string }> {
  const current = await findItem(store, moduleId, id);
  await store.remove(current.id);
  await notify(store, moduleId, current, "delete", current.isPublished);
  return { id: current.id };
}

/** The nested write that replaces an item's categories (a post's or a product's) with `ids`. */
export const replaceCategories = (ids: readonly string[]) => ({
  categories: { deleteMany: {}, create: ids.map((categoryId) => ({ categoryId })) },
});
