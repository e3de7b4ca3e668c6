import {
  csvFilename,
  fileSlug,
  isWidgetEmpty,
  widgetCsv,
  widgetTable,
  type Translate,
} from "@/lib/client/reporting/widget-tables";
import { REPORT_WIDGETS, type ReportData } from "@/lib/reporting/types";
import { parseCsv } from "@/modules/time-tracker/shared/report-csv";

const HOUR = 3_600_000;
const ada = { id: "a".repeat(24), name: "Ada", image: null };
const bob = { id: "b".repeat(24), name: "=Bob", image: null };

/** Every widget's figures, as the API sends them. */
const data: ReportData = {
  scope: { period: { from: "2026-01-05", to: "2026-01-18" }, memberIds: [], projectIds: [] },
  zone: "Europe/Madrid",
  widgets: [...REPORT_WIDGETS],
  completed: [
    { week: "2026-W02", start: "2026-01-05", count: 3 },
    { week: "2026-W03", start: "2026-01-12", count: 0 },
  ],
  throughput: [
    { week: "2026-W02", start: "2026-01-05", count: 7 },
    { week: "2026-W03", start: "2026-01-12", count: 5 },
  ],
  onTime: { onTime: 3, late: 1, rate: 0.75, noDueDate: 2 },
  timeTracked: {
    billableMs: 5 * HOUR,
    nonBillableMs: 1.5 * HOUR,
    weeks: [
      { week: "2026-W02", start: "2026-01-05", billableMs: 5 * HOUR, nonBillableMs: 0 },
      { week: "2026-W03", start: "2026-01-12", billableMs: 0, nonBillableMs: 1.5 * HOUR },
    ],
  },
  activity: { created: 4, updated: 3, moved: 6, assigned: 2, unassigned: 1, commented: 5, total: 21 },
  cycleTime: { count: 4, median: 36 * HOUR, p85: 60 * HOUR },
  cumulativeFlow: {
    columns: ["To do", "In progress", "Done"],
    days: [
      { day: "2026-01-05", counts: { "To do": 5, "In progress": 2, Done: 1 } },
      { day: "2026-01-06", counts: { "To do": 4, Done: 3 } },
    ],
  },
  overdueTrend: [
    { day: "2026-01-05", overdue: 0 },
    { day: "2026-01-06", overdue: 2 },
  ],
  workload: [
    { member: ada, todo: 3, inProgress: 1, overdue: 1, done: 4 },
    { member: bob, todo: 0, inProgress: 2, overdue: 0, done: 1 },
  ],
  timePerProject: [
    { project: { id: "c".repeat(24), name: "Apollo, phase 2" }, billableMs: 4 * HOUR, nonBillableMs: HOUR },
    { project: null, billableMs: HOUR, nonBillableMs: 0.5 * HOUR },
  ],
};

/** A stand-in for next-intl's `t`: the key, with values appended. */
const t: Translate = (key, values) => (values ? `${key}(${Object.values(values).join("|")})` : key);

const csv = (widget: (typeof REPORT_WIDGETS)[number]) =>
  parseCsv(widgetCsv(widgetTable(widget, data), t).replace(/^\uFEFF/, ""));

describe("widgetTable", () => {
  it("lists the weeks of completed tasks and throughput", () => {
    expect(widgetTable("completed", data).rows).toEqual([
      ["2026-W02", "2026-01-05", 3],
      ["2026-W03", "2026-01-12", 0],
    ]);
    expect(widgetTable("throughput", data).rows.map((row) => row[2])).toEqual([7, 5]);
  });

  it("gives cumulative flow a column per board column, missing counts as 0", () => {
    const table = widgetTable("cumulative-flow", data);
    expect(table.columns.map((column) => column.label)).toEqual([
      { key: "table.day" },
      { text: "To do" },
      { text: "In progress" },
      { text: "Done" },
    ]);
    expect(table.rows).toEqual([
      ["2026-01-05", 5, 2, 1],
      ["2026-01-06", 4, 0, 3],
    ]);
  });

  it("adds up billable and non-billable time per row", () => {
    expect(widgetTable("time-tracked", data).rows[0]).toEqual([
      "2026-W02",
      "2026-01-05",
      5 * HOUR,
      0,
      5 * HOUR,
    ]);
    expect(widgetTable("time-per-project", data).rows[1]).toEqual([null, HOUR, 0.5 * HOUR, 1.5 * HOUR]);
  });

  it("is empty when the data lacks the widget", () => {
    const bare: ReportData = { ...data, widgets: [], cycleTime: undefined, workload: undefined };
    expect(widgetTable("cycle-time", bare).rows).toEqual([]);
    expect(widgetTable("workload", bare).rows).toEqual([]);
  });
});

describe("widgetCsv", () => {
  it("writes weeks with their key and Monday", () => {
    expect(csv("completed")).toEqual([
      ["table.week", "table.weekStart", "table.completed"],
      ["2026-W02", "2026-01-05", "3"],
      ["2026-W03", "2026-01-12", "0"],
    ]);
  });

  it("writes the on-time counts and the rate in percent", () => {
    expect(csv("on-time")).toEqual([
      ["table.onTime", "table.late", "table.noDueDate", "table.percentHeader(table.onTimeRate)"],
      ["3", "1", "2", "75"],
    ]);
  });

  it("writes durations as decimal hours with the unit in the header", () => {
    expect(csv("cycle-time")).toEqual([
      ["table.tasks", "table.hoursHeader(table.median)", "table.hoursHeader(table.p85)"],
      ["4", "36", "60"],
    ]);
    expect(csv("time-tracked")[2]).toEqual(["2026-W03", "2026-01-12", "0", "1.5", "1.5"]);
  });

  it("translates activity actions and the time without a project", () => {
    expect(csv("activity")).toEqual([
      ["table.action", "table.count"],
      ["activity.created", "4"],
      ["activity.updated", "3"],
      ["activity.moved", "6"],
      ["activity.assigned", "2"],
      ["activity.unassigned", "1"],
      ["activity.commented", "5"],
      ["activity.total", "21"],
    ]);
    expect(csv("time-per-project")).toEqual([
      [
        "table.project",
        "table.hoursHeader(table.billable)",
        "table.hoursHeader(table.nonBillable)",
        "table.hoursHeader(table.total)",
      ],
      ["Apollo, phase 2", "4", "1", "5"],
      ["table.noProject", "1", "0.5", "1.5"],
    ]);
  });

  it("keeps names that look like formulas inert", () => {
    expect(csv("workload")[2]).toEqual(["'=Bob", "0", "2", "0", "1"]);
  });

  it("starts with a BOM for spreadsheets and ends records with CRLF", () => {
    const text = widgetCsv(widgetTable("overdue-trend", data), t);
    expect(text.startsWith("\uFEFFtable.day,table.overdue\r\n")).toBe(true);
    expect(text.endsWith("2026-01-06,2\r\n")).toBe(true);
  });
});

describe("isWidgetEmpty", () => {
  it("is false for every widget with figures", () => {
    for (const widget of REPORT_WIDGETS) expect(isWidgetEmpty(widget, data)).toBe(false);
  });

  it("is true when the period holds nothing for the widget", () => {
    const none: ReportData = {
      ...data,
      completed: [{ week: "2026-W02", start: "2026-01-05", count: 0 }],
      throughput: [],
      onTime: { onTime: 0, late: 0, rate: null, noDueDate: 0 },
      timeTracked: { billableMs: 0, nonBillableMs: 0, weeks: [] },
      activity: { created: 0, updated: 0, moved: 0, assigned: 0, unassigned: 0, commented: 0, total: 0 },
      cycleTime: { count: 0, median: null, p85: null },
      cumulativeFlow: { columns: ["To do"], days: [{ day: "2026-01-05", counts: { "To do": 0 } }] },
      overdueTrend: [{ day: "2026-01-05", overdue: 0 }],
      workload: [{ member: ada, todo: 0, inProgress: 0, overdue: 0, done: 0 }],
      timePerProject: [],
    };
    for (const widget of REPORT_WIDGETS) expect(isWidgetEmpty(widget, none)).toBe(true);
  });

  it("counts tasks without a due date as on-time data", () => {
    expect(
      isWidgetEmpty("on-time", { ...data, onTime: { onTime: 0, late: 0, rate: null, noDueDate: 1 } }),
    ).toBe(false);
  });
});

describe("file names", () => {
  it("slugs report titles, accents and symbols included", () => {
    expect(fileSlug("My organization")).toBe("my-organization");
    expect(fileSlug("Revisión trimestral: Q1 / 2026")).toBe("revision-trimestral-q1-2026");
    expect(fileSlug("!!!")).toBe("report");
  });

  it("names the report, the widget and the period", () => {
    expect(csvFilename("My organization", "cycle-time", { from: "2026-01-01", to: "2026-03-31" })).toBe(
      "my-organization-cycle-time-2026-01-01-2026-03-31.csv",
    );
  });
});
