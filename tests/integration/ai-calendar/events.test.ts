// AI calendar's events on the spec's paths (/api/v1/dashboard/{dashboardId}/ai-calendar/events): rights,
// another workspace's ids, validation, ranges, busy-only events and people.
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam } from "../workspaces/helpers";
import {
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  made,
  patchEvent,
  seedCalendar,
  type Calendar,
} from "./helpers";

let cal: Calendar;

beforeEach(async () => {
  cal = await seedCalendar();
});

const lunch = {
  title: "Lunch with Ana",
  startDate: "2026-12-02T12:00:00.000Z",
  endDate: "2026-12-02T13:30:00.000Z",
  color: "#12B886",
  timeZone: "Europe/Madrid",
};
const DECEMBER = ["2026-11-30T00:00:00.000Z", "2027-01-04T00:00:00.000Z"] as const;

describe("AI calendar events", () => {
  it("creates, reads, lists, changes and deletes an event with the spec's fields", async () => {
    const { member } = cal.team;
    const event = await made(cal.moduleId, member, {
      ...lunch,
      description: "<p>Table <script>x</script>for two</p>",
    });
    expect(event).toMatchObject({
      title: "Lunch with Ana",
      startDate: "2026-12-02T12:00:00.000Z",
      endDate: "2026-12-02T13:30:00.000Z",
      color: "#12b886",
      allDay: false,
      timeZone: "Europe/Madrid",
      rule: null,
      seriesId: null,
      description: "<p>Table for two</p>",
      createdBy: { id: member.user.id },
      canEdit: true,
    });
    expect((await getEvent(cal.moduleId, member, event.id)).body.title).toBe("Lunch with Ana");
    const listed = await listEvents(cal.moduleId, cal.team.viewer, ...DECEMBER);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item) => item.id)).toEqual([event.id]);
    expect(listed.body.data[0]).toMatchObject({ canEdit: false, title: "Lunch with Ana", color: "#12b886" });
    expect((await getEvent(cal.moduleId, cal.team.viewer, event.id)).body).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
    expect(listed.body.truncated).toBe(false);
    // Outside the range: not listed.
    expect(
      (await listEvents(cal.moduleId, member, "2027-01-04T00:00:00Z", "2027-02-01T00:00:00Z")).body.data,
    ).toEqual([]);

    const moved = await patchEvent(cal.moduleId, member, event.id, {
      startDate: "2026-12-03T12:00:00.000Z",
      endDate: "2026-12-03T13:00:00.000Z",
      title: "Lunch",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      title: "Lunch",
      startDate: "2026-12-03T12:00:00.000Z",
      color: "#12b886",
    });

    expect((await deleteEvent(cal.moduleId, member, event.id)).status).toBe(200);
    expect((await getEvent(cal.moduleId, member, event.id)).status).toBe(404);
  });

  it("keeps all-day events on their dates, the end the day after the last", async () => {
    const { member } = cal.team;
    const oneDay = await made(cal.moduleId, member, {
      title: "Holiday",
      startDate: "2026-12-08",
      endDate: "2026-12-08",
      allDay: true,
    });
    expect(oneDay).toMatchObject({
      startDate: "2026-12-08T00:00:00.000Z",
      endDate: "2026-12-09T00:00:00.000Z",
    });
    const trip = await made(cal.moduleId, member, {
      title: "Trip",
      startDate: "2026-12-21",
      endDate: "2026-12-24",
      allDay: true,
    });
    const listed = await listEvents(cal.moduleId, member, "2026-12-22T00:00:00Z", "2026-12-23T00:00:00Z");
    expect(listed.body.data.map((item) => item.id)).toEqual([trip.id]);
    // A change of its title leaves its days as they are.
    const renamed = await patchEvent(cal.moduleId, member, trip.id, { title: "Trip to Lisbon" });
    expect(renamed.body).toMatchObject({
      startDate: "2026-12-21T00:00:00.000Z",
      endDate: "2026-12-24T00:00:00.000Z",
    });
    const oneMore = await patchEvent(cal.moduleId, member, oneDay.id, { color: "#c92a2a" });
    expect(oneMore.body).toMatchObject({
      startDate: "2026-12-08T00:00:00.000Z",
      endDate: "2026-12-09T00:00:00.000Z",
    });
  });

  it("answers each bad input with its message", async () => {
    const { member } = cal.team;
    const bad = async (body: Record<string, unknown>) => {
      const res = await createEvent(cal.moduleId, member, { ...lunch, ...body });
      expect(res.status).toBe(400);
      return JSON.stringify(res.body);
    };
    expect(await bad({ title: "  " })).toContain("Title is required");
    expect(await bad({ endDate: "2026-12-02T11:00:00.000Z" })).toContain(
      "The end must not be before the start",
    );
    expect(await bad({ startDate: "2026-12-02" })).toContain("Enter a valid date and time");
    expect(await bad({ color: "red" })).toContain("Choose a colour");
    expect(await bad({ rule: "FREQ=HOURLY" })).toContain("This repetition is not supported");
    expect(await bad({ reminders: [7] })).toContain("Choose a reminder from the list");
    expect(await bad({ url: "javascript:alert(1)" })).toContain("Enter a link starting with http");
    expect(await bad({ timeZone: "Mars/Olympus" })).toContain("Unknown time zone");
    expect(await bad({ endDate: "2028-01-01T00:00:00.000Z" })).toContain("366 days");
    const range = await listEvents(cal.moduleId, member, "2026-12-01T00:00:00Z", "2027-06-01T00:00:00Z");
    expect(range.status).toBe(400);
    expect(JSON.stringify(range.body)).toContain("at most 93 days");
    expect((await getEvent(cal.moduleId, member, "nope")).status).toBe(400);
  });

  it("lets viewers read only, members change their own events, and admins any", async () => {
    const { member, viewer, admin, guest } = cal.team;
    expect((await createEvent(cal.moduleId, viewer, lunch)).status).toBe(403);
    const mine = await made(cal.moduleId, member, lunch);
    const admins = await made(cal.moduleId, admin, { ...lunch, title: "Board meeting" });
    expect((await patchEvent(cal.moduleId, viewer, mine.id, { title: "x" })).status).toBe(403);
    expect((await deleteEvent(cal.moduleId, viewer, mine.id)).status).toBe(403);
    expect((await patchEvent(cal.moduleId, admin, mine.id, { title: "Checked" })).status).toBe(200);
    const memberOnAdmins = await patchEvent(cal.moduleId, member, admins.id, { title: "Mine now" });
    const listed = await listEvents(cal.moduleId, member, ...DECEMBER);
    const seen = listed.body.data.find((item) => item.id === admins.id)!;
    // What the member is told they may do is what the server lets them do.
    expect(memberOnAdmins.status).toBe(seen.canEdit ? 200 : 403);
    // A guest who cannot open the project does not find the module.
    expect([403, 404]).toContain((await listEvents(cal.moduleId, guest, ...DECEMBER)).status);
  });

  it("does not find another workspace's module or events, nor an event through another module", async () => {
    const event = await made(cal.moduleId, cal.team.member, lunch);
    const other = await seedTeam("Other");
    expect((await listEvents(cal.moduleId, other.owner, ...DECEMBER)).status).toBe(404);
    expect((await getEvent(cal.moduleId, other.owner, event.id)).status).toBe(404);
    expect((await patchEvent(cal.moduleId, other.owner, event.id, { title: "x" })).status).toBe(404);
    expect((await deleteEvent(cal.moduleId, other.owner, event.id)).status).toBe(404);
    // Their own calendar does not reach ours by the event's id.
    const theirProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirs = (await seedProjectModule(getDb(), theirProject.id, { tag: "AICalendar" })).id;
    expect((await getEvent(theirs, other.owner, event.id)).status).toBe(404);
    expect((await patchEvent(theirs, other.owner, event.id, { title: "x" })).status).toBe(404);
    // Nor does a second calendar of the same project, nor a module of another kind.
    const second = (await seedProjectModule(getDb(), cal.projectId, { tag: "AICalendar" })).id;
    expect((await getEvent(second, cal.team.member, event.id)).status).toBe(404);
    const board = (await seedProjectModule(getDb(), cal.projectId, { tag: "TaskManagement" })).id;
    expect((await listEvents(board, cal.team.member, ...DECEMBER)).status).toBe(404);
  });

  it("shows someone else's busy-only event as busy, without details, to all but its people", async () => {
    const { member, admin, viewer } = cal.team;
    const event = await made(cal.moduleId, member, {
      ...lunch,
      title: "Doctor",
      description: "<p>Check-up</p>",
      location: "Clinic",
      busyOnly: true,
      attendees: [{ userId: admin.user.id }],
    });
    const listedFor = async (caller: typeof viewer) =>
      (await listEvents(cal.moduleId, caller, ...DECEMBER)).body.data.find(
        (item) => item.eventId === event.eventId,
      )!;
    const readBy = async (caller: typeof viewer) => (await getEvent(cal.moduleId, caller, event.id)).body;
    expect(await listedFor(viewer)).toMatchObject({
      title: "Busy",
      restricted: true,
      startDate: lunch.startDate,
    });
    expect(await readBy(viewer)).toMatchObject({
      title: "Busy",
      description: "",
      location: null,
      attendees: [],
      restricted: true,
      startDate: lunch.startDate,
    });
    expect(await listedFor(admin)).toMatchObject({ title: "Doctor", restricted: false });
    expect(await readBy(admin)).toMatchObject({ title: "Doctor", restricted: false });
    expect(await readBy(member)).toMatchObject({ title: "Doctor", location: "Clinic" });
  });

  it("invites members by id and outside people by address, and refuses another workspace's member", async () => {
    const { member, admin } = cal.team;
    const event = await made(cal.moduleId, member, {
      ...lunch,
      attendees: [{ userId: admin.user.id }, { email: "Guest@Example.com" }, { email: admin.user.email }],
    });
    // By address.
    expect(event.attendees).toEqual(
      [
        {
          userId: admin.user.id,
          email: admin.user.email.toLowerCase(),
          name: admin.user.name,
          response: "needsAction",
        },
        { userId: null, email: "guest@example.com", name: null, response: "needsAction" },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const other = await seedTeam("Other");
    const refused = await createEvent(cal.moduleId, member, {
      ...lunch,
      attendees: [{ userId: other.owner.user.id }],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Invite members of this workspace");
    const dropped = await patchEvent(cal.moduleId, member, event.id, {
      attendees: [{ email: "guest@example.com" }],
    });
    expect(dropped.body.attendees.map((item) => item.email)).toEqual(["guest@example.com"]);
  });
});
