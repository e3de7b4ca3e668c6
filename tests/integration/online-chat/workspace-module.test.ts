// A workspace's own Online chat module (a WorkspaceModule: no project) works as a project's: a
// channel and a direct conversation started, messages sent, read and searched, the grid card's
// summary, mentions and thread replies told with links to /workspace-modules/{id}, Ask AI's links too,
// and the chat page's first view (server/page.ts, which /workspace-modules/{id} renders). Its
// conversations carry workspaceModuleId and go with the module; another workspace's member and a
// guest who is not given it get 404.
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { GET as infoRoute } from "@/app/api/v1/online-chat/[moduleId]/route";
import { POST as conversationsPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/route";
import { PUT as readPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/read/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { GET as searchGet } from "@/app/api/v1/online-chat/[moduleId]/search/route";
import { PATCH as workspaceModulesPatch } from "@/app/api/v1/workspaces/module/route";
import type { NotificationItem, NotificationPage } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { attachChatNotifications } from "@/modules/online-chat/server/notifications";
import { loadChatPage } from "@/modules/online-chat/server/page";
import { chatScope } from "@/modules/online-chat/server/scope";
import { summarizeChatModules } from "@/modules/online-chat/server/summary";
import type { BoxMessage, ChatMessage, OnlineChatInfo } from "@/modules/online-chat/shared/types";
import { ask } from "../ai/helpers";
import { startTestDispatcher } from "../helpers/events";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { channel, direct, hit, list, send } from "./helpers";

let dispatcher: EventDispatcher;
let detach: () => void;
beforeAll(async () => {
  detach = attachChatNotifications();
  dispatcher = await startTestDispatcher();
});
afterAll(async () => {
  await dispatcher.stop();
  detach();
});

let team: Team;
let chat: { moduleId: string };
/** The module's page, as the sidebar's WORKSPACE MODULES entry opens it. */
const page = () => `/workspace-modules/${chat.moduleId}`;

/** The workspace's own modules, through the route the sidebar's "+" and the module menu call. */
const saveModules = (by: Caller, body: unknown) =>
  call<{ id: string; tag: string; name: string }[]>(workspaceModulesPatch, {
    method: "PATCH",
    token: by.token,
    body,
  });

beforeEach(async () => {
  resetRateLimits();
  team = await seedTeam("Acme");
  const made = await saveModules(team.owner, { create: [{ tag: "OnlineChat", name: "Team room" }] });
  expect(made.status).toBe(200);
  chat = { moduleId: made.body.find((module) => module.tag === "OnlineChat")!.id };
});

const inbox = async (who: Caller): Promise<NotificationItem[]> =>
  (
    await call<NotificationPage>(listRoute, {
      token: who.token,
      url: "http://localhost:3000/api/v1/notifications?limit=50",
    })
  ).body.data;
/** Notifications are made after the request (the outbox's dispatcher): wait for `n` of them. */
async function settled(who: Caller, n: number): Promise<NotificationItem[]> {
  const end = Date.now() + 3_000;
  for (;;) {
    const items = await inbox(who);
    if (items.length >= n || Date.now() > end) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const post = (by: Caller, conversationId: string, body: object) =>
  hit<ChatMessage>(messagesPost, by, { params: { moduleId: chat.moduleId, conversationId }, body });

/** The code and message of the AppError a call fails with. */
async function failure(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return [error.code, error.message];
}

it("starts a channel and a direct conversation, sends, reads and searches; the rows carry the workspace module", async () => {
  const { owner, admin, member, viewer } = team;
  const info = await call<OnlineChatInfo>(infoRoute, {
    token: member.token,
    params: { moduleId: chat.moduleId },
  });
  expect(info.status).toBe(200);
  expect(info.body).toMatchObject({ id: chat.moduleId, name: "Team room", project: null });
  expect(info.body.access).toMatchObject({ read: true, add: true });

  const general = await channel(chat, member, "general", [admin, viewer]);
  expect(general).toMatchObject({ kind: "channel", name: "general" });
  const dm = await direct(chat, member, [owner]);
  // The same people have one direct conversation, whoever starts it.
  expect((await direct(chat, owner, [member])).id).toBe(dm.id);

  const rows = await getDb().chatConversation.findMany({
    where: { id: { in: [general.id, dm.id] } },
    select: { moduleId: true, projectModuleId: true, workspaceModuleId: true, workspaceId: true },
  });
  expect(rows).toEqual([
    {
      moduleId: chat.moduleId,
      projectModuleId: null,
      workspaceModuleId: chat.moduleId,
      workspaceId: team.workspace.id,
    },
    {
      moduleId: chat.moduleId,
      projectModuleId: null,
      workspaceModuleId: chat.moduleId,
      workspaceId: team.workspace.id,
    },
  ]);

  expect((await send(chat, member, general.id, "Deploying the release tonight")).status).toBe(201);
  expect((await send(chat, member, dm.id, "Quarterly numbers attached")).status).toBe(201);
  const unread = async (who: Caller) => (await list(chat, who)).body.data.map((c) => [c.id, c.unread]);
  expect(await unread(admin)).toEqual([[general.id, 1]]);
  expect(await unread(owner)).toEqual([[dm.id, 1]]);
  const read = await hit(readPut, admin, {
    method: "PUT",
    params: { moduleId: chat.moduleId, conversationId: general.id },
    body: {},
  });
  expect(read.status).toBe(200);
  expect(await unread(admin)).toEqual([[general.id, 0]]);

  // Search: the caller's conversations only (the admin is not in the direct one).
  const search = (who: Caller, q: string) =>
    hit<{ data: BoxMessage[] }>(searchGet, who, { params: { moduleId: chat.moduleId }, query: { q } });
  expect((await search(admin, "deploy")).body.data.map((m) => m.body)).toEqual([
    "Deploying the release tonight",
  ]);
  expect((await search(admin, "quarterly")).body.data).toEqual([]);
  expect((await search(owner, "quarterly")).body.data.map((m) => m.conversationId)).toEqual([dm.id]);

  // The module's card summary (the grid's summariser, for a module without a grid) counts the same.
  const scope = await chatScope(owner.actor, chat.moduleId);
  expect(scope.project).toBeNull();
  expect((await summarizeChatModules([scope])).get(chat.moduleId)).toMatchObject({
    tag: "OnlineChat",
    conversations: 1,
    unread: 1,
    latest: [expect.objectContaining({ conversationId: dm.id, excerpt: "Quarterly numbers attached" })],
  });
});

it("reads the chat page's first view for the workspace page, and refuses a bad search param", async () => {
  const { admin, member } = team;
  const general = await channel(chat, member, "general", [admin]);
  const root = (await send(chat, member, general.id, "Ship it?")).body;
  expect(await findVisibleModule(member.actor, { moduleId: chat.moduleId, scope: "workspace" })).toEqual({
    id: chat.moduleId,
    name: "Team room",
    tag: "OnlineChat",
    title: "Online chat",
    project: null,
  });

  const first = await loadChatPage(admin.actor, chat.moduleId, {
    conversationId: general.id,
    thread: root.id,
    users: member.user.id,
  });
  if (first.kind !== "ok") throw new Error("refused");
  expect(first.view.info).toMatchObject({ id: chat.moduleId, name: "Team room", project: null });
  expect(first.view.me).toEqual({ id: admin.user.id, name: "Adam Admin" });
  expect(first.view.search).toEqual({
    active: "inbox",
    conversationId: general.id,
    thread: root.id,
    message: null,
    filter: "newest",
    users: [member.user.id],
  });
  expect(first.view.initialList?.data.map((c) => c.id)).toEqual([general.id]);
  expect(first.view.initialBox).toBeNull();
  expect(first.view.initialOpen?.detail.id).toBe(general.id);
  expect(first.view.initialOpen?.messages.data.map((m) => m.body)).toEqual(["Ship it?"]);

  // The sent box; a conversation that is not the caller's opens nothing.
  const sent = await loadChatPage(member.actor, chat.moduleId, { active: "sent" });
  expect(sent.kind === "ok" && sent.view.initialBox?.data.map((m) => m.body)).toEqual(["Ship it?"]);
  const theirs = await loadChatPage(team.owner.actor, chat.moduleId, { conversationId: general.id });
  expect(theirs.kind === "ok" && theirs.view.initialOpen).toBeNull();

  for (const bad of [{ active: "spam" }, { conversationId: "nope" }, { users: ["nope"] }, { filter: "x" }]) {
    expect(await loadChatPage(member.actor, chat.moduleId, bad)).toEqual({ kind: "search" });
  }
});

it("links mentions and thread replies to the workspace page", async () => {
  const { admin, member } = team;
  const general = await channel(chat, admin, "general", [member]);
  const root = await post(admin, general.id, { body: "@Mia can you check?", mentionIds: [member.user.id] });
  expect(root.status).toBe(201);
  const [mentioned] = await settled(member, 1);
  expect(mentioned).toMatchObject({
    kind: "chat.mentioned",
    params: { moduleName: "Team room" },
    link: `${page()}?conversationId=${general.id}`,
  });

  const reply = await post(member, general.id, { body: "Done", rootId: root.body.id });
  expect(reply.status).toBe(201);
  const [replied] = await settled(admin, 1);
  expect(replied).toMatchObject({
    kind: "chat.replied",
    link: `${page()}?conversationId=${general.id}&thread=${root.body.id}`,
  });
});

it("answers Ask AI with links to the workspace page", async () => {
  const { owner, member } = team;
  const general = await channel(chat, member, "general", [owner]);
  await send(chat, member, general.id, "We decided to ship on Friday.");
  const asked = await ask(owner, chat.moduleId, "Summarise #general", { moduleTag: "OnlineChat" });
  expect(asked.status).toBe(200);
  const content = asked.done?.content ?? "";
  expect(content).toContain("**Summary of #general**");
  expect(content).toContain(`[Open the conversation](${page()}?conversationId=${general.id})`);
  expect(content).not.toContain("/project/");
});

it("is not found from another workspace, for a guest not given it, or as a project's module", async () => {
  const other = await seedTeam("Other");
  const info = (who: Caller) => call(infoRoute, { token: who.token, params: { moduleId: chat.moduleId } });
  expect((await info(other.owner)).status).toBe(404);
  expect((await info(team.guest)).status).toBe(404);
  const start = await hit(conversationsPost, other.owner, {
    params: { moduleId: chat.moduleId },
    body: { kind: "channel", name: "intruders", userIds: [] },
  });
  expect(start.status).toBe(404);
  expect(
    (await hit(searchGet, other.owner, { params: { moduleId: chat.moduleId }, query: { q: "intruders" } }))
      .status,
  ).toBe(404);
  // The page's gate (/workspace-modules/{id}) and its loader: the 404 screen.
  for (const actor of [other.owner.actor, team.guest.actor]) {
    expect(await failure(findVisibleModule(actor, { moduleId: chat.moduleId, scope: "workspace" }))).toEqual([
      "not_found",
      "errors.moduleNotFound",
    ]);
    expect(await failure(loadChatPage(actor, chat.moduleId, {}))).toEqual([
      "not_found",
      "errors.moduleNotFound",
    ]);
  }
  // A workspace module is not a project's: the project scope does not find it.
  expect(
    await failure(findVisibleModule(team.owner.actor, { moduleId: chat.moduleId, scope: "project" })),
  ).toEqual(["not_found", "errors.moduleNotFound"]);
});

it("deletes its conversations and messages with the module", async () => {
  const { admin, member } = team;
  const general = await channel(chat, member, "general", [admin]);
  await send(chat, member, general.id, "Soon gone");
  const dm = await direct(chat, admin, [member]);
  await send(chat, admin, dm.id, "Also gone");
  const conversations = { workspaceModuleId: chat.moduleId };
  expect(await getDb().chatConversation.count({ where: conversations })).toBe(2);

  // A member may not delete a workspace's module; an admin may.
  expect((await saveModules(member, { delete: [chat.moduleId] })).status).toBe(403);
  expect((await saveModules(admin, { delete: [chat.moduleId] })).status).toBe(200);
  expect(await getDb().chatConversation.count({ where: { moduleId: chat.moduleId } })).toBe(0);
  expect(await getDb().chatMember.count({ where: { conversationId: { in: [general.id, dm.id] } } })).toBe(0);
  expect(await getDb().chatMessage.count({ where: { conversationId: { in: [general.id, dm.id] } } })).toBe(0);
  expect((await call(infoRoute, { token: member.token, params: { moduleId: chat.moduleId } })).status).toBe(
    404,
  );
});
