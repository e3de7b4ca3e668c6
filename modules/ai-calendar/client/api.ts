"use client";

// Typed calls of AI calendar's API (issue 33), through its contracts (modules/ai-calendar/contracts.ts),
// and its live updates.
import { call, hrefOf } from "@/lib/client/api";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type * as contracts from "@/modules/ai-calendar/contracts";
import type { CreateEventInput, UpdateEventInput } from "@/modules/ai-calendar/schemas/events";
import type { EditScope } from "@/modules/ai-calendar/shared/types";

const events = "/api/v1/dashboard/{dashboardId}/ai-calendar/events" as const;

/** The tag of a calendar's layer reads: a layer module's room invalidates them. */
export const calendarLayersTag = (moduleId: string) => `ai-calendar-layers:${moduleId}`;

/** Body types as a client sends them (zod's input: defaults may be left out). */
export type NewEvent = Omit<CreateEventInput, "allDay"> & { allDay?: boolean };
export type EventChange = UpdateEventInput;

/** The module's reads, cached by route and input and tagged with the module (its room invalidates them). */
export const calendarQueries = {
  /** The occurrences overlapping [from, to) (ISO instants). */
  range: (moduleId: string, from: string, to: string) =>
    endpointQuery<typeof contracts.listEvents>(
      `GET ${events}`,
      { params: { dashboardId: moduleId }, query: { from, to } },
      [moduleTag(moduleId)],
    ),
  /**
   * The project's other modules' items overlapping [from, to) (task due dates, other calendars): read
   * again when this calendar's room or a layer's own room says something changed (calendarLayersTag).
   */
  layers: (moduleId: string, from: string, to: string) =>
    endpointQuery<typeof contracts.listLayers>(
      "GET /api/v1/ai-calendar/{moduleId}/layers",
      { params: { moduleId }, query: { from, to } },
      [moduleTag(moduleId), calendarLayersTag(moduleId)],
    ),
  feed: (moduleId: string) =>
    endpointQuery<typeof contracts.getFeed>(
      "GET /api/v1/ai-calendar/{moduleId}/feed",
      { params: { moduleId } },
      [moduleTag(moduleId)],
    ),
  people: (moduleId: string, q: string) =>
    endpointQuery<typeof contracts.listPeople>("GET /api/v1/ai-calendar/{moduleId}/people", {
      params: { moduleId },
      query: { q: q || undefined },
    }),
  event: (moduleId: string, eventId: string) =>
    endpointQuery<typeof contracts.getEvent>(
      `GET ${events}/{eventId}`,
      { params: { dashboardId: moduleId, eventId } },
      [moduleTag(moduleId)],
    ),
};

export const calendarApi = {
  create: (moduleId: string, body: NewEvent) =>
    call<typeof contracts.createEvent>(`POST ${events}`, {
      params: { dashboardId: moduleId },
      body: body as CreateEventInput,
    }),
  update: (moduleId: string, eventId: string, body: EventChange) =>
    call<typeof contracts.updateEvent>(`PATCH ${events}/{eventId}`, {
      params: { dashboardId: moduleId, eventId },
      body,
    }),
  remove: (moduleId: string, eventId: string, scope?: EditScope) =>
    call<typeof contracts.deleteEvent>(`DELETE ${events}/{eventId}`, {
      params: { dashboardId: moduleId, eventId },
      query: { scope },
    }),
};

export const calendarFiles = {
  createFeed: (moduleId: string) =>
    call<typeof contracts.createFeed>("POST /api/v1/ai-calendar/{moduleId}/feed", { params: { moduleId } }),
  revokeFeed: (moduleId: string) =>
    call<typeof contracts.revokeFeed>("DELETE /api/v1/ai-calendar/{moduleId}/feed", { params: { moduleId } }),
  importIcs: (moduleId: string, body: { ics: string; dryRun: boolean; duplicates: "skip" | "replace" }) =>
    call<typeof contracts.importCalendar>("POST /api/v1/ai-calendar/{moduleId}/import", {
      params: { moduleId },
      body,
    }),
  findTime: (
    moduleId: string,
    body: {
      userIds: string[];
      minutes: number;
      from: string;
      to: string;
      timeZone: string;
      includeTracked: boolean;
    },
  ) =>
    call<typeof contracts.findTime>("POST /api/v1/ai-calendar/{moduleId}/find-time", {
      params: { moduleId },
      body: { ...body, limit: 10 },
    }),
  /** The .ics download of the calendar, or of one event or its series. */
  exportHref: (moduleId: string, eventId?: string) =>
    hrefOf<typeof contracts.exportCalendar>("GET /api/v1/ai-calendar/{moduleId}/export", {
      params: { moduleId },
      query: { eventId },
    }),
};

/** Reads the module's ranges again when its room says events changed (another tab's or person's). */
export function useCalendarLive(moduleId: string): void {
  useRoomInvalidation(moduleId);
}

/** Reads a calendar's layers again when a layer's module (a task board, another calendar) changes. */
export function useLayerLive(calendarId: string, layerModuleId: string): void {
  useRoomInvalidation(layerModuleId, { filter: { tag: calendarLayersTag(calendarId) } });
}
