// AI calendar's API (issue 33), declared once (lib/contracts/endpoint.ts): served by the route files
// under app/api/v1/ai-calendar and app/api/v1/dashboard/[dashboardId]/ai-calendar (the spec's paths,
// the dashboard being the calendar module), called through `call` (lib/client/api.ts).
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import {
  createEventSchema,
  dashboardParamsSchema,
  deleteEventQuerySchema,
  eventParamsSchema,
  rangeQuerySchema,
  updateEventSchema,
} from "@/modules/ai-calendar/schemas/events";
import {
  aiCalendarInfoSchema,
  calendarEventSchema,
  eventRangeSchema,
} from "@/modules/ai-calendar/shared/types";

const events = "/api/v1/dashboard/{dashboardId}/ai-calendar/events" as const;

export const members = moduleMemberEndpoints("ai-calendar");

export const getAiCalendar = defineEndpoint({
  method: "GET",
  path: "/api/v1/ai-calendar/{moduleId}",
  auth: "session",
  summary: "The module, its project and what the caller may do in it",
  params: moduleParamsSchema,
  response: aiCalendarInfoSchema,
});

export const listEvents = defineEndpoint({
  method: "GET",
  path: events,
  auth: "session",
  summary:
    "The occurrences overlapping [from, to) (at most 93 days), by start: single events, each series expanded, its exceptions in place",
  params: dashboardParamsSchema,
  query: rangeQuerySchema,
  response: eventRangeSchema,
});

export const createEvent = defineEndpoint({
  method: "POST",
  path: events,
  auth: "session",
  summary: "Create an event, or a series with `rule` (RFC 5545 RRULE)",
  params: dashboardParamsSchema,
  body: createEventSchema,
  response: calendarEventSchema,
  status: 201,
});

export const getEvent = defineEndpoint({
  method: "GET",
  path: `${events}/{eventId}`,
  auth: "session",
  summary: "An event, a series (its first occurrence) or one occurrence (`{seriesId}_{yyyymmddThhmmssZ}`)",
  params: eventParamsSchema,
  response: calendarEventSchema,
});

export const updateEvent = defineEndpoint({
  method: "PATCH",
  path: `${events}/{eventId}`,
  auth: "session",
  summary:
    "Change an event; for an occurrence of a series, `scope` says which: this one, this and the following ones, or all",
  params: eventParamsSchema,
  body: updateEventSchema,
  response: calendarEventSchema,
});

export const deleteEvent = defineEndpoint({
  method: "DELETE",
  path: `${events}/{eventId}`,
  auth: "session",
  summary: "Delete an event, or of a series this occurrence, this and the following ones, or all (`scope`)",
  params: eventParamsSchema,
  query: deleteEventQuerySchema,
  response: z.object({ id: z.string() }),
});
