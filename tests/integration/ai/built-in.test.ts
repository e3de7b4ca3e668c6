import { boardFacts, duplicateGroups } from "@/modules/task-management/server/ai/task-data";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { taskModuleScope } from "@/modules/task-management/server/task-module";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { answer, ask, clear, history } from "./helpers";

// The built-in assistant (no AI_BASE_URL): each answer from a seeded board, through the asker's rights.

let team: Team;
let projectId: string;
let moduleId: string;
let columns: { id: string; name: string }[];

const create = async (body: Record<string, unknown>, by = team.member) => {
  const res = await tm.create(by, moduleId, body);
  expect(res.status).toBe(201);
  return res.body;
};
const link = (taskId: string) =>
  `(/task-management/${moduleId}/tasks/${taskId}/edit?redirect=${encodeURIComponent(`/task-management/${moduleId}`)})`;

/** Makes a task look untouched for `days` days: its row and every activity row of it. */
async function age(taskId: string, days: number) {
  const at = new Date(Date.now() - days * 86_400_000);
  const db = getDb();
  await db.taskActivity.updateMany({ where: { taskId }, data: { createdAt: at } });
  await db.$executeRaw`UPDATE "Task" SET "updatedAt" = ${at}, "createdAt" = ${at} WHERE "id" = ${taskId}`;
}

beforeEach(async () => {
  team = await seedTeam();
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
});

describe("overdue tasks", () => {
  it("lists open tasks due before today with links, never done ones or another module's", async () => {
    const late = await create({
      title: "Send the invoices",
      dueDate: "2020-01-02",
      assignees: [team.member.user.id],
    });
    const finished = await create({ title: "Old launch checklist", dueDate: "2020-01-01" });
    await tm.move(team.member, moduleId, finished.id, columns[2]!.id);
    await create({ title: "Plan next year", dueDate: "2999-01-01" });
    // A private project the member cannot see, with an overdue task of its own.
    const secret = await seedProject(getDb(), team.workspace.id, { private: true, name: "Secret" });
    const hidden = await seedProjectModule(getDb(), secret.id, { name: "Secret Board" });
    expect(
      (await tm.create(team.admin, hidden.id, { title: "Confidential merger", dueDate: "2020-01-01" }))
        .status,
    ).toBe(201);

    const reply = await answer(team.member, moduleId, "Are there any overdue tasks?");
    expect(reply).toContain("1 task is overdue on Web Platform");
    expect(reply).toContain(`[${late.key}]${link(late.id)} Send the invoices`);
    expect(reply).toContain("due 2020-01-02");
    expect(reply).toContain("Mia Member");
    expect(reply).not.toContain("Old launch checklist");
    expect(reply).not.toContain("Plan next year");
    expect(reply).not.toContain("Confidential");
    // The hidden module itself answers as if it did not exist.
    expect((await ask(team.member, hidden.id, "Are there any overdue tasks?")).status).toBe(404);
    expect(await answer(team.admin, hidden.id, "overdue?")).toContain("Confidential merger");
  });

  it("answers in Spanish", async () => {
    await create({ title: "Enviar facturas", dueDate: "2020-01-02" });
    const reply = await answer(team.member, moduleId, "¿Hay tareas vencidas?", "es");
    expect(reply).toContain("1 tarea está vencida en Web Platform");
    expect(reply).toContain("Enviar facturas · Baja · To do · vence el 2020-01-02 · sin responsable");
  });

  it("says so when there are none", async () => {
    expect(await answer(team.member, moduleId, "Are there any overdue tasks?")).toBe(
      "There are no overdue tasks on Web Platform.",
    );
  });
});

describe("assigned to me and priorities", () => {
  it("lists the asker's open tasks only", async () => {
    await create({ title: "Mine to do", assignees: [team.member.user.id], priority: "high" });
    await create({ title: "Someone else's", assignees: [team.admin.user.id] });
    const reply = await answer(team.member, moduleId, "What is assigned to me?");
    expect(reply).toContain("Mine to do");
    expect(reply).not.toContain("Someone else's");
    expect(await answer(team.viewer, moduleId, "What is assigned to me?")).toBe(
      "Nothing open on Web Platform is assigned to you.",
    );
  });

  it("orders open tasks by priority, highest first, without done ones", async () => {
    await create({ title: "Low thing", priority: "low" });
    await create({ title: "Highest thing", priority: "highest" });
    await create({ title: "Medium thing", priority: "medium" });
    const done = await create({ title: "Done highest", priority: "highest" });
    await tm.move(team.member, moduleId, done.id, columns[2]!.id);
    const reply = await answer(team.member, moduleId, "Which open tasks have the highest priority?");
    const order = ["Highest thing", "Medium thing", "Low thing"].map((title) => reply.indexOf(title));
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(reply).not.toContain("Done highest");
  });
});

describe("duplicates", () => {
  it("groups tasks with similar titles, and leaves different ones out", async () => {
    const a = await create({ title: "Fix the login page on Safari" });
    const b = await create({ title: "Fix login page on Safari browser" });
    await create({ title: "Write the onboarding e-mails" });
    await create({ title: "Order office chairs" });
    // The first chunk says what it is doing, before the scan has read anything.
    const asked = await ask(team.member, moduleId, "Find duplicate tasks");
    expect(asked.chunks[0]).toBe("Comparing the titles of the open tasks on Web Platform…\n\n");
    const reply = asked.done!.content;
    expect(reply).toContain("1 group of tasks with similar titles");
    const group = reply.split("\n").find((line) => line.includes(a.key))!;
    expect(group).toContain(b.key);
    expect(group).toMatch(/\d+% alike/);
    expect(reply).not.toContain("onboarding");
    expect(reply).not.toContain("chairs");
  });

  it("pairs an open task with a done one, but not two done ones", async () => {
    const openOne = await create({ title: "Translate the pricing page" });
    const doneTwin = await create({ title: "Translate the pricing page again" });
    const oldA = await create({ title: "Archive the old newsletter list" });
    const oldB = await create({ title: "Archive the old newsletter lists" });
    for (const task of [doneTwin, oldA, oldB]) await tm.move(team.member, moduleId, task.id, columns[2]!.id);
    const reply = await answer(team.member, moduleId, "Find duplicate tasks");
    expect(reply).toContain("1 group of tasks");
    expect(reply).toContain(openOne.key);
    expect(reply).toContain(doneTwin.key);
    expect(reply).not.toContain("newsletter");
  });

  it("finds none on a board of different titles", async () => {
    await create({ title: "Write the onboarding e-mails" });
    await create({ title: "Order office chairs" });
    expect(await answer(team.member, moduleId, "Buscar tareas duplicadas", "es")).toBe(
      "Comparando los títulos de las tareas abiertas de Web Platform…\n\n" +
        "No encontré tareas con títulos parecidos en Web Platform.",
    );
  });
});

describe("stuck tasks", () => {
  it("finds tasks in progress with no activity for the days asked (7 by default)", async () => {
    const stale = await create({ title: "Migrate the database" });
    await tm.move(team.member, moduleId, stale.id, columns[1]!.id);
    const fresh = await create({ title: "Review the pull request" });
    await tm.move(team.member, moduleId, fresh.id, columns[1]!.id);
    const waiting = await create({ title: "Untouched backlog item" });
    await age(stale.id, 10);
    await age(waiting.id, 30);

    const reply = await answer(team.member, moduleId, "Find tasks are stuck");
    expect(reply).toContain("1 task in progress has had no activity for 7 days or more");
    expect(reply).toContain(`[${stale.key}]`);
    expect(reply).toContain("10 days without activity");
    expect(reply).not.toContain("Review the pull request");
    // The first column is not work in progress.
    expect(reply).not.toContain("Untouched backlog item");
    expect(await answer(team.member, moduleId, "stuck for 14 days?")).toContain(
      "has gone 14 days without activity",
    );
    // A comment is activity.
    expect((await tm.comment(team.member, moduleId, stale.id, { text: "still on it" })).status).toBe(201);
    expect(await answer(team.member, moduleId, "stuck tasks")).toContain("No task in progress");
  });
});

describe("project update", () => {
  it("counts the week's work and time per assignee", async () => {
    const shipped = await create({ title: "Ship the release", assignees: [team.member.user.id] });
    await tm.move(team.member, moduleId, shipped.id, columns[1]!.id);
    await tm.move(team.member, moduleId, shipped.id, columns[2]!.id);
    const started = await create({ title: "Start the docs", assignees: [team.admin.user.id] });
    await tm.move(team.member, moduleId, started.id, columns[1]!.id);
    await create({ title: "Late one", dueDate: "2020-01-01", assignees: [team.admin.user.id] });
    // 90 minutes tracked on a task of the board, in a time tracker of the same project.
    const tracker = await seedProjectModule(getDb(), projectId, { tag: "TimeTracker" });
    const start = new Date(Date.now() - 3 * 3_600_000);
    await getDb().timeEntry.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        moduleId: tracker.id,
        projectModuleId: tracker.id,
        userId: team.member.user.id,
        start,
        end: new Date(start.getTime() + 90 * 60_000),
        taskModuleId: moduleId,
        taskId: shipped.id,
        taskKey: shipped.key,
      },
    });

    const reply = await answer(team.member, moduleId, "Project update");
    expect(reply).toContain("**Project update for Web Platform** (last 7 days)");
    expect(reply).toContain("- Done: 1");
    expect(reply).toContain("- Started: 2");
    expect(reply).toContain("- Moves between columns: 3");
    expect(reply).toContain("- Created: 3");
    expect(reply).toContain("- Overdue now: 1");
    expect(reply).toContain("- Time tracked: 1 h 30 min");
    expect(reply).toContain("Mia Member: 1 done, 1 started, 0 overdue, 1 h 30 min tracked");
    expect(reply).toContain("Adam Admin: 0 done, 1 started, 1 overdue, 0 min tracked");
    // A viewer sees the counts, but only their own time (the tracker shows members only theirs).
    expect(await answer(team.viewer, moduleId, "Resumen del proyecto", "es")).toContain(
      "- Tiempo registrado: 0 min",
    );
  });
});

describe("task drafts and rights", () => {
  it("drafts a task as a JSON block for those who may create", async () => {
    const reply = await answer(team.member, moduleId, "Create a task Update the pricing page, high priority");
    expect(reply).toContain("Create Task");
    expect(reply).toContain(
      '```json\n{\n  "title": "Update the pricing page",\n  "priority": "high"\n}\n```',
    );
  });

  it("gives a viewer answers but no draft", async () => {
    await create({ title: "Send the invoices", dueDate: "2020-01-02" });
    expect(await answer(team.viewer, moduleId, "Are there any overdue tasks?")).toContain(
      "Send the invoices",
    );
    const reply = await answer(team.viewer, moduleId, "Create a task Something");
    expect(reply).toBe("You can read Web Platform but not create tasks in it, so I won't draft one here.");
    expect(reply).not.toContain("```");
  });

  it("lists what it can do for anything else", async () => {
    const reply = await answer(team.member, moduleId, "What is the meaning of life?");
    expect(reply).toContain("I answer from the tasks of Web Platform");
    expect(reply).toContain("- Find duplicate tasks");
  });
});

describe("the conversation", () => {
  it("is kept per person and module, and New chat clears it", async () => {
    await answer(team.member, moduleId, "Are there any overdue tasks?");
    const saved = await history(team.member, moduleId);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ moduleId, provider: "built-in", canCreate: true });
    expect(saved.body.messages.map((m) => [m.author, m.state])).toEqual([
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
    expect(saved.body.messages[0]!.content).toBe("Are there any overdue tasks?");
    expect((await history(team.admin, moduleId)).body.messages).toEqual([]);
    expect((await history(team.viewer, moduleId)).body.canCreate).toBe(false);
    expect((await clear(team.member, moduleId)).body).toEqual({ deleted: 2 });
    expect((await history(team.member, moduleId)).body.messages).toEqual([]);
  });

  it("refuses bad input, other workspaces' modules and modules of another kind", async () => {
    expect((await ask(team.member, moduleId, "   ")).error).toMatchObject({
      statusCode: 400,
      message: "Write a question.",
    });
    expect((await ask(team.member, moduleId, "x".repeat(4001))).status).toBe(400);
    expect((await ask(team.member, moduleId, 42)).status).toBe(400);
    expect((await ask(team.member, moduleId, "hi", { moduleTag: "Nope" })).status).toBe(400);
    expect((await ask(team.member, "not-an-id", "hi")).status).toBe(400);
    const other = await seedTeam("Other");
    expect((await ask(other.owner, moduleId, "Are there any overdue tasks?")).status).toBe(404);
    expect((await history(other.owner, moduleId)).status).toBe(404);
    expect((await clear(other.owner, moduleId)).status).toBe(404);
    const tracker = await seedProjectModule(getDb(), projectId, { tag: "TimeTracker" });
    expect((await ask(team.member, tracker.id, "hi")).status).toBe(404);
    expect(await getDb().aiMessage.count({ where: { userId: other.owner.user.id } })).toBe(0);
    expect(await getDb().aiMessage.count({ where: { moduleId: tracker.id } })).toBe(0);
  });

  it("limits questions per person per minute", async () => {
    process.env.AI_RATE_LIMIT_PER_MINUTE = "3";
    resetRateLimits();
    try {
      for (let i = 0; i < 3; i++) expect((await ask(team.member, moduleId, "overdue?")).status).toBe(200);
      const refused = await ask(team.member, moduleId, "overdue?");
      expect(refused.error).toMatchObject({ statusCode: 429 });
      expect(refused.error?.message).toMatch(/too many questions/);
      // Someone else still may.
      expect((await ask(team.admin, moduleId, "overdue?")).status).toBe(200);
    } finally {
      delete process.env.AI_RATE_LIMIT_PER_MINUTE;
      resetRateLimits();
    }
  });
});

describe("the duplicates scan", () => {
  it("finds exactly the pairs a comparison of every pair finds", async () => {
    const words = [
      "login",
      "page",
      "safari",
      "billing",
      "export",
      "search",
      "index",
      "release",
      "notes",
      "mobile",
    ];
    const titles = Array.from({ length: 120 }, (_, n) => {
      const pick = (k: number) => words[(n * (k + 3) + k * 7 + Math.floor(n / (k + 2))) % words.length]!;
      return n % 9 === 0
        ? `Fix ${pick(0)} ${pick(1)}`
        : `${["Fix", "Write", "Test"][n % 3]} ${pick(0)} ${pick(1)} ${pick(2)}`;
    });
    const boardId = (await tm.info(team.member, moduleId)).body.boardId;
    await getDb().task.createMany({
      data: titles.map((title, n) => ({
        id: newId(),
        boardId,
        number: 1000 + n,
        title,
        columnId: columns[0]!.id,
        order: (n + 1) * 100,
      })),
    });
    const reference = await getDb().$queryRaw<{ a: string; b: string }[]>`
      SELECT a."id" AS a, b."id" AS b FROM "Task" a JOIN "Task" b ON b."boardId" = a."boardId" AND b."id" > a."id"
       WHERE a."boardId" = ${boardId} AND similarity(a."title", b."title") >= 0.5`;
    expect(reference.length).toBeGreaterThan(20);
    const { groups } = await duplicateGroups(
      await boardFacts(await taskModuleScope(team.member.actor, moduleId)),
    );
    // Every reference pair lands in one group, and every grouped task has a reference pair.
    const groupOf = new Map(
      groups.flatMap((group, index) => group.tasks.map((task) => [task.id, index] as const)),
    );
    for (const { a, b } of reference) expect(groupOf.get(a)).toBe(groupOf.get(b));
    const paired = new Set(reference.flatMap(({ a, b }) => [a, b]));
    expect(new Set(groupOf.keys())).toEqual(paired);
  });
});
