import "server-only";
import { transition, type PublishAction } from "@/modules/content-hub/shared/publish";
import type { ContentType } from "@/modules/content-hub/shared/types";
import { notFound } from "@/lib/server/errors";
import { publicContentChanged } from "../content-version";
import { notifyContentChange } from "../webhooks/notify-content-change";

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
export const notifyItemChange = async (
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

/** The nested write that replaces an item's categories (a post's or a product's) with `ids`. */
export const replaceCategories = (ids: readonly string[]) => ({
  categories: { deleteMany: {}, create: ids.map((categoryId) => ({ categoryId })) },
});
