import { POST as createTaskIntegration } from "@/app/api/v1/task-management/[moduleId]/integration/route";
import {
  GET as taskTimeRoute,
  POST as startTimerRoute,
} from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/timer/route";
import { PATCH as stopTimerRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/timer/[entryId]/route";
import {
  GET as listEntriesRoute,
  PATCH as bulkEntriesRoute,
  POST as createEntryRoute,
} from "@/app/api/v1/time-tracker/[moduleId]/entry/route";
import {
  DELETE as deleteEntryRoute,
  PATCH as patchEntryRoute,
} from "@/app/api/v1/time-tracker/[moduleId]/entry/[entryId]/route";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import type { ModuleIntegrationItem } from "@/lib/integrations/types";
import type {
  EntryPage,
  TaskTime,
  TimeEntryItem,
  TimerRunningError,
} from "@/modules/time-tracker/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectId: string;
let board: string;
let tracker: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Client work" })).id;
  board = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web Platform" })).id;
  tracker = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Hours" })).id;
});

/** Integrates the board with a time tracker (the integration tests cover the rest of that API). */
const integrations = {
  create: (c: Caller, target: string, moduleId = board) =>
    call<ModuleIntegrationItem>(createTaskIntegration, {
      method: "POST",
      token: c.token,
      params: { moduleId },
      body: { moduleId: target },
    }),
};

const timer = {
  get: (c: Caller, taskId: string, moduleId = board) =>
    call<TaskTime>(taskTimeRoute, { token: c.token, params: { moduleId, taskId } }),
  start: (c: Caller, taskId: string, body: unknown = { isBillable: true }, moduleId = board) =>
    call<TimeEntryItem>(startTimerRoute, {
      method: "POST",
      token: c.token,
      params: { moduleId, taskId },
      body,
    }),
  stop: (c: Caller, taskId: string, entryId: string, moduleId = board) =>
    call<TimeEntryItem>(stopTimerRoute, {
      method: "PATCH",
      token: c.token,
      params: { moduleId, taskId, entryId },
      body: { end: new Date(Date.now() + 1_000).toISOString() },
    }),
};

describe("the marks on the board's cards", () => {
  it("say whose timers run on which task, and move live with every way a timer starts, stops or goes", async () => {
    const task = (await tm.create(team.member, board, { title: "Ship the login page" })).body;
    const other = (await tm.create(team.member, board, { title: "Write the docs" })).body;
    await integrations.create(team.admin, tracker);
    const heard: DomainEventOf<"task-timers.events">[] = [];
    const stop = subscribe("task-timers.events", (event) => void heard.push(event));
    const marks = async () => (await tm.info(team.viewer, board)).body.timers;
    const entries = {
      create: (c: Caller, body: unknown) =>
        call<TimeEntryItem>(createEntryRoute, {
          method: "POST",
          token: c.token,
          params: { moduleId: tracker },
          body,
        }),
      patch: (c: Caller, entryId: string, body: unknown) =>
        call<TimeEntryItem>(patchEntryRoute, {
          method: "PATCH",
          token: c.token,
          params: { moduleId: tracker, entryId },
          body,
        }),
      remove: (c: Caller, entryId: string) =>
        call(deleteEntryRoute, { method: "DELETE", token: c.token, params: { moduleId: tracker, entryId } }),
      bulk: (c: Caller, body: unknown) =>
        call(bulkEntriesRoute, { method: "PATCH", token: c.token, params: { moduleId: tracker }, body }),
    };
    const ref = (taskId: string) => ({ taskManagementId: board, taskManagementTaskId: taskId });
    try {
      // From the task dialog, and from the time tracker (the picker): two people on one task.
      const mine = (await timer.start(team.member, task.id)).body;
      const theirs = (await entries.create(team.admin, { task: ref(task.id) })).body;
      expect(await marks()).toEqual({ [task.id]: [team.member.user.id, team.admin.user.id] });
      // Billable on a running entry: no change of marks. A stop, a delete: the marks go.
      await entries.patch(team.member, mine.id, { isBillable: false });
      await timer.stop(team.member, task.id, mine.id);
      await entries.remove(team.admin, theirs.id);
      expect(await marks()).toEqual({});
      // A description that is another task's id moves the running timer to it.
      const moved = (await entries.create(team.member, { description: task.id })).body;
      await entries.patch(team.member, moved.id, { description: other.id });
      expect(await marks()).toEqual({ [other.id]: [team.member.user.id] });
      // Bulk: the running one deleted and a new timer on the first task, at once.
      await entries.bulk(team.member, { delete: [moved.id], create: [{ task: ref(task.id) }] });
      expect(await marks()).toEqual({ [task.id]: [team.member.user.id] });
      // A finished entry on a task leaves the marks alone.
      await entries.create(team.admin, {
        task: ref(other.id),
        start: "2026-03-02T08:00:00.000Z",
        end: "2026-03-02T09:00:00.000Z",
      });
    } finally {
      stop();
    }
    const seen = heard.flatMap((event) =>
      event.events.map((item) => {
        expect(event).toMatchObject({
          moduleId: board,
          tag: "TaskManagement",
          workspaceId: team.workspace.id,
        });
        return item.type === "task.timer"
          ? [item.taskId === task.id ? "task" : "other", item.userId, item.running]
          : [];
      }),
    );
    const [member, admin] = [team.member.user.id, team.admin.user.id];
    expect(seen).toEqual([
      ["task", member, true],
      ["task", admin, true],
      ["task", member, false],
      ["task", admin, false],
      ["task", member, true],
      ["task", member, false],
      ["other", member, true],
      ["other", member, false],
      ["task", member, true],
    ]);
  });
});

describe("task timers", () => {
  it("need an integrated time tracker, start tied to the task, refuse a second timer, and stop", async () => {
    const task = (await tm.create(team.member, board, { title: "Ship the login page" })).body;
    expect((await timer.get(team.member, task.id)).body).toEqual({
      timeTracker: null,
      trackedSeconds: 0,
      running: null,
    });
    expect((await timer.start(team.member, task.id)).body).toEqual(
      errorBody(400, "Integrate a time tracker with this board to track time on its tasks"),
    );

    await integrations.create(team.admin, tracker);
    expect((await timer.get(team.member, task.id)).body).toMatchObject({
      timeTracker: { id: tracker, name: "Hours", canTrack: true },
      running: null,
    });
    const started = await timer.start(team.member, task.id, { isBillable: true });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      moduleId: tracker,
      isBillable: true,
      state: "Running",
      task: {
        taskManagementId: board,
        taskManagementTaskId: task.id,
        taskKey: task.key,
        title: "Ship the login page",
      },
    });
    expect((await timer.get(team.member, task.id)).body.running?.id).toBe(started.body.id);

    // A second timer anywhere is refused with the running one.
    const other = (await tm.create(team.member, board, { title: "Another" })).body;
    const second = await timer.start(team.member, other.id);
    expect(second.status).toBe(409);
    expect((second.body as unknown as TimerRunningError).running.entry.id).toBe(started.body.id);

    // Another person's timer on the task is theirs; stopping needs the right task and entry.
    expect((await timer.stop(team.admin, task.id, started.body.id)).status).toBe(404);
    expect((await timer.stop(team.member, other.id, started.body.id)).status).toBe(404);
    const stopped = await timer.stop(team.member, task.id, started.body.id);
    expect(stopped.body).toMatchObject({ state: "Stopped" });
    const time = (await timer.get(team.admin, task.id)).body;
    expect(time.running).toBeNull();
    expect(time.trackedSeconds).toBeGreaterThanOrEqual(0);

    // The entry is in the time tracker's list, tied to the task.
    const listed = await call<EntryPage>(listEntriesRoute, {
      token: team.member.token,
      params: { moduleId: tracker },
      url: `http://localhost:3000/api/v1/time-tracker/${tracker}/entry`,
    });
    expect(listed.body.data.map((e) => e.task?.taskKey)).toEqual([task.key]);
  });

  it("follow the rights of both modules and answer 404 to another workspace", async () => {
    const task = (await tm.create(team.member, board, { title: "Secret work" })).body;
    await integrations.create(team.admin, tracker);
    // A viewer of both reads the time but may not track.
    expect((await timer.get(team.viewer, task.id)).body.timeTracker).toMatchObject({ canTrack: false });
    expect((await timer.start(team.viewer, task.id)).status).toBe(403);
    // A tracker the caller cannot see is as good as none.
    await getDb().projectModule.update({ where: { id: tracker }, data: { private: true } });
    expect((await timer.get(team.member, task.id)).body.timeTracker).toBeNull();
    const other = await seedTeam("Other Co");
    expect((await timer.get(other.owner, task.id)).status).toBe(404);
    expect((await timer.start(other.owner, task.id)).status).toBe(404);
    expect((await timer.get(team.member, newId())).body).toEqual(errorBody(404, "Task not found"));
  });
});
