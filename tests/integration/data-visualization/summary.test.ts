// The data visualization module's grid card (issue 37): its count of visualizations and the one
// changed last with its cover chart's points, read for the grid's viewer (a private project's tasks
// count only for those who may open it); another workspace's modules are not on the grid.
import { PATCH as dashboardPatch } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/route";
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import { getDb } from "@/lib/server/db";
import type { DataVisualizationSummary, GridSummaries } from "@/lib/modules/summaries";
import { getGridSummaries } from "@/lib/server/modules/summaries/get-grid-summaries";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { seedProjectModule } from "@/prisma/seed/projects";
import { seedTaskHistory } from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import { chart, dashboard, hit, seedStudio, type Studio } from "./helpers";

let studio: Studio;

const col = (board: Studio["web"]["board"], name: string) => board.columns.find((c) => c.name === name)!.id;
const byStatus = { type: "entity", entity: "tasks", x: "task-status", y: "task-count" };

const card = (summaries: GridSummaries, moduleId: string) => summaries[moduleId] as DataVisualizationSummary;
const values = (summary: DataVisualizationSummary) =>
  Object.fromEntries((summary.latest?.cover?.points ?? []).map((point) => [point.key, point.value]));

beforeAll(async () => {
  studio = await seedStudio("Grid Studio");
  const db = getDb();
  const { web, secret } = studio;
  await seedTaskHistory(db, web.board, {
    columnId: col(web.board, "To do"),
    createdAt: "2026-11-02T10:00:00Z",
  });
  await seedTaskHistory(db, web.board, {
    columnId: col(web.board, "Done"),
    createdAt: "2026-11-03T10:00:00Z",
  });
  await seedTaskHistory(db, secret.board, {
    columnId: col(secret.board, "Done"),
    createdAt: "2026-11-04T10:00:00Z",
  });
});

it("declares the kind's summary", () => {
  expect(typeof SERVER_KINDS.DataVisualization.summarize).toBe("function");
});

it("says so when the module has no visualization yet", async () => {
  const empty = await seedProjectModule(getDb(), studio.web.projectId, { tag: "DataVisualization" });
  const summaries = await getGridSummaries(studio.team.member.actor, studio.web.projectId);
  expect(card(summaries, empty.id)).toEqual({ tag: "DataVisualization", dashboards: 0, latest: null });
});

it("counts the visualizations and draws the last changed one's cover chart as the viewer may read it", async () => {
  const { owner, member } = studio.team;
  const first = await dashboard(studio.moduleId, owner, "Older");
  await chart(studio.moduleId, first.id, owner, { name: "Workload", source: { ...byStatus, x: "assignee" } });
  const latest = await dashboard(studio.moduleId, owner, "Delivery");
  const status = await chart(studio.moduleId, latest.id, owner, {
    name: "By status",
    style: "donut",
    source: byStatus,
  });

  const forOwner = card(await getGridSummaries(owner.actor, studio.web.projectId), studio.moduleId);
  expect(forOwner).toMatchObject({
    tag: "DataVisualization",
    dashboards: 2,
    latest: {
      id: latest.id,
      name: "Delivery",
      href: `/project/${studio.web.projectId}/data-visualization/${latest.id}?moduleId=${studio.moduleId}`,
      cover: { name: "By status", style: "donut", color: "primary" },
    },
  });
  // The owner reads the private project's board too; a member only the public one's.
  expect(values(forOwner)).toEqual({ todo: 1, done: 2 });
  // The same card through the grid's endpoint (its answer's schema).
  const answered = await call<GridSummaries>(summaryRoute, {
    token: owner.token,
    params: { projectId: studio.web.projectId },
  });
  expect(answered.status).toBe(200);
  expect(card(answered.body, studio.moduleId)).toEqual(forOwner);
  const forMember = card(await getGridSummaries(member.actor, studio.web.projectId), studio.moduleId);
  expect(forMember.dashboards).toBe(2);
  expect(values(forMember)).toEqual({ todo: 1, done: 1 });

  // The chart chosen for the card, under the dashboard's filters (a period with no task: no points).
  const burn = await chart(studio.moduleId, latest.id, owner, {
    name: "Burn",
    style: "burnup",
    source: { ...byStatus, x: "date" },
  });
  const params = { moduleId: studio.moduleId, dashboardId: latest.id };
  const chosen = await hit(dashboardPatch, owner, {
    method: "PATCH",
    params,
    body: { coverChartId: burn.id },
  });
  expect(chosen.status).toBe(200);
  expect(
    card(await getGridSummaries(owner.actor, studio.web.projectId), studio.moduleId).latest?.cover,
  ).toMatchObject({
    name: "Burn",
    style: "burnup",
  });
  const narrowed = await hit(dashboardPatch, owner, {
    method: "PATCH",
    params,
    body: { coverChartId: status.id, filters: { period: "custom", from: "2020-01-01", to: "2020-01-31" } },
  });
  expect(narrowed.status).toBe(200);
  expect(values(card(await getGridSummaries(owner.actor, studio.web.projectId), studio.moduleId))).toEqual(
    {},
  );
});

it("summarises only the grid's own modules, never another workspace's", async () => {
  const other = await seedStudio("Other Grid Studio");
  await dashboard(other.moduleId, other.team.owner, "Theirs");
  const ours = await getGridSummaries(studio.team.owner.actor, studio.web.projectId);
  expect(Object.keys(ours)).not.toContain(other.moduleId);
  const stranger = await seedTeam("Stranger Co");
  await expect(getGridSummaries(stranger.owner.actor, studio.web.projectId)).rejects.toMatchObject({
    status: 404,
  });
  const theirs = await getGridSummaries(other.team.owner.actor, other.web.projectId);
  expect(card(theirs, other.moduleId)).toMatchObject({
    dashboards: 1,
    latest: { name: "Theirs", cover: null },
  });
  expect(Object.keys(theirs)).not.toContain(studio.moduleId);
});
