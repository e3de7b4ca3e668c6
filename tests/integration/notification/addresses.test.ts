// Campaign recipients' e-mail addresses go only to callers who may view the workspace's members
// (User management's View in the permissions matrix): everyone else who reads the module sees
// members' names and pasted addresses masked, whatever the audience (`all` included) and whoever
// sends. Lists never carry a pasted list; one campaign's answer does.
import type { Role } from "@/lib/generated/prisma/client";
import type { CampaignItem, DeliveryItem } from "@/modules/notification/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { errorBody, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";
import { notificationApi } from "./notification-api";

let team: Team;
let projectId: string;
let moduleId: string;
const api = notificationApi(() => moduleId);

const EXTERNAL = "john.doe@partner.example";

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "News" })).id;
});

const grant = (caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

/** The caller again, after their permissions matrix stopped letting them view User management. */
async function withoutMembersView(caller: Caller, role: Role = "member"): Promise<Caller> {
  const permissions = defaultPermissions(role);
  permissions.userManagement = { view: false, add: false, edit: false, delete: false };
  await getDb().workspaceMember.update({
    where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: caller.user.id } },
    data: { permissions },
  });
  return signedIn(caller.user, team.workspace.id);
}

const memberEmails = () =>
  [team.owner, team.admin, team.member, team.viewer, team.guest].map((c) => c.user.email);

/** No address of a member, nor the pasted external one, anywhere in `body`. */
function expectNoAddresses(body: unknown) {
  const text = JSON.stringify(body);
  for (const email of [...memberEmails(), EXTERNAL]) expect(text).not.toContain(email);
}

async function campaignTo(audience: unknown, by: Caller = team.admin): Promise<CampaignItem> {
  const { campaign } = await api.setup(
    team.admin,
    {
      channel: { name: "Inbox", kind: "inApp" },
      template: { name: "Hello", body: "<p>Hi</p>" },
      campaign: { name: "Hello all", audience },
    },
    by,
  );
  expect(campaign.id).toEqual(expect.any(String));
  return campaign;
}

const recipients = async (caller: Caller, campaignId: string): Promise<DeliveryItem[]> => {
  const answer = await api.deliveries(caller, campaignId);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe("a campaign to everyone (`all`)", () => {
  it("shows its recipients' addresses to those who view the workspace's members, names to the rest", async () => {
    const campaign = await campaignTo({ kind: "all" });
    expect((await api.state(team.admin, campaign.id, "send")).body.totals.sent).toBe(5);

    for (const caller of [team.owner, team.admin, team.member, team.viewer]) {
      const rows = await recipients(caller, campaign.id);
      expect(rows.map((row) => row.email).sort()).toEqual(memberEmails().sort());
    }

    await grant(team.guest, "guest");
    const hidden = await withoutMembersView(team.member);
    for (const caller of [team.guest, hidden]) {
      const rows = await recipients(caller, campaign.id);
      expect(rows.map((row) => row.name).sort()).toEqual(
        ["Adam Admin", "Gus Guest", "Mia Member", "Olivia Owner", "Vic Viewer"].sort(),
      );
      expect(rows.every((row) => row.email === null)).toBe(true);
      expectNoAddresses(rows);
    }
  });

  it("is no way around a denied view, even for an admin of the module who sends it", async () => {
    const sender = await withoutMembersView(team.member);
    await grant(sender, "admin");
    const campaign = await campaignTo({ kind: "all" }, sender);
    expect((await api.state(sender, campaign.id, "send")).body.totals.sent).toBe(5);
    const rows = await recipients(sender, campaign.id);
    expect(rows).toHaveLength(5);
    expectNoAddresses(rows);
    expectNoAddresses((await api.campaign(sender, campaign.id)).body);
  });

  it("through a webhook, which would receive every address, needs the view to be sent", async () => {
    const sender = await withoutMembersView(team.member);
    await grant(sender, "admin");
    const hook = (
      await api.createChannel(team.admin, {
        name: "CRM",
        kind: "webhook",
        url: "https://hooks.example.com/in",
      })
    ).body;
    const template = (
      await api.createTemplate(team.admin, { name: "Ping", channelKind: "webhook", body: "<p>Hi</p>" })
    ).body;
    const base = { name: "Ping", templateId: template.id, channelId: hook.id };
    const ids: string[] = [];
    for (const audience of [
      { kind: "all" },
      { kind: "role", role: "member" },
      { kind: "project", projectId },
    ]) {
      const campaign = (await api.createCampaign(sender, { ...base, audience })).body;
      ids.push(campaign.id);
      expect((await api.state(sender, campaign.id, "send")).body).toEqual(
        errorBody(
          403,
          "Sending members to a webhook hands it their e-mail addresses: you need the right to view the workspace's members",
        ),
      );
    }
    expect(await getDb().campaignDelivery.count({ where: { campaignId: { in: ids } } })).toBe(0);
    // A pasted list is the sender's own: it goes.
    const listed = (
      await api.createCampaign(sender, { ...base, audience: { kind: "emails", emails: [EXTERNAL] } })
    ).body;
    await api.patchCampaign(sender, listed.id, {
      schedule: { kind: "at", at: new Date(Date.now() + 60_000).toISOString() },
    });
    expect((await api.state(sender, listed.id, "send")).body.status).toBe("scheduled");
    // Nor can a scheduled campaign be turned to members by its sender afterwards.
    expect((await api.patchCampaign(sender, listed.id, { audience: { kind: "all" } })).status).toBe(403);
  });
});

describe("a pasted list", () => {
  const pasted = () => ({ kind: "emails", emails: [EXTERNAL, team.viewer.user.email] });

  it("is counted in lists, given whole in one campaign's answer to those who view members, masked to others", async () => {
    const campaign = await campaignTo(pasted());
    expect(campaign.audience).toEqual({
      kind: "emails",
      count: 2,
      emails: [EXTERNAL, team.viewer.user.email],
      masked: false,
    });

    // A list never carries the addresses, whoever reads it.
    const listed = (await api.campaigns(team.owner)).body.data[0]!;
    expect(listed.audience).toEqual({ kind: "emails", count: 2, emails: null, masked: false });

    expect((await api.campaign(team.member, campaign.id)).body.audience).toMatchObject({
      emails: [EXTERNAL, team.viewer.user.email],
      masked: false,
    });

    await grant(team.guest, "guest");
    const hidden = await withoutMembersView(team.member);
    for (const caller of [team.guest, hidden]) {
      const one = (await api.campaign(caller, campaign.id)).body;
      expect(one.audience).toEqual({
        kind: "emails",
        count: 2,
        emails: ["j•••@partner.example", "u•••@example.com"],
        masked: true,
      });
      expectNoAddresses(one);
      const list = (await api.campaigns(caller)).body;
      expect(list.data[0]!.audience).toEqual({ kind: "emails", count: 2, emails: null, masked: true });
      expectNoAddresses(list);
    }
  });

  it("answers its own author masked when they may not view members, and keeps the list on other edits", async () => {
    const author = await withoutMembersView(team.member);
    const campaign = await campaignTo(pasted(), author);
    expect(campaign.audience).toMatchObject({ count: 2, masked: true });
    expectNoAddresses(campaign);
    const renamed = await api.patchCampaign(author, campaign.id, { name: "Renamed" });
    expect(renamed.status).toBe(200);
    expectNoAddresses(renamed.body);
    // The list itself was kept.
    expect((await api.campaign(team.admin, campaign.id)).body.audience).toMatchObject({
      emails: [EXTERNAL, team.viewer.user.email],
    });
  });

  it("delivers with addresses for those who view members; others see names and masked addresses", async () => {
    const campaign = await campaignTo(pasted());
    await api.state(team.admin, campaign.id, "send");
    const full = await recipients(team.admin, campaign.id);
    expect(full.map((row) => [row.name, row.email]).sort()).toEqual(
      [
        [null, EXTERNAL],
        ["Vic Viewer", team.viewer.user.email],
      ].sort(),
    );

    const hidden = await withoutMembersView(team.member);
    const masked = await recipients(hidden, campaign.id);
    expect(masked.map((row) => [row.name, row.email]).sort()).toEqual(
      [
        [null, "j•••@partner.example"],
        ["Vic Viewer", null],
      ].sort(),
    );
    expectNoAddresses(masked);
  });
});

describe("another workspace", () => {
  it("answers 404 for a campaign and its recipients, with its ids or ours", async () => {
    const campaign = await campaignTo(pasted2());
    const other = await seedTeam("Other Co");
    expect((await api.campaign(other.owner, campaign.id)).status).toBe(404);
    expect((await api.deliveries(other.owner, campaign.id)).status).toBe(404);
    const theirs = await seedProjectModule(
      getDb(),
      (await seedProject(getDb(), other.workspace.id, { name: "T" })).id,
      { tag: "Notification" },
    );
    expect((await api.campaign(other.owner, campaign.id, theirs.id)).status).toBe(404);
    expect((await api.deliveries(other.owner, campaign.id, {}, theirs.id)).status).toBe(404);
  });

  const pasted2 = () => ({ kind: "emails", emails: [EXTERNAL] });
});
