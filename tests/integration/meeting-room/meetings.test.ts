// Meeting room's meetings on the spec's paths (/api/v1/dashboard/{dashboardId}/meeting-room,
// …/{id}, …/integration/create-meeting): scheduling with the spec's messages, the link, listing a
// range, details, deleting, rights and another workspace's ids.
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import * as api from "./helpers";

let team: Team;
let moduleId: string;
beforeEach(async () => {
  ({ team, moduleId } = await api.seedRoom());
});

const schedule = (by: Caller, body: unknown, id = moduleId) => api.schedule(id, by, body);
const list = (by: Caller, from: string, to: string, id = moduleId) => api.list(id, by, from, to);
const details = (by: Caller, meetingId: string, id = moduleId) => api.details(id, by, meetingId);
const remove = (by: Caller, meetingId: string, id = moduleId) => api.remove(id, by, meetingId);
const newLink = (by: Caller, id = moduleId) => api.newLink(id, by);

const inAWeek = Date.now() + 7 * 86_400_000;
const sync = () => ({
  summary: "Team Sync Meeting",
  startTime: new Date(inAWeek).toISOString(),
  endTime: new Date(inAWeek + 30 * 60_000).toISOString(),
  reminders: [60],
  attendees: [{ userId: team.admin.user.id }, { email: "Client@Example.org" }],
});

describe("meetings", () => {
  it("schedules with a link from create-meeting, lists, shows the details and deletes", async () => {
    const { member, admin } = team;
    const link = await newLink(member);
    expect(link.status).toBe(200);
    expect(link.body.meetLink).toMatch(/^http:\/\/localhost:3000\/meet\/[\w-]{54}$/);

    const created = await schedule(member, {
      ...sync(),
      meetLink: link.body.meetLink,
      reminders: [60, 15, 60],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      summary: "Team Sync Meeting",
      timeZone: "Europe/Madrid",
      reminders: [15, 60],
      meetLink: link.body.meetLink,
      host: { id: member.user.id, name: "Mia Member" },
      canDelete: true,
    });
    // The host attends (accepted, flagged); members by name only; the outside address as written.
    expect(created.body.attendees).toEqual(
      expect.arrayContaining([
        { userId: member.user.id, name: "Mia Member", email: null, response: "accepted", host: true },
        { userId: admin.user.id, name: "Adam Admin", email: null, response: "needsAction", host: false },
        {
          userId: null,
          name: "client@example.org",
          email: "client@example.org",
          response: "needsAction",
          host: false,
        },
      ]),
    );
    expect(created.body.attendees).toHaveLength(3);

    const day = new Date(inAWeek);
    day.setUTCHours(0, 0, 0, 0);
    const listed = await list(
      team.viewer,
      day.toISOString(),
      new Date(day.getTime() + 2 * 86_400_000).toISOString(),
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      truncated: false,
      data: [{ id: created.body.id, canDelete: false }],
    });
    const before = await list(
      member,
      new Date(inAWeek - 3 * 86_400_000).toISOString(),
      new Date(inAWeek - 86_400_000).toISOString(),
    );
    expect(before.body.data).toEqual([]);

    expect((await details(team.viewer, created.body.id)).body.summary).toBe("Team Sync Meeting");
    // Someone who neither hosts it nor may delete in the module cannot delete it; its host can.
    expect((await remove(team.viewer, created.body.id)).status).toBe(403);
    expect((await remove(member, created.body.id)).status).toBe(200);
    expect((await details(member, created.body.id)).status).toBe(404);
  });

  it("answers each bad input with the spec's message", async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await schedule(team.member, { ...sync(), ...body });
      expect(res.status).toBe(400);
      return JSON.stringify(res.body);
    };
    expect(await bad({ summary: "  " })).toContain("Title is required");
    expect(await bad({ startTime: undefined })).toContain("Date is required");
    expect(await bad({ endTime: undefined })).toContain("Please select start and end date");
    expect(await bad({ endTime: sync().startTime })).toContain("Please select start and end date");
    expect(await bad({ reminders: [] })).toContain("Please select reminders.");
    expect(await bad({ reminders: [45] })).toContain("Please select reminders.");
    expect(await bad({ attendees: [] })).toContain("Please select attendee(s)");
    expect(await bad({ attendees: [{ email: "not an address" }] })).toContain("Invalid email");
    const yesterday = Date.now() - 86_400_000;
    expect(
      await bad({
        startTime: new Date(yesterday).toISOString(),
        endTime: new Date(yesterday + 1_800_000).toISOString(),
      }),
    ).toContain("A meeting cannot start in the past");
    // A link this server did not make is refused.
    expect(await bad({ meetLink: `http://localhost:3000/meet/${"a".repeat(54)}` })).toContain(
      "This meeting link was not made here",
    );
    const other = await seedTeam("Other");
    expect(await bad({ attendees: [{ userId: other.member.user.id }] })).toContain(
      "Choose members of this workspace",
    );
    // Outside addresses are e-mailed: only from someone whose own address is verified.
    await getDb().user.update({ where: { id: team.member.user.id }, data: { emailVerifiedAt: null } });
    const unverified = await schedule(team.member, sync());
    expect(unverified.status).toBe(403);
    expect(JSON.stringify(unverified.body)).toContain("Verify your e-mail address");
    expect(await getDb().meeting.count()).toBe(0);
    expect(
      (await schedule(team.member, { ...sync(), attendees: [{ userId: team.admin.user.id }] })).status,
    ).toBe(201);
  });

  it("keeps other workspaces out, and viewers from scheduling", async () => {
    const made = await schedule(team.member, sync());
    expect((await schedule(team.viewer, sync())).status).toBe(403);
    expect((await newLink(team.viewer)).status).toBe(403);

    const other = await seedTeam("Other");
    const range = [new Date(Date.now()).toISOString(), new Date(inAWeek + 86_400_000).toISOString()] as const;
    expect((await list(other.owner, ...range)).status).toBe(404);
    expect((await details(other.owner, made.body.id)).status).toBe(404);
    expect((await remove(other.owner, made.body.id)).status).toBe(404);
    expect((await schedule(other.owner, sync())).status).toBe(404);
    // A meeting of another module is not found through this one; an id of the wrong shape is refused.
    const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirs = (await seedProjectModule(getDb(), otherProject.id, { tag: "MeetingRoom" })).id;
    const theirMeeting = await schedule(
      other.owner,
      { ...sync(), attendees: [{ email: "x@example.org" }] },
      theirs,
    );
    expect(theirMeeting.status).toBe(201);
    expect((await details(team.owner, theirMeeting.body.id)).status).toBe(404);
    expect((await details(team.owner, "nope")).status).toBe(400);
    // A module of another kind is not a meeting room.
    const board = await seedProjectModule(getDb(), (await seedProject(getDb(), team.workspace.id)).id);
    expect((await list(team.owner, ...range, board.id)).status).toBe(404);
  });
});
