// The `notifications` report entity (modules/notification/server/metrics.ts) against hand-computed
// numbers. Three Notification modules: one on the public project "Web", one on the private project
// "Secret" (the plain member cannot read it; the owner can) and one of the workspace itself. Each
// message is a CampaignDelivery; minutes are from its queueing (createdAt) to its sending (sentAt).
//
//   campaign      module  channel      status     creator  run: messages queued at (UTC) → status (minutes)
//   Welcome       web     Team inbox   completed  Adam     1: 03-02 10:00 Mia sent 1.5, Olivia sent 3, Vic failed
//                                                          2: 03-09 09:00 Mia sent 0.5, Olivia (09:00:01) sent 2
//   March news    web     Newsletter   sending    Mia     1: 03-03 23:30 ext1 sent 10, ext2 (+1 s) skipped, Mia (+2 s) queued
//   Old campaign  web     (deleted)    cancelled  Olivia   1: 03-08 20:00 Mia failed, Adam (+1 s) sent 6
//   Draft         web     Team inbox   draft      Adam     (no messages)
//   Payroll       secret  Ops hook     completed  Olivia   1: 03-05 12:00 Olivia sent 1, Adam (+1 s) sent 3
//   Digest        ws      WS inbox     paused     Mia     1: 04-10 09:00 Mia sent 20, Adam (+1 s) queued
//
// In Asia/Tokyo (UTC+9) March news falls on 03-04 and Old campaign on 03-09. Mia, the plain member,
// has a permissions matrix without User management's View: she sees no one's address.
import { UNASSIGNED, type MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, signedIn, type Team } from "../workspaces/helpers";

const TAG = "Notification";
const NOW = new Date("2026-05-01T00:00:00Z");
const MINUTE = 60_000;

let team: Team;
let member: Membership;
let owner: Membership;
let mia: string;
let adam: string;
let olivia: string;
let vic: string;
let webProject: { id: string };
let secretProject: { id: string };
let web: string;
let secret: string;
let ws: string;
const channel: Record<string, string> = {};
const campaign: Record<string, string> = {};
const delivery: Record<string, string> = {};

type Request = MetricRequest<"notifications">;
const base: Request = {
  entity: "notifications",
  x: "channels",
  y: "notification-count",
  bucket: "day",
  zone: "UTC",
  from: null,
  to: null,
  personIds: null,
  projectIds: null,
  moduleIds: null,
};

const points = async (who: Membership, change: Partial<Request>) =>
  (await new MetricReader(who, "en", NOW).points({ ...base, ...change })).points;

const pairs = (list: MetricPoint[]) => list.map((point) => [point.key, point.value]);

const owned = (moduleId: string, project: boolean) => ({
  workspaceId: team.workspace.id,
  moduleId,
  projectModuleId: project ? moduleId : null,
  workspaceModuleId: project ? null : moduleId,
});

async function seedChannel(name: string, kind: string, moduleId: string, project: boolean) {
  channel[name] = newId();
  await getDb().notificationChannel.create({
    data: { id: channel[name]!, ...owned(moduleId, project), name, kind },
  });
}

interface Message {
  /** A user's id, or an external address. */
  to: string;
  run?: number;
  at: string;
  status: "queued" | "sent" | "failed" | "skipped";
  minutes?: number;
}

async function seedCampaign(
  name: string,
  input: {
    moduleId: string;
    project: boolean;
    channel: string | null;
    status: string;
    by: string;
    messages: Message[];
  },
) {
  const id = newId();
  campaign[name] = id;
  await getDb().notificationCampaign.create({
    data: {
      id,
      ...owned(input.moduleId, input.project),
      name,
      channelId: input.channel ? channel[input.channel]! : null,
      audience: { kind: "all" },
      schedule: { kind: "now" },
      status: input.status,
      runs: Math.max(0, ...input.messages.map((message) => message.run ?? 1)),
      createdById: input.by,
    },
  });
  const users = new Map(
    [team.owner, team.admin, team.member, team.viewer].map((caller) => [caller.user.id, caller.user]),
  );
  for (const message of input.messages) {
    const user = users.get(message.to);
    const createdAt = new Date(message.at);
    const key = `${name}:${message.run ?? 1}:${user?.name ?? message.to}`;
    delivery[key] = newId();
    await getDb().campaignDelivery.create({
      data: {
        id: delivery[key]!,
        campaignId: id,
        run: message.run ?? 1,
        recipientKey: user ? user.id : message.to,
        userId: user?.id ?? null,
        email: user?.email ?? message.to,
        name: user?.name ?? null,
        status: message.status,
        sentAt:
          message.minutes === undefined ? null : new Date(createdAt.getTime() + message.minutes * MINUTE),
        createdAt,
      },
    });
  }
}

beforeAll(async () => {
  team = await seedTeam("Notification metrics");
  const prisma = getDb();
  mia = team.member.user.id;
  adam = team.admin.user.id;
  olivia = team.owner.user.id;
  vic = team.viewer.user.id;
  webProject = await seedProject(prisma, team.workspace.id, { name: "Web" });
  secretProject = await seedProject(prisma, team.workspace.id, { name: "Secret", private: true });
  web = (await seedProjectModule(prisma, webProject.id, { tag: TAG, name: "Web messages" })).id;
  secret = (await seedProjectModule(prisma, secretProject.id, { tag: TAG, name: "Secret messages" })).id;
  ws = (await seedWorkspaceModule(prisma, team.workspace.id, TAG)).id;
  await seedChannel("Team inbox", "inApp", web, true);
  await seedChannel("Newsletter", "email", web, true);
  await seedChannel("Ops hook", "webhook", secret, true);
  await seedChannel("WS inbox", "inApp", ws, false);
  const inWeb = { moduleId: web, project: true };
  await seedCampaign("Welcome", {
    ...inWeb,
    channel: "Team inbox",
    status: "completed",
    by: adam,
    messages: [
      { to: mia, at: "2026-03-02T10:00:00Z", status: "sent", minutes: 1.5 },
      { to: olivia, at: "2026-03-02T10:00:00Z", status: "sent", minutes: 3 },
      { to: vic, at: "2026-03-02T10:00:00Z", status: "failed" },
      { to: mia, run: 2, at: "2026-03-09T09:00:00Z", status: "sent", minutes: 0.5 },
      { to: olivia, run: 2, at: "2026-03-09T09:00:01Z", status: "sent", minutes: 2 },
    ],
  });
  await seedCampaign("March news", {
    ...inWeb,
    channel: "Newsletter",
    status: "sending",
    by: mia,
    messages: [
      { to: "ext1@example.com", at: "2026-03-03T23:30:00Z", status: "sent", minutes: 10 },
      { to: "ext2@example.com", at: "2026-03-03T23:30:01Z", status: "skipped" },
      { to: mia, at: "2026-03-03T23:30:02Z", status: "queued" },
    ],
  });
  await seedCampaign("Old campaign", {
    ...inWeb,
    channel: null,
    status: "cancelled",
    by: olivia,
    messages: [
      { to: mia, at: "2026-03-08T20:00:00Z", status: "failed" },
      { to: adam, at: "2026-03-08T20:00:01Z", status: "sent", minutes: 6 },
    ],
  });
  await seedCampaign("Draft", { ...inWeb, channel: "Team inbox", status: "draft", by: adam, messages: [] });
  await seedCampaign("Payroll", {
    moduleId: secret,
    project: true,
    channel: "Ops hook",
    status: "completed",
    by: olivia,
    messages: [
      { to: olivia, at: "2026-03-05T12:00:00Z", status: "sent", minutes: 1 },
      { to: adam, at: "2026-03-05T12:00:01Z", status: "sent", minutes: 3 },
    ],
  });
  await seedCampaign("Digest", {
    moduleId: ws,
    project: false,
    channel: "WS inbox",
    status: "paused",
    by: mia,
    messages: [
      { to: mia, at: "2026-04-10T09:00:00Z", status: "sent", minutes: 20 },
      { to: adam, at: "2026-04-10T09:00:01Z", status: "queued" },
    ],
  });
  const permissions = defaultPermissions("member");
  permissions.userManagement = { view: false, add: false, edit: false, delete: false };
  await prisma.workspaceMember.update({
    where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: mia } },
    data: { permissions },
  });
  member = await activeMembership((await signedIn(team.member.user, team.workspace.id)).actor);
  expect(member.can("userManagement", "view")).toBe(false);
  owner = await activeMembership(team.owner.actor);
});

describe("notifications: X × Y", () => {
  it("counts messages by channel, named, a deleted channel's as unassigned", async () => {
    expect(await points(member, {})).toEqual([
      { key: channel["Team inbox"], label: "Team inbox", series: null, seriesLabel: null, value: 5 },
      { key: channel.Newsletter, label: "Newsletter", series: null, seriesLabel: null, value: 3 },
      { key: channel["WS inbox"], label: "WS inbox", series: null, seriesLabel: null, value: 2 },
      { key: UNASSIGNED, label: null, series: null, seriesLabel: null, value: 2 },
    ]);
    const twos = [channel["Ops hook"]!, channel["WS inbox"]!].sort((a, b) => a.localeCompare(b));
    expect(pairs(await points(owner, {}))).toEqual([
      [channel["Team inbox"], 5],
      [channel.Newsletter, 3],
      [twos[0], 2],
      [twos[1], 2],
      [UNASSIGNED, 2],
    ]);
  });

  it("averages the minutes from queueing to sending by channel, over the messages sent", async () => {
    expect(await points(member, { y: "sent-time" })).toEqual([
      { key: channel["WS inbox"], label: "WS inbox", series: null, seriesLabel: null, value: 20 },
      { key: channel.Newsletter, label: "Newsletter", series: null, seriesLabel: null, value: 10 },
      { key: UNASSIGNED, label: null, series: null, seriesLabel: null, value: 6 },
      // (1.5 + 3 + 0.5 + 2) / 4 = 1.75
      { key: channel["Team inbox"], label: "Team inbox", series: null, seriesLabel: null, value: 1.8 },
    ]);
  });

  it("counts and times messages by their campaign's status, in the statuses' order", async () => {
    expect(await points(member, { x: "notification-status" })).toEqual(
      [
        ["sending", 3],
        ["paused", 2],
        ["completed", 5],
        ["cancelled", 2],
      ].map(([key, value]) => ({ key, label: null, series: null, seriesLabel: null, value })),
    );
    expect(pairs(await points(owner, { x: "notification-status" }))).toEqual([
      ["sending", 3],
      ["paused", 2],
      ["completed", 7],
      ["cancelled", 2],
    ]);
    expect(pairs(await points(member, { x: "notification-status", y: "sent-time" }))).toEqual([
      ["sending", 10],
      ["paused", 20],
      ["completed", 1.8],
      ["cancelled", 6],
    ]);
    // (1.5 + 3 + 0.5 + 2 + 1 + 3) / 6 = 1.83
    expect(pairs(await points(owner, { x: "notification-status", y: "sent-time" }))).toEqual([
      ["sending", 10],
      ["paused", 20],
      ["completed", 1.8],
      ["cancelled", 6],
    ]);
  });

  it("counts and times messages by their own status", async () => {
    expect(pairs(await points(member, { x: "sent-status" }))).toEqual([
      ["queued", 2],
      ["sent", 7],
      ["failed", 2],
      ["skipped", 1],
    ]);
    expect(pairs(await points(owner, { x: "sent-status" }))).toEqual([
      ["queued", 2],
      ["sent", 9],
      ["failed", 2],
      ["skipped", 1],
    ]);
    // (1.5 + 3 + 0.5 + 2 + 10 + 6 + 20) / 7 = 6.14
    expect(await points(member, { x: "sent-status", y: "sent-time" })).toEqual([
      { key: "sent", label: null, series: null, seriesLabel: null, value: 6.1 },
    ]);
  });

  it("buckets by the message's queueing: days, weeks and months, in a time zone", async () => {
    expect(await points(member, { x: "date" })).toEqual(
      [
        ["2026-03-02", 3],
        ["2026-03-03", 3],
        ["2026-03-08", 2],
        ["2026-03-09", 2],
        ["2026-04-10", 2],
      ].map(([key, value]) => ({ key, label: null, series: null, seriesLabel: null, value })),
    );
    expect(pairs(await points(member, { x: "date", zone: "Asia/Tokyo" }))).toEqual([
      ["2026-03-02", 3],
      ["2026-03-04", 3],
      ["2026-03-09", 4],
      ["2026-04-10", 2],
    ]);
    expect(pairs(await points(member, { x: "date", bucket: "week" }))).toEqual([
      ["2026-03-02", 8],
      ["2026-03-09", 2],
      ["2026-04-06", 2],
    ]);
    expect(pairs(await points(member, { x: "date", bucket: "week", zone: "Asia/Tokyo" }))).toEqual([
      ["2026-03-02", 6],
      ["2026-03-09", 4],
      ["2026-04-06", 2],
    ]);
    expect(pairs(await points(owner, { x: "date", bucket: "month" }))).toEqual([
      ["2026-03-01", 12],
      ["2026-04-01", 2],
    ]);
    // 03-02: (1.5 + 3) / 2 = 2.25; 03-09: (0.5 + 2) / 2 = 1.25 (rounded half up).
    expect(pairs(await points(member, { x: "date", y: "sent-time" }))).toEqual([
      ["2026-03-02", 2.3],
      ["2026-03-03", 10],
      ["2026-03-08", 6],
      ["2026-03-09", 1.3],
      ["2026-04-10", 20],
    ]);
  });
});

describe("notifications: filters and rights", () => {
  it("keeps the messages queued in the period", async () => {
    const period = { from: new Date("2026-03-03T00:00:00Z"), to: new Date("2026-03-09T00:00:00Z") };
    expect(pairs(await points(member, { x: "notification-status", ...period }))).toEqual([
      ["sending", 3],
      ["cancelled", 2],
    ]);
    expect(pairs(await points(owner, { x: "notification-status", ...period }))).toEqual([
      ["sending", 3],
      ["completed", 2],
      ["cancelled", 2],
    ]);
  });

  it("keeps the messages of the chosen people's campaigns", async () => {
    expect(pairs(await points(member, { x: "sent-status", personIds: [mia] }))).toEqual([
      ["queued", 2],
      ["sent", 2],
      ["skipped", 1],
    ]);
    expect(pairs(await points(owner, { x: "notification-status", personIds: [olivia, adam] }))).toEqual([
      ["completed", 7],
      ["cancelled", 2],
    ]);
  });

  it("narrows to projects and modules, never past what the viewer reads", async () => {
    expect(pairs(await points(owner, { projectIds: [webProject.id] }))).toEqual([
      [channel["Team inbox"], 5],
      [channel.Newsletter, 3],
      [UNASSIGNED, 2],
    ]);
    expect(pairs(await points(owner, { moduleIds: [secret] }))).toEqual([[channel["Ops hook"], 2]]);
    expect(pairs(await points(member, { moduleIds: [ws], x: "sent-status" }))).toEqual([
      ["queued", 1],
      ["sent", 1],
    ]);
    expect(await points(member, { moduleIds: [secret] })).toEqual([]);
    expect(await points(member, { projectIds: [secretProject.id] })).toEqual([]);
  });
});

describe("notifications: drill-down", () => {
  const drill = (who: Membership, change: Partial<Request>, key: string, limit = 10) =>
    new MetricReader(who, "en", NOW).drill({ ...base, ...change }, { key, series: null }, limit);
  const campaignsTab = (name: string) =>
    `/project/${webProject.id}/notification/campaigns?${new URLSearchParams({ moduleId: web, q: name })}`;

  it("lists a point's messages newest first, opening their campaign", async () => {
    expect(await drill(member, { x: "sent-status" }, "failed")).toEqual([
      {
        id: delivery["Old campaign:1:Mia Member"],
        title: "Old campaign",
        subtitle: "Mia Member",
        href: `/project/${webProject.id}/notification/campaigns?moduleId=${web}&q=Old+campaign`,
        at: "2026-03-08T20:00:00.000Z",
      },
      {
        id: delivery["Welcome:1:Vic Viewer"],
        title: "Welcome",
        subtitle: "Vic Viewer",
        href: campaignsTab("Welcome"),
        at: "2026-03-02T10:00:00.000Z",
      },
    ]);
    // A workspace's own Notification module has no page to open.
    expect(await drill(member, { x: "notification-status" }, "paused", 1)).toEqual([
      {
        id: delivery["Digest:1:Adam Admin"],
        title: "Digest",
        subtitle: "Adam Admin",
        href: null,
        at: "2026-04-10T09:00:01.000Z",
      },
    ]);
  });

  it("names outside recipients as the deliveries drawer does: addresses only for who may see them", async () => {
    expect((await drill(member, {}, channel.Newsletter!)).map((row) => row.subtitle)).toEqual([
      "Mia Member",
      "e•••@example.com",
      "e•••@example.com",
    ]);
    expect((await drill(owner, {}, channel.Newsletter!)).map((row) => row.subtitle)).toEqual([
      "Mia Member",
      "ext2@example.com",
      "ext1@example.com",
    ]);
  });

  it("keeps the rights and filters of its chart", async () => {
    expect(await drill(member, {}, channel["Ops hook"]!)).toEqual([]);
    expect((await drill(owner, {}, channel["Ops hook"]!)).map((row) => row.subtitle)).toEqual([
      "Adam Admin",
      "Olivia Owner",
    ]);
    // sent-time drills into the messages sent only.
    expect((await drill(member, { y: "sent-time" }, channel.Newsletter!)).map((row) => row.subtitle)).toEqual(
      ["e•••@example.com"],
    );
    expect(
      (
        await drill(
          member,
          { x: "date", from: new Date("2026-03-02T00:00:00Z"), personIds: [adam] },
          "2026-03-09",
        )
      ).map((row) => [row.title, row.subtitle]),
    ).toEqual([
      ["Welcome", "Olivia Owner"],
      ["Welcome", "Mia Member"],
    ]);
    expect(await drill(member, { x: "date", personIds: [mia] }, "2026-03-09")).toEqual([]);
  });
});
