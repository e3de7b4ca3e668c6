"use client";

import { useEffect } from "react";
import { call } from "@/lib/client/api";
import { queryCache } from "@/lib/client/query/cache";
import { customQuery, endpointQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type * as endpoints from "@/lib/contracts/inbox";
import { withSocket } from "@/lib/client/socket";
import { NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT } from "@/lib/inbox/constants";
import { inboxListParams, type InboxListQuery } from "@/lib/inbox/filters";
import type { NotificationEventPayload, NotificationItem, NotificationsReadPayload } from "@/lib/inbox/types";
import { applyInboxEvent, type InboxItem, type InboxState } from "@/lib/inbox/inbox-state";

export type { InboxListQuery } from "@/lib/inbox/filters";

/** The inbox page's list, a cached query (lib/client/query). */
export const inboxListQuery = (query: InboxListQuery) =>
  endpointQuery<typeof endpoints.listNotifications>("GET /api/v1/notifications", {
    query: inboxListParams(query),
  });

/** Typed calls of the inbox API (the active workspace's). */
export const notificationApi = {
  list: (query: InboxListQuery) =>
    call<typeof endpoints.listNotifications>("GET /api/v1/notifications", { query: inboxListParams(query) }),
  mark: (id: string, read: boolean) =>
    call<typeof endpoints.markNotification>("PATCH /api/v1/notifications/{notificationId}", {
      params: { notificationId: id },
      body: { read },
    }),
  readAll: () => call<typeof endpoints.markAllNotificationsRead>("POST /api/v1/notifications/read-all", {}),
};

// The tab's inbox for the bell (count, the popover's first pages), one cached query: its read
// brings the unread count; the popover's pages and the live feed are applied to it.
const EMPTY_INBOX: InboxState = { count: null, items: [], nextCursor: null, loaded: false };
const liveListeners = new Set<(item: InboxItem) => void>();

const inboxQuery = customQuery(["inbox"], async (signal): Promise<InboxState> => {
  const { count } = await call<typeof endpoints.unreadNotificationCount>(
    "GET /api/v1/notifications/unread-count",
    {},
    { signal },
  );
  return applyInboxEvent(inboxState(), { type: "count", count });
});

export function inboxState(): InboxState {
  return queryCache.snapshot<InboxState>(inboxQuery.key).data ?? EMPTY_INBOX;
}

export function setInboxState(update: (current: InboxState) => InboxState): void {
  queryCache.setData<InboxState>(inboxQuery.key, (current) => update(current ?? EMPTY_INBOX));
}

/**
 * The inbox; its unread count is read once per tab, for the active workspace (`workspaceId`), and
 * kept by the live feed after that.
 */
export function useInboxState(workspaceId: string | null): InboxState {
  const counted = inboxState().count !== null;
  const query = useQuery(inboxQuery, { enabled: workspaceId !== null, staleTime: counted ? Infinity : 0 });
  return query.data ?? EMPTY_INBOX;
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
          setInboxState((state) => applyInboxEvent(state, { type: "created", item }));
          for (const listener of liveListeners) listener(item);
        };
        const read = (payload: NotificationsReadPayload) => {
          if (payload.workspaceId !== workspaceId) return;
          setInboxState((state) =>
            applyInboxEvent(state, { type: "read", ids: payload.ids, unread: payload.unread }),
          );
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
  setInboxState((state) => applyInboxEvent(state, { type: "read", ids: [item.id], unread: null, read }));
  const answer = await notificationApi.mark(item.id, read);
  setInboxState((state) => ({ ...state, count: answer.unread }));
}
