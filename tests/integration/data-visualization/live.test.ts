// Dashboards refresh from live events (issue 37, server/live-data.ts): a change to data charts count
// (a task created) tells the open dashboards of the same workspace, once per burst, to read their data
// again; another workspace's dashboards hear nothing.
import { MODULE_EVENT, MODULE_JOIN, type ModuleEnvelope } from "@/lib/modules/realtime";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";

const realtime = startRealtimeServer();

async function open(caller: Caller, moduleId: string) {
  const socket = realtime.connect({ token: caller.token });
  const events: ModuleEnvelope[] = [];
  socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) => events.push(...frame));
  await connected(socket);
  expect(((await socket.emitWithAck(MODULE_JOIN, { moduleId })) as { ok: boolean }).ok).toBe(true);
  return events;
}

it("tells the workspace's open dashboards once per burst when counted data changes", async () => {
  const team = await seedTeam("Live charts");
  const project = await seedProject(getDb(), team.workspace.id, { name: "Live" });
  const tasks = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
  const charts = await seedProjectModule(getDb(), project.id, { tag: "DataVisualization" });
  const other = await seedTeam("Elsewhere");
  const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Else" });
  const otherCharts = await seedProjectModule(getDb(), otherProject.id, { tag: "DataVisualization" });

  const heard = await open(team.viewer, charts.id);
  const elsewhere = await open(other.owner, otherCharts.id);
  for (const title of ["One", "Two", "Three"])
    expect((await tm.create(team.owner, tasks.id, { title })).status).toBe(201);
  const refreshed = () => heard.filter((e) => e.tag === "DataVisualization" && e.event !== null);
  expect(await until(() => refreshed().length > 0, 8_000)).toBe(true);
  expect(refreshed()).toEqual([
    {
      moduleId: charts.id,
      tag: "DataVisualization",
      actorId: "",
      clientId: null,
      event: { type: "data.changed" },
    },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(refreshed()).toHaveLength(1);
  expect(elsewhere.filter((e) => e.tag === "DataVisualization")).toEqual([]);
}, 20_000);
