// Online chat's conversations: who may start which, who sees them, the list's tabs, people filter,
// order and pages, a channel's operators, and the read watermark.
import {
  GET as conversationGet,
  DELETE as conversationDelete,
  PATCH as conversationPatch,
} from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/route";
import { POST as conversationsPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/route";
import { POST as peoplePost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/members/route";
import { DELETE as personDelete } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/members/[userId]/route";
import { DELETE as messageDelete } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { PUT as draftPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/draft/route";
import { PUT as readPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/read/route";
import { PATCH as statePatch } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/state/route";
import { getDb } from "@/lib/server/db";
import type { Conversation, ConversationDetail, ReadState } from "@/modules/online-chat/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, signedIn } from "../workspaces/helpers";
import { channel, direct, hit, list, seedChat, send, type Chat } from "./helpers";

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

const at = (conversationId: string) => ({ moduleId: chat.moduleId, conversationId });

describe("starting conversations", () => {
  it("makes a channel whose creator is its operator, seen by its people only", async () => {
    const { member, admin, viewer, owner } = chat.team;
    const launch = await channel(chat, member, "  launch  ", [admin, viewer]);
    expect(launch).toMatchObject({
      kind: "channel",
      name: "launch",
      role: "operator",
      memberCount: 3,
      unread: 0,
    });
    expect(launch.members.map((m) => [m.name, m.role])).toEqual([
      ["Mia Member", "operator"],
      ["Adam Admin", "member"],
      ["Vic Viewer", "member"],
    ]);
    expect((await list(chat, viewer)).body.data.map((c) => c.id)).toEqual([launch.id]);
    // The workspace's owner may open the module but is not in the channel: not listed, not found.
    expect((await list(chat, owner)).body.data).toEqual([]);
    expect((await hit(conversationGet, owner, { params: at(launch.id) })).status).toBe(404);
  });

  it("refuses read-only roles, people who cannot open the module and bad input", async () => {
    const { member, viewer, guest } = chat.team;
    const post = (caller: typeof member, body: unknown) =>
      hit<{ message: string }>(conversationsPost, caller, { params: { moduleId: chat.moduleId }, body });
    expect((await post(viewer, { kind: "channel", name: "x" })).status).toBe(403);
    // A guest is not given the project: naming them is refused, and so is someone of another workspace.
    const other = await seedTeam("Other");
    for (const outsider of [guest, other.member]) {
      const res = await post(member, { kind: "channel", name: "x", userIds: [outsider.user.id] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Choose people who can open this chat");
    }
    expect((await post(member, { kind: "channel", name: "   " })).body.message).toBe(
      "Channel name is required",
    );
    expect((await post(member, { kind: "channel", name: "x".repeat(81) })).body.message).toBe(
      "Channel name must be at most 80 characters",
    );
    expect((await post(member, { kind: "direct", userIds: [] })).body.message).toBe(
      "Choose at least one person",
    );
    expect((await post(member, { kind: "direct", userIds: [member.user.id] })).status).toBe(400);
    expect((await post(member, { kind: "direct", userIds: ["nope"] })).status).toBe(400);
    expect((await post(member, { kind: "group" })).status).toBe(400);
    expect(await getDb().chatConversation.count({ where: { moduleId: chat.moduleId } })).toBe(0);
  });

  it("finds the direct conversation the same people already have, whoever starts it", async () => {
    const { member, admin, viewer, owner } = chat.team;
    const first = await direct(chat, member, [admin]);
    expect(first).toMatchObject({ kind: "direct", name: null, role: "member", memberCount: 2 });
    expect(first.people.map((p) => p.name)).toEqual(["Adam Admin"]);
    expect((await direct(chat, admin, [member])).id).toBe(first.id);
    // Started at once, the same pair still makes one conversation.
    const [a, b] = await Promise.all([direct(chat, member, [owner]), direct(chat, owner, [member])]);
    expect(a.id).toBe(b.id);
    const group = await direct(chat, member, [admin, viewer]);
    expect(group.id).not.toBe(first.id);
    expect(await getDb().chatConversation.count({ where: { moduleId: chat.moduleId } })).toBe(3);
  });

  it("keeps another workspace's and another module's conversations out of reach", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const other = await seedChat("Other");
    expect(
      (
        await hit(conversationGet, other.team.owner, {
          params: { moduleId: chat.moduleId, conversationId: dm.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await hit(conversationGet, other.team.owner, {
          params: { moduleId: other.moduleId, conversationId: dm.id },
        })
      ).status,
    ).toBe(404);
    const second = await seedProjectModule(getDb(), chat.projectId, { tag: "OnlineChat", name: "Second" });
    expect(
      (await hit(conversationGet, member, { params: { moduleId: second.id, conversationId: dm.id } })).status,
    ).toBe(404);
    expect((await send(chat, member, dm.id, "hi")).status).toBe(201);
    const project = await seedProject(getDb(), other.team.workspace.id, {});
    const elsewhere = await seedProjectModule(getDb(), project.id, { tag: "OnlineChat" });
    expect(
      (await hit(conversationGet, member, { params: { moduleId: elsewhere.id, conversationId: dm.id } }))
        .status,
    ).toBe(404);
  });
});

describe("the conversation list", () => {
  it("orders by last activity, newest or oldest first, and pages by 50", async () => {
    const { member, admin } = chat.team;
    const a = await channel(chat, member, "a", [admin]);
    await channel(chat, member, "b", [admin]);
    await channel(chat, member, "c", [admin]);
    await send(chat, member, a.id, "a is busy");
    expect((await list(chat, admin)).body.data.map((x) => x.name)).toEqual(["a", "c", "b"]);
    expect((await list(chat, admin, { filter: "oldest" })).body.data.map((x) => x.name)).toEqual([
      "b",
      "c",
      "a",
    ]);
    expect((await list(chat, admin, { filter: "best" })).status).toBe(400);
    expect((await list(chat, admin, { cursor: "nope" })).status).toBe(400);

    for (let i = 0; i < 50; i += 1) await channel(chat, member, `bulk ${i}`);
    const first = await list(chat, member);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await list(chat, member, { cursor: first.body.nextCursor! });
    expect(second.body.data.map((x) => x.name)).toEqual(["a", "c", "b"]);
    const all = [...first.body.data, ...second.body.data].map((x) => x.id);
    expect(new Set(all).size).toBe(53);
    expect(second.body.nextCursor).toBeNull();
  });

  it("filters by the people in a conversation (all of them)", async () => {
    const { member, admin, viewer } = chat.team;
    const withAdmin = await direct(chat, member, [admin]);
    const withBoth = await channel(chat, member, "both", [admin, viewer]);
    await channel(chat, member, "alone");
    const ids = async (users: string[]) =>
      (await list(chat, member, { users: users.join(",") })).body.data.map((x) => x.id).sort();
    expect(await ids([admin.user.id])).toEqual([withAdmin.id, withBoth.id].sort());
    expect(await ids([admin.user.id, viewer.user.id])).toEqual([withBoth.id]);
    expect((await list(chat, member, { users: "nope" })).status).toBe(400);
  });

  it("stars and archives for the caller only; a new message brings an archived conversation back", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const team = await channel(chat, member, "team", [admin]);
    const state = (body: unknown, id = dm.id) =>
      hit<Conversation>(statePatch, admin, { method: "PATCH", params: at(id), body });
    expect((await state({ starred: true })).body).toMatchObject({ starred: true, archived: false });
    expect((await state({ archived: true }, team.id)).body).toMatchObject({ archived: true });
    const tab = async (caller: typeof admin, name: string) =>
      (await list(chat, caller, { tab: name })).body.data.map((x) => x.id);
    expect(await tab(admin, "starred")).toEqual([dm.id]);
    expect(await tab(admin, "archived")).toEqual([team.id]);
    expect(await tab(admin, "inbox")).toEqual([dm.id]);
    expect(await tab(member, "inbox")).toEqual([team.id, dm.id]);
    expect(await tab(member, "starred")).toEqual([]);
    expect((await list(chat, admin, { tab: "spam" })).status).toBe(400);
    await send(chat, member, team.id, "back to work");
    expect(await tab(admin, "archived")).toEqual([]);
    expect(await tab(admin, "inbox")).toEqual([team.id, dm.id]);
  });
});

describe("a channel's operators", () => {
  it("rename it, add and remove people and delete it; members may only leave", async () => {
    const { member, admin, viewer, owner } = chat.team;
    const launch = await channel(chat, member, "launch", [viewer]);
    const rename = (caller: typeof member, name: string) =>
      hit<ConversationDetail>(conversationPatch, caller, {
        method: "PATCH",
        params: at(launch.id),
        body: { name },
      });
    expect((await rename(viewer, "mine")).status).toBe(403);
    expect((await rename(member, "Launch day")).body.name).toBe("Launch day");

    const add = (caller: typeof member, people: string[]) =>
      hit<ConversationDetail>(peoplePost, caller, { params: at(launch.id), body: { userIds: people } });
    expect((await add(viewer, [admin.user.id])).status).toBe(403);
    const added = await add(member, [admin.user.id, viewer.user.id]);
    expect(added.body.memberCount).toBe(3);
    expect((await add(member, [chat.team.guest.user.id])).status).toBe(400);

    const remove = (caller: typeof member, userId: string) =>
      hit(personDelete, caller, { method: "DELETE", params: { ...at(launch.id), userId } });
    expect((await remove(viewer, admin.user.id)).status).toBe(403);
    // The last operator may not leave, nor be removed by an administrator in the channel, while others stay.
    expect((await remove(admin, member.user.id)).status).toBe(409);
    expect((await remove(member, member.user.id)).status).toBe(409);
    expect((await remove(viewer, viewer.user.id)).status).toBe(200);
    expect((await hit(conversationGet, viewer, { params: at(launch.id) })).status).toBe(404);
    expect((await remove(member, owner.user.id)).status).toBe(404);
    expect((await remove(member, admin.user.id)).status).toBe(200);

    expect((await hit(conversationDelete, admin, { method: "DELETE", params: at(launch.id) })).status).toBe(
      404,
    );
    expect((await hit(conversationDelete, member, { method: "DELETE", params: at(launch.id) })).status).toBe(
      200,
    );
    expect(await getDb().chatConversation.count({ where: { id: launch.id } })).toBe(0);
  });

  it("include the module's administrators who are in the channel; a direct conversation has none", async () => {
    const { member, admin } = chat.team;
    const launch = await channel(chat, member, "launch", [admin]);
    expect(
      (await hit(conversationPatch, admin, { method: "PATCH", params: at(launch.id), body: { name: "Ops" } }))
        .status,
    ).toBe(200);
    const dm = await direct(chat, member, [admin]);
    expect(
      (await hit(conversationPatch, member, { method: "PATCH", params: at(dm.id), body: { name: "Ops" } }))
        .status,
    ).toBe(403);
    expect(
      (await hit(peoplePost, member, { params: at(dm.id), body: { userIds: [chat.team.viewer.user.id] } }))
        .status,
    ).toBe(403);
    expect((await hit(conversationDelete, admin, { method: "DELETE", params: at(dm.id) })).status).toBe(403);
  });
});

describe("read state", () => {
  it("counts what others sent since the member's watermark; marking read and unread moves it", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    for (const text of ["one", "two", "three"]) await send(chat, admin, dm.id, text);
    const unread = async (caller: typeof member) => (await list(chat, caller)).body.data[0]!.unread;
    expect(await unread(member)).toBe(3);
    expect(await unread(admin)).toBe(0);
    expect((await list(chat, member)).body.data[0]!.lastMessage).toMatchObject({
      seq: 3,
      body: "three",
      authorName: "Adam Admin",
    });

    const read = (body: unknown) =>
      hit<ReadState>(readPut, member, { method: "PUT", params: at(dm.id), body });
    expect((await read({ seq: 2 })).body).toEqual({
      conversationId: dm.id,
      lastSeq: 3,
      viewedSeq: 2,
      unread: 1,
    });
    // A late request for an older message does not move the watermark back.
    expect((await read({ seq: 1 })).body.viewedSeq).toBe(2);
    expect((await read({})).body).toMatchObject({ viewedSeq: 3, unread: 0 });
    // Past the last message: only up to it.
    expect((await read({ seq: 99 })).body.viewedSeq).toBe(3);
    expect((await read({ unreadFrom: 2 })).body).toMatchObject({ viewedSeq: 1, unread: 2 });
    expect(await unread(member)).toBe(2);
    expect((await read({ seq: -1 })).status).toBe(400);
    expect((await read({ seq: 1, unreadFrom: 1 })).status).toBe(400);
    // A message deleted before it was read is not unread.
    const oops = (await send(chat, admin, dm.id, "oops")).body;
    expect(await unread(member)).toBe(3);
    await hit(messageDelete, admin, {
      method: "DELETE",
      params: { moduleId: chat.moduleId, messageId: oops.id },
    });
    expect(await unread(member)).toBe(2);
    // Sending reads the conversation for the sender.
    await send(chat, member, dm.id, "caught up");
    expect(await unread(member)).toBe(0);
    expect(await unread(admin)).toBe(1);
    const other = await seedTeam("Other");
    expect((await hit(readPut, other.owner, { method: "PUT", params: at(dm.id), body: {} })).status).toBe(
      404,
    );
  });
});

describe("drafts", () => {
  it("keeps the caller's unsent text across devices until it is sent or cleared", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    await channel(chat, member, "quiet", [admin]);
    const save = (body: unknown, caller = member) =>
      hit<{ conversationId: string; draft: string | null; draftAt: string | null }>(draftPut, caller, {
        method: "PUT",
        params: at(dm.id),
        body,
      });
    const saved = await save({ body: "half a thought" });
    expect(saved.body).toMatchObject({ conversationId: dm.id, draft: "half a thought" });
    expect(saved.body.draftAt).not.toBeNull();
    // Another session of the same person (another device) reads it; the other person does not.
    const again = await signedIn(member.user, chat.team.workspace.id);
    const mine = (await hit<ConversationDetail>(conversationGet, again, { params: at(dm.id) })).body;
    expect(mine.draft).toBe("half a thought");
    expect(
      (await hit<ConversationDetail>(conversationGet, admin, { params: at(dm.id) })).body.draft,
    ).toBeNull();
    expect((await list(chat, member, { tab: "drafts" })).body.data.map((c) => c.id)).toEqual([dm.id]);
    expect((await list(chat, admin, { tab: "drafts" })).body.data).toEqual([]);

    // Sending clears it; so does a blank one.
    await send(chat, member, dm.id, "the whole thought");
    expect((await list(chat, member, { tab: "drafts" })).body.data).toEqual([]);
    await save({ body: "again" });
    expect((await save({ body: "   " })).body).toEqual({ conversationId: dm.id, draft: null, draftAt: null });
    expect((await save({ body: "x".repeat(10_001) })).status).toBe(400);
    const other = await seedTeam("Other");
    expect((await save({ body: "hi" }, other.owner)).status).toBe(404);
    expect((await save({ body: "hi" }, chat.team.owner)).status).toBe(404);
  });
});
