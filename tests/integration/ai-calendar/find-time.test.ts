// Find a time: the next times within working hours when all asked are free, across their events in
// every calendar of the workspace (created or attending, series expanded, exceptions in place) and,
// when asked, their tracked time; people of another workspace are refused.
import { POST as findRoute } from "@/app/api/v1/ai-calendar/[moduleId]/find-time/route";
import { GET as peopleRoute } from "@/app/api/v1/ai-calendar/[moduleId]/people/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import type { CalendarPerson, FreeSlots } from "@/modules/ai-calendar/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import { deleteEvent, made, seedCalendar, type Calendar } from "./helpers";

let cal: Calendar;
beforeEach(async () => {
  cal = await seedCalendar();
  await getDb().user.updateMany({
    where: { id: { in: [cal.team.member.user.id, cal.team.admin.user.id] } },
    data: { timeZone: "Europe/Madrid" },
  });
});

const find = (body: Record<string, unknown>, token = cal.team.member.token) =>
  call<FreeSlots>(findRoute, { method: "POST", token, params: { moduleId: cal.moduleId }, body });
// Monday 1 March 2027, Madrid (UTC+1): working hours are 08:00–16:00 UTC.
const MONDAY = { from: "2027-03-01T00:00:00.000Z", to: "2027-03-06T00:00:00.000Z" };

describe("find a time", () => {
  it("skips everyone's events, in this calendar and another, series included", async () => {
    const { member, admin } = cal.team;
    await made(cal.moduleId, member, {
      title: "Focus",
      startDate: "2027-03-01T08:00:00.000Z",
      endDate: "2027-03-01T10:00:00.000Z",
    });
    // The admin attends a daily stand-up 11:00–11:30 (Madrid) in a second calendar of the project.
    const other = (await seedProjectModule(getDb(), cal.projectId, { tag: "AICalendar" })).id;
    const series = await made(other, admin, {
      title: "Stand-up",
      startDate: "2027-03-01T10:00:00.000Z",
      endDate: "2027-03-01T10:30:00.000Z",
      timeZone: "Europe/Madrid",
      rule: "FREQ=DAILY",
    });
    const res = await find({ userIds: [member.user.id, admin.user.id], minutes: 60, ...MONDAY, limit: 3 });
    expect(res.status).toBe(200);
    // The member is busy 09:00–11:00 Madrid, the admin 11:00–11:30: from 11:30, on the half hours.
    expect(res.body.slots).toEqual([
      { startDate: "2027-03-01T10:30:00.000Z", endDate: "2027-03-01T11:30:00.000Z" },
      { startDate: "2027-03-01T11:00:00.000Z", endDate: "2027-03-01T12:00:00.000Z" },
      { startDate: "2027-03-01T11:30:00.000Z", endDate: "2027-03-01T12:30:00.000Z" },
    ]);
    // Deleting Monday's stand-up frees 11:00 Madrid.
    await deleteEvent(other, admin, `${series.eventId}_20270301T100000Z`);
    const after = await find({ userIds: [member.user.id, admin.user.id], minutes: 90, ...MONDAY, limit: 1 });
    expect(after.body.slots).toEqual([
      { startDate: "2027-03-01T10:00:00.000Z", endDate: "2027-03-01T11:30:00.000Z" },
    ]);
  });

  it("counts tracked time when asked, and refuses people of another workspace and bad ranges", async () => {
    const { member } = cal.team;
    const tracker = (await seedProjectModule(getDb(), cal.projectId, { tag: "TimeTracker" })).id;
    await getDb().timeEntry.create({
      data: {
        id: newId(),
        workspaceId: cal.team.workspace.id,
        moduleId: tracker,
        projectModuleId: tracker,
        userId: member.user.id,
        description: "Support",
        start: new Date("2027-03-01T08:00:00.000Z"),
        end: new Date("2027-03-01T12:00:00.000Z"),
      },
    });
    const plain = await find({ userIds: [member.user.id], minutes: 30, ...MONDAY, limit: 1 });
    expect(plain.body.slots[0]!.startDate).toBe("2027-03-01T08:00:00.000Z");
    const tracked = await find({
      userIds: [member.user.id],
      minutes: 30,
      ...MONDAY,
      limit: 1,
      includeTracked: true,
    });
    expect(tracked.body.slots[0]!.startDate).toBe("2027-03-01T12:00:00.000Z");

    const other = await seedTeam("Other");
    const refused = await find({ userIds: [other.owner.user.id], minutes: 30, ...MONDAY });
    expect(refused.status).toBe(400);
    expect(
      (await find({ userIds: [member.user.id], minutes: 30, ...MONDAY }, other.owner.token)).status,
    ).toBe(404);
    const long = await find({
      userIds: [member.user.id],
      minutes: 30,
      from: MONDAY.from,
      to: "2027-05-01T00:00:00.000Z",
    });
    expect(JSON.stringify(long.body)).toContain("Look at most 31 days ahead");
    expect(JSON.stringify((await find({ userIds: [member.user.id], minutes: 2, ...MONDAY })).body)).toContain(
      "from 5 minutes to 8 hours",
    );
  });
});

it("lists the people who can open the calendar, by name, without their addresses", async () => {
  const people = (q: string, token = cal.team.member.token) =>
    call<CalendarPerson[]>(peopleRoute, {
      token,
      params: { moduleId: cal.moduleId },
      url: `http://localhost:3000/api/v1/ai-calendar/${cal.moduleId}/people?q=${encodeURIComponent(q)}`,
    });
  const all = await people("");
  expect(all.status).toBe(200);
  expect(all.body.map((person) => person.id)).toContain(cal.team.admin.user.id);
  expect(JSON.stringify(all.body)).not.toContain("@");
  const narrowed = await people(cal.team.admin.user.name);
  expect(narrowed.body).toEqual([{ id: cal.team.admin.user.id, name: cal.team.admin.user.name }]);
  const other = await seedTeam("Other");
  expect((await people("", other.owner.token)).status).toBe(404);
});
