// Progress that is computed, not typed (issue 14): a task moved to done through the real task
// services updates a Projects goal and a Tasks goal (the goals' subscriber of task.events), with a
// computed check-in; sub-goals weigh into their parent and changes walk up the tree; the goal page
// reads in a fixed number of queries.
import { GOALS_CHANGED_EVENT, type GoalDetail, type GoalsChangedPayload } from "@/lib/goals/api";
import { subgoalsProgress } from "@/lib/goals/progress";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { getDb } from "@/lib/server/db";
import { getGoal } from "@/lib/server/goals/get-goal";
import { deleteProject } from "@/lib/server/projects/delete-project";
import { recomputeGoals } from "@/lib/server/goals/recompute";
import { attachGoalRecompute, onTaskEvents } from "@/lib/server/goals/task-subscriber";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { startTestDispatcher } from "../helpers/events";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { eventually, goals, newGoal } from "./helpers";
import { recordQueries } from "../helpers/query-count";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

const realtime = startRealtimeServer();
let team: Team;
let projectId: string;
let board: string;
let columns: { id: string; name: string }[];
let detach: () => void;
const changes: DomainEventOf<"goals.changed">[] = [];

let dispatcher: EventDispatcher;
beforeAll(async () => {
  const off = [attachGoalRecompute(), subscribe("goals.changed", (event) => void changes.push(event))];
  detach = () => off.forEach((stop) => stop());
  dispatcher = await startTestDispatcher();
});
afterAll(async () => {
  await dispatcher.stop();
  detach();
});

beforeEach(async () => {
  changes.length = 0;
  team = await seedTeam("Acme");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Website" })).id;
  board = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  columns = (await tm.board(team.member, board)).body.data[0]!.columns;
});

const done = () => columns[columns.length - 1]!.id;
const newTask = async (title: string, moduleId = board, extra: Record<string, unknown> = {}) =>
  (await tm.create(team.member, moduleId, { title, ...extra })).body;
const read = (c: Caller, goalId: string) => goals.get(c, goalId).then((r) => r.body);
/**
 * The goal once its progress reads `progress` (the subscriber runs after the task request answered)
 * and, when given, its projects' counts read `done` (the page reads the goal and its projects in
 * separate queries: one read can land between a recompute's commit and the next).
 */
const progressOf = (goalId: string, progress: number | null, done?: Record<string, number>) =>
  eventually(
    () => read(team.member, goalId),
    (goal) =>
      goal.progress === progress &&
      (done === undefined || goal.projects.every((project) => done[project.name] === project.done)),
  );
const checkIns = (goal: GoalDetail) => goal.checkIns.map((c) => [c.kind, c.progress, c.actor?.id ?? null]);

describe("Projects goals", () => {
  it("follow the project's task modules: a task moved to done moves the progress", async () => {
    const tasks = [await newTask("One"), await newTask("Two"), await newTask("Three"), await newTask("Four")];
    // Subtasks do not count: only top-level tasks do.
    await newTask("Sub", board, { parent: tasks[0]!.id, columnId: done() });
    // A second task module of the project counts too (pooled: every task weighs the same).
    const second = (await seedProjectModule(getDb(), projectId, { name: "Ops Board" })).id;
    const secondColumns = (await tm.board(team.member, second)).body.data[0]!.columns;
    await tm.create(team.member, second, { title: "Ops", columnId: secondColumns[2]!.id });

    const goal = await newGoal(team.member, { title: "Ship the website" });
    const set = await goals.settings(team.member, goal.id, { source: "projects", projectIds: [projectId] });
    expect(set.status).toBe(200);
    expect(set.body.progress).toBe(0.2);
    expect(set.body.projects).toEqual([{ id: projectId, name: "Website", done: 1, total: 5 }]);
    expect(checkIns(set.body)).toEqual([["settings", 0.2, team.member.user.id]]);

    // The events of the member's tasks handed over first: one of them read late would recompute after
    // the move below and write its check-in with the member as the actor (a flake under load).
    await dispatcher.drain();
    // The real move service: the task lands in the last column.
    expect((await tm.move(team.admin, board, tasks[1]!.id, done())).status).toBe(200);
    const moved = await progressOf(goal.id, 0.4, { Website: 2 });
    expect(moved.projects).toEqual([{ id: projectId, name: "Website", done: 2, total: 5 }]);
    expect(checkIns(moved)).toEqual([
      ["settings", 0.2, team.member.user.id],
      ["computed", 0.4, team.admin.user.id],
    ]);
    expect(
      changes.some((event) => event.workspaceId === team.workspace.id && event.goalIds.includes(goal.id)),
    ).toBe(true);

    // A move within the board that changes nothing done writes no check-in.
    await tm.move(team.admin, board, tasks[2]!.id, columns[1]!.id);
    await tm.patch(team.admin, board, tasks[1]!.id, { title: "Two, renamed" });
    // A new task in the project counts at once.
    await newTask("Five");
    const added = await progressOf(goal.id, 2 / 6);
    expect(added.checkIns.map((c) => c.progress)).toEqual([0.2, 0.4, 2 / 6]);
    // A deleted one no longer counts.
    await tm.remove(team.member, board, tasks[3]!.id);
    await progressOf(goal.id, 0.4);
  });

  it("recompute when the board's columns change which one is last", async () => {
    const task = await newTask("Only", board, { columnId: done() });
    const goal = await newGoal(team.member);
    expect(
      (await goals.settings(team.member, goal.id, { source: "projects", projectIds: [projectId] })).body
        .progress,
    ).toBe(1);
    // A column added after Done: the task is no longer in the last column.
    const made = await tm.createColumn(
      team.admin,
      board,
      (await tm.board(team.admin, board)).body.data[0]!.id,
      {
        name: "Released",
      },
    );
    expect(made.status).toBe(201);
    await progressOf(goal.id, 0);
    await tm.move(team.admin, board, task.id, made.body.id);
    await progressOf(goal.id, 1);
  });
});

describe("Projects goals over several projects", () => {
  it("count again only the project whose board changed, the others as their last count kept them", async () => {
    const other = (await seedProject(getDb(), team.workspace.id, { name: "Mobile" })).id;
    const otherBoard = (await seedProjectModule(getDb(), other, { name: "App" })).id;
    const otherDone = (await tm.board(team.member, otherBoard)).body.data[0]!.columns.at(-1)!.id;
    const here = [await newTask("Web one"), await newTask("Web two")];
    const there = [await newTask("App one", otherBoard), await newTask("App two", otherBoard)];
    const goal = await newGoal(team.member, { title: "Ship both" });
    const set = await goals.settings(team.member, goal.id, {
      source: "projects",
      projectIds: [projectId, other],
    });
    expect(set.body.progress).toBe(0);

    await tm.move(team.admin, otherBoard, there[0]!.id, otherDone);
    const first = await progressOf(goal.id, 0.25, { Website: 0, Mobile: 1 });
    await tm.move(team.admin, board, here[0]!.id, done());
    const second = await progressOf(goal.id, 0.5, { Website: 1, Mobile: 1 });
    const byName = (detail: GoalDetail) =>
      Object.fromEntries(detail.projects.map((p) => [p.name, [p.done, p.total]]));
    expect(byName(first)).toEqual({ Website: [0, 2], Mobile: [1, 2] });
    expect(byName(second)).toEqual({ Website: [1, 2], Mobile: [1, 2] });

    // What a task event recounts is its board's project alone: a count kept for the other project
    // is what the goal reads for it (here made stale on purpose, to show it is not counted again).
    await getDb().goalProject.update({
      where: { goalId_projectId: { goalId: goal.id, projectId: other } },
      data: { done: 2 },
    });
    await tm.move(team.admin, board, here[1]!.id, done());
    expect(byName(await progressOf(goal.id, 1, { Website: 2, Mobile: 2 }))).toEqual({
      Website: [2, 2],
      Mobile: [2, 2],
    });
    // A full recompute (settings, a project's deletion) counts every project again.
    await recomputeGoals([goal.id], null);
    expect(byName(await progressOf(goal.id, 0.75, { Website: 2, Mobile: 1 }))).toEqual({
      Website: [2, 2],
      Mobile: [1, 2],
    });
  });
});

describe("Projects goals, when their work goes", () => {
  it("recompute when a followed project is deleted", async () => {
    await newTask("Done", board, { columnId: done() });
    const other = await seedProject(getDb(), team.workspace.id, { name: "Other" });
    const otherBoard = (await seedProjectModule(getDb(), other.id, { name: "Other Board" })).id;
    await tm.board(team.member, otherBoard);
    await tm.create(team.member, otherBoard, { title: "Open" });
    const goal = await newGoal(team.member);
    const set = await goals.settings(team.member, goal.id, {
      source: "projects",
      projectIds: [projectId, other.id],
    });
    expect(set.body.progress).toBe(0.5);
    await deleteProject(team.owner.actor, other.id);
    const after = await progressOf(goal.id, 1);
    expect(after.projects.map((p) => p.name)).toEqual(["Website"]);
    await deleteProject(team.owner.actor, projectId);
    await progressOf(goal.id, null);
  });
});

describe("live updates", () => {
  it("tell the workspace room which goals changed when a task moves to done", async () => {
    const task = await newTask("One");
    const goal = await newGoal(team.member);
    await goals.settings(team.member, goal.id, { source: "tasks", taskIds: [task.id] });
    const elsewhere = await seedTeam("Elsewhere");
    const viewer = realtime.connect({ token: team.viewer.token });
    const outsider = realtime.connect({ token: elsewhere.owner.token });
    const ready = Promise.all([connected(viewer), connected(outsider)]);
    const heard: GoalsChangedPayload[] = [];
    const overheard: GoalsChangedPayload[] = [];
    viewer.on(GOALS_CHANGED_EVENT, (payload: GoalsChangedPayload) => heard.push(payload));
    outsider.on(GOALS_CHANGED_EVENT, (payload: GoalsChangedPayload) => overheard.push(payload));
    await ready;

    await tm.move(team.member, board, task.id, done());
    expect(await until(() => heard.some((payload) => payload.goalIds.includes(goal.id)))).toBe(true);
    expect(heard[0]).toEqual({ goalIds: [goal.id] });
    expect(overheard).toEqual([]);
  });
});

describe("Tasks goals", () => {
  it("follow their chosen tasks, done over the ones that still exist", async () => {
    const one = await newTask("One");
    const two = await newTask("Two");
    await newTask("Not followed", board, { columnId: done() });
    const goal = await newGoal(team.member, { title: "Launch checklist" });
    const set = await goals.settings(team.member, goal.id, {
      source: "tasks",
      taskIds: [one.id, two.id, one.id],
    });
    expect(set.body.progress).toBe(0);
    expect(set.body.tasks).toEqual([
      { id: one.id, key: one.key, title: "One", status: "todo", moduleId: board },
      { id: two.id, key: two.key, title: "Two", status: "todo", moduleId: board },
    ]);

    expect((await tm.move(team.member, board, one.id, done())).status).toBe(200);
    const moved = await progressOf(goal.id, 0.5);
    expect(moved.tasks.map((t) => t.status)).toEqual(["done", "todo"]);
    expect(checkIns(moved)).toEqual([
      ["settings", 0, team.member.user.id],
      ["computed", 0.5, team.member.user.id],
    ]);
    // The other task deleted: one of one done.
    await tm.remove(team.member, board, two.id);
    const after = await progressOf(goal.id, 1);
    expect(after.tasks.map((t) => t.title)).toEqual(["One"]);
    await tm.move(team.member, board, one.id, columns[0]!.id);
    await progressOf(goal.id, 0);
  });

  it("switching source leaves the old links behind", async () => {
    const one = await newTask("One");
    const goal = await newGoal(team.member);
    await goals.settings(team.member, goal.id, { source: "tasks", taskIds: [one.id] });
    const manual = await goals.settings(team.member, goal.id, {
      source: "manual",
      startingValue: 0,
      targetValue: 10,
      currentValue: 3,
      measurement: "number",
    });
    expect(manual.body).toMatchObject({ source: "manual", progress: 0.3, tasks: [], projects: [] });
    expect(await getDb().goalTask.count({ where: { goalId: goal.id } })).toBe(0);
    await tm.move(team.member, board, one.id, done());
    expect(await onTaskEvents(taskMoved(one.id))).toEqual([]);
  });
});

/** The task.events a move of `taskId` publishes (the subscriber reads ids and kinds only). */
function taskMoved(taskId: string): DomainEventOf<"task.events"> {
  return {
    type: "task.events",
    tag: "TaskManagement",
    workspaceId: team.workspace.id,
    moduleId: board,
    actorId: team.member.user.id,
    clientId: null,
    events: [
      {
        type: "task.upserted",
        task: {
          id: taskId,
          key: "WP-1",
          title: "x",
          priority: "low",
          issueType: "task",
          parentId: null,
          parentKey: null,
          columnId: done(),
          order: 100,
          status: "done",
          dueDate: null,
          labels: [],
          assignees: [],
          subtasks: { total: 0, done: 0 },
          checkList: { total: 0, done: 0 },
          repeat: null,
          version: 2,
        },
      },
    ],
  };
}

describe("Subgoals goals", () => {
  const manual = async (c: Caller, title: string, currentValue: number) => {
    const goal = await newGoal(c, { title });
    await goals.settings(c, goal.id, { source: "manual", startingValue: 0, targetValue: 100, currentValue });
    return goal;
  };

  it("average their sub-goals, optionally weighted, and changes walk up the tree", async () => {
    const top = await newGoal(team.member, { title: "Company" });
    const parent = await newGoal(team.member, { title: "Marketing" });
    const a = await manual(team.member, "Leads", 50);
    const b = await manual(team.member, "Events", 100);
    await goals.connectSub(team.member, top.id, { goalId: parent.id });
    await goals.connectSub(team.member, parent.id, { goalId: a.id });
    await goals.connectSub(team.member, parent.id, { goalId: b.id });
    await goals.settings(team.member, top.id, { source: "subgoals" });

    const plain = await goals.settings(team.member, parent.id, { source: "subgoals" });
    expect(plain.body.progress).toBe(0.75);
    expect((await read(team.member, top.id)).progress).toBe(0.75);

    const weighted = await goals.settings(team.member, parent.id, {
      source: "subgoals",
      weighted: true,
      weights: { [a.id]: 3, [b.id]: 1, [top.id]: 9 },
    });
    const expected = subgoalsProgress(
      [
        { id: a.id, progress: 0.5 },
        { id: b.id, progress: 1 },
      ],
      { weighted: true, weights: { [a.id]: 3, [b.id]: 1 } },
    );
    expect(weighted.body.progress).toBe(expected);
    expect(expected).toBe(0.625);
    expect(weighted.body.subGoals.map((g) => [g.title, g.weight])).toEqual([
      ["Leads", 3],
      ["Events", 1],
    ]);
    // A weight for a goal that is not a sub-goal changes nothing.
    expect((await read(team.member, top.id)).subGoals.map((g) => g.weight)).toEqual([1]);
    expect((await read(team.member, top.id)).progress).toBe(0.625);

    // A manual update of a sub-goal reaches the parent and the grandparent, each with a check-in.
    await goals.progress(team.member, a.id, { value: 100, note: "Done" });
    const updatedParent = await read(team.member, parent.id);
    expect(updatedParent.progress).toBe(1);
    expect(updatedParent.checkIns.at(-1)).toMatchObject({ kind: "computed", progress: 1 });
    expect((await read(team.member, top.id)).progress).toBe(1);

    // A dropped sub-goal no longer counts; disconnecting one recomputes the parent.
    await goals.progress(team.member, b.id, { value: 0 });
    expect((await read(team.member, parent.id)).progress).toBe(0.75);
    await goals.patch(team.member, b.id, { status: "dropped" });
    expect((await read(team.member, parent.id)).progress).toBe(1);
    await goals.patch(team.member, b.id, { status: "on-track" });
    await goals.disconnectSub(team.member, parent.id, a.id);
    expect((await read(team.member, parent.id)).progress).toBe(0);
    expect((await read(team.member, top.id)).progress).toBe(0);
    // Deleting the last sub-goal: no data.
    await goals.remove(team.member, b.id);
    expect((await read(team.member, parent.id)).progress).toBeNull();
  });

  it("a task moved to done reaches a Projects goal's parent in the same recompute", async () => {
    const task = await newTask("Only");
    const parent = await newGoal(team.member, { title: "Parent" });
    const child = await newGoal(team.member, { title: "Child" });
    await goals.connectSub(team.member, parent.id, { goalId: child.id });
    await goals.settings(team.member, child.id, { source: "projects", projectIds: [projectId] });
    await goals.settings(team.member, parent.id, { source: "subgoals" });
    expect((await read(team.member, parent.id)).progress).toBe(0);
    await tm.move(team.member, board, task.id, done());
    await progressOf(parent.id, 1);
    expect((await read(team.member, child.id)).progress).toBe(1);
  });
});

describe("costs", () => {
  it("reads the goal page in a fixed number of queries", async () => {
    const tasks = [];
    for (let i = 0; i < 5; i++) tasks.push(await newTask(`Task ${i}`));
    const projectGoal = await newGoal(team.member);
    await goals.settings(team.member, projectGoal.id, { source: "projects", projectIds: [projectId] });
    const taskGoal = await newGoal(team.member);
    await goals.settings(team.member, taskGoal.id, { source: "tasks", taskIds: tasks.map((t) => t.id) });
    for (let i = 0; i < 3; i++) {
      const sub = await newGoal(team.member);
      await goals.connectSub(team.member, projectGoal.id, { goalId: sub.id });
      await goals.addMembers(team.member, projectGoal.id, [team.admin.user.id, team.viewer.user.id]);
    }
    await dispatcher.drain();
    const counted = async (goalId: string) => {
      const { queries } = await recordQueries(() => getGoal(team.member.actor, goalId));
      return queries.length;
    };
    const projects = await counted(projectGoal.id);
    const plain = await counted((await newGoal(team.member)).id);
    expect(await counted(taskGoal.id)).toBe(projects);
    // The family's visibility, then the goal with its relations beside the followed work.
    expect(projects).toBe(3);
    expect(plain).toBe(2);
  });

  it("does one indexed read for a board change no goal follows", async () => {
    const task = await newTask("Alone");
    // The outbox's dispatcher is done with the create's own event first.
    await dispatcher.drain();
    const { queries, result } = await recordQueries(() => onTaskEvents(taskMoved(task.id)));
    expect(result).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it("recomputes a goal in a fixed number of statements, and writes nothing when nothing changed", async () => {
    const task = await newTask("One");
    const goal = await newGoal(team.member);
    await goals.settings(team.member, goal.id, { source: "projects", projectIds: [projectId] });
    // The settings' own recompute (progress 0) is done before the move, whenever the dispatcher runs.
    await dispatcher.drain();
    await tm.move(team.member, board, task.id, done());
    await progressOf(goal.id, 1);
    // The outbox's dispatcher is done with the move (its own recompute is not counted below).
    await dispatcher.drain();
    const computed = async () =>
      (await read(team.member, goal.id)).checkIns.filter((c) => c.kind === "computed").map((c) => c.progress);
    const before = await computed();
    expect(before.at(-1)).toBe(1);
    // Nothing changed since: the read of who follows the task, then one transaction (the goal's chain
    // locked, the counts, the write that writes nothing, the commit).
    const again = await recordQueries(() => onTaskEvents(taskMoved(task.id)));
    expect(again.result).toEqual([]);
    expect(again.queries.filter((sql) => sql !== "BEGIN")).toHaveLength(5);
    expect(await recomputeGoals([goal.id], null)).toEqual([]);
    expect(await computed()).toEqual(before);
  });
});
