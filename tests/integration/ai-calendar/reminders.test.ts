// The reminder job: due reminders of single events and each occurrence of a series reach the creator
// and member attendees through the inbox, once even when two nodes run the job at the same minute;
// a deleted occurrence reminds no one; someone who may not open the calendar is not told.
import { getDb } from "@/lib/server/db";
import { sendDueReminders } from "@/modules/ai-calendar/server/reminders";
import { deleteEvent, made, seedCalendar, type Calendar } from "./helpers";

let cal: Calendar;
beforeEach(async () => {
  cal = await seedCalendar();
});

const at = (iso: string) => Date.parse(iso);
const reminders = (userId: string) =>
  getDb().notification.findMany({
    where: { userId, kind: "calendar.reminder" },
    select: { params: true, link: true, moduleId: true },
    orderBy: { createdAt: "asc" },
  });

describe("calendar reminders", () => {
  it("tell the creator and member attendees once, even when two nodes run at the same minute", async () => {
    const { member, admin } = cal.team;
    await made(cal.moduleId, member, {
      title: "Board meeting",
      startDate: "2027-03-02T10:00:00.000Z",
      endDate: "2027-03-02T11:00:00.000Z",
      reminders: [10, 60],
      attendees: [{ userId: admin.user.id }, { email: "outside@example.com" }],
    });
    // 09:50:30: the 10-minute reminder is due (the hour's went at 09:00, outside this run's window).
    const runs = await Promise.all([
      sendDueReminders(at("2027-03-02T09:50:30Z")),
      sendDueReminders(at("2027-03-02T09:50:30Z")),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    for (const person of [member, admin]) {
      const told = await reminders(person.user.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        params: { excerpt: "Board meeting", moduleName: "Team calendar", count: 10 },
        moduleId: cal.moduleId,
      });
      expect(told[0]!.link).toMatch(
        new RegExp(`^/project/${cal.projectId}/ai-calendar/events/[0-9a-f]{24}/edit`),
      );
    }
    // A later run within the window sends nothing again.
    expect(await sendDueReminders(at("2027-03-02T09:55:00Z"))).toBe(0);
  });

  it("remind of each occurrence of a series but not of a deleted one, and not those who lost the calendar", async () => {
    const { member, viewer } = cal.team;
    const series = await made(cal.moduleId, member, {
      title: "Stand-up",
      startDate: "2027-03-15T08:00:00.000Z",
      endDate: "2027-03-15T08:15:00.000Z",
      timeZone: "Europe/Madrid",
      rule: "FREQ=DAILY;COUNT=5",
      reminders: [5],
      attendees: [{ userId: viewer.user.id }],
    });
    await deleteEvent(cal.moduleId, member, `${series.eventId}_20270317T080000Z`);
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: cal.team.workspace.id, userId: viewer.user.id },
    });
    let sent = 0;
    for (const day of ["15", "16", "17", "18"])
      sent += await sendDueReminders(at(`2027-03-${day}T07:56:00Z`));
    expect(sent).toBe(3);
    expect((await reminders(member.user.id)).map((row) => row.link)).toEqual([
      expect.stringContaining(`${series.eventId}_20270315T080000Z`),
      expect.stringContaining(`${series.eventId}_20270316T080000Z`),
      expect.stringContaining(`${series.eventId}_20270318T080000Z`),
    ]);
    expect(await reminders(viewer.user.id)).toEqual([]);
  });
});
