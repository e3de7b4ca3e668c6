// AI calendar's API (issue 33), declared once (lib/contracts/endpoint.ts): served by the route files
// under app/api/v1/ai-calendar and app/api/v1/dashboard/[dashboardId]/ai-calendar (the spec's paths,
// the dashboard being the calendar module), called through `call` (lib/client/api.ts).
import * as z from "@/lib/zod";
import { defineEndpoint, okSchema, rawResponse } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { datedLayerSchema } from "@/lib/modules/dated";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import {
  createEventSchema,
  dashboardParamsSchema,
  deleteEventQuerySchema,
  eventParamsSchema,
  exportQuerySchema,
  feedParamsSchema,
  findTimeSchema,
  importSchema,
  peopleQuerySchema,
  rangeQuerySchema,
  updateEventSchema,
} from "@/modules/ai-calendar/schemas/events";
import {
  aiCalendarInfoSchema,
  calendarEventSchema,
  calendarFeedLinkSchema,
  calendarFeedSchema,
  calendarPersonSchema,
  eventRangeSchema,
  freeSlotsSchema,
  importAnswerSchema,
} from "@/modules/ai-calendar/schemas/answers";

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

// iCalendar: the private feed, the export and the import ------------------------------------------------

const feed = "/api/v1/ai-calendar/{moduleId}/feed" as const;

export const getFeed = defineEndpoint({
  method: "GET",
  path: feed,
  auth: "session",
  summary:
    "Whether the caller has a private subscription address for the calendar, and when it was last read",
  params: moduleParamsSchema,
  response: calendarFeedSchema,
});

export const createFeed = defineEndpoint({
  method: "POST",
  path: feed,
  auth: "session",
  summary: "A new private subscription address (shown once; the previous one stops working)",
  params: moduleParamsSchema,
  response: calendarFeedLinkSchema,
  status: 201,
});

export const revokeFeed = defineEndpoint({
  method: "DELETE",
  path: feed,
  auth: "session",
  summary: "The caller's subscription address stops working",
  params: moduleParamsSchema,
  response: okSchema,
});

export const readFeed = defineEndpoint({
  method: "GET",
  path: "/api/v1/ai-calendar/feed/{token}",
  auth: "public",
  summary:
    "The calendar as iCalendar (RFC 5545) for Google, Apple or Outlook to subscribe to, as its owner may see it; the token is the secret",
  params: feedParamsSchema,
  response: rawResponse("text/calendar"),
});

export const exportCalendar = defineEndpoint({
  method: "GET",
  path: "/api/v1/ai-calendar/{moduleId}/export",
  auth: "session",
  summary: "The calendar as an .ics file, or one event or series of it (`eventId`)",
  params: moduleParamsSchema,
  query: exportQuerySchema,
  response: rawResponse("text/calendar"),
});

export const importCalendar = defineEndpoint({
  method: "POST",
  path: "/api/v1/ai-calendar/{moduleId}/import",
  auth: "session",
  summary:
    "An .ics file's events: a preview (`dryRun`) or added; a UID the calendar has is skipped or, with `duplicates: replace`, replaced",
  params: moduleParamsSchema,
  body: importSchema,
  response: importAnswerSchema,
});

export const findTime = defineEndpoint({
  method: "POST",
  path: "/api/v1/ai-calendar/{moduleId}/find-time",
  auth: "session",
  summary:
    "The next times within working hours when all the people asked are free (their events in every calendar, optionally their tracked time)",
  params: moduleParamsSchema,
  body: findTimeSchema,
  response: freeSlotsSchema,
});

export const listPeople = defineEndpoint({
  method: "GET",
  path: "/api/v1/ai-calendar/{moduleId}/people",
  auth: "session",
  summary: "The people who can open the calendar, by name (at most 20); q narrows by name or e-mail",
  params: moduleParamsSchema,
  query: peopleQuerySchema,
  response: z.array(calendarPersonSchema),
});

export const listLayers = defineEndpoint({
  method: "GET",
  path: "/api/v1/ai-calendar/{moduleId}/layers",
  auth: "session",
  summary:
    "What the project's other modules the caller may read have in [from, to) (at most 93 days): task due dates, other calendars' events; each module a layer of at most 500 items",
  params: moduleParamsSchema,
  query: rangeQuerySchema,
  response: z.array(datedLayerSchema),
});
