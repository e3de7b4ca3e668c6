// Recurring meetings (the calendar's rules) listed as occurrences, and the reminder job: each
// (meeting, occurrence, lead time) reaches the host and the invited members who have not declined
// through the inbox, once even when two nodes run the job at the same minute.
import { getDb } from "@/lib/server/db";
import { sendDueMeetingReminders } from "@/modules/meeting-room/server/reminders";
import { answer, details, edit, list, made, remove, schedule, seedRoom, type Room } from "./helpers";

let room: Room;
beforeEach(async () => {
  room = await seedRoom();
});

const at = (iso: string) => Date.parse(iso);
const reminders = (userId: string) =>
  getDb().notification.findMany({
    where: { userId, kind: "meeting.reminder" },
    select: { params: true, link: true },
    orderBy: { createdAt: "asc" },
  });
const standUp = () => ({
  summary: "Stand-up",
  startTime: "2027-03-15T08:00:00.000Z",
  endTime: "2027-03-15T08:15:00.000Z",
  timeZone: "Europe/Madrid",
  rule: "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4",
  reminders: [15],
  attendees: [{ userId: room.team.admin.user.id }],
});

describe("recurring meetings", () => {
  it("lists each occurrence in a range, on the series' wall clock", async () => {
    const { member } = room.team;
    const series = await made(room.moduleId, member, standUp());
    expect(series.rule).toBe("FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4");
    const month = await list(room.moduleId, member, "2027-03-01T00:00:00Z", "2027-04-30T00:00:00Z");
    expect(month.body.data.map((item) => item.startTime)).toEqual([
      "2027-03-15T08:00:00.000Z",
      "2027-03-17T08:00:00.000Z",
      "2027-03-22T08:00:00.000Z",
      "2027-03-24T08:00:00.000Z",
    ]);
    expect(month.body.data.every((item) => item.id === series.id)).toBe(true);
    // After the clocks change (28 March in Madrid) a never-ending series stays at 09:00 local.
    await edit(room.moduleId, member, series.id, { ...standUp(), rule: "FREQ=WEEKLY;BYDAY=MO" });
    const april = await list(room.moduleId, member, "2027-04-05T00:00:00Z", "2027-04-06T00:00:00Z");
    expect(april.body.data.map((item) => item.startTime)).toEqual(["2027-04-05T07:00:00.000Z"]);
    // Its details opened on an occurrence give that occurrence's own times; the series' stay.
    const opened = await details(room.moduleId, member, series.id, "2027-04-05T07:00:00.000Z");
    expect(opened.body.occurrence).toEqual({
      startTime: "2027-04-05T07:00:00.000Z",
      endTime: "2027-04-05T07:15:00.000Z",
    });
    expect(opened.body.startTime).toBe("2027-03-15T08:00:00.000Z");
    expect(
      (await details(room.moduleId, member, series.id, "2027-04-06T07:00:00.000Z")).body.occurrence,
    ).toBeNull();
    const badAt = await details(room.moduleId, member, series.id, "yesterday");
    expect(badAt.status).toBe(400);
    expect(JSON.stringify(badAt.body)).toContain("Choose an occurrence by its start");
    const far = await list(room.moduleId, member, "2030-01-07T00:00:00Z", "2030-01-08T00:00:00Z");
    expect(far.body.data).toHaveLength(1);

    const bad = await schedule(room.moduleId, member, { ...standUp(), rule: "FREQ=HOURLY" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Choose how the meeting repeats");
    // Deleted, its occurrences go (and remind no one: the job reads every module's meetings).
    expect((await remove(room.moduleId, member, series.id)).status).toBe(200);
    expect(
      (await list(room.moduleId, member, "2030-01-07T00:00:00Z", "2030-01-08T00:00:00Z")).body.data,
    ).toEqual([]);
  });
});

describe("meeting reminders", () => {
  it("tell the host and invited members once, even when two nodes run at the same minute", async () => {
    const { member, admin } = room.team;
    await made(room.moduleId, member, {
      summary: "Board review",
      startTime: "2027-03-02T10:00:00.000Z",
      endTime: "2027-03-02T11:00:00.000Z",
      reminders: [15, 60],
      attendees: [{ userId: admin.user.id }, { email: "outside@example.com" }],
    });
    const runs = await Promise.all([
      sendDueMeetingReminders(at("2027-03-02T09:45:30Z")),
      sendDueMeetingReminders(at("2027-03-02T09:45:30Z")),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    for (const person of [member, admin]) {
      const told = await reminders(person.user.id);
      expect(told).toHaveLength(1);
      expect(told[0]!.params).toEqual({ excerpt: "Board review", moduleName: "Rooms", count: 15 });
      expect(told[0]!.link).toMatch(
        new RegExp(`^/project/${room.projectId}/meeting-room/[0-9a-f]{24}\\?moduleId=`),
      );
    }
    expect(await sendDueMeetingReminders(at("2027-03-02T09:50:00Z"))).toBe(0);
  });

  it("remind of each occurrence of a series, and not those who declined", async () => {
    const { member, admin } = room.team;
    const series = await made(room.moduleId, member, standUp());
    // The second occurrence (Wednesday 17th, 09:00 in Madrid): its 15-minute reminder at 07:45Z.
    expect(await sendDueMeetingReminders(at("2027-03-17T07:46:00Z"))).toBe(1);
    expect(await reminders(admin.user.id)).toHaveLength(1);
    await answer(room.moduleId, admin, series.id, "declined");
    expect(await sendDueMeetingReminders(at("2027-03-22T07:46:00Z"))).toBe(1);
    expect(await reminders(admin.user.id)).toHaveLength(1);
    expect(await reminders(member.user.id)).toHaveLength(2);
    // Between occurrences nothing is due.
    expect(await sendDueMeetingReminders(at("2027-03-18T07:46:00Z"))).toBe(0);
  });
});
