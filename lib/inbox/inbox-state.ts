import type { NotificationItem } from "./types";

/** A notification as the client holds it (live ones have no server-rendered text). */
export type InboxItem = Omit<NotificationItem, "text"> & { text?: string };

/** The bell's state: the unread count (null until loaded) and the popover's pages. */
export interface InboxState {
  count: number | null;
  items: InboxItem[];
  nextCursor: string | null;
  loaded: boolean;
}

export type InboxEvent =
  | { type: "created"; item: InboxItem }
  /** Some (or all) were read or unread; `unread` is the server's new count when known. */
  | { type: "read"; ids: string[] | "all"; unread: number | null; read?: boolean }
  | { type: "loaded"; items: InboxItem[]; nextCursor: string | null; append: boolean }
  | { type: "count"; count: number };

/** The next state after an event (pure: the bell, the page and the tests share it). */
export function applyInboxEvent(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case "created":
      if (state.items.some((item) => item.id === event.item.id)) return state;
      return {
        ...state,
        count: state.count === null ? null : state.count + (event.item.readAt ? 0 : 1),
        items: state.loaded ? [event.item, ...state.items] : state.items,
      };
    case "read": {
      const read = event.read ?? true;
      const now = new Date().toISOString();
      const hits = (id: string) => event.ids === "all" || event.ids.includes(id);
      const changed = state.items.filter((item) => hits(item.id) && (item.readAt !== null) !== read).length;
      return {
        ...state,
        count:
          event.unread ??
          (state.count === null ? null : Math.max(0, state.count + (read ? -changed : changed))),
        items: state.items.map((item) =>
          hits(item.id) && (item.readAt !== null) !== read
            ? { ...item, readAt: read ? (item.readAt ?? now) : null }
            : item,
        ),
      };
    }
    case "loaded": {
      const items = event.append ? [...state.items, ...event.items] : event.items;
      const seen = new Set<string>();
      return {
        ...state,
        loaded: true,
        nextCursor: event.nextCursor,
        items: items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true))),
      };
    }
    case "count":
      return { ...state, count: event.count };
  }
}
