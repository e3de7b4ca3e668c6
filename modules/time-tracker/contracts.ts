// The time-tracker API (spec/work-management.md §7 Time tracker), declared once: served by the route
// files under app/api/v1/time-tracker and by the task timer's under
// app/api/v1/task-management/{moduleId}/tasks/{taskId}/timer (the time tracker's code on a task's
// path), called by modules/time-tracker/client. See lib/contracts/endpoint.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, noContent, rawResponse } from "@/lib/contracts/endpoint";
import { integrationEndpoints } from "@/lib/contracts/integrations";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  bulkEntriesSchema,
  createEntrySchema,
  createTagSchema,
  listEntriesQuerySchema,
  taskTimerEntryParamsSchema,
  taskTimerParamsSchema,
  taskTimerSchema,
  timeEntryParamsSchema,
  timeTrackerParamsSchema,
  updateEntrySchema,
} from "@/modules/time-tracker/schemas/time-tracker";
import {
  exportQuerySchema,
  reportQuerySchema,
  updateRatesSchema,
} from "@/modules/time-tracker/schemas/time-tracker-reports";
import { trackerTasksQuerySchema } from "@/modules/time-tracker/schemas/time-tracker-tasks";
import { timeRatesSchema } from "@/modules/time-tracker/shared/rates";
import { timeReportSchema } from "@/modules/time-tracker/shared/report-types";
import {
  bulkResultSchema,
  entryPageSchema,
  taskTimeSchema,
  timeEntryItemSchema,
  timeTagItemSchema,
  timeTrackerInfoSchema,
  trackerTaskPageSchema,
} from "@/modules/time-tracker/shared/types";

const base = "/api/v1/time-tracker/{moduleId}" as const;
const timer = "/api/v1/task-management/{moduleId}/tasks/{taskId}/timer" as const;

export const members = moduleMemberEndpoints("time-tracker");
export const integration = integrationEndpoints("time-tracker");

export const getTimeTracker = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The module, the caller's rights, its tags and the caller's running timer",
  params: timeTrackerParamsSchema,
  response: timeTrackerInfoSchema,
});

export const listEntries = defineEndpoint({
  method: "GET",
  path: `${base}/entry`,
  auth: "session",
  summary: "The caller's entries, newest first (cursor, limit, tz, tag, from, to), with their days' totals",
  params: timeTrackerParamsSchema,
  query: listEntriesQuerySchema,
  response: entryPageSchema,
});

export const createEntry = defineEndpoint({
  method: "POST",
  path: `${base}/entry`,
  auth: "session",
  summary: "Start the caller's timer (no end; 409 while one runs) or add a finished entry",
  params: timeTrackerParamsSchema,
  body: createEntrySchema,
  response: timeEntryItemSchema,
  status: 201,
});

export const bulkEntries = defineEndpoint({
  method: "PATCH",
  path: `${base}/entry`,
  auth: "session",
  summary: "Create, delete and update the caller's entries in one transaction",
  params: timeTrackerParamsSchema,
  body: bulkEntriesSchema,
  response: bulkResultSchema,
});

export const updateEntry = defineEndpoint({
  method: "PATCH",
  path: `${base}/entry/{entryId}`,
  auth: "session",
  summary: "Change fields of the caller's entry; {end} stops a running one",
  params: timeEntryParamsSchema,
  body: updateEntrySchema,
  response: timeEntryItemSchema,
});

export const deleteEntry = defineEndpoint({
  method: "DELETE",
  path: `${base}/entry/{entryId}`,
  auth: "session",
  summary: "Delete the caller's entry",
  params: timeEntryParamsSchema,
  response: noContent,
});

export const getRates = defineEndpoint({
  method: "GET",
  path: `${base}/rate`,
  auth: "session",
  summary: "The module's currency and hourly rate (people's own rates for its admins)",
  params: timeTrackerParamsSchema,
  response: timeRatesSchema,
});

export const updateRates = defineEndpoint({
  method: "PUT",
  path: `${base}/rate`,
  auth: "session",
  summary: "Set the currency, the module's rate and people's own rates (module admins)",
  params: timeTrackerParamsSchema,
  body: updateRatesSchema,
  response: timeRatesSchema,
});

export const getReport = defineEndpoint({
  method: "GET",
  path: `${base}/report`,
  auth: "session",
  summary:
    "Totals of a date range by day, week, member, task, tag or billable (from, to, tz, groupBy, member)",
  params: timeTrackerParamsSchema,
  query: reportQuerySchema,
  response: timeReportSchema,
});

export const exportReport = defineEndpoint({
  method: "GET",
  path: `${base}/report/export`,
  auth: "session",
  summary: "The range's entries as a CSV or XLSX download (format, from, to, tz, member)",
  params: timeTrackerParamsSchema,
  query: exportQuerySchema,
  response: rawResponse("text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
});

export const listTags = defineEndpoint({
  method: "GET",
  path: `${base}/tag`,
  auth: "session",
  summary: "The module's tags, by title",
  params: timeTrackerParamsSchema,
  response: z.array(timeTagItemSchema),
});

export const createTag = defineEndpoint({
  method: "POST",
  path: `${base}/tag`,
  auth: "session",
  summary: "A new tag {title} (409 when the title exists)",
  params: timeTrackerParamsSchema,
  body: createTagSchema,
  response: timeTagItemSchema,
  status: 201,
});

export const listTrackerTasks = defineEndpoint({
  method: "GET",
  path: `${base}/task`,
  auth: "session",
  summary: "Tasks of the integrated task modules the caller may read (search, limit, cursor)",
  params: timeTrackerParamsSchema,
  query: trackerTasksQuerySchema,
  response: trackerTaskPageSchema,
});

export const getTaskTime = defineEndpoint({
  method: "GET",
  path: timer,
  auth: "session",
  summary: "The task's time in the board's time tracker and the caller's running timer on it",
  params: taskTimerParamsSchema,
  response: taskTimeSchema,
});

export const startTaskTimer = defineEndpoint({
  method: "POST",
  path: timer,
  auth: "session",
  summary: "Start the caller's timer on the task {isBillable, description?, tags?} (409 while one runs)",
  params: taskTimerParamsSchema,
  body: taskTimerSchema,
  response: timeEntryItemSchema,
  status: 201,
});

export const stopTaskTimer = defineEndpoint({
  method: "PATCH",
  path: `${timer}/{entryId}`,
  auth: "session",
  summary: "Stop the caller's timer on the task {end}",
  params: taskTimerEntryParamsSchema,
  body: updateEntrySchema,
  response: timeEntryItemSchema,
});
