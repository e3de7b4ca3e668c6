import { test as base, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { disconnectDb, getDb, type Db } from "../../lib/server/db";
import { seedUser, seedWorkspace, type SeededUser } from "../../prisma/seed/users";
import { mailLink } from "../../lib/server/mail/sealed-link";
import { createSession } from "../../lib/server/auth/sessions";
import { encodeSessionCookie, sessionCookieName } from "../../lib/server/auth/session-token";
import { E2E_AUTH_SECRET, E2E_DATABASE_URL, E2E_PORT } from "../../playwright.config";

process.env.DATABASE_URL = E2E_DATABASE_URL;
// The server's secret: an e-mail's stored link is encrypted with a key derived from it.
process.env.AUTH_SECRET = E2E_AUTH_SECRET;

let counter = 0;
/** A fresh e-mail per call, so tests never collide in the shared e2e database. */
export const uniqueEmail = (prefix = "e2e") =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

/** The newest e-mailed link for an address, read (and decrypted) from the outbox table (no SMTP in tests). */
export async function latestMailLink(db: Db, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mail = await db.outboxEmail.findFirst({ where: { to }, orderBy: { createdAt: "desc" } });
    const link = mail ? mailLink(mail) : null;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail for ${to}`);
}

export async function signIn(page: Page, user: { email: string; password: string }, remember = true) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  if (!remember) await page.getByLabel("Remember me").uncheck();
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Starts `user` signed in without the login page, then opens `path`: a session made as the login
 * makes it (`createSession`, the Session row) and its cookie set on the page's context. The login
 * form itself is tested in auth.spec.ts (and by the specs that sign in through an invitation or a
 * redirect); the other specs start here, which spares each a login page, a password check and the
 * projects page they would pass through.
 */
export async function signInAs(page: Page, user: { email: string }, path = "/projects?view=grid") {
  const row = await getDb().user.findUniqueOrThrow({
    where: { email: user.email },
    select: { id: true, email: true, name: true, lastWorkspaceId: true },
  });
  const claims = await createSession(row, { remember: true });
  await page.context().addCookies([
    {
      name: sessionCookieName(),
      value: await encodeSessionCookie(claims),
      url: `http://localhost:${E2E_PORT}`,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await page.goto(path);
}

/** A second person signed in in their own browser context (close `context` when done). */
export async function secondBrowser(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: "en-US" });
  await context.addInitScript((keys) => {
    try {
      for (const key of keys) window.localStorage.setItem(key, "true");
    } catch {
      // opaque origins have no storage
    }
  }, TOUR_STORAGE_KEYS);
  const page = await context.newPage();
  await signInAs(page, user);
  await expect(page).toHaveURL(/\/projects/);
  return { context, page };
}

/** Waits until the page's socket is in the module's room (live updates reach it from then on). */
export const inModuleRoom = (page: Page, moduleId: string) =>
  expect(page.locator(`html[data-module-rooms~="${moduleId}"]`)).toBeAttached();

/** Waits until the page's socket is connected (its user room: the person's own live updates). */
export const socketConnected = (page: Page) =>
  expect(page.locator('html[data-socket="connected"]')).toBeAttached();

/** The header bell's unread count. */
export const bellBadge = (page: Page) =>
  page.getByTestId("notification-badge").locator(".mantine-Indicator-indicator");

/**
 * Clicks `trigger` until `item` shows (a menu's item, a dialog): a click that lands before the page
 * has hydrated does nothing, so one click is not enough.
 */
export async function openMenuItem(trigger: Locator, item: Locator): Promise<Locator> {
  await expect(async () => {
    // A menu's trigger says whether it is open: an item of the same name in another menu still open
    // must not pass for this one's (the grid spec once deleted the wrong module that way).
    const expanded = await trigger.getAttribute("aria-expanded");
    if (expanded === null ? !(await item.isVisible()) : expanded !== "true")
      await trigger.click({ timeout: 2_000 });
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return item;
}

/** components/shell/guided-tour.tsx's notes of the tours done (the dashboard's, the modules page's). */
export const TOUR_STORAGE_KEYS = [
  "Has-Finished-General-Dashboard-Onboarding",
  "Has-Finished-Project-Modules-Onboarding",
];

interface Fixtures {
  /**
   * Keep the guided tours (they pop up 5 s after /projects or a project's modules page loads). Off by
   * default: the tours are marked done before every page script, so other specs are not interrupted.
   * `test.use({ tour: true })`.
   */
  tour: boolean;
  db: Db;
  /** A user who already owns one workspace. */
  member: SeededUser & { workspace: { id: string; name: string } };
}

export const test = base.extend<Fixtures>({
  tour: [false, { option: true }],
  page: async ({ page, tour }, provide) => {
    if (!tour) {
      await page.addInitScript((keys) => {
        try {
          for (const key of keys) window.localStorage.setItem(key, "true");
        } catch {
          // about:blank and opaque origins have no storage
        }
      }, TOUR_STORAGE_KEYS);
    }
    await provide(page);
  },
  db: async ({}, provide) => {
    await provide(getDb());
  },
  member: async ({ db }, provide) => {
    const user = await seedUser(db, { email: uniqueEmail("member"), name: "Mia Member" });
    const workspace = await seedWorkspace(db, user.id, { name: "Mia's Team" });
    await provide({ ...user, workspace });
  },
});

test.afterAll(async () => {
  await disconnectDb();
});

export { expect };

/**
 * Opens the Ask AI dialog of the current module page; a click that lands before React has hydrated
 * the button does nothing, so it is repeated until the dialog shows.
 */
export async function openAskAi(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Ask AI" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId("ask-ai-button").click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}
