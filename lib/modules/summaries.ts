// What a module's grid card shows (the grid as a dashboard): each kind registers a small live
// summary (`summarize` in its modules/<segment>/kind.server.ts on the server, components/modules/summaries on
// the client). Kinds without one show their catalog description.

/** Task management: open and overdue top-level tasks, done ones (this week too), for a progress bar. */
export interface TaskManagementSummary {
  tag: "TaskManagement";
  open: number;
  overdue: number;
  done: number;
  doneThisWeek: number;
  total: number;
}

/** Notification: its channels and campaigns, messages sent by their latest runs, the last run. */
export interface NotificationSummary {
  tag: "Notification";
  channels: number;
  campaigns: number;
  /** Campaigns sending now (a run in progress). */
  sending: number;
  sent: number;
  lastRunAt: string | null;
}

/** Time tracker: the last 7 days' tracked time (and billable part), who tracked, timers running now. */
export interface TimeTrackerSummary {
  tag: "TimeTracker";
  weekSeconds: number;
  billableSeconds: number;
  people: number;
  running: number;
}

export type ModuleSummary = TaskManagementSummary | NotificationSummary | TimeTrackerSummary;

/** GET /workspaces/module/project/{projectId}/summary: by module id, for the modules that have one. */
export type GridSummaries = Record<string, ModuleSummary>;

/** The start of the ISO week (Monday 00:00) of `now` in UTC. */
export function weekStart(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}
