import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { GET as reportRoute } from "@/app/api/v1/time-tracker/[moduleId]/report/route";
import { GET as exportRoute } from "@/app/api/v1/time-tracker/[moduleId]/report/export/route";
import { GET as getRateRoute, PUT as putRateRoute } from "@/app/api/v1/time-tracker/[moduleId]/rate/route";
import { englishText } from "@/lib/i18n/messages";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { weekStart } from "@/modules/time-tracker/shared/report-range";
import {
  EXPORT_BATCH,
  REPORT_GROUPS,
  type ReportGroupBy,
  type TimeReport,
} from "@/modules/time-tracker/shared/report-types";
import { entryAmountCents, resolveHourlyRate, type TimeRates } from "@/modules/time-tracker/shared/rates";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { parseCsv } from "@/modules/time-tracker/shared/report-csv";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectId: string;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Client work" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Hours" })).id;
});

const base = (mod: string, path: string, query: Record<string, string>) =>
  `http://localhost:3000/api/v1/time-tracker/${mod}/${path}?${new URLSearchParams(query)}`;

const api = {
  report: (c: Caller, query: Record<string, string>, mod = moduleId) =>
    call<TimeReport>(reportRoute, {
      token: c.token,
      params: { moduleId: mod },
      url: base(mod, "report", query),
    }),
  rates: (c: Caller, mod = moduleId) =>
    call<TimeRates>(getRateRoute, { token: c.token, params: { moduleId: mod } }),
  putRates: (c: Caller, body: unknown, mod = moduleId) =>
    call<TimeRates>(putRateRoute, { method: "PUT", token: c.token, params: { moduleId: mod }, body }),
};

/** The export route's raw answer (call() reads JSON; a download is not). */
async function download(c: Caller, query: Record<string, string>, mod = moduleId) {
  const req = new NextRequest(base(mod, "report/export", query), {
    headers: { authorization: `Bearer ${c.token}`, "x-forwarded-for": "10.0.0.1" },
  });
  const res = await exportRoute(req, { params: Promise.resolve({ moduleId: mod }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

interface Seeded {
  userId: string;
  start: string;
  end: string | null;
  billable: boolean;
  tagIds: string[];
  taskId: string | null;
}

const seeded: Seeded[] = [];

async function entry(
  who: Caller,
  start: string,
  end: string | null,
  extra: {
    billable?: boolean;
    tagIds?: string[];
    description?: string;
    task?: { moduleId: string; id: string; key: string };
  } = {},
) {
  const row = {
    userId: who.user.id,
    start,
    end,
    billable: extra.billable ?? false,
    tagIds: extra.tagIds ?? [],
    taskId: extra.task?.id ?? null,
  };
  seeded.push(row);
  await getDb().timeEntry.create({
    data: {
      id: newId(),
      workspaceId: team.workspace.id,
      moduleId,
      projectModuleId: moduleId,
      userId: row.userId,
      description: extra.description ?? "",
      start: new Date(start),
      end: end === null ? null : new Date(end),
      billable: row.billable,
      tagIds: row.tagIds,
      taskModuleId: extra.task?.moduleId ?? null,
      taskId: extra.task?.id ?? null,
      taskKey: extra.task?.key ?? null,
    },
  });
}

async function tag(title: string) {
  return getDb().timeTag.create({
    data: { id: newId(), workspaceId: team.workspace.id, moduleId, projectModuleId: moduleId, title },
    select: { id: true, title: true },
  });
}

/** The TypeScript reference of the report's rule: per entry seconds, billable seconds and cents. */
function reference(rates: { module: number | null; members: Map<string, number> }) {
  return seeded.map((row) => {
    const seconds = Math.floor(((row.end ? Date.parse(row.end) : Date.now()) - Date.parse(row.start)) / 1000);
    const rate = resolveHourlyRate(rates.members.get(row.userId), rates.module);
    return {
      ...row,
      seconds,
      billableSeconds: row.billable ? seconds : 0,
      cents: entryAmountCents(seconds, row.billable, rate),
    };
  });
}

type Ref = ReturnType<typeof reference>[number];

function sumBy(rows: Ref[], keyOf: (row: Ref) => (string | null)[]) {
  const groups = new Map<string | null, { seconds: number; billableSeconds: number; amount: number }>();
  for (const row of rows)
    for (const key of keyOf(row)) {
      const group = groups.get(key) ?? { seconds: 0, billableSeconds: 0, amount: 0 };
      group.seconds += row.seconds;
      group.billableSeconds += row.billableSeconds;
      group.amount += row.cents;
      groups.set(key, group);
    }
  return new Map([...groups].map(([key, group]) => [key, { ...group, amount: group.amount / 100 }]));
}

const TZ = "Europe/Madrid";
const MARCH = { from: "2026-03-01", to: "2026-03-31", tz: TZ };

afterEach(() => {
  seeded.length = 0;
});

describe("reports", () => {
  it("total every grouping as the sum of its entries, with rates (a person's own overrides the module's)", async () => {
    const meetings = await tag("Meetings");
    const design = await tag("Design");
    const tasks = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web" })).id;
    const task = (await tm.create(team.member, tasks, { title: "Ship the login page" })).body;
    const taskRef = { moduleId: tasks, id: task.id, key: task.key };

    expect(
      (
        await api.putRates(team.admin, {
          currency: "EUR",
          hourlyRate: 50,
          members: [{ userId: team.member.user.id, hourlyRate: 80.25 }],
        })
      ).status,
    ).toBe(200);

    await entry(team.member, "2026-03-02T08:00:00Z", "2026-03-02T09:30:00Z", {
      billable: true,
      tagIds: [meetings.id, design.id],
      task: taskRef,
    });
    await entry(team.member, "2026-03-03T10:00:00Z", "2026-03-03T10:20:07Z", {
      billable: true,
      tagIds: [design.id],
    });
    await entry(team.member, "2026-03-09T12:00:00Z", "2026-03-09T13:00:00Z");
    await entry(team.admin, "2026-03-02T14:00:00Z", "2026-03-02T15:00:00Z", {
      billable: true,
      task: taskRef,
    });
    await entry(team.admin, "2026-03-16T07:00:00Z", "2026-03-16T07:00:01.999Z", { billable: true });
    // Outside the range (local days in Madrid): not counted.
    await entry(team.admin, "2026-02-28T22:00:00Z", "2026-02-28T22:30:00Z", { billable: true });
    const all = reference({ module: 5000, members: new Map([[team.member.user.id, 8025]]) }).filter(
      (row) => localDay(row.start, TZ) >= MARCH.from && localDay(row.start, TZ) <= MARCH.to,
    );
    expect(all).toHaveLength(5);

    const keyOf: Record<ReportGroupBy, (row: Ref) => (string | null)[]> = {
      day: (row) => [localDay(row.start, TZ)],
      week: (row) => [weekStart(localDay(row.start, TZ))],
      member: (row) => [row.userId],
      task: (row) => [row.taskId],
      tag: (row) => (row.tagIds.length ? row.tagIds : [null]),
      billable: (row) => [row.billable ? "billable" : "nonBillable"],
    };
    const totals = sumBy(all, () => [null]).get(null)!;
    for (const groupBy of REPORT_GROUPS) {
      const { status, body } = await api.report(team.admin, { ...MARCH, groupBy });
      expect([groupBy, status]).toEqual([groupBy, 200]);
      expect(body.total).toEqual({ ...totals, currency: "EUR" });
      expect(body.overlapping).toBe(groupBy === "tag");
      const expected = sumBy(all, keyOf[groupBy]);
      expect([
        groupBy,
        new Map(
          body.groups.map((g) => [
            g.key,
            { seconds: g.seconds, billableSeconds: g.billableSeconds, amount: g.amount },
          ]),
        ),
      ]).toEqual([groupBy, expected]);
      if (groupBy !== "tag") {
        const sum = body.groups.reduce((acc, g) => acc + g.seconds, 0);
        expect(sum).toBe(body.total.seconds);
      }
    }
    // 1.5 h at 80.25 = 120.375 → 120.38; 20 min 7 s at 80.25 = 26.906 → 26.91; 1 h at 50; 1 s at 50 = 0.01.
    expect(Math.round(totals.amount * 100)).toBe(12038 + 2691 + 5000 + 1);

    const byLabel = async (groupBy: ReportGroupBy) =>
      (await api.report(team.admin, { ...MARCH, groupBy })).body.groups.map((g) => [g.key, g.label]);
    expect(await byLabel("member")).toEqual(
      expect.arrayContaining([
        [team.member.user.id, "Mia Member"],
        [team.admin.user.id, "Adam Admin"],
      ]),
    );
    expect(await byLabel("tag")).toEqual([
      [design.id, "Design"],
      [meetings.id, "Meetings"],
      [null, englishText("timeTracker.reports.noTag")],
    ]);
    expect(await byLabel("task")).toEqual([
      [task.id, `${task.key} Ship the login page`],
      [null, englishText("timeTracker.reports.noTask")],
    ]);
    expect(await byLabel("week")).toEqual([
      ["2026-03-02", "2026-W10"],
      ["2026-03-09", "2026-W11"],
      ["2026-03-16", "2026-W12"],
    ]);

    // The task's title shows only to those who may still read the task module.
    await getDb().projectModule.update({ where: { id: tasks }, data: { private: true } });
    const hidden = await api.report(team.member, { ...MARCH, groupBy: "task" });
    expect(hidden.body.groups.map((g) => g.label)).toContain(task.key);
  });

  it("put an entry on the local day it starts in the time zone asked for; running entries count up to now", async () => {
    await entry(team.member, "2026-03-01T23:30:00Z", "2026-03-02T00:30:00Z");
    const day = (tz: string, date: string) =>
      api.report(team.member, { from: date, to: date, tz, groupBy: "day" }).then((r) => r.body);
    expect((await day("UTC", "2026-03-01")).total.seconds).toBe(3600);
    expect((await day("UTC", "2026-03-02")).total.seconds).toBe(0);
    expect((await day(TZ, "2026-03-01")).total.seconds).toBe(0);
    const madrid = await day(TZ, "2026-03-02");
    expect(madrid.total.seconds).toBe(3600);
    expect(madrid.groups).toEqual([
      { key: "2026-03-02", label: "2026-03-02", seconds: 3600, billableSeconds: 0, amount: 0 },
    ]);
    // Across the DST change (Madrid, 29 March: 02:00 → 03:00): 23:30 UTC on the 28th is the 29th there.
    await entry(team.member, "2026-03-28T23:30:00Z", "2026-03-29T01:30:00Z");
    expect((await day(TZ, "2026-03-29")).total.seconds).toBe(7200);
    expect((await day("America/Los_Angeles", "2026-03-28")).total.seconds).toBe(7200);
    // A zone half an hour off (Kolkata, UTC+05:30): 18:29 UTC is 23:59 there, 18:31 UTC the next day.
    await entry(team.member, "2026-03-10T18:29:00Z", "2026-03-10T18:30:00Z");
    await entry(team.member, "2026-03-10T18:31:00Z", "2026-03-10T18:33:00Z");
    expect((await day("Asia/Kolkata", "2026-03-10")).total.seconds).toBe(60);
    expect((await day("Asia/Kolkata", "2026-03-11")).total.seconds).toBe(120);

    const started = new Date(Date.now() - 3600_000);
    await entry(team.member, started.toISOString(), null, { billable: true });
    const today = localDay(started, "UTC");
    const running = await api.report(team.member, {
      from: today,
      to: localDay(Date.now(), "UTC"),
      tz: "UTC",
    });
    expect(running.body.total.billableSeconds).toBeGreaterThanOrEqual(3600);
    expect(running.body.total.billableSeconds).toBeLessThan(3660);
  });

  it("validate the range, the grouping and the time zone", async () => {
    const bad = async (query: Record<string, string>, key: string) =>
      expect((await api.report(team.member, query)).body).toEqual(errorBody(400, englishText(key)));
    await bad({ from: "2026-03-10", to: "2026-03-09" }, "validation.invalidRange");
    await bad({ from: "2025-03-01", to: "2026-03-02" }, "validation.reportRangeTooLong");
    await bad({ from: "2026-02-30", to: "2026-03-02" }, "validation.reportDateInvalid");
    await bad({ to: "2026-03-02" }, "validation.reportDateInvalid");
    await bad({ ...MARCH, groupBy: "project" }, "validation.reportGroupInvalid");
    await bad({ ...MARCH, tz: "Mars/Olympus" }, "validation.timeZoneInvalid");
    expect((await api.report(team.member, { from: "2025-03-02", to: "2026-03-02" })).status).toBe(200);
    expect((await download(team.member, { ...MARCH, format: "pdf" })).status).toBe(400);
  });

  it("show members only their own time; module admins everyone's, or one person's", async () => {
    await entry(team.member, "2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z");
    await entry(team.admin, "2026-03-02T08:00:00Z", "2026-03-02T10:00:00Z");
    await entry(team.owner, "2026-03-03T08:00:00Z", "2026-03-03T08:30:00Z");
    const seconds = async (c: Caller, query: Record<string, string> = {}) => {
      const res = await api.report(c, { ...MARCH, groupBy: "member", ...query });
      return res.status === 200 ? res.body.total.seconds : res.status;
    };
    expect(await seconds(team.member)).toBe(3600);
    expect(await seconds(team.member, { member: team.member.user.id })).toBe(3600);
    expect(await seconds(team.member, { member: team.admin.user.id })).toBe(403);
    expect(await seconds(team.viewer)).toBe(0);
    expect(await seconds(team.admin)).toBe(3600 + 7200 + 1800);
    expect(await seconds(team.owner, { member: team.member.user.id })).toBe(3600);
    expect((await api.report(team.member, { ...MARCH, groupBy: "member" })).body.member).toBe(
      team.member.user.id,
    );

    const csv = async (c: Caller) =>
      (await download(c, { ...MARCH, format: "csv" })).bytes.toString().trim().split("\r\n");
    expect(await csv(team.member)).toHaveLength(2);
    expect(await csv(team.admin)).toHaveLength(4);
    expect(
      (await download(team.member, { ...MARCH, format: "csv", member: team.owner.user.id })).status,
    ).toBe(403);
  });
});

describe("rates", () => {
  it("are read by readers (people's rates by admins only) and set by module admins only", async () => {
    expect((await api.rates(team.viewer)).body).toEqual({ currency: "USD", hourlyRate: null, members: null });
    expect((await api.rates(team.admin)).body).toEqual({ currency: "USD", hourlyRate: null, members: [] });

    const body = {
      currency: "EUR",
      hourlyRate: 45.5,
      members: [
        { userId: team.member.user.id, hourlyRate: 60 },
        { userId: team.viewer.user.id, hourlyRate: null },
      ],
    };
    expect((await api.putRates(team.member, body)).status).toBe(403);
    expect((await api.putRates(team.viewer, body)).status).toBe(403);
    expect(await getDb().timeTrackerSettings.count({ where: { moduleId } })).toBe(0);
    const saved = await api.putRates(team.admin, body);
    expect(saved.body).toEqual({
      currency: "EUR",
      hourlyRate: 45.5,
      members: [{ userId: team.member.user.id, name: "Mia Member", hourlyRate: 60 }],
    });
    expect((await api.rates(team.member)).body).toEqual({ currency: "EUR", hourlyRate: 45.5, members: null });

    // The list replaces the saved one: leaving someone out removes their rate.
    await api.putRates(team.admin, { currency: "EUR", hourlyRate: null, members: [] });
    expect((await api.rates(team.owner)).body).toEqual({ currency: "EUR", hourlyRate: null, members: [] });
  });

  it("refuse bad amounts, currencies and people who cannot see the module", async () => {
    const other = await seedTeam("Other Co");
    const bad = async (body: unknown, key: string) =>
      expect((await api.putRates(team.admin, body)).body).toEqual(errorBody(400, englishText(key)));
    const ok = { currency: "USD", hourlyRate: 10, members: [] };
    await bad({ ...ok, hourlyRate: 10.005 }, "validation.rateDecimals");
    await bad({ ...ok, hourlyRate: -1 }, "validation.rateInvalid");
    await bad({ ...ok, hourlyRate: 10_000_000.01 }, "validation.rateTooHigh");
    await bad({ ...ok, hourlyRate: "10" }, "validation.rateInvalid");
    await bad({ ...ok, currency: "usd" }, "validation.currencyInvalid");
    await bad({ ...ok, currency: "QQQ" }, "validation.currencyInvalid");
    const member = (userId: string) => ({ ...ok, members: [{ userId, hourlyRate: 20 }] });
    await bad(member(other.member.user.id), "validation.rateMembersInvalid");
    // A guest sees a project only with access to it.
    await bad(member(team.guest.user.id), "validation.rateMembersInvalid");
    await bad(
      {
        ...ok,
        members: [
          { userId: team.member.user.id, hourlyRate: 1 },
          { userId: team.member.user.id, hourlyRate: 2 },
        ],
      },
      "validation.rateMembersInvalid",
    );
    expect(await getDb().timeTrackerSettings.count({ where: { moduleId } })).toBe(0);
    expect((await api.putRates(team.admin, member(team.viewer.user.id))).status).toBe(200);
    expect((await api.putRates(team.admin, { ...ok, hourlyRate: 10_000_000 })).status).toBe(200);
  });
});

describe("exports", () => {
  it("write one row per entry whose amounts add up to the report's, with formulas defused", async () => {
    const design = await tag("Design");
    await api.putRates(team.admin, { currency: "EUR", hourlyRate: 50, members: [] });
    await entry(team.member, "2026-03-02T08:00:00Z", "2026-03-02T09:30:00Z", {
      billable: true,
      tagIds: [design.id],
      description: '=HYPERLINK("http://evil.example","click"), then more',
    });
    await entry(team.admin, "2026-03-03T10:00:00Z", "2026-03-03T10:45:00Z", { description: "+1 idea" });
    await entry(team.admin, "2026-03-04T23:30:00Z", "2026-03-05T00:10:00Z", {
      billable: true,
      description: "Plain",
    });
    const report = (await api.report(team.admin, MARCH)).body;

    const csv = await download(team.admin, { ...MARCH, format: "csv" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="time-report-2026-03-01-2026-03-31.csv"',
    );
    const text = csv.bytes.toString("utf8");
    const lines = text.split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then more"`);
    expect(lines[2]).toContain(",'+1 idea,");
    // Madrid: 00:30 to 01:10 on 5 March.
    expect(lines[3]).toMatch(
      /^2026-03-05,2026-03-05 00:30,2026-03-05 01:10,0\.67,00:40,2400,Adam Admin,Plain,,,/,
    );
    const rows = parseCsv(text);
    expect(rows[1]![7]).toBe(`'=HYPERLINK("http://evil.example","click"), then more`);
    // The seconds (6th) and amount (13th) columns add up to the report's totals.
    const sum = (index: number) =>
      rows.slice(1).reduce((acc, row) => acc + Math.round(Number(row[index]) * 100), 0);
    expect(sum(5)).toBe(report.total.seconds * 100);
    expect(sum(12)).toBe(Math.round(report.total.amount * 100));

    const xlsx = await download(team.admin, { ...MARCH, format: "xlsx" });
    expect(xlsx.headers.get("content-disposition")).toBe(
      'attachment; filename="time-report-2026-03-01-2026-03-31.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(8).value).toBe('=HYPERLINK("http://evil.example","click"), then more');
    expect(sheet.getRow(2).getCell(8).type).toBe(ExcelJS.ValueType.String);
    const total = sheet.getRow(5);
    expect(total.getCell(6).value).toMatchObject({ formula: "SUM(F2:F4)", result: report.total.seconds });
    expect(total.getCell(13).value).toMatchObject({ formula: "SUM(M2:M4)", result: report.total.amount });
  });

  it("read a range larger than a batch in keyset order, ties included, with the report's totals", async () => {
    const count = EXPORT_BATCH * 2 + 37;
    const start = new Date("2026-03-10T08:00:00Z");
    await getDb().timeEntry.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        id: newId(),
        workspaceId: team.workspace.id,
        moduleId,
        projectModuleId: moduleId,
        userId: i % 2 ? team.member.user.id : team.admin.user.id,
        // Many share a start: the keyset must order by id too.
        start: new Date(start.getTime() + Math.floor(i / 10) * 60_000),
        end: new Date(start.getTime() + Math.floor(i / 10) * 60_000 + 30_000 + i),
        billable: i % 3 === 0,
      })),
    });
    await api.putRates(team.admin, { currency: "USD", hourlyRate: 99.99, members: [] });
    const report = (await api.report(team.admin, MARCH)).body;
    const csv = (await download(team.admin, { ...MARCH, format: "csv" })).bytes
      .toString("utf8")
      .trim()
      .split("\r\n");
    expect(csv).toHaveLength(count + 1);
    const seconds = csv.slice(1).reduce((sum, line) => sum + Number(line.split(",")[5]), 0);
    const cents = csv.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(",")[12]) * 100), 0);
    expect(seconds).toBe(report.total.seconds);
    expect(cents).toBe(Math.round(report.total.amount * 100));
  });
});

describe("isolation", () => {
  it("answers 404 on every new endpoint to another workspace, and to a module of another kind", async () => {
    const other = await seedTeam("Other Co");
    const runs: [string, () => Promise<{ status: number }>][] = [
      ["report", () => api.report(other.owner, MARCH)],
      ["export", () => download(other.owner, { ...MARCH, format: "csv" })],
      ["xlsx", () => download(other.owner, { ...MARCH, format: "xlsx" })],
      ["rates", () => api.rates(other.owner)],
      ["put rates", () => api.putRates(other.owner, { currency: "USD", hourlyRate: 1, members: [] })],
    ];
    for (const [name, run] of runs) expect([name, (await run()).status]).toEqual([name, 404]);
    const tasks = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement" })).id;
    expect((await api.report(team.owner, MARCH, tasks)).status).toBe(404);
    expect((await api.rates(team.owner, tasks)).status).toBe(404);
    expect((await download(team.owner, { ...MARCH, format: "csv" }, tasks)).status).toBe(404);
    expect(await getDb().timeTrackerSettings.count({ where: { moduleId } })).toBe(0);
  });
});
