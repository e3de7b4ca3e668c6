// Data visualization (issue 37): dashboards and charts through the API, the gate (viewer reads,
// cannot write; another workspace's and another module's ids are 404), the grid's places, and the
// charts' data over real tasks under the viewer's rights (a private project's board counts only for
// those who may open it), with the dashboard's filters, metric comparisons, burn charts and drill-down.
import { GET as moduleGet } from "@/app/api/v1/data-visualization/[moduleId]/route";
import {
  GET as dashboardsGet,
  POST as dashboardsPost,
} from "@/app/api/v1/data-visualization/[moduleId]/dashboards/route";
import {
  DELETE as dashboardDelete,
  GET as dashboardGet,
  PATCH as dashboardPatch,
} from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/route";
import { PUT as layoutPut } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/layout/route";
import { POST as chartsPost } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/charts/route";
import {
  DELETE as chartDelete,
  PATCH as chartPatch,
} from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/charts/[chartId]/route";
import { POST as duplicatePost } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/charts/[chartId]/duplicate/route";
import { GET as rowsGet } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/charts/[chartId]/rows/route";
import { POST as previewPost } from "@/app/api/v1/data-visualization/[moduleId]/preview/route";
import { getDb } from "@/lib/server/db";
import { REPORT_ENTITY_IDS } from "@/lib/metrics/entities";
import { metricSources } from "@/lib/server/metrics/registry";
import type { Chart, ChartData, Dashboard, DrillPage } from "@/modules/data-visualization/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { seedTaskHistory } from "@/prisma/seed/reporting";
import { errorBody, seedTeam } from "../workspaces/helpers";
import { chart, dashboard, data, hit, seedStudio, valuesOf, type Studio } from "./helpers";

let studio: Studio;
let ids: { t1: string; t2: string; t3: string; s1: string };

const col = (board: Studio["web"]["board"], name: string) => board.columns.find((c) => c.name === name)!.id;
const tasks = (x: string, y = "task-count", bucket = "week") => ({
  type: "entity",
  entity: "tasks",
  x,
  y,
  bucket,
});

beforeAll(async () => {
  studio = await seedStudio();
  const db = getDb();
  const { member, admin } = studio.team;
  const web = studio.web.board;
  const secret = studio.secret.board;
  ids = {
    t1: await seedTaskHistory(db, web, {
      columnId: col(web, "To do"),
      createdAt: "2026-11-02T10:00:00Z",
      assigneeIds: [member.user.id],
      title: "Write the brief",
    }),
    t2: await seedTaskHistory(db, web, {
      columnId: col(web, "To do"),
      createdAt: "2026-11-03T10:00:00Z",
      assigneeIds: [member.user.id, admin.user.id],
      title: "Design the page",
      moves: [
        { to: col(web, "Doing"), at: "2026-11-04T10:00:00Z" },
        { to: col(web, "Done"), at: "2026-11-06T10:00:00Z" },
      ],
    }),
    t3: await seedTaskHistory(db, web, {
      columnId: col(web, "To do"),
      createdAt: "2026-11-05T10:00:00Z",
      dueDate: "2026-11-10T00:00:00Z",
      title: "Ship it",
    }),
    s1: await seedTaskHistory(db, secret, {
      columnId: col(secret, "To do"),
      createdAt: "2026-11-04T12:00:00Z",
      assigneeIds: [member.user.id],
      title: "Secret plan",
      moves: [{ to: col(secret, "Done"), at: "2026-11-05T12:00:00Z" }],
    }),
  };
});

describe("the module and its dashboards", () => {
  it("answers the module's info and lists, creates, renames and deletes dashboards by right", async () => {
    const { owner, viewer, member } = studio.team;
    const info = await hit(moduleGet, viewer, { params: { moduleId: studio.moduleId } });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ id: studio.moduleId, name: "Insights", access: { read: true } });

    const made = await dashboard(studio.moduleId, member, "  Delivery  ");
    expect(made).toMatchObject({ name: "Delivery", chartCount: 0, charts: [], coverChartId: null });
    expect(made.filters).toEqual({ period: "all", from: null, to: null, projectIds: [], personIds: [] });

    const refused = await hit(dashboardsPost, viewer, {
      params: { moduleId: studio.moduleId },
      body: { name: "X" },
    });
    expect(refused.status).toBe(403);
    const blank = await hit(dashboardsPost, owner, {
      params: { moduleId: studio.moduleId },
      body: { name: " " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual(errorBody(400, "Visualization name is required"));

    const list = await hit<{ data: { id: string }[]; nextCursor: string | null }>(dashboardsGet, viewer, {
      params: { moduleId: studio.moduleId },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d) => d.id)).toContain(made.id);

    const params = { moduleId: studio.moduleId, dashboardId: made.id };
    const renamed = await hit<Dashboard>(dashboardPatch, member, {
      method: "PATCH",
      params,
      body: { name: "Delivery health", filters: { period: "last-30-days" } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Delivery health", filters: { period: "last-30-days" } });
    const badPeriod = await hit(dashboardPatch, member, {
      method: "PATCH",
      params,
      body: { filters: { period: "custom", from: "2026-11-09", to: "2026-11-01" } },
    });
    expect(badPeriod.body).toEqual(
      errorBody(400, "Choose a period, or a start and end date with the start first."),
    );
    expect((await hit(dashboardDelete, viewer, { method: "DELETE", params })).status).toBe(403);
    expect((await hit(dashboardDelete, owner, { method: "DELETE", params })).status).toBe(200);
    expect((await hit(dashboardGet, owner, { params })).status).toBe(404);
  });

  it("answers 404 for another workspace's dashboards and another module's", async () => {
    const made = await dashboard(studio.moduleId, studio.team.owner);
    const params = { moduleId: studio.moduleId, dashboardId: made.id };
    const other = await seedTeam("Other studio");
    expect((await hit(dashboardGet, other.owner, { params })).status).toBe(404);
    expect(
      (await hit(chartsPost, other.owner, { params, body: { name: "A", source: tasks("assignee") } })).status,
    ).toBe(404);

    const second = await seedProjectModule(getDb(), studio.web.projectId, { tag: "DataVisualization" });
    const elsewhere = { moduleId: second.id, dashboardId: made.id };
    expect((await hit(dashboardGet, studio.team.owner, { params: elsewhere })).status).toBe(404);
    const preview = await hit(previewPost, studio.team.owner, {
      params: { moduleId: second.id },
      body: { source: tasks("assignee"), dashboardId: made.id },
    });
    expect(preview.status).toBe(404);
    expect(
      (await hit(dashboardGet, studio.team.owner, { params: { ...params, dashboardId: "x" } })).status,
    ).toBe(400);
  });
});

describe("charts on the grid", () => {
  it("places new charts beside and below, duplicates, moves and removes them", async () => {
    const { owner, viewer } = studio.team;
    const made = await dashboard(studio.moduleId, owner);
    const params = { moduleId: studio.moduleId, dashboardId: made.id };
    const a = await chart(studio.moduleId, made.id, owner, { name: "Workload", source: tasks("assignee") });
    expect(a).toMatchObject({ style: "bar", color: "primary", x: 0, y: 0, w: 6, h: 10 });
    const b = await chart(studio.moduleId, made.id, owner, {
      name: "Status",
      style: "donut",
      source: tasks("task-status"),
    });
    expect(b).toMatchObject({ x: 6, y: 0 });
    const c = await hit<Chart>(duplicatePost, owner, { params: { ...params, chartId: a.id } });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ name: "Workload (copy)", x: 0, y: 10, w: 6, h: 10, source: a.source });

    const moved = await hit<Dashboard>(layoutPut, owner, {
      method: "PUT",
      params,
      body: {
        items: [
          { id: a.id, x: 0, y: 0, w: 12, h: 8 },
          { id: b.id, x: 0, y: 8, w: 4, h: 10 },
        ],
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.charts.map((ch) => [ch.id, ch.x, ch.y, ch.w, ch.h])).toEqual([
      [a.id, 0, 0, 12, 8],
      [b.id, 0, 8, 4, 10],
      [c.body.id, 0, 10, 6, 10],
    ]);
    const foreign = await chart(studio.moduleId, (await dashboard(studio.moduleId, owner)).id, owner, {
      name: "Elsewhere",
      source: tasks("assignee"),
    });
    const refused = await hit(layoutPut, owner, {
      method: "PUT",
      params,
      body: { items: [{ id: foreign.id, x: 0, y: 0, w: 6, h: 10 }] },
    });
    expect(refused.body).toEqual(errorBody(400, "The chart does not fit on the dashboard's grid."));
    const offGrid = await hit(layoutPut, owner, {
      method: "PUT",
      params,
      body: { items: [{ id: a.id, x: 8, y: 0, w: 6, h: 10 }] },
    });
    expect(offGrid.status).toBe(400);
    expect((await hit(layoutPut, viewer, { method: "PUT", params, body: { items: [] } })).status).toBe(403);

    const renamed = await hit<Chart>(chartPatch, owner, {
      method: "PATCH",
      params: { ...params, chartId: b.id },
      body: { name: "By status", color: "teal" },
    });
    expect(renamed.body).toMatchObject({ name: "By status", color: "teal", style: "donut" });
    const cover = await hit<Dashboard>(dashboardPatch, owner, {
      method: "PATCH",
      params,
      body: { coverChartId: b.id },
    });
    expect(cover.body.coverChartId).toBe(b.id);
    const otherCover = await hit(dashboardPatch, owner, {
      method: "PATCH",
      params,
      body: { coverChartId: foreign.id },
    });
    expect(otherCover.status).toBe(400);
    expect(
      (await hit(chartDelete, owner, { method: "DELETE", params: { ...params, chartId: b.id } })).status,
    ).toBe(200);
    const after = await hit<Dashboard>(dashboardGet, owner, { params });
    expect(after.body.coverChartId).toBe(a.id);
    expect(after.body.chartCount).toBe(2);
  });

  it("refuses a bad chart with the form's messages", async () => {
    const { owner } = studio.team;
    const made = await dashboard(studio.moduleId, owner);
    const params = { moduleId: studio.moduleId, dashboardId: made.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", source: tasks("assignee") }, "Chart name is required"],
      [{ name: "A", source: tasks("file-owner") }, "Choose an X-axis and a Y-axis offered for this report."],
      [
        { name: "A", source: { ...tasks("assignee"), entity: "invoices" } },
        "Choose what the chart reports on.",
      ],
      [{ name: "A", style: "pie", source: tasks("assignee") }, "Choose one of the chart styles offered."],
      [
        { name: "A", color: "url(x)", source: tasks("assignee") },
        "Choose one of the colours offered or a hex colour such as #1c7ed6.",
      ],
      [
        {
          name: "A",
          style: "burndown",
          source: { type: "entity", entity: "events", x: "assignee", y: "event-count" },
        },
        "Burndown and burnup charts report on tasks.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await hit(chartsPost, owner, { params, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});

describe("chart data", () => {
  let board: Dashboard;
  let byAssignee: Chart;
  let byStatus: Chart;
  let cycle: Chart;
  let metric: Chart;
  let burnup: Chart;
  let burndown: Chart;

  beforeAll(async () => {
    const { owner } = studio.team;
    board = await dashboard(studio.moduleId, owner, "Numbers");
    const add = (body: Record<string, unknown>) => chart(studio.moduleId, board.id, owner, body);
    const week = { period: "custom", from: "2026-11-01", to: "2026-11-07" };
    byAssignee = await add({ name: "Workload", source: tasks("assignee") });
    byStatus = await add({ name: "Status", source: tasks("task-status") });
    cycle = await add({ name: "Cycle", source: tasks("assignee", "time-to-complete") });
    metric = await add({
      name: "New tasks",
      style: "metric",
      source: tasks("date"),
      filters: { period: "custom", from: "2026-11-03", to: "2026-11-05" },
    });
    burnup = await add({ name: "Burnup", style: "burnup", source: tasks("date"), filters: week });
    burndown = await add({ name: "Burndown", style: "burndown", source: tasks("date"), filters: week });
  });

  it("counts what each viewer may read", async () => {
    const { owner, member, admin } = studio.team;
    const ofOwner = await data(studio.moduleId, board.id, owner);
    expect(valuesOf(ofOwner, byAssignee.id)).toEqual({
      [member.user.id]: 3,
      [admin.user.id]: 1,
      unassigned: 1,
    });
    const labels = ofOwner.charts.find((c) => c.id === byAssignee.id)!.points.map((p) => p.label);
    expect(labels).toEqual(["Mia Member", "Adam Admin", null]);
    expect(valuesOf(ofOwner, byStatus.id)).toEqual({ todo: 2, done: 2 });
    expect(valuesOf(ofOwner, cycle.id)).toEqual({ [member.user.id]: 48, [admin.user.id]: 48 });

    const ofMember = await data(studio.moduleId, board.id, member);
    expect(valuesOf(ofMember, byAssignee.id)).toEqual({
      [member.user.id]: 2,
      [admin.user.id]: 1,
      unassigned: 1,
    });
    expect(valuesOf(ofMember, byStatus.id)).toEqual({ todo: 2, done: 1 });
    expect(valuesOf(ofMember, metric.id)).toEqual({ total: 2 });
    const ofAdmin = await data(studio.moduleId, board.id, admin);
    expect(valuesOf(ofAdmin, metric.id)).toEqual({ total: 3 });
  });

  it("compares a metric with the period before and draws burn charts by day", async () => {
    const result = await data(studio.moduleId, board.id, studio.team.owner);
    const card = result.charts.find((c) => c.id === metric.id)!;
    expect(card).toMatchObject({
      previous: 1,
      period: { from: "2026-11-03", to: "2026-11-05" },
      zone: "UTC",
    });
    expect(valuesOf(result, burnup.id)).toEqual({
      "2026-11-01:scope": 0,
      "2026-11-01:done": 0,
      "2026-11-02:scope": 1,
      "2026-11-02:done": 0,
      "2026-11-03:scope": 2,
      "2026-11-03:done": 0,
      "2026-11-04:scope": 3,
      "2026-11-04:done": 0,
      "2026-11-05:scope": 4,
      "2026-11-05:done": 1,
      "2026-11-06:scope": 4,
      "2026-11-06:done": 2,
      "2026-11-07:scope": 4,
      "2026-11-07:done": 2,
    });
    const remaining = result.charts
      .find((c) => c.id === burndown.id)!
      .points.filter((p) => p.series === "remaining");
    expect(remaining.map((p) => p.value)).toEqual([0, 1, 2, 3, 3, 2, 2]);
  });

  it("narrows every chart by the dashboard's filters", async () => {
    const { owner, member } = studio.team;
    const params = { moduleId: studio.moduleId, dashboardId: board.id };
    await hit(dashboardPatch, owner, {
      method: "PATCH",
      params,
      body: { filters: { projectIds: [studio.web.projectId], personIds: [member.user.id] } },
    });
    const result = await data(studio.moduleId, board.id, owner);
    expect(valuesOf(result, byAssignee.id)).toEqual({ [member.user.id]: 2 });
    expect(valuesOf(result, byStatus.id)).toEqual({ todo: 1, done: 1 });
    await hit(dashboardPatch, owner, {
      method: "PATCH",
      params,
      body: { filters: { projectIds: [studio.secret.projectId] } },
    });
    const secretOnly = await data(studio.moduleId, board.id, member);
    expect(valuesOf(secretOnly, byAssignee.id)).toEqual({});
    await hit(dashboardPatch, owner, { method: "PATCH", params, body: { filters: { period: "all" } } });
  });

  it("opens the rows behind a bar, newest first, as the viewer may read them", async () => {
    const { member, owner } = studio.team;
    const params = { moduleId: studio.moduleId, dashboardId: board.id, chartId: byAssignee.id };
    const rows = await hit<DrillPage>(rowsGet, member, {
      params,
      query: { key: member.user.id, zone: "UTC" },
    });
    expect(rows.status).toBe(200);
    expect(rows.body.rows.map((r) => r.id)).toEqual([ids.t2, ids.t1]);
    expect(rows.body.rows[0]).toMatchObject({
      title: "Design the page",
      subtitle: "Web",
      href: `/task-management/${studio.web.taskModuleId}/tasks/${ids.t2}/edit`,
      at: "2026-11-03T10:00:00.000Z",
    });
    const all = await hit<DrillPage>(rowsGet, owner, { params, query: { key: member.user.id } });
    expect(all.body.rows.map((r) => r.id)).toEqual([ids.s1, ids.t2, ids.t1]);
    const unassigned = await hit<DrillPage>(rowsGet, owner, { params, query: { key: "unassigned" } });
    expect(unassigned.body.rows.map((r) => r.id)).toEqual([ids.t3]);
    const figure = await hit(rowsGet, owner, {
      params: { ...params, chartId: metric.id },
      query: { key: "total" },
    });
    expect(figure.status).toBe(400);
  });

  it("previews a chart not saved yet", async () => {
    const res = await hit<ChartData>(previewPost, studio.team.member, {
      params: { moduleId: studio.moduleId },
      body: { style: "donut", source: tasks("completion-status"), zone: "UTC" },
    });
    expect(res.status).toBe(200);
    const values = Object.fromEntries(res.body.points.map((p) => [p.key, p.value]));
    expect(values).toEqual({ completed: 1, overdue: 1, "no-due-date": 1 });
  });
});

describe("report entities", () => {
  it("has one source for every entity, declared by the kind whose data it is", () => {
    const sources = metricSources();
    expect([...sources.keys()].sort()).toEqual([...REPORT_ENTITY_IDS].sort());
    expect(Object.fromEntries([...sources].map(([entity, found]) => [entity, found.tag]))).toEqual({
      tasks: "TaskManagement",
      databases: "DatabaseGenerator",
      events: "AICalendar",
      files: "FileManagement",
      chats: "OnlineChat",
      meetings: "MeetingRoom",
      notifications: "Notification",
      "time-entries": "TimeTracker",
      goals: null,
      "form-responses": "FormBuilder",
    });
  });
});
