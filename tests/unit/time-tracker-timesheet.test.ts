import {
  applyWeekChanges,
  buildTimesheet,
  cellText,
  descriptionRowKey,
  formatSheetDuration,
  newEntryStart,
  parseCellValue,
  planCellEdit,
  shiftWeek,
  taskRowKey,
  timesheetWeek,
  type TimesheetRow,
} from "@/modules/time-tracker/shared/timesheet";
import type { TimeEntryItem, TimeEntryTask } from "@/modules/time-tracker/shared/types";

const MODULE = "a".repeat(24);
const NOW = Date.parse("2025-07-10T12:00:00.000Z");
let counter = 0;

function entry(start: string, end: string | null, fields: Partial<TimeEntryItem> = {}): TimeEntryItem {
  counter += 1;
  return {
    id: String(counter).padStart(24, "0"),
    moduleId: MODULE,
    description: "",
    start,
    end,
    isBillable: false,
    tags: [],
    task: null,
    state: end === null ? "Running" : "Stopped",
    ...fields,
  };
}

const task = (key: string, title: string | null, id: string): TimeEntryTask => ({
  taskManagementId: "b".repeat(24),
  taskManagementTaskId: id.padStart(24, "c"),
  taskKey: key,
  title,
});

const HOUR = 3600;
const rowOf = (rows: TimesheetRow[], key: string): TimesheetRow => {
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

describe("timesheetWeek", () => {
  it("spans Monday to Sunday from local midnight to local midnight", () => {
    const week = timesheetWeek("2025-07-10", "Europe/Madrid"); // Thursday
    expect(week.start).toBe("2025-07-07");
    expect(week.days).toEqual([
      "2025-07-07",
      "2025-07-08",
      "2025-07-09",
      "2025-07-10",
      "2025-07-11",
      "2025-07-12",
      "2025-07-13",
    ]);
    expect(week.from.toISOString()).toBe("2025-07-06T22:00:00.000Z");
    expect(week.to.toISOString()).toBe("2025-07-13T22:00:00.000Z");
  });

  it("is an hour short or long in a week the clocks change", () => {
    const spring = timesheetWeek("2025-03-30", "Europe/Madrid"); // Sunday of the change
    expect(spring.start).toBe("2025-03-24");
    expect(spring.from.toISOString()).toBe("2025-03-23T23:00:00.000Z");
    expect(spring.to.toISOString()).toBe("2025-03-30T22:00:00.000Z");
    expect(spring.to.getTime() - spring.from.getTime()).toBe((7 * 24 - 1) * HOUR * 1000);

    const fall = timesheetWeek("2025-11-02", "America/New_York");
    expect(fall.start).toBe("2025-10-27");
    expect(fall.from.toISOString()).toBe("2025-10-27T04:00:00.000Z");
    expect(fall.to.toISOString()).toBe("2025-11-03T05:00:00.000Z");
  });

  it("crosses a year and moves by whole weeks", () => {
    expect(timesheetWeek("2026-01-01", "UTC").start).toBe("2025-12-29");
    expect(shiftWeek("2025-12-29", 1)).toBe("2026-01-05");
    expect(shiftWeek("2025-12-29", -1)).toBe("2025-12-22");
  });
});

describe("buildTimesheet", () => {
  const week = timesheetWeek("2025-07-07", "Europe/Madrid");

  it("makes a row per task and per description, with cell, row, day and week totals", () => {
    const design = task("WEB-2", "Design", "2");
    const sheet = buildTimesheet(
      [
        entry("2025-07-07T07:00:00.000Z", "2025-07-07T08:30:00.000Z", { task: design }),
        entry("2025-07-08T07:00:00.000Z", "2025-07-08T08:00:00.000Z", { task: design, description: "x" }),
        entry("2025-07-07T09:00:00.000Z", "2025-07-07T10:00:00.000Z", { description: "Meetings" }),
        entry("2025-07-07T11:00:00.000Z", "2025-07-07T11:30:00.000Z", { description: "Meetings" }),
        entry("2025-07-09T11:00:00.000Z", "2025-07-09T11:15:00.000Z"),
      ],
      week,
      "Europe/Madrid",
      NOW,
    );
    expect(sheet.rows.map((row) => row.key)).toEqual([
      taskRowKey(design),
      descriptionRowKey(""),
      descriptionRowKey("Meetings"),
    ]);
    const taskRow = rowOf(sheet.rows, taskRowKey(design));
    expect(taskRow.task?.taskKey).toBe("WEB-2");
    expect(taskRow.cells.map((cell) => cell.seconds)).toEqual([1.5 * HOUR, HOUR, 0, 0, 0, 0, 0]);
    expect(taskRow.total).toBe(2.5 * HOUR);
    const meetings = rowOf(sheet.rows, descriptionRowKey("Meetings"));
    expect(meetings.cells[0]?.entries).toHaveLength(2);
    expect(meetings.total).toBe(1.5 * HOUR);
    expect(rowOf(sheet.rows, descriptionRowKey("")).total).toBe(15 * 60);
    expect(sheet.dayTotals).toEqual([3 * HOUR, HOUR, 15 * 60, 0, 0, 0, 0]);
    expect(sheet.total).toBe(4.25 * HOUR);
  });

  it("counts an entry on the local day it starts, past midnight too, in the viewer's zone", () => {
    // 23:00 Sunday UTC is Monday 01:00 in Madrid: this week there, last week in UTC.
    const early = entry("2025-07-06T23:00:00.000Z", "2025-07-07T00:00:00.000Z", { description: "Early" });
    // Monday 23:00 → Tuesday 01:00 in Madrid: two hours, all on Monday.
    const late = entry("2025-07-07T21:00:00.000Z", "2025-07-07T23:00:00.000Z", { description: "Late" });
    const madrid = buildTimesheet([early, late], week, "Europe/Madrid", NOW);
    expect(rowOf(madrid.rows, descriptionRowKey("Early")).cells[0]?.seconds).toBe(HOUR);
    expect(rowOf(madrid.rows, descriptionRowKey("Late")).cells.map((cell) => cell.seconds)).toEqual([
      2 * HOUR,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);

    const utc = buildTimesheet([early, late], timesheetWeek("2025-07-07", "UTC"), "UTC", NOW);
    expect(utc.rows.map((row) => row.key)).toEqual([descriptionRowKey("Late")]);
  });

  it("leaves out entries of other weeks and counts a running one up to now", () => {
    const sheet = buildTimesheet(
      [
        entry("2025-07-14T08:00:00.000Z", "2025-07-14T09:00:00.000Z", { description: "Next week" }),
        entry("2025-07-10T11:00:00.000Z", null, { description: "Now" }),
      ],
      week,
      "Europe/Madrid",
      NOW,
    );
    expect(sheet.rows).toHaveLength(1);
    const cell = sheet.rows[0]?.cells[3];
    expect(cell?.running).toBe(true);
    expect(cell?.seconds).toBe(HOUR);
    expect(sheet.total).toBe(HOUR);
  });

  it("copies the row's latest entry and labels a deleted task's row by its key", () => {
    const gone = task("WEB-9", null, "9");
    const sheet = buildTimesheet(
      [
        entry("2025-07-08T07:00:00.000Z", "2025-07-08T08:00:00.000Z", {
          task: gone,
          isBillable: false,
          tags: ["t1"],
        }),
        entry("2025-07-07T07:00:00.000Z", "2025-07-07T08:00:00.000Z", {
          task: gone,
          isBillable: true,
          tags: ["t2"],
        }),
      ],
      week,
      "Europe/Madrid",
      NOW,
    );
    const row = sheet.rows[0];
    expect(row?.task?.title).toBeNull();
    expect(row?.template).toEqual({
      description: "",
      task: { taskManagementId: gone.taskManagementId, taskManagementTaskId: gone.taskManagementTaskId },
      isBillable: false,
      tags: ["t1"],
    });
  });

  it("keeps rows added by hand last, in the order added, once they have entries too", () => {
    const sheet = buildTimesheet(
      [
        entry("2025-07-07T07:00:00.000Z", "2025-07-07T08:00:00.000Z", { description: "Alpha" }),
        entry("2025-07-07T09:00:00.000Z", "2025-07-07T10:00:00.000Z", { description: "Beta" }),
      ],
      week,
      "Europe/Madrid",
      NOW,
      ["Zulu", "Alpha", "Zulu"],
    );
    expect(sheet.rows.map((row) => row.description)).toEqual(["Beta", "Zulu", "Alpha"]);
    expect(sheet.rows[1]?.template).toEqual({ description: "Zulu", task: null, isBillable: false, tags: [] });
    expect(sheet.rows[2]?.total).toBe(HOUR);
    expect(sheet.total).toBe(2 * HOUR);
  });
});

describe("cell values", () => {
  it("reads durations, empty and zero as clear, and refuses the rest", () => {
    expect(parseCellValue("1:30")).toEqual({ seconds: 1.5 * HOUR });
    expect(parseCellValue("1.5")).toEqual({ seconds: 1.5 * HOUR });
    expect(parseCellValue("90m")).toEqual({ seconds: 1.5 * HOUR });
    expect(parseCellValue("1h 30m")).toEqual({ seconds: 1.5 * HOUR });
    expect(parseCellValue(" ")).toEqual({ seconds: 0 });
    expect(parseCellValue("0")).toEqual({ seconds: 0 });
    expect(parseCellValue("soon")).toEqual({ error: "invalidDuration" });
    expect(parseCellValue("24")).toEqual({ seconds: 24 * HOUR });
    expect(parseCellValue("24:01")).toEqual({ error: "tooLong" });
  });

  it("writes H:mm, with seconds only when there are some", () => {
    expect(formatSheetDuration(1.5 * HOUR)).toBe("1:30");
    expect(formatSheetDuration(0)).toBe("0:00");
    expect(formatSheetDuration(125 * HOUR + 61)).toBe("125:01:01");
    expect(cellText(0)).toBe("");
    expect(cellText(45 * 60)).toBe("0:45");
  });
});

describe("planCellEdit", () => {
  const zone = "Europe/Madrid";
  const week = timesheetWeek("2025-07-07", zone);
  const sheetOf = (entries: TimeEntryItem[], drafts: string[] = []) => ({
    entries,
    sheet: buildTimesheet(entries, week, zone, NOW, drafts),
  });
  const plan = (entries: TimeEntryItem[], key: string, day: string, text: string, drafts: string[] = []) => {
    const { sheet } = sheetOf(entries, drafts);
    return planCellEdit({ row: rowOf(sheet.rows, key), day, text, entries, zone, now: NOW });
  };

  it("creates one finished entry at 09:00 local with the row's latest fields in an empty cell", () => {
    const design = task("WEB-2", "Design", "2");
    const entries = [
      entry("2025-07-07T07:00:00.000Z", "2025-07-07T08:00:00.000Z", {
        task: design,
        description: "Mockups",
        isBillable: true,
        tags: ["t1"],
      }),
    ];
    expect(plan(entries, taskRowKey(design), "2025-07-09", "1:30")).toEqual({
      kind: "changes",
      changes: {
        create: [
          {
            description: "Mockups",
            task: {
              taskManagementId: design.taskManagementId,
              taskManagementTaskId: design.taskManagementTaskId,
            },
            isBillable: true,
            tags: ["t1"],
            start: "2025-07-09T07:00:00.000Z",
            end: "2025-07-09T08:30:00.000Z",
          },
        ],
      },
    });
  });

  it("starts a new row's first entry at 09:00 in the zone, DST included", () => {
    // New York springs forward on Sunday 9 March 2025: that day's 09:00 is EDT, not EST.
    const spring = timesheetWeek("2025-03-09", "America/New_York");
    const sheet = buildTimesheet([], spring, "America/New_York", NOW, ["Draft"]);
    const edit = planCellEdit({
      row: rowOf(sheet.rows, descriptionRowKey("Draft")),
      day: "2025-03-09",
      text: "90m",
      entries: [],
      zone: "America/New_York",
      now: NOW,
    });
    expect(edit).toEqual({
      kind: "changes",
      changes: {
        create: [
          {
            description: "Draft",
            task: null,
            isBillable: false,
            tags: [],
            start: "2025-03-09T13:00:00.000Z",
            end: "2025-03-09T14:30:00.000Z",
          },
        ],
      },
    });
  });

  it("starts after an entry of another row that holds 09:00, but never on another day", () => {
    const busy = [
      entry("2025-07-09T06:30:00.000Z", "2025-07-09T08:00:00.000Z", { description: "Other" }),
      entry("2025-07-09T08:00:00.000Z", "2025-07-09T08:20:00.000Z", { description: "Other" }),
    ];
    expect(newEntryStart("2025-07-09", HOUR, busy, zone, NOW).toISOString()).toBe("2025-07-09T08:20:00.000Z");
    // A gap between two entries fits when long enough.
    const gap = [
      entry("2025-07-09T07:00:00.000Z", "2025-07-09T07:30:00.000Z"),
      entry("2025-07-09T08:00:00.000Z", "2025-07-09T09:00:00.000Z"),
    ];
    expect(newEntryStart("2025-07-09", 30 * 60, gap, zone, NOW).toISOString()).toBe(
      "2025-07-09T07:30:00.000Z",
    );
    expect(newEntryStart("2025-07-09", 31 * 60, gap, zone, NOW).toISOString()).toBe(
      "2025-07-09T09:00:00.000Z",
    );
    // The day is full until past midnight: 09:00 anyway (overlaps are allowed).
    const full = [entry("2025-07-09T06:00:00.000Z", "2025-07-10T04:00:00.000Z")];
    expect(newEntryStart("2025-07-09", HOUR, full, zone, NOW).toISOString()).toBe("2025-07-09T07:00:00.000Z");
  });

  it("moves the end of a cell's only entry, shorter or longer", () => {
    const only = entry("2025-07-08T07:00:00.000Z", "2025-07-08T08:30:00.000Z", { description: "Work" });
    expect(plan([only], descriptionRowKey("Work"), "2025-07-08", "45m")).toEqual({
      kind: "changes",
      changes: { update: [{ id: only.id, end: "2025-07-08T07:45:00.000Z" }] },
    });
    expect(plan([only], descriptionRowKey("Work"), "2025-07-08", "2")).toEqual({
      kind: "changes",
      changes: { update: [{ id: only.id, end: "2025-07-08T09:00:00.000Z" }] },
    });
    expect(plan([only], descriptionRowKey("Work"), "2025-07-08", "1:30")).toEqual({ kind: "unchanged" });
  });

  it("grows the last entry when the cell has several", () => {
    const first = entry("2025-07-08T07:00:00.000Z", "2025-07-08T08:00:00.000Z", { description: "Work" });
    const last = entry("2025-07-08T10:00:00.000Z", "2025-07-08T10:30:00.000Z", { description: "Work" });
    expect(plan([last, first], descriptionRowKey("Work"), "2025-07-08", "2:00")).toEqual({
      kind: "changes",
      changes: { update: [{ id: last.id, end: "2025-07-08T11:00:00.000Z" }] },
    });
  });

  it("deletes from the last entry backwards and shortens the one that reaches the value", () => {
    const a = entry("2025-07-08T06:00:00.000Z", "2025-07-08T07:00:00.000Z", { description: "Work" });
    const b = entry("2025-07-08T08:00:00.000Z", "2025-07-08T10:00:00.000Z", { description: "Work" });
    const c = entry("2025-07-08T12:00:00.000Z", "2025-07-08T13:00:00.000Z", { description: "Work" });
    expect(plan([a, b, c], descriptionRowKey("Work"), "2025-07-08", "2")).toEqual({
      kind: "changes",
      changes: { update: [{ id: b.id, end: "2025-07-08T09:00:00.000Z" }], delete: [c.id] },
    });
    // Exactly the first two: the last goes, nothing is shortened.
    expect(plan([a, b, c], descriptionRowKey("Work"), "2025-07-08", "3")).toEqual({
      kind: "changes",
      changes: { delete: [c.id] },
    });
    expect(plan([a, b, c], descriptionRowKey("Work"), "2025-07-08", "30m")).toEqual({
      kind: "changes",
      changes: { update: [{ id: a.id, end: "2025-07-08T06:30:00.000Z" }], delete: [b.id, c.id] },
    });
  });

  it("clears a cell with an empty value or 0, and only that cell", () => {
    const a = entry("2025-07-08T06:00:00.000Z", "2025-07-08T07:00:00.000Z", { description: "Work" });
    const b = entry("2025-07-08T08:00:00.000Z", "2025-07-08T09:00:00.000Z", { description: "Work" });
    const otherDay = entry("2025-07-09T08:00:00.000Z", "2025-07-09T09:00:00.000Z", { description: "Work" });
    const otherRow = entry("2025-07-08T10:00:00.000Z", "2025-07-08T11:00:00.000Z", { description: "Else" });
    const all = [a, b, otherDay, otherRow];
    const cleared = { kind: "changes", changes: { delete: [a.id, b.id] } };
    expect(plan(all, descriptionRowKey("Work"), "2025-07-08", "")).toEqual(cleared);
    expect(plan(all, descriptionRowKey("Work"), "2025-07-08", "0")).toEqual(cleared);
    expect(plan(all, descriptionRowKey("Work"), "2025-07-10", "")).toEqual({ kind: "unchanged" });
  });

  it("edits an entry that runs past midnight on the day it started", () => {
    const late = entry("2025-07-08T21:00:00.000Z", "2025-07-08T23:00:00.000Z", { description: "Late" });
    expect(plan([late], descriptionRowKey("Late"), "2025-07-08", "3")).toEqual({
      kind: "changes",
      changes: { update: [{ id: late.id, end: "2025-07-09T00:00:00.000Z" }] },
    });
  });

  it("refuses what does not read, more than 24 hours, and a cell with a running timer", () => {
    const running = entry("2025-07-10T11:00:00.000Z", null, { description: "Now" });
    expect(plan([], descriptionRowKey("New"), "2025-07-08", "later", ["New"])).toEqual({
      kind: "error",
      error: "invalidDuration",
    });
    expect(plan([], descriptionRowKey("New"), "2025-07-08", "25", ["New"])).toEqual({
      kind: "error",
      error: "tooLong",
    });
    expect(plan([running], descriptionRowKey("Now"), "2025-07-10", "2")).toEqual({
      kind: "error",
      error: "running",
    });
  });
});

describe("applyWeekChanges", () => {
  const week = timesheetWeek("2025-07-07", "Europe/Madrid");

  it("adds, replaces and removes entries, keeps only this module's week, and is idempotent", () => {
    const kept = entry("2025-07-08T07:00:00.000Z", "2025-07-08T08:00:00.000Z");
    const moved = entry("2025-07-08T09:00:00.000Z", "2025-07-08T10:00:00.000Z");
    const deleted = entry("2025-07-09T09:00:00.000Z", "2025-07-09T10:00:00.000Z");
    const added = entry("2025-07-13T21:00:00.000Z", "2025-07-13T23:00:00.000Z");
    const elsewhere = entry("2025-07-08T09:00:00.000Z", "2025-07-08T10:00:00.000Z", {
      moduleId: "d".repeat(24),
    });
    const changes = {
      changed: [
        { ...moved, start: "2025-07-14T09:00:00.000Z", end: "2025-07-14T10:00:00.000Z" },
        added,
        elsewhere,
      ],
      deleted: [deleted.id],
    };
    const once = applyWeekChanges([kept, moved, deleted], changes, week, MODULE);
    expect(once.map((item) => item.id)).toEqual([kept.id, added.id]);
    expect(applyWeekChanges(once, changes, week, MODULE)).toEqual(once);
  });
});
