import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { statusIndexSql, statusSql } from "@/lib/server/tasks/status-sql";
import { statusOf, TASK_STATUSES } from "@/lib/tasks/status";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { tm } from "../task-management/helpers";
import { seedTeam } from "../workspaces/helpers";

// A task's status by its column's rank is written once in SQL (lib/server/tasks/status-sql.ts) and
// once for TypeScript and the client (statusOf): they must agree for every rank of every board size.
describe("a task's status by its column's rank: SQL and statusOf agree", () => {
  it("for every rank of boards of 1 to 8 columns", async () => {
    const rows = await getDb().$queryRaw<{ rank: number; count: number; st: number; status: string }[]>(
      Prisma.sql`SELECT r::int AS "rank", n::int AS "count",
               ${statusIndexSql(Prisma.sql`r`, Prisma.sql`n`)} AS st,
               ${statusSql(Prisma.sql`r`, Prisma.sql`n`)} AS status
          FROM generate_series(1, 8) n CROSS JOIN LATERAL generate_series(1, n) r`,
    );
    expect(rows).toHaveLength(36);
    for (const row of rows) {
      const expected = statusOf(row.rank, row.count);
      expect([row.rank, row.count, row.status]).toEqual([row.rank, row.count, expected]);
      expect(TASK_STATUSES[row.st]).toBe(expected);
    }
  });
});

// The rule as the task API answers it (task-rows reads statusSql): a card's status follows its
// column, and another workspace's module answers 404 without revealing a status.
describe("a task's status through the task API", () => {
  it("follows its column, and another workspace's module is not found", async () => {
    const team = await seedTeam();
    const project = await seedProject(getDb(), team.workspace.id);
    const moduleId = (await seedProjectModule(getDb(), project.id)).id;
    const columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
    const task = (await tm.create(team.member, moduleId, { title: "Ship" })).body;
    expect(task.status).toBe("todo");
    const inProgress = await tm.move(team.member, moduleId, task.id, columns[1]!.id);
    expect(inProgress.body).toMatchObject({ id: task.id, status: "work-in-progress" });
    const done = await tm.move(team.member, moduleId, task.id, columns[columns.length - 1]!.id);
    expect(done.body).toMatchObject({ status: "done" });
    expect((await tm.get(team.member, moduleId, task.id)).body.status).toBe("done");

    const other = await seedTeam("Elsewhere");
    const read = await tm.get(other.owner, moduleId, task.id);
    expect(read.status).toBe(404);
    expect(read.body).not.toHaveProperty("status");
  });
});
