import {
  columnStatus,
  cycleTime,
  entriesFromRanks,
  taskTiming,
  type StatusEntry,
} from "@/lib/reporting/cycle-time";
import { columnCountsByDay, FLOW_MAX_DAYS, type TaskFlowHistory } from "@/lib/reporting/flow";
import { median, p85, percentile, summarizeDurations } from "@/lib/reporting/stats";
import {
  dueDay,
  isOnTime,
  isoWeek,
  isoWeekKey,
  onTimeRate,
  throughputByWeek,
} from "@/lib/reporting/throughput";

const T0 = Date.parse("2026-03-02T09:00:00.000Z");
const HOUR = 3_600_000;
/** An ISO instant `hours` after T0. */
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const entry = (hours: number, status: StatusEntry["status"]): StatusEntry => ({ at: at(hours), status });

describe("columnStatus", () => {
  it("reads the first column as todo, the last as done, the rest as work in progress", () => {
    expect([1, 2, 3, 4].map((rank) => columnStatus(rank, 4))).toEqual([
      "todo",
      "work-in-progress",
      "work-in-progress",
      "done",
    ]);
    expect([1, 2].map((rank) => columnStatus(rank, 2))).toEqual(["todo", "done"]);
    expect(columnStatus(1, 1)).toBe("todo");
    expect(columnStatus(0, 3)).toBe("todo");
  });

  it("turns activity rows with ranks into status entries", () => {
    expect(
      entriesFromRanks(
        [
          { at: 1, rank: 1 },
          { at: 2, rank: 3 },
          { at: 3, rank: 5 },
        ],
        5,
      ),
    ).toEqual([
      { at: 1, status: "todo" },
      { at: 2, status: "work-in-progress" },
      { at: 3, status: "done" },
    ]);
  });
});

describe("taskTiming and cycleTime", () => {
  it("measure from the first entry into progress to the entry into done", () => {
    expect(taskTiming([entry(0, "todo"), entry(2, "work-in-progress"), entry(10, "done")])).toEqual({
      startedAt: T0 + 2 * HOUR,
      doneAt: T0 + 10 * HOUR,
      cycleTimeMs: 8 * HOUR,
    });
  });

  it("measure a reopened task to its final done", () => {
    const entries = [
      entry(0, "todo"),
      entry(1, "work-in-progress"),
      entry(5, "done"),
      entry(6, "work-in-progress"),
      entry(9, "done"),
    ];
    expect(taskTiming(entries)).toEqual({
      startedAt: T0 + HOUR,
      doneAt: T0 + 9 * HOUR,
      cycleTimeMs: 8 * HOUR,
    });
  });

  it("give no done time or cycle time to a task reopened and not done again", () => {
    const entries = [entry(0, "todo"), entry(1, "work-in-progress"), entry(5, "done"), entry(6, "todo")];
    expect(taskTiming(entries)).toEqual({ startedAt: T0 + HOUR, doneAt: null, cycleTimeMs: null });
  });

  it("give no cycle time to a task that skipped work in progress, but a done time", () => {
    expect(taskTiming([entry(0, "todo"), entry(3, "done")])).toEqual({
      startedAt: null,
      doneAt: T0 + 3 * HOUR,
      cycleTimeMs: null,
    });
    expect(cycleTime([entry(0, "done")])).toBeNull();
  });

  it("keep the first start when a task went back to todo before it was done", () => {
    const entries = [entry(0, "todo"), entry(1, "work-in-progress"), entry(2, "todo"), entry(5, "done")];
    expect(cycleTime(entries)).toBe(4 * HOUR);
  });

  it("start at the first progress even when it came after an earlier done", () => {
    const entries = [
      entry(0, "todo"),
      entry(1, "done"),
      entry(2, "todo"),
      entry(3, "work-in-progress"),
      entry(7, "done"),
    ];
    expect(taskTiming(entries)).toEqual({
      startedAt: T0 + 3 * HOUR,
      doneAt: T0 + 7 * HOUR,
      cycleTimeMs: 4 * HOUR,
    });
  });

  it("have nothing for a task never done, or without entries", () => {
    expect(taskTiming([entry(0, "todo"), entry(1, "work-in-progress")])).toEqual({
      startedAt: T0 + HOUR,
      doneAt: null,
      cycleTimeMs: null,
    });
    expect(taskTiming([])).toEqual({ startedAt: null, doneAt: null, cycleTimeMs: null });
  });

  it("do not restart the clock on a second entry into done while done", () => {
    expect(cycleTime([entry(1, "work-in-progress"), entry(4, "done"), entry(6, "done")])).toBe(3 * HOUR);
  });

  it("sort entries by time (activity comes newest first) and skip unreadable instants", () => {
    const newestFirst = [
      entry(9, "done"),
      entry(6, "work-in-progress"),
      entry(5, "done"),
      entry(1, "work-in-progress"),
    ];
    expect(cycleTime(newestFirst)).toBe(8 * HOUR);
    expect(
      cycleTime([
        { at: "not a date", status: "work-in-progress" },
        entry(2, "work-in-progress"),
        entry(3, "done"),
      ]),
    ).toBe(HOUR);
    expect(
      cycleTime([
        { at: new Date(T0), status: "work-in-progress" },
        { at: T0 + 90_000, status: "done" },
      ]),
    ).toBe(90_000);
  });
});

describe("percentiles", () => {
  it("have none for an empty list", () => {
    expect(percentile([], 50)).toBeNull();
    expect(median([])).toBeNull();
    expect(p85([])).toBeNull();
  });

  it("give the one value of a single-item list", () => {
    expect(median([5])).toBe(5);
    expect(p85([5])).toBe(5);
  });

  it("interpolate linearly between two items", () => {
    expect(median([20, 10])).toBe(15);
    expect(p85([10, 20])).toBe(18.5);
  });

  it("take the middle of an odd list and interpolate ranks", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(p85([3, 1, 2])).toBeCloseTo(2.7, 12);
    const oneToTwentyOne = Array.from({ length: 21 }, (_, index) => 21 - index);
    expect(median(oneToTwentyOne)).toBe(11);
    expect(p85(oneToTwentyOne)).toBe(18); // rank 20 × 0.85 = 17, exactly the 18th value
    expect(percentile([1, 2, 3, 4], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4], 100)).toBe(4);
    expect(percentile([1, 2, 3, 4], 150)).toBe(4);
    expect(percentile([1, 2, 3, 4], -5)).toBe(1);
  });

  it("skip non-finite values and leave the input alone", () => {
    const values = [Number.NaN, 4, Infinity, 2];
    expect(median(values)).toBe(3);
    expect(values).toEqual([Number.NaN, 4, Infinity, 2]);
  });

  it("summarise the known durations only", () => {
    expect(summarizeDurations([null, 3 * HOUR, HOUR, null])).toEqual({
      count: 2,
      median: 2 * HOUR,
      p85: expect.closeTo(2.7 * HOUR, 3),
    });
    expect(summarizeDurations([null])).toEqual({ count: 0, median: null, p85: null });
  });
});

describe("ISO weeks", () => {
  it("number weeks in the year of their Thursday", () => {
    expect(isoWeek("2025-12-28")).toEqual({ year: 2025, week: 52 });
    expect(isoWeek("2025-12-29")).toEqual({ year: 2026, week: 1 });
    expect(isoWeek("2026-01-04")).toEqual({ year: 2026, week: 1 });
    expect(isoWeek("2027-01-01")).toEqual({ year: 2026, week: 53 });
    expect(isoWeek("2021-01-03")).toEqual({ year: 2020, week: 53 });
    expect(isoWeekKey("2024-12-30")).toBe("2025-W01");
    expect(isoWeekKey("2026-03-04")).toBe("2026-W10");
  });
});

describe("throughputByWeek", () => {
  it("buckets by the viewer's week across a year boundary (ISO week 1 starts in December)", () => {
    const done = [
      "2025-12-28T22:30:00Z", // Madrid: Sunday 28 Dec 23:30 → 2025-W52
      "2025-12-28T23:30:00Z", // Madrid: Monday 29 Dec 00:30 → 2026-W01
      "2026-01-04T22:59:00Z", // Madrid: Sunday 4 Jan 23:59 → 2026-W01
      "2026-01-04T23:00:00Z", // Madrid: Monday 5 Jan 00:00 → 2026-W02
    ];
    expect(throughputByWeek(done, "Europe/Madrid")).toEqual([
      { week: "2025-W52", start: "2025-12-22", count: 1 },
      { week: "2026-W01", start: "2025-12-29", count: 2 },
      { week: "2026-W02", start: "2026-01-05", count: 1 },
    ]);
    expect(throughputByWeek(done, "UTC")).toEqual([
      { week: "2025-W52", start: "2025-12-22", count: 2 },
      { week: "2026-W01", start: "2025-12-29", count: 2 },
    ]);
  });

  it("follows Madrid's summer time when a week ends (spring forward)", () => {
    const done = [
      "2025-03-23T23:00:00Z", // CET +1: Monday 24 Mar 00:00 → W13
      "2025-03-30T21:59:00Z", // CEST +2: Sunday 30 Mar 23:59 → W13
      "2025-03-30T22:00:00Z", // CEST +2: Monday 31 Mar 00:00 → W14 (23:00 Sunday under CET)
    ];
    expect(throughputByWeek(done, "Europe/Madrid")).toEqual([
      { week: "2025-W13", start: "2025-03-24", count: 2 },
      { week: "2025-W14", start: "2025-03-31", count: 1 },
    ]);
  });

  it("follows Madrid's winter time when a week ends (fall back)", () => {
    const done = [
      "2025-10-26T22:59:00Z", // CET +1: Sunday 26 Oct 23:59 → W43
      "2025-10-26T23:00:00Z", // CET +1: Monday 27 Oct 00:00 → W44
      "2025-10-19T22:00:00Z", // CEST +2: Monday 20 Oct 00:00 → W43
    ];
    expect(throughputByWeek(done, "Europe/Madrid")).toEqual([
      { week: "2025-W43", start: "2025-10-20", count: 2 },
      { week: "2025-W44", start: "2025-10-27", count: 1 },
    ]);
  });

  it("lists empty weeks between, and the range's weeks only", () => {
    const done = ["2026-03-03T10:00:00Z", "2026-03-24T10:00:00Z", "2026-03-25T10:00:00Z"];
    expect(throughputByWeek(done, "UTC").map((week) => [week.week, week.count])).toEqual([
      ["2026-W10", 1],
      ["2026-W11", 0],
      ["2026-W12", 0],
      ["2026-W13", 2],
    ]);
    expect(throughputByWeek(done, "UTC", { from: "2026-03-04", to: "2026-03-15" })).toEqual([
      { week: "2026-W10", start: "2026-03-02", count: 0 },
      { week: "2026-W11", start: "2026-03-09", count: 0 },
    ]);
    expect(throughputByWeek(done, "UTC", { from: "2026-03-03", to: "2026-03-03" })).toEqual([
      { week: "2026-W10", start: "2026-03-02", count: 1 },
    ]);
  });

  it("has no weeks without data or with an inverted range, and skips unreadable instants", () => {
    expect(throughputByWeek([], "UTC")).toEqual([]);
    expect(throughputByWeek(["nope", Number.NaN], "UTC")).toEqual([]);
    expect(
      throughputByWeek(["2026-03-03T10:00:00Z"], "UTC", { from: "2026-03-10", to: "2026-03-01" }),
    ).toEqual([]);
  });
});

describe("on time", () => {
  it("reads a due date as the viewer's calendar day", () => {
    expect(dueDay("2026-03-10", "America/New_York")).toBe("2026-03-10");
    expect(dueDay("2026-03-10T00:00:00.000Z", "America/New_York")).toBe("2026-03-09");
    expect(dueDay("2026-03-10T00:00:00.000Z", "Europe/Madrid")).toBe("2026-03-10");
    expect(dueDay(new Date("2026-03-10T23:30:00.000Z"), "Europe/Madrid")).toBe("2026-03-11");
    expect(dueDay(null, "UTC")).toBeNull();
    expect(dueDay("soon", "UTC")).toBeNull();
  });

  it("counts done on the due day, to its last minute, as on time", () => {
    const due = "2026-03-10";
    expect(isOnTime({ doneAt: "2026-03-09T12:00:00Z", dueDate: due }, "Europe/Madrid")).toBe(true);
    expect(isOnTime({ doneAt: "2026-03-10T22:59:00Z", dueDate: due }, "Europe/Madrid")).toBe(true);
    expect(isOnTime({ doneAt: "2026-03-10T23:00:00Z", dueDate: due }, "Europe/Madrid")).toBe(false);
    expect(isOnTime({ doneAt: "2026-03-10T23:00:00Z", dueDate: due }, "UTC")).toBe(true);
  });

  it("leaves open tasks and tasks without a due date out", () => {
    expect(isOnTime({ doneAt: null, dueDate: "2026-03-10" }, "UTC")).toBeNull();
    expect(isOnTime({ doneAt: "2026-03-09T12:00:00Z", dueDate: null }, "UTC")).toBeNull();
    expect(isOnTime({ doneAt: "never", dueDate: "2026-03-10" }, "UTC")).toBeNull();
  });

  it("gives the share of on-time tasks among those that count", () => {
    const tasks = [
      { doneAt: "2026-03-01T10:00:00Z", dueDate: "2026-03-01" },
      { doneAt: "2026-03-01T10:00:00Z", dueDate: "2026-03-05" },
      { doneAt: Date.parse("2026-03-04T10:00:00Z"), dueDate: "2026-03-05T12:00:00Z" },
      { doneAt: "2026-03-06T10:00:00Z", dueDate: "2026-03-05" },
      { doneAt: null, dueDate: "2026-03-01" },
      { doneAt: "2026-03-06T10:00:00Z", dueDate: null },
    ];
    expect(onTimeRate(tasks, "UTC")).toEqual({ onTime: 3, late: 1, rate: 0.75 });
    expect(onTimeRate([], "UTC")).toEqual({ onTime: 0, late: 0, rate: null });
  });
});

describe("columnCountsByDay", () => {
  const columns = ["c1", "c2", "c3"];
  const tasks: TaskFlowHistory[] = [
    // A: to c2 on the 2nd, to c3 at 23:30 Madrid on the 3rd (moves given newest first).
    {
      createdAt: "2026-03-01T10:00:00Z",
      columnId: "c1",
      moves: [
        { at: "2026-03-03T22:30:00Z", toColumnId: "c3" },
        { at: "2026-03-02T10:00:00Z", toColumnId: "c2" },
      ],
    },
    // B: created 00:30 Madrid on the 3rd (still the 2nd in UTC).
    {
      createdAt: "2026-03-02T23:30:00Z",
      columnId: "c1",
      moves: [{ at: "2026-03-04T08:00:00Z", toColumnId: "c2" }],
    },
    // C: deleted on the 3rd.
    { createdAt: "2026-03-01T10:00:00Z", columnId: "c2", moves: [], deletedAt: "2026-03-03T12:00:00Z" },
    // D: in a column that no longer exists.
    { createdAt: "2026-03-01T10:00:00Z", columnId: "gone", moves: [] },
    // E: a move stamped an hour before its creation.
    {
      createdAt: "2026-03-02T12:00:00Z",
      columnId: "c1",
      moves: [{ at: "2026-03-02T11:00:00Z", toColumnId: "c2" }],
    },
  ];

  it("counts the tasks in each column at the end of each local day", () => {
    expect(
      columnCountsByDay(tasks, columns, { from: "2026-03-02", to: "2026-03-04" }, "Europe/Madrid"),
    ).toEqual([
      { day: "2026-03-02", counts: { c1: 0, c2: 3, c3: 0 } },
      { day: "2026-03-03", counts: { c1: 1, c2: 1, c3: 1 } },
      { day: "2026-03-04", counts: { c1: 0, c2: 2, c3: 1 } },
    ]);
    expect(columnCountsByDay(tasks, columns, { from: "2026-03-02", to: "2026-03-02" }, "UTC")).toEqual([
      { day: "2026-03-02", counts: { c1: 1, c2: 3, c3: 0 } },
    ]);
  });

  it("counts nothing before the first creation", () => {
    expect(columnCountsByDay(tasks, columns, { from: "2026-02-28", to: "2026-02-28" }, "UTC")).toEqual([
      { day: "2026-02-28", counts: { c1: 0, c2: 0, c3: 0 } },
    ]);
  });

  it("ends a day at local midnight on the day clocks spring forward", () => {
    const created = [
      { createdAt: "2026-03-29T21:30:00Z", columnId: "c1", moves: [] }, // 23:30 CEST on the 29th
      { createdAt: "2026-03-29T22:30:00Z", columnId: "c1", moves: [] }, // 00:30 CEST on the 30th
    ];
    expect(
      columnCountsByDay(created, ["c1"], { from: "2026-03-29", to: "2026-03-30" }, "Europe/Madrid"),
    ).toEqual([
      { day: "2026-03-29", counts: { c1: 1 } },
      { day: "2026-03-30", counts: { c1: 2 } },
    ]);
  });

  it("has no days for an inverted range and stops at the longest range", () => {
    expect(columnCountsByDay(tasks, columns, { from: "2026-03-04", to: "2026-03-02" }, "UTC")).toEqual([]);
    const long = columnCountsByDay([], ["c1"], { from: "2025-01-01", to: "2026-12-31" }, "UTC");
    expect(long).toHaveLength(FLOW_MAX_DAYS);
    expect(long.at(-1)).toEqual({ day: "2026-01-01", counts: { c1: 0 } });
  });
});
