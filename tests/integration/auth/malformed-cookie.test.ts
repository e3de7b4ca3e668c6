// A malformed cookie (a broken %-escape) is read as absent: the request is answered normally, in
// English, and a socket handshake carrying one is refused cleanly.
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { call } from "../helpers/http";
import { connected, startRealtimeServer } from "../helpers/realtime";
import { seedTeam } from "../workspaces/helpers";

const realtime = startRealtimeServer();

describe("malformed cookies", () => {
  it("a broken NEXT_LOCALE is the default language, not a 500", async () => {
    const res = await call(login, { body: { email: "nobody" }, cookie: "NEXT_LOCALE=%E0%A4%A" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/[A-Za-z]/);
    const team = await seedTeam();
    const me = await call(getUser, {
      token: team.member.token,
      params: { id: team.member.user.id },
      cookie: "NEXT_LOCALE=%E0%A4%A; other=%zz",
    });
    expect(me.status).toBe(200);
  });

  it("a broken session cookie is no session, for the API and for sockets", async () => {
    const res = await call(getUser, {
      params: { id: "a".repeat(24) },
      cookie: "next-auth.session-token=%E0%A4%A",
    });
    expect(res.status).toBe(401);
    const socket = realtime.connect({ cookie: "next-auth.session-token=%E0%A4%A" });
    await expect(connected(socket)).rejects.toThrow("unauthorized");
  });
});
