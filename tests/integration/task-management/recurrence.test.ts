// Recurring tasks (issue 40, item 7): a repeat on create and edit with its messages, the next
// occurrence made when one is done or on schedule — once, whoever makes it (a move on one node, the
// recurrence job on two) — and a series' end.
import { getDb } from "@/lib/server/db";
import { taskRecurrenceJob } from "@/modules/task-management/server/jobs/recurrence";
import type { TaskDetail } from "@/modules/task-management/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let team: Team;
let moduleId: string;
let columns: { id: string; name: string }[];

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Ops" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Chores" })).id;
  columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
});

const DAY = 86_400_000;
const today = () => new Date(Date.now() - (Date.now() % DAY));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const runJob = () => taskRecurrenceJob.handler({}, { id: "job", attempt: 1, final: false });
const done = () => columns.at(-1)!.id;

/** The tasks made from `taskId` (its next occurrence, if any). */
const nextOf = (taskId: string) =>
  getDb().task.findMany({
    where: { recurrenceOfId: taskId },
    select: {
      id: true,
      title: true,
      dueDate: true,
      columnId: true,
      assigneeIds: true,
      labels: true,
      checkList: true,
      recurrence: true,
      recurrenceMode: true,
      createdById: true,
      subtasks: { select: { title: true, assigneeIds: true }, orderBy: { order: "asc" } },
    },
  });

async function repeating(body: Record<string, unknown>): Promise<TaskDetail> {
  const created = await tm.create(team.member, moduleId, { title: "Water the plants", ...body });
  expect(created.status).toBe(201);
  return created.body;
}

describe("setting a repeat", () => {
  it("a task with a due date repeats by a rule, shown in its detail and on the board", async () => {
    const task = await repeating({
      dueDate: "2027-01-04",
      repeat: { rule: "RRULE:freq=weekly;byday=mo" },
    });
    expect(task.repeat).toEqual({ rule: "FREQ=WEEKLY;BYDAY=MO", mode: "completed" });
    expect((await tm.get(team.viewer, moduleId, task.id)).body.repeat).toEqual(task.repeat);
    const page = await tm.list(team.viewer, moduleId);
    expect(page.body.data.find((row) => row.id === task.id)?.repeat).toEqual(task.repeat);
  });

  it("refuses a repeat without a due date, on a subtask, or by a rule it cannot run", async () => {
    const bad = async (body: Record<string, unknown>, message: string) => {
      const answer = await tm.create(team.member, moduleId, { title: "Chore", ...body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(400, message));
    };
    await bad(
      { repeat: { rule: "FREQ=DAILY" } },
      "A repeating task needs a due date: its next dates follow from it.",
    );
    await bad(
      { dueDate: "2027-01-04", repeat: { rule: "FREQ=HOURLY" } },
      "Choose how the task repeats: every so many days, weeks, months or years.",
    );
    await bad(
      { dueDate: "2027-01-04", repeat: { rule: "FREQ=DAILY;INTERVAL=500" } },
      "Choose how the task repeats: every so many days, weeks, months or years.",
    );
    await bad(
      { dueDate: "2027-01-04", repeat: { rule: "FREQ=DAILY", mode: "sometimes" } },
      "Choose how the task repeats: every so many days, weeks, months or years.",
    );
    await bad(
      { dueDate: "2027-01-04", repeat: "daily" },
      "Choose how the task repeats: every so many days, weeks, months or years.",
    );
    const parent = await repeating({});
    await bad(
      { parent: parent.id, dueDate: "2027-01-04", repeat: { rule: "FREQ=DAILY" } },
      "A subtask cannot repeat: make its task repeat instead.",
    );
  });

  it("is set, changed and removed by an edit, with its activity; clearing the due date ends it", async () => {
    const task = await repeating({ dueDate: "2027-01-04" });
    expect(task.repeat).toBeNull();
    const set = await tm.patch(team.member, moduleId, task.id, {
      repeat: { rule: "FREQ=DAILY;INTERVAL=2", mode: "schedule" },
    });
    expect(set.status).toBe(200);
    expect(set.body.repeat).toEqual({ rule: "FREQ=DAILY;INTERVAL=2", mode: "schedule" });
    const activity = await tm.activity(team.member, moduleId, task.id);
    expect(activity.body.data[0]!.changes).toMatchObject({
      type: "updated",
      fields: { repeat: { oldValue: null, newValue: "FREQ=DAILY;INTERVAL=2" } },
    });
    // The same repeat again records nothing; a viewer may not change it.
    expect((await tm.patch(team.member, moduleId, task.id, { repeat: set.body.repeat })).status).toBe(200);
    expect((await tm.activity(team.member, moduleId, task.id)).body.data).toHaveLength(
      activity.body.data.length,
    );
    expect((await tm.patch(team.viewer, moduleId, task.id, { repeat: null })).status).toBe(403);

    const cleared = await tm.patch(team.member, moduleId, task.id, { dueDate: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.repeat).toBeNull();
    const again = await tm.patch(team.member, moduleId, task.id, { repeat: { rule: "FREQ=DAILY" } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(
      errorBody(400, "A repeating task needs a due date: its next dates follow from it."),
    );
    const both = await tm.patch(team.member, moduleId, task.id, {
      dueDate: "2027-02-01",
      repeat: { rule: "FREQ=MONTHLY" },
    });
    expect(both.body.repeat).toEqual({ rule: "FREQ=MONTHLY", mode: "completed" });
  });

  it("another workspace's caller gets 404 for the task, whatever the body", async () => {
    const task = await repeating({ dueDate: "2027-01-04" });
    const stranger = await seedTeam("Elsewhere");
    const answer = await tm.patch(stranger.owner, moduleId, task.id, { repeat: { rule: "FREQ=DAILY" } });
    expect(answer.status).toBe(404);
  });
});

describe("the next occurrence", () => {
  it("is made when the task is done: a copy due on the rule's next date, in the first column", async () => {
    const task = await repeating({
      dueDate: dayOf(today().getTime() + 2 * DAY),
      repeat: { rule: "FREQ=WEEKLY" },
      assignees: [team.member.user.id, team.admin.user.id],
      labels: ["home"],
      checkList: [{ title: "Kitchen", isCompleted: true }, { title: "Balcony" }],
      subtasks: [{ title: "Fill the can", assignees: [team.admin.user.id] }],
    });
    const moved = await tm.move(team.admin, moduleId, task.id, done());
    expect(moved.status).toBe(200);
    const [next, ...more] = await nextOf(task.id);
    expect(more).toEqual([]);
    expect(next).toMatchObject({
      title: "Water the plants",
      columnId: columns[0]!.id,
      assigneeIds: [team.member.user.id, team.admin.user.id],
      labels: ["home"],
      checkList: [
        { title: "Kitchen", isCompleted: false },
        { title: "Balcony", isCompleted: false },
      ],
      recurrence: "FREQ=WEEKLY",
      recurrenceMode: "completed",
      createdById: team.admin.user.id,
      subtasks: [{ title: "Fill the can", assigneeIds: [team.admin.user.id] }],
    });
    expect(dayOf(next!.dueDate!.getTime())).toBe(dayOf(today().getTime() + 9 * DAY));
    // On the board, live: the copy is a task like any other, and keeps repeating.
    const copy = await tm.get(team.viewer, moduleId, next!.id);
    expect(copy.body).toMatchObject({ status: "todo", repeat: { rule: "FREQ=WEEKLY", mode: "completed" } });

    // Reopened and done again, the task makes no second copy; the job finds nothing owed.
    await tm.move(team.member, moduleId, task.id, columns[0]!.id);
    await tm.move(team.member, moduleId, task.id, done());
    await runJob();
    expect(await nextOf(task.id)).toHaveLength(1);
  });

  it("leaves out of the copy people who may no longer read the board", async () => {
    const task = await repeating({
      dueDate: "2027-01-04",
      repeat: { rule: "FREQ=DAILY" },
      assignees: [team.viewer.user.id, team.member.user.id],
    });
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: team.workspace.id, userId: team.viewer.user.id },
    });
    await tm.move(team.member, moduleId, task.id, done());
    const [next] = await nextOf(task.id);
    expect(next!.assigneeIds).toEqual([team.member.user.id]);
  });

  it("a count ends the series: the last one done makes none", async () => {
    const task = await repeating({ dueDate: "2027-01-04", repeat: { rule: "FREQ=DAILY;COUNT=2" } });
    await tm.move(team.member, moduleId, task.id, done());
    const [second] = await nextOf(task.id);
    expect(second!.recurrence).toBe("FREQ=DAILY;COUNT=1");
    await tm.move(team.member, moduleId, second!.id, done());
    expect(await nextOf(second!.id)).toEqual([]);
    const ended = await getDb().task.findUniqueOrThrow({
      where: { id: second!.id },
      select: { recurrenceSpawnedAt: true },
    });
    expect(ended.recurrenceSpawnedAt).not.toBeNull();
  });

  it("on a schedule, is made by the job on the due date, done or not — once across two nodes", async () => {
    const task = await repeating({
      dueDate: dayOf(today().getTime()),
      repeat: { rule: "FREQ=DAILY", mode: "schedule" },
    });
    const later = await repeating({
      title: "Later",
      dueDate: dayOf(today().getTime() + 3 * DAY),
      repeat: { rule: "FREQ=DAILY", mode: "schedule" },
    });
    const asWhenDone = await repeating({
      title: "When done",
      dueDate: dayOf(today().getTime() - DAY),
      repeat: { rule: "FREQ=DAILY" },
    });
    await Promise.all([runJob(), runJob()]);
    const made = await nextOf(task.id);
    expect(made).toHaveLength(1);
    expect(dayOf(made[0]!.dueDate!.getTime())).toBe(dayOf(today().getTime() + DAY));
    expect(await nextOf(later.id)).toEqual([]);
    expect(await nextOf(asWhenDone.id)).toEqual([]);
    // Still open, the first occurrence stays on the board; doing it now makes no second copy.
    await tm.move(team.member, moduleId, task.id, done());
    expect(await nextOf(task.id)).toHaveLength(1);
  });

  it("a done task whose move did not make it (the node died) is made by the job", async () => {
    const task = await repeating({ dueDate: "2027-01-04", repeat: { rule: "FREQ=MONTHLY" } });
    await getDb().task.update({ where: { id: task.id }, data: { columnId: done() } });
    await runJob();
    const [next] = await nextOf(task.id);
    expect(dayOf(next!.dueDate!.getTime())).toBe("2027-02-04");
  });

  it("a move and the job at once make one copy", async () => {
    const task = await repeating({
      dueDate: dayOf(today().getTime()),
      repeat: { rule: "FREQ=DAILY", mode: "schedule" },
    });
    await Promise.all([tm.move(team.member, moduleId, task.id, done()), runJob(), runJob()]);
    expect(await nextOf(task.id)).toHaveLength(1);
  });

  it("its repeat cannot be changed once its next occurrence exists: the series goes on there", async () => {
    const task = await repeating({ dueDate: "2027-01-04", repeat: { rule: "FREQ=DAILY" } });
    await tm.move(team.member, moduleId, task.id, done());
    const answer = await tm.patch(team.member, moduleId, task.id, { repeat: { rule: "FREQ=WEEKLY" } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      errorBody(400, "This task's next occurrence already exists: change the repeat there."),
    );
    // Removing it from the done one is fine (the next one keeps its own).
    expect((await tm.patch(team.member, moduleId, task.id, { repeat: null })).body.repeat).toBeNull();
    const [next] = await nextOf(task.id);
    expect(next!.recurrence).toBe("FREQ=DAILY");
  });
});
