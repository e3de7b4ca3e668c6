import { E2E_AUTH_SECRET } from "../../playwright.config";
import { unsubscribeToken } from "../../lib/server/inbox/preferences";
import { expect, openMenuItem, test, signInAs } from "./fixtures";

// The unsubscribe link is signed with the server's secret; the spec signs it as the server would.
process.env.AUTH_SECRET = E2E_AUTH_SECRET;

test("notification settings: reached from the user menu, saved per kind and channel, kept after reload", async ({
  page,
  member,
}) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const link = await openMenuItem(
    page.getByTestId("profile-menu"),
    page.getByTestId("notification-settings-link"),
  );
  await link.click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notification settings" })).toBeVisible();

  const commentsByMail = page.getByRole("switch", { name: "Comments by e-mail" });
  const mentionsInApp = page.getByRole("switch", { name: "Mentions in the app", exact: true });
  await expect(commentsByMail).not.toBeChecked();
  await expect(mentionsInApp).toBeChecked();
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  await commentsByMail.check({ force: true });
  await mentionsInApp.uncheck({ force: true });
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await save.click();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Comments by e-mail" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Mentions in the app", exact: true })).not.toBeChecked();
});

test("an e-mail's unsubscribe link turns notification e-mails off without signing in, after asking", async ({
  page,
  member,
}) => {
  await page.goto(`/unsubscribe?token=${encodeURIComponent(`${member.id}.${"A".repeat(43)}`)}`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toHaveText(
    "This unsubscribe link is not valid.",
  );

  await page.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(member.id))}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from notification e-mails" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByTestId("unsubscribed")).toHaveText(
    "You are unsubscribed from notification e-mails.",
  );

  await signInAs(page, member, "/settings/notifications");
  for (const name of ["Assigned to me by e-mail", "Mentions by e-mail", "Overdue by e-mail"]) {
    await expect(page.getByRole("switch", { name, exact: true })).not.toBeChecked();
  }
  await expect(page.getByRole("switch", { name: "Assigned to me in the app" })).toBeChecked();
});
