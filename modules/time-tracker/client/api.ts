"use client";

// Typed calls of the time tracker's API (spec/work-management.md §7 Time tracker) and its live event.
import { useEffect, useRef } from "react";
import { ApiError, call, clientId } from "@/lib/client/api";
import { withSocket } from "@/lib/client/socket";
import type * as z from "@/lib/zod";
import type * as contracts from "@/modules/time-tracker/contracts";
import type {
  bulkEntriesSchema,
  createEntrySchema,
  updateEntrySchema,
} from "@/modules/time-tracker/schemas/time-tracker";
import {
  TIME_ENTRIES_EVENT,
  type RunningEntry,
  type TimeEntriesEvent,
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

/** GET /time-tracker/{id}/task's query: a title or key search, and the page. */
export interface TrackerTaskQuery {
  search?: string | null;
  cursor?: string | null;
  limit?: number;
}

const inModule = (moduleId: string) => ({ params: { moduleId } });
const entry = (moduleId: string, entryId: string) => ({ params: { moduleId, entryId } });

export const timeTrackerApi = {
  info: (moduleId: string) =>
    call<typeof contracts.getTimeTracker>("GET /api/v1/time-tracker/{moduleId}", inModule(moduleId)),
  entries: (moduleId: string, query: EntryQuery, signal?: AbortSignal) =>
    call<typeof contracts.listEntries>(
      "GET /api/v1/time-tracker/{moduleId}/entry",
      {
        ...inModule(moduleId),
        query: {
          tz: query.tz,
          cursor: query.cursor ?? undefined,
          limit: query.limit || undefined,
          tag: query.tag ?? undefined,
          from: query.from ?? undefined,
          to: query.to ?? undefined,
        },
      },
      { signal },
    ),
  /** Without `end` this starts the caller's timer (409 while another runs: see `runningOfConflict`). */
  createEntry: (moduleId: string, body: CreateEntryBody) =>
    call<typeof contracts.createEntry>("POST /api/v1/time-tracker/{moduleId}/entry", {
      ...inModule(moduleId),
      body,
    }),
  updateEntry: (moduleId: string, entryId: string, body: UpdateEntryBody) =>
    call<typeof contracts.updateEntry>("PATCH /api/v1/time-tracker/{moduleId}/entry/{entryId}", {
      ...entry(moduleId, entryId),
      body,
    }),
  /** Stops a running entry now (in the entry's own module). */
  stopEntry: (moduleId: string, entryId: string) =>
    call<typeof contracts.updateEntry>("PATCH /api/v1/time-tracker/{moduleId}/entry/{entryId}", {
      ...entry(moduleId, entryId),
      body: { end: new Date().toISOString() },
    }),
  deleteEntry: async (moduleId: string, entryId: string): Promise<void> => {
    await call<typeof contracts.deleteEntry>(
      "DELETE /api/v1/time-tracker/{moduleId}/entry/{entryId}",
      entry(moduleId, entryId),
    );
  },
  /** Creates, deletes and updates in one transaction: all or nothing. */
  bulk: (moduleId: string, body: BulkEntriesBody) =>
    call<typeof contracts.bulkEntries>("PATCH /api/v1/time-tracker/{moduleId}/entry", {
      ...inModule(moduleId),
      body,
    }),
  tags: (moduleId: string) =>
    call<typeof contracts.listTags>("GET /api/v1/time-tracker/{moduleId}/tag", inModule(moduleId)),
  createTag: (moduleId: string, title: string) =>
    call<typeof contracts.createTag>("POST /api/v1/time-tracker/{moduleId}/tag", {
      ...inModule(moduleId),
      body: { title },
    }),
  /** A page of the integrated task modules' tasks the caller may read (the timer bar's picker). */
  tasks: (moduleId: string, query: TrackerTaskQuery = {}, signal?: AbortSignal) =>
    call<typeof contracts.listTrackerTasks>(
      "GET /api/v1/time-tracker/{moduleId}/task",
      {
        ...inModule(moduleId),
        query: {
          search: query.search?.trim() || undefined,
          cursor: query.cursor ?? undefined,
          limit: query.limit || undefined,
        },
      },
      { signal },
    ),
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
 * lost connection comes back: events may have been missed, reload. `onJoin` runs once the room is
 * heard — when the socket first connects after the page was rendered, or at once when it is
 * connected already (a change made since the page's data was read was not heard).
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
        if (joined) handlers.current.onJoin?.();
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
