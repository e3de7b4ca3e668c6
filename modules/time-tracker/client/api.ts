"use client";

// Typed calls of the time tracker's API (spec/work-management.md §7 Time tracker) and its live event.
import { useEffect, useRef } from "react";
import { api, ApiError, clientId } from "@/lib/client/api";
import { withSocket } from "@/lib/client/socket";
import type * as z from "@/lib/zod";
import type {
  bulkEntriesSchema,
  createEntrySchema,
  updateEntrySchema,
} from "@/modules/time-tracker/schemas/time-tracker";
import {
  TIME_ENTRIES_EVENT,
  type BulkResult,
  type EntryPage,
  type RunningEntry,
  type TimeEntriesEvent,
  type TimeEntryItem,
  type TimeTagItem,
  type TimeTrackerInfo,
  type TrackerTaskPage,
} from "@/modules/time-tracker/shared/types";

/** What the client sends (instants as ISO strings; the server parses them). */
export type CreateEntryBody = z.input<typeof createEntrySchema>;
export type UpdateEntryBody = z.input<typeof updateEntrySchema>;
export type BulkEntriesBody = z.input<typeof bulkEntriesSchema>;

export interface EntryQuery {
  cursor?: string | null;
  limit?: number;
  /** The IANA time zone the day totals are counted in. */
  tz: string;
  tag?: string | null;
  /** Only entries that start in [from, to) (ISO instants: a timesheet's week). */
  from?: string | null;
  to?: string | null;
}

const base = (moduleId: string) => `/time-tracker/${moduleId}`;
const entryPath = (moduleId: string, entryId: string) => `${base(moduleId)}/entry/${entryId}`;

function entryQuery(query: EntryQuery): string {
  const params = new URLSearchParams({ tz: query.tz });
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.limit) params.set("limit", String(query.limit));
  if (query.tag) params.set("tag", query.tag);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  return params.toString();
}

/** GET /time-tracker/{id}/task's query: a title or key search, and the page. */
export interface TrackerTaskQuery {
  search?: string | null;
  cursor?: string | null;
  limit?: number;
}

function trackerTaskQuery(query: TrackerTaskQuery): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set("search", query.search.trim());
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.limit) params.set("limit", String(query.limit));
  return params.toString();
}

export const timeTrackerApi = {
  info: (moduleId: string) => api<TimeTrackerInfo>(base(moduleId)),
  entries: (moduleId: string, query: EntryQuery, signal?: AbortSignal) =>
    api<EntryPage>(`${base(moduleId)}/entry?${entryQuery(query)}`, { signal }),
  /** Without `end` this starts the caller's timer (409 while another runs: see `runningOfConflict`). */
  createEntry: (moduleId: string, body: CreateEntryBody) =>
    api<TimeEntryItem>(`${base(moduleId)}/entry`, { method: "POST", body }),
  updateEntry: (moduleId: string, entryId: string, body: UpdateEntryBody) =>
    api<TimeEntryItem>(entryPath(moduleId, entryId), { method: "PATCH", body }),
  /** Stops a running entry now (in the entry's own module). */
  stopEntry: (moduleId: string, entryId: string) =>
    api<TimeEntryItem>(entryPath(moduleId, entryId), {
      method: "PATCH",
      body: { end: new Date().toISOString() } satisfies UpdateEntryBody,
    }),
  deleteEntry: (moduleId: string, entryId: string) =>
    api<null>(entryPath(moduleId, entryId), { method: "DELETE" }),
  /** Creates, deletes and updates in one transaction: all or nothing. */
  bulk: (moduleId: string, body: BulkEntriesBody) =>
    api<BulkResult>(`${base(moduleId)}/entry`, { method: "PATCH", body }),
  tags: (moduleId: string) => api<TimeTagItem[]>(`${base(moduleId)}/tag`),
  createTag: (moduleId: string, title: string) =>
    api<TimeTagItem>(`${base(moduleId)}/tag`, { method: "POST", body: { title } }),
  /** A page of the integrated task modules' tasks the caller may read (the timer bar's picker). */
  tasks: (moduleId: string, query: TrackerTaskQuery = {}, signal?: AbortSignal) =>
    api<TrackerTaskPage>(`${base(moduleId)}/task?${trackerTaskQuery(query)}`, { signal }),
};

function isRunningEntry(value: unknown): value is RunningEntry {
  if (!value || typeof value !== "object") return false;
  const { entry, module } = value as { entry?: unknown; module?: unknown };
  return (
    !!entry &&
    typeof entry === "object" &&
    typeof (entry as { id?: unknown }).id === "string" &&
    !!module &&
    typeof module === "object" &&
    typeof (module as { id?: unknown }).id === "string"
  );
}

/** The timer that blocked a start (the 409 TimerRunningError's `running`), else null. */
export function runningOfConflict(error: unknown): RunningEntry | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const running = (error.body as { running?: unknown } | null | undefined)?.running;
  return isRunningEntry(running) ? running : null;
}

/**
 * Listens to the caller's user room for changes of their entries made elsewhere (other tabs and
 * devices; this tab's own echoes are skipped, it applied them already). `onReconnect` runs after a
 * lost connection comes back: events may have been missed, reload. `onJoin` runs when the socket
 * first connects after the page was rendered (a change made in between was not heard).
 */
export function useTimeEntriesEvents(
  onEvent: (event: TimeEntriesEvent) => void,
  onReconnect: () => void,
  onJoin?: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect, onJoin });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect, onJoin };
  });
  useEffect(
    () =>
      withSocket((socket) => {
        const own = clientId();
        const receive = (event: TimeEntriesEvent) => {
          if (event.clientId !== own) handlers.current.onEvent(event);
        };
        const reconnect = () => handlers.current.onReconnect();
        let joined = socket.connected;
        const join = () => {
          if (!joined) handlers.current.onJoin?.();
          joined = true;
        };
        socket.on(TIME_ENTRIES_EVENT, receive);
        socket.on("connect", join);
        socket.io.on("reconnect", reconnect);
        return () => {
          socket.off(TIME_ENTRIES_EVENT, receive);
          socket.off("connect", join);
          socket.io.off("reconnect", reconnect);
        };
      }),
    [],
  );
}
