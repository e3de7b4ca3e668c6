// What a scheduled campaign sends is what someone with the send right scheduled: changing it, its
// template or its channel needs that right (others are refused, 403, and nothing changes). A
// channel's secrets (a webhook's URL; its signing secret) reach only the module's admins.
import type { CampaignItem, ChannelWithSecret, TemplateItem } from "@/modules/notification/shared/types";
import { getDb } from "@/lib/server/db";
import { processRun } from "@/modules/notification/server/sending/process-run";
import { startDueCampaigns } from "@/modules/notification/server/sending/start-due-campaigns";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";
import { notificationApi } from "./notification-api";

let team: Team;
let moduleId: string;
const api = notificationApi(() => moduleId);

const SLACK = "https://hooks.slack.com/services/T0001/B0002/sEcReTtOkEn";
const MASKED = "https://hooks.slack.com/•••";

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "News" })).id;
});

const at = () => new Date(Date.now() + 3_600_000);

const setup = (kind: "inApp" | "webhook" = "inApp") =>
  api.setup(team.admin, {
    channel: kind === "inApp" ? { name: "Inbox", kind } : { name: "Slack", kind, url: SLACK },
    template: { name: "News", body: "<p>Admin words</p>" },
    campaign: {
      name: "Weekly",
      audience: { kind: "role", role: "admin" },
      schedule: { kind: "weekly", at: at().toISOString() },
    },
  });

async function schedule(campaign: CampaignItem) {
  const scheduled = await api.state(team.admin, campaign.id, "send");
  expect(scheduled.body.status).toBe("scheduled");
  return scheduled.body;
}

const refusedCampaign = errorBody(
  403,
  "This campaign is scheduled: only an admin of the module or the project can change it",
);
const refusedInUse = (what: "template" | "channel") =>
  errorBody(
    403,
    `A scheduled or sending campaign uses this ${what}: only an admin of the module or the project can change it`,
  );

describe("a scheduled campaign", () => {
  it("is changed only by someone with the send right; a member's edit is refused and nothing changes", async () => {
    const { campaign } = await setup();
    // A draft is the members' to write.
    expect((await api.patchCampaign(team.member, campaign.id, { name: "Draft edit" })).status).toBe(200);
    const scheduled = await schedule(campaign);

    for (const body of [
      { audience: { kind: "all" } },
      { name: "Hijacked" },
      { schedule: { kind: "daily", at: at().toISOString() } },
    ])
      expect((await api.patchCampaign(team.member, campaign.id, body)).body).toEqual(refusedCampaign);
    const unchanged = (await api.campaign(team.admin, campaign.id)).body;
    expect(unchanged).toMatchObject({ name: "Draft edit", audience: { kind: "role", role: "admin" } });
    expect(unchanged.revision).toBe(scheduled.revision);

    const byAdmin = await api.patchCampaign(team.admin, campaign.id, { name: "Weekly news" });
    expect(byAdmin.body).toMatchObject({ name: "Weekly news", status: "scheduled" });
  });

  it("keeps its template and channel: members may not change them while it is scheduled", async () => {
    const { channel, template, campaign } = await setup("webhook");
    const spare = (
      await api.createTemplate(team.member, { name: "Spare", channelKind: "inApp", body: "<p>x</p>" })
    ).body;
    const spareHook = (await api.createChannel(team.member, { name: "Spare", kind: "webhook", url: SLACK }))
      .body;
    await schedule(campaign);

    const rewrite = { name: "News", channelKind: "webhook", body: "<p>Click evil.example</p>" };
    expect((await api.patchTemplate(team.member, template.id, rewrite)).body).toEqual(
      refusedInUse("template"),
    );
    for (const body of [
      { url: "https://evil.example/hook" },
      { name: "Renamed" },
      { enabled: false },
      { rotateSecret: true },
    ])
      expect((await api.patchChannel(team.member, channel.id, body)).body).toEqual(refusedInUse("channel"));
    expect((await api.templates(team.admin)).body.data.find((t) => t.id === template.id)?.body).toBe(
      "<p>Admin words</p>",
    );
    const stored = await getDb().notificationChannel.findUniqueOrThrow({ where: { id: channel.id } });
    expect(stored.settings).toEqual({ url: SLACK });
    expect(await getDb().webhookSubscription.count({ where: { url: "https://evil.example/hook" } })).toBe(0);

    // What no scheduled campaign uses stays the members' to change.
    expect(
      (await api.patchTemplate(team.member, spare.id, { ...rewrite, channelKind: "inApp" })).status,
    ).toBe(200);
    expect((await api.patchChannel(team.member, spareHook.id, { name: "Spare 2" })).status).toBe(200);
    // The admin may change what the campaign uses.
    expect(
      (await api.patchTemplate(team.admin, template.id, { ...rewrite, body: "<p>Fixed</p>" })).status,
    ).toBe(200);
    expect((await api.patchChannel(team.admin, channel.id, { name: "Slack #news" })).status).toBe(200);
  });

  it("lists what it uses as in use, so the page can say why editing is refused", async () => {
    const { channel, template, campaign } = await setup();
    const inUse = async () => ({
      template: (await api.templates(team.member)).body.data.find((t: TemplateItem) => t.id === template.id)
        ?.inUse,
      channel: (await api.channels(team.member)).body.data.find((c) => c.id === channel.id)?.inUse,
    });
    expect(await inUse()).toEqual({ template: false, channel: false });
    await schedule(campaign);
    expect(await inUse()).toEqual({ template: true, channel: true });
  });

  it("runs with what the admin scheduled after members' refused edits", async () => {
    const { template, campaign } = await setup();
    await schedule(campaign);
    await api.patchCampaign(team.member, campaign.id, { audience: { kind: "all" } });
    await api.patchTemplate(team.member, template.id, {
      name: "News",
      channelKind: "inApp",
      body: "<p>Evil</p>",
    });
    const runs: [string, number][] = [];
    await startDueCampaigns(new Date(Date.now() + 7_200_000), async (id, run) => void runs.push([id, run]));
    expect(runs.filter(([id]) => id === campaign.id)).toEqual([[campaign.id, 1]]);
    await processRun(campaign.id, 1);
    const notes = await getDb().notification.findMany({ where: { objectId: campaign.id } });
    // The role audience (the workspace's admins) and the admin's words.
    expect(notes.map((n) => n.userId)).toEqual([team.admin.user.id]);
    expect(notes[0]!.params).toMatchObject({ excerpt: "Admin words" });
  });
});

describe("channel secrets", () => {
  it("mask a webhook's URL to everyone but the module's admins, in every answer", async () => {
    const created = await api.createChannel(team.member, { name: "Slack", kind: "webhook", url: SLACK });
    expect(created.status).toBe(201);
    // Its author gets the signing secret once (they set up the receiver), not the URL back.
    expect(created.body.secret).toMatch(/^whsec_/);
    expect(created.body.settings).toEqual({ kind: "webhook", url: MASKED, masked: true });

    for (const reader of [team.viewer, team.member]) {
      const listed = (await api.channels(reader)).body;
      expect(listed.data[0]!.settings).toEqual({ kind: "webhook", url: MASKED, masked: true });
      expect(JSON.stringify(listed)).not.toContain("sEcReT");
    }
    const renamed = (await api.patchChannel(team.member, created.body.id, { name: "Slack 2" })).body;
    expect(renamed.settings).toEqual({ kind: "webhook", url: MASKED, masked: true });
    expect(JSON.stringify(renamed)).not.toContain("sEcReT");

    for (const admin of [team.owner, team.admin])
      expect((await api.channels(admin)).body.data[0]!.settings).toEqual({
        kind: "webhook",
        url: SLACK,
        masked: false,
      });
  });

  it("rotate only for the module's admins (the new secret is shown to whoever rotates)", async () => {
    const hook = (await api.createChannel(team.member, { name: "Slack", kind: "webhook", url: SLACK })).body;
    expect((await api.patchChannel(team.member, hook.id, { rotateSecret: true })).body).toEqual(
      errorBody(403, "Only an admin of the module or the project can rotate a channel's secret"),
    );
    const rotated: ChannelWithSecret = (await api.patchChannel(team.admin, hook.id, { rotateSecret: true }))
      .body;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);
  });
});

describe("another workspace", () => {
  it("answers 404 when changing our campaign, template or channel", async () => {
    const { channel, template, campaign } = await setup();
    const other = await seedTeam("Other Co");
    const theirs = await seedProjectModule(
      getDb(),
      (await seedProject(getDb(), other.workspace.id, { name: "T" })).id,
      { tag: "Notification" },
    );
    for (const mod of [moduleId, theirs.id]) {
      expect((await api.patchCampaign(other.owner, campaign.id, { name: "X" }, mod)).status).toBe(404);
      expect(
        (
          await api.patchTemplate(
            other.owner,
            template.id,
            { name: "X", channelKind: "inApp", body: "<p>x</p>" },
            mod,
          )
        ).status,
      ).toBe(404);
      expect((await api.patchChannel(other.owner, channel.id, { name: "X" }, mod)).status).toBe(404);
    }
  });
});
