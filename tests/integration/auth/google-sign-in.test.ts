// Google sign-in and the account pre-hijack: a Google account is linked only to an account whose
// address is verified, linking ends the account's other sessions (and their sockets), and a refusal
// goes back to the login page with a reason. Google itself is not reached: next-auth's callbacks
// get the profile it would have sent.
import type { Account, Profile } from "next-auth";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/lib/server/db";
import { upsertGoogleUser } from "@/lib/server/auth/google-user";
import { nextAuthOptions } from "@/lib/server/auth/next-auth-options";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import { signedIn } from "../workspaces/helpers";

const realtime = startRealtimeServer();
let counter = 0;

function google(email: string) {
  const providerAccountId = `google-${Date.now()}-${counter++}`;
  const account: Account = { provider: "google", type: "oauth", providerAccountId };
  const profile: Profile & { email_verified: boolean } = { email, name: "Gina Google", email_verified: true };
  return {
    providerAccountId,
    account,
    profile,
    identity: { email, name: "Gina Google", image: null, providerAccountId },
  };
}

/** next-auth's signIn callback, as it runs after Google answered. */
async function signInCallback(g: ReturnType<typeof google>) {
  const signIn = nextAuthOptions().callbacks?.signIn;
  if (!signIn) throw new Error("no signIn callback");
  return signIn({
    user: { id: g.providerAccountId, email: g.profile.email },
    account: g.account,
    profile: g.profile,
  });
}

const accountsOf = (userId: string) => getDb().account.count({ where: { userId } });

describe("an existing account whose address is not verified", () => {
  it("is neither linked nor signed in: back to the login page with the reason", async () => {
    const squatter = await seedUser(getDb(), { verified: false });
    const session = await signedIn(squatter);
    const g = google(squatter.email.toUpperCase());

    expect(await upsertGoogleUser(g.identity)).toEqual({ refused: "unverified" });
    expect(await signInCallback(g)).toMatch(/\/auth\/login\?error=EmailNotVerified$/);

    expect(await accountsOf(squatter.id)).toBe(0);
    expect(await getDb().account.count({ where: { providerAccountId: g.providerAccountId } })).toBe(0);
    // Nothing else changed: the squatter's session is still there, the address still unverified.
    expect(await getDb().session.findMany({ where: { userId: squatter.id }, select: { id: true } })).toEqual([
      { id: session.sessionId },
    ]);
    const row = await getDb().user.findUniqueOrThrow({ where: { id: squatter.id } });
    expect(row.emailVerifiedAt).toBeNull();
  });
});

describe("an existing account whose address is verified", () => {
  it("is linked, and every session it had before ends, sockets included", async () => {
    const owner = await seedUser(getDb());
    const before = await signedIn(owner);
    const socket = realtime.connect({ token: before.token });
    await connected(socket);
    const g = google(owner.email);

    expect(await signInCallback(g)).toBe(true);
    expect(
      await getDb().account.findMany({ where: { userId: owner.id }, select: { provider: true } }),
    ).toEqual([{ provider: "google" }]);
    expect(await getDb().session.count({ where: { userId: owner.id } })).toBe(0);
    expect((await call(getUser, { token: before.token, params: { id: owner.id } })).status).toBe(401);
    expect(await until(() => !socket.connected)).toBe(true);

    // next-auth's jwt callback then opens the Google session, which works.
    const jwt = nextAuthOptions().callbacks?.jwt;
    const token = await jwt!({ token: {}, account: g.account, profile: g.profile, user: { id: owner.id } });
    expect(token).toMatchObject({ sub: owner.id, email: owner.email, sid: expect.any(String) });
    expect(await getDb().session.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("signs in again through the linked Google account without ending other sessions", async () => {
    const owner = await seedUser(getDb());
    const g = google(owner.email);
    expect(await upsertGoogleUser(g.identity)).toMatchObject({ user: { id: owner.id } });
    const later = await signedIn(owner);
    expect(await upsertGoogleUser(g.identity)).toMatchObject({ user: { id: owner.id } });
    expect(await accountsOf(owner.id)).toBe(1);
    expect((await call(getUser, { token: later.token, params: { id: owner.id } })).status).toBe(200);
  });
});

describe("no account with the address", () => {
  it("creates a verified account linked to Google", async () => {
    const g = google(`newcomer-${counter++}@example.com`);
    const result = await upsertGoogleUser(g.identity);
    expect(result).toMatchObject({ user: { email: g.profile.email, name: "Gina Google" } });
    const user = await getDb().user.findUniqueOrThrow({
      where: { email: g.profile.email! },
      include: { accounts: true },
    });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.accounts.map((a) => a.providerAccountId)).toEqual([g.providerAccountId]);
  });

  it("refuses a Google profile whose address Google has not verified, or does not say it has", async () => {
    const cases: { email_verified?: unknown }[] = [{ email_verified: false }, {}, { email_verified: "true" }];
    for (const claim of cases) {
      const g = google(`unverified-${counter++}@example.com`);
      const { email_verified: _verified, ...rest } = g.profile;
      g.profile = { ...rest, ...claim } as typeof g.profile;
      expect(await signInCallback(g)).toMatch(/\/auth\/login\?error=GoogleEmailUnverified$/);
      expect(await getDb().user.count({ where: { email: g.profile.email! } })).toBe(0);
    }
    // Only `email_verified: true` signs in.
    const g = google(`verified-${counter++}@example.com`);
    expect(await signInCallback(g)).toBe(true);
    expect(await getDb().user.count({ where: { email: g.profile.email! } })).toBe(1);
  });
});

describe("single sign-on (OIDC_*)", () => {
  it("goes through the same callbacks: linked as provider oidc, refused with its own reason", async () => {
    const sso = (email: string, verified: unknown) => {
      const g = google(email);
      g.account = { ...g.account, provider: "oidc", providerAccountId: `oidc-${counter++}` };
      g.profile = { ...g.profile, email_verified: verified } as typeof g.profile;
      return g;
    };
    const refused = sso(`sso-unverified-${counter++}@example.com`, false);
    expect(await signInCallback(refused)).toMatch(/\/auth\/login\?error=SsoEmailUnverified$/);
    const existing = await seedUser(getDb(), { email: `sso-member-${counter++}@example.com`, name: "Sia" });
    const linked = sso(existing.email, true);
    expect(await signInCallback(linked)).toBe(true);
    const accounts = await getDb().account.findMany({
      where: { userId: existing.id },
      select: { provider: true, providerAccountId: true },
    });
    expect(accounts).toEqual([{ provider: "oidc", providerAccountId: linked.account.providerAccountId }]);
    // A Google account with the same subject id is another account: providers never share links.
    expect(
      await upsertGoogleUser(
        { ...linked.identity, providerAccountId: linked.account.providerAccountId },
        false,
        "google",
      ),
    ).toMatchObject({
      user: { id: existing.id },
    });
    expect(await getDb().account.count({ where: { userId: existing.id } })).toBe(2);
  });
});
