// Free/busy across kinds (lib/server/calendar/busy.ts): the meeting drawer's hints read when members
// are busy in every calendar and meeting room of the workspace — times only, declined meetings not
// counted — and the AI calendar's find a time now skips meetings too.
import { POST as findRoute } from "@/app/api/v1/ai-calendar/[moduleId]/find-time/route";
import { POST as busyRoute } from "@/app/api/v1/meeting-room/[moduleId]/busy/route";
import { getDb } from "@/lib/server/db";
import type { FreeSlots } from "@/modules/ai-calendar/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { made as madeEvent } from "../ai-calendar/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";
import { answer, made, seedRoom, type Room } from "./helpers";

type Busy = { userId: string; busy: { startDate: string; endDate: string }[] }[];

let room: Room;
let calendar: string;
beforeEach(async () => {
  room = await seedRoom();
  calendar = (await seedProjectModule(getDb(), room.projectId, { tag: "AICalendar", name: "Team" })).id;
  await getDb().user.update({ where: { id: room.team.admin.user.id }, data: { timeZone: "Europe/Madrid" } });
});

const busyOf = (by: Caller, body: unknown, moduleId = room.moduleId) =>
  call<Busy>(busyRoute, { method: "POST", token: by.token, params: { moduleId }, body });
// Monday 1 March 2027.
const DAY = { from: "2027-03-01T00:00:00.000Z", to: "2027-03-02T00:00:00.000Z" };

describe("free/busy", () => {
  it("merges a member's calendar events and meetings, without declined ones", async () => {
    const { member, admin } = room.team;
    await madeEvent(calendar, admin, {
      title: "Dentist",
      startDate: "2027-03-01T09:00:00.000Z",
      endDate: "2027-03-01T10:00:00.000Z",
      busyOnly: true,
    });
    const sync = await made(room.moduleId, member, {
      summary: "Sync",
      startTime: "2027-03-01T09:30:00.000Z",
      endTime: "2027-03-01T10:30:00.000Z",
      reminders: [15],
      attendees: [{ userId: admin.user.id }],
    });
    const review = await made(room.moduleId, member, {
      summary: "Review",
      startTime: "2027-03-01T14:00:00.000Z",
      endTime: "2027-03-01T15:00:00.000Z",
      reminders: [15],
      attendees: [{ userId: admin.user.id }],
    });
    const seen = await busyOf(member, { userIds: [admin.user.id, member.user.id], ...DAY });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      {
        userId: admin.user.id,
        busy: [
          { startDate: "2027-03-01T09:00:00.000Z", endDate: "2027-03-01T10:30:00.000Z" },
          { startDate: "2027-03-01T14:00:00.000Z", endDate: "2027-03-01T15:00:00.000Z" },
        ],
      },
      {
        userId: member.user.id,
        busy: [
          { startDate: "2027-03-01T09:30:00.000Z", endDate: "2027-03-01T10:30:00.000Z" },
          { startDate: "2027-03-01T14:00:00.000Z", endDate: "2027-03-01T15:00:00.000Z" },
        ],
      },
    ]);
    // Declined, the review no longer makes the admin busy; nothing says what any of it was.
    await answer(room.moduleId, admin, review.id, "declined");
    const after = await busyOf(member, { userIds: [admin.user.id], ...DAY });
    expect(after.body[0]!.busy).toEqual([
      { startDate: "2027-03-01T09:00:00.000Z", endDate: "2027-03-01T10:30:00.000Z" },
    ]);
    expect(JSON.stringify(after.body)).not.toMatch(/Dentist|Sync/);
    expect(sync.id).toBeTruthy();

    // The calendar's find a time skips the meeting: the admin's first free hour is 10:30 (11:30 Madrid).
    const found = await call<FreeSlots>(findRoute, {
      method: "POST",
      token: member.token,
      params: { moduleId: calendar },
      body: { userIds: [admin.user.id], minutes: 60, from: "2027-03-01T09:00:00.000Z", to: DAY.to, limit: 1 },
    });
    expect(found.body.slots[0]).toEqual({
      startDate: "2027-03-01T10:30:00.000Z",
      endDate: "2027-03-01T11:30:00.000Z",
    });
  });

  it("refuses people of another workspace, a range over a week and other workspaces' modules", async () => {
    const other = await seedTeam("Other");
    const bad = await busyOf(room.team.member, { userIds: [other.member.user.id], ...DAY });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Choose members of this workspace");
    const long = await busyOf(room.team.member, {
      userIds: [room.team.admin.user.id],
      from: DAY.from,
      to: "2027-03-09T00:00:00.000Z",
    });
    expect(long.status).toBe(400);
    expect((await busyOf(other.owner, { userIds: [other.owner.user.id], ...DAY })).status).toBe(404);
  });
});
