/**
 * Each report widget's figures as a table: what its Table view shows and its CSV export holds, so
 * the two never disagree with each other or with the chart. Labels are message keys (under
 * `reporting.`) or literal text (column and project names); cells keep raw values (durations in
 * ms, shares from 0 to 1) and are written per column kind. Pure: no React, no translations.
 */
import { buildCsv, fileNameWords } from "@/lib/client/download-csv";
import { msToHours } from "@/lib/reporting/format";
import type { ReportData, ReportWidget } from "@/lib/reporting/types";

/** A message key under `reporting.`, or text shown as it is. */
export type TableLabel = { key: string } | { text: string };

/**
 * How a column's cells are written: `text` as is, `label` a message key, `count` a number,
 * `duration` ms (readable in the table, hours in CSV), `percent` 0–1, `day` a local day, `week` an
 * ISO week key.
 */
export type CellKind = "text" | "label" | "count" | "duration" | "percent" | "day" | "week";
export type Cell = string | number | null;

export interface TableColumn {
  id: string;
  label: TableLabel;
  kind: CellKind;
  /** The message key a missing value reads as (a time entry without a project). */
  empty?: string;
}

export interface WidgetTable {
  columns: TableColumn[];
  rows: Cell[][];
}

const key = (name: string): TableLabel => ({ key: `table.${name}` });
const column = (id: string, kind: CellKind, label: TableLabel = key(id)): TableColumn => ({
  id,
  label,
  kind,
});

export const ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "moved",
  "assigned",
  "unassigned",
  "commented",
] as const;

function weeks(rows: { week: string; start: string; count: number }[] | undefined, countId: string) {
  return {
    columns: [column("week", "week"), column("weekStart", "day"), column(countId, "count")],
    rows: (rows ?? []).map((row) => [row.week, row.start, row.count]),
  };
}

/** The table of one widget of `data` (an empty table when the data lacks that widget). */
export function widgetTable(widget: ReportWidget, data: ReportData): WidgetTable {
  switch (widget) {
    case "completed":
      return weeks(data.completed, "completed");
    case "throughput":
      return weeks(data.throughput, "completed");
    case "on-time": {
      const onTime = data.onTime;
      return {
        columns: [
          column("onTime", "count"),
          column("late", "count"),
          column("noDueDate", "count"),
          column("onTimeRate", "percent"),
        ],
        rows: onTime ? [[onTime.onTime, onTime.late, onTime.noDueDate, onTime.rate]] : [],
      };
    }
    case "time-tracked":
      return {
        columns: [
          column("week", "week"),
          column("weekStart", "day"),
          column("billable", "duration"),
          column("nonBillable", "duration"),
          column("total", "duration"),
        ],
        rows: (data.timeTracked?.weeks ?? []).map((row) => [
          row.week,
          row.start,
          row.billableMs,
          row.nonBillableMs,
          row.billableMs + row.nonBillableMs,
        ]),
      };
    case "activity": {
      const activity = data.activity;
      return {
        columns: [column("action", "label"), column("count", "count")],
        rows: activity
          ? [
              ...ACTIVITY_ACTIONS.map((action) => [`activity.${action}`, activity[action]]),
              ["activity.total", activity.total],
            ]
          : [],
      };
    }
    case "cycle-time": {
      const cycle = data.cycleTime;
      return {
        columns: [column("tasks", "count"), column("median", "duration"), column("p85", "duration")],
        rows: cycle ? [[cycle.count, cycle.median, cycle.p85]] : [],
      };
    }
    case "cumulative-flow": {
      const flow = data.cumulativeFlow;
      const names = flow?.columns ?? [];
      return {
        columns: [
          column("day", "day"),
          ...names.map((name, index) => column(`column-${index}`, "count", { text: name })),
        ],
        rows: (flow?.days ?? []).map((day) => [day.day, ...names.map((name) => day.counts[name] ?? 0)]),
      };
    }
    case "overdue-trend":
      return {
        columns: [column("day", "day"), column("overdue", "count")],
        rows: (data.overdueTrend ?? []).map((day) => [day.day, day.overdue]),
      };
    case "workload":
      return {
        columns: [
          column("member", "text"),
          column("todo", "count"),
          column("inProgress", "count"),
          column("overdue", "count"),
          column("done", "count"),
        ],
        rows: (data.workload ?? []).map((row) => [
          row.member.name,
          row.todo,
          row.inProgress,
          row.overdue,
          row.done,
        ]),
      };
    case "time-per-project":
      return {
        columns: [
          { ...column("project", "text"), empty: "table.noProject" },
          column("billable", "duration"),
          column("nonBillable", "duration"),
          column("total", "duration"),
        ],
        rows: (data.timePerProject ?? []).map((row) => [
          row.project?.name ?? null,
          row.billableMs,
          row.nonBillableMs,
          row.billableMs + row.nonBillableMs,
        ]),
      };
  }
}

/**
 * Whether a widget has nothing to show for the period: no tasks done, no time, no activity, no
 * cycle time, no task on any board, no overdue task, nobody with work, no project with time.
 */
export function isWidgetEmpty(widget: ReportWidget, data: ReportData): boolean {
  switch (widget) {
    case "completed":
      return !(data.completed ?? []).some((week) => week.count > 0);
    case "throughput":
      return !(data.throughput ?? []).some((week) => week.count > 0);
    case "on-time":
      return !data.onTime || data.onTime.onTime + data.onTime.late + data.onTime.noDueDate === 0;
    case "time-tracked":
      return !data.timeTracked || data.timeTracked.billableMs + data.timeTracked.nonBillableMs <= 0;
    case "activity":
      return !data.activity || data.activity.total === 0;
    case "cycle-time":
      return !data.cycleTime || data.cycleTime.count === 0;
    case "cumulative-flow":
      return !(data.cumulativeFlow?.days ?? []).some((day) =>
        Object.values(day.counts).some((count) => count > 0),
      );
    case "overdue-trend":
      return !(data.overdueTrend ?? []).some((day) => day.overdue > 0);
    case "workload":
      return !(data.workload ?? []).some((row) => row.todo + row.inProgress + row.done > 0);
    case "time-per-project":
      return !(data.timePerProject ?? []).some((row) => row.billableMs + row.nonBillableMs > 0);
  }
}

/** next-intl's `t` of the `reporting` namespace. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** A cell as the CSV file holds it: durations in decimal hours, shares in percent, keys translated. */
export function csvCell(column: TableColumn, cell: Cell, translate: Translate): string | number | null {
  if (cell === null) return column.empty ? translate(column.empty) : null;
  switch (column.kind) {
    case "label":
      return translate(String(cell));
    case "duration":
      return typeof cell === "number" ? msToHours(cell) : cell;
    case "percent":
      return typeof cell === "number" ? Math.round(cell * 1000) / 10 : cell;
    default:
      return cell;
  }
}

/** A column's CSV header: its label, with the unit for durations ("Billable (h)") and shares. */
export function csvHeader(column: TableColumn, translate: Translate): string {
  const label = "key" in column.label ? translate(column.label.key) : column.label.text;
  if (column.kind === "duration") return translate("table.hoursHeader", { label });
  if (column.kind === "percent") return translate("table.percentHeader", { label });
  return label;
}

/** The widget's table as a CSV document (buildCsv: RFC 4180, formula-safe, with a BOM). */
export function widgetCsv(table: WidgetTable, translate: Translate): string {
  return buildCsv(
    table.columns.map((col) => csvHeader(col, translate)),
    table.rows.map((row) => table.columns.map((col, index) => csvCell(col, row[index] ?? null, translate))),
  );
}

/** A name safe in a file name (fileNameWords), without a dash where it was cut. */
export function fileSlug(text: string, fallback = "report"): string {
  return fileNameWords(text).replace(/-+$/g, "") || fallback;
}

/** `<report>-<widget>-<from>-<to>.csv`, e.g. `my-organization-cycle-time-2026-01-01-2026-03-31.csv`. */
export function csvFilename(reportName: string, widget: ReportWidget, period: { from: string; to: string }) {
  return `${fileSlug(reportName)}-${widget}-${period.from}-${period.to}.csv`;
}
