// Online chat's assistant (issue 32 Ask AI), built in (no AI_BASE_URL): a conversation's summary, the
// unread messages, decisions and a reply draft, from the asker's own conversations only — another
// person's direct messages, a channel they are not in, another module or workspace never appear in an
// answer or a tool's result; deleted messages and the replies of a deleted root neither. The gate
// answers as the chat's API (404 for another workspace's module, 403 without the right to read); the
// draft becomes the conversation's draft through the draft endpoint Use draft calls.
import { POST as conversationsPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/route";
import { GET as conversationGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/route";
import { PUT as draftPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/draft/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { PUT as readPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/read/route";
import { DELETE as messageDelete } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { POST as reactionPost } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/reactions/route";
import { replyParts } from "@/lib/ai/reply-parts";
import type { Permissions } from "@/lib/schemas/permissions";
import { AiToolArgumentsError, type AiTool } from "@/lib/server/ai/provider";
import { getDb } from "@/lib/server/db";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import * as z from "@/lib/zod";
import { chatReplyDraftSchema } from "@/modules/online-chat/schemas/chat-ai";
import { onlineChatAi } from "@/modules/online-chat/server/ai/context";
import type { ChatMessage, ConversationDetail } from "@/modules/online-chat/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { ask } from "../ai/helpers";
import type { Caller } from "../workspaces/helpers";
import { channel, direct, hit, list, seedChat, send, type Chat } from "./helpers";

const TAG = { moduleTag: "OnlineChat" };
/** What the asker (the owner) must never read: others' conversations, another module's, deleted text. */
const LEAKS = /SECRET|OTHER-MODULE|RIVAL|DELETED-TEXT|ORPHAN-REPLY/;

let chat: Chat;
let launch: ConversationDetail;
let withMia: ConversationDetail;
let secretDm: ConversationDetail;
let secretChannel: ConversationDetail;
let otherModule: string;
let rival: Chat;
/** The messages sent before each test, by what they are. */
type Sent =
  | "notes"
  | "friday"
  | "ownerReply"
  | "decided"
  | "review"
  | "beta"
  | "proposal"
  | "logo"
  | "deleted"
  | "deletedRoot"
  | "threadNew"
  | "dm";
const m = {} as Record<Sent, ChatMessage>;

async function reply(c: Caller, message: string, locale: "en" | "es" = "en", moduleId = chat.moduleId) {
  const asked = await ask(c, moduleId, message, TAG, { locale });
  if (asked.status !== 200 || !asked.done)
    throw new Error(`refused: ${asked.status} ${JSON.stringify(asked.error)}`);
  expect(asked.chunks.join("")).toBe(asked.done.content);
  return asked.done.content;
}

const jsonOf = (content: string) => replyParts(content).filter((part) => part.type === "json")[0]?.data;

async function post(
  by: Caller,
  conversationId: string,
  body: string,
  extra: { mentionIds?: string[]; rootId?: string } = {},
  moduleId = chat.moduleId,
): Promise<ChatMessage> {
  const res = await hit<ChatMessage>(messagesPost, by, {
    params: { moduleId, conversationId },
    body: { body, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const react = async (by: Caller, messageId: string, emoji: string) =>
  expect(
    (await hit(reactionPost, by, { params: { moduleId: chat.moduleId, messageId }, body: { emoji } })).status,
  ).toBe(200);
const remove = async (by: Caller, messageId: string) =>
  expect(
    (await hit(messageDelete, by, { method: "DELETE", params: { moduleId: chat.moduleId, messageId } }))
      .status,
  ).toBe(200);

/** The chat page at a conversation and message, as the answers link them. */
const page = () => `/project/${chat.projectId}/online-chat?moduleId=${chat.moduleId}`;
const linkTo = (message: ChatMessage) =>
  `${page()}&conversationId=${message.conversationId}${message.rootId ? `&thread=${message.rootId}` : ""}&message=${message.id}`;

beforeEach(async () => {
  resetRateLimits();
  chat = await seedChat();
  const { owner, admin, member, viewer } = chat.team;
  launch = await channel(chat, admin, "launch", [member, viewer, owner]);
  m.notes = await post(admin, launch.id, "Kick-off notes: https://example.com/notes");
  m.friday = await post(member, launch.id, "Can we ship on Friday?");
  m.ownerReply = await post(owner, launch.id, "Yes if QA passes", { rootId: m.friday.id });
  m.decided = await post(admin, launch.id, "We decided to ship on Friday.");
  await react(member, m.decided.id, "🎉");
  await react(owner, m.decided.id, "🎉");
  m.review = await post(member, launch.id, "@Olivia Owner can you review the PR today?", {
    mentionIds: [owner.user.id],
  });
  m.beta = await post(admin, launch.id, "Ship the beta to 50 users");
  await react(member, m.beta.id, "👍");
  await react(owner, m.beta.id, "👍🏽");
  m.proposal = await post(member, launch.id, "Let's go with the blue theme?");
  m.logo = await post(admin, launch.id, "We haven't decided on the logo");
  // Deleted: a message, and a root with its reply.
  m.deleted = await post(member, launch.id, "DELETED-TEXT: decidimos usar la clave vieja");
  await remove(member, m.deleted.id);
  m.deletedRoot = await post(member, launch.id, "A root to delete");
  await post(admin, launch.id, "ORPHAN-REPLY agreed on everything", { rootId: m.deletedRoot.id });
  await remove(member, m.deletedRoot.id);
  m.threadNew = await post(member, launch.id, "Great, Friday then", { rootId: m.friday.id });

  // A direct conversation of the owner with Mia.
  withMia = await direct(chat, member, [owner]);
  m.dm = await post(member, withMia.id, "Hi Olivia! Do you have the Q3 numbers?");

  // Conversations the owner is not in: Mia and Adam's direct one, a channel without the owner.
  secretDm = await direct(chat, member, [admin]);
  await post(member, secretDm.id, "SECRET-DM: we decided to change the vendor. Olivia?", {
    mentionIds: [],
  });
  secretChannel = await channel(chat, admin, "ops", [member]);
  const secretMessage = await post(admin, secretChannel.id, "SECRET-CHANNEL agreed on the budget");
  await react(member, secretMessage.id, "👍");

  // Another chat module of the project, and another workspace's chat, with close content.
  otherModule = (await seedProjectModule(getDb(), chat.projectId, { tag: "OnlineChat", name: "Other" })).id;
  const otherChannel = await hit<ConversationDetail>(conversationsPost, admin, {
    params: { moduleId: otherModule },
    body: { kind: "channel", name: "launch", userIds: [owner.user.id] },
  });
  expect(otherChannel.status).toBe(201);
  await post(admin, otherChannel.body.id, "OTHER-MODULE we decided to ship", {}, otherModule);
  rival = await seedChat("Rival");
  const rivalLaunch = await channel(rival, rival.team.admin, "launch", [rival.team.member]);
  await send(rival, rival.team.admin, rivalLaunch.id, "RIVAL we decided to ship");
});

describe("a conversation's summary", () => {
  it("says who said what, the key messages, decisions, questions, mentions and links, with links to each", async () => {
    const content = await reply(chat.team.owner, "Summarise #launch");
    expect(content).toContain("**Summary of #launch**");
    // Read: 7 top-level messages and 2 replies (the deleted ones and the deleted root's reply left out).
    expect(content).toContain(`The last 9 messages, from `);
    expect(content).toContain(`[Open the conversation](${page()}&conversationId=${launch.id})`);
    expect(content).toContain("**Mia Member**: 4 messages");
    expect(content).toContain("**Adam Admin**: 4 messages");
    expect(content).toContain("**Olivia Owner**: 1 message");
    expect(content).toContain("**Key messages** (most reactions and replies)");
    expect(content).toMatch(
      new RegExp(`\\(${escape(linkTo(m.friday))}\\): “Can we ship on Friday\\?” · 2 replies`),
    );
    expect(content).toContain("“We decided to ship on Friday.” · 2 people reacted");
    expect(content).toContain("**Decisions**");
    expect(content).toContain("“We decided to ship on Friday.” · says “We decided”");
    expect(content).toContain("“Ship the beta to 50 users” · ✅/👍 from 2 of the 2 people who reacted");
    expect(content).toContain("**Questions asked**");
    expect(content).toContain("“@Olivia Owner can you review the PR today?”");
    expect(content).toContain("**Mentions of you**");
    expect(content).toContain("https://example.com/notes");
    // A reply links into its thread.
    expect(content).toContain(`(${linkTo(m.threadNew)})`);
    expect(content).not.toContain("blue theme?” · says");
    expect(content).not.toContain("logo” · says");
    expect(content).not.toMatch(LEAKS);
  });

  it("reads the most recent conversation without a name, a direct one by its people, in Spanish", async () => {
    const recent = await reply(chat.team.owner, "Summarise the most recent conversation");
    // The owner's most recent conversation is the one with Mia (Mia and Adam's is not theirs).
    expect(recent).toContain("**Summary of Mia Member**");
    expect(recent).toContain("The only message, from ");
    expect(recent).not.toMatch(LEAKS);
    const es = await reply(chat.team.owner, "Resume la conversación con Mia", "es");
    expect(es).toContain("**Resumen de Mia Member**");
    expect(es).toContain("**Quién dijo qué**");
    expect(es).toContain("**Mia Member**: 1 mensaje");
  });

  it("never reads a conversation of others, and lists the asker's own instead", async () => {
    // Adam is in the owner's channel but their direct conversation with Mia is not the owner's.
    const content = await reply(chat.team.owner, "Summarise the conversation with Adam and Mia");
    expect(content).toContain("None of your conversations in Team chat is called “Adam and Mia”");
    expect(content).toContain(`[#launch](${page()}&conversationId=${launch.id})`);
    expect(content).toContain(`[Mia Member](${page()}&conversationId=${withMia.id})`);
    expect(content).not.toContain(secretDm.id);
    expect(await reply(chat.team.owner, "Summarise #ops")).not.toMatch(LEAKS);
    // Mia, who is in it, gets it.
    expect(await reply(chat.team.member, "Summarise the conversation with Adam")).toContain("SECRET-DM");
  });
});

describe("the unread summary", () => {
  it("lists each conversation's unread count and highlights, and the followed threads with new replies", async () => {
    const counts = new Map((await list(chat, chat.team.owner)).body.data.map((c) => [c.id, c.unread]));
    const content = await reply(chat.team.owner, "Summarise my unread messages");
    expect(content).toContain("**Unread in Team chat**");
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(content).toContain(`${total} unread messages in 2 conversations`);
    expect(content).toContain(
      `**#launch** · ${counts.get(launch.id)} unread · [open](${page()}&conversationId=${launch.id})`,
    );
    expect(content).toContain(`**Mia Member** · 1 unread`);
    expect(content).toContain(
      "“@Olivia Owner can you review the PR today?” · mentions you · asks a question",
    );
    expect(content).toContain("“Hi Olivia! Do you have the Q3 numbers?” · asks a question");
    expect(content).toContain("**Threads you follow with new replies**");
    expect(content).toContain(
      `- [“Can we ship on Friday?”](${page()}&conversationId=${launch.id}&thread=${m.friday.id}) · #launch · 1 unread · latest from Mia Member: “Great, Friday then”`,
    );
    expect(content).not.toMatch(LEAKS);
  });

  it("says when all is read, in Spanish too", async () => {
    const { viewer } = chat.team;
    expect(
      (
        await hit(readPut, viewer, {
          method: "PUT",
          params: { moduleId: chat.moduleId, conversationId: launch.id },
          body: {},
        })
      ).status,
    ).toBe(200);
    expect(await reply(viewer, "What did I miss?")).toContain(
      "You are all caught up in Team chat: no unread messages and no new replies in the threads you follow.",
    );
    expect(await reply(viewer, "¿Qué me he perdido?", "es")).toContain("Estás al día en Team chat");
  });
});

describe("decisions", () => {
  it("finds stated decisions and ✅/👍 majorities in the asker's conversations, newest first, with links", async () => {
    const content = await reply(chat.team.owner, "What did we decide?");
    expect(content).toContain("2 decisions in Team chat, newest first");
    const lines = content.split("\n").filter((line) => line.startsWith("- ["));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`(${linkTo(m.beta)}): “Ship the beta to 50 users” · ✅/👍 from 2 of the 2`);
    expect(lines[0]).toContain("[#launch · Adam Admin · ");
    expect(lines[1]).toContain(`(${linkTo(m.decided)}): “We decided to ship on Friday.” · says “We decided”`);
    // A question, a negation, deleted text, another person's conversations and another module are not.
    expect(content).not.toContain("blue theme");
    expect(content).not.toContain("logo");
    expect(content).not.toMatch(LEAKS);
  });

  it("looks in one conversation when named, says when none is, and answers in Spanish", async () => {
    expect(await reply(chat.team.owner, "Decisions in the conversation with Mia")).toContain(
      "I found no decisions in Mia Member",
    );
    const missing = await reply(chat.team.owner, "Decisions in #ops");
    expect(missing).toContain(
      "None of your conversations is called “ops”, so here are the decisions of all of them.",
    );
    expect(missing).toContain("2 decisions in Team chat");
    expect(missing).not.toMatch(LEAKS);
    const es = await reply(chat.team.owner, "¿Qué decidimos en #launch?", "es");
    expect(es).toContain("2 decisiones en #launch, de la más reciente a la más antigua");
    expect(es).toContain("dice «We decided»");
    // Mia sees her own conversations' decisions, Adam's ops channel among them.
    expect(await reply(chat.team.member, "Find decisions")).toContain("SECRET-CHANNEL agreed on the budget");
  });
});

describe("a reply draft", () => {
  it("answers the messages addressed to the asker as a card, which Use draft's call saves as the conversation's draft", async () => {
    const { owner } = chat.team;
    const content = await reply(owner, "Draft a reply to Mia");
    expect(content).toContain("Here is a draft reply for Mia Member");
    expect(content).toContain("Press **Use draft**");
    const draft = z.parse(chatReplyDraftSchema, jsonOf(content));
    expect(draft).toEqual({
      type: "chatReply",
      conversationId: withMia.id,
      conversation: "Mia Member",
      text: "Hi Mia,\nAbout “Do you have the Q3 numbers?”: let me check and I'll get back to you shortly.",
    });
    expect(content).toContain(`(${linkTo(m.dm)}): “Hi Olivia! Do you have the Q3 numbers?”`);

    // Use draft: the conversation's draft, what its message box starts from.
    const params = { moduleId: chat.moduleId, conversationId: draft.conversationId };
    expect((await hit(draftPut, owner, { method: "PUT", params, body: { body: draft.text } })).status).toBe(
      200,
    );
    expect((await hit<ConversationDetail>(conversationGet, owner, { params })).body.draft).toBe(draft.text);
    // Nobody else's conversation takes it.
    expect(
      (
        await hit(draftPut, owner, {
          method: "PUT",
          params: { moduleId: chat.moduleId, conversationId: secretDm.id },
          body: { body: draft.text },
        })
      ).status,
    ).toBe(404);
  });

  it("in a channel answers the mentions of the asker since their last message, in Spanish too", async () => {
    const content = await reply(chat.team.owner, "Redacta una respuesta para #launch", "es");
    expect(content).toContain("Aquí tienes un borrador de respuesta para #launch");
    expect(z.parse(chatReplyDraftSchema, jsonOf(content)).text).toBe(
      "¡Hola, Mia!\nSobre «@Olivia Owner can you review the PR today?»: lo reviso y te respondo en breve.",
    );
    // After the owner writes, nothing is addressed to them.
    await post(chat.team.owner, launch.id, "On it");
    const nothing = await reply(chat.team.owner, "Draft a reply to #launch");
    expect(nothing).toContain("Nothing in #launch since your last message mentions you");
    expect(jsonOf(nothing)).toBeUndefined();
  });

  it("gives a viewer the draft without the right to write", async () => {
    const { viewer, admin } = chat.team;
    await post(admin, launch.id, "@Vic Viewer did you see the numbers?", { mentionIds: [viewer.user.id] });
    const content = await reply(viewer, "Draft a reply to #launch");
    expect(content).toContain("You can read this conversation but not write in it");
    expect(jsonOf(content)).toMatchObject({ type: "chatReply", conversationId: launch.id });
    const context = await onlineChatAi.open(viewer.actor, chat.moduleId, "en");
    expect(context.canCreate).toBe(false);
  });
});

describe("rights", () => {
  it("answers the gate as the chat's API: another workspace's module is not found, a viewer without read is refused", async () => {
    const { owner, viewer, guest } = chat.team;
    expect((await ask(rival.team.owner, chat.moduleId, "Summarise my unread messages", TAG)).status).toBe(
      404,
    );
    expect((await ask(owner, rival.moduleId, "Summarise my unread messages", TAG)).status).toBe(404);
    // A guest is not given the project; a task board asked as a chat is not one.
    expect((await ask(guest, chat.moduleId, "Find decisions", TAG)).status).toBe(404);
    const board = await seedProjectModule(getDb(), chat.projectId, { name: "Board" });
    expect((await ask(owner, board.id, "Find decisions", TAG)).status).toBe(404);
    // The permissions matrix denies the viewer Online chat's View: 403.
    const permissions: Permissions = {
      ...defaultPermissions("viewer"),
      onlineChat: { view: false, add: false, edit: false, delete: false },
    };
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: chat.team.workspace.id, userId: viewer.user.id } },
      data: { permissions },
    });
    expect((await ask(viewer, chat.moduleId, "Find decisions", TAG)).status).toBe(403);
    await expect(onlineChatAi.open(viewer.actor, chat.moduleId, "en")).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("answers anything else with what it can do, in the module it was asked in", async () => {
    expect(await reply(chat.team.owner, "What is the weather?")).toContain(
      "I answer from the conversations of Team chat you are in, and only those.",
    );
    // The other chat module of the project answers from its own conversations.
    const other = await reply(chat.team.owner, "Find decisions", "en", otherModule);
    expect(other).toContain("OTHER-MODULE we decided to ship");
    expect(other).not.toMatch(/SECRET|RIVAL|Ship the beta/);
  });
});

describe("the model's tools", () => {
  const open = async (c: Caller) => {
    const context = await onlineChatAi.open(c.actor, chat.moduleId, "en");
    const tool = (name: string) => context.tools.find((t) => t.name === name) as AiTool;
    return { context, tool };
  };

  it("read the asker's conversations only, with validated arguments", async () => {
    const { context, tool } = await open(chat.team.owner);
    expect(context.canCreate).toBe(true);
    expect(context.tools.map((t) => t.name)).toEqual([
      "list_conversations",
      "read_conversation",
      "summarize_conversation",
      "unread_summary",
      "find_decisions",
      "search_messages",
      "draft_reply",
    ]);
    // The prompt names the module and the asker, never a message.
    expect(context.describe()).toContain('online chat named "Team chat"');
    expect(context.describe()).toContain("Olivia Owner");
    expect(context.describe()).not.toMatch(/Friday|Q3|SECRET/);

    const results: unknown[] = [];
    const run = async (name: string, args: unknown) => {
      const result = await tool(name).run(args);
      results.push(result);
      return result;
    };
    const listed = (await run("list_conversations", {})) as {
      total: number;
      conversations: { id: string }[];
    };
    expect(listed.total).toBe(2);
    expect(listed.conversations.map((c) => c.id).sort()).toEqual([launch.id, withMia.id].sort());

    const read = (await run("read_conversation", { conversation: "launch", limit: 3 })) as {
      messages: { text: string; link: string; fromYou: boolean; inThread?: boolean }[];
    };
    expect(read.messages.map((x) => x.text)).toEqual([
      "Let's go with the blue theme?",
      "We haven't decided on the logo",
      "Great, Friday then",
    ]);
    expect(read.messages[2]).toMatchObject({ inThread: true, link: linkTo(m.threadNew), fromYou: false });

    // Another person's conversation by its id, or by its people: not found.
    expect(await run("read_conversation", { conversation: secretDm.id })).toMatchObject({
      error: expect.stringContaining("None of the person's conversations"),
    });
    expect(await run("summarize_conversation", { conversation: "ops" })).toHaveProperty("error");
    expect(await run("draft_reply", { conversation: secretDm.id })).toHaveProperty("error");

    const summary = (await run("summarize_conversation", { conversation: launch.id })) as {
      messagesRead: number;
      decisions: { text: string }[];
      mentionsOfYou: { text: string }[];
    };
    expect(summary.messagesRead).toBe(9);
    expect(summary.decisions.map((d) => d.text)).toEqual([
      "Ship the beta to 50 users",
      "We decided to ship on Friday.",
    ]);
    expect(summary.mentionsOfYou.map((x) => x.text)).toEqual(["@Olivia Owner can you review the PR today?"]);

    const unread = (await run("unread_summary", {})) as {
      conversations: { conversation: { id: string } }[];
      threadsWithNewReplies: { link: string }[];
    };
    expect(unread.conversations.map((c) => c.conversation.id).sort()).toEqual([launch.id, withMia.id].sort());
    expect(unread.threadsWithNewReplies).toHaveLength(1);

    const decisions = (await run("find_decisions", {})) as { total: number };
    expect(decisions.total).toBe(2);
    const searched = (await run("search_messages", { query: "decided" })) as { messages: { text: string }[] };
    expect(searched.messages.map((x) => x.text)).toEqual([
      "We haven't decided on the logo",
      "We decided to ship on Friday.",
    ]);
    expect(await run("search_messages", { query: "vendor" })).toEqual({ more: false, messages: [] });
    const drafted = (await run("draft_reply", { conversation: "Mia" })) as {
      draft: unknown;
      canWrite: boolean;
    };
    expect(z.parse(chatReplyDraftSchema, drafted.draft).conversationId).toBe(withMia.id);
    expect(drafted.canWrite).toBe(true);

    // Nothing of others, another module or workspace, or deleted, in any result.
    expect(JSON.stringify(results)).not.toMatch(LEAKS);

    await expect(tool("read_conversation").run({ limit: 500 })).rejects.toThrow(AiToolArgumentsError);
    await expect(tool("find_decisions").run({ moduleId: otherModule })).rejects.toThrow(AiToolArgumentsError);
    await expect(tool("search_messages").run({ query: "a" })).rejects.toThrow(AiToolArgumentsError);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
