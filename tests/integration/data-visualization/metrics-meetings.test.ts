// The meetings metric source (issue 37) against hand-computed numbers: a public project "Web" with a
// meeting room, a private project "Secret" with one (only owners and admins see it) and a meeting room
// of the workspace itself. The dashboard is read at 2026-03-10 12:00 UTC; the period is 03-02 to
// 03-15 (from 03-02 00:00 to 03-16 00:00 UTC). Meetings (UTC):
//   M1  Web     03-03 09:00–10:00  1h     host Olivia; Mia accepted, Adam declined            ended
//   M2  Web     03-10 11:30–12:30  1h     host Mia; an outside guest                          ongoing
//   M3  Web     daily 09:00–09:15 from 03-09, 10 times; host Adam, Mia invited: 03-09…03-15
//               in the period (03-09 and 03-10 ended, 5 scheduled), 03-16…03-18 after it
//   M4  Web     03-14 22:30–23:30  1h     the host's account gone, an outside guest: nobody    scheduled
//   M5  Web     02-15 10:00–11:00  1h     host Mia (before the period, within 90 days of now)
//   W1  Wsp     03-05 15:00–15:45  0.75h  host Adam, Mia tentative                            ended
//   S1  Secret  03-04 10:00–12:00  2h     host Adam                                           ended
import type { MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { spanEndOf } from "@/modules/meeting-room/server/series";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, type Team } from "../workspaces/helpers";

const NOW = new Date("2026-03-10T12:00:00Z");
const PERIOD = { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-16T00:00:00Z") };

let team: Team;
let owner: Membership;
let member: Membership;
let web: { id: string; name: string };
let webRoom: string;
let secretRoom: string;
let wspRoom: string;
let mia: string;
let adam: string;
let olivia: string;
const ids: Record<string, string> = {};

type Request = Partial<MetricRequest<"meetings">> & Pick<MetricRequest<"meetings">, "x" | "y">;

const request = (input: Request): MetricRequest<"meetings"> => ({
  entity: "meetings",
  bucket: "day",
  zone: "UTC",
  ...PERIOD,
  personIds: null,
  projectIds: null,
  moduleIds: null,
  ...input,
});

async function points(who: Membership, input: Request): Promise<MetricPoint[]> {
  const result = await new MetricReader(who, "en", NOW).points(request(input));
  expect(result.truncated).toBe(false);
  return result.points;
}

const drill = (who: Membership, input: Request, key: string, limit = 50) =>
  new MetricReader(who, "en", NOW).drill(request(input), { key, series: null }, limit);

const pt = (key: string, value: number, label: string | null = null): MetricPoint => ({
  key,
  label,
  series: null,
  seriesLabel: null,
  value,
});

/** Points of equal value, in their order: by key. */
const tied = (...found: MetricPoint[]) => found.sort((a, b) => a.key.localeCompare(b.key));

type Response = "needsAction" | "accepted" | "declined" | "tentative";

/** A meeting row, with its host attending (accepted) and its other people. */
async function meeting(
  moduleId: string,
  input: {
    key: string;
    summary: string;
    start: string;
    end: string;
    rule?: string;
    hostId: string | null;
    people?: [string | { email: string }, Response][];
  },
): Promise<string> {
  const db = getDb();
  const id = newId();
  const times = {
    start: new Date(input.start),
    end: new Date(input.end),
    timeZone: "UTC",
    rule: input.rule ?? null,
  };
  const owned =
    moduleId === wspRoom
      ? { projectModuleId: null, workspaceModuleId: moduleId }
      : { projectModuleId: moduleId, workspaceModuleId: null };
  await db.meeting.create({
    data: {
      id,
      workspaceId: team.workspace.id,
      moduleId,
      ...owned,
      uid: `${id}@meeting-room`,
      summary: input.summary,
      ...times,
      spanEnd: spanEndOf(times),
      reminders: [60],
      linkToken: `token-${id}`,
      hostId: input.hostId,
    },
  });
  const people: [string | { email: string }, Response][] = [
    ...(input.hostId ? [[input.hostId, "accepted"] as [string, Response]] : []),
    ...(input.people ?? []),
  ];
  const rows = await Promise.all(
    people.map(async ([who, response]) =>
      typeof who === "string"
        ? { userId: who, email: (await db.user.findUniqueOrThrow({ where: { id: who } })).email, response }
        : { userId: null, email: who.email, response },
    ),
  );
  if (rows.length)
    await db.meetingAttendee.createMany({ data: rows.map((row) => ({ ...row, meetingId: id })) });
  ids[input.key] = id;
  return id;
}

beforeAll(async () => {
  team = await seedTeam("Metrics Meetings");
  const db = getDb();
  const ws = team.workspace.id;
  [mia, adam, olivia] = [team.member.user.id, team.admin.user.id, team.owner.user.id];
  owner = await activeMembership(team.owner.actor);
  member = await activeMembership(team.member.actor);
  web = await seedProject(db, ws, { name: "Web" });
  const secret = await seedProject(db, ws, { name: "Secret", private: true });
  webRoom = (await seedProjectModule(db, web.id, { tag: "MeetingRoom", name: "Web room" })).id;
  secretRoom = (await seedProjectModule(db, secret.id, { tag: "MeetingRoom", name: "Secret room" })).id;
  wspRoom = (await seedWorkspaceModule(db, ws, "MeetingRoom")).id;

  await meeting(webRoom, {
    key: "M1",
    summary: "Kickoff",
    start: "2026-03-03T09:00:00Z",
    end: "2026-03-03T10:00:00Z",
    hostId: olivia,
    people: [
      [mia, "accepted"],
      [adam, "declined"],
    ],
  });
  await meeting(webRoom, {
    key: "M2",
    summary: "Client demo",
    start: "2026-03-10T11:30:00Z",
    end: "2026-03-10T12:30:00Z",
    hostId: mia,
    people: [[{ email: "client@example.com" }, "accepted"]],
  });
  await meeting(webRoom, {
    key: "M3",
    summary: "Daily",
    start: "2026-03-09T09:00:00Z",
    end: "2026-03-09T09:15:00Z",
    rule: "FREQ=DAILY;COUNT=10",
    hostId: adam,
    people: [[mia, "needsAction"]],
  });
  await meeting(webRoom, {
    key: "M4",
    summary: "Late call",
    start: "2026-03-14T22:30:00Z",
    end: "2026-03-14T23:30:00Z",
    hostId: null,
    people: [[{ email: "partner@example.com" }, "accepted"]],
  });
  await meeting(webRoom, {
    key: "M5",
    summary: "Earlier",
    start: "2026-02-15T10:00:00Z",
    end: "2026-02-15T11:00:00Z",
    hostId: mia,
  });
  await meeting(wspRoom, {
    key: "W1",
    summary: "All hands",
    start: "2026-03-05T15:00:00Z",
    end: "2026-03-05T15:45:00Z",
    hostId: adam,
    people: [[mia, "tentative"]],
  });
  await meeting(secretRoom, {
    key: "S1",
    summary: "Secret plan",
    start: "2026-03-04T10:00:00Z",
    end: "2026-03-04T12:00:00Z",
    hostId: adam,
  });
});

describe("meetings by person", () => {
  it("counts the host and the invited members who have not declined; nobody is unassigned", async () => {
    expect(await points(member, { x: "assignee", y: "meeting-count" })).toEqual([
      pt(mia, 10, "Mia Member"),
      pt(adam, 8, "Adam Admin"),
      pt(olivia, 1, "Olivia Owner"),
      pt("unassigned", 1),
    ]);
    expect(await points(member, { x: "assignee", y: "time-on-meeting" })).toEqual([
      pt(mia, 4.5, "Mia Member"),
      pt(adam, 2.5, "Adam Admin"),
      pt(olivia, 1, "Olivia Owner"),
      pt("unassigned", 1),
    ]);
  });

  it("shows the owner the private project's meeting room", async () => {
    expect(await points(owner, { x: "assignee", y: "meeting-count" })).toEqual([
      pt(mia, 10, "Mia Member"),
      pt(adam, 9, "Adam Admin"),
      pt(olivia, 1, "Olivia Owner"),
      pt("unassigned", 1),
    ]);
    expect(await points(owner, { x: "assignee", y: "time-on-meeting" })).toEqual([
      ...tied(pt(adam, 4.5, "Adam Admin"), pt(mia, 4.5, "Mia Member")),
      pt(olivia, 1, "Olivia Owner"),
      pt("unassigned", 1),
    ]);
  });

  it("keeps the chosen people's meetings, and only their bars", async () => {
    expect(await points(member, { x: "assignee", y: "meeting-count", personIds: [adam, olivia] })).toEqual([
      pt(adam, 8, "Adam Admin"),
      pt(olivia, 1, "Olivia Owner"),
    ]);
    expect(await points(member, { x: "meeting-status", y: "meeting-count", personIds: [adam] })).toEqual([
      pt("scheduled", 5),
      pt("ended", 3),
    ]);
  });
});

describe("meetings by status", () => {
  it("is scheduled, ongoing or ended relative to the dashboard's now", async () => {
    expect(await points(member, { x: "meeting-status", y: "meeting-count" })).toEqual([
      pt("scheduled", 6),
      pt("ongoing", 1),
      pt("ended", 4),
    ]);
    expect(await points(member, { x: "meeting-status", y: "time-on-meeting" })).toEqual([
      pt("scheduled", 2.25),
      pt("ongoing", 1),
      pt("ended", 2.25),
    ]);
    expect(await points(owner, { x: "meeting-status", y: "meeting-count" })).toEqual([
      pt("scheduled", 6),
      pt("ongoing", 1),
      pt("ended", 5),
    ]);
  });
});

describe("meetings by date", () => {
  it("groups occurrence starts by day, week and month", async () => {
    expect(await points(member, { x: "date", y: "meeting-count" })).toEqual([
      pt("2026-03-03", 1),
      pt("2026-03-05", 1),
      pt("2026-03-09", 1),
      pt("2026-03-10", 2),
      pt("2026-03-11", 1),
      pt("2026-03-12", 1),
      pt("2026-03-13", 1),
      pt("2026-03-14", 2),
      pt("2026-03-15", 1),
    ]);
    expect(await points(member, { x: "date", y: "meeting-count", bucket: "week" })).toEqual([
      pt("2026-03-02", 2),
      pt("2026-03-09", 9),
    ]);
    expect(await points(member, { x: "date", y: "time-on-meeting", bucket: "week" })).toEqual([
      pt("2026-03-02", 1.75),
      pt("2026-03-09", 3.75),
    ]);
    expect(await points(member, { x: "date", y: "meeting-count", bucket: "month" })).toEqual([
      pt("2026-03-01", 11),
    ]);
  });

  it("reads days in the chart's zone", async () => {
    expect(await points(member, { x: "date", y: "meeting-count", zone: "Asia/Tokyo" })).toEqual([
      pt("2026-03-03", 1),
      pt("2026-03-06", 1),
      pt("2026-03-09", 1),
      pt("2026-03-10", 2),
      pt("2026-03-11", 1),
      pt("2026-03-12", 1),
      pt("2026-03-13", 1),
      pt("2026-03-14", 1),
      pt("2026-03-15", 2),
    ]);
  });
});

describe("the period", () => {
  it("with none, counts the 90 days either side of now, every occurrence of a series in them", async () => {
    expect(await points(member, { x: "meeting-status", y: "meeting-count", from: null, to: null })).toEqual([
      pt("scheduled", 9),
      pt("ongoing", 1),
      pt("ended", 5),
    ]);
  });

  it("keeps starts in [from, to)", async () => {
    const days = { from: new Date("2026-03-10T09:00:00Z"), to: new Date("2026-03-11T09:00:00Z") };
    expect(await points(member, { x: "assignee", y: "meeting-count", ...days })).toEqual([
      pt(mia, 2, "Mia Member"),
      pt(adam, 1, "Adam Admin"),
    ]);
  });
});

describe("projects and modules", () => {
  it("narrows to the chart's projects and modules", async () => {
    expect(await points(member, { x: "meeting-status", y: "meeting-count", projectIds: [web.id] })).toEqual([
      pt("scheduled", 6),
      pt("ongoing", 1),
      pt("ended", 3),
    ]);
    expect(await points(member, { x: "assignee", y: "meeting-count", moduleIds: [wspRoom] })).toEqual(
      tied(pt(adam, 1, "Adam Admin"), pt(mia, 1, "Mia Member")),
    );
    expect(await points(member, { x: "assignee", y: "meeting-count", moduleIds: [secretRoom] })).toEqual([]);
    expect(await points(owner, { x: "assignee", y: "time-on-meeting", moduleIds: [secretRoom] })).toEqual([
      pt(adam, 2, "Adam Admin"),
    ]);
  });
});

describe("drill", () => {
  it("lists a point's occurrences newest first, opening each at its own times", async () => {
    const daily = (at: string) => ({
      id: `${ids.M3}_${Date.parse(at)}`,
      title: "Daily",
      subtitle: "Web room",
      href: `/project/${web.id}/meeting-room/${ids.M3}?moduleId=${webRoom}&at=${encodeURIComponent(at)}`,
      at,
    });
    expect(await drill(member, { x: "assignee", y: "meeting-count" }, mia, 3)).toEqual([
      daily("2026-03-15T09:00:00.000Z"),
      daily("2026-03-14T09:00:00.000Z"),
      daily("2026-03-13T09:00:00.000Z"),
    ]);
    expect(await drill(member, { x: "meeting-status", y: "meeting-count" }, "ended")).toEqual([
      daily("2026-03-10T09:00:00.000Z"),
      daily("2026-03-09T09:00:00.000Z"),
      {
        id: ids.W1,
        title: "All hands",
        subtitle: "Meeting room",
        href: `/workspace-modules/${wspRoom}`,
        at: "2026-03-05T15:00:00.000Z",
      },
      {
        id: ids.M1,
        title: "Kickoff",
        subtitle: "Web room",
        href: `/project/${web.id}/meeting-room/${ids.M1}?moduleId=${webRoom}&at=${encodeURIComponent("2026-03-03T09:00:00.000Z")}`,
        at: "2026-03-03T09:00:00.000Z",
      },
    ]);
  });

  it("drills the unassigned, a date bucket and a person filter", async () => {
    expect(await drill(member, { x: "assignee", y: "meeting-count" }, "unassigned")).toEqual([
      expect.objectContaining({ id: ids.M4, title: "Late call" }),
    ]);
    expect(
      (await drill(member, { x: "date", y: "meeting-count", zone: "Asia/Tokyo" }, "2026-03-15")).map(
        (row) => row.id,
      ),
    ).toEqual([`${ids.M3}_${Date.parse("2026-03-15T09:00:00Z")}`, ids.M4]);
    expect(await drill(member, { x: "date", y: "meeting-count", personIds: [olivia] }, "2026-03-03")).toEqual(
      [expect.objectContaining({ id: ids.M1 })],
    );
    expect(await drill(member, { x: "date", y: "meeting-count", personIds: [olivia] }, "2026-03-05")).toEqual(
      [],
    );
    expect(await drill(owner, { x: "assignee", y: "meeting-count" }, adam, 50)).toHaveLength(9);
  });
});
