import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, type NotificationKind } from "./constants";

/** The /notifications page's filters from its URL; anything unknown falls back to "everything". */
export function parseInboxFilters(query: { filter?: unknown; kind?: unknown }): {
  unread: boolean;
  kind: NotificationKind | null;
} {
  const kind = typeof query.kind === "string" ? query.kind : "";
  return {
    unread: query.filter === "unread",
    kind: (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : null,
  };
}

/** The URL query of a set of filters (defaults left out). */
export function inboxFiltersQuery(filters: { unread: boolean; kind: NotificationKind | null }): string {
  const params = new URLSearchParams();
  if (filters.unread) params.set("filter", "unread");
  if (filters.kind) params.set("kind", filters.kind);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface InboxListQuery {
  cursor?: string | null;
  unread?: boolean;
  kind?: NotificationKind | null;
  limit?: number;
}

/**
 * GET /notifications's query for a page of the inbox (defaults left out): what the browser sends,
 * and what the page's server read passes the same service (issue 42).
 */
export function inboxListParams(query: InboxListQuery) {
  return {
    limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
    cursor: query.cursor ?? undefined,
    unread: query.unread ? ("true" as const) : undefined,
    kind: query.kind ?? undefined,
  };
}
