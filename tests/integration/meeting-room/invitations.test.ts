// Meeting invitations (RFC 5546) through the real mail path: everyone but the host gets a REQUEST
// with their own answer link when invited and on each change (the same UID, SEQUENCE raised), a
// CANCEL when taken off or when the meeting is deleted; answers from the app and from the link.
import {
  GET as readRoute,
  POST as answerLinkRoute,
} from "@/app/api/v1/public/meeting-invitations/[token]/route";
import { getDb } from "@/lib/server/db";
import type { MeetingInvitation } from "@/modules/meeting-room/shared/types";
import { call } from "../helpers/http";
import { invitationsTo, receivedBy as receivedByOf, startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { seedTeam } from "../workspaces/helpers";
import { answer, details, edit, made, remove, seedRoom, type Room } from "./helpers";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());

let room: Room;
let since: Date;
beforeEach(async () => {
  smtp.received.length = 0;
  since = new Date();
  room = await seedRoom();
});

const GUEST = "guest@example.org";
const iso = (ms: number) => new Date(ms).toISOString();
const planning = () => ({
  summary: "Quarter planning",
  startTime: "2027-03-02T12:00:00.000Z",
  endTime: "2027-03-02T12:30:00.000Z",
  timeZone: "Europe/Madrid",
  reminders: [60],
  attendees: [{ email: "Guest@Example.org" }, { userId: room.team.admin.user.id }],
});

const receivedBy = (to: string) => receivedByOf(smtp, to);
const outbox = (to: string) => invitationsTo(to, since);
/** The answer link's token in the last message an address received. */
const tokenIn = (to: string) => {
  const found = receivedBy(to)
    .at(-1)
    ?.match(/\/meeting-invitation\/([\w-]+)/);
  if (!found) throw new Error(`no answer link sent to ${to}`);
  return found[1]!;
};
const invitation = (token: string) =>
  call<MeetingInvitation>(readRoute, {
    params: { token },
    url: `http://localhost:3000/api/v1/public/meeting-invitations/${token}`,
  });
const answerByLink = (token: string, response: string) =>
  call<MeetingInvitation>(answerLinkRoute, {
    method: "POST",
    params: { token },
    body: { response },
    url: `http://localhost:3000/api/v1/public/meeting-invitations/${token}`,
  });

describe("meeting invitations", () => {
  it("e-mails a REQUEST to everyone but the host, again on changes with SEQUENCE raised, and a CANCEL to those taken off", async () => {
    const { member, admin } = room.team;
    const meeting = await made(room.moduleId, member, planning());
    const uid = (await getDb().meeting.findUniqueOrThrow({ where: { id: meeting.id } })).uid;
    const [first] = await outbox(GUEST);
    expect(first).toMatchObject({
      subject: "Invitation: Quarter planning — Tuesday, March 2, 2027 at 13:00 (Europe/Madrid)",
      status: "sent",
      calendarMethod: "REQUEST",
    });
    expect(first!.calendar).toContain("METHOD:REQUEST");
    expect(first!.calendar).toContain(`UID:${uid}`);
    expect(first!.calendar).toContain("SEQUENCE:0");
    expect(first!.calendar).toContain("DTSTART;TZID=Europe/Madrid:20270302T130000");
    expect(first!.calendar).toContain("BEGIN:VTIMEZONE");
    expect(first!.calendar).toMatch(/ORGANIZER;CN="?Mia Member"?:mailto:/i);
    expect(first!.calendar).toMatch(/ATTENDEE;[^\r\n]*RSVP=TRUE[^\r\n]*:mailto:guest@example\.org/i);
    expect(first!.calendar).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT=ACCEPTED[^\r\n]*:mailto:/i);
    // The answer link is sealed in the outbox row (a usable token is not stored), and delivered.
    expect(first!.text).not.toMatch(/meeting-invitation\/[\w-]{20}/);
    expect(receivedBy(GUEST)[0]).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(receivedBy(GUEST)[0]).toContain("Mia Member invited you to the meeting ");
    // Members are e-mailed too (the meeting lands in their own calendars) and told in the app; the host is not.
    expect(await outbox(admin.user.email)).toHaveLength(1);
    expect(await outbox(member.user.email)).toEqual([]);
    const told = await getDb().notification.findMany({ where: { kind: "meeting.invited" } });
    expect(told.map((row) => row.userId)).toEqual([admin.user.id]);
    expect(told[0]!.link).toBe(
      `/project/${room.projectId}/meeting-room/${meeting.id}?moduleId=${room.moduleId}`,
    );

    // The admin answers; a new time raises SEQUENCE and asks everyone again.
    expect((await answer(room.moduleId, admin, meeting.id, "accepted")).body.myResponse).toBe("accepted");
    const moved = await edit(room.moduleId, member, meeting.id, {
      ...planning(),
      startTime: "2027-03-03T12:00:00.000Z",
      endTime: "2027-03-03T13:00:00.000Z",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.attendees.find((a) => a.userId === admin.user.id)?.response).toBe("needsAction");
    const [, second] = await outbox(GUEST);
    expect(second!.subject).toMatch(
      /^Updated invitation: Quarter planning — Wednesday, March 3, 2027 at 13:00/,
    );
    expect(second!.calendar).toContain("SEQUENCE:1");
    expect(second!.calendar).toContain(`UID:${uid}`);

    // Taken off: a CANCEL that names them; the others get the update.
    const off = await edit(room.moduleId, member, meeting.id, {
      ...planning(),
      attendees: [{ userId: admin.user.id }],
    });
    expect(off.status).toBe(200);
    const [, , third] = await outbox(GUEST);
    expect(third).toMatchObject({ calendarMethod: "CANCEL" });
    expect(third!.subject).toMatch(/^Cancelled: Quarter planning/);
    expect(third!.calendar).toContain("STATUS:CANCELLED");
    expect(third!.calendar).toContain("SEQUENCE:2");
    expect(third!.calendar).toMatch(/ATTENDEE[^\r\n]*:mailto:guest@example\.org/i);

    // Deleted: a CANCEL to those still invited, one revision on.
    expect((await remove(room.moduleId, member, meeting.id)).status).toBe(200);
    const cancelled = (await outbox(admin.user.email)).at(-1)!;
    expect(cancelled).toMatchObject({ calendarMethod: "CANCEL" });
    expect(cancelled.calendar).toContain("SEQUENCE:3");
    expect(cancelled.calendar).toContain(`UID:${uid}`);
    expect(await outbox(GUEST)).toHaveLength(3);
  });

  it("records an answer from the e-mail's signed link, signed in or not, and refuses a made-up or stale one", async () => {
    const { member } = room.team;
    const meeting = await made(room.moduleId, member, planning());
    const token = tokenIn(GUEST);
    const shown = await invitation(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      summary: "Quarter planning",
      startTime: "2027-03-02T12:00:00.000Z",
      endTime: "2027-03-02T12:30:00.000Z",
      timeZone: "Europe/Madrid",
      rule: null,
      host: "Mia Member",
      invitee: GUEST,
      response: "needsAction",
    });
    // Opening the link changes nothing; pressing an answer does.
    expect((await answerByLink(token, "tentative")).body.response).toBe("tentative");
    const seen = await details(room.moduleId, member, meeting.id);
    expect(seen.body.attendees.find((a) => a.email === GUEST)?.response).toBe("tentative");
    expect((await answerByLink(token, "maybe")).status).toBe(400);

    // A token changed by one character, or for another address, finds nothing.
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await invitation(tampered)).status).toBe(404);
    expect((await answerByLink(tampered, "accepted")).status).toBe(404);
    expect((await invitation("x".repeat(60))).status).toBe(404);
    expect((await invitation("short")).status).toBe(400);
    // Taken off the meeting, the link answers nothing.
    await edit(room.moduleId, member, meeting.id, {
      ...planning(),
      attendees: [{ userId: room.team.admin.user.id }],
    });
    expect((await invitation(token)).status).toBe(404);
  });

  it("lets invited members answer in the app, and only them; edits only by the host or editors", async () => {
    const { member, admin, viewer, owner } = room.team;
    const meeting = await made(room.moduleId, member, {
      ...planning(),
      attendees: [{ userId: admin.user.id }],
    });
    expect((await answer(room.moduleId, admin, meeting.id, "declined")).body).toMatchObject({
      myResponse: "declined",
      canEdit: true,
    });
    expect((await details(room.moduleId, member, meeting.id)).body.myResponse).toBeNull();
    expect((await answer(room.moduleId, member, meeting.id, "accepted")).status).toBe(400);
    expect((await answer(room.moduleId, viewer, meeting.id, "accepted")).status).toBe(400);
    expect((await answer(room.moduleId, admin, meeting.id, "yes")).status).toBe(400);

    // The viewer may neither edit nor delete; the owner (who may edit in the module) may edit.
    const retitled = { ...planning(), summary: "Planning (moved)", attendees: [{ userId: admin.user.id }] };
    expect((await details(room.moduleId, viewer, meeting.id)).body.canEdit).toBe(false);
    expect((await edit(room.moduleId, viewer, meeting.id, retitled)).status).toBe(403);
    const byOwner = await edit(room.moduleId, owner, meeting.id, retitled);
    expect(byOwner.status).toBe(200);
    // The host stays the host; a title change keeps answers.
    expect(byOwner.body.host?.id).toBe(member.user.id);
    expect(byOwner.body.attendees.find((a) => a.userId === admin.user.id)?.response).toBe("declined");
    expect((await edit(room.moduleId, member, meeting.id, { ...retitled, summary: " " })).status).toBe(400);

    // Once it has begun, people can still be invited: the start kept as it was may be past; a new
    // start may not.
    await getDb().meeting.update({
      where: { id: meeting.id },
      data: { start: new Date(Date.now() - 3_600_000), end: new Date(Date.now() + 3_600_000) },
    });
    const begun = {
      ...retitled,
      startTime: iso(Date.now() - 3_600_000),
      endTime: iso(Date.now() + 3_600_000),
    };
    expect((await edit(room.moduleId, member, meeting.id, begun)).status).toBe(400);
    const kept = (await details(room.moduleId, member, meeting.id)).body;
    const invitedLate = await edit(room.moduleId, member, meeting.id, {
      ...retitled,
      startTime: kept.startTime,
      endTime: kept.endTime,
      attendees: [{ userId: admin.user.id }, { email: GUEST }],
    });
    expect(invitedLate.status).toBe(200);

    const other = await seedTeam("Other");
    expect((await edit(room.moduleId, other.owner, meeting.id, retitled)).status).toBe(404);
    expect((await answer(room.moduleId, other.owner, meeting.id, "accepted")).status).toBe(404);
  });
});
