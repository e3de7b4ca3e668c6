// The visualization templates ('Add data visualization', issue 37): ready-made dashboards of charts
// over the report entities (lib/metrics/entities.ts), by the spec's categories. Texts are keys of the
// `dataVisualization.templates` namespace — the template's name and description, and each chart's
// name (translated when the template is used, so the charts are named in the person's language).
// Pure data; tests/unit/data-visualization-templates.test.ts checks every chart against the schema.
import type { DateBucket, ReportEntity } from "@/lib/metrics/entities";
import type { ChartProposal } from "@/modules/data-visualization/schemas/dashboards";
import type { ChartStyle } from "./chart";
import { NO_FILTERS, type Period } from "./filters";

export const TEMPLATE_CATEGORIES = ["recommended", "resourcing", "work-health", "progress"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface DashboardTemplate {
  id: string;
  category: TemplateCategory;
  /** Keys under `dataVisualization.templates`. */
  name: string;
  description: string;
  /** The charts in grid order; each `name` is a key under `dataVisualization.templates`. */
  charts: ChartProposal[];
}

function chart(
  name: string,
  style: ChartStyle,
  entity: ReportEntity,
  x: string,
  y: string,
  options: { bucket?: DateBucket; period?: Period; color?: string } = {},
): ChartProposal {
  return {
    name: `charts.${name}`,
    style,
    color: options.color ?? "primary",
    source: { type: "entity", entity, x, y, bucket: options.bucket ?? "week" },
    filters: { ...NO_FILTERS, period: options.period ?? "all" },
  };
}

const template = (
  id: string,
  category: TemplateCategory,
  key: string,
  charts: ChartProposal[],
): DashboardTemplate => ({
  id,
  category,
  name: `items.${key}.name`,
  description: `items.${key}.description`,
  charts,
});

export const DASHBOARD_TEMPLATES: readonly DashboardTemplate[] = [
  template("team-overview", "recommended", "teamOverview", [
    chart("tasksByStatus", "donut", "tasks", "task-status", "task-count"),
    chart("workloadByAssignee", "bar", "tasks", "assignee", "task-count", { color: "indigo" }),
    chart("tasksCreatedPerWeek", "line", "tasks", "date", "task-count", {
      period: "last-90-days",
      color: "teal",
    }),
    chart("hoursThisMonth", "metric", "time-entries", "date", "hours", {
      period: "this-month",
      color: "grape",
    }),
  ]),
  template("delivery-snapshot", "recommended", "deliverySnapshot", [
    chart("burnupLast30Days", "burnup", "tasks", "date", "task-count", { period: "last-30-days" }),
    chart("overdueVsOnTrack", "donut", "tasks", "completion-status", "task-count", { color: "orange" }),
    chart("cycleTimeByAssignee", "bar", "tasks", "assignee", "time-to-complete", { color: "cyan" }),
  ]),
  template("workspace-activity", "recommended", "workspaceActivity", [
    chart("meetingsPerWeek", "line", "meetings", "date", "meeting-count", { period: "last-90-days" }),
    chart("eventsByStatus", "donut", "events", "event-status", "event-count", { color: "violet" }),
    chart("filesByKind", "bar", "files", "files", "file-count", { color: "teal" }),
    chart("messagesPerWeek", "area", "chats", "date", "chat-count", {
      period: "last-90-days",
      color: "pink",
    }),
  ]),
  template("workload", "resourcing", "workload", [
    chart("workloadByAssignee", "bar", "tasks", "assignee", "task-count"),
    chart("hoursByPerson", "bar", "time-entries", "assignee", "hours", {
      period: "this-month",
      color: "grape",
    }),
    chart("cycleTimeByAssignee", "bar", "tasks", "assignee", "time-to-complete", { color: "cyan" }),
  ]),
  template("time-allocation", "resourcing", "timeAllocation", [
    chart("hoursByPerson", "bar", "time-entries", "assignee", "hours", { period: "this-month" }),
    chart("hoursByProject", "donut", "time-entries", "project", "hours", {
      period: "this-month",
      color: "teal",
    }),
    chart("billableHours", "donut", "time-entries", "billable", "hours", {
      period: "this-month",
      color: "green",
    }),
    chart("hoursPerWeek", "area", "time-entries", "date", "hours", {
      period: "last-90-days",
      color: "indigo",
    }),
  ]),
  template("meeting-load", "resourcing", "meetingLoad", [
    chart("meetingsPerPerson", "bar", "meetings", "assignee", "meeting-count"),
    chart("timeInMeetingsPerPerson", "bar", "meetings", "assignee", "time-on-meeting", { color: "orange" }),
    chart("eventsPerPerson", "bar", "events", "assignee", "event-count", { color: "violet" }),
    chart("meetingsPerWeek", "line", "meetings", "date", "meeting-count", {
      period: "last-90-days",
      color: "teal",
    }),
  ]),
  template("overdue-watch", "work-health", "overdueWatch", [
    chart("overdueVsOnTrack", "donut", "tasks", "completion-status", "task-count", { color: "orange" }),
    chart("tasksByStatus", "bar", "tasks", "task-status", "task-count"),
    chart("tasksByProject", "bar", "tasks", "project", "task-count", { color: "indigo" }),
  ]),
  template("cycle-time", "work-health", "cycleTime", [
    chart("averageCycleTime", "metric", "tasks", "date", "time-to-complete", { period: "last-30-days" }),
    chart("cycleTimeByAssignee", "bar", "tasks", "assignee", "time-to-complete", { color: "cyan" }),
    chart("cycleTimeByProject", "bar", "tasks", "project", "time-to-complete", { color: "teal" }),
  ]),
  template("intake-trend", "work-health", "intakeTrend", [
    chart("tasksCreatedPerWeek", "line", "tasks", "date", "task-count", { period: "last-90-days" }),
    chart("tasksCreatedPerDay", "bar", "tasks", "date", "task-count", {
      bucket: "day",
      period: "this-month",
      color: "teal",
    }),
    chart("tasksThisMonth", "metric", "tasks", "date", "task-count", {
      period: "this-month",
      color: "grape",
    }),
  ]),
  template("burnup", "progress", "burnup", [
    chart("burnupLast30Days", "burnup", "tasks", "date", "task-count", { period: "last-30-days" }),
    chart("burndownLast30Days", "burndown", "tasks", "date", "task-count", {
      period: "last-30-days",
      color: "orange",
    }),
    chart("completionStatus", "donut", "tasks", "completion-status", "task-count", { color: "teal" }),
  ]),
  template("sprint-burndown", "progress", "sprintBurndown", [
    chart("burndownThisWeek", "burndown", "tasks", "date", "task-count", { period: "this-week" }),
    chart("tasksByStatus", "bar", "tasks", "task-status", "task-count", { color: "indigo" }),
    chart("tasksThisWeek", "number", "tasks", "date", "task-count", { period: "this-week", color: "teal" }),
  ]),
  template("goals", "progress", "goals", [
    chart("goalsByStatus", "donut", "goals", "goal-status", "goal-count"),
    chart("goalProgressByOwner", "bar", "goals", "owner", "progress", { color: "teal" }),
    chart("goalCount", "number", "goals", "goal-status", "goal-count", { color: "grape" }),
    chart("goalProgressByStatus", "bar", "goals", "goal-status", "progress", { color: "orange" }),
  ]),
  template("feedback", "progress", "feedback", [
    chart("responsesPerWeek", "line", "form-responses", "date", "response-count", { period: "last-90-days" }),
    chart("responsesByForm", "bar", "form-responses", "forms", "response-count", { color: "teal" }),
    chart("responsesThisMonth", "metric", "form-responses", "date", "response-count", {
      period: "this-month",
      color: "grape",
    }),
  ]),
];

/** The templates a search keeps: those whose translated name or description holds every word of it. */
export function searchTemplates(
  templates: readonly DashboardTemplate[],
  query: string,
  text: (template: DashboardTemplate) => string,
): DashboardTemplate[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...templates];
  return templates.filter((template) => {
    const haystack = text(template).toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
