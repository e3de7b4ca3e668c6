import { chromium, type Browser, type Page } from "@playwright/test";
import { BASE } from "./server";

/** Debian's Chromium, headless, as the browser benchmarks use it. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });

/** A 1600 × 1000 page signed in as `owner` through the login form (the onboarding tour already seen). */
export async function signedInPage(
  browser: Browser,
  owner: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: "en-US" });
  await context.addInitScript("window.__name = (fn) => fn;");
  await context.addInitScript(() =>
    localStorage.setItem("Has-Finished-General-Dashboard-Onboarding", "true"),
  );
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/projects/);
  return page;
}
