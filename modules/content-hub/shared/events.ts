import type { ModuleEnvelope } from "@/lib/modules/realtime";
import type { ContentType } from "./types";

/**
 * The content hub's room events (module:event with tag ContentHub): open lists, editors and category
 * screens refetch what changed. Ids only: each reader reads what it may see through the API.
 */
export type ContentHubRoomEvent =
  /** A post or product was created, edited, published or unpublished. */
  | { type: "item.changed"; contentType: ContentType; id: string }
  | { type: "item.deleted"; contentType: ContentType; id: string }
  /** A category was created, renamed, moved or deleted. */
  | { type: "categories.changed"; contentType: ContentType };

export type ContentHubEnvelope = ModuleEnvelope<ContentHubRoomEvent>;
