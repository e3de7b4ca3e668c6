// The profile (issue 40, item 1): name and language, the picture (JPG/PNG under 2 MB by content,
// cropped and resized by sharp, readable by whoever shares a workspace), the password (the current
// one proves it; other sessions signed out on request), sessions and their sign-out, and connected
// sign-ins. Each answers 404 for another person's id.
import { NextRequest } from "next/server";
import sharp from "sharp";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/v1/users/[id]/route";
import { DELETE as unlinkRoute } from "@/app/api/v1/users/[id]/accounts/[provider]/route";
import { POST as linkRoute } from "@/app/api/v1/users/[id]/accounts/[provider]/link/route";
import { GET as accountsRoute } from "@/app/api/v1/users/[id]/accounts/route";
import {
  DELETE as removeAvatar,
  GET as readAvatar,
  PUT as putAvatar,
} from "@/app/api/v1/users/[id]/avatar/route";
import { PUT as passwordRoute } from "@/app/api/v1/users/[id]/password/route";
import { DELETE as revokeOne } from "@/app/api/v1/users/[id]/sessions/[sessionId]/route";
import { DELETE as revokeOthers, GET as sessionsRoute } from "@/app/api/v1/users/[id]/sessions/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { verifyPassword } from "@/lib/server/security/password";
import { linkIntended, sealLinkIntent } from "@/lib/server/users/connected-accounts";
import type { UserProfile, UserSession } from "@/lib/users/types";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { errorBody, seedTeam, tokenFor, type Team, type TeamUser } from "../members/team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Acme");
});

const patch = (caller: TeamUser, body: unknown, id = caller.id) =>
  call<UserProfile>(patchUser, { method: "PATCH", token: caller.token, params: { id }, body });

describe("PATCH /api/v1/users/{id}: name and language", () => {
  it("saves a name and a language, each on its own, and the digest's language with it", async () => {
    await getDb().notificationSettings.create({ data: { userId: team.member.id, locale: "en" } });
    const named = await patch(team.member, { name: "  Mara Member  " });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ name: "Mara Member", locale: null, timeZone: null });
    const spanish = await patch(team.member, { locale: "es" });
    expect(spanish.body).toMatchObject({ name: "Mara Member", locale: "es" });
    const settings = await getDb().notificationSettings.findUniqueOrThrow({
      where: { userId: team.member.id },
    });
    expect(settings.locale).toBe("es");
    // Signing in with the password sets the browser's language to the profile's.
    const signedIn = await call(login, {
      body: { email: team.member.email, password: team.member.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.setCookie.find((cookie) => cookie.startsWith("NEXT_LOCALE="))).toMatch(
      /^NEXT_LOCALE=es;/,
    );
    expect((await patch(team.member, { locale: null })).body.locale).toBeNull();
    // Without a language of its own, a sign-in leaves the browser's as it is.
    const plain = await call(login, { body: { email: team.member.email, password: team.member.password } });
    expect(plain.setCookie.some((cookie) => cookie.startsWith("NEXT_LOCALE="))).toBe(false);
    // The next request's actor reads the new name (the header's).
    const profile = await call<UserProfile>(getUser, {
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(profile.body).toMatchObject({
      name: "Mara Member",
      hasPassword: true,
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it("refuses a bad name or language with the sign-up's messages and keeps the saved ones", async () => {
    for (const [body, message] of [
      [{ name: "ab" }, "Name must be at least 3 characters long."],
      [{ name: "" }, ["Name is required", "Name must be at least 3 characters long."]],
      [{ name: "x".repeat(101) }, "Name must be at most 100 characters long."],
      [{ locale: "fr" }, "Choose English or Spanish."],
      [{ locale: 1 }, "Choose English or Spanish."],
    ] as const) {
      const res = await patch(team.member, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, message));
    }
    expect((await getDb().user.findUniqueOrThrow({ where: { id: team.member.id } })).name).toBe(
      "Acme Member",
    );
    expect((await patch(team.member, { name: "Someone Else" }, team.owner.id)).status).toBe(404);
  });
});

/** A PUT of the avatar as the browser sends it: multipart, the crop in the query. */
async function upload(
  caller: TeamUser,
  bytes: Uint8Array,
  query = "",
  options: { id?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    "file",
    new File([bytes as Uint8Array<ArrayBuffer>], "me.png", { type: options.type ?? "image/png" }),
  );
  const req = new NextRequest(`http://localhost:3000/api/v1/users/x/avatar${query}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${caller.token}`, "x-forwarded-for": "10.0.0.1" },
    body: form,
  });
  const res = await putAvatar(req, { params: Promise.resolve({ id: options.id ?? caller.id }) });
  return { status: res.status, body: (await res.json()) as UserProfile & { message?: string } };
}

/** A W×H PNG: its left half red, its right half blue. */
async function halves(width: number, height: number): Promise<Uint8Array> {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const image = await sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return new Uint8Array(image);
}

const avatarOf = (caller: TeamUser, id: string, v = "") =>
  readAvatar(
    new NextRequest(`http://localhost:3000/api/v1/users/${id}/avatar${v ? `?v=${v}` : ""}`, {
      headers: { authorization: `Bearer ${caller.token}`, "x-forwarded-for": "10.0.0.1" },
    }),
    { params: Promise.resolve({ id }) },
  );

describe("the picture", () => {
  it("keeps the square asked for, as 256×256 WebP, readable by the workspace's people for good", async () => {
    const png = await halves(400, 200);
    // The right half's square: all blue.
    const saved = await upload(team.member, png, "?x=200&y=0&size=200");
    expect(saved.status).toBe(200);
    expect(saved.body.image).toBe(`/api/v1/users/${team.member.id}/avatar?v=1`);

    const res = await avatarOf(team.viewer, team.member.id, "1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);

    // A new picture has a new address; the old one is answered uncached.
    const again = await upload(team.member, png);
    expect(again.body.image).toBe(`/api/v1/users/${team.member.id}/avatar?v=2`);
    expect((await avatarOf(team.member, team.member.id, "1")).headers.get("cache-control")).toBe(
      "private, no-cache",
    );
  });

  it("is not shown to people of other workspaces, and Remove goes back to initials", async () => {
    await upload(team.member, await halves(100, 100));
    const other = await seedTeam("Other");
    expect((await avatarOf(other.owner, team.member.id, "1")).status).toBe(404);
    const removed = await call<UserProfile>(removeAvatar, {
      method: "DELETE",
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.image).toBeNull();
    expect((await avatarOf(team.member, team.member.id, "1")).status).toBe(404);
  });

  it("takes only JPG or PNG by content, under 2 MB, with the spec's messages; a crop inside the image", async () => {
    const gif = new Uint8Array(Buffer.from("R0lGODlhAQABAAAAACw=", "base64"));
    expect((await upload(team.member, gif, "", { type: "image/png" })).body).toEqual(
      errorBody(400, "You can only upload JPG/PNG file!"),
    );
    // PNG's signature, then 2 MB of nothing: refused by size.
    const large = new Uint8Array(2 * 1024 * 1024 + 10);
    large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await upload(team.member, large);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual(errorBody(400, "Image must smaller than 2MB!"));
    const outside = await upload(team.member, await halves(100, 100), "?x=50&y=0&size=80");
    expect(outside.body).toEqual(errorBody(400, "Choose a part of the picture inside it."));
    const broken = new Uint8Array(64);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(team.member, broken)).body).toEqual(
      errorBody(400, "This image cannot be read: choose another JPG or PNG file."),
    );
    expect((await upload(team.member, await halves(100, 100), "", { id: team.owner.id })).status).toBe(404);
    expect(
      await getDb().userAvatar.count({ where: { userId: { in: [team.member.id, team.owner.id] } } }),
    ).toBe(0);
  });
});

const changePassword = (caller: TeamUser, body: unknown, id = caller.id) =>
  call<{ message: string; signedOut: number }>(passwordRoute, {
    method: "PUT",
    token: caller.token,
    params: { id },
    body,
  });
const storedHash = async (id: string) =>
  (await getDb().user.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } })).passwordHash;

describe("PUT /api/v1/users/{id}/password", () => {
  it("needs the current password, and signs out the other sessions when asked", async () => {
    const other = await tokenFor(team.member, team.workspace.id);
    const missing = await changePassword(team.member, { newPassword: "Fresh#2026pass" });
    expect(missing.body).toEqual(errorBody(400, "Enter your current password."));
    const wrong = await changePassword(team.member, {
      currentPassword: "nope",
      newPassword: "Fresh#2026pass",
    });
    expect(wrong.body).toEqual(errorBody(400, "Your current password is not correct."));
    const weak = await changePassword(team.member, {
      currentPassword: team.member.password,
      newPassword: "short",
    });
    expect(weak.status).toBe(400);

    const changed = await changePassword(team.member, {
      currentPassword: team.member.password,
      newPassword: "Fresh#2026pass",
      signOutOthers: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: "Password changed.", signedOut: 1 });
    expect(await verifyPassword("Fresh#2026pass", (await storedHash(team.member.id))!)).toBe(true);
    const sessions = await getDb().session.findMany({
      where: { userId: team.member.id },
      select: { id: true },
    });
    expect(sessions).toEqual([{ id: team.member.sessionId }]);
    expect(other.sessionId).not.toBe(team.member.sessionId);

    // Without signOutOthers the others stay.
    await tokenFor(team.member, team.workspace.id);
    const kept = await changePassword(team.member, {
      currentPassword: "Fresh#2026pass",
      newPassword: "Again#2026pass",
    });
    expect(kept.body.signedOut).toBe(0);
    expect(await getDb().session.count({ where: { userId: team.member.id } })).toBe(2);
    expect((await changePassword(team.member, { newPassword: "Again#2026pass" }, team.owner.id)).status).toBe(
      404,
    );
  });

  it("lets an account without a password (an external sign-in's) set its first one", async () => {
    await getDb().user.update({ where: { id: team.guest.id }, data: { passwordHash: null } });
    const set = await changePassword(team.guest, { newPassword: "First#2026pass" });
    expect(set.status).toBe(200);
    expect(await verifyPassword("First#2026pass", (await storedHash(team.guest.id))!)).toBe(true);
    // From now on the current one is asked for.
    expect((await changePassword(team.guest, { newPassword: "Second#2026pass" })).status).toBe(400);
  });
});

describe("sessions", () => {
  it("lists the caller's sessions, signs one out (its token stops), then all the others", async () => {
    const phone = await tokenFor(team.member, team.workspace.id);
    const laptop = await tokenFor(team.member, team.workspace.id);
    await getDb().session.update({
      where: { id: phone.sessionId },
      data: { userAgent: "Mozilla/5.0 (iPhone) Safari/604.1" },
    });
    const list = await call<UserSession[]>(sessionsRoute, {
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body.filter((session) => session.current).map((session) => session.id)).toEqual([
      team.member.sessionId,
    ]);
    expect(list.body.find((session) => session.id === phone.sessionId)?.userAgent).toContain("iPhone");

    const revoked = await call(revokeOne, {
      method: "DELETE",
      token: team.member.token,
      params: { id: team.member.id, sessionId: phone.sessionId },
    });
    expect(revoked.status).toBe(204);
    expect((await call(sessionsRoute, { token: phone.token, params: { id: team.member.id } })).status).toBe(
      401,
    );
    // Another person's session is not found, nor is it ended.
    const foreign = await call(revokeOne, {
      method: "DELETE",
      token: team.member.token,
      params: { id: team.member.id, sessionId: team.owner.sessionId },
    });
    expect(foreign.status).toBe(404);
    expect(await getDb().session.count({ where: { id: team.owner.sessionId } })).toBe(1);

    const others = await call<{ signedOut: number }>(revokeOthers, {
      method: "DELETE",
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(others.body).toEqual({ signedOut: 1 });
    expect(
      await getDb().session.findMany({ where: { userId: team.member.id }, select: { id: true } }),
    ).toEqual([{ id: team.member.sessionId }]);
    expect(laptop.sessionId).toBeTruthy();
    expect(
      (await call(sessionsRoute, { token: team.member.token, params: { id: team.owner.id } })).status,
    ).toBe(404);
  });

  it("signing out the current session is a logout: its cookie is cleared", async () => {
    const res = await call(revokeOne, {
      method: "DELETE",
      token: team.viewer.token,
      params: { id: team.viewer.id, sessionId: team.viewer.sessionId },
    });
    expect(res.status).toBe(204);
    expect(res.setCookie.some((cookie) => /session-token=;/.test(cookie))).toBe(true);
    expect(await getDb().session.count({ where: { userId: team.viewer.id } })).toBe(0);
  });
});

describe("connected sign-ins", () => {
  it("lists only what the server offers, and refuses to connect one it does not", async () => {
    const list = await call(accountsRoute, { token: team.member.token, params: { id: team.member.id } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    const link = await call(linkRoute, {
      method: "POST",
      token: team.member.token,
      params: { id: team.member.id, provider: "google" },
    });
    expect(link.status).toBe(404);
    const unknown = await call(linkRoute, {
      method: "POST",
      token: team.member.token,
      params: { id: team.member.id, provider: "myspace" },
    });
    expect(unknown.body).toEqual(errorBody(400, "Unknown sign-in provider."));
  });

  it("connects the provider's account to the person whose session asked, whatever its address", async () => {
    const intent = (user: TeamUser, exp = Date.now() + 60_000) =>
      sealLinkIntent({ userId: user.id, sessionId: user.sessionId, provider: "google", exp });
    expect(await linkIntended(intent(team.member), "google", "g-123")).toEqual({ linked: "google" });
    expect(
      await getDb().account.findMany({
        where: { userId: team.member.id },
        select: { provider: true, providerAccountId: true },
      }),
    ).toEqual([{ provider: "google", providerAccountId: "g-123" }]);
    // Again for the same person: fine; for another: taken.
    expect(await linkIntended(intent(team.member), "google", "g-123")).toEqual({ linked: "google" });
    expect(await linkIntended(intent(team.admin), "google", "g-123")).toEqual({ linkError: "taken" });
    expect(await linkIntended(intent(team.admin, Date.now() - 1), "google", "g-456")).toEqual({
      linkError: "expired",
    });
    // Another provider's sign-in, a forged cookie or none: an ordinary sign-in.
    expect(await linkIntended(intent(team.admin), "oidc", "o-1")).toBeNull();
    expect(await linkIntended("v1.forged", "google", "g-789")).toBeNull();
    expect(await linkIntended(undefined, "google", "g-789")).toBeNull();
    // A session that ended cannot connect anything.
    await getDb().session.delete({ where: { id: team.admin.sessionId } });
    expect(await linkIntended(intent(team.admin), "google", "g-456")).toEqual({ linkError: "expired" });
  });

  it("disconnects a sign-in, but never the only way in", async () => {
    const lone = await seedUser(getDb(), { name: "Lone Google" });
    await getDb().user.update({ where: { id: lone.id }, data: { passwordHash: null } });
    await getDb().account.create({
      data: { id: newId(), userId: lone.id, type: "oauth", provider: "google", providerAccountId: "g-lone" },
    });
    const session = { ...lone, role: "member" as const, ...(await tokenFor(lone, null)) };
    const unlink = (caller: TeamUser, provider: string) =>
      call(unlinkRoute, { method: "DELETE", token: caller.token, params: { id: caller.id, provider } });
    const refused = await unlink(session, "google");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      errorBody(409, "This is the only way into your account: set a password first."),
    );
    expect((await unlink(session, "oidc")).status).toBe(404);

    await getDb().account.create({
      data: {
        id: newId(),
        userId: team.member.id,
        type: "oauth",
        provider: "google",
        providerAccountId: "g-m",
      },
    });
    const done = await unlink(team.member, "google");
    expect(done.status).toBe(200);
    expect(await getDb().account.count({ where: { userId: team.member.id } })).toBe(0);
  });
});
