// Where each task stands (Task.columnSince, columnSinceById, startedAt and the move rows' columns):
// every statement that changes a task's column writes them, as the reports read them
// (lib/server/reporting/task-figures.ts).
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let team: Team;
let moduleId: string;
let boardId: string;
/** To do, In progress, Review, Done. */
let columns: { id: string; name: string }[];

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Web Platform" })).id;
  const board = await tm.board(team.member, moduleId);
  boardId = board.body.data[0]!.id;
  // A fourth column between In progress and Done: two work-in-progress columns.
  const review = await tm.createColumn(team.member, moduleId, boardId, { name: "Review" });
  expect(review.status).toBe(201);
  expect((await tm.patchColumn(team.member, moduleId, boardId, review.body.id, { index: 2 })).status).toBe(
    200,
  );
  columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
  expect(columns.map((column) => column.name)).toEqual(["To do", "In progress", "Review", "Done"]);
});

const stand = (id: string) =>
  getDb().task.findUniqueOrThrow({
    where: { id },
    select: { columnId: true, createdAt: true, columnSince: true, columnSinceById: true, startedAt: true },
  });

const moves = (taskId: string) =>
  getDb().taskActivity.findMany({
    where: { taskId, actionType: "moved" },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true, fromColumnId: true, toColumnId: true, taskCreatedAt: true },
  });

const [TODO, DOING, REVIEW, DONE] = [0, 1, 2, 3];

it("a new task entered its column at its creation, by its creator; created in progress, it started then", async () => {
  const todo = await tm.create(team.member, moduleId, { title: "Plan" });
  const doing = await tm.create(team.admin, moduleId, { title: "Build", columnId: columns[DOING]!.id });
  const a = await stand(todo.body.id);
  expect(a.columnSince).toEqual(a.createdAt);
  expect(a.columnSinceById).toBe(team.member.user.id);
  expect(a.startedAt).toBeNull();
  const b = await stand(doing.body.id);
  expect(b.columnSince).toEqual(b.createdAt);
  expect(b.columnSinceById).toBe(team.admin.user.id);
  expect(b.startedAt).toEqual(b.createdAt);
});

it("a move to another column records when and by whom; the first entry into progress starts it, once", async () => {
  const { body: task } = await tm.create(team.member, moduleId, { title: "Ship" });
  const created = await stand(task.id);

  expect((await tm.move(team.admin, moduleId, task.id, columns[DOING]!.id)).status).toBe(200);
  const started = await stand(task.id);
  const [first] = await moves(task.id);
  expect(started.columnSince).toEqual(first!.createdAt);
  expect(started.columnSince.getTime()).toBeGreaterThanOrEqual(created.columnSince.getTime());
  expect(started.columnSinceById).toBe(team.admin.user.id);
  expect(started.startedAt).toEqual(first!.createdAt);

  // Back to To do, then into Review and Done: the start stays the first entry into progress.
  await tm.move(team.member, moduleId, task.id, columns[TODO]!.id);
  await tm.move(team.member, moduleId, task.id, columns[REVIEW]!.id);
  await tm.move(team.owner, moduleId, task.id, columns[DONE]!.id);
  const done = await stand(task.id);
  const all = await moves(task.id);
  expect(all).toHaveLength(4);
  expect(done.startedAt).toEqual(started.startedAt);
  expect(done.columnSince).toEqual(all[3]!.createdAt);
  expect(done.columnSinceById).toBe(team.owner.user.id);
  // Each move row names its columns and the task's creation (a top-level task).
  expect(all.map((move) => [move.fromColumnId, move.toColumnId])).toEqual([
    [columns[TODO]!.id, columns[DOING]!.id],
    [columns[DOING]!.id, columns[TODO]!.id],
    [columns[TODO]!.id, columns[REVIEW]!.id],
    [columns[REVIEW]!.id, columns[DONE]!.id],
  ]);
  expect(all.every((move) => move.taskCreatedAt?.getTime() === created.createdAt.getTime())).toBe(true);

  // A reorder within Done keeps when it got there and who moved it.
  const other = await tm.create(team.member, moduleId, { title: "Other", columnId: columns[DONE]!.id });
  expect((await tm.move(team.admin, moduleId, task.id, columns[DONE]!.id, 1)).status).toBe(200);
  const reordered = await stand(task.id);
  expect(reordered.columnSince).toEqual(done.columnSince);
  expect(reordered.columnSinceById).toBe(team.owner.user.id);
  expect(await moves(task.id)).toHaveLength(4);
  expect((await stand(other.body.id)).columnSince).toEqual((await stand(other.body.id)).createdAt);
});

it("a subtask's moves name their columns but no creation: they are steps, not work items", async () => {
  const { body: parent } = await tm.create(team.member, moduleId, {
    title: "Parent",
    subtasks: [{ title: "Step" }],
  });
  const step = parent.subtaskItems[0]!;
  expect((await tm.move(team.member, moduleId, step.id, columns[DOING]!.id)).status).toBe(200);
  const [move] = await moves(step.id);
  expect(move).toMatchObject({
    fromColumnId: columns[TODO]!.id,
    toColumnId: columns[DOING]!.id,
    taskCreatedAt: null,
  });
  expect((await stand(step.id)).startedAt).toEqual(move!.createdAt);
});

it("the renumbering move (neighbours too close to split) records the same", async () => {
  const first = await tm.create(team.member, moduleId, { title: "A", columnId: columns[REVIEW]!.id });
  const second = await tm.create(team.member, moduleId, { title: "B", columnId: columns[REVIEW]!.id });
  // Orders so close that a drop between them renumbers the column.
  await getDb().task.update({ where: { id: first.body.id }, data: { order: 100 } });
  await getDb().task.update({ where: { id: second.body.id }, data: { order: 100 + 1e-9 } });
  const { body: task } = await tm.create(team.member, moduleId, { title: "Moving" });
  expect((await tm.move(team.admin, moduleId, task.id, columns[REVIEW]!.id, 1)).status).toBe(200);
  const orders = await getDb().task.findMany({
    where: { columnId: columns[REVIEW]!.id },
    orderBy: { order: "asc" },
    select: { title: true, order: true },
  });
  expect(orders.map((row) => row.title)).toEqual(["A", "Moving", "B"]);
  expect(orders.map((row) => row.order)).toEqual([100, 200, 300]);
  const moved = await stand(task.id);
  const [move] = await moves(task.id);
  expect(moved.columnSince).toEqual(move!.createdAt);
  expect(moved.columnSinceById).toBe(team.admin.user.id);
  expect(moved.startedAt).toEqual(move!.createdAt);
  expect(move).toMatchObject({ fromColumnId: columns[TODO]!.id, toColumnId: columns[REVIEW]!.id });
  expect(move!.taskCreatedAt).toEqual(moved.createdAt);
});

it("deleting a column moves its tasks to the first column, recorded as moves by the person who deleted it", async () => {
  const { body: task } = await tm.create(team.member, moduleId, {
    title: "Review me",
    columnId: columns[REVIEW]!.id,
  });
  const before = await stand(task.id);
  expect((await tm.deleteColumn(team.admin, moduleId, boardId, columns[REVIEW]!.id)).status).toBe(200);
  const after = await stand(task.id);
  const [move] = await moves(task.id);
  expect(after.columnId).toBe(columns[TODO]!.id);
  expect(after.columnSince).toEqual(move!.createdAt);
  expect(after.columnSinceById).toBe(team.admin.user.id);
  // It had started when it was created in Review; going back to To do does not undo that.
  expect(after.startedAt).toEqual(before.startedAt);
  expect(move).toMatchObject({ fromColumnId: columns[REVIEW]!.id, toColumnId: columns[TODO]!.id });
  expect(move!.taskCreatedAt).toEqual(before.createdAt);
});
