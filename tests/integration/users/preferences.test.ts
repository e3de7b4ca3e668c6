import { GET as getUser, PATCH as patchUser } from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/lib/server/db";
import type { UserProfile } from "@/lib/users/types";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Team, type TeamUser } from "../members/team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Acme");
});

const save = (caller: TeamUser, body: unknown, options: { id?: string; cookie?: string } = {}) =>
  call<UserProfile>(patchUser, {
    method: "PATCH",
    token: caller.token,
    params: { id: options.id ?? caller.id },
    body,
    headers: options.cookie ? { cookie: options.cookie } : undefined,
  });

const savedZone = async (userId: string) =>
  (await getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone;

describe("PATCH /api/v1/users/{id} (time zone)", () => {
  it("starts automatic (null) and saves the caller's own zone, which GET then answers", async () => {
    const before = await call<UserProfile>(getUser, {
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(before.status).toBe(200);
    expect(before.body.timeZone).toBeNull();

    const res = await save(team.member, { timeZone: "Europe/Madrid" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: team.member.id,
      email: team.member.email,
      timeZone: "Europe/Madrid",
      workspace: { id: team.workspace.id, name: "Acme", role: "member" },
    });
    expect(JSON.stringify(res.body)).not.toContain("passwordHash");
    expect(await savedZone(team.member.id)).toBe("Europe/Madrid");

    const after = await call<UserProfile>(getUser, {
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(after.body).toEqual(res.body);
    // Only the caller's row changed.
    expect(await savedZone(team.owner.id)).toBeNull();
  });

  it("accepts UTC and any zone the runtime knows, and null goes back to automatic", async () => {
    expect((await save(team.viewer, { timeZone: "UTC" })).body.timeZone).toBe("UTC");
    expect((await save(team.viewer, { timeZone: "America/New_York" })).body.timeZone).toBe(
      "America/New_York",
    );
    const reset = await save(team.viewer, { timeZone: null });
    expect(reset.status).toBe(200);
    expect(reset.body.timeZone).toBeNull();
    expect(await savedZone(team.viewer.id)).toBeNull();
    const read = await call<UserProfile>(getUser, {
      token: team.viewer.token,
      params: { id: team.viewer.id },
    });
    expect(read.body.timeZone).toBeNull();
  });

  it("refuses an unknown or malformed zone with 400 'Unknown time zone' and keeps the saved one", async () => {
    await save(team.member, { timeZone: "Europe/Madrid" });
    for (const body of [
      { timeZone: "Mars/Olympus_Mons" },
      { timeZone: "" },
      { timeZone: "x".repeat(65) },
      { timeZone: 60 },
    ]) {
      const res = await save(team.member, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, "Unknown time zone"));
    }
    // A body that changes nothing says what it may change.
    for (const body of [{}, null, [], { other: 1 }]) {
      const res = await save(team.member, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, "Change at least one of name, time zone or language."));
    }
    const spanish = await save(team.member, { timeZone: "Nowhere/Else" }, { cookie: "NEXT_LOCALE=es" });
    expect(spanish.body).toEqual(errorBody(400, "Zona horaria desconocida"));
    expect(await savedZone(team.member.id)).toBe("Europe/Madrid");
  });

  it("answers 404 for another user's id (even a workspace admin's) and changes nothing", async () => {
    for (const [caller, target] of [
      [team.owner, team.member],
      [team.admin, team.guest],
      [team.member, team.owner],
    ] as const) {
      const res = await save(caller, { timeZone: "Asia/Tokyo" }, { id: target.id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody(404, "User not found"));
      expect(await savedZone(target.id)).toBeNull();
    }
    // Another user's id is 404 whatever the body: nothing about them shows through validation.
    expect((await save(team.member, { timeZone: "Mars/Base" }, { id: team.owner.id })).status).toBe(404);
    const malformed = await save(team.member, { timeZone: "UTC" }, { id: "123" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(errorBody(400, "Invalid id"));
  });

  it("answers 401 without a session, and to a token whose session ended", async () => {
    const anonymous = await call(patchUser, {
      method: "PATCH",
      params: { id: team.member.id },
      body: { timeZone: "Europe/Madrid" },
    });
    expect(anonymous.status).toBe(401);
    await getDb().session.delete({ where: { id: team.member.sessionId } });
    expect((await save(team.member, { timeZone: "Europe/Madrid" })).status).toBe(401);
    expect(await savedZone(team.member.id)).toBeNull();
  });
});
