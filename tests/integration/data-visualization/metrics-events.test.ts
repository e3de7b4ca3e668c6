// The events metric source (issue 37) against hand-computed numbers: a public project "Web" with a
// calendar, a private project "Secret" with one (only owners and admins see it) and a calendar of the
// workspace itself. The dashboard is read at 2026-03-10 12:00 UTC; the period is 03-02 to 03-15
// (from 03-02 00:00 to 03-16 00:00 UTC). Occurrences (UTC):
//   E1  Web     03-03 09:00–11:00  2h    attendees Adam, Mia (creator Olivia)                 past
//   E2  Web     03-10 11:00–13:00  2h    no attendee: its creator Mia                         ongoing
//   St  Web     weekly Mo/We 09:00–09:30 from 03-02, 6 times, Adam and Mia; 03-04 deleted,
//               03-09 moved to 03-12 14:00–15:00 with Adam only (an exception): in the period
//               03-02 (past), 03-11 (upcoming) and the exception 03-12 (1h, upcoming); 03-16, 03-18 after
//   E4  Web     all day 03-05     24h   attendee Mia                                          past
//   E5  Web     03-06 15:00–16:00  1h    busy only, made by Adam for Olivia: Mia sees "Busy", nobody
//   E6  Web     03-13 08:00–08:30  0.5h  an outside guest only: its creator Olivia             upcoming
//   E7  Web     02-20 10:00–11:00  1h    Mia (before the period, within 90 days of now)
//   E8  Web     2025-10-01 10:00–11:00   Mia (more than 90 days before now)
//   W1  Wsp     03-09 16:00–17:00  1h    Mia                                                   past
//   S1  Secret  03-04 10:00–12:00  2h    Adam                                                  past
import type { MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { instanceId } from "@/modules/ai-calendar/shared/types";
import { exceptionSpan, spanOf } from "@/modules/ai-calendar/server/event-rows";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, type Team } from "../workspaces/helpers";

const NOW = new Date("2026-03-10T12:00:00Z");
const PERIOD = { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-16T00:00:00Z") };

let team: Team;
let owner: Membership;
let member: Membership;
let web: { id: string; name: string };
let webCal: string;
let secretCal: string;
let wspCal: string;
let mia: string;
let adam: string;
let olivia: string;
const ids: Record<string, string> = {};

type Request = Partial<MetricRequest<"events">> & Pick<MetricRequest<"events">, "x" | "y">;

const request = (input: Request): MetricRequest<"events"> => ({
  entity: "events",
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

/** `day`'s times `from`–`to` (UTC, 2026). */
const t = (day: string, from: string, to: string): [string, string] => [
  `2026-${day}T${from}:00Z`,
  `2026-${day}T${to}:00Z`,
];

/** A calendar row made by `createdById`, with its attendees (member ids, or outside addresses). */
async function event(
  moduleId: string,
  key: string,
  title: string,
  [startAt, endAt]: [string, string],
  createdById: string,
  attendees: (string | { email: string })[],
  extra: {
    allDay?: boolean;
    rule?: string;
    busyOnly?: boolean;
    exceptionOf?: { seriesId: string; originalStart: string; length: number };
    cancelled?: boolean;
  } = {},
): Promise<string> {
  const db = getDb();
  const id = newId();
  const start = new Date(startAt);
  const end = new Date(endAt);
  const times = { start, end, allDay: extra.allDay ?? false, timeZone: "UTC", rule: extra.rule ?? null };
  const original = extra.exceptionOf ? new Date(extra.exceptionOf.originalStart) : null;
  const span =
    extra.exceptionOf && original
      ? exceptionSpan({ start, end, originalStart: original }, extra.exceptionOf.length)
      : spanOf(times);
  const owned =
    moduleId === wspCal
      ? { projectModuleId: null, workspaceModuleId: moduleId }
      : { projectModuleId: moduleId, workspaceModuleId: null };
  await db.calendarEvent.create({
    data: {
      ...{ id, workspaceId: team.workspace.id, moduleId, ...owned, uid: `${id}@test`, title, color: "blue" },
      ...times,
      ...span,
      busyOnly: extra.busyOnly ?? false,
      cancelled: extra.cancelled ?? false,
      recurringEventId: extra.exceptionOf?.seriesId ?? null,
      originalStart: original,
      createdById,
    },
  });
  const rows = await Promise.all(
    attendees.map(async (who) =>
      typeof who === "string"
        ? { userId: who, email: (await db.user.findUniqueOrThrow({ where: { id: who } })).email }
        : { userId: null, email: who.email },
    ),
  );
  if (rows.length)
    await db.calendarAttendee.createMany({ data: rows.map((row) => ({ ...row, eventId: id })) });
  ids[key] = id;
  return id;
}

beforeAll(async () => {
  team = await seedTeam("Metrics Events");
  const db = getDb();
  const ws = team.workspace.id;
  [mia, adam, olivia] = [team.member.user.id, team.admin.user.id, team.owner.user.id];
  owner = await activeMembership(team.owner.actor);
  member = await activeMembership(team.member.actor);
  web = await seedProject(db, ws, { name: "Web" });
  const secret = await seedProject(db, ws, { name: "Secret", private: true });
  webCal = (await seedProjectModule(db, web.id, { tag: "AICalendar", name: "Web calendar" })).id;
  secretCal = (await seedProjectModule(db, secret.id, { tag: "AICalendar", name: "Secret calendar" })).id;
  wspCal = (await seedWorkspaceModule(db, ws, "AICalendar")).id;

  await event(webCal, "E1", "Kickoff", t("03-03", "09:00", "11:00"), olivia, [adam, mia]);
  await event(webCal, "E2", "Review", t("03-10", "11:00", "13:00"), mia, []);
  const weekly = { rule: "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6" };
  const st = await event(webCal, "St", "Standup", t("03-02", "09:00", "09:30"), olivia, [adam, mia], weekly);
  const of = (originalStart: string) => ({ seriesId: st, originalStart, length: 1_800_000 });
  await event(webCal, "St-deleted", "Standup", t("03-04", "09:00", "09:30"), olivia, [adam, mia], {
    cancelled: true,
    exceptionOf: of("2026-03-04T09:00:00Z"),
  });
  await event(webCal, "StX", "Standup (moved)", t("03-12", "14:00", "15:00"), olivia, [adam], {
    exceptionOf: of("2026-03-09T09:00:00Z"),
  });
  const allDay = ["2026-03-05T00:00:00Z", "2026-03-06T00:00:00Z"] as [string, string];
  await event(webCal, "E4", "Offsite", allDay, olivia, [mia], { allDay: true });
  await event(webCal, "E5", "Private 1:1", t("03-06", "15:00", "16:00"), adam, [olivia], { busyOnly: true });
  await event(webCal, "E6", "Vendor call", t("03-13", "08:00", "08:30"), olivia, [
    { email: "guest@example.com" },
  ]);
  await event(webCal, "E7", "Planning", t("02-20", "10:00", "11:00"), mia, [mia]);
  await event(webCal, "E8", "Old", ["2025-10-01T10:00:00Z", "2025-10-01T11:00:00Z"], mia, [mia]);
  await event(wspCal, "W1", "Team sync", t("03-09", "16:00", "17:00"), adam, [mia]);
  await event(secretCal, "S1", "Secret plan", t("03-04", "10:00", "12:00"), adam, [adam]);
});

describe("events by person", () => {
  it("counts each attendee (else the creator); a busy-only event of others is nobody's", async () => {
    expect(await points(member, { x: "assignee", y: "event-count" })).toEqual([
      pt(mia, 6, "Mia Member"),
      pt(adam, 4, "Adam Admin"),
      pt(olivia, 1, "Olivia Owner"),
      pt("unassigned", 1),
    ]);
    expect(await points(member, { x: "assignee", y: "time-on-event" })).toEqual([
      pt(mia, 30, "Mia Member"),
      pt(adam, 4, "Adam Admin"),
      pt("unassigned", 1),
      pt(olivia, 0.5, "Olivia Owner"),
    ]);
  });

  it("shows the owner the private project's calendar and the busy-only event's people", async () => {
    expect(await points(owner, { x: "assignee", y: "event-count" })).toEqual([
      pt(mia, 6, "Mia Member"),
      pt(adam, 5, "Adam Admin"),
      pt(olivia, 2, "Olivia Owner"),
    ]);
    expect(await points(owner, { x: "assignee", y: "time-on-event" })).toEqual([
      pt(mia, 30, "Mia Member"),
      pt(adam, 6, "Adam Admin"),
      pt(olivia, 1.5, "Olivia Owner"),
    ]);
  });

  it("keeps the chosen people's events, and only their bars", async () => {
    expect(await points(member, { x: "assignee", y: "event-count", personIds: [adam] })).toEqual([
      pt(adam, 4, "Adam Admin"),
    ]);
    expect(await points(member, { x: "event-status", y: "event-count", personIds: [adam] })).toEqual([
      pt("upcoming", 2),
      pt("past", 2),
    ]);
    // The busy-only event's people are not the member's to see: no filter finds it.
    expect(await points(member, { x: "date", y: "event-count", personIds: [olivia] })).toEqual([
      pt("2026-03-13", 1),
    ]);
  });
});

describe("events by status", () => {
  it("is upcoming, ongoing or past relative to the dashboard's now", async () => {
    expect(await points(member, { x: "event-status", y: "event-count" })).toEqual([
      pt("upcoming", 3),
      pt("ongoing", 1),
      pt("past", 5),
    ]);
    expect(await points(member, { x: "event-status", y: "time-on-event" })).toEqual([
      pt("upcoming", 2),
      pt("ongoing", 2),
      pt("past", 28.5),
    ]);
    expect(await points(owner, { x: "event-status", y: "event-count" })).toEqual([
      pt("upcoming", 3),
      pt("ongoing", 1),
      pt("past", 6),
    ]);
  });
});

describe("events by date", () => {
  it("groups occurrence starts by day, week and month", async () => {
    expect(await points(member, { x: "date", y: "event-count" })).toEqual(
      ["03-02", "03-03", "03-05", "03-06", "03-09", "03-10", "03-11", "03-12", "03-13"].map((day) =>
        pt(`2026-${day}`, 1),
      ),
    );
    expect(await points(member, { x: "date", y: "event-count", bucket: "week" })).toEqual([
      pt("2026-03-02", 4),
      pt("2026-03-09", 5),
    ]);
    expect(await points(member, { x: "date", y: "time-on-event", bucket: "week" })).toEqual([
      pt("2026-03-02", 27.5),
      pt("2026-03-09", 5),
    ]);
    expect(await points(member, { x: "date", y: "event-count", bucket: "month" })).toEqual([
      pt("2026-03-01", 9),
    ]);
  });

  it("reads days in the chart's zone; an all-day event stays on its date", async () => {
    expect(await points(member, { x: "date", y: "event-count", zone: "Pacific/Auckland" })).toEqual([
      pt("2026-03-02", 1),
      pt("2026-03-03", 1),
      pt("2026-03-05", 1),
      pt("2026-03-07", 1),
      pt("2026-03-10", 1),
      pt("2026-03-11", 2),
      pt("2026-03-13", 2),
    ]);
    expect(await points(member, { x: "date", y: "event-count", zone: "America/Los_Angeles" })).toEqual(
      ["03-02", "03-03", "03-05", "03-06", "03-09", "03-10", "03-11", "03-12", "03-13"].map((day) =>
        pt(`2026-${day}`, 1),
      ),
    );
  });
});

describe("the period", () => {
  it("with none, counts the 90 days either side of now, every occurrence of a series in them", async () => {
    expect(await points(member, { x: "event-status", y: "event-count", from: null, to: null })).toEqual([
      pt("upcoming", 5),
      pt("ongoing", 1),
      pt("past", 6),
    ]);
  });

  it("keeps starts in [from, to)", async () => {
    const week = { from: new Date("2026-03-09T00:00:00Z"), to: new Date("2026-03-11T09:00:00Z") };
    expect(await points(member, { x: "assignee", y: "event-count", ...week })).toEqual([
      pt(mia, 2, "Mia Member"),
    ]);
    expect(
      await points(member, { x: "date", y: "event-count", from: new Date("2026-03-12T00:00:00Z"), to: null }),
    ).toEqual([pt("2026-03-12", 1), pt("2026-03-13", 1), pt("2026-03-16", 1), pt("2026-03-18", 1)]);
  });
});

describe("projects and modules", () => {
  it("narrows to the chart's projects and modules", async () => {
    expect(await points(member, { x: "event-status", y: "event-count", projectIds: [web.id] })).toEqual([
      pt("upcoming", 3),
      pt("ongoing", 1),
      pt("past", 4),
    ]);
    expect(await points(member, { x: "assignee", y: "event-count", moduleIds: [wspCal] })).toEqual([
      pt(mia, 1, "Mia Member"),
    ]);
    // A calendar the member cannot read counts nothing, even when named.
    expect(await points(member, { x: "assignee", y: "event-count", moduleIds: [secretCal] })).toEqual([]);
    expect(await points(owner, { x: "assignee", y: "event-count", moduleIds: [secretCal] })).toEqual([
      pt(adam, 1, "Adam Admin"),
    ]);
  });
});

describe("drill", () => {
  it("lists a point's occurrences newest first, opening each in its calendar", async () => {
    /** A row of the Web calendar: the occurrence's id (a series': its instance id), its title and start. */
    const row = (id: string, title: string, at: string) => ({
      id,
      title,
      subtitle: "Web calendar",
      href: `/project/${web.id}/ai-calendar/events/${id}/edit?moduleId=${webCal}&date=${at.slice(0, 10)}`,
      at,
    });
    const st = (at: string) => instanceId(ids.St!, Date.parse(at));
    expect(await drill(member, { x: "assignee", y: "event-count" }, mia)).toEqual([
      row(st("2026-03-11T09:00:00Z"), "Standup", "2026-03-11T09:00:00.000Z"),
      row(ids.E2!, "Review", "2026-03-10T11:00:00.000Z"),
      {
        id: ids.W1,
        title: "Team sync",
        subtitle: "AI calendar",
        href: `/workspace-modules/${wspCal}`,
        at: "2026-03-09T16:00:00.000Z",
      },
      row(ids.E4!, "Offsite", "2026-03-05T00:00:00.000Z"),
      row(ids.E1!, "Kickoff", "2026-03-03T09:00:00.000Z"),
      row(st("2026-03-02T09:00:00Z"), "Standup", "2026-03-02T09:00:00.000Z"),
    ]);
  });

  it("shows others' busy-only events as Busy, an exception by its own id, and stops at the limit", async () => {
    expect(await drill(member, { x: "assignee", y: "event-count" }, "unassigned")).toEqual([
      expect.objectContaining({ id: ids.E5, title: "Busy", at: "2026-03-06T15:00:00.000Z" }),
    ]);
    expect(await drill(owner, { x: "assignee", y: "event-count" }, olivia)).toEqual([
      expect.objectContaining({ id: ids.E6, title: "Vendor call" }),
      expect.objectContaining({ id: ids.E5, title: "Private 1:1" }),
    ]);
    expect(await drill(member, { x: "event-status", y: "event-count" }, "upcoming", 2)).toEqual([
      expect.objectContaining({ id: ids.E6, at: "2026-03-13T08:00:00.000Z" }),
      expect.objectContaining({ id: ids.StX, title: "Standup (moved)", at: "2026-03-12T14:00:00.000Z" }),
    ]);
    expect(
      (await drill(member, { x: "date", y: "event-count", bucket: "week" }, "2026-03-02")).map(
        (row) => row.id,
      ),
    ).toEqual([ids.E5, ids.E4, ids.E1, instanceId(ids.St!, Date.parse("2026-03-02T09:00:00Z"))]);
    expect(await drill(member, { x: "assignee", y: "event-count" }, adam, 50)).toHaveLength(4);
    expect(await drill(member, { x: "assignee", y: "event-count", personIds: [mia] }, adam)).toEqual([]);
  });
});
