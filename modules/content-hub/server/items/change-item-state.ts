import "server-only";
import { transition } from "@/modules/content-hub/shared/publish";
import { notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import type { ModuleChange } from "@/lib/server/events/types";
import { assertItemOwnFiles } from "../own-files";
import { afterItemCommit, findItem, itemChangeEvents, type ItemStore } from "./item-store";

/** Publish or unpublish (spec §4): no change when already there; its events when it changed. */
export async function changeItemState<Row>(
  store: ItemStore<Row>,
  change: ModuleChange,
  id: string,
  action: "publish" | "unpublish",
): Promise<Row> {
  const current = await findItem(store, change.moduleId, id);
  const step = transition(current.isPublished, action);
  if (step.changes && action === "publish")
    await assertItemOwnFiles(store.contentType, change.moduleId, current.id);
  if (step.changes) {
    const count = await withEvents(async (tx, emit) => {
      const changed = await store.setState(tx, current.id, current.isPublished, {
        isPublished: step.isPublished!,
        ...(step.stampPublishedAt ? { publishedAt: new Date() } : {}),
      });
      if (changed === 1) emit(...itemChangeEvents(store, change, current, action, current.isPublished));
      return changed;
    });
    if (count === 1) await afterItemCommit(change.moduleId, action, current.isPublished);
  }
  const row = await store.read(current.id);
  if (!row) throw notFound(store.notFoundKey);
  return row;
}
