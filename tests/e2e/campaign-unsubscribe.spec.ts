import { E2E_AUTH_SECRET } from "../../playwright.config";
import { newId } from "../../lib/server/ids";
import { unsubscribeLinks } from "../../lib/server/mail/suppression";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, test, signInAs } from "./fixtures";

// Issue 31: a campaign e-mail's unsubscribe link (its token is an HMAC under a key derived from the
// server's secret: the spec derives it as the server would) and the confirmation before a
// completed campaign is sent again.
process.env.AUTH_SECRET = E2E_AUTH_SECRET;

test("a campaign e-mail's unsubscribe link works without signing in, after asking", async ({
  page,
  db,
  member,
  request,
}) => {
  const address = `reader-${newId()}@partner.example`;
  const url = (await unsubscribeLinks(db, member.workspace.id, [address])).get(address)!;
  const token = url.split("/").at(-1)!;

  // Opening the link (what a mail scanner does) changes nothing: it leads to the page that asks.
  const opened = await request.get(`/api/v1/mail/unsubscribe/${token}`, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers().location).toContain(`/unsubscribe/list?token=${token}`);

  await page.goto(`/unsubscribe/list?token=${"x".repeat(43)}`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "unsubscribe" })).toHaveText(
    "This unsubscribe link is not valid.",
  );

  await page.goto(`/unsubscribe/list?token=${token}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from these e-mails" })).toBeVisible();
  expect(await db.emailSuppression.count({ where: { workspaceId: member.workspace.id } })).toBe(0);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByTestId("unsubscribed")).toHaveText(
    "You are unsubscribed. This workspace's campaigns will not e-mail this address again.",
  );
  expect(
    await db.emailSuppression.findMany({
      where: { workspaceId: member.workspace.id },
      select: { email: true, reason: true },
    }),
  ).toEqual([{ email: address, reason: "unsubscribed" }]);
});

test("sending a completed campaign again asks first", async ({ page, db, member }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  const placed = await seedProjectModule(db, project.id, { tag: "Notification", name: "News" });
  const owner = { workspaceId: member.workspace.id, moduleId: placed.id, projectModuleId: placed.id };
  const channel = await db.notificationChannel.create({
    data: { id: newId(), ...owner, name: "Team inbox", kind: "inApp" },
  });
  const template = await db.notificationTemplate.create({
    data: { id: newId(), ...owner, name: "Hello", channelKind: "inApp", body: "<p>Hello</p>" },
  });
  await db.notificationCampaign.create({
    data: {
      id: newId(),
      ...owner,
      name: "Weekly note",
      templateId: template.id,
      channelId: channel.id,
      audience: { kind: "all" },
      schedule: { kind: "now" },
      status: "completed",
      runs: 1,
      sentCount: 1,
    },
  });

  await signInAs(page, member, `/project/${project.id}/notification/campaigns`);
  const row = page.getByTestId("campaign-row").filter({ hasText: "Weekly note" });
  await row.getByRole("button", { name: "Actions for Weekly note" }).click();
  await page.getByRole("menuitem", { name: "Send again" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Weekly note again?" });
  await expect(dialog).toContainText(
    "It was sent before. Everyone in the audience receives it again, and e-mails to addresses outside the workspace count against today's limit again.",
  );
  await page.getByTestId("confirm-action").click();
  await expect(row.getByTestId("campaign-status")).toHaveText("Completed");
  await expect
    .poll(async () => (await db.notificationCampaign.findFirst({ where: { name: "Weekly note" } }))?.runs)
    .toBe(2);
});
