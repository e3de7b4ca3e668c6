// Outside guests invited by e-mail (RFC 5546): a REQUEST when invited and on every change (same UID,
// SEQUENCE raised), a CANCEL when taken off or when the event is deleted; members get none. Through
// the real mail path: the outbox row and what an SMTP server received (the text/calendar part).
import { getDb } from "@/lib/server/db";
import { invitationsTo, receivedBy as receivedByOf, startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createEvent, deleteEvent, made, patchEvent, seedCalendar, type Calendar } from "./helpers";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  // Read by env() on first use, which comes after this.
  process.env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());

let cal: Calendar;
let since: Date;
beforeEach(async () => {
  smtp.received.length = 0;
  since = new Date();
  cal = await seedCalendar();
});

const GUEST = "guest@example.org";
const lunch = {
  title: "Lunch with Ana",
  startDate: "2027-03-02T12:00:00.000Z",
  endDate: "2027-03-02T13:30:00.000Z",
  timeZone: "Europe/Madrid",
  location: "Casa Lucio",
};

const receivedBy = (to: string) => receivedByOf(smtp, to);
const outbox = (to: string) => invitationsTo(to, since);

describe("invitations to outside guests", () => {
  it("sends a REQUEST on invitation and on each change, and a CANCEL when the guest is taken off", async () => {
    const { member, admin } = cal.team;
    const event = await made(cal.moduleId, member, {
      ...lunch,
      attendees: [{ email: "Guest@Example.org" }, { userId: admin.user.id }],
    });
    const [first] = await outbox(GUEST);
    expect(first).toMatchObject({
      subject: "Invitation: Lunch with Ana — Tuesday, March 2, 2027 at 1:00 PM (Europe/Madrid)",
      status: "sent",
      calendarMethod: "REQUEST",
    });
    expect(first!.calendar).toContain("METHOD:REQUEST");
    expect(first!.calendar).toContain(`UID:${event.uid}`);
    expect(first!.calendar).toContain("SEQUENCE:0");
    expect(first!.calendar).toContain("DTSTART;TZID=Europe/Madrid:20270302T130000");
    expect(first!.calendar).toMatch(/ORGANIZER;CN="?Mia Member"?:mailto:/i);
    expect(first!.calendar).toMatch(/ATTENDEE;[^\r\n]*RSVP=TRUE[^\r\n]*:mailto:guest@example\.org/i);
    // Members are told in the app: no invitation e-mail for them.
    expect(await outbox(admin.user.email)).toEqual([]);
    // The mail app reads the text/calendar part (Accept/Decline), and the text says what and when.
    const [delivered] = receivedBy(GUEST);
    expect(delivered).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(delivered).toContain("Mia Member invited you to ");
    expect(delivered).toContain("Where: Casa Lucio");

    // A new title is sent again with the same revision (RFC 5546: not a significant change); new
    // times raise SEQUENCE, so calendars replace the event.
    expect((await patchEvent(cal.moduleId, member, event.id, { title: "Lunch (moved)" })).status).toBe(200);
    const moved = await patchEvent(cal.moduleId, member, event.id, {
      startDate: "2027-03-03T12:00:00.000Z",
      endDate: "2027-03-03T13:00:00.000Z",
    });
    expect(moved.status).toBe(200);
    const [, retitled, second] = await outbox(GUEST);
    expect(retitled!.subject).toMatch(/^Updated invitation: Lunch \(moved\) — Tuesday, March 2/);
    expect(retitled!.calendar).toContain("SEQUENCE:0");
    expect(second!.subject).toMatch(/^Updated invitation: Lunch \(moved\) — Wednesday, March 3/);
    expect(second!.calendar).toContain("SEQUENCE:1");
    expect(second!.calendar).toContain(`UID:${event.uid}`);

    const off = await patchEvent(cal.moduleId, member, event.id, { attendees: [{ userId: admin.user.id }] });
    expect(off.status).toBe(200);
    const [, , , third] = await outbox(GUEST);
    expect(third).toMatchObject({ calendarMethod: "CANCEL" });
    expect(third!.subject).toMatch(/^Cancelled: Lunch \(moved\)/);
    expect(third!.calendar).toContain("METHOD:CANCEL");
    expect(third!.calendar).toContain("STATUS:CANCELLED");
    expect(await outbox(GUEST)).toHaveLength(4);
  });

  it("cancels a deleted series for its guests, one revision on, and invites nobody without outside guests", async () => {
    const { member } = cal.team;
    const weekly = await made(cal.moduleId, member, {
      ...lunch,
      title: "Weekly review",
      rule: "FREQ=WEEKLY;COUNT=4",
      attendees: [{ email: GUEST }],
    });
    const [invited] = await outbox(GUEST);
    expect(invited!.calendar).toMatch(/RRULE:FREQ=WEEKLY;COUNT=4/);
    expect(invited!.subject).toMatch(/^Invitation: Weekly review/);

    expect((await deleteEvent(cal.moduleId, member, weekly.id, "all")).status).toBe(200);
    const [, cancelled] = await outbox(GUEST);
    expect(cancelled).toMatchObject({ calendarMethod: "CANCEL" });
    expect(cancelled!.calendar).toContain(`UID:${weekly.uid}`);
    expect(cancelled!.calendar).toContain("SEQUENCE:1");
    expect(cancelled!.calendar).toContain("STATUS:CANCELLED");

    // Someone whose own address is not verified cannot have strangers e-mailed (members still can be asked).
    await getDb().user.update({ where: { id: member.user.id }, data: { emailVerifiedAt: null } });
    const refused = await createEvent(cal.moduleId, member, { ...lunch, attendees: [{ email: GUEST }] });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(
      "Verify your e-mail address before you invite people outside",
    );
    await made(cal.moduleId, member, {
      ...lunch,
      title: "Just us",
      attendees: [{ userId: cal.team.admin.user.id }],
    });
    expect(
      await getDb().outboxEmail.count({
        where: { subject: { contains: "Just us" }, createdAt: { gte: since } },
      }),
    ).toBe(0);
  });
});
