import { newId } from "../../lib/server/ids";
import { defaultPermissions } from "../../lib/server/permissions/roles";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, test, uniqueEmail, signInAs } from "./fixtures";

// A member who may not view the workspace's members, nor send, in a module an admin set up: a
// scheduled campaign and what it uses show Edit disabled with the reason, a webhook's URL is
// hidden, a pasted list is hidden in the form, and the recipients drawer shows names only.
test("the Notification module shows a member without the send right or the members view what they may not change or read", async ({
  page,
  db,
  member: owner,
}) => {
  test.setTimeout(90_000);
  const sam = await seedUser(db, { email: uniqueEmail("sam"), name: "Sam Writer" });
  const permissions = defaultPermissions("member");
  permissions.userManagement = { view: false, add: false, edit: false, delete: false };
  const workspaceId = owner.workspace.id;
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId, userId: sam.id, role: "member", permissions },
  });
  const project = await seedProject(db, workspaceId, { name: "Launch" });
  const mod = await seedProjectModule(db, project.id, { tag: "Notification", name: "Announcements" });
  const owned = { workspaceId, moduleId: mod.id, projectModuleId: mod.id, createdById: owner.id };
  const hookUrl = "https://hooks.slack.com/services/T1/B2/sEcReT";
  const slack = await db.notificationChannel.create({
    data: { id: newId(), ...owned, name: "Slack", kind: "webhook", settings: { url: hookUrl } },
  });
  await db.notificationChannel.create({
    data: { id: newId(), ...owned, name: "Spare hook", kind: "webhook", settings: { url: hookUrl } },
  });
  const template = await db.notificationTemplate.create({
    data: { id: newId(), ...owned, name: "Weekly", channelKind: "webhook", body: "<p>News</p>" },
  });
  const at = new Date(Date.now() + 86_400_000);
  await db.notificationCampaign.create({
    data: {
      id: newId(),
      ...owned,
      name: "Weekly news",
      templateId: template.id,
      channelId: slack.id,
      audience: { kind: "emails", emails: ["ann@partner.example"] },
      schedule: { kind: "weekly", at: at.toISOString() },
      status: "scheduled",
      nextRunAt: at,
    },
  });
  const sent = await db.notificationCampaign.create({
    data: {
      id: newId(),
      ...owned,
      name: "Pasted draft",
      templateId: template.id,
      channelId: slack.id,
      audience: { kind: "emails", emails: ["ann@partner.example", owner.email] },
      schedule: { kind: "now" },
      status: "draft",
      runs: 1,
      sentCount: 2,
    },
  });
  await db.campaignDelivery.createMany({
    data: [
      {
        id: newId(),
        campaignId: sent.id,
        run: 1,
        recipientKey: owner.id,
        userId: owner.id,
        email: owner.email,
        name: "Mia Member",
        status: "sent",
        sentAt: new Date(),
      },
      {
        id: newId(),
        campaignId: sent.id,
        run: 1,
        recipientKey: "ann@partner.example",
        email: "ann@partner.example",
        status: "sent",
        sentAt: new Date(),
      },
    ],
  });

  await signInAs(page, sam, `/project/${project.id}/notification/channels`);

  // The channel the scheduled campaign uses: Edit disabled, with why; no secret rotation.
  await page.getByRole("button", { name: "Actions for Slack", exact: true }).click();
  await expect(page.getByTestId("locked-edit")).toContainText(
    "A scheduled or sending campaign uses this channel: only an admin of the module or the project can change it.",
  );
  await expect(page.getByRole("menuitem", { name: "Rotate secret" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // An unused webhook channel: its URL is hidden; the field can replace it.
  await page.getByRole("button", { name: "Actions for Spare hook" }).click();
  await page.getByRole("menuitem", { name: "Edit", exact: true }).click();
  const channelDialog = page.getByRole("dialog", { name: "Edit channel" });
  await expect(channelDialog.getByLabel("Webhook URL")).toHaveValue("");
  await expect(channelDialog).toContainText("The address is hidden: only admins of the module see it.");
  await expect(page.locator("body")).not.toContainText("sEcReT");
  await channelDialog.getByRole("button", { name: "Cancel" }).click();

  // The scheduled campaign: Edit disabled, with why.
  await page.getByRole("tab", { name: "Campaigns" }).click();
  await page.getByRole("button", { name: "Actions for Weekly news" }).click();
  await expect(page.getByTestId("locked-edit")).toContainText(
    "This campaign is scheduled: only an admin of the module or the project can change it.",
  );
  await page.keyboard.press("Escape");

  // A draft with a pasted list: the form keeps the hidden list unless a new one is pasted.
  await page.getByRole("button", { name: "Actions for Pasted draft" }).click();
  await page.getByRole("menuitem", { name: "Edit", exact: true }).click();
  const campaignDialog = page.getByRole("dialog", { name: "Edit campaign" });
  await expect(campaignDialog.getByTestId("campaign-hidden-list")).toContainText("2 addresses are pasted");
  await expect(campaignDialog).not.toContainText("ann@partner.example");
  await campaignDialog.getByRole("button", { name: "Cancel" }).click();

  // Its recipients: the member by name, the other address masked.
  await page
    .getByTestId("campaign-row")
    .filter({ hasText: "Pasted draft" })
    .getByRole("cell")
    .first()
    .click();
  const drawer = page.getByRole("dialog", { name: "Recipients of Pasted draft" });
  await expect(drawer.getByTestId("deliveries-addresses-hidden")).toBeVisible();
  await expect(drawer.getByTestId("delivery-row")).toHaveCount(2);
  await expect(drawer).toContainText("Mia Member");
  await expect(drawer).toContainText("a•••@partner.example");
  await expect(drawer).not.toContainText(owner.email);
});
