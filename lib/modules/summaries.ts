// What a module's grid card shows (the grid as a dashboard): each kind registers a small live
// summary (`summarize` in its modules/<segment>/kind.server.ts on the server, components/modules/summaries on
// the client). Kinds without one show their catalog description. The schemas are the summary
// endpoint's answer (lib/contracts/modules.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { metricPointSchema } from "@/lib/metrics/entities";

/** Task management: open and overdue top-level tasks, done ones (this week too), for a progress bar. */
export const taskManagementSummarySchema = z.object({
  tag: z.literal("TaskManagement"),
  open: z.number(),
  overdue: z.number(),
  done: z.number(),
  doneThisWeek: z.number(),
  total: z.number(),
});
export type TaskManagementSummary = z.output<typeof taskManagementSummarySchema>;

/** Notification: its channels and campaigns, messages sent by their latest runs, the last run. */
export const notificationSummarySchema = z.object({
  tag: z.literal("Notification"),
  channels: z.number(),
  campaigns: z.number(),
  /** Campaigns sending now (a run in progress). */
  sending: z.number(),
  sent: z.number(),
  lastRunAt: z.nullable(isoDate),
});
export type NotificationSummary = z.output<typeof notificationSummarySchema>;

/** Time tracker: the last 7 days' tracked time (and billable part), who tracked, timers running now. */
export const timeTrackerSummarySchema = z.object({
  tag: z.literal("TimeTracker"),
  weekSeconds: z.number(),
  billableSeconds: z.number(),
  people: z.number(),
  running: z.number(),
});
export type TimeTrackerSummary = z.output<typeof timeTrackerSummarySchema>;

/**
 * Online chat, for the viewer: their conversations, their unread messages (each conversation's
 * counted up to 100) and the latest messages of their most recent conversations (at most 3).
 */
export const onlineChatSummarySchema = z.object({
  tag: z.literal("OnlineChat"),
  conversations: z.number(),
  unread: z.number(),
  latest: z.array(
    z.object({
      conversationId: z.string(),
      /** A channel's name; null for a direct conversation (shown by its author). */
      channel: z.nullable(z.string()),
      authorName: z.nullable(z.string()),
      /** The message's first 120 characters. */
      excerpt: z.string(),
      createdAt: isoDate,
      unread: z.boolean(),
    }),
  ),
});
export type OnlineChatSummary = z.output<typeof onlineChatSummarySchema>;

/**
 * AI calendar, for the viewer: how many occurrences start in the next seven days, and the next three
 * (someone else's busy-only event as `restricted`, without its title: the card says "Busy").
 */
export const aiCalendarSummarySchema = z.object({
  tag: z.literal("AICalendar"),
  week: z.number(),
  next: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      color: z.string(),
      startDate: isoDate,
      endDate: isoDate,
      allDay: z.boolean(),
      restricted: z.boolean(),
    }),
  ),
});
export type AiCalendarSummary = z.output<typeof aiCalendarSummarySchema>;

/**
 * Meeting room, for the viewer: how many meetings start in the next seven days, and the next one (or
 * the one going on), with its link to the details and to its call.
 */
export const meetingRoomSummarySchema = z.object({
  tag: z.literal("MeetingRoom"),
  week: z.number(),
  next: z.nullable(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: isoDate,
      endDate: isoDate,
      /** The page of its 'Meeting details' (a path of this site). */
      href: z.string(),
      /** Going on when the card was read. */
      live: z.boolean(),
      /** Its call (/meet/{token}, a path of this site). */
      joinHref: z.string(),
    }),
  ),
});
export type MeetingRoomSummary = z.output<typeof meetingRoomSummarySchema>;

/**
 * File management: the bytes the workspace stores of its limit, and the module's files changed last
 * (at most three, not in the trash), each opening its preview on the module's page.
 */
export const fileManagementSummarySchema = z.object({
  tag: z.literal("FileManagement"),
  used: z.number(),
  limit: z.number(),
  recent: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contentType: z.nullable(z.string()),
      updatedAt: isoDate,
      /** The module's page with the file's folder open (a path of this site). */
      href: z.string(),
    }),
  ),
});
export type FileManagementSummary = z.output<typeof fileManagementSummarySchema>;

/**
 * Data visualization: how many visualizations the module has, and the one changed last with its
 * cover chart's points as the viewer may read them (a thumbnail; null when it has no chart, or its
 * chart reads an external database, which the grid does not wait for).
 */
export const dataVisualizationSummarySchema = z.object({
  tag: z.literal("DataVisualization"),
  dashboards: z.number(),
  latest: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      updatedAt: isoDate,
      /** The visualization's page (a path of this site). */
      href: z.string(),
      cover: z.nullable(
        z.object({
          name: z.string(),
          /** A chart style of the kind (modules/data-visualization/shared/chart.ts CHART_STYLES). */
          style: z.string(),
          color: z.string(),
          points: z.array(metricPointSchema),
        }),
      ),
    }),
  ),
});
export type DataVisualizationSummary = z.output<typeof dataVisualizationSummarySchema>;

/**
 * Workflow automation: how many automations the module has and how many run (deployed and on), its
 * runs of the last 24 hours completed and failed, and the latest failed run (opening its automation's
 * runs) when one failed in that time.
 */
export const workflowAutomationSummarySchema = z.object({
  tag: z.literal("WorkflowAutomation"),
  automations: z.number(),
  active: z.number(),
  completed: z.number(),
  failed: z.number(),
  lastFailure: z.nullable(
    z.object({
      name: z.string(),
      at: isoDate,
      /** 'Automation instances' of its automation (a path of this site). */
      href: z.string(),
    }),
  ),
});
export type WorkflowAutomationSummary = z.output<typeof workflowAutomationSummarySchema>;

/** One card's summary: the kind's own shape, told apart by `tag`. */
export const moduleSummarySchema = z.discriminatedUnion("tag", [
  taskManagementSummarySchema,
  notificationSummarySchema,
  timeTrackerSummarySchema,
  onlineChatSummarySchema,
  aiCalendarSummarySchema,
  meetingRoomSummarySchema,
  fileManagementSummarySchema,
  dataVisualizationSummarySchema,
  workflowAutomationSummarySchema,
]);
export type ModuleSummary = z.output<typeof moduleSummarySchema>;

/** GET /workspaces/module/project/{projectId}/summary: by module id, for the modules that have one. */
export const gridSummariesSchema = z.record(z.string(), moduleSummarySchema);
export type GridSummaries = z.output<typeof gridSummariesSchema>;

/** The start of the ISO week (Monday 00:00) of `now` in UTC. */
export function weekStart(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}
