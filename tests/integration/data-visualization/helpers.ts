// Shared set-up of the data visualization kind's API tests: a team, a public project "Web" with a
// task board and a data visualization module, a private project "Secret" (owners and admins only)
// with a task board, and one function per route (real Requests through the route handlers).
import { POST as chartsPost } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/charts/route";
import { GET as dataGet } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/data/route";
import { POST as dashboardsPost } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/route";
import { getDb } from "@/lib/server/db";
import type { Chart, Dashboard, DashboardData } from "@/modules/data-visualization/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedBoard, type SeededBoard } from "@/prisma/seed/reporting";
import { kindHitter } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

export interface Studio {
  team: Team;
  web: { projectId: string; board: SeededBoard; taskModuleId: string };
  secret: { projectId: string; board: SeededBoard; taskModuleId: string };
  moduleId: string;
}

export const hit = kindHitter("data-visualization");

export async function seedStudio(name = "Charts Studio"): Promise<Studio> {
  const db = getDb();
  const team = await seedTeam(name);
  const webProject = await seedProject(db, team.workspace.id, { name: "Web" });
  const secretProject = await seedProject(db, team.workspace.id, { name: "Secret", private: true });
  const webTasks = await seedProjectModule(db, webProject.id, { tag: "TaskManagement", name: "Web board" });
  const secretTasks = await seedProjectModule(db, secretProject.id, {
    tag: "TaskManagement",
    name: "Secret board",
  });
  const columns = ["To do", "Doing", "Done"];
  const [webBoard, secretBoard] = await Promise.all([
    seedBoard(db, { workspaceId: team.workspace.id, projectModuleId: webTasks.id, columns }),
    seedBoard(db, { workspaceId: team.workspace.id, projectModuleId: secretTasks.id, columns }),
  ]);
  const charts = await seedProjectModule(db, webProject.id, { tag: "DataVisualization", name: "Insights" });
  return {
    team,
    web: { projectId: webProject.id, board: webBoard, taskModuleId: webTasks.id },
    secret: { projectId: secretProject.id, board: secretBoard, taskModuleId: secretTasks.id },
    moduleId: charts.id,
  };
}

export async function dashboard(moduleId: string, by: Caller, name = "Team health"): Promise<Dashboard> {
  const res = await hit<Dashboard>(dashboardsPost, by, { params: { moduleId }, body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

export async function chart(
  moduleId: string,
  dashboardId: string,
  by: Caller,
  body: Record<string, unknown>,
): Promise<Chart> {
  const res = await hit<Chart>(chartsPost, by, { params: { moduleId, dashboardId }, body });
  expect(res.status).toBe(201);
  return res.body;
}

export async function data(
  moduleId: string,
  dashboardId: string,
  by: Caller,
  query: Record<string, string> = { zone: "UTC" },
): Promise<DashboardData> {
  const res = await hit<DashboardData>(dataGet, by, { params: { moduleId, dashboardId }, query });
  expect(res.status).toBe(200);
  return res.body;
}

/** The points of a chart's data as { key: value } (series joined to the key with ':'). */
export function valuesOf(result: DashboardData, chartId: string): Record<string, number> {
  const found = result.charts.find((c) => c.id === chartId);
  if (!found) throw new Error(`no data for ${chartId}`);
  return Object.fromEntries(
    found.points.map((p) => [p.series === null ? p.key : `${p.key}:${p.series}`, p.value]),
  );
}
