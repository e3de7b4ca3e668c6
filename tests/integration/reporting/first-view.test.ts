// The reporting pages' first data, read on the server with the page (issue 42): the dashboard's
// saved reports are GET /reports (listReports); a report's first view
// (lib/server/reporting/report-page.ts reportFirstView) is GET /reports/{id} and the figures GET
// /reports/{id}/data answers for the page's own period in the user's saved zone — none without a
// saved zone (the browser's decides) — and a report the viewer may not open is refused as the API
// refuses it (404).
import { GET as dataRoute } from "@/app/api/v1/reports/[reportId]/data/route";
import { GET as getRoute } from "@/app/api/v1/reports/[reportId]/route";
import { GET as listRoute } from "@/app/api/v1/reports/route";
import { DEFAULT_PERIOD_PRESET, presetPeriod } from "@/lib/reporting/periods";
import type { ReportData, ReportSummary } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import { listReports } from "@/lib/server/reporting/list-reports";
import { reportFirstView } from "@/lib/server/reporting/report-page";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedBoard, seedReport, seedTaskHistory } from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

const DAY_MS = 86_400_000;
const ZONE = "Europe/Madrid";

const api = {
  list: (c: Caller) => call<{ data: ReportSummary[] }>(listRoute, { token: c.token }),
  get: (c: Caller, reportId: string) =>
    call<ReportSummary>(getRoute, { token: c.token, params: { reportId } }),
  data: (c: Caller, reportId: string, query: Record<string, string> = {}) =>
    call<ReportData>(dataRoute, {
      token: c.token,
      params: { reportId },
      url: `http://localhost:3000/api/v1/reports/${reportId}/data?${new URLSearchParams(query)}`,
    }),
};

let team: Team;

const saveZone = (caller: Caller, timeZone: string | null) =>
  getDb().user.update({ where: { id: caller.user.id }, data: { timeZone } });

beforeEach(async () => {
  team = await seedTeam("Reports");
  const db = getDb();
  const project = await seedProject(db, team.workspace.id, { name: "Web" });
  const tasks = await seedProjectModule(db, project.id, { tag: "TaskManagement" });
  const board = await seedBoard(db, { workspaceId: team.workspace.id, projectModuleId: tasks.id });
  const [todo, doing, done] = board.columns.map((column) => column.id) as [string, string, string];
  // A task finished ten days ago, two days after it started.
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
  await seedTaskHistory(db, board, {
    createdAt: at(14),
    createdById: team.member.user.id,
    columnId: todo,
    assigneeIds: [team.member.user.id],
    moves: [
      { at: at(12), to: doing },
      { at: at(10), to: done },
    ],
  });
});

describe("a built-in report's first view", () => {
  it("is the figures GET /reports/{id}/data answers for the last 90 days in the saved zone", async () => {
    await saveZone(team.member, ZONE);
    const period = presetPeriod(DEFAULT_PERIOD_PRESET, localDay(Date.now(), ZONE));
    for (const reportId of ["my-organization", "my-impact"]) {
      const view = await reportFirstView(team.member.actor, reportId);
      const answer = await api.data(team.member, reportId, { zone: ZONE, ...period });
      expect(answer.status).toBe(200);
      expect(view).toEqual({ summary: null, figures: { zone: ZONE, period, data: answer.body } });
    }
    const organization = await reportFirstView(team.member.actor, "my-organization");
    expect(organization?.figures?.data.cycleTime).toEqual({ count: 1, median: 2 * DAY_MS, p85: 2 * DAY_MS });
  });

  it("holds no figures without a saved zone or one the browser told: the browser's zone decides them", async () => {
    await saveZone(team.member, null);
    expect(await reportFirstView(team.member.actor, "my-organization")).toEqual({
      summary: null,
      figures: null,
    });
  });

  it("on Automatic is read in the zone the browser told (the tz cookie)", async () => {
    await saveZone(team.member, null);
    const told = "Asia/Tokyo";
    const period = presetPeriod(DEFAULT_PERIOD_PRESET, localDay(Date.now(), told));
    const view = await reportFirstView(team.member.actor, "my-organization", told);
    const answer = await api.data(team.member, "my-organization", { zone: told, ...period });
    expect(view).toEqual({ summary: null, figures: { zone: told, period, data: answer.body } });
  });
});

describe("a saved report's first view", () => {
  it("is GET /reports/{id} and its figures for its own period, for the same person", async () => {
    await saveZone(team.member, ZONE);
    const { id } = await seedReport(getDb(), {
      workspaceId: team.workspace.id,
      ownerId: team.member.user.id,
      title: "Platform quarterly",
      from: "2026-01-01",
      to: "2026-03-31",
      widgets: ["throughput", "cycle-time"],
    });
    const view = await reportFirstView(team.member.actor, id);
    expect(view).toEqual({
      summary: (await api.get(team.member, id)).body,
      figures: { zone: ZONE, period: null, data: (await api.data(team.member, id, { zone: ZONE })).body },
    });
    // As JSON carries it: no Date where the API sends a string.
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    // The dashboard's list is GET /reports's own service.
    expect(await listReports(team.member.actor)).toEqual((await api.list(team.member)).body);
  });

  it("is refused for another workspace's report and another person's private one, as the API refuses them", async () => {
    await saveZone(team.admin, ZONE);
    const own = await seedReport(getDb(), {
      workspaceId: team.workspace.id,
      ownerId: team.member.user.id,
      from: "2026-01-01",
      to: "2026-03-31",
    });
    expect((await api.get(team.admin, own.id)).status).toBe(404);
    expect((await api.data(team.admin, own.id, { zone: ZONE })).status).toBe(404);
    expect(await reportFirstView(team.admin.actor, own.id)).toBeNull();

    const other = await seedTeam("Other");
    await saveZone(other.owner, ZONE);
    expect((await api.get(other.owner, own.id)).status).toBe(404);
    expect(await reportFirstView(other.owner.actor, own.id)).toBeNull();
  });
});
