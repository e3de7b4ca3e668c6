// Issue 31: campaigns could send unlimited e-mail to any address. Reproduced first as reported (a
// brand-new, unverified account pasting strangers' addresses, three sends in a row, no unsubscribe
// link), then what e-mail senders do: a verified sender for addresses outside the workspace, a daily
// quota per workspace, a one-click unsubscribe link for every recipient (List-Unsubscribe headers, a
// page and a POST that work without a session), a suppression list that is never mailed again (an
// unsubscribe, a hard bounce), and a confirmed resend that counts again. A local SMTP server receives
// the mail, so the headers are read as a mailbox would read them.
import { NextRequest } from "next/server";
import {
  GET as openUnsubscribeRoute,
  POST as unsubscribeRoute,
} from "@/app/api/v1/mail/unsubscribe/[token]/route";
import { getDb } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { startDueCampaigns } from "@/modules/notification/server/sending/start-due-campaigns";
import { queueCampaignRun } from "@/modules/notification/server/jobs/campaign-send";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedUser, seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { errorBody, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";
import { notificationApi, routes } from "./notification-api";

// A mailbox that does not exist ("bounce…") is refused for good.
let smtp: TestSmtp;
let received: TestSmtp["received"] = [];

beforeAll(async () => {
  smtp = await startTestSmtp({ refuseRecipient: (address) => (address.startsWith("bounce") ? 550 : null) });
  received = smtp.received;
  // Read by env() on first use, which comes after this.
  process.env.SMTP_URL = smtp.url;
  process.env.RATE_LIMIT_PER_MINUTE = "2";
});
afterAll(() => smtp.close());

let team: Team;
let moduleId: string;
const api = notificationApi(() => moduleId);

beforeEach(async () => {
  received.length = 0;
  resetRateLimits();
  delete process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT;
  team = await seedTeam("Acme Studio");
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "News" })).id;
});

const STRANGERS = ["victim1@partner.example", "victim2@partner.example"];

/** An e-mail campaign (a draft) to `emails`, made and sent by `by`. */
async function emailCampaign(by: Caller, emails: string[], name = "Offer") {
  const { campaign } = await api.setup(by, {
    channel: { name: "Mail", kind: "email", fromName: "Acme" },
    template: {
      name,
      subject: "Hello {{recipient.name}}",
      body: '<p>Win <a href="https://x.example">here</a></p>',
    },
    campaign: { name, audience: { kind: "emails", emails } },
  });
  return campaign;
}

const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));

describe("sending to addresses outside the workspace", () => {
  it("is refused to a brand-new account whose address is not verified", async () => {
    const user = await seedUser(getDb(), { name: "New Person", verified: false });
    const workspace = await seedWorkspace(getDb(), user.id, { name: "Fresh" });
    const fresh = await signedIn(user, workspace.id);
    const projectId = (await seedProject(getDb(), workspace.id, { name: "Spam" })).id;
    moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "Blast" })).id;
    const campaign = await emailCampaign(fresh, STRANGERS);

    for (let i = 0; i < 3; i++)
      expect((await api.state(fresh, campaign.id, "send")).body).toEqual(
        errorBody(
          403,
          "Verify your e-mail address before you e-mail people outside the workspace. Open the link we sent you, or ask for a new one from the reminder at the top of the page.",
        ),
      );
    expect(received).toHaveLength(0);
    expect(await getDb().outboxEmail.count({ where: { to: { in: STRANGERS } } })).toBe(0);
    expect((await api.campaign(fresh, campaign.id)).body.status).toBe("draft");

    // Members of the workspace (here: the owner alone) may still be e-mailed unverified.
    const own = await emailCampaign(fresh, [user.email], "Note to self");
    expect((await api.state(fresh, own.id, "send")).body).toMatchObject({ status: "completed" });

    // Once verified, the strangers are mailed.
    await getDb().user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const verified = await signedIn(user, workspace.id);
    expect((await api.state(verified, campaign.id, "send")).body.totals).toMatchObject({ sent: 2 });
  });

  it("is refused when an unverified admin points a scheduled campaign at outsiders", async () => {
    const campaign = await emailCampaign(team.admin, [team.viewer.user.email], "Members only");
    await getDb().notificationCampaign.update({
      where: { id: campaign.id },
      data: { status: "scheduled", nextRunAt: new Date(Date.now() + 3_600_000) },
    });
    await getDb().user.update({ where: { id: team.admin.user.id }, data: { emailVerifiedAt: null } });
    const changed = await api.patchCampaign(team.admin, campaign.id, {
      audience: { kind: "emails", emails: STRANGERS },
    });
    expect(changed.status).toBe(403);
    expect(
      (await getDb().notificationCampaign.findUniqueOrThrow({ where: { id: campaign.id } })).audience,
    ).toEqual({ kind: "emails", emails: [team.viewer.user.email] });
  });

  it("counts against the workspace's daily quota, refused with the message past it", async () => {
    process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT = "3";
    const first = await emailCampaign(team.owner, STRANGERS);
    expect((await api.state(team.owner, first.id, "send")).body.totals).toMatchObject({ sent: 2 });

    const second = await emailCampaign(team.owner, ["a@partner.example", "b@partner.example"], "Second");
    const refused = await api.state(team.owner, second.id, "send");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message:
        "This campaign would e-mail 2 addresses outside the workspace, but only 1 of today's 3 are left. Send it tomorrow, send it to members only, or ask the administrator of this server to raise the daily limit.",
      quota: { count: 2, left: 1, limit: 3 },
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mailsTo("a@partner.example")).toHaveLength(0);
    expect((await api.campaign(team.owner, second.id)).body.status).toBe("draft");

    // In the caller's language.
    const spanish = await call(routes.stateRoute, {
      method: "POST",
      token: team.owner.token,
      cookie: "NEXT_LOCALE=es",
      params: { moduleId, campaignId: second.id },
      body: { action: "send" },
    });
    expect(spanish.body.message).toBe(
      "Esta campaña enviaría correo a 2 direcciones de fuera del espacio de trabajo, pero solo quedan 1 de los 3 de hoy. Envíala mañana, envíala solo a los miembros o pide al administrador de este servidor que suba el límite diario.",
    );

    // Members do not count; one more stranger fits.
    const members = await emailCampaign(team.owner, [team.viewer.user.email, team.member.user.email], "Team");
    expect((await api.state(team.owner, members.id, "send")).body.totals).toMatchObject({ sent: 2 });
    const last = await emailCampaign(team.owner, ["c@partner.example"], "Last");
    expect((await api.state(team.owner, last.id, "send")).body.totals).toMatchObject({ sent: 1 });

    // A scheduled run past the quota sends to the members and skips the rest.
    const scheduled = await emailCampaign(team.owner, [team.viewer.user.email, "d@partner.example"], "Later");
    await getDb().notificationCampaign.update({
      where: { id: scheduled.id },
      data: { status: "scheduled", nextRunAt: new Date(Date.now() - 1000) },
    });
    await startDueCampaigns(new Date(), queueCampaignRun);
    const run = (await api.campaign(team.owner, scheduled.id)).body;
    expect(run.totals).toEqual({ queued: 0, sent: 1, failed: 0, skipped: 1 });
    const skipped = (await api.deliveries(team.owner, scheduled.id, { status: "skipped" })).body.data;
    expect(skipped.map((d) => [d.email, d.reason])).toEqual([["d@partner.example", "quotaExceeded"]]);
  });

  it("is unlimited, or off, as the server's administrator sets it", async () => {
    process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT = "0";
    const none = await emailCampaign(team.owner, STRANGERS);
    expect((await api.state(team.owner, none.id, "send")).status).toBe(429);

    // Unlimited: however many went out today.
    process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT = "unlimited";
    const today = { quotaDay: new Date(), quotaUsed: 1_000_000 };
    await getDb().campaignSendState.upsert({
      where: { workspaceId: team.workspace.id },
      create: { workspaceId: team.workspace.id, ...today, rateTokens: 100, rateAt: new Date() },
      update: today,
    });
    expect((await api.state(team.owner, none.id, "send")).body.totals).toMatchObject({ sent: 2 });
  });
});

describe("a completed campaign", () => {
  it("is sent again only when confirmed, and counts against the quota again", async () => {
    process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT = "5";
    const campaign = await emailCampaign(team.owner, STRANGERS);
    expect((await api.state(team.owner, campaign.id, "send")).status).toBe(200);
    expect((await api.state(team.owner, campaign.id, "send")).body).toEqual(
      errorBody(
        409,
        "This campaign was sent already. Sending it again sends it to everyone again: confirm that you want to send it again.",
      ),
    );
    expect(mailsTo(STRANGERS[0]!)).toHaveLength(1);
    const again = await api.state(team.owner, campaign.id, "send", { confirm: true });
    expect(again.body).toMatchObject({ status: "completed", runs: 2, totals: { sent: 2 } });
    expect(mailsTo(STRANGERS[0]!)).toHaveLength(2);
    // 4 of 5 used: a third time does not fit.
    expect((await api.state(team.owner, campaign.id, "send", { confirm: true })).status).toBe(429);
  });
});

/** The unsubscribe route called as a mailbox or a browser would: no session. */
function unsubscribeRequest(token: string, init: { method: string; form?: boolean }) {
  const headers: Record<string, string> = { "x-forwarded-for": "10.0.0.9" };
  if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
  const req = new NextRequest(`http://localhost:3000/api/v1/mail/unsubscribe/${token}`, {
    method: init.method,
    headers,
    body: init.form ? "List-Unsubscribe=One-Click" : undefined,
  });
  const route = init.method === "GET" ? openUnsubscribeRoute : unsubscribeRoute;
  return route(req, { params: Promise.resolve({ token }) });
}

/** The List-Unsubscribe URL of the last mail to `address`, as its headers give it. */
function unsubscribeHeader(address: string): { url: string; post: string | undefined } {
  const raw = mailsTo(address)
    .at(-1)!
    .raw.replace(/\r\n[ \t]+/g, " ");
  const url = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)?.[1];
  const post = /^List-Unsubscribe-Post: (.+)$/im.exec(raw)?.[1]?.trim();
  if (!url) throw new Error(`no List-Unsubscribe header in the mail to ${address}`);
  return { url, post };
}

describe("unsubscribing", () => {
  it("works for every recipient without a session (one-click), and the address is then skipped", async () => {
    const audience = [STRANGERS[0]!, team.viewer.user.email];
    const campaign = await emailCampaign(team.owner, audience);
    await api.state(team.owner, campaign.id, "send");

    // Every recipient, member or not, has the headers and the link in the body.
    for (const address of audience) {
      const { url, post } = unsubscribeHeader(address);
      expect(url).toMatch(/\/api\/v1\/mail\/unsubscribe\/[\w-]{43}$/);
      expect(post).toBe("List-Unsubscribe=One-Click");
      expect(mailsTo(address).at(-1)!.raw).toContain("Unsubscribe from these e-mails");
    }
    // At rest: the outbox keeps no token (sealed until sent, removed once sent) and the link table
    // only its hash.
    const { url } = unsubscribeHeader(STRANGERS[0]!);
    const token = url.split("/").at(-1)!;
    const rows = await getDb().outboxEmail.findMany({ where: { to: { in: audience } } });
    expect(
      rows.every((row) => row.link === null && !row.text.includes(token) && !row.html.includes(token)),
    ).toBe(true);
    const links = await getDb().emailUnsubscribeLink.findMany({ where: { workspaceId: team.workspace.id } });
    expect(links).toHaveLength(2);
    expect(links.some((link) => link.tokenHash.includes(token))).toBe(false);

    // Opening the link changes nothing: it leads to the page that asks.
    const opened = await unsubscribeRequest(token, { method: "GET" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`http://localhost:3000/unsubscribe/list?token=${token}`);
    expect(await getDb().emailSuppression.count()).toBe(0);

    // The mailbox's one-click POST (RFC 8058) unsubscribes.
    const oneClick = await unsubscribeRequest(token, { method: "POST", form: true });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true });
    expect(
      await getDb().emailSuppression.findMany({ select: { email: true, reason: true, detail: true } }),
    ).toEqual([{ email: STRANGERS[0], reason: "unsubscribed", detail: "one-click" }]);

    // The page's button (JSON, no session) for the member.
    const memberToken = unsubscribeHeader(team.viewer.user.email).url.split("/").at(-1)!;
    expect((await unsubscribeRequest(memberToken, { method: "POST" })).status).toBe(200);

    // Sent again: both are skipped, nothing reaches them, and they are not counted.
    process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT = "1";
    const before = received.length;
    const again = (await api.state(team.owner, campaign.id, "send", { confirm: true })).body;
    expect(again.totals).toEqual({ queued: 0, sent: 0, failed: 0, skipped: 2 });
    expect(received).toHaveLength(before);
    const skipped = (await api.deliveries(team.owner, campaign.id, { status: "skipped" })).body.data;
    expect(skipped.map((d) => d.reason)).toEqual(["suppressed", "suppressed"]);
  });

  it("refuses unknown tokens and is rate-limited per client address", async () => {
    const unknown = "x".repeat(43);
    expect((await unsubscribeRequest(unknown, { method: "POST", form: true })).status).toBe(404);
    expect((await unsubscribeRequest("short", { method: "POST", form: true })).status).toBe(400);
    // RATE_LIMIT_PER_MINUTE=2 here: 20 a minute per address, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await unsubscribeRequest(unknown, { method: "GET" })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

describe("the suppression list", () => {
  it("takes a hard-bounced address and is honoured for the workspace only", async () => {
    const campaign = await emailCampaign(team.owner, ["bounce-me@partner.example", STRANGERS[1]!]);
    await api.state(team.owner, campaign.id, "send");
    expect(
      await getDb().emailSuppression.findMany({
        where: { workspaceId: team.workspace.id },
        select: { email: true, reason: true },
      }),
    ).toEqual([{ email: "bounce-me@partner.example", reason: "hardBounced" }]);

    const again = (await api.state(team.owner, campaign.id, "send", { confirm: true })).body;
    expect(again.totals).toEqual({ queued: 0, sent: 1, failed: 0, skipped: 1 });

    // Another workspace's list is its own.
    const other = await seedTeam("Other Co");
    const projectId = (await seedProject(getDb(), other.workspace.id, { name: "P" })).id;
    moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "N" })).id;
    const theirs = await emailCampaign(other.owner, [STRANGERS[1]!]);
    expect((await api.state(other.owner, theirs.id, "send")).body.totals).toMatchObject({
      sent: 1,
      skipped: 0,
    });
  });
});
