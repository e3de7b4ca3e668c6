import "server-only";
import { transition } from "@/modules/content-hub/shared/publish";
import { notFound } from "@/lib/server/errors";
import { findItem, notifyItemChange, type ItemStore } from "./item-store";

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
    if (count === 1) await notifyItemChange(store, moduleId, current, action, current.isPublished);
  }
  const row = await store.read(current.id);
  if (!row) throw notFound(store.notFoundKey);
  return row;
}
