// Online chat's chat.post action and the time tracker's time.entryStopped trigger (issue 38): a
// message posted as the automation's owner through the chat's own send, once per execution, with the
// events a person's message makes, and never heard by chat.message (no automation loop); a timer's
// stop, by every path that stops one, starts its automation once, and only for owners who may see
// the entry.
import { Prisma } from "@/lib/generated/prisma/client";
import { POST as createTaskIntegration } from "@/app/api/v1/task-management/[moduleId]/integration/route";
import {
  POST as startTaskTimerRoute,
  GET as taskTimeRoute,
} from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/timer/route";
import { PATCH as stopTaskTimerRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/timer/[entryId]/route";
import { PATCH as bulkRoute, POST as createRoute } from "@/app/api/v1/time-tracker/[moduleId]/entry/route";
import { PATCH as patchRoute } from "@/app/api/v1/time-tracker/[moduleId]/entry/[entryId]/route";
import { getDb } from "@/lib/server/db";
import { expandRows, type StoredRow } from "@/lib/server/events/outbox";
import type { DomainEvent } from "@/lib/server/events/types";
import { actionRegistry, type ActionContext } from "@/modules/workflow-automation/server/actions/registry";
import type { TaskTime, TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { channel, direct, send } from "../online-chat/helpers";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { deliverSince, deployed, outboxMark, runsOf, triggered, actionContext } from "./automation-helpers";

let team: Team;
let other: Team;
let flows: string;
let chat: string;
let tracker: string;
let board: string;
let otherProjectTracker: string;
let otherWorkspaceChat: string;
let otherWorkspaceTracker: string;
let otherWorkspaceFlows: string;
let context: ActionContext;
let execution = 0;

beforeAll(async () => {
  [team, other] = await Promise.all([seedTeam("Chat Time Team"), seedTeam("Elsewhere")]);
  const db = getDb();
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  const sales = await seedProject(db, team.workspace.id, { name: "Sales" });
  flows = (await seedProjectModule(db, ops.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
  chat = (await seedProjectModule(db, ops.id, { tag: "OnlineChat", name: "Ops chat" })).id;
  tracker = (await seedProjectModule(db, ops.id, { tag: "TimeTracker", name: "Ops hours" })).id;
  board = (await seedProjectModule(db, ops.id, { tag: "TaskManagement", name: "Ops board" })).id;
  otherProjectTracker = (await seedProjectModule(db, sales.id, { tag: "TimeTracker", name: "Sales hours" }))
    .id;
  const far = await seedProject(db, other.workspace.id, { name: "Far" });
  otherWorkspaceFlows = (await seedProjectModule(db, far.id, { tag: "WorkflowAutomation" })).id;
  otherWorkspaceChat = (await seedProjectModule(db, far.id, { tag: "OnlineChat" })).id;
  otherWorkspaceTracker = (await seedProjectModule(db, far.id, { tag: "TimeTracker" })).id;
  context = await actionContext(team.member, team.workspace.id, flows, "c".repeat(24));
});

const post = (settings: Record<string, unknown>, executionId = `exec_${++execution}`, ownerId?: string) =>
  actionRegistry()
    .get("chat.post")!
    .run({ ...context, executionId, ...(ownerId && { ownerId }) }, settings);

/** The events the outbox holds since `mark`, as subscribers receive them. */
async function eventsSince(mark: bigint): Promise<DomainEvent[]> {
  const rows = await getDb().$queryRaw<StoredRow[]>`
    SELECT "position", "id"::text AS "id", "txid", "type", "workspaceId", "moduleId", "actorId", "clientId",
           "payload", "createdAt"
      FROM "DomainEventLog" WHERE "position" > ${mark} ORDER BY "position"`;
  return (await expandRows(rows)).map(({ event }) => event);
}

describe("chat.post", () => {
  it("posts as the owner once per execution, with a person's events, leaving the owner's read state and draft", async () => {
    const db = getDb();
    const dm = await direct({ moduleId: chat }, team.member, [team.admin]);
    await send({ moduleId: chat }, team.admin, dm.id, "Unread by Mia");
    await db.chatMember.update({
      where: { conversationId_userId: { conversationId: dm.id, userId: team.member.user.id } },
      data: { draft: "half a thought" },
    });
    const mark = await outboxMark();
    const settings = { module: chat, conversationId: dm.id, text: "  Build is green  " };
    const first = await post(settings, "exec_post");
    const again = await post(settings, "exec_post");
    expect(again).toEqual(first);
    const messages = await db.chatMessage.findMany({
      where: { conversationId: dm.id, authorId: team.member.user.id },
    });
    expect(messages.map((m) => m.body)).toEqual(["Build is green"]);
    expect(first.result).toEqual({ messageId: messages[0]!.id, conversationId: dm.id });
    const me = await db.chatMember.findUniqueOrThrow({
      where: { conversationId_userId: { conversationId: dm.id, userId: team.member.user.id } },
    });
    expect(me).toMatchObject({ draft: "half a thought", viewedSeq: 0 });
    const events = await eventsSince(mark);
    const room = events.filter((event) => event.type === "online-chat.events");
    expect(room).toEqual([
      expect.objectContaining({
        actorId: team.member.user.id,
        automated: true,
        audience: expect.arrayContaining([team.member.user.id, team.admin.user.id]),
        events: [expect.objectContaining({ type: "message.created" })],
      }),
    ]);
    // A direct conversation's message tells its other person, as a person's does.
    expect(events.filter((event) => event.type === "online-chat.message.posted")).toEqual([
      expect.objectContaining({ conversationId: dm.id, messageId: messages[0]!.id }),
    ]);
  });

  it("recovers a post interrupted after its send instead of posting again", async () => {
    const db = getDb();
    const dm = await direct({ moduleId: chat }, team.member, [team.owner]);
    const settings = { module: chat, conversationId: dm.id, text: "Once only" };
    const first = await post(settings, "exec_crash");
    await db.automationEffect.update({
      where: { instanceId_executionId: { instanceId: context.instanceId, executionId: "exec_crash" } },
      data: { result: Prisma.DbNull },
    });
    const replay = await post(settings, "exec_crash");
    expect(replay.result).toEqual(first.result);
    expect(await db.chatMessage.count({ where: { conversationId: dm.id } })).toBe(1);
  });

  it("refuses a conversation the owner is not in, a viewer owner, another workspace's and bad settings", async () => {
    const theirs = await direct({ moduleId: chat }, team.admin, [team.owner]);
    await expect(post({ module: chat, conversationId: theirs.id, text: "Hi" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const withViewer = await channel({ moduleId: chat }, team.admin, "Announcements", [team.viewer]);
    await expect(
      post({ module: chat, conversationId: withViewer.id, text: "Hi" }, undefined, team.viewer.user.id),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const far = await direct({ moduleId: otherWorkspaceChat }, other.member, [other.admin]);
    await expect(
      post({ module: otherWorkspaceChat, conversationId: far.id, text: "Hi" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(post({ module: chat, conversationId: far.id, text: "Hi" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const mine = await direct({ moduleId: chat }, team.member, [team.viewer]);
    for (const settings of [
      { conversationId: mine.id, text: "No module" },
      { module: chat, conversationId: "not-an-id", text: "Bad id" },
      { module: chat, conversationId: mine.id, text: "   " },
      { module: chat, conversationId: mine.id, text: "x".repeat(10_001) },
    ])
      await expect(post(settings)).rejects.toMatchObject({ code: "BAD_SETTINGS" });
    expect(await getDb().chatMessage.count({ where: { conversationId: mine.id } })).toBe(0);
  });

  it("answers a message once: what it posts starts no chat.message run of its own", async () => {
    const automation = await deployed(
      team.member,
      flows,
      triggered("chat.message", { keyword: "ping" }, "chat.post", {
        module: chat,
        conversationId: "=conversationId",
        text: '="Echo: ping " + text',
      }),
    );
    const room = await channel({ moduleId: chat }, team.member, "Echoes", [team.admin]);
    const mark = await outboxMark();
    expect((await send({ moduleId: chat }, team.admin, room.id, "ping")).status).toBe(201);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    const runs = await runsOf(automation.id);
    expect(runs).toEqual([expect.objectContaining({ status: "completed" })]);
    expect(runs[0]!.variables).toMatchObject({ conversationId: room.id, text: "ping" });
    // The echo (holding "ping") is in the outbox now: delivering it starts nothing.
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["duplicate"]);
    expect(await runsOf(automation.id)).toHaveLength(1);
    const bodies = await getDb().chatMessage.findMany({
      where: { conversationId: room.id },
      orderBy: { seq: "asc" },
      select: { body: true, authorId: true },
    });
    expect(bodies).toEqual([
      { body: "ping", authorId: team.admin.user.id },
      { body: "Echo: ping ping", authorId: team.member.user.id },
    ]);
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });
});

const entries = {
  create: (c: Caller, body: unknown, moduleId = tracker) =>
    call<TimeEntryItem>(createRoute, { method: "POST", token: c.token, params: { moduleId }, body }),
  patch: (c: Caller, entryId: string, body: unknown, moduleId = tracker) =>
    call<TimeEntryItem>(patchRoute, { method: "PATCH", token: c.token, params: { moduleId, entryId }, body }),
  bulk: (c: Caller, body: unknown, moduleId = tracker) =>
    call<unknown>(bulkRoute, { method: "PATCH", token: c.token, params: { moduleId }, body }),
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A timer of `c` started `minutes` ago in `moduleId`. */
async function running(c: Caller, minutes: number, extra: Record<string, unknown> = {}, moduleId = tracker) {
  const res = await entries.create(c, { start: minutesAgo(minutes).toISOString(), ...extra }, moduleId);
  expect(res.status).toBe(201);
  expect(res.body.end).toBeNull();
  return res.body;
}

describe("time.entryStopped", () => {
  it("starts once when a timer stops, with the entry's variables; a manual entry, an edit or a start start nothing", async () => {
    const automation = await deployed(team.admin, flows, triggered("time.entryStopped"));
    const mark = await outboxMark();
    const entry = await running(team.member, 90, { description: "Deploy", isBillable: true });
    await entries.patch(team.member, entry.id, { description: "Deploy v2" });
    const end = new Date(Date.parse(entry.start) + 90 * 60_000).toISOString();
    const stopped = await entries.patch(team.member, entry.id, { end });
    expect(stopped.status).toBe(200);
    // Finished already: a new end, a manual entry, are no stop.
    await entries.patch(team.member, entry.id, { end: new Date(Date.parse(end) - 60_000).toISOString() });
    await entries.create(team.member, {
      start: minutesAgo(300).toISOString(),
      end: minutesAgo(240).toISOString(),
    });
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["duplicate"]);
    const runs = await runsOf(automation.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: "completed",
      variables: {
        entryId: entry.id,
        userId: team.member.user.id,
        description: "Deploy v2",
        start: entry.start,
        end,
        durationMinutes: 90,
        billable: true,
        taskId: null,
        moduleId: tracker,
        ran: true,
      },
    });
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });

  it("hears a stop in a bulk change and a task timer's stop", async () => {
    const automation = await deployed(team.admin, flows, triggered("time.entryStopped"));
    const mark = await outboxMark();
    const entry = await running(team.member, 30);
    const bulk = await entries.bulk(team.member, {
      update: [{ id: entry.id, end: new Date().toISOString() }],
      create: [{ start: minutesAgo(500).toISOString(), end: minutesAgo(450).toISOString() }],
    });
    expect(bulk.status).toBe(200);
    const task = (await tm.create(team.member, board, { title: "Write the docs" })).body;
    const linked = await call(createTaskIntegration, {
      method: "POST",
      token: team.admin.token,
      params: { moduleId: board },
      body: { moduleId: tracker },
    });
    expect(linked.status).toBe(201);
    const started = await call<TimeEntryItem>(startTaskTimerRoute, {
      method: "POST",
      token: team.member.token,
      params: { moduleId: board, taskId: task.id },
      body: { isBillable: false },
    });
    expect(started.status).toBe(201);
    const time = await call<TaskTime>(taskTimeRoute, {
      token: team.member.token,
      params: { moduleId: board, taskId: task.id },
    });
    expect(time.body.running?.id).toBe(started.body.id);
    const stop = await call<TimeEntryItem>(stopTaskTimerRoute, {
      method: "PATCH",
      token: team.member.token,
      params: { moduleId: board, taskId: task.id, entryId: started.body.id },
      body: { end: new Date(Date.now() + 1_000).toISOString() },
    });
    expect(stop.status).toBe(200);
    await deliverSince(mark);
    const variables = (await runsOf(automation.id)).map((run) => run.variables);
    expect(variables).toEqual([
      expect.objectContaining({ entryId: entry.id, taskId: null }),
      expect.objectContaining({ entryId: started.body.id, taskId: task.id, billable: false }),
    ]);
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });

  it("is heard by the entry's person and who manages the tracker's members, not by other readers", async () => {
    const managers = await deployed(team.admin, flows, triggered("time.entryStopped"));
    const own = await deployed(team.member, flows, triggered("time.entryStopped"));
    const mark = await outboxMark();
    const mine = await running(team.member, 20);
    await entries.patch(team.member, mine.id, { end: new Date().toISOString() });
    const theirs = await running(team.admin, 20);
    await entries.patch(team.admin, theirs.id, { end: new Date().toISOString() });
    await deliverSince(mark);
    expect((await runsOf(own.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ entryId: mine.id }),
    ]);
    expect((await runsOf(managers.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ entryId: mine.id }),
      expect.objectContaining({ entryId: theirs.id }),
    ]);
    await getDb().automationProcess.deleteMany({ where: { id: { in: [managers.id, own.id] } } });
  });

  it("hears its chosen tracker only, and nothing of another project or workspace otherwise", async () => {
    const project = await deployed(team.admin, flows, triggered("time.entryStopped"));
    const chosen = await deployed(
      team.admin,
      flows,
      triggered("time.entryStopped", { module: otherProjectTracker }),
    );
    const far = await deployed(other.admin, otherWorkspaceFlows, triggered("time.entryStopped"));
    const mark = await outboxMark();
    const sales = await running(team.member, 10, {}, otherProjectTracker);
    await entries.patch(team.member, sales.id, { end: new Date().toISOString() }, otherProjectTracker);
    const away = await running(other.member, 10, {}, otherWorkspaceTracker);
    await entries.patch(other.member, away.id, { end: new Date().toISOString() }, otherWorkspaceTracker);
    await deliverSince(mark);
    expect(await runsOf(project.id)).toHaveLength(0);
    expect((await runsOf(chosen.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ entryId: sales.id, moduleId: otherProjectTracker }),
    ]);
    expect((await runsOf(far.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ entryId: away.id, userId: other.member.user.id }),
    ]);
    await getDb().automationProcess.deleteMany({ where: { id: { in: [project.id, chosen.id, far.id] } } });
  });
});
