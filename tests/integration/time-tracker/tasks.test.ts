import { POST as createIntegrationRoute } from "@/app/api/v1/task-management/[moduleId]/integration/route";
import { POST as createEntryRoute } from "@/app/api/v1/time-tracker/[moduleId]/entry/route";
import { GET as tasksRoute } from "@/app/api/v1/time-tracker/[moduleId]/task/route";
import type { TimeEntryItem, TrackerTaskPage } from "@/modules/time-tracker/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
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

const tasks = (c: Caller | null, query: Record<string, string> = {}, moduleId = tracker) =>
  call<TrackerTaskPage>(tasksRoute, {
    token: c?.token,
    params: { moduleId },
    url: `http://localhost:3000/api/v1/time-tracker/${moduleId}/task?${new URLSearchParams(query)}`,
  });

const integrate = async (taskModule = board, timeTracker = tracker) => {
  const made = await call(createIntegrationRoute, {
    method: "POST",
    token: team.admin.token,
    params: { moduleId: taskModule },
    body: { moduleId: timeTracker },
  });
  expect(made.status).toBe(201);
};

/** The board's columns (To do, In progress, Done) and its id, made on first open. */
const boardOf = async (moduleId = board) => {
  const read = await tm.board(team.member, moduleId);
  expect(read.status).toBe(200);
  const row = read.body.data[0]!;
  return { id: row.id, columns: row.columns };
};

const keys = (page: TrackerTaskPage) => page.data.map((item) => item.taskKey);

describe("GET /time-tracker/{id}/task", () => {
  it("lists the integrated board's tasks, open ones first and newest first, with status and column", async () => {
    const { columns } = await boardOf();
    const first = (await tm.create(team.member, board, { title: "Write the brief" })).body;
    const second = (await tm.create(team.member, board, { title: "Design the page" })).body;
    const third = (await tm.create(team.member, board, { title: "Ship it" })).body;
    await tm.move(team.member, board, first.id, columns[2]!.id);
    await tm.move(team.member, board, second.id, columns[1]!.id);
    // Another board's tasks are not the tracker's.
    const other = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Ops" })).id;
    await tm.create(team.member, other, { title: "Not integrated" });

    // No integration yet: nothing to pick, and no module to say it from.
    expect((await tasks(team.member)).body).toEqual({ data: [], nextCursor: null, taskModules: [] });

    await integrate();
    const page = await tasks(team.member);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      data: [
        {
          taskManagementId: board,
          taskManagementTaskId: third.id,
          taskKey: third.key,
          title: "Ship it",
          moduleName: "Web Platform",
          status: "todo",
          columnName: "To do",
        },
        expect.objectContaining({
          taskKey: second.key,
          status: "work-in-progress",
          columnName: "In progress",
        }),
        expect.objectContaining({ taskKey: first.key, status: "done", columnName: "Done" }),
      ],
      nextCursor: null,
      taskModules: [{ id: board, name: "Web Platform" }],
    });
    // Viewers read them too (picking is for those who may add entries; the list is harmless).
    expect(keys((await tasks(team.viewer)).body)).toEqual([third.key, second.key, first.key]);
  });

  it("leaves out a task module the caller cannot read, and an inactive integration", async () => {
    await integrate();
    const task = (await tm.create(team.member, board, { title: "Secret" })).body;
    await getDb().projectModule.update({ where: { id: board }, data: { private: true } });
    // The member no longer sees the board: no tasks, no module; the admin still does.
    expect((await tasks(team.member)).body).toEqual({ data: [], nextCursor: null, taskModules: [] });
    expect(keys((await tasks(team.admin)).body)).toEqual([task.key]);

    await getDb().projectModule.update({ where: { id: board }, data: { private: false } });
    await getDb().moduleIntegration.updateMany({ data: { active: false } });
    expect((await tasks(team.admin)).body).toEqual({ data: [], nextCursor: null, taskModules: [] });
  });

  it("searches titles (any case, wildcards literal) and keys", async () => {
    await integrate();
    const login = (await tm.create(team.member, board, { title: "Fix the LOGIN page" })).body;
    const signup = (await tm.create(team.member, board, { title: "Signup: 100% done" })).body;
    const other = (await tm.create(team.member, board, { title: "Something else" })).body;

    expect(keys((await tasks(team.member, { search: "login" })).body)).toEqual([login.key]);
    expect(keys((await tasks(team.member, { search: "  Page " })).body)).toEqual([login.key]);
    expect(keys((await tasks(team.member, { search: "100%" })).body)).toEqual([signup.key]);
    expect(keys((await tasks(team.member, { search: "%" })).body)).toEqual([signup.key]);
    expect(keys((await tasks(team.member, { search: "_" })).body)).toEqual([]);
    expect(keys((await tasks(team.member, { search: other.key.toLowerCase() })).body)).toEqual([other.key]);
    // Another prefix is not this board's key (and no title holds it).
    expect(keys((await tasks(team.member, { search: "ZZ-1" })).body)).toEqual([]);
    expect((await tasks(team.member, { search: "nothing like it" })).body.data).toEqual([]);
    // A blank search is no search.
    expect(keys((await tasks(team.member, { search: "   " })).body)).toHaveLength(3);
  });

  it("pages with a cursor across open and done tasks without losing or repeating one", async () => {
    await integrate();
    const { id: boardId, columns } = await boardOf();
    await getDb().task.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        id: newId(),
        boardId,
        number: i + 1,
        title: `Task ${i + 1}`,
        columnId: columns[i % 3]!.id,
        order: (i + 1) * 100,
      })),
    });
    const seen: TrackerTaskPage["data"] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TrackerTaskPage = (
        await tasks(team.member, cursor ? { cursor, limit: "7" } : { limit: "7" })
      ).body;
      expect(page.data.length).toBeLessThanOrEqual(7);
      seen.push(...page.data);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(7);
    expect(new Set(seen.map((item) => item.taskManagementTaskId)).size).toBe(45);
    // 30 open tasks (newest first), then the 15 done ones (newest first).
    const numbers = seen.map((item) => Number(item.taskKey.split("-")[1]));
    const open = numbers.filter((n) => (n - 1) % 3 !== 2);
    const done = numbers.filter((n) => (n - 1) % 3 === 2);
    expect(numbers).toEqual([...open, ...done]);
    expect(open).toEqual([...open].sort((a, b) => b - a));
    expect(done).toEqual([...done].sort((a, b) => b - a));
    expect(seen.slice(30).every((item) => item.status === "done")).toBe(true);

    // The default page is 20; more than 50 and a broken cursor are refused.
    expect((await tasks(team.member)).body.data).toHaveLength(20);
    expect((await tasks(team.member, { limit: "50" })).body.data).toHaveLength(45);
    expect((await tasks(team.member, { limit: "51" })).status).toBe(400);
    expect((await tasks(team.member, { limit: "0" })).status).toBe(400);
    expect((await tasks(team.member, { cursor: "nope" })).body).toEqual(errorBody(400, "Invalid cursor"));
  });

  it("answers 404 to another workspace and to another kind's id, and 401 without a session", async () => {
    await integrate();
    await tm.create(team.member, board, { title: "Ours" });
    const other = await seedTeam("Other Co");
    expect((await tasks(other.owner)).body).toEqual(errorBody(404, "Module not found"));
    // Their own tracker integrated with their own board shows none of ours.
    const theirProject = (await seedProject(getDb(), other.workspace.id, { name: "Theirs" })).id;
    const theirTracker = (await seedProjectModule(getDb(), theirProject, { tag: "TimeTracker" })).id;
    expect((await tasks(other.owner, {}, theirTracker)).body).toEqual({
      data: [],
      nextCursor: null,
      taskModules: [],
    });
    // A task module's id is not a time tracker.
    expect((await tasks(team.member, {}, board)).body).toEqual(errorBody(404, "Module not found"));
    expect((await tasks(team.member, {}, newId())).status).toBe(404);
    expect((await tasks(null)).status).toBe(401);
  });

  it("reads a page in the same number of queries however many tasks there are", async () => {
    await integrate();
    const { id: boardId, columns } = await boardOf();
    const seed = (from: number, count: number) =>
      getDb().task.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          id: newId(),
          boardId,
          number: from + i,
          title: `Task ${from + i}`,
          columnId: columns[(from + i) % 3]!.id,
          order: (from + i) * 100,
        })),
      });
    await seed(1, 3);
    const few = await recordQueries(() => tasks(team.member, { limit: "50" }));
    expect(few.result.body.data).toHaveLength(3);
    await seed(4, 40);
    const many = await recordQueries(() => tasks(team.member, { limit: "50" }));
    expect(many.result.body.data).toHaveLength(43);
    expect(many.queries.length).toBe(few.queries.length);
    // The session, the time tracker's gate, the integration, the board's gate, open and done tasks.
    expect(many.queries.length).toBe(6);
  });

  it("gives what POST /entry needs to tie an entry to the picked task", async () => {
    await integrate();
    const task = (await tm.create(team.member, board, { title: "Review the copy" })).body;
    const picked = (await tasks(team.member, { search: task.key })).body.data[0]!;
    const started = await call<TimeEntryItem>(createEntryRoute, {
      method: "POST",
      token: team.member.token,
      params: { moduleId: tracker },
      body: {
        description: "",
        task: {
          taskManagementId: picked.taskManagementId,
          taskManagementTaskId: picked.taskManagementTaskId,
        },
      },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      state: "Running",
      task: {
        taskManagementId: board,
        taskManagementTaskId: task.id,
        taskKey: task.key,
        title: "Review the copy",
      },
    });
    const manual = await call<TimeEntryItem>(createEntryRoute, {
      method: "POST",
      token: team.member.token,
      params: { moduleId: tracker },
      body: {
        start: "2026-03-02T08:00:00.000Z",
        end: "2026-03-02T09:00:00.000Z",
        task: { taskManagementId: board, taskManagementTaskId: task.id },
      },
    });
    expect(manual.status).toBe(201);
    expect(manual.body.task).toMatchObject({ taskKey: task.key });
    const row = await getDb().timeEntry.findUniqueOrThrow({ where: { id: manual.body.id } });
    expect(row).toMatchObject({ taskModuleId: board, taskId: task.id, taskKey: task.key });
  });
});
