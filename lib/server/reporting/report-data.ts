import "server-only";
/**
 * GET /reports/{reportId}/data: the figures of My impact, My organization or a saved custom report
 * (issue 14), computed by PostgreSQL from the real work: the task boards, their activity log and the
 * time trackers. Only the widgets asked for are computed, in a few statements run in parallel.
 *
 * Data rules
 * - Visibility. Tasks: only those of boards the viewer may read (readableBoardsSql: the module
 *   gate's read rule for lists — a private project's or module's work never counts for someone who
 *   cannot open it). Time: entries of time trackers the viewer may read, and of other people only
 *   where the tracker's own reports show them to the viewer (they manage its members: workspace
 *   owner/admin, or admin of its project or of the module, with a role that writes); elsewhere only
 *   the viewer's own entries. In My impact the viewer's own entries count in every time tracker of
 *   the workspace (it is their own time). A saved report shows each viewer only what they may see.
 * - Work items are top-level tasks: subtasks are steps of their task (counting them would weigh a
 *   task split into ten subtasks as eleven deliveries). Every figure about items (completed,
 *   throughput, on time, cycle time, cumulative flow, overdue, workload) counts top-level tasks
 *   only; actions (activity) and time count wherever they happened, subtasks included.
 * - Status. A column's status is its rank on its board by (order, id), as the board shows it: the
 *   first column todo, the last done, those between work in progress (lib/reporting/cycle-time.ts
 *   columnStatus). A task's status now (done, open) follows today's ranks; its start was judged by
 *   the ranks of the moment it happened (a column reordered later does not rewrite it).
 * - Where a task stands is kept on its row by every statement that changes its column (creation,
 *   moves, a column's deletion; prisma/migrations/*_task_column_since): `columnSince`, when it
 *   entered its column (its creation, or its last move to another column; a move within the column
 *   keeps it), `columnSinceById`, who created or moved it there, and `startedAt`, its first entry
 *   into a column that was work in progress at that moment (its creation, when created in one).
 * - Done. A task is done when it sits in its board's last column; it got there at `columnSince`.
 *   A deleted task takes its history with it and counts nowhere, at any date.
 * - Cycle time: from `startedAt` to done; a task that went from todo straight to done has none.
 *   Summaries are the count, the median and the 85th percentile (PostgreSQL's percentile_cont:
 *   linear interpolation, as lib/reporting/stats.ts percentile) of the tasks done in the period.
 *   (lib/reporting/cycle-time.ts taskTiming is the same rule over a task's status entries.)
 * - Members. Open work belongs to its assignees; done work to its assignees or, when it has none,
 *   to the person who moved it to done (created it there: `columnSinceById`). A member filter keeps
 *   the tasks of those members.
 * - Days and weeks are calendar days and ISO weeks (Monday to Sunday, `YYYY-Www`) in the report's
 *   IANA zone (`zone`, else the user's saved time zone, else UTC); the period's local midnights are
 *   turned into UTC instants once per statement, so rows are filtered by plain index bounds. A
 *   period is at most REPORT_PERIOD_MAX_DAYS days; by default the 90 days ending today.
 * - My impact: tasks completed per week (done in the period, assigned to the viewer or, when
 *   unassigned, moved to done by them), their on-time rate (done on or before the due day; those
 *   without a due date counted apart), the viewer's time (billable / non-billable, per week) and the
 *   viewer's actions in the activity log of readable boards, by type.
 * - My organization (optional memberIds / projectIds): throughput per week, cycle time, cumulative
 *   flow (tasks per column name at the end of each day, replayed from creations and moves; columns of
 *   the same name on several boards add up), overdue trend (see task-figures.ts for its
 *   approximation), workload per member (now, plus done in the period) and time per project (the
 *   workspace's own trackers under no project).
 * - Day-by-day charts stop at today: days after it have no history yet.
 * - Cost: two task statements run side by side: the flow (the boards' top-level tasks, and the
 *   period's moves from one covering index, "TaskActivity_flow") and the rest (the tasks' rows
 *   alone: no activity is read); time and activity are one statement each, run at the same time.
 *   The task statements raise work_mem for themselves (report-sql.ts reportQuery).
 * - Custom reports: the saved report's widgets, members, projects and period (the query's from/to/
 *   zone may change the period it is read for); "completed", "on time", "time tracked" and
 *   "activity" are then about its members (everyone when it names none).
 */
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { addDays, rangeKeys, weekStart } from "@/modules/time-tracker/shared/report-range";
import { isValidTimeZone } from "@/lib/time/time-zone";
import { isoWeekKey, type WeekThroughput } from "@/lib/reporting/throughput";
import {
  MY_IMPACT_WIDGETS,
  MY_ORGANIZATION_WIDGETS,
  type ReportData,
  type ReportWidget,
  type TimeTracked,
} from "@/lib/reporting/types";
import { periodIssue, reportDataQuerySchema, reportIdSchema } from "@/lib/schemas/reports";
import type { Actor } from "@/lib/server/auth/sessions";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { badRequest } from "@/lib/server/errors";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { activityCounts } from "./activity-figures";
import type { ReportWindow } from "./report-sql";
import { findVisibleReport, isoDay, widgetsOf } from "./saved-report";
import { taskFigures, type TaskFigure } from "./task-figures";
import { timeByDay, timePerProject, type DayTimes } from "./time-figures";

/** Days of the default period (ending today). */
const DEFAULT_PERIOD_DAYS = 90;

/** The Mondays of the weeks the period touches. */
const mondays = (from: string, to: string) => rangeKeys({ from, to }, "week");

/** Counts per local day folded into every ISO week of the period (empty weeks as 0). */
function weeksOf(byDay: Record<string, number>, from: string, to: string): WeekThroughput[] {
  const counts = new Map<string, number>();
  for (const [day, count] of Object.entries(byDay)) {
    counts.set(weekStart(day), (counts.get(weekStart(day)) ?? 0) + count);
  }
  return mondays(from, to).map((start) => ({
    week: isoWeekKey(start),
    start,
    count: counts.get(start) ?? 0,
  }));
}

/** Time per local day folded into every ISO week of the period. */
function timeTracked(rows: DayTimes, from: string, to: string): TimeTracked {
  const byWeek = new Map<string, { billableMs: number; nonBillableMs: number }>();
  for (const row of rows) {
    const week = byWeek.get(weekStart(row.day)) ?? { billableMs: 0, nonBillableMs: 0 };
    week.billableMs += row.billableMs;
    week.nonBillableMs += row.nonBillableMs;
    byWeek.set(weekStart(row.day), week);
  }
  const weeks = mondays(from, to).map((start) => ({
    week: isoWeekKey(start),
    start,
    billableMs: byWeek.get(start)?.billableMs ?? 0,
    nonBillableMs: byWeek.get(start)?.nonBillableMs ?? 0,
  }));
  return {
    billableMs: weeks.reduce((sum, week) => sum + week.billableMs, 0),
    nonBillableMs: weeks.reduce((sum, week) => sum + week.nonBillableMs, 0),
    weeks,
  };
}

/** The task figures each widget needs. */
const TASK_FIGURES: Partial<Record<ReportWidget, TaskFigure>> = {
  completed: "done",
  throughput: "done",
  "on-time": "onTime",
  "cycle-time": "cycle",
  "cumulative-flow": "flow",
  "overdue-trend": "overdue",
  workload: "workload",
};

interface Definition {
  widgets: ReportWidget[];
  from: string | null;
  to: string | null;
  memberIds: string[];
  projectIds: string[];
  /** My impact: about the viewer alone (own time in every tracker). */
  own: boolean;
}

/**
 * The figures of a report (`my-impact`, `my-organization` or a saved report's id) for the query
 * (from, to, zone, memberIds, projectIds, widgets): see the rules above.
 */
export async function reportData(actor: Actor, rawReportId: unknown, rawQuery: unknown): Promise<ReportData> {
  const reportId = parseInput(reportIdSchema, rawReportId);
  const query = parseInput(reportDataQuerySchema, rawQuery);
  const membership = await activeMembership(actor);
  const [saved, savedZone] = await Promise.all([
    reportId === "my-impact" || reportId === "my-organization"
      ? null
      : findVisibleReport(membership, reportId),
    query.zone ? null : getUserTimeZone(actor),
  ]);
  const zone = query.zone ?? (savedZone && isValidTimeZone(savedZone) ? savedZone : "UTC");
  const definition: Definition = saved
    ? {
        widgets: widgetsOf(saved),
        from: isoDay(saved.periodStart),
        to: isoDay(saved.periodEnd),
        memberIds: saved.memberIds,
        projectIds: saved.projectIds,
        own: false,
      }
    : reportId === "my-impact"
      ? {
          widgets: [...MY_IMPACT_WIDGETS],
          from: null,
          to: null,
          memberIds: [membership.userId],
          projectIds: query.projectIds ?? [],
          own: true,
        }
      : {
          widgets: [...MY_ORGANIZATION_WIDGETS],
          from: null,
          to: null,
          memberIds: query.memberIds ?? [],
          projectIds: query.projectIds ?? [],
          own: false,
        };

  const today = localDay(Date.now(), zone);
  // The query's days win; a saved report's period otherwise; else the 90 days ending today.
  const to = query.to ?? (query.from ? null : definition.to) ?? today;
  const from = query.from ?? (query.to ? null : definition.from) ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  const issue = periodIssue({ from, to });
  if (issue) throw badRequest(issue);

  const widgets = query.widgets
    ? definition.widgets.filter((widget) => query.widgets!.includes(widget))
    : definition.widgets;
  const window: ReportWindow = {
    membership,
    zone,
    from,
    to,
    today,
    memberIds: definition.memberIds.length ? definition.memberIds : null,
    projectIds: definition.projectIds.length ? definition.projectIds : null,
  };
  const has = (widget: ReportWidget) => widgets.includes(widget);
  const figures = new Set(widgets.flatMap((widget) => TASK_FIGURES[widget] ?? []));

  const [tasks, time, perProject, activity] = await Promise.all([
    taskFigures(window, figures),
    has("time-tracked") ? timeByDay(window, definition.own) : null,
    has("time-per-project") ? timePerProject(window) : null,
    has("activity") ? activityCounts(window) : null,
  ]);

  const data: ReportData = {
    scope: { period: { from, to }, memberIds: definition.memberIds, projectIds: definition.projectIds },
    zone,
    widgets,
  };
  const weeks = tasks.doneByDay ? weeksOf(tasks.doneByDay, from, to) : null;
  if (has("completed") && weeks) data.completed = weeks;
  if (has("on-time") && tasks.onTime) {
    const { onTime, late, noDueDate } = tasks.onTime;
    data.onTime = { onTime, late, rate: onTime + late > 0 ? onTime / (onTime + late) : null, noDueDate };
  }
  if (time) data.timeTracked = timeTracked(time, from, to);
  if (activity) data.activity = activity;
  if (has("throughput") && weeks) data.throughput = weeks;
  if (tasks.cycle) data.cycleTime = tasks.cycle;
  if (tasks.flow) data.cumulativeFlow = tasks.flow;
  if (tasks.overdue) data.overdueTrend = tasks.overdue;
  if (tasks.workload) data.workload = tasks.workload;
  if (perProject) data.timePerProject = perProject;
  return data;
}
