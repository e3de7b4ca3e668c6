// The platform's invitee check (lib/server/calendar/invitees.ts), which the AI calendar's events and
// the meeting room's meetings share, against real PostgreSQL: members by id, addresses (a member's is
// that member, whatever its case), the host first, another workspace's people refused, and outside
// addresses only from a verified sender.
import { AppError } from "@/lib/server/errors";
import { resolveInvitees } from "@/lib/server/calendar/invitees";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Acme Invites");
});

const verified = { emailVerified: true };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, messages: error.messages } : error),
  );

describe("resolveInvitees", () => {
  it("takes members by id or address (one row each), outside addresses lower-cased, the host first", async () => {
    const { owner, admin, member } = team;
    const rows = await resolveInvitees(
      team.workspace.id,
      [
        { userId: admin.user.id },
        { email: admin.user.email.toUpperCase() },
        { email: member.user.email },
        { email: "Guest@Example.org" },
        { email: "guest@example.org" },
      ],
      { invalid: "validation.meetingAttendeeInvalid", sender: verified, host: owner.user.id },
    );
    expect(rows).toEqual([
      { userId: owner.user.id, email: owner.user.email.toLowerCase(), response: "accepted" },
      { userId: admin.user.id, email: admin.user.email.toLowerCase(), response: "needsAction" },
      { userId: member.user.id, email: member.user.email.toLowerCase(), response: "needsAction" },
      { userId: null, email: "guest@example.org", response: "needsAction" },
    ]);
    expect(await resolveInvitees(team.workspace.id, [], { invalid: "x", sender: verified })).toEqual([]);
  });

  it("refuses another workspace's member by id, and treats their address as an outside one", async () => {
    const other = await seedTeam("Other");
    expect(
      await refusal(
        resolveInvitees(team.workspace.id, [{ userId: other.member.user.id }], {
          invalid: "validation.calendarAttendeeInvalid",
          sender: verified,
        }),
      ),
    ).toEqual({ code: "bad_request", messages: ["validation.calendarAttendeeInvalid"] });
    const rows = await resolveInvitees(team.workspace.id, [{ email: other.member.user.email }], {
      invalid: "validation.calendarAttendeeInvalid",
      sender: verified,
    });
    expect(rows).toEqual([
      { userId: null, email: other.member.user.email.toLowerCase(), response: "needsAction" },
    ]);
  });

  it("lets an unverified sender ask members only", async () => {
    const unverified = { emailVerified: false };
    const options = { invalid: "validation.calendarAttendeeInvalid", sender: unverified };
    expect(
      await refusal(resolveInvitees(team.workspace.id, [{ email: "stranger@example.org" }], options)),
    ).toEqual({ code: "forbidden", messages: ["errors.inviteSenderUnverified"] });
    expect(await resolveInvitees(team.workspace.id, [{ email: team.admin.user.email }], options)).toEqual([
      { userId: team.admin.user.id, email: team.admin.user.email.toLowerCase(), response: "needsAction" },
    ]);
  });
});
