// The chats metric source (issue 37) against hand-computed numbers: a public project "Web" with a
// chat, a private project "Secret" with one (only owners and admins see it) and a chat of the
// workspace itself. The period is 03-02 to 03-15 (from 03-02 00:00 to 03-16 00:00 UTC).
//   C1 #general (Web): Mia (watermark 4; in the thread of s2, 5), Adam, Olivia (watermark 0)
//      s1 Adam 02-25 (before the period)   s2 Adam 03-02 09:00   s3 Mia 03-03 10:00
//      s4 Adam 03-03 23:30 (03-04 in Madrid)   s5 Olivia 03-05 12:00, a reply to s2
//      s6 Adam 03-06 deleted   s7 Mia 03-09 09:00   s8 Adam 03-10 deleted, the root of s9
//      s9 Olivia 03-10 11:00, a reply to the deleted s8 (gone with it)
//      s10 an account gone 03-11 12:00   s11 Olivia 03-12 13:00, a reply to s2   s12 Adam 03-13 (long)
//   C2 direct Adam–Olivia (Web): x1 Adam 03-09 12:00 (Olivia's watermark 0)
//   C3 direct Adam–Mia (Web): t1 Adam 03-04 15:00, t2 Adam 03-08 15:00 (Mia's watermark 1)
//   C4 #secret (Secret): Mia, Adam, Olivia (watermark 2): u1 Mia 03-05, u2 Adam 03-06
//   C5 #team (the workspace's chat): Mia (watermark 1), Olivia (2): w1 Olivia 03-07, w2 Olivia 03-14 16:00
// Mia reads C1, C3 and C5 (C4 is in a project she cannot see); Olivia, the owner, C1, C2, C4 and C5
// (never C3: nobody reads others' conversations).
import type { MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, type Team } from "../workspaces/helpers";

const NOW = new Date("2026-03-16T00:00:00Z");
const PERIOD = { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-16T00:00:00Z") };
const LONG = "Long ".repeat(40);

let team: Team;
let owner: Membership;
let member: Membership;
let web: { id: string; name: string };
let webChat: string;
let secretChat: string;
let wspChat: string;
let mia: string;
let adam: string;
let olivia: string;
const ids: Record<string, string> = {};

type Request = Partial<MetricRequest<"chats">> & Pick<MetricRequest<"chats">, "x" | "y">;

const request = (input: Request): MetricRequest<"chats"> => ({
  entity: "chats",
  bucket: "day",
  zone: "UTC",
  ...PERIOD,
  personIds: null,
  projectIds: null,
  moduleIds: null,
  ...input,
});

async function points(who: Membership, input: Omit<Request, "y">): Promise<MetricPoint[]> {
  const result = await new MetricReader(who, "en", NOW).points(request({ y: "chat-count", ...input }));
  expect(result.truncated).toBe(false);
  return result.points;
}

const drill = (who: Membership, input: Omit<Request, "y">, key: string, limit = 50) =>
  new MetricReader(who, "en", NOW).drill(
    request({ y: "chat-count", ...input }),
    { key, series: null },
    limit,
  );

const pt = (key: string, value: number, label: string | null = null): MetricPoint => ({
  key,
  label,
  series: null,
  seriesLabel: null,
  value,
});

/** A conversation with its people (user id → watermark) and messages, numbered from 1. */
async function conversation(
  moduleId: string,
  input: {
    key: string;
    name?: string;
    people: [string, number][];
    messages: {
      key: string;
      author: string | null;
      at: string;
      body?: string;
      root?: string;
      deleted?: boolean;
    }[];
  },
): Promise<void> {
  const db = getDb();
  const id = newId();
  const owned =
    moduleId === wspChat
      ? { projectModuleId: null, workspaceModuleId: moduleId }
      : { projectModuleId: moduleId, workspaceModuleId: null };
  await db.chatConversation.create({
    data: {
      id,
      workspaceId: team.workspace.id,
      moduleId,
      ...owned,
      kind: input.name ? "channel" : "direct",
      name: input.name ?? null,
      directKey: input.name
        ? null
        : input.people
            .map(([userId]) => userId)
            .sort()
            .join(":"),
      lastSeq: input.messages.length,
    },
  });
  await db.chatMember.createMany({
    data: input.people.map(([userId, viewedSeq]) => ({ conversationId: id, userId, viewedSeq })),
  });
  let seq = 0;
  for (const message of input.messages) {
    const messageId = newId();
    seq += 1;
    await db.chatMessage.create({
      data: {
        id: messageId,
        conversationId: id,
        seq,
        authorId: message.author,
        body: message.body ?? message.key,
        rootId: message.root ? ids[message.root] : null,
        createdAt: new Date(message.at),
        deletedAt: message.deleted ? new Date(message.at) : null,
      },
    });
    ids[message.key] = messageId;
  }
  ids[input.key] = id;
}

beforeAll(async () => {
  team = await seedTeam("Metrics Chats");
  const db = getDb();
  const ws = team.workspace.id;
  [mia, adam, olivia] = [team.member.user.id, team.admin.user.id, team.owner.user.id];
  owner = await activeMembership(team.owner.actor);
  member = await activeMembership(team.member.actor);
  web = await seedProject(db, ws, { name: "Web" });
  const secret = await seedProject(db, ws, { name: "Secret", private: true });
  webChat = (await seedProjectModule(db, web.id, { tag: "OnlineChat", name: "Web chat" })).id;
  secretChat = (await seedProjectModule(db, secret.id, { tag: "OnlineChat", name: "Secret chat" })).id;
  wspChat = (await seedWorkspaceModule(db, ws, "OnlineChat")).id;

  await conversation(webChat, {
    key: "C1",
    name: "general",
    people: [
      [mia, 4],
      [adam, 12],
      [olivia, 0],
    ],
    messages: [
      { key: "s1", author: adam, at: "2026-02-25T10:00:00Z" },
      { key: "s2", author: adam, at: "2026-03-02T09:00:00Z", body: "Hello team" },
      { key: "s3", author: mia, at: "2026-03-03T10:00:00Z" },
      { key: "s4", author: adam, at: "2026-03-03T23:30:00Z", body: "Release tonight" },
      { key: "s5", author: olivia, at: "2026-03-05T12:00:00Z", root: "s2" },
      { key: "s6", author: adam, at: "2026-03-06T08:00:00Z", deleted: true },
      { key: "s7", author: mia, at: "2026-03-09T09:00:00Z" },
      { key: "s8", author: adam, at: "2026-03-10T10:00:00Z", deleted: true },
      { key: "s9", author: olivia, at: "2026-03-10T11:00:00Z", root: "s8" },
      { key: "s10", author: null, at: "2026-03-11T12:00:00Z", body: "From a gone account" },
      { key: "s11", author: olivia, at: "2026-03-12T13:00:00Z", root: "s2", body: "Second reply" },
      { key: "s12", author: adam, at: "2026-03-13T09:00:00Z", body: LONG },
    ],
  });
  await db.chatThreadFollower.create({ data: { rootId: ids.s2!, userId: mia, viewedSeq: 5 } });
  await conversation(webChat, {
    key: "C2",
    people: [
      [adam, 1],
      [olivia, 0],
    ],
    messages: [{ key: "x1", author: adam, at: "2026-03-09T12:00:00Z" }],
  });
  await conversation(webChat, {
    key: "C3",
    people: [
      [adam, 2],
      [mia, 1],
    ],
    messages: [
      { key: "t1", author: adam, at: "2026-03-04T15:00:00Z", body: "Hi Mia" },
      { key: "t2", author: adam, at: "2026-03-08T15:00:00Z", body: "Ping" },
    ],
  });
  await conversation(secretChat, {
    key: "C4",
    name: "secret",
    people: [
      [mia, 0],
      [adam, 2],
      [olivia, 2],
    ],
    messages: [
      { key: "u1", author: mia, at: "2026-03-05T10:00:00Z" },
      { key: "u2", author: adam, at: "2026-03-06T10:00:00Z" },
    ],
  });
  await conversation(wspChat, {
    key: "C5",
    name: "team",
    people: [
      [mia, 1],
      [olivia, 2],
    ],
    messages: [
      { key: "w1", author: olivia, at: "2026-03-07T10:00:00Z" },
      { key: "w2", author: olivia, at: "2026-03-14T16:00:00Z", body: "Weekend" },
    ],
  });
});

describe("messages by author", () => {
  it("counts the messages of the viewer's conversations, replies included, by author", async () => {
    expect(await points(member, { x: "assignee" })).toEqual([
      pt(adam, 5, "Adam Admin"),
      pt(olivia, 4, "Olivia Owner"),
      pt(mia, 2, "Mia Member"),
      pt("unassigned", 1),
    ]);
    // The owner reads the private project's chat, but only conversations she is in.
    expect(await points(owner, { x: "assignee" })).toEqual([
      pt(adam, 5, "Adam Admin"),
      pt(olivia, 4, "Olivia Owner"),
      pt(mia, 3, "Mia Member"),
      pt("unassigned", 1),
    ]);
  });

  it("keeps the chosen authors' messages", async () => {
    expect(await points(member, { x: "assignee", personIds: [olivia] })).toEqual([
      pt(olivia, 4, "Olivia Owner"),
    ]);
    expect(await points(member, { x: "chat-status", personIds: [olivia] })).toEqual([
      pt("read", 2),
      pt("unread", 2),
    ]);
  });
});

describe("messages by status", () => {
  it("is read or unread for the viewer by their watermark (a reply's: their thread's)", async () => {
    expect(await points(member, { x: "chat-status" })).toEqual([pt("read", 7), pt("unread", 5)]);
    expect(await points(owner, { x: "chat-status" })).toEqual([pt("read", 6), pt("unread", 7)]);
  });
});

describe("messages by date", () => {
  it("groups creations by day, week and month, in the chart's zone", async () => {
    const days = (list: [string, number][]) => list.map(([day, value]) => pt(`2026-${day}`, value));
    expect(await points(member, { x: "date" })).toEqual(
      days([
        ["03-02", 1],
        ["03-03", 2],
        ["03-04", 1],
        ["03-05", 1],
        ["03-07", 1],
        ["03-08", 1],
        ["03-09", 1],
        ["03-11", 1],
        ["03-12", 1],
        ["03-13", 1],
        ["03-14", 1],
      ]),
    );
    expect(await points(member, { x: "date", zone: "Europe/Madrid" })).toEqual(
      days([
        ["03-02", 1],
        ["03-03", 1],
        ["03-04", 2],
        ["03-05", 1],
        ["03-07", 1],
        ["03-08", 1],
        ["03-09", 1],
        ["03-11", 1],
        ["03-12", 1],
        ["03-13", 1],
        ["03-14", 1],
      ]),
    );
    expect(await points(member, { x: "date", bucket: "week" })).toEqual([
      pt("2026-03-02", 7),
      pt("2026-03-09", 5),
    ]);
    expect(await points(member, { x: "date", bucket: "month" })).toEqual([pt("2026-03-01", 12)]);
  });
});

describe("the period, projects and modules", () => {
  it("keeps creations in [from, to); with no period, every message", async () => {
    expect(
      await points(member, { x: "chat-status", from: new Date("2026-03-10T00:00:00Z"), to: null }),
    ).toEqual([pt("unread", 4)]);
    // From s10's instant (kept) to s12's (left out).
    const exact = { from: new Date("2026-03-11T12:00:00Z"), to: new Date("2026-03-13T09:00:00Z") };
    expect(await points(member, { x: "assignee", ...exact })).toEqual([
      pt(olivia, 1, "Olivia Owner"),
      pt("unassigned", 1),
    ]);
    expect(await points(member, { x: "date", bucket: "month", from: null, to: null })).toEqual([
      pt("2026-02-01", 1),
      pt("2026-03-01", 12),
    ]);
  });

  it("narrows to the chart's projects and modules", async () => {
    expect(await points(member, { x: "chat-status", projectIds: [web.id] })).toEqual([
      pt("read", 6),
      pt("unread", 4),
    ]);
    expect(await points(member, { x: "assignee", moduleIds: [wspChat] })).toEqual([
      pt(olivia, 2, "Olivia Owner"),
    ]);
    expect(await points(member, { x: "assignee", moduleIds: [secretChat] })).toEqual([]);
    expect(await points(owner, { x: "assignee", moduleIds: [secretChat] })).toEqual(
      [pt(adam, 1, "Adam Admin"), pt(mia, 1, "Mia Member")].sort((a, b) => a.key.localeCompare(b.key)),
    );
  });
});

describe("drill", () => {
  const page = () => `/project/${web.id}/online-chat?moduleId=${webChat}`;

  it("lists a point's messages newest first, opening each in its conversation", async () => {
    expect(await drill(member, { x: "assignee" }, adam)).toEqual([
      {
        id: ids.s12,
        title: "Long ".repeat(24),
        subtitle: "Adam Admin · #general",
        href: `${page()}&conversationId=${ids.C1}&message=${ids.s12}`,
        at: "2026-03-13T09:00:00.000Z",
      },
      {
        id: ids.t2,
        title: "Ping",
        subtitle: "Adam Admin",
        href: `${page()}&conversationId=${ids.C3}&message=${ids.t2}`,
        at: "2026-03-08T15:00:00.000Z",
      },
      expect.objectContaining({ id: ids.t1, title: "Hi Mia" }),
      expect.objectContaining({ id: ids.s4, title: "Release tonight" }),
      expect.objectContaining({ id: ids.s2, title: "Hello team" }),
    ]);
  });

  it("opens a reply in its thread and a workspace chat's message on its page; stops at the limit", async () => {
    expect(await drill(member, { x: "chat-status" }, "unread", 4)).toEqual([
      {
        id: ids.w2,
        title: "Weekend",
        subtitle: "Olivia Owner · #team",
        href: `/workspace-modules/${wspChat}?conversationId=${ids.C5}&message=${ids.w2}`,
        at: "2026-03-14T16:00:00.000Z",
      },
      expect.objectContaining({ id: ids.s12 }),
      {
        id: ids.s11,
        title: "Second reply",
        subtitle: "Olivia Owner · #general",
        href: `${page()}&conversationId=${ids.C1}&thread=${ids.s2}&message=${ids.s11}`,
        at: "2026-03-12T13:00:00.000Z",
      },
      {
        id: ids.s10,
        title: "From a gone account",
        subtitle: "#general",
        href: `${page()}&conversationId=${ids.C1}&message=${ids.s10}`,
        at: "2026-03-11T12:00:00.000Z",
      },
    ]);
    expect(await drill(member, { x: "assignee" }, "unassigned")).toEqual([
      expect.objectContaining({ id: ids.s10 }),
    ]);
    expect(
      (await drill(member, { x: "date", zone: "Europe/Madrid" }, "2026-03-04")).map((row) => row.id),
    ).toEqual([ids.t1, ids.s4]);
    expect(await drill(member, { x: "assignee", personIds: [mia] }, adam)).toEqual([]);
    expect(await drill(owner, { x: "assignee" }, mia)).toHaveLength(3);
  });
});
