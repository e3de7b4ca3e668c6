import { GET as infoRoute } from "@/app/api/v1/time-tracker/[moduleId]/route";
import {
  GET as listRoute,
  PATCH as bulkRoute,
  POST as createRoute,
} from "@/app/api/v1/time-tracker/[moduleId]/entry/route";
import {
  DELETE as deleteRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/time-tracker/[moduleId]/entry/[entryId]/route";
import { GET as listTagsRoute, POST as createTagRoute } from "@/app/api/v1/time-tracker/[moduleId]/tag/route";
import type {
  BulkResult,
  EntryPage,
  TimeEntryItem,
  TimerRunningError,
  TimeTagItem,
  TimeTrackerInfo,
} from "@/modules/time-tracker/shared/types";
import { getDb } from "@/lib/server/db";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import type { GridSummaries } from "@/lib/modules/summaries";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectId: string;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Client work" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Hours" })).id;
});

const url = (path: string, query: Record<string, string> = {}, mod = moduleId) =>
  `http://localhost:3000/api/v1/time-tracker/${mod}/${path}?${new URLSearchParams(query)}`;

const api = {
  info: (c: Caller, mod = moduleId) =>
    call<TimeTrackerInfo>(infoRoute, { token: c.token, params: { moduleId: mod } }),
  list: (c: Caller, query: Record<string, string> = {}, mod = moduleId) =>
    call<EntryPage>(listRoute, { token: c.token, params: { moduleId: mod }, url: url("entry", query, mod) }),
  create: (c: Caller, body: unknown, mod = moduleId) =>
    call<TimeEntryItem>(createRoute, { method: "POST", token: c.token, params: { moduleId: mod }, body }),
  bulk: (c: Caller, body: unknown, mod = moduleId) =>
    call<BulkResult>(bulkRoute, { method: "PATCH", token: c.token, params: { moduleId: mod }, body }),
  patch: (c: Caller, entryId: string, body: unknown, mod = moduleId) =>
    call<TimeEntryItem>(patchRoute, {
      method: "PATCH",
      token: c.token,
      params: { moduleId: mod, entryId },
      body,
    }),
  remove: (c: Caller, entryId: string, mod = moduleId) =>
    call(deleteRoute, { method: "DELETE", token: c.token, params: { moduleId: mod, entryId } }),
  tags: (c: Caller, mod = moduleId) =>
    call<TimeTagItem[]>(listTagsRoute, { token: c.token, params: { moduleId: mod } }),
  createTag: (c: Caller, title: string, mod = moduleId) =>
    call<TimeTagItem>(createTagRoute, {
      method: "POST",
      token: c.token,
      params: { moduleId: mod },
      body: { title },
    }),
};

const at = (iso: string) => new Date(iso).toISOString();
const manual = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  start: at(start),
  end: at(end),
  ...extra,
});

describe("the timer", () => {
  it("starts, refuses a second start anywhere with 409 and the running entry, and stops", async () => {
    const started = await api.create(team.member, { description: "Design review", isBillable: true });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      moduleId,
      description: "Design review",
      end: null,
      isBillable: true,
      state: "Running",
      task: null,
    });

    // A second start, here or in another time tracker, stops nothing: 409 says where it runs.
    const other = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Other" })).id;
    for (const mod of [moduleId, other]) {
      const second = await api.create(team.member, { description: "Second" }, mod);
      expect(second.status).toBe(409);
      const body = second.body as unknown as TimerRunningError;
      expect(body).toMatchObject({
        statusCode: 409,
        message: "A timer is already running in Hours. Stop it first.",
        running: {
          module: { id: moduleId, name: "Hours" },
          entry: { id: started.body.id, state: "Running" },
        },
      });
    }
    expect((await api.info(team.member)).body.running?.entry.id).toBe(started.body.id);

    // Stop: PATCH its end.
    const end = new Date(Date.now() + 1000).toISOString();
    const stopped = await api.patch(team.member, started.body.id, { end });
    expect(stopped.body).toMatchObject({ state: "Stopped", end });
    expect((await api.info(team.member)).body.running).toBeNull();
    expect((await api.create(team.member, { description: "Next" }, other)).status).toBe(201);
  });

  it("lets exactly one of two concurrent starts win (the database decides)", async () => {
    const [a, b] = await Promise.all([
      api.create(team.member, { description: "A" }),
      api.create(team.member, { description: "B" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await getDb().timeEntry.count({ where: { userId: team.member.user.id, end: null } })).toBe(1);
    // Other people keep their own timers.
    expect((await api.create(team.admin, { description: "Admin's" })).status).toBe(201);
  });

  it("tells every tab of the person what runs now", async () => {
    const heard: DomainEventOf<"time.entries">[] = [];
    const stop = subscribe("time.entries", (event) => void heard.push(event));
    try {
      const started = (await api.create(team.member, { description: "Live" })).body;
      await api.patch(team.member, started.id, { end: new Date(Date.now() + 1000).toISOString() });
    } finally {
      stop();
    }
    expect(heard).toHaveLength(2);
    expect(heard[0]).toMatchObject({
      userId: team.member.user.id,
      moduleId,
      running: { entry: { description: "Live" } },
    });
    expect(heard[1]).toMatchObject({ running: null, changed: [{ state: "Stopped" }] });
  });

  it("says what runs after every kind of change, and the one-statement changes refuse like the others", async () => {
    const heard: DomainEventOf<"time.entries">[] = [];
    const stop = subscribe("time.entries", (event) => void heard.push(event));
    const tag = (await api.createTag(team.member, "Design")).body;
    try {
      const started = (await api.create(team.member, { description: "Live" })).body;
      // A change of the running entry (billable, tags: one statement) keeps it running.
      await api.patch(team.member, started.id, { isBillable: true, tags: [tag.id] });
      // A finished entry added meanwhile leaves the timer as it was.
      await api.create(team.member, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z"));
      const tooLong = new Date(new Date(started.start).getTime() + 24 * 3_600_000 + 1_000).toISOString();
      expect((await api.patch(team.member, started.id, { end: tooLong })).body).toEqual(
        errorBody(400, "An entry lasts 24 hours at most"),
      );
      // Another person's entry, an unknown tag: refused, nothing changed.
      expect((await api.patch(team.admin, started.id, { end: new Date().toISOString() })).body).toEqual(
        errorBody(404, "Time entry not found"),
      );
      expect((await api.patch(team.member, started.id, { tags: [newId()] })).status).toBe(400);
      await api.patch(team.member, started.id, { end: new Date(Date.now() + 1000).toISOString() });
    } finally {
      stop();
    }
    expect(heard.map((event) => event.running?.entry.id ?? null)).toEqual([
      heard[0]!.changed[0]!.id,
      heard[0]!.changed[0]!.id,
      heard[0]!.changed[0]!.id,
      null,
    ]);
    expect(heard[1]).toMatchObject({
      changed: [{ isBillable: true, tags: [tag.id], state: "Running" }],
      running: { entry: { isBillable: true, tags: [tag.id] }, module: { id: moduleId, name: "Hours" } },
    });
    expect(heard[3]!.changed[0]).toMatchObject({ state: "Stopped", isBillable: true, tags: [tag.id] });
  });
});

describe("statements", () => {
  it("a start and a stop take the session, the module gate, then one transaction of their own and their event; a page three", async () => {
    for (let day = 1; day <= 5; day++)
      await api.create(team.member, manual(`2026-03-0${day}T08:00:00Z`, `2026-03-0${day}T09:00:00Z`));
    const started = await recordQueries(() => api.create(team.member, { description: "Now" }));
    expect(started.result.status).toBe(201);
    const stopped = await recordQueries(() =>
      api.patch(team.member, started.result.body.id, { end: new Date(Date.now() + 1000).toISOString() }),
    );
    expect(stopped.result.body.state).toBe("Stopped");
    const page = await recordQueries(() => api.list(team.member, { limit: "3", tz: "Europe/Madrid" }));
    expect(page.result.body.data).toHaveLength(3);
    expect([started.queries.length, stopped.queries.length, page.queries.length]).toEqual([5, 5, 3]);
    for (const { queries } of [started, stopped]) {
      expect(queries[3]).toMatch(/^INSERT INTO "DomainEventLog"/);
      expect(queries[4]).toBe("COMMIT");
    }
  });
});

describe("entries", () => {
  it("validate ranges, lengths and tags with the spec's messages", async () => {
    const bad = async (body: unknown, message: unknown) => {
      const answer = await api.create(team.member, body);
      expect([answer.status, answer.body]).toEqual([400, errorBody(400, message)]);
    };
    await bad(manual("2026-03-02T10:00:00Z", "2026-03-02T09:00:00Z"), "Invalid range");
    await bad(manual("2026-03-02T10:00:00Z", "2026-03-02T10:00:00Z"), "Invalid range");
    await bad(manual("2026-03-02T10:00:00Z", "2026-03-03T10:00:01Z"), "An entry lasts 24 hours at most");
    await bad({ start: "yesterday" }, "Enter a valid date and time");
    await bad({ description: "x".repeat(501) }, "Use at most 500 characters");
    await bad({ start: new Date(Date.now() + 3_600_000).toISOString() }, "Invalid range");
    const foreign = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Other" })).id;
    const tag = (await api.createTag(team.member, "Meetings", foreign)).body;
    await bad(
      manual("2026-03-02T09:00:00Z", "2026-03-02T10:00:00Z", { tags: [tag.id] }),
      "Choose at most 20 tags of this time tracker",
    );
    expect(await getDb().timeEntry.count({ where: { moduleId } })).toBe(0);

    // 24 hours exactly is allowed.
    expect(
      (await api.create(team.member, manual("2026-03-02T10:00:00Z", "2026-03-03T10:00:00Z"))).status,
    ).toBe(201);
  });

  it("answer 400, never 500, when one date of a range is malformed (create, update, bulk create)", async () => {
    const valid = at("2026-03-02T10:00:00Z");
    const created = (await api.create(team.member, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z")))
      .body;
    for (const range of [
      { start: "garbage", end: valid },
      { start: valid, end: "garbage" },
    ]) {
      const answers = [
        await api.create(team.member, range),
        await api.patch(team.member, created.id, range),
        await api.bulk(team.member, { create: [range] }),
      ];
      for (const answer of answers)
        expect([answer.status, answer.body]).toEqual([400, errorBody(400, "Enter a valid date and time")]);
    }
  });

  it("list the caller's own, newest first, in keyset pages with whole-day totals in their time zone", async () => {
    // Madrid is UTC+1 in March (until the 29th). 23:30–00:30 local belongs to the day it started.
    await api.create(
      team.member,
      manual("2026-03-02T22:30:00Z", "2026-03-02T23:30:00Z", { description: "Late" }),
    );
    await api.create(
      team.member,
      manual("2026-03-02T08:00:00Z", "2026-03-02T09:30:00Z", { description: "Morning" }),
    );
    await api.create(
      team.member,
      manual("2026-03-01T10:00:00Z", "2026-03-01T10:45:00Z", { description: "Sunday" }),
    );
    await api.create(
      team.admin,
      manual("2026-03-02T08:00:00Z", "2026-03-02T12:00:00Z", { description: "Not mine" }),
    );

    const all = (await api.list(team.member, { tz: "Europe/Madrid" })).body;
    expect(all.data.map((e) => e.description)).toEqual(["Late", "Morning", "Sunday"]);
    expect(all.dayTotals).toEqual({ "2026-03-02": 2.5 * 3600, "2026-03-01": 45 * 60 });
    expect(all.nextCursor).toBeNull();

    // In UTC the late entry is still the 2nd; in Tokyo (UTC+9) it starts on the 3rd.
    expect((await api.list(team.member, { tz: "Asia/Tokyo" })).body.dayTotals).toEqual({
      "2026-03-03": 3600,
      "2026-03-02": 5400,
      "2026-03-01": 45 * 60,
    });

    // Pages of one: the totals are still whole days.
    const first = (await api.list(team.member, { tz: "Europe/Madrid", limit: "1" })).body;
    expect(first.data.map((e) => e.description)).toEqual(["Late"]);
    expect(first.dayTotals).toEqual({ "2026-03-02": 2.5 * 3600 });
    const second = (
      await api.list(team.member, { tz: "Europe/Madrid", limit: "1", cursor: first.nextCursor! })
    ).body;
    expect(second.data.map((e) => e.description)).toEqual(["Morning"]);
    const third = (
      await api.list(team.member, { tz: "Europe/Madrid", limit: "1", cursor: second.nextCursor! })
    ).body;
    expect(third.data.map((e) => e.description)).toEqual(["Sunday"]);
    expect(third.nextCursor).toBeNull();

    // A week's range (the timesheet): entries that start in [from, to).
    const range = (from: string, to: string) => api.list(team.member, { from: at(from), to: at(to) });
    const monday = (await range("2026-03-02T00:00:00Z", "2026-03-03T00:00:00Z")).body;
    expect(monday.data.map((e) => e.description)).toEqual(["Late", "Morning"]);
    expect((await range("2026-03-03T00:00:00Z", "2026-03-02T00:00:00Z")).body).toEqual(
      errorBody(400, "Invalid range"),
    );

    expect((await api.list(team.member, { tz: "Mars/Olympus" })).body).toEqual(
      errorBody(400, "Unknown time zone"),
    );
    expect((await api.list(team.member, { cursor: "nope" })).body).toEqual(errorBody(400, "Invalid cursor"));
  });

  it("filter by tag; tags are unique by title in their module", async () => {
    const meetings = (await api.createTag(team.member, "Meetings")).body;
    expect((await api.createTag(team.member, "Meetings")).body).toEqual(
      errorBody(409, "A tag with this name already exists"),
    );
    expect((await api.createTag(team.member, " ")).body).toEqual(errorBody(400, "Tag name is required"));
    await api.createTag(team.member, "Admin");
    expect((await api.tags(team.viewer)).body.map((t) => t.title)).toEqual(["Admin", "Meetings"]);
    await api.create(
      team.member,
      manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z", { tags: [meetings.id] }),
    );
    await api.create(team.member, manual("2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z"));
    const tagged = (await api.list(team.member, { tag: meetings.id })).body;
    expect(tagged.data).toHaveLength(1);
    expect(tagged.dayTotals).toEqual({ "2026-03-02": 3600 });
  });

  it("change one field at a time; a description that is a task id ties the task", async () => {
    const tasks = (
      await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web Platform" })
    ).id;
    const task = (await tm.create(team.member, tasks, { title: "Ship the login page" })).body;
    const entry = (await api.create(team.member, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z")))
      .body;

    const tied = (await api.patch(team.member, entry.id, { description: task.id })).body;
    expect(tied.task).toEqual({
      taskManagementId: tasks,
      taskManagementTaskId: task.id,
      taskKey: task.key,
      title: "Ship the login page",
    });
    const untied = (await api.patch(team.member, entry.id, { description: "Free text" })).body;
    expect(untied.task).toBeNull();

    expect((await api.patch(team.member, entry.id, { end: at("2026-03-02T07:00:00Z") })).body).toEqual(
      errorBody(400, "Invalid range"),
    );
    expect((await api.patch(team.member, entry.id, {})).body).toEqual(errorBody(400, "Nothing to update"));
    expect((await api.patch(team.member, entry.id, { isBillable: true })).body).toMatchObject({
      isBillable: true,
      description: "Free text",
      end: at("2026-03-02T09:00:00Z"),
    });

    // A task timer names its task explicitly; another workspace's task is not found.
    const timer = await api.create(team.member, {
      task: { taskManagementId: tasks, taskManagementTaskId: task.id },
      isBillable: true,
    });
    expect(timer.body.task?.taskKey).toBe(task.key);
    const other = await seedTeam("Other Co");
    const theirProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirTasks = (await seedProjectModule(getDb(), theirProject.id, { tag: "TaskManagement" })).id;
    const theirTask = (await tm.create(other.owner, theirTasks, { title: "Secret" })).body;
    const foreign = await api.create(team.admin, {
      task: { taskManagementId: theirTasks, taskManagementTaskId: theirTask.id },
    });
    expect(foreign.body).toEqual(errorBody(404, "Task not found"));
    // As a description, their task id stays free text.
    const text = await api.create(
      team.admin,
      manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z", { description: theirTask.id }),
    );
    expect(text.body.task).toBeNull();
  });
});

describe("bulk changes", () => {
  it("create, update and delete in one transaction", async () => {
    const a = (await api.create(team.member, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z"))).body;
    const b = (await api.create(team.member, manual("2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z"))).body;
    const result = await api.bulk(team.member, {
      create: [manual("2026-03-03T08:00:00Z", "2026-03-03T08:30:00Z", { description: "New" })],
      update: [{ id: a.id, isBillable: true, description: "Billable now" }],
      delete: [b.id],
    });
    expect(result.status).toBe(200);
    expect(result.body.created).toMatchObject([{ description: "New", state: "Stopped" }]);
    expect(result.body.updated).toEqual([{ ...a, isBillable: true, description: "Billable now" }]);
    expect(result.body.deleted).toEqual([b.id]);
    const listed = (await api.list(team.member)).body.data.map((e) => e.description);
    expect(listed).toEqual(["New", "Billable now"]);
  });

  it("are all or nothing: an unknown id, another's entry, a bad range or a second timer changes nothing", async () => {
    const mine = (await api.create(team.member, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z"))).body;
    const theirs = (await api.create(team.admin, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z")))
      .body;
    const refusals: [unknown, number, string][] = [
      [
        { create: [manual("2026-03-04T08:00:00Z", "2026-03-04T09:00:00Z")], delete: [newId()] },
        404,
        "Time entry not found",
      ],
      [{ update: [{ id: mine.id, isBillable: true }], delete: [theirs.id] }, 404, "Time entry not found"],
      [{ delete: [mine.id], update: [{ id: theirs.id, isBillable: true }] }, 404, "Time entry not found"],
      [{ update: [{ id: mine.id, end: at("2026-03-02T07:00:00Z") }], delete: [] }, 400, "Invalid range"],
      [
        { create: [{ description: "One" }, { description: "Two" }], delete: [mine.id] },
        400,
        "Start one timer at a time",
      ],
      [
        { create: [{ description: "One" }], delete: [mine.id] },
        409,
        "A timer is already running in Elsewhere. Stop it first.",
      ],
    ];
    // A timer runs in another time tracker: starting one here is refused (with the rest of the batch).
    const elsewhere = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Elsewhere" }))
      .id;
    const running = (await api.create(team.member, { description: "Running" }, elsewhere)).body;
    const before = await getDb().timeEntry.findMany({ orderBy: { id: "asc" } });
    for (const [body, status, message] of refusals) {
      const answer = await api.bulk(team.member, body);
      expect([answer.status, (answer.body as unknown as { message: string }).message]).toEqual([
        status,
        message,
      ]);
    }
    expect(await getDb().timeEntry.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(running.state).toBe("Running");
    expect((await api.bulk(team.member, {})).body).toEqual(errorBody(400, "Nothing to update"));
    expect(
      (await api.bulk(team.member, { delete: Array.from({ length: 201 }, () => newId()) })).body,
    ).toEqual(errorBody(400, "Change at most 200 entries at once"));
  });
});

describe("the grid card", () => {
  it("sums the last 7 days of everyone's time, the billable part, who tracked and what runs", async () => {
    const hourAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    await api.create(team.member, { start: hourAgo(3), end: hourAgo(2), isBillable: true });
    await api.create(team.admin, { start: hourAgo(2), end: hourAgo(1.5) });
    await api.create(team.admin, { start: hourAgo(24 * 8), end: hourAgo(24 * 8 - 1) });
    await api.create(team.owner, { start: hourAgo(0.5) });
    const grid = await call<GridSummaries>(summaryRoute, { token: team.viewer.token, params: { projectId } });
    const card = grid.body[moduleId];
    expect(card).toMatchObject({ tag: "TimeTracker", billableSeconds: 3600, people: 3, running: 1 });
    expect(card && "weekSeconds" in card && card.weekSeconds).toBeGreaterThanOrEqual(3600 + 1800 + 1800);
    expect(card && "weekSeconds" in card && card.weekSeconds).toBeLessThan(3600 + 1800 + 1800 + 60);
  });
});

describe("rights and isolation", () => {
  it("viewers read but do not track; a private module hides from non-members; another's entry is 404", async () => {
    expect((await api.info(team.viewer)).body.access).toEqual({
      add: false,
      edit: false,
      delete: false,
      manageMembers: false,
    });
    expect((await api.list(team.viewer)).status).toBe(200);
    expect((await api.create(team.viewer, {})).status).toBe(403);
    expect((await api.createTag(team.viewer, "Nope")).status).toBe(403);

    const adminEntry = (await api.create(team.admin, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z")))
      .body;
    expect((await api.patch(team.member, adminEntry.id, { isBillable: true })).body).toEqual(
      errorBody(404, "Time entry not found"),
    );
    expect((await api.remove(team.member, adminEntry.id)).status).toBe(404);
    expect((await api.remove(team.admin, adminEntry.id)).status).toBe(204);
    expect((await api.remove(team.admin, adminEntry.id)).status).toBe(404);

    await getDb().projectModule.update({ where: { id: moduleId }, data: { private: true } });
    expect((await api.list(team.member)).status).toBe(404);
    expect((await api.create(team.member, {})).status).toBe(404);
  });

  it("answers 404 on every endpoint to another workspace, with its ids or ours", async () => {
    const entry = (await api.create(team.member, manual("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z")))
      .body;
    const other = await seedTeam("Other Co");
    const calls: [string, () => Promise<{ status: number }>][] = [
      ["info", () => api.info(other.owner)],
      ["list", () => api.list(other.owner)],
      ["create", () => api.create(other.owner, {})],
      ["bulk", () => api.bulk(other.owner, { delete: [entry.id] })],
      ["patch", () => api.patch(other.owner, entry.id, { isBillable: true })],
      ["delete", () => api.remove(other.owner, entry.id)],
      ["tags", () => api.tags(other.owner)],
      ["create tag", () => api.createTag(other.owner, "X")],
    ];
    for (const [name, run] of calls) expect([name, (await run()).status]).toEqual([name, 404]);
    // A task module's id is not a time tracker.
    const tasks = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement" })).id;
    expect((await api.list(team.owner, {}, tasks)).status).toBe(404);
    expect(await getDb().timeEntry.count({ where: { id: entry.id } })).toBe(1);
  });
});
