import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expectAccessible } from "./a11y";
import {
  bellBadge as badge,
  expect,
  openMenuItem,
  secondBrowser,
  test,
  uniqueEmail,
  signInAs,
} from "./fixtures";

test("the Notification module: the create dialogs validate, and a campaign to a project's members arrives in their inboxes", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const jo = await seedUser(db, { email: uniqueEmail("jo"), name: "Jo Teammate" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: jo.id, role: "member" },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  await seedProjectModule(db, project.id, { tag: "Notification", name: "Announcements" });

  const other = await secondBrowser(browser, jo);
  try {
    await expect(badge(other.page)).toHaveText("0");

    await signInAs(page, member, `/project/${project.id}/notification`);
    await expect(page).toHaveURL(new RegExp(`/project/${project.id}/notification/channels$`));
    await expect(page.getByRole("heading", { name: "Announcements" })).toBeVisible();
    await expect(page.getByTestId("channels-table-empty")).toContainText("No channels yet");
    await expectAccessible(page, { name: "notification module: channels" });

    // Channels: the dialog validates, then an in-app channel is listed as Available.
    await page.getByTestId("create-button").click();
    await expect(page).toHaveURL(/\/notification\/channels\/create$/);
    const channelDialog = page.getByRole("dialog", { name: "New channel" });
    await channelDialog.getByRole("button", { name: "Save" }).click();
    await expect(channelDialog.getByText("Channel name is required")).toBeVisible();
    await channelDialog.getByLabel("Channel name").fill("Team inbox");
    await channelDialog.getByText("Webhook", { exact: true }).click();
    await channelDialog.getByRole("button", { name: "Save" }).click();
    await expect(channelDialog.getByText("Webhook URL is required")).toBeVisible();
    await channelDialog.getByText("In-app", { exact: true }).click();
    await channelDialog.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/notification\/channels$/);
    const channelRow = page.getByTestId("channel-row").filter({ hasText: "Team inbox" });
    await expect(channelRow.getByTestId("channel-status")).toHaveText("Available");

    // Templates: an undeclared variable is shown at once; the preview fills the viewer's name.
    await page.getByRole("tab", { name: "Templates" }).click();
    await expect(page).toHaveURL(/\/notification\/templates$/);
    // The tab's page may still be hydrating: click until its dialog opens.
    const templateDialog = await openMenuItem(
      page.getByTestId("create-button"),
      page.getByRole("dialog", { name: "New template" }),
    );
    await templateDialog.getByLabel("Template name").fill("Launch news");
    const body = templateDialog.getByTestId("template-body");
    await body.fill("<p>Hi {{recipient.nmae}}</p>");
    await expect(templateDialog.getByText("Not declared: recipient.nmae")).toBeVisible();
    await body.fill("<p>Hi {{recipient.name}}, we launch on {{day}}.</p>");
    await templateDialog.getByRole("button", { name: "Add variable" }).click();
    await templateDialog.getByLabel("Name", { exact: true }).fill("day");
    await templateDialog.getByLabel("Sample value", { exact: true }).fill("Monday");
    await expect(
      templateDialog.frameLocator("iframe").getByText("Hi Mia Member, we launch on Monday."),
    ).toBeVisible();
    await templateDialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("template-row").filter({ hasText: "Launch news" })).toBeVisible();

    // Campaigns: the dialog validates, then a draft to the project's members is sent.
    await page.getByRole("tab", { name: "Campaigns" }).click();
    await expect(page).toHaveURL(/\/notification\/campaigns$/);
    const campaignDialog = await openMenuItem(
      page.getByTestId("create-button"),
      page.getByRole("dialog", { name: "New campaign" }),
    );
    await campaignDialog.getByRole("button", { name: "Save draft" }).click();
    await expect(campaignDialog.getByText("Campaign name is required")).toBeVisible();
    await expect(campaignDialog.getByText("Choose a template")).toBeVisible();
    await campaignDialog.getByLabel("Campaign name").fill("Launch day");
    await campaignDialog.getByLabel(/^Template/).click();
    await page.getByRole("option", { name: "Launch news (In-app)" }).click();
    await campaignDialog.getByLabel(/^Channel/).click();
    await page.getByRole("option", { name: "Team inbox (In-app)" }).click();
    await campaignDialog.getByText("A project's members", { exact: true }).click();
    await campaignDialog.getByRole("button", { name: "Save draft" }).click();
    await expect(campaignDialog.getByText("Give a value to every variable of the template")).toBeVisible();
    await campaignDialog.getByLabel(/^day/).fill("Friday");
    await campaignDialog.getByRole("button", { name: "Save draft" }).click();
    const campaignRow = page.getByTestId("campaign-row").filter({ hasText: "Launch day" });
    await expect(campaignRow.getByTestId("campaign-status")).toHaveText("Draft");
    await expect(campaignRow).toContainText("Members of Launch");

    await campaignRow.getByRole("button", { name: "Actions for Launch day" }).click();
    await page.getByRole("menuitem", { name: "Send" }).click();
    await page.getByTestId("confirm-action").click();
    await expect(campaignRow.getByTestId("campaign-status")).toHaveText("Completed");
    await expect(campaignRow.getByTestId("campaign-totals")).toHaveText("2 sent · 0 failed · 0 queued");

    // Jo's bell counts up live, and the popover shows the message with Jo's name filled in.
    await expect(badge(other.page)).toHaveText("1");
    await other.page.getByTestId("notification-bell").click();
    await expect(
      other.page.getByTestId("notification-popover").getByTestId("notification-item").first(),
    ).toContainText("Launch day: Hi Jo Teammate, we launch on Friday.");

    // The recipients drawer lists both as sent.
    await campaignRow.getByRole("cell").first().click();
    const drawer = page.getByRole("dialog", { name: "Recipients of Launch day" });
    await expect(drawer.getByTestId("delivery-row")).toHaveCount(2);
    await expect(drawer.getByTestId("delivery-row").filter({ hasText: "Jo Teammate" })).toContainText("Sent");
  } finally {
    await other.context.close();
  }
});

test("Ask AI drafts a campaign's copy from its goal and audience, saved as the campaign's template", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  await seedProjectModule(db, project.id, { tag: "Notification", name: "Announcements" });
  await signInAs(page, member, `/project/${project.id}/notification/campaigns`);
  const campaignDialog = await openMenuItem(
    page.getByTestId("create-button"),
    page.getByRole("dialog", { name: "New campaign" }),
  );
  await campaignDialog.getByText("A project's members", { exact: true }).click();
  await campaignDialog.getByTestId("campaign-copy-open").click();

  const drafting = page.getByRole("dialog", { name: "Draft the copy" });
  await expect(drafting.getByLabel("Who is it for?")).toHaveValue("members of Launch");
  await drafting.getByRole("button", { name: "Draft", exact: true }).click();
  await expect(drafting.getByText("Say what the campaign is for.")).toBeVisible();
  await drafting.getByLabel(/^What is it for\?/).fill("confirm your seat for the launch party");
  await drafting.getByText("Urgent", { exact: true }).click();
  await drafting.getByRole("button", { name: "Draft", exact: true }).click();
  const result = drafting.getByTestId("campaign-copy-result");
  await expect(result.getByLabel("Subject")).toHaveValue(
    "Action needed: Confirm your seat for the launch party",
  );
  await expect(result.getByLabel("Message")).toHaveValue(
    /^Hi \{\{recipient\.name\}\},\n\nAction needed: Confirm your seat/,
  );
  await expect(result.getByLabel("Message")).toHaveValue(/This message is for members of Launch\./);
  await result.getByLabel("Template name").fill("Launch party seats");
  await drafting.getByRole("button", { name: "Save as template" }).click();
  await expect(drafting).toBeHidden();
  await expect(
    page.getByText("Template Launch party seats saved and chosen for this campaign"),
  ).toBeVisible();
  await expect(campaignDialog.getByLabel(/^Template/)).toHaveValue("Launch party seats (E-mail)");
});
