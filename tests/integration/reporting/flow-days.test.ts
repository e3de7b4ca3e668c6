// The cumulative flow's stored days ("TaskFlowDay", lib/server/reporting/flow-figures.ts): a report
// stores the settled days it rebuilt, the next one reads them and gives the same chart, and every
// change that rewrites the past (a task created or deleted back in time, a move recorded in the
// past, a task re-parented) makes the next report rebuild and show it; a move made now leaves the
// stored days alone and shows today. With a member filter nothing is stored.
import { GET as dataRoute } from "@/app/api/v1/reports/[reportId]/data/route";
import { PATCH as taskRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/route";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { addDays } from "@/modules/time-tracker/shared/report-range";
import type { ReportData } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedBoard, seedTaskHistory, type SeededBoard } from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let board: SeededBoard;
let moduleId: string;
let today: string;
let PERIOD: Record<string, string>;
const iso = (daysAgo: number, hour = 10) =>
  new Date(Date.parse(`${addDays(today, -daysAgo)}T00:00:00Z`) + hour * 3_600_000).toISOString();

async function flow(query: Record<string, string> = PERIOD) {
  const answer = await call<ReportData>(dataRoute, {
    token: team.admin.token,
    params: { reportId: "my-organization" },
    url: `http://localhost:3000/api/v1/reports/my-organization/data?${new URLSearchParams(query)}`,
  });
  expect(answer.status).toBe(200);
  return answer.body.cumulativeFlow!;
}

const stored = () => getDb().taskFlowDay.count({ where: { boardId: board.id } });
const column = (name: string) => board.columns.find((entry) => entry.name === name)!.id;

/** The chart rebuilt from scratch (nothing stored), to compare the stored days' chart with. */
async function rebuilt() {
  await getDb().taskFlowDay.deleteMany({ where: { boardId: board.id } });
  return flow();
}

beforeAll(async () => {
  // Yesterday is stored only once it ended five minutes ago: just after midnight (UTC), wait for it.
  const sinceMidnight = Date.now() % 86_400_000;
  if (sinceMidnight < 6 * 60_000) await new Promise((done) => setTimeout(done, 6 * 60_000 - sinceMidnight));
  today = localDay(Date.now(), "UTC");
  PERIOD = { from: addDays(today, -13), to: today, zone: "UTC", widgets: "cumulative-flow" };
  team = await seedTeam("Flow Days");
  const db = getDb();
  const project = await seedProject(db, team.workspace.id, { name: "Flow" });
  moduleId = (await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Flow board" })).id;
  board = await seedBoard(db, {
    workspaceId: team.workspace.id,
    projectModuleId: moduleId,
    columns: ["To do", "Doing", "Done"],
  });
  for (let n = 0; n < 6; n++) {
    await seedTaskHistory(db, board, {
      title: `Flow ${n}`,
      createdAt: iso(20 - n * 3),
      createdById: team.admin.user.id,
      columnId: column("To do"),
      moves: [
        { at: iso(12 - n * 2, 9), to: column("Doing") },
        ...(n % 2 === 0 ? [{ at: iso(10 - n * 2, 15), to: column("Done") }] : []),
      ],
    });
  }
}, 8 * 60_000);

describe("the cumulative flow's stored days", () => {
  it("stores the settled days once and reads the same chart from them", async () => {
    await getDb().taskFlowDay.deleteMany({ where: { boardId: board.id } });
    const first = await flow();
    expect(first.days).toHaveLength(14);
    // Thirteen settled days stored (today is not: it is counted from the columns now).
    expect(await stored()).toBe(13);
    const second = await flow();
    expect(second).toEqual(first);
    expect(first.days.at(-1)!.counts).toEqual({ "To do": 0, Doing: 3, Done: 3 });
  });

  it("forgets the days after a task created back in time, and after its deletion", async () => {
    await flow();
    const db = getDb();
    const before = await flow();
    const id = await seedTaskHistory(db, board, {
      title: "Late entry",
      createdAt: iso(5),
      createdById: team.admin.user.id,
      columnId: column("To do"),
    });
    // Days from five days ago on are gone; earlier ones stay.
    expect(await stored()).toBe(8);
    const after = await flow();
    expect(after).toEqual(await rebuilt());
    expect(after.days.at(-6)!.counts["To do"]).toBe(before.days.at(-6)!.counts["To do"]! + 1);
    expect(after.days.at(-7)!.counts).toEqual(before.days.at(-7)!.counts);

    await flow();
    await db.task.delete({ where: { id } });
    expect(await stored()).toBe(8);
    expect(await flow()).toEqual(before);
  });

  it("forgets the days after a move recorded in the past, and after a re-parented task", async () => {
    const db = getDb();
    const before = await flow();
    const task = await db.task.findFirstOrThrow({ where: { boardId: board.id, title: "Flow 1" } });
    await db.taskActivity.update({
      where: {
        id: (await db.taskActivity.findFirstOrThrow({ where: { taskId: task.id, actionType: "moved" } })).id,
      },
      data: { createdAt: new Date(Date.parse(iso(13, 9))) },
    });
    const moved = await flow();
    expect(moved).toEqual(await rebuilt());
    expect(moved).not.toEqual(before);

    await flow();
    const parent = await db.task.findFirstOrThrow({ where: { boardId: board.id, title: "Flow 0" } });
    await db.task.update({ where: { id: task.id }, data: { parentId: parent.id } });
    const nested = await flow();
    expect(nested).toEqual(await rebuilt());
    expect(nested.days.at(-1)!.counts.Doing).toBe(moved.days.at(-1)!.counts.Doing! - 1);
    await db.task.update({ where: { id: task.id }, data: { parentId: null } });
  });

  it("keeps the stored days through a move made now, which shows today", async () => {
    const before = await flow();
    const count = await stored();
    const task = await getDb().task.findFirstOrThrow({ where: { boardId: board.id, title: "Flow 3" } });
    const answer = await call(taskRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId, taskId: task.id },
      body: { columnId: column("Done") },
    });
    expect(answer.status).toBe(200);
    expect(await stored()).toBe(count);
    const after = await flow();
    expect(after.days.slice(0, -1)).toEqual(before.days.slice(0, -1));
    expect(after.days.at(-1)!.counts.Done).toBe(before.days.at(-1)!.counts.Done! + 1);
    expect(after).toEqual(await rebuilt());
  });

  it("stores nothing for a member filter, and a past period is all settled", async () => {
    await getDb().taskFlowDay.deleteMany({ where: { boardId: board.id } });
    await flow({ ...PERIOD, memberIds: team.admin.user.id });
    expect(await stored()).toBe(0);
    const past = { ...PERIOD, from: addDays(today, -20), to: addDays(today, -11) };
    const first = await flow(past);
    expect(first.days).toHaveLength(10);
    expect(await stored()).toBe(10);
    expect(await flow(past)).toEqual(first);
    // Another zone is stored apart.
    await flow({ ...past, zone: "Asia/Kolkata" });
    expect(await stored()).toBe(20);
  });
});
