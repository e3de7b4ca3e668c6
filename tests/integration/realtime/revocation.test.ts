// Ended sessions end their sockets: logout (that session's), a password reset (all of the user's), a
// password change signing out the others (all but this one), removal from a workspace (those in it). A browser's handshake must come from our origin.
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { POST as requestReset } from "@/app/api/v1/auth/request-reset-password/route";
import { POST as resetPassword } from "@/app/api/v1/auth/reset-password/route";
import { PUT as changePassword } from "@/app/api/v1/users/[id]/password/route";
import { DELETE as deleteMember } from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import { originAllowed } from "@/lib/security/origin";
import { getDb } from "@/lib/server/db";
import { mailLink } from "@/lib/server/mail/sealed-link";
import { seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import { seedTeam, signedIn, type Caller } from "../workspaces/helpers";

const realtime = startRealtimeServer();

async function open(caller: Caller, via: "token" | "cookie" = "token") {
  const socket = realtime.connect(via === "token" ? { token: caller.token } : { cookie: caller.cookie });
  await connected(socket);
  return socket;
}

describe("sockets of ended sessions", () => {
  it("logout disconnects that session's sockets only", async () => {
    const team = await seedTeam();
    const here = await open(team.member, "cookie");
    const other = await signedIn(team.member.user, team.workspace.id);
    const elsewhere = await open(other);
    expect((await call(logout, { cookie: team.member.cookie })).status).toBe(200);
    expect(await until(() => !here.connected)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere.connected).toBe(true);
  });

  it("a password reset disconnects every socket of the user", async () => {
    const team = await seedTeam();
    const first = await open(team.viewer);
    const second = await open(await signedIn(team.viewer.user, team.workspace.id));
    const bystander = await open(team.member);
    await call(requestReset, { body: { email: team.viewer.user.email } });
    const mail = await getDb().outboxEmail.findFirstOrThrow({ where: { to: team.viewer.user.email } });
    const token = new URL(mailLink(mail) ?? "http://x/").searchParams.get("token");
    const reset = await call(resetPassword, {
      body: { token, newPassword: "Another#123", confirmPassword: "Another#123" },
    });
    expect(reset.status).toBe(200);
    expect(await until(() => !first.connected && !second.connected)).toBe(true);
    expect(bystander.connected).toBe(true);
  });

  it("a password change that signs out the others keeps this session's sockets (the profile)", async () => {
    const team = await seedTeam();
    const here = await open(team.member);
    const other = await open(await signedIn(team.member.user, team.workspace.id));
    // Seeded without a real password: this sets the first one (no current one to prove).
    await getDb().user.update({ where: { id: team.member.user.id }, data: { passwordHash: null } });
    const changed = await call(changePassword, {
      method: "PUT",
      token: team.member.token,
      params: { id: team.member.user.id },
      body: { newPassword: "Another#123", signOutOthers: true },
    });
    expect(changed.status).toBe(200);
    expect(await until(() => !other.connected)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(here.connected).toBe(true);
  });

  it("removal from a workspace disconnects the sockets in that workspace, not in another", async () => {
    const team = await seedTeam();
    const inTeam = await open(team.guest);
    const own = await seedWorkspace(getDb(), team.guest.user.id, { name: "Guest's own" });
    const inOwn = await open(await signedIn(team.guest.user, own.id));
    const removed = await call(deleteMember, {
      method: "DELETE",
      token: team.owner.token,
      params: { workspaceId: team.workspace.id, memberId: team.guest.user.id },
    });
    expect(removed.status).toBe(200);
    expect(await until(() => !inTeam.connected)).toBe(true);
    expect(inOwn.connected).toBe(true);
  });
});

describe("the handshake's Origin", () => {
  it("refuses another site's page and accepts our own or none", async () => {
    const team = await seedTeam();
    const evil = realtime.connect({ token: team.member.token, headers: { origin: "https://evil.example" } });
    await expect(connected(evil)).rejects.toThrow();
    const none = await open(team.member);
    expect(none.connected).toBe(true);
  });

  it("is decided by the app's origin or the request's host", () => {
    const app = "https://suite.example.com";
    expect(originAllowed(undefined, "suite.example.com", app)).toBe(true);
    expect(originAllowed("https://suite.example.com", "10.0.0.5:3000", app)).toBe(true);
    expect(originAllowed("http://127.0.0.1:3100", "127.0.0.1:3100", app)).toBe(true);
    expect(originAllowed("https://evil.example", "suite.example.com", app)).toBe(false);
    expect(originAllowed("null", "suite.example.com", app)).toBe(false);
    expect(originAllowed("chrome-extension://abc", "abc", app)).toBe(false);
    expect(originAllowed("https://suite.example.com.evil.example", "suite.example.com", app)).toBe(false);
  });
});
