// The publish state machine of posts and products (spec §4 Blog/product):
//
//   draft ──publish──▶ published ──unpublish──▶ draft
//
// - "Save changes" (PATCH) keeps the current state. Edits of a published item are live at once
//   (the public API reads the row itself; there is no separate published copy) and notify the
//   webhook as `updated`.
// - "Save and Publish" is PATCH then publish: publishing a published item changes nothing (no
//   second webhook, publishedAt kept).
// - Unpublishing a draft changes nothing.
// - Deleting a published item notifies the webhook as `deleted`; a draft's deletion is silent.

import type { WebhookEvent } from "./types";

export type PublishAction = "publish" | "unpublish" | "update" | "delete";

export interface Transition {
  /** The state after the action (null: the item is gone). */
  isPublished: boolean | null;
  /** Whether publishedAt is set to now. */
  stampPublishedAt: boolean;
  /** What the webhook is told, if anything. */
  webhook: WebhookEvent | null;
  /** Whether the row changes at all. */
  changes: boolean;
}

export function transition(isPublished: boolean, action: PublishAction): Transition {
  switch (action) {
    case "publish":
      return isPublished
        ? { isPublished: true, stampPublishedAt: false, webhook: null, changes: false }
        : { isPublished: true, stampPublishedAt: true, webhook: "published", changes: true };
    case "unpublish":
      return isPublished
        ? { isPublished: false, stampPublishedAt: false, webhook: "unpublished", changes: true }
        : { isPublished: false, stampPublishedAt: false, webhook: null, changes: false };
    case "update":
      return { isPublished, stampPublishedAt: false, webhook: isPublished ? "updated" : null, changes: true };
    case "delete":
      return {
        isPublished: null,
        stampPublishedAt: false,
        webhook: isPublished ? "deleted" : null,
        changes: true,
      };
  }
}
