"use client";

import { useEffect, useSyncExternalStore } from "react";
import { call } from "@/lib/client/api";
import type * as endpoints from "@/lib/contracts/inbox";
import { withSocket } from "@/lib/client/socket";
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATIONS_READ_EVENT,
  type NotificationKind,
} from "@/lib/inbox/constants";
import type { NotificationEventPayload, NotificationItem, NotificationsReadPayload } from "@/lib/inbox/types";
import { applyInboxEvent, type InboxItem, type InboxState } from "@/lib/inbox/inbox-state";

/** Typed calls of the inbox API (the active workspace's). */
export const notificationApi = {
  list: (query: {
    cursor?: string | null;
    unread?: boolean;
    kind?: NotificationKind | null;
    limit?: number;
  }) =>
    call<typeof endpoints.listNotifications>("GET /api/v1/notifications", {
      query: {
        limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
        cursor: query.cursor ?? undefined,
        unread: query.unread ? "true" : undefined,
        kind: query.kind ?? undefined,
      },
    }),
  unreadCount: () =>
    call<typeof endpoints.unreadNotificationCount>("GET /api/v1/notifications/unread-count", {}),
  mark: (id: string, read: boolean) =>
    call<typeof endpoints.markNotification>("PATCH /api/v1/notifications/{notificationId}", {
      params: { notificationId: id },
      body: { read },
    }),
  readAll: () => call<typeof endpoints.markAllNotificationsRead>("POST /api/v1/notifications/read-all", {}),
};

// One store per tab for the bell (count, the popover's first pages) and the live feed.
let state: InboxState = { count: null, items: [], nextCursor: null, loaded: false };
const listeners = new Set<() => void>();
const liveListeners = new Set<(item: InboxItem) => void>();

function set(next: InboxState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function inboxState(): InboxState {
  return state;
}

export function setInboxState(update: (current: InboxState) => InboxState): void {
  set(update(state));
}

export function useInboxState(): InboxState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Calls `listener` for each notification that arrives live (the bell shows a toast). */
export function onLiveNotification(listener: (item: InboxItem) => void): () => void {
  liveListeners.add(listener);
  return () => void liveListeners.delete(listener);
}

let subscribers = 0;
let undoSocket: (() => void) | null = null;

/**
 * Keeps the tab's inbox live while some view uses it: new notifications and reads done in other
 * tabs of the active workspace (`workspaceId`) arrive over the user's socket room.
 */
export function useLiveInbox(workspaceId: string | null): void {
  useEffect(() => {
    if (!workspaceId) return;
    subscribers += 1;
    if (subscribers === 1) {
      undoSocket = withSocket((socket) => {
        const created = (payload: NotificationEventPayload) => {
          if (payload.workspaceId !== workspaceId) return;
          const { workspaceId: _workspace, ...item } = payload;
          void _workspace;
          set(applyInboxEvent(state, { type: "created", item }));
          for (const listener of liveListeners) listener(item);
        };
        const read = (payload: NotificationsReadPayload) => {
          if (payload.workspaceId !== workspaceId) return;
          set(applyInboxEvent(state, { type: "read", ids: payload.ids, unread: payload.unread }));
        };
        socket.on(NOTIFICATION_EVENT, created);
        socket.on(NOTIFICATIONS_READ_EVENT, read);
        return () => {
          socket.off(NOTIFICATION_EVENT, created);
          socket.off(NOTIFICATIONS_READ_EVENT, read);
        };
      });
    }
    return () => {
      subscribers -= 1;
      if (subscribers === 0) {
        undoSocket?.();
        undoSocket = null;
      }
    };
  }, [workspaceId]);
}

/** Marks one read or unread here and on the server; answers the new unread count. */
export async function markNotification(item: NotificationItem | InboxItem, read: boolean): Promise<void> {
  set(applyInboxEvent(state, { type: "read", ids: [item.id], unread: null, read }));
  const answer = await notificationApi.mark(item.id, read);
  set({ ...state, count: answer.unread });
}
