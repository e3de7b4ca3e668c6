// The Notification module: channels, templates and campaigns through their API, rights through the
// module gate, campaigns sent once per recipient and run (even after a crash mid-batch), webhooks
// signed and verifiable.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// Webhooks here go to a receiver on 127.0.0.1: allowed only with this flag (read once per file).
process.env.WEBHOOK_ALLOW_PRIVATE = "true";

import { Webhook } from "standardwebhooks";
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import type { GridSummaries } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import { subscribe } from "@/lib/server/events/bus";
import { newId } from "@/lib/server/ids";
import { processRun } from "@/modules/notification/server/sending/process-run";
import { startDueCampaigns } from "@/modules/notification/server/sending/start-due-campaigns";
import { startRun } from "@/modules/notification/server/sending/start-run";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";
import { moduleUrl, notificationApi, routes } from "./notification-api";

let team: Team;
let moduleId: string;
let projectId: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "Announcements" })).id;
});

const url = (path: string, query: Record<string, string> = {}) => moduleUrl(moduleId, path, query);
const api = notificationApi(() => moduleId);

const inAppSetup = (audience: unknown = { kind: "all" }) =>
  api.setup(team.admin, {
    channel: { name: "Team inbox", kind: "inApp" },
    template: {
      name: "Launch news",
      body: "<p>Hi {{recipient.name}}, {{project.name}} ships on {{day}}.</p>",
      variables: [{ name: "day", sample: "Monday" }],
    },
    campaign: { name: "Launch day", audience, values: { day: "Friday" } },
  });

const campaignNotes = (campaignId: string) =>
  getDb().notification.findMany({ where: { objectId: campaignId, kind: "campaign.message" } });

describe("channels", () => {
  it("are created, listed, filtered and validated with the spec's messages", async () => {
    const created = await api.createChannel(team.member, { name: "Team inbox", kind: "inApp" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Team inbox",
      kind: "inApp",
      status: "available",
      secret: null,
    });

    expect((await api.createChannel(team.member, { name: " ", kind: "inApp" })).body).toEqual(
      errorBody(400, "Channel name is required"),
    );
    expect((await api.createChannel(team.member, { name: "Hook", kind: "webhook" })).body).toEqual(
      errorBody(400, "Webhook URL is required"),
    );
    expect(
      (await api.createChannel(team.member, { name: "Hook", kind: "webhook", url: "ftp://x" })).body,
    ).toEqual(errorBody(400, "Enter a full https:// address"));
    expect(
      (await api.createChannel(team.member, { name: "Mail", kind: "email", replyTo: "nope" })).status,
    ).toBe(400);
    expect((await api.createChannel(team.member, { name: "Pager", kind: "sms" })).status).toBe(400);

    await api.createChannel(team.member, {
      name: "Mailing",
      kind: "email",
      fromName: "Acme",
      replyTo: "hi@acme.test",
    });
    const all = (await api.channels(team.viewer)).body.data;
    expect(all.map((c) => c.name)).toEqual(["Mailing", "Team inbox"]);
    expect(all[0]!.settings).toEqual({ kind: "email", fromName: "Acme", replyTo: "hi@acme.test" });
    expect((await api.channels(team.viewer, { kind: "email" })).body.data.map((c) => c.name)).toEqual([
      "Mailing",
    ]);
    expect((await api.channels(team.viewer, { q: "inb" })).body.data.map((c) => c.name)).toEqual([
      "Team inbox",
    ]);

    const off = await api.patchChannel(team.member, created.body.id, { enabled: false });
    expect(off.body.status).toBe("disabled");
    expect((await api.channels(team.viewer, { status: "disabled" })).body.data.map((c) => c.id)).toEqual([
      created.body.id,
    ]);
  });

  it("page newest first with a keyset cursor", async () => {
    for (let i = 0; i < 23; i += 1)
      await api.createChannel(team.member, { name: `Channel ${i}`, kind: "inApp" });
    const first = (await api.channels(team.viewer)).body;
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.name).toBe("Channel 22");
    const second = (await api.channels(team.viewer, { cursor: first.nextCursor! })).body;
    expect(second.data.map((c) => c.name)).toEqual(["Channel 2", "Channel 1", "Channel 0"]);
    expect(second.nextCursor).toBeNull();
    expect((await api.channels(team.viewer, { cursor: "garbage" })).status).toBe(400);
  });

  it("are read by viewers, written by members, and not found from another workspace or module kind", async () => {
    expect((await api.channels(team.viewer)).status).toBe(200);
    expect((await api.createChannel(team.viewer, { name: "Nope", kind: "inApp" })).status).toBe(403);
    expect((await api.createChannel(team.guest, { name: "Nope", kind: "inApp" })).status).toBe(404);

    const other = await seedTeam("Other Co");
    expect((await api.channels(other.owner)).status).toBe(404);
    const mine = (await api.createChannel(team.member, { name: "Mine", kind: "inApp" })).body;
    const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const otherModule = await seedProjectModule(getDb(), otherProject.id, { tag: "Notification" });
    expect((await api.patchChannel(other.owner, mine.id, { name: "Stolen" }, otherModule.id)).status).toBe(
      404,
    );

    const tasks = await seedProjectModule(getDb(), projectId, { tag: "TaskManagement" });
    expect((await api.channels(team.member, {}, tasks.id)).status).toBe(404);
  });

  it("test in-app: the actor gets the test message in their inbox", async () => {
    const channel = (await api.createChannel(team.member, { name: "Team inbox", kind: "inApp" })).body;
    const result = await api.testChannel(team.member, channel.id);
    expect(result.body).toMatchObject({ ok: true, error: null, channel: { status: "available" } });
    const rows = await getDb().notification.findMany({ where: { userId: team.member.user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ moduleName: "Test message from Team inbox" });
    expect((await api.testChannel(team.viewer, channel.id)).status).toBe(403);
  });

  it("refuse deleting one a scheduled campaign uses", async () => {
    const { channel, campaign } = await inAppSetup();
    await api.patchCampaign(team.admin, campaign.id, {
      schedule: { kind: "at", at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect((await api.state(team.admin, campaign.id, "send")).body.status).toBe("scheduled");
    expect((await api.deleteChannel(team.admin, channel.id)).body).toEqual(
      errorBody(409, "Campaigns that are scheduled or sending use this channel"),
    );
    await api.state(team.admin, campaign.id, "cancel");
    expect((await api.deleteChannel(team.admin, channel.id)).status).toBe(200);
  });
});

describe("webhooks", () => {
  let server: Server;
  let received: { headers: IncomingHttpHeaders; body: string }[];
  let answer: number;
  beforeEach(async () => {
    received = [];
    answer = 204;
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const hookUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  /** What a receiver does: check the Standard Webhooks signature with the secret it was shown. */
  const verifies = (secret: string, entry: { headers: IncomingHttpHeaders; body: string }) => {
    try {
      new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };
  const dataOf = <T>(entry: { body: string }) => (JSON.parse(entry.body) as { data: T }).data;

  it("are signed with the secret shown once; rotating it changes it; 3 failures make the channel Failing", async () => {
    const created = (await api.createChannel(team.member, { name: "CRM", kind: "webhook", url: hookUrl() }))
      .body;
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await api.channels(team.member)).body.data[0]).not.toHaveProperty("secret");

    expect((await api.testChannel(team.member, created.id)).body.ok).toBe(true);
    expect(received).toHaveLength(1);
    expect(verifies(created.secret!, received[0]!)).toBe(true);
    expect(received[0]!.headers["webhook-id"]).toMatch(/^test-/);
    expect(dataOf(received[0]!)).toMatchObject({
      type: "test",
      recipient: { email: team.member.user.email },
    });

    // Rotating is for the module's admins (tests/integration/notification/scheduled-edits.test.ts).
    const rotated = (await api.patchChannel(team.admin, created.id, { rotateSecret: true })).body;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    await api.testChannel(team.member, created.id);
    expect(verifies(created.secret!, received[1]!)).toBe(false);
    expect(verifies(rotated.secret!, received[1]!)).toBe(true);

    answer = 500;
    for (let i = 0; i < 2; i += 1)
      expect((await api.testChannel(team.member, created.id)).body.channel.status).toBe("available");
    const third = (await api.testChannel(team.member, created.id)).body;
    expect(third).toMatchObject({
      ok: false,
      error: "HTTP 500",
      channel: { status: "failing", lastError: "HTTP 500" },
    });
    answer = 200;
    expect((await api.testChannel(team.member, created.id)).body.channel.status).toBe("available");
  });

  it("campaigns post one signed request per recipient, keyed by the delivery", async () => {
    const channel = (await api.createChannel(team.admin, { name: "CRM", kind: "webhook", url: hookUrl() }))
      .body;
    const template = (
      await api.createTemplate(team.admin, {
        name: "Ping",
        channelKind: "webhook",
        body: "<p>Hello {{recipient.name}}</p>",
      })
    ).body;
    const campaign = (
      await api.createCampaign(team.admin, {
        name: "Ping all",
        templateId: template.id,
        channelId: channel.id,
        audience: { kind: "emails", emails: ["a@example.com", team.viewer.user.email] },
      })
    ).body;
    const sent = (await api.state(team.admin, campaign.id, "send")).body;
    expect(sent).toMatchObject({ status: "completed", totals: { queued: 0, sent: 2, failed: 0 } });
    expect(received).toHaveLength(2);
    const keys = new Set(received.map((entry) => entry.headers["webhook-id"]));
    expect(keys.size).toBe(2);
    expect(received.every((entry) => verifies(channel.secret!, entry))).toBe(true);
    const bodies = received.map((entry) => dataOf<{ text: string; recipient: { email: string } }>(entry));
    expect(bodies.find((b) => b.recipient.email === team.viewer.user.email)?.text).toBe("Hello Vic Viewer");
    // Each message is a delivery of the channel's webhook subscription, its webhook-id the campaign
    // delivery's id.
    const logged = await getDb().webhookDelivery.findMany({
      where: { subscription: { channelId: channel.id } },
      select: { eventId: true, eventType: true, status: true },
    });
    expect(logged.map((d) => [d.eventType, d.status])).toEqual([
      ["campaign.message", "sent"],
      ["campaign.message", "sent"],
    ]);
    expect(new Set(logged.map((d) => d.eventId))).toEqual(keys);
  });

  it("read as disabled once the webhook service turned their subscription off; turning them on restores it", async () => {
    const channel = (await api.createChannel(team.admin, { name: "CRM", kind: "webhook", url: hookUrl() }))
      .body;
    const subscription = await getDb().webhookSubscription.findUniqueOrThrow({
      where: { channelId: channel.id },
    });
    expect(subscription).toMatchObject({ url: hookUrl(), enabled: true, eventTypes: ["campaign.message"] });
    await getDb().webhookSubscription.update({
      where: { id: subscription.id },
      data: { enabled: false, disabledAt: new Date(), consecutiveFailures: 5 },
    });
    expect((await api.channels(team.member)).body.data[0]).toMatchObject({
      enabled: false,
      status: "disabled",
    });
    expect((await api.channels(team.member, { status: "disabled" })).body.data).toHaveLength(1);
    expect((await api.channels(team.member, { status: "available" })).body.data).toHaveLength(0);
    const template = (
      await api.createTemplate(team.admin, { name: "Ping", channelKind: "webhook", body: "<p>Hi</p>" })
    ).body;
    const campaign = (
      await api.createCampaign(team.admin, {
        name: "Ping",
        templateId: template.id,
        channelId: channel.id,
        audience: { kind: "emails", emails: ["a@example.com"] },
      })
    ).body;
    expect((await api.state(team.admin, campaign.id, "send")).body).toMatchObject({
      totals: { sent: 0, failed: 1 },
    });
    expect(received).toHaveLength(0);

    const on = (await api.patchChannel(team.admin, channel.id, { enabled: true })).body;
    expect(on).toMatchObject({ enabled: true, status: "available" });
    expect(
      await getDb().webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } }),
    ).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledAt: null });
    // Deleting the channel deletes its subscription, which the audit log records.
    await api.deleteChannel(team.admin, channel.id);
    expect(await getDb().webhookSubscription.count({ where: { id: subscription.id } })).toBe(0);
    expect(
      await getDb().auditLogEntry.findMany({
        where: { targetId: subscription.id, action: "webhook.deleted" },
        select: { actorId: true, before: true },
      }),
    ).toEqual([
      {
        actorId: team.admin.user.id,
        before: { kind: "Notification", moduleId: expect.any(String), url: expect.any(String) },
      },
    ]);
  });
});

describe("templates", () => {
  it("refuse unknown variables, need a subject for e-mail, and keep a sanitised body", async () => {
    expect(
      (
        await api.createTemplate(team.member, {
          name: "Bad",
          channelKind: "inApp",
          body: "<p>Hi {{recipient.nmae}}</p>",
        })
      ).body,
    ).toEqual(errorBody(400, "The template uses a variable it does not declare: declare it or remove it"));
    expect(
      (await api.createTemplate(team.member, { name: "Mail", channelKind: "email", body: "<p>x</p>" })).body,
    ).toEqual(errorBody(400, "An e-mail template needs a subject"));
    expect(
      (
        await api.createTemplate(team.member, {
          name: "Dup",
          channelKind: "inApp",
          body: "<p>{{a}}</p>",
          variables: [
            { name: "a", sample: "1" },
            { name: "a", sample: "2" },
          ],
        })
      ).status,
    ).toBe(400);
    const made = await api.createTemplate(team.member, {
      name: "Welcome",
      channelKind: "email",
      subject: "Welcome to {{workspace.name}}",
      body: '<p onclick="x()">Hi {{recipient.name}}<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    expect(made.status).toBe(201);
    expect(made.body.body).toBe(
      '<p>Hi {{recipient.name}} <a target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect((await api.templates(team.viewer)).body.data.map((t) => t.name)).toEqual(["Welcome"]);
    expect(
      (await api.createTemplate(team.viewer, { name: "V", channelKind: "inApp", body: "<p>x</p>" })).status,
    ).toBe(403);
  });
});

describe("campaigns", () => {
  it("to a project's members arrive in their inboxes, once, with the variables filled", async () => {
    // The project is private: the owner and admin see it, and the viewer was given access.
    await getDb().project.update({ where: { id: projectId }, data: { private: true } });
    await getDb().projectAccess.create({
      data: { id: newId(), projectId, userId: team.viewer.user.id, role: "viewer" },
    });
    const { campaign } = await inAppSetup({ kind: "project", projectId });
    expect(campaign).toMatchObject({
      status: "draft",
      audienceProjectName: "Launch",
      totals: { queued: 0, sent: 0, failed: 0, skipped: 0 },
    });

    // The member does not see the private project; the viewer reads but may not send.
    expect((await api.state(team.member, campaign.id, "send")).status).toBe(404);
    expect((await api.state(team.viewer, campaign.id, "send")).body).toEqual(
      errorBody(403, "Only an admin of the module or the project can send campaigns"),
    );
    const sent = await api.state(team.admin, campaign.id, "send");
    expect(sent.body).toMatchObject({
      status: "completed",
      runs: 1,
      totals: { queued: 0, sent: 3, failed: 0 },
    });

    const notes = await campaignNotes(campaign.id);
    expect(notes.map((n) => n.userId).sort()).toEqual(
      [team.owner.user.id, team.admin.user.id, team.viewer.user.id].sort(),
    );
    const viewers = notes.find((n) => n.userId === team.viewer.user.id)!;
    expect(viewers.params).toEqual({
      moduleName: "Launch day",
      excerpt: "Hi Vic Viewer, Launch ships on Friday.",
    });
    expect(viewers.actorId).toBe(team.admin.user.id);

    const deliveries = (await api.deliveries(team.viewer, campaign.id)).body.data;
    expect(deliveries).toHaveLength(3);
    expect(deliveries.every((d) => d.status === "sent" && d.sentAt)).toBe(true);

    // The grid card sums the module.
    const grid = await call<GridSummaries>(summaryRoute, { token: team.viewer.token, params: { projectId } });
    expect(grid.body[moduleId]).toEqual({
      tag: "Notification",
      channels: 1,
      campaigns: 1,
      sending: 0,
      sent: 3,
      lastRunAt: expect.any(String),
    });

    // Sending again is a second run: everyone once more, the totals are that run's. Every live
    // event carries a newer revision than the one before, and the answer the newest of all, so a
    // client that hears both keeps the final state whichever arrives last.
    const heard: { status?: string; revision?: number }[] = [];
    const stop = subscribe("notification-module.events", (event) => {
      for (const change of event.events) if (change.entity === "campaign") heard.push(change);
    });
    const again = await api.state(team.admin, campaign.id, "send", { confirm: true }).finally(stop);
    expect(again.body).toMatchObject({ status: "completed", runs: 2, totals: { sent: 3 } });
    expect(await campaignNotes(campaign.id)).toHaveLength(6);
    const revisions = heard.map((change) => change.revision!);
    expect(heard.at(0)?.status).toBe("sending");
    expect(heard.at(-1)?.status).toBe("completed");
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    const sending = heard.filter((change) => change.status === "sending").map((change) => change.revision!);
    expect(Math.max(...sending)).toBeLessThan(heard.at(-1)!.revision!);
    expect(again.body.revision).toBeGreaterThan(sent.body.revision);
    expect(again.body.revision).toBe(Math.max(...revisions));
  });

  it("are sent once per recipient even when a node dies mid-batch and two workers race", async () => {
    const { campaign } = await inAppSetup();
    const run = (await startRun(campaign.id, ["draft"]))!;
    expect(run).toBe(1);
    // A crash after the notifications were written, before the batch committed.
    await getDb().$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION test_crash_delivery() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'node died'; END $$ LANGUAGE plpgsql`);
    await getDb().$executeRawUnsafe(`
      CREATE TRIGGER test_crash BEFORE UPDATE ON "CampaignDelivery" FOR EACH ROW
      WHEN (NEW."status" = 'sent') EXECUTE FUNCTION test_crash_delivery()`);
    try {
      await expect(processRun(campaign.id, run)).rejects.toThrow(/node died/);
    } finally {
      await getDb().$executeRawUnsafe(`DROP TRIGGER test_crash ON "CampaignDelivery"`);
      await getDb().$executeRawUnsafe(`DROP FUNCTION test_crash_delivery()`);
    }
    expect(await campaignNotes(campaign.id)).toHaveLength(0);

    // The retry, twice at once: still one notification per member.
    await Promise.all([processRun(campaign.id, run), processRun(campaign.id, run)]);
    const notes = await campaignNotes(campaign.id);
    expect(notes).toHaveLength(5);
    expect(new Set(notes.map((n) => n.userId)).size).toBe(5);
    const done = (await api.campaigns(team.viewer)).body.data[0]!;
    expect(done).toMatchObject({ status: "completed", totals: { queued: 0, sent: 5, failed: 0 } });
    // A stale job for a finished run does nothing.
    await processRun(campaign.id, run);
    expect(await campaignNotes(campaign.id)).toHaveLength(5);
  });

  it("to pasted addresses: in-app reaches members only; opted-out members are skipped", async () => {
    await getDb().notificationPreference.create({
      data: { userId: team.member.user.id, kind: "campaign.message", inApp: false, email: true },
    });
    const { campaign } = await inAppSetup({
      kind: "emails",
      emails: [team.viewer.user.email, team.member.user.email.toUpperCase(), "stranger@example.com"],
    });
    const sent = (await api.state(team.owner, campaign.id, "send")).body;
    expect(sent.totals).toEqual({ queued: 0, sent: 1, failed: 2, skipped: 0 });
    const failed = (await api.deliveries(team.owner, campaign.id, { status: "failed" })).body.data;
    expect(failed.map((d) => [d.email, d.reason]).sort()).toEqual(
      [
        ["stranger@example.com", "notMember"],
        [team.member.user.email, "optedOut"],
      ].sort(),
    );
  });

  it("by e-mail write one outbox message per address, each with its unsubscribe link", async () => {
    const channel = (
      await api.createChannel(team.admin, { name: "Mail", kind: "email", fromName: "Acme News" })
    ).body;
    const template = (
      await api.createTemplate(team.admin, {
        name: "Digest",
        channelKind: "email",
        subject: "News for {{recipient.name}}",
        body: '<p>Hello from {{workspace.name}} <a href="{{link}}">read more</a></p>',
        variables: [{ name: "link", sample: "https://example.com" }],
      })
    ).body;
    const campaign = (
      await api.createCampaign(team.admin, {
        name: "News",
        templateId: template.id,
        channelId: channel.id,
        audience: { kind: "emails", emails: ["friend@example.com", team.viewer.user.email] },
        values: { link: "javascript:alert(1)" },
      })
    ).body;
    expect((await api.state(team.admin, campaign.id, "send")).body.totals).toEqual({
      queued: 0,
      sent: 2,
      failed: 0,
      skipped: 0,
    });
    const mails = await getDb().outboxEmail.findMany({ where: { subject: { startsWith: "News for" } } });
    expect(mails.map((m) => m.to).sort()).toEqual(["friend@example.com", team.viewer.user.email].sort());
    const toViewer = mails.find((m) => m.to === team.viewer.user.email)!;
    expect(toViewer.subject).toBe("News for Vic Viewer");
    expect(toViewer.text).toContain("Hello from Acme Studio");
    expect(toViewer.text).toContain("Sent by Acme News");
    // A value cannot put a script link into the message.
    expect(toViewer.html).toContain("read more</a>");
    expect(toViewer.html).not.toContain("javascript:");
  });

  it("validate their references and refuse what a state does not allow", async () => {
    const { template, channel, campaign } = await inAppSetup();
    expect((await api.createCampaign(team.member, { name: "" })).status).toBe(400);
    expect(
      (
        await api.createCampaign(team.member, {
          name: "X",
          templateId: newId(),
          channelId: channel.id,
          audience: { kind: "all" },
        })
      ).body,
    ).toEqual(errorBody(404, "Template not found"));
    expect(
      (
        await api.createCampaign(team.member, {
          name: "X",
          templateId: template.id,
          channelId: channel.id,
          audience: { kind: "emails", emails: [] },
        })
      ).body,
    ).toEqual(errorBody(400, "Paste at least one e-mail address"));
    const other = await seedTeam("Other Co");
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    expect(
      (
        await api.createCampaign(team.member, {
          name: "X",
          templateId: template.id,
          channelId: channel.id,
          audience: { kind: "project", projectId: theirs.id },
        })
      ).body,
    ).toEqual(errorBody(404, "Project not found"));

    // Missing values, and a time in the past.
    await api.patchCampaign(team.admin, campaign.id, { values: {} });
    expect((await api.state(team.admin, campaign.id, "send")).body).toEqual(
      errorBody(400, "Give a value to every variable of the template"),
    );
    await api.patchCampaign(team.admin, campaign.id, {
      values: { day: "Friday" },
      schedule: { kind: "at", at: "2020-01-01T00:00:00Z" },
    });
    expect((await api.state(team.admin, campaign.id, "send")).body).toEqual(
      errorBody(400, "Choose a time in the future"),
    );
    expect((await api.state(team.admin, campaign.id, "pause")).status).toBe(409);
    expect((await api.state(team.admin, campaign.id, "fly")).status).toBe(400);
    expect((await api.deleteTemplate(team.admin, template.id)).status).toBe(200);
    expect((await api.campaigns(team.viewer)).body.data[0]!.template).toBeNull();
  });

  it("scheduled ones start when due; repeating ones wait for their next run; pause, resume, cancel", async () => {
    const { campaign } = await inAppSetup();
    const at = new Date(Date.now() + 60_000);
    await api.patchCampaign(team.admin, campaign.id, { schedule: { kind: "daily", at: at.toISOString() } });
    const scheduled = (await api.state(team.admin, campaign.id, "send")).body;
    expect(scheduled).toMatchObject({ status: "scheduled", nextRunAt: at.toISOString() });

    const ran: [string, number][] = [];
    expect(await startDueCampaigns(new Date(), async (id, run) => void ran.push([id, run]))).toBe(0);
    expect(
      await startDueCampaigns(new Date(at.getTime() + 1_000), async (id, run) => void ran.push([id, run])),
    ).toBe(1);
    expect(ran).toEqual([[campaign.id, 1]]);

    // The run is sending: pause stops it between batches, resume sends the rest.
    expect((await api.state(team.admin, campaign.id, "pause")).body.status).toBe("paused");
    await processRun(campaign.id, 1);
    expect(await campaignNotes(campaign.id)).toHaveLength(0);
    const resumed = (await api.state(team.admin, campaign.id, "resume")).body;
    expect(resumed).toMatchObject({ status: "scheduled", totals: { sent: 5 } });
    expect(new Date(resumed.nextRunAt!).getTime()).toBe(at.getTime() + 86_400_000);

    const cancelled = (await api.state(team.admin, campaign.id, "cancel")).body;
    expect(cancelled).toMatchObject({ status: "cancelled", nextRunAt: null });
    expect((await api.state(team.admin, campaign.id, "resume")).status).toBe(409);
  });

  it("cancelled mid-run: what is still queued fails as cancelled", async () => {
    const { campaign } = await inAppSetup();
    await startRun(campaign.id, ["draft"]);
    const cancelled = (await api.state(team.owner, campaign.id, "cancel")).body;
    expect(cancelled).toMatchObject({ status: "cancelled", totals: { queued: 0, sent: 0, failed: 5 } });
    await processRun(campaign.id, 1);
    expect(await campaignNotes(campaign.id)).toHaveLength(0);
    const rows = (await api.deliveries(team.owner, campaign.id)).body.data;
    expect(rows.every((d) => d.status === "failed" && d.reason === "cancelled")).toBe(true);
  });
});

describe("isolation", () => {
  it("answers 404 on every endpoint to another workspace, with its ids or ours", async () => {
    const { channel, template, campaign } = await inAppSetup();
    const other = await seedTeam("Other Co");
    const ids = { moduleId, channelId: channel.id, templateId: template.id, campaignId: campaign.id };
    const calls: [string, () => Promise<{ status: number }>][] = [
      [
        "channels",
        () => call(routes.listChannelsRoute, { token: other.owner.token, params: ids, url: url("channels") }),
      ],
      [
        "create channel",
        () =>
          call(routes.createChannelRoute, {
            method: "POST",
            token: other.owner.token,
            params: ids,
            body: { name: "X", kind: "inApp" },
          }),
      ],
      [
        "patch channel",
        () =>
          call(routes.patchChannelRoute, {
            method: "PATCH",
            token: other.owner.token,
            params: ids,
            body: { name: "X" },
          }),
      ],
      [
        "delete channel",
        () => call(routes.deleteChannelRoute, { method: "DELETE", token: other.owner.token, params: ids }),
      ],
      [
        "test channel",
        () =>
          call(routes.testChannelRoute, { method: "POST", token: other.owner.token, params: ids, body: {} }),
      ],
      [
        "templates",
        () =>
          call(routes.listTemplatesRoute, { token: other.owner.token, params: ids, url: url("templates") }),
      ],
      [
        "create template",
        () =>
          call(routes.createTemplateRoute, {
            method: "POST",
            token: other.owner.token,
            params: ids,
            body: { name: "X", channelKind: "inApp", body: "<p>x</p>" },
          }),
      ],
      [
        "delete template",
        () => call(routes.deleteTemplateRoute, { method: "DELETE", token: other.owner.token, params: ids }),
      ],
      [
        "campaigns",
        () =>
          call(routes.listCampaignsRoute, { token: other.owner.token, params: ids, url: url("campaigns") }),
      ],
      [
        "create campaign",
        () =>
          call(routes.createCampaignRoute, {
            method: "POST",
            token: other.owner.token,
            params: ids,
            body: { name: "X", templateId: template.id, channelId: channel.id, audience: { kind: "all" } },
          }),
      ],
      [
        "patch campaign",
        () =>
          call(routes.patchCampaignRoute, {
            method: "PATCH",
            token: other.owner.token,
            params: ids,
            body: { name: "X" },
          }),
      ],
      [
        "campaign state",
        () =>
          call(routes.stateRoute, {
            method: "POST",
            token: other.owner.token,
            params: ids,
            body: { action: "send" },
          }),
      ],
      [
        "deliveries",
        () =>
          call(routes.deliveriesRoute, {
            token: other.owner.token,
            params: ids,
            url: url(`campaigns/${campaign.id}/deliveries`),
          }),
      ],
    ];
    for (const [name, run] of calls) expect([name, (await run()).status]).toEqual([name, 404]);

    // Their own module, with our rows' ids: not found either.
    const theirs = await seedProjectModule(
      getDb(),
      (await seedProject(getDb(), other.workspace.id, { name: "T" })).id,
      {
        tag: "Notification",
      },
    );
    const mixed = { ...ids, moduleId: theirs.id };
    expect(
      (
        await call(routes.patchChannelRoute, {
          method: "PATCH",
          token: other.owner.token,
          params: mixed,
          body: { name: "X" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(routes.deleteTemplateRoute, { method: "DELETE", token: other.owner.token, params: mixed }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(routes.stateRoute, {
          method: "POST",
          token: other.owner.token,
          params: mixed,
          body: { action: "send" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(routes.createCampaignRoute, {
          method: "POST",
          token: other.owner.token,
          params: mixed,
          body: { name: "X", templateId: template.id, channelId: channel.id, audience: { kind: "all" } },
        })
      ).status,
    ).toBe(404);
    expect(await campaignNotes(campaign.id)).toHaveLength(0);
  });
});
