// Preferences per kind (in the app, by e-mail), the e-mail digest and the unsubscribe link.
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { GET as getPrefs, PUT as putPrefs } from "@/app/api/v1/notifications/preferences/route";
import { POST as unsubscribeRoute } from "@/app/api/v1/notifications/unsubscribe/route";
import type { NotificationPreferences } from "@/lib/inbox/preferences";
import type { NotificationPage } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { mailLink } from "@/lib/server/mail/sealed-link";
import { DIGEST_INTERVAL_MS, sendNotificationDigests } from "@/lib/server/inbox/digest";
import { notify } from "@/lib/server/inbox/notify";
import { unsubscribeToken } from "@/lib/server/inbox/preferences";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Acme Studio");
});

const prefs = {
  get: (c: Caller) => call<NotificationPreferences>(getPrefs, { token: c.token }),
  put: (c: Caller, body: unknown) =>
    call<NotificationPreferences>(putPrefs, { method: "PUT", token: c.token, body }),
};
const inbox = async (c: Caller) =>
  (
    await call<NotificationPage>(listRoute, {
      token: c.token,
      url: "http://localhost:3000/api/v1/notifications",
    })
  ).body.data;
const mailsTo = (c: Caller) =>
  getDb().outboxEmail.findMany({ where: { to: c.user.email }, orderBy: { createdAt: "asc" } });

/** A notification of `kind` for `who` from the owner, as a source would make it. */
const tell = (who: Caller, title: string, kind: "task.assigned" | "task.commented" = "task.assigned") =>
  notify(team.workspace.id, [who.user.id], {
    kind,
    params: { taskKey: "WP-1", taskTitle: title, excerpt: "hi" },
    actorId: team.owner.user.id,
    link: "/projects",
  });

describe("preferences", () => {
  it("start from the defaults, save what is sent and refuse bad input", async () => {
    const start = (await prefs.get(team.member)).body;
    expect(start.locale).toBe("en");
    expect(start.kinds.find((k) => k.kind === "task.assigned")).toEqual({
      kind: "task.assigned",
      inApp: true,
      email: true,
    });
    expect(start.kinds.find((k) => k.kind === "task.commented")?.email).toBe(false);
    const saved = await prefs.put(team.member, {
      kinds: [{ kind: "task.assigned", inApp: false, email: true }],
      locale: "es",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.locale).toBe("es");
    expect(saved.body.kinds.find((k) => k.kind === "task.assigned")).toMatchObject({
      inApp: false,
      email: true,
    });
    expect(saved.body.kinds.find((k) => k.kind === "task.mentioned")).toMatchObject({
      inApp: true,
      email: true,
    });
    // Someone else's choices are their own.
    expect((await prefs.get(team.admin)).body.kinds.find((k) => k.kind === "task.assigned")?.inApp).toBe(
      true,
    );
    for (const body of [
      { kinds: [{ kind: "task.exploded", inApp: true, email: true }] },
      { kinds: [{ kind: "task.assigned", inApp: "yes", email: true }] },
      { kinds: [], locale: "fr" },
      { kinds: [], extra: 1 },
    ]) {
      expect((await prefs.put(team.member, body)).status).toBe(400);
    }
    expect((await call(getPrefs)).status).toBe(401);
  });

  it("decide what the app shows and what waits for e-mail; both off, nothing is kept", async () => {
    await prefs.put(team.member, {
      kinds: [
        { kind: "task.assigned", inApp: false, email: true },
        { kind: "task.commented", inApp: false, email: false },
      ],
    });
    await tell(team.member, "Mail only");
    await tell(team.member, "Nothing", "task.commented");
    expect(await inbox(team.member)).toEqual([]);
    const rows = await getDb().notification.findMany({ where: { userId: team.member.user.id } });
    expect(rows.map((row) => [row.inApp, row.emailPending])).toEqual([[false, true]]);
  });
});

describe("the e-mail digest", () => {
  it("sends one e-mail per 10 minutes with what is still unread, in the chosen language", async () => {
    await prefs.put(team.member, { kinds: [], locale: "es" });
    await tell(team.member, "Primera");
    const now = Date.now();
    expect(await sendNotificationDigests(new Date(now))).toContain(team.member.user.id);
    let mails = await mailsTo(team.member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("1 notificación nueva");
    expect(mails[0]!.text).toContain("Acme Studio");
    expect(mails[0]!.text).toContain("Olivia Owner te asignó WP-1 Primera");
    // The way out: the settings and a one-step unsubscribe link (encrypted in the outbox until sent).
    expect(mailLink(mails[0]!)).toBe(
      `http://localhost:3000/unsubscribe?token=${unsubscribeToken(team.member.user.id)}`,
    );
    expect(mails[0]!.text).toContain("/settings/notifications");

    // Two more within 10 minutes: they wait; one is read in the app meanwhile and is left out.
    await tell(team.member, "Second");
    await tell(team.member, "Third");
    expect(await sendNotificationDigests(new Date(now + 60_000))).not.toContain(team.member.user.id);
    const [third] = (await inbox(team.member)).filter((n) => n.params.taskTitle === "Third");
    await getDb().notification.update({ where: { id: third!.id }, data: { readAt: new Date() } });
    expect(await sendNotificationDigests(new Date(now + DIGEST_INTERVAL_MS + 1_000))).toContain(
      team.member.user.id,
    );
    mails = await mailsTo(team.member);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("Second");
    expect(mails[1]!.text).not.toContain("Third");
    // Nothing is waiting any more.
    expect(await sendNotificationDigests(new Date(now + 3 * DIGEST_INTERVAL_MS))).not.toContain(
      team.member.user.id,
    );
  });

  it("sends nothing to an unverified address or to someone who turned e-mails off", async () => {
    await getDb().user.update({ where: { id: team.admin.user.id }, data: { emailVerifiedAt: null } });
    await prefs.put(team.viewer, { kinds: [{ kind: "task.assigned", inApp: true, email: false }] });
    await tell(team.admin, "Unverified");
    await tell(team.viewer, "Off");
    await sendNotificationDigests();
    expect(await mailsTo(team.admin)).toEqual([]);
    expect(await mailsTo(team.viewer)).toEqual([]);
    expect((await inbox(team.viewer)).map((n) => n.params.taskTitle)).toEqual(["Off"]);
  });

  it("unsubscribes without signing in through the link's token, and refuses a forged one", async () => {
    await tell(team.member, "Waiting");
    const forged = `${team.member.user.id}.${"A".repeat(43)}`;
    for (const token of [
      forged,
      "nope",
      `${team.admin.user.id}.${unsubscribeToken(team.member.user.id).split(".")[1]}`,
    ]) {
      const refused = await call(unsubscribeRoute, { body: { token } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: "This unsubscribe link is not valid." });
    }
    const done = await call(unsubscribeRoute, { body: { token: unsubscribeToken(team.member.user.id) } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ unsubscribed: true });
    expect((await prefs.get(team.member)).body.kinds.every((k) => !k.email)).toBe(true);
    expect((await prefs.get(team.member)).body.kinds.every((k) => k.inApp)).toBe(true);
    expect(await sendNotificationDigests()).not.toContain(team.member.user.id);
    expect(await mailsTo(team.member)).toEqual([]);
  });
});
