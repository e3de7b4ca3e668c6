// The inbox: who is told about what (sources on domain events), and the API every bell reads.
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { PATCH as markRoute } from "@/app/api/v1/notifications/[notificationId]/route";
import { POST as readAllRoute } from "@/app/api/v1/notifications/read-all/route";
import { GET as countRoute } from "@/app/api/v1/notifications/unread-count/route";
import { POST as acceptSignedIn } from "@/app/api/v1/workspace/invitation/accept/route";
import type { NotificationItem, NotificationPage } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { purgeOldNotifications } from "@/lib/server/jobs/purge-notifications";
import { attachNotificationSources } from "@/lib/server/inbox/sources";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { startTestDispatcher } from "../helpers/events";
import { seedInvitation } from "@/prisma/seed/invitations";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import { tm } from "../task-management/helpers";
import { newUser, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";

const realtime = startRealtimeServer();
let detach: () => void;
let dispatcher: EventDispatcher;
beforeAll(async () => {
  detach = attachNotificationSources();
  dispatcher = await startTestDispatcher();
});
afterAll(async () => {
  await dispatcher.stop();
  detach();
});

let team: Team;
let projectId: string;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  await tm.board(team.member, moduleId);
});

const inbox = {
  list: (c: Caller, query: Record<string, string> = {}) =>
    call<NotificationPage>(listRoute, {
      token: c.token,
      url: `http://localhost:3000/api/v1/notifications?${new URLSearchParams(query)}`,
    }),
  count: (c: Caller) => call<{ count: number }>(countRoute, { token: c.token }),
  mark: (c: Caller, notificationId: string, body: unknown) =>
    call<{ id: string; readAt: string | null; unread: number }>(markRoute, {
      method: "PATCH",
      token: c.token,
      params: { notificationId },
      body,
    }),
  readAll: (c: Caller) => call<{ unread: number }>(readAllRoute, { method: "POST", token: c.token }),
};

/** Sources run after the request (the outbox's dispatcher): wait until `who` has `n` notifications. */
async function settled(who: Caller, n: number): Promise<NotificationItem[]> {
  const end = Date.now() + 3_000;
  for (;;) {
    const page = (await inbox.list(who, { limit: "50" })).body;
    if (page.data.length >= n || Date.now() > end) return page.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Gives the bus a moment, so "nobody else was told" is not checked before the sources ran. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("sources", () => {
  it("tells new assignees (on create and on edit) once each, never the actor", async () => {
    const made = await tm.create(team.member, moduleId, {
      title: "Ship it",
      assignees: [team.admin.user.id, team.member.user.id],
      subtasks: [{ title: "Docs", assignees: [team.viewer.user.id] }],
    });
    expect(made.status).toBe(201);
    const [assigned] = await settled(team.admin, 1);
    expect(assigned).toMatchObject({
      kind: "task.assigned",
      params: { taskKey: made.body.key, taskTitle: "Ship it", moduleName: "Web Platform" },
      actor: { id: team.member.user.id, name: "Mia Member" },
      link: `/task-management/${moduleId}/tasks/${made.body.id}/edit?redirect=%2Ftask-management%2F${moduleId}`,
      text: `Mia Member assigned you ${made.body.key} Ship it`,
      readAt: null,
    });
    // The text is rendered in the reader's language at read time.
    const spanish = await call<NotificationPage>(listRoute, {
      token: team.admin.token,
      headers: { "accept-language": "es" },
      url: "http://localhost:3000/api/v1/notifications",
    });
    expect(spanish.body.data[0]?.text).toBe(`Mia Member te asignó ${made.body.key} Ship it`);
    expect((await settled(team.viewer, 1))[0]?.params.taskTitle).toBe("Docs");
    // An edit tells only who is new on the task.
    await tm.patch(team.owner, moduleId, made.body.id, {
      assignees: [team.admin.user.id, team.member.user.id, team.viewer.user.id],
    });
    expect((await settled(team.viewer, 2)).map((n) => n.params.taskTitle)).toEqual(["Ship it", "Docs"]);
    await quiet();
    expect((await inbox.list(team.admin)).body.data).toHaveLength(1);
    expect((await inbox.list(team.member)).body.data).toHaveLength(0);
  });

  it("tells a task's assignees about a comment, except its author and anyone who can no longer see it", async () => {
    const task = (
      await tm.create(team.owner, moduleId, {
        title: "Review",
        assignees: [team.member.user.id, team.viewer.user.id, team.admin.user.id],
      })
    ).body;
    await settled(team.viewer, 1);
    // The project becomes private: the member and the viewer (no access to it) may not read the task.
    await getDb().project.update({ where: { id: projectId }, data: { private: true } });
    const comment = await tm.comment(team.owner, moduleId, task.id, { text: "Looks   good\nto me" });
    expect(comment.status).toBe(201);
    const [told] = await settled(team.admin, 2);
    expect(told).toMatchObject({
      kind: "task.commented",
      params: { taskKey: task.key, excerpt: "Looks good to me" },
      actor: { id: team.owner.user.id },
    });
    await quiet();
    expect((await inbox.list(team.viewer)).body.data.map((n) => n.kind)).toEqual(["task.assigned"]);
    expect((await inbox.list(team.member)).body.data.map((n) => n.kind)).toEqual(["task.assigned"]);
    expect((await inbox.list(team.owner)).body.data).toEqual([]);
  });

  it("tells the people a comment mentions (once, as a mention), and refuses mentions of people who cannot see it", async () => {
    const task = (await tm.create(team.owner, moduleId, { title: "Plan", assignees: [team.admin.user.id] }))
      .body;
    await settled(team.admin, 1);
    const outsider = await seedTeam("Elsewhere");
    // A guest does not see public projects; someone of another workspace is no member at all.
    for (const id of [team.guest.user.id, outsider.member.user.id]) {
      const refused = await tm.comment(team.member, moduleId, task.id, { text: "hey", mentions: [id] });
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as { message: string }).message).toBe(
        "You can only mention people who can see this task",
      );
    }
    expect((await tm.comment(team.member, moduleId, task.id, { text: "x", mentions: ["nope"] })).status).toBe(
      400,
    );
    const said = await tm.comment(team.member, moduleId, task.id, {
      text: "@Adam Admin and @Vic Viewer, please look",
      mentions: [team.admin.user.id, team.viewer.user.id, team.viewer.user.id, team.member.user.id],
    });
    expect(said.status).toBe(201);
    expect(said.body.changes).toMatchObject({
      comment: { mentions: [team.admin.user.id, team.viewer.user.id, team.member.user.id] },
    });
    const [mention] = await settled(team.viewer, 1);
    expect(mention).toMatchObject({
      kind: "task.mentioned",
      params: { excerpt: "@Adam Admin and @Vic Viewer, please look" },
    });
    // The assignee who is mentioned hears it once, as a mention; the author not at all.
    const admin = await settled(team.admin, 2);
    expect(admin.map((n) => n.kind)).toEqual(["task.mentioned", "task.assigned"]);
    await quiet();
    expect((await inbox.list(team.viewer)).body.data).toHaveLength(1);
    expect((await inbox.list(team.member)).body.data).toHaveLength(0);
  });

  it("tells the inviter when their invitation is accepted", async () => {
    const joiner = await newUser("Jo Joiner");
    const invitation = await seedInvitation(getDb(), team.workspace.id, {
      email: joiner.email,
      invitedById: team.admin.user.id,
    });
    const caller = await signedIn(joiner);
    const accepted = await call(acceptSignedIn, { token: caller.token, body: { token: invitation.token } });
    expect(accepted.status).toBe(200);
    const [joined] = await settled(team.admin, 1);
    expect(joined).toMatchObject({
      kind: "invitation.accepted",
      actor: { id: joiner.id, name: "Jo Joiner" },
      link: "/user-management/users",
    });
    await quiet();
    expect((await inbox.list(team.owner)).body.data).toHaveLength(0);
  });

  it("reaches the recipient's open tabs live, and not anyone else's", async () => {
    const admin = realtime.connect({ token: team.admin.token });
    const owner = realtime.connect({ token: team.owner.token });
    await Promise.all([connected(admin), connected(owner)]);
    const got: { admin: unknown[]; owner: unknown[] } = { admin: [], owner: [] };
    admin.on("notification:new", (item: unknown) => got.admin.push(item));
    owner.on("notification:new", (item: unknown) => got.owner.push(item));
    await tm.create(team.member, moduleId, { title: "Live", assignees: [team.admin.user.id] });
    expect(await until(() => got.admin.length === 1)).toBe(true);
    expect(got.admin[0]).toMatchObject({
      kind: "task.assigned",
      workspaceId: team.workspace.id,
      params: { taskTitle: "Live" },
      readAt: null,
    });
    const reads: unknown[] = [];
    admin.on("notification:read", (payload: unknown) => reads.push(payload));
    await inbox.readAll(team.admin);
    expect(await until(() => reads.length === 1)).toBe(true);
    expect(reads[0]).toEqual({ workspaceId: team.workspace.id, ids: "all", unread: 0 });
    await quiet();
    expect(got.owner).toEqual([]);
  });
});

describe("the inbox API", () => {
  /** `n` notifications of `who`, one second apart from `start`, the newest last. */
  async function seedInbox(who: Caller, n: number, kind = "task.assigned", start = Date.now() - 100_000) {
    await getDb().notification.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        id: newId(),
        workspaceId: team.workspace.id,
        userId: who.user.id,
        actorId: team.owner.user.id,
        kind,
        params: { taskKey: `WP-${i + 1}`, taskTitle: `Task ${i + 1}` },
        link: `/task-management/${moduleId}/tasks/${"0".repeat(24)}/edit`,
        createdAt: new Date(start + i * 1000),
      })),
    });
  }

  it("pages newest first without losing or repeating one, and filters unread and kind", async () => {
    await seedInbox(team.admin, 45);
    await seedInbox(team.admin, 2, "task.commented", Date.now() - 10_000);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationPage = (
        await inbox.list(team.admin, { limit: "20", ...(cursor ? { cursor } : {}) })
      ).body;
      seen.push(...page.data.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(47);
    expect(new Set(seen).size).toBe(47);
    const first = (await inbox.list(team.admin, { limit: "3" })).body.data;
    expect(first.map((n) => n.kind)).toEqual(["task.commented", "task.commented", "task.assigned"]);
    expect((await inbox.list(team.admin, { kind: "task.commented" })).body.data).toHaveLength(2);
    expect((await inbox.count(team.admin)).body).toEqual({ count: 47 });

    const marked = await inbox.mark(team.admin, first[0]!.id, { read: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: first[0]!.id, unread: 46 });
    expect(marked.body.readAt).not.toBeNull();
    // Marking it read again keeps when it was first read.
    expect((await inbox.mark(team.admin, first[0]!.id, { read: true })).body.readAt).toBe(marked.body.readAt);
    expect((await inbox.list(team.admin, { unread: "true", limit: "50" })).body.data).toHaveLength(46);
    expect((await inbox.mark(team.admin, first[0]!.id, { read: false })).body).toMatchObject({
      readAt: null,
      unread: 47,
    });
    expect((await inbox.readAll(team.admin)).body).toEqual({ unread: 0 });
    expect((await inbox.count(team.admin)).body).toEqual({ count: 0 });
    expect((await inbox.list(team.admin, { unread: "true" })).body.data).toEqual([]);
  });

  it("is each user's own, in their active workspace: others' ids are not found", async () => {
    await seedInbox(team.admin, 1);
    const [mine] = (await inbox.list(team.admin)).body.data;
    expect((await inbox.list(team.member)).body.data).toEqual([]);
    expect((await inbox.mark(team.member, mine!.id, { read: true })).status).toBe(404);
    const other = await seedTeam("Other");
    expect((await inbox.list(other.admin)).body.data).toEqual([]);
    expect((await inbox.mark(other.owner, mine!.id, { read: true })).status).toBe(404);
    expect((await inbox.count(team.admin)).body.count).toBe(1);
  });

  it("refuses bad input and callers without a session", async () => {
    expect((await inbox.list(team.admin, { cursor: "nope" })).status).toBe(400);
    expect((await inbox.list(team.admin, { kind: "task.exploded" })).status).toBe(400);
    expect((await inbox.list(team.admin, { limit: "500" })).status).toBe(400);
    expect((await inbox.list(team.admin, { unread: "maybe" })).status).toBe(400);
    expect((await inbox.mark(team.admin, "x", { read: true })).status).toBe(400);
    expect((await inbox.mark(team.admin, "0".repeat(24), { read: "yes" })).status).toBe(400);
    expect((await inbox.mark(team.admin, "0".repeat(24), { read: true, extra: 1 })).status).toBe(400);
    expect((await call(countRoute)).status).toBe(401);
    expect((await call(readAllRoute, { method: "POST" })).status).toBe(401);
  });

  it("keeps 90 days: the purge deletes older notifications only", async () => {
    await seedInbox(team.admin, 2);
    const [newest, oldest] = (await inbox.list(team.admin)).body.data;
    await getDb().notification.update({
      where: { id: oldest!.id },
      data: { createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) },
    });
    expect(await purgeOldNotifications()).toBeGreaterThanOrEqual(1);
    expect((await inbox.list(team.admin)).body.data.map((n) => n.id)).toEqual([newest!.id]);
  });
});
