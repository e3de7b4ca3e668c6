import type { Page } from "@playwright/test";
import { expect, latestMailLink, test, uniqueEmail } from "./fixtures";

/**
 * Waits until the onboarding wizard answers a click (React has hydrated it), so what the shell
 * renders only on the client (the verification reminder) has been rendered too.
 */
async function waitForHydratedOnboarding(page: Page) {
  const required = page.getByText("Workspace name is required");
  await expect(async () => {
    if (!(await required.isVisible()))
      await page.getByRole("button", { name: "Next" }).click({ timeout: 2_000 });
    await expect(required).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test("a new account verifies its address from the e-mailed link, and the shell's reminder goes away", async ({
  page,
  browser,
  db,
}) => {
  // What a Google sign-in meets when an unverified account already has its address.
  await page.goto("/auth/login?error=EmailNotVerified");
  await expect(page.getByTestId("login-google-error")).toHaveText(
    "An account with this email exists but its address is not verified. Sign in with its password and verify it, or reset the password.",
  );
  // ...and when Google itself has not verified the address (`email_verified` not true).
  await page.goto("/auth/login?error=GoogleEmailUnverified");
  await expect(page.getByTestId("login-google-error")).toHaveText(
    "Google has not verified this email address, so it cannot be used to sign in. Verify it with Google first, or sign in with your email and password.",
  );

  const email = uniqueEmail("verify");
  await page.goto("/auth/register");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("register-email")).toHaveText(email);
  await page.getByLabel("Name").fill("Vera Verify");
  await page.getByLabel("Password", { exact: true }).fill("Secret#123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The account works, with a reminder above the page.
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText("Verify your email address");
  await expect(banner).toContainText(`We sent a link to ${email}.`);
  const first = await latestMailLink(db, email);
  expect(first).toMatch(/\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/);

  // Dismissed, it stays away for the browser session...
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await waitForHydratedOnboarding(page);
  await expect(banner).toHaveCount(0);
  // ...and comes back in a new one.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect(banner).toBeVisible();

  // A new link replaces the first one.
  await banner.getByRole("button", { name: "Resend email" }).click();
  await expect(banner.getByTestId("verify-email-sent")).toHaveText(`We sent a new link to ${email}.`);
  const link = await latestMailLink(db, email);
  expect(link).not.toBe(first);

  await page.goto(first);
  await expect(page.getByRole("heading", { name: "The link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email address verified" })).toBeVisible();
  await expect(page.getByTestId("verify-email-result")).toContainText(
    `Thank you! ${email} is confirmed as your address.`,
  );
  expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();

  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await waitForHydratedOnboarding(page);
  await expect(banner).toHaveCount(0);

  // The spent link, opened again, says there is nothing left to do — signed out too (a mail scanner
  // may have opened it before its reader did).
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your email address is already verified" })).toBeVisible();
  const signedOut = await browser.newContext();
  const other = await signedOut.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "Your email address is already verified" })).toBeVisible();
  await signedOut.close();
});
