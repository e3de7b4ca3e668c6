// Reporting figures (issue 14) against hand-computed numbers on a small seeded workspace: a public
// project "Web" (board To do / In progress / Review / Done, a time tracker), a private project
// "Secret" (board To do / Doing / Done, a time tracker) that only owners and admins see, and a
// time tracker of the workspace itself. The period is 2026-03-02 (Monday) to 2026-03-15 (Sunday):
// ISO weeks 2026-W10 and 2026-W11, read in UTC unless a test says otherwise.
import { GET as dataRoute } from "@/app/api/v1/reports/[reportId]/data/route";
import { englishText } from "@/lib/i18n/messages";
import { percentile } from "@/lib/reporting/stats";
import type { ReportData } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import {
  seedBoard,
  seedTaskHistory,
  seedTimeEntry,
  seedWorkspaceModule,
  type SeededBoard,
} from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PERIOD = { from: "2026-03-02", to: "2026-03-15", zone: "UTC" };

let team: Team;
let web: SeededBoard;
let secret: SeededBoard;
let webProject: { id: string; name: string };
let secretProject: { id: string; name: string };

function data(caller: Caller, reportId: string, query: Record<string, string> = PERIOD) {
  return call<ReportData>(dataRoute, {
    token: caller.token,
    params: { reportId },
    url: `http://localhost:3000/api/v1/reports/${reportId}/data?${new URLSearchParams(query)}`,
  });
}

/** Column ids of a board by name. */
const col = (board: SeededBoard, name: string) => board.columns.find((column) => column.name === name)!.id;

beforeAll(async () => {
  team = await seedTeam("Reporting Studio");
  const db = getDb();
  const member = team.member.user.id;
  const admin = team.admin.user.id;
  webProject = await seedProject(db, team.workspace.id, { name: "Web" });
  secretProject = await seedProject(db, team.workspace.id, { name: "Secret", private: true });
  const webTasks = await seedProjectModule(db, webProject.id, { tag: "TaskManagement", name: "Web board" });
  const secretTasks = await seedProjectModule(db, secretProject.id, {
    tag: "TaskManagement",
    name: "Secret board",
  });
  web = await seedBoard(db, {
    workspaceId: team.workspace.id,
    projectModuleId: webTasks.id,
    columns: ["To do", "In progress", "Review", "Done"],
  });
  secret = await seedBoard(db, {
    workspaceId: team.workspace.id,
    projectModuleId: secretTasks.id,
    columns: ["To do", "Doing", "Done"],
  });
  const [todo, doing, review, done] = ["To do", "In progress", "Review", "Done"].map((name) =>
    col(web, name),
  ) as [string, string, string, string];
  const task = (history: Parameters<typeof seedTaskHistory>[2]) => seedTaskHistory(db, web, history);
  // T1: started 03-02 09:00, done 03-04 09:00 (cycle 2 days), the member's, due 03-05 (on time).
  const t1 = await task({
    title: "T1",
    createdAt: "2026-02-20T10:00:00Z",
    createdById: admin,
    columnId: todo,
    assigneeIds: [member],
    dueDate: "2026-03-05T12:00:00Z",
    moves: [
      { at: "2026-03-02T09:00:00Z", to: doing, by: member },
      { at: "2026-03-04T09:00:00Z", to: done, by: member },
    ],
  });
  // A subtask of T1: never counted as a work item (its actions are).
  await task({
    title: "S1",
    parentId: t1,
    createdAt: "2026-03-02T10:00:00Z",
    createdById: member,
    columnId: todo,
    assigneeIds: [member],
    moves: [{ at: "2026-03-03T10:00:00Z", to: done, by: member }],
  });
  // T2: the admin's; started 03-03 12:00, done 03-09 12:00 (6 days); due 03-08 (late).
  await task({
    title: "T2",
    createdAt: "2026-03-03T08:00:00Z",
    createdById: admin,
    columnId: todo,
    assigneeIds: [admin],
    dueDate: "2026-03-08T12:00:00Z",
    moves: [
      { at: "2026-03-03T12:00:00Z", to: doing },
      { at: "2026-03-05T12:00:00Z", to: review },
      { at: "2026-03-09T12:00:00Z", to: done },
    ],
    other: [
      { at: "2026-03-06T10:00:00Z", type: "commented", by: member },
      { at: "2026-03-06T11:00:00Z", type: "commented", by: admin },
    ],
  });
  // T3: created in progress on 03-01 (before the period), done 03-10 by the member, unassigned: 9 days.
  await task({
    title: "T3",
    createdAt: "2026-03-01T00:00:00Z",
    createdById: admin,
    columnId: doing,
    moves: [{ at: "2026-03-10T00:00:00Z", to: done, by: member }],
  });
  // T4: todo → done (no cycle time), the member's, due 03-10 (on time).
  await task({
    title: "T4",
    createdAt: "2026-03-02T08:00:00Z",
    createdById: member,
    columnId: todo,
    assigneeIds: [member],
    dueDate: "2026-03-10T12:00:00Z",
    moves: [{ at: "2026-03-06T10:00:00Z", to: done }],
  });
  // T5: started 03-05 10:00, done 03-07, reopened 03-08, done again 03-12 10:00: 7 days; due 03-11 (late).
  await task({
    title: "T5",
    createdAt: "2026-03-04T08:00:00Z",
    createdById: member,
    columnId: todo,
    assigneeIds: [member],
    dueDate: "2026-03-11T12:00:00Z",
    moves: [
      { at: "2026-03-05T10:00:00Z", to: doing },
      { at: "2026-03-07T10:00:00Z", to: done },
      { at: "2026-03-08T10:00:00Z", to: doing },
      { at: "2026-03-12T10:00:00Z", to: done },
    ],
  });
  // T6: in progress since 03-03, due 03-06: overdue from 03-06.
  await task({
    title: "T6",
    createdAt: "2026-03-02T08:00:00Z",
    createdById: member,
    columnId: todo,
    assigneeIds: [member],
    dueDate: "2026-03-06T12:00:00Z",
    moves: [{ at: "2026-03-03T10:00:00Z", to: doing }],
    other: [{ at: "2026-03-07T10:00:00Z", type: "updated", by: member }],
  });
  // T7: the admin's, to do since 03-10, due 03-12: overdue from 03-12.
  await task({
    title: "T7",
    createdAt: "2026-03-10T08:00:00Z",
    createdById: admin,
    columnId: todo,
    assigneeIds: [admin],
    dueDate: "2026-03-12T12:00:00Z",
  });
  // T8: done before the period.
  await task({
    title: "T8",
    createdAt: "2026-02-01T08:00:00Z",
    createdById: admin,
    columnId: todo,
    moves: [{ at: "2026-02-10T08:00:00Z", to: done }],
  });
  // T9: created in Done on Sunday 03-08 at 23:30 UTC by the member, unassigned: done then (in W10
  // in UTC, W11 in Madrid), no cycle time.
  await task({ title: "T9", createdAt: "2026-03-08T23:30:00Z", createdById: member, columnId: done });
  // T10: the admin's, in progress since 03-11, done after the period (03-20).
  await task({
    title: "T10",
    createdAt: "2026-03-10T09:00:00Z",
    createdById: admin,
    columnId: todo,
    assigneeIds: [admin],
    moves: [
      { at: "2026-03-11T09:00:00Z", to: doing },
      { at: "2026-03-20T09:00:00Z", to: done },
    ],
  });
  // T11: the member's, done 03-05, reopened after the period (03-25): not done now; due 03-04.
  await task({
    title: "T11",
    createdAt: "2026-03-02T09:00:00Z",
    createdById: member,
    columnId: todo,
    assigneeIds: [member],
    dueDate: "2026-03-04T12:00:00Z",
    moves: [
      { at: "2026-03-05T09:00:00Z", to: done },
      { at: "2026-03-25T09:00:00Z", to: todo },
    ],
  });
  // T20, in the private project: the admin's, 1 day of cycle time, done 03-04. The member once
  // commented on it: not theirs to see any more.
  await seedTaskHistory(db, secret, {
    title: "T20",
    createdAt: "2026-03-02T08:00:00Z",
    createdById: admin,
    columnId: col(secret, "To do"),
    assigneeIds: [admin],
    moves: [
      { at: "2026-03-03T08:00:00Z", to: col(secret, "Doing") },
      { at: "2026-03-04T08:00:00Z", to: col(secret, "Done") },
    ],
    other: [{ at: "2026-03-05T08:00:00Z", type: "commented", by: member }],
  });

  const webHours = await seedProjectModule(db, webProject.id, { tag: "TimeTracker", name: "Web hours" });
  const secretHours = await seedProjectModule(db, secretProject.id, {
    tag: "TimeTracker",
    name: "Secret hours",
  });
  const ownHours = await seedWorkspaceModule(db, team.workspace.id, "TimeTracker");
  const entry = (
    moduleId: string,
    who: Caller,
    start: string,
    end: string,
    billable: boolean,
    workspaceModule = false,
  ) =>
    seedTimeEntry(db, {
      workspaceId: team.workspace.id,
      moduleId,
      workspaceModule,
      userId: who.user.id,
      start,
      end,
      billable,
    });
  await entry(webHours.id, team.member, "2026-03-02T09:00:00Z", "2026-03-02T11:00:00Z", true);
  await entry(webHours.id, team.member, "2026-03-10T09:00:00Z", "2026-03-10T10:00:00Z", false);
  await entry(webHours.id, team.member, "2026-03-16T09:00:00Z", "2026-03-16T10:00:00Z", true); // after the period
  await entry(webHours.id, team.admin, "2026-03-03T09:00:00Z", "2026-03-03T12:00:00Z", true);
  await entry(webHours.id, team.viewer, "2026-03-05T09:00:00Z", "2026-03-05T09:45:00Z", false);
  await entry(secretHours.id, team.admin, "2026-03-04T09:00:00Z", "2026-03-04T10:00:00Z", true);
  await entry(ownHours.id, team.member, "2026-03-11T14:00:00Z", "2026-03-11T14:30:00Z", false, true);
});

const person = (caller: Caller) => ({ id: caller.user.id, name: caller.user.name, image: null });

describe("My organization", () => {
  it("equals the hand-computed figures for a member (the private project left out)", async () => {
    const { status, body } = await data(team.member, "my-organization");
    expect(status).toBe(200);
    expect(body.scope).toEqual({
      period: { from: "2026-03-02", to: "2026-03-15" },
      memberIds: [],
      projectIds: [],
    });
    expect(body.zone).toBe("UTC");
    expect(body.widgets).toEqual([
      "throughput",
      "cycle-time",
      "cumulative-flow",
      "overdue-trend",
      "workload",
      "time-per-project",
    ]);
    // Done in the period: T1, T4 and T9 in W10; T2, T3 and T5 in W11 (T8 before, T10 after, T11
    // reopened, the subtask and the private T20 left out).
    expect(body.throughput).toEqual([
      { week: "2026-W10", start: "2026-03-02", count: 3 },
      { week: "2026-W11", start: "2026-03-09", count: 3 },
    ]);
    // Cycle times 2, 6, 7 and 9 days (T4 and T9 have none): median 6.5 days, p85 at rank 2.55: 8.1 days.
    expect(body.cycleTime).toEqual({ count: 4, median: 6.5 * DAY, p85: expect.closeTo(8.1 * DAY, 3) });
    expect(body.cumulativeFlow?.columns).toEqual(["To do", "In progress", "Review", "Done"]);
    expect(body.cumulativeFlow?.days).toHaveLength(14);
    const flowOn = (day: string) => body.cumulativeFlow?.days.find((entry) => entry.day === day)?.counts;
    expect(flowOn("2026-03-02")).toEqual({ "To do": 3, "In progress": 2, Review: 0, Done: 1 });
    expect(flowOn("2026-03-05")).toEqual({ "To do": 1, "In progress": 3, Review: 1, Done: 3 });
    expect(flowOn("2026-03-08")).toEqual({ "To do": 0, "In progress": 3, Review: 1, Done: 5 });
    expect(flowOn("2026-03-15")).toEqual({ "To do": 1, "In progress": 2, Review: 0, Done: 8 });
    // T11 (due 03-04, open now) from 03-04; T6 from 03-06; T2 on 03-08 only; T5 on 03-11 only; T7 from 03-12.
    expect(body.overdueTrend).toEqual(
      [0, 0, 1, 1, 2, 2, 3, 2, 2, 3, 3, 3, 3, 3].map((overdue, index) => ({
        day: `2026-03-${String(index + 2).padStart(2, "0")}`,
        overdue,
      })),
    );
    // Open now: the member's T11 (to do) and T6 (in progress), both past due; the admin's T7 (T10
    // is done since 03-20). Done in the period: the member's 5, the admin's T2. Most open work first.
    expect(body.workload).toEqual([
      { member: person(team.member), todo: 1, inProgress: 1, overdue: 2, done: 5 },
      { member: person(team.admin), todo: 1, inProgress: 0, overdue: 1, done: 1 },
    ]);
    // The member sees only their own entries in trackers they do not manage; the workspace's own
    // tracker under no project.
    expect(body.timePerProject).toEqual([
      { project: webProject, billableMs: 2 * HOUR, nonBillableMs: HOUR },
      { project: null, billableMs: 0, nonBillableMs: HOUR / 2 },
    ]);
  });

  it("counts the private project and everyone's time for an admin", async () => {
    const { body } = await data(team.admin, "my-organization");
    expect(body.throughput).toEqual([
      { week: "2026-W10", start: "2026-03-02", count: 4 },
      { week: "2026-W11", start: "2026-03-09", count: 3 },
    ]);
    // 1, 2, 6, 7 and 9 days: median 6, p85 at rank 3.4: 7.8 days.
    expect(body.cycleTime).toEqual({ count: 5, median: 6 * DAY, p85: expect.closeTo(7.8 * DAY, 3) });
    // Columns of the same name add up; names by average rank (Doing and In progress tie at 2), Done last.
    expect(body.cumulativeFlow?.columns).toEqual(["To do", "Doing", "In progress", "Review", "Done"]);
    const flowOn = (day: string) => body.cumulativeFlow?.days.find((entry) => entry.day === day)?.counts;
    expect(flowOn("2026-03-02")).toEqual({ "To do": 4, Doing: 0, "In progress": 2, Review: 0, Done: 1 });
    expect(flowOn("2026-03-03")).toEqual({ "To do": 2, Doing: 1, "In progress": 4, Review: 0, Done: 1 });
    expect(flowOn("2026-03-15")).toEqual({ "To do": 1, Doing: 0, "In progress": 2, Review: 0, Done: 9 });
    expect(body.workload).toEqual([
      { member: person(team.member), todo: 1, inProgress: 1, overdue: 2, done: 5 },
      { member: person(team.admin), todo: 1, inProgress: 0, overdue: 1, done: 2 },
    ]);
    expect(body.timePerProject).toEqual([
      { project: webProject, billableMs: 5 * HOUR, nonBillableMs: HOUR + 0.75 * HOUR },
      { project: secretProject, billableMs: HOUR, nonBillableMs: 0 },
      { project: null, billableMs: 0, nonBillableMs: HOUR / 2 },
    ]);
  });

  it("never shows the private project's work to a member, whatever the filters", async () => {
    const { body } = await data(team.member, "my-organization", {
      ...PERIOD,
      projectIds: secretProject.id,
    });
    expect(body.throughput?.map((week) => week.count)).toEqual([0, 0]);
    expect(body.cycleTime).toEqual({ count: 0, median: null, p85: null });
    expect(body.cumulativeFlow).toEqual({ columns: [], days: expect.any(Array) });
    expect(body.workload).toEqual([]);
    expect(body.timePerProject).toEqual([]);
    const onlyAdmin = await data(team.member, "my-organization", {
      ...PERIOD,
      memberIds: team.admin.user.id,
    });
    // The admin's visible work: T2 done in W11; T20 stays hidden.
    expect(onlyAdmin.body.throughput?.map((week) => week.count)).toEqual([0, 1]);
    expect(onlyAdmin.body.workload).toEqual([
      { member: person(team.admin), todo: 1, inProgress: 0, overdue: 1, done: 1 },
    ]);
    expect(onlyAdmin.body.timePerProject).toEqual([]);
  });

  it("filters by project and by member", async () => {
    const web = await data(team.admin, "my-organization", { ...PERIOD, projectIds: webProject.id });
    expect(web.body.scope.projectIds).toEqual([webProject.id]);
    expect(web.body.throughput?.map((week) => week.count)).toEqual([3, 3]);
    expect(web.body.timePerProject?.map((row) => row.project?.name ?? null)).toEqual(["Web"]);
    const member = await data(team.admin, "my-organization", {
      ...PERIOD,
      memberIds: team.member.user.id,
      widgets: "throughput,workload",
    });
    // Assigned to the member (T1, T4, T5) or unassigned and finished by them (T3, T9).
    expect(member.body.throughput?.map((week) => week.count)).toEqual([3, 2]);
    expect(member.body.widgets).toEqual(["throughput", "workload"]);
    expect(member.body.cycleTime).toBeUndefined();
    expect(member.body.workload).toEqual([
      { member: person(team.member), todo: 1, inProgress: 1, overdue: 2, done: 5 },
    ]);
  });

  it("reads days and weeks in the report's time zone", async () => {
    // T9 was done on Sunday 03-08 at 23:30 UTC: Monday 00:30 in Madrid (UTC+1), so in W11 there;
    // Sunday 16:30 in Los Angeles, in W10 as in UTC.
    const madrid = await data(team.member, "my-organization", { ...PERIOD, zone: "Europe/Madrid" });
    expect(madrid.body.zone).toBe("Europe/Madrid");
    expect(madrid.body.throughput?.map((week) => week.count)).toEqual([2, 4]);
    const flowOn = (day: string) =>
      madrid.body.cumulativeFlow?.days.find((entry) => entry.day === day)?.counts;
    expect(flowOn("2026-03-08")?.Done).toBe(4);
    expect(flowOn("2026-03-09")?.Done).toBe(6);
    const la = await data(team.member, "my-organization", { ...PERIOD, zone: "America/Los_Angeles" });
    expect(la.body.throughput?.map((week) => week.count)).toEqual([3, 3]);
  });

  it("defaults to the 90 days ending today in the user's saved time zone", async () => {
    await getDb().user.update({ where: { id: team.viewer.user.id }, data: { timeZone: "Asia/Tokyo" } });
    const { status, body } = await data(team.viewer, "my-organization", {});
    expect(status).toBe(200);
    expect(body.zone).toBe("Asia/Tokyo");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date());
    expect(body.scope.period.to).toBe(today);
    const days = (Date.parse(body.scope.period.to) - Date.parse(body.scope.period.from)) / DAY + 1;
    expect(days).toBe(90);
  });
});

describe("My impact", () => {
  it("equals the hand-computed figures of the member", async () => {
    const { status, body } = await data(team.member, "my-impact");
    expect(status).toBe(200);
    expect(body.widgets).toEqual(["completed", "on-time", "time-tracked", "activity"]);
    expect(body.scope.memberIds).toEqual([team.member.user.id]);
    // Theirs (T1, T4, T5) and the unassigned ones they finished (T3, T9).
    expect(body.completed).toEqual([
      { week: "2026-W10", start: "2026-03-02", count: 3 },
      { week: "2026-W11", start: "2026-03-09", count: 2 },
    ]);
    // T1 and T4 on time, T5 late (done 03-12, due 03-11); T3 and T9 without a due date.
    expect(body.onTime).toEqual({ onTime: 2, late: 1, rate: 2 / 3, noDueDate: 2 });
    // Their own time in every tracker (the workspace's included), in the period.
    expect(body.timeTracked).toEqual({
      billableMs: 2 * HOUR,
      nonBillableMs: 1.5 * HOUR,
      weeks: [
        { week: "2026-W10", start: "2026-03-02", billableMs: 2 * HOUR, nonBillableMs: 0 },
        { week: "2026-W11", start: "2026-03-09", billableMs: 0, nonBillableMs: 1.5 * HOUR },
      ],
    });
    // Created: T4, T5, T6, T9, T11, S1; moved: T1 ×2, T3, T4, T5 ×4, T6, T11, S1; one comment on
    // T2, one update of T6. The comment on the private T20 does not count.
    expect(body.activity).toEqual({
      created: 6,
      updated: 1,
      moved: 11,
      assigned: 0,
      unassigned: 0,
      commented: 1,
      total: 19,
    });
    expect(body.throughput).toBeUndefined();
  });

  it("matches lib/reporting percentile for the cycle times PostgreSQL interpolates", async () => {
    const { body } = await data(team.admin, "my-organization", { ...PERIOD, widgets: "cycle-time" });
    const days = [1, 2, 6, 7, 9].map((n) => n * DAY);
    expect(body.cycleTime?.median).toBeCloseTo(percentile(days, 50)!, 3);
    expect(body.cycleTime?.p85).toBeCloseTo(percentile(days, 85)!, 3);
  });
});

describe("the query", () => {
  it("refuses bad input with the schema's messages", async () => {
    const bad = async (query: Record<string, string>, reportId = "my-organization") =>
      (await data(team.member, reportId, query)).body;
    expect(await bad({ ...PERIOD, zone: "Mars/Olympus" })).toEqual(
      errorBody(400, englishText("validation.timeZoneInvalid")),
    );
    expect(await bad({ ...PERIOD, from: "2026-02-30" })).toEqual(
      errorBody(400, englishText("validation.reportDateInvalid")),
    );
    expect(await bad({ ...PERIOD, to: "2026-03-01" })).toEqual(
      errorBody(400, englishText("validation.invalidRange")),
    );
    expect(await bad({ ...PERIOD, from: "2025-01-01" })).toEqual(
      errorBody(400, englishText("validation.reportRangeTooLong")),
    );
    expect(await bad({ ...PERIOD, widgets: "pie" })).toEqual(
      errorBody(400, englishText("validation.reportWidgetInvalid")),
    );
    expect(await bad({ ...PERIOD, memberIds: "nobody" })).toEqual(
      errorBody(400, englishText("validation.reportMembersInvalid")),
    );
    expect(await bad(PERIOD, "my-friends")).toEqual(errorBody(400, englishText("validation.invalidId")));
    expect(await bad(PERIOD, "65a1b2c3d4e5f60718293a4b")).toEqual(
      errorBody(404, englishText("errors.reportNotFound")),
    );
  });
});
