import { expect, type Page } from "@playwright/test";

/** The test provider's sign-in page (provider.mjs): whom to sign in as, and whether it vouches for the address. */
export async function signInAtProvider(page: Page, who: { email: string; name: string; verified?: boolean }) {
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Name").fill(who.name);
  if (who.verified === false) await page.getByLabel("Address verified").uncheck();
  await page.getByRole("button", { name: "Sign in" }).click();
}
