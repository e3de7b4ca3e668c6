import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, secondBrowser, socketConnected, test, signInAs } from "./fixtures";

const CLOCK = /^\d{2}:\d{2}:\d{2}$/;

const bar = (page: Page) => page.getByTestId("timer-bar");
const elapsed = (page: Page) => page.getByTestId("timer-elapsed");
const toggle = (page: Page) => page.getByTestId("timer-toggle");
const today = (page: Page) =>
  page.getByTestId("entry-day").filter({ has: page.getByRole("heading", { name: "Today", exact: true }) });

/** Waits until the running time has moved on from what it shows now (it ticks every second). */
async function expectTicking(page: Page) {
  await expect(elapsed(page)).toHaveText(CLOCK);
  const first = await elapsed(page).textContent();
  await expect(elapsed(page)).not.toHaveText(first ?? "", { timeout: 5_000 });
  await expect(elapsed(page)).not.toHaveText("00:00:00");
}

/** A project with a time tracker "Hours", and its owner signed in. */
async function signedInWithTracker(
  page: Page,
  db: Db,
  member: { id: string; email: string; password: string; workspace: { id: string } },
) {
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  return tracker;
}

/** Starts the timer (a click before React has hydrated the button does nothing, so it is repeated). */
async function startTimer(page: Page) {
  await expect(async () => {
    if ((await toggle(page).textContent()) === "Start") await toggle(page).click({ timeout: 2_000 });
    await expect(toggle(page)).toHaveText("Stop", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function openTracker(page: Page, moduleId: string) {
  await page.goto(`/time-tracker/${moduleId}`);
  await expect(page.getByRole("heading", { name: "Hours", level: 1 })).toBeVisible();
  await expect(page.getByTestId("entries-empty").or(page.getByTestId("entry-day").first())).toBeVisible();
}

async function addManualEntry(page: Page, description: string, start: string, end: string) {
  await bar(page).getByLabel("Description", { exact: true }).fill(description);
  await bar(page).getByLabel("Start time").fill(start);
  await bar(page).getByLabel("End time").fill(end);
  await bar(page).getByRole("button", { name: "Add entry" }).click();
}

test("the time tracker: a timer ticks and stops into Today, manual ranges are checked, bulk delete, and it is accessible", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const tracker = await signedInWithTracker(page, db, member);
  await openTracker(page, tracker.id);
  await expect(page.getByTestId("entries-empty")).toHaveText("No trackings found");
  await expect(elapsed(page)).toHaveText("00:00:00");

  // Start: the running time ticks as HH:mm:ss; the running entry is listed under Today.
  await bar(page).getByLabel("Description", { exact: true }).fill("Writing the report");
  await startTimer(page);
  await expectTicking(page);
  await expect(today(page).getByTestId("time-entry")).toHaveCount(1);
  await expectAccessible(page, { name: "time tracker: running timer" });

  // Stop: the entry stays under Today with its duration, and the timer is back at zero.
  await toggle(page).click();
  await expect(toggle(page)).toHaveText("Start");
  await expect(elapsed(page)).toHaveText("00:00:00");
  const stopped = today(page).getByTestId("time-entry");
  await expect(stopped).toHaveCount(1);
  await expect(stopped.getByTestId("entry-description")).toHaveValue("Writing the report");
  await expect(stopped.getByTestId("entry-duration")).toHaveValue(CLOCK);
  await expect(stopped.getByTestId("entry-duration")).not.toHaveValue("00:00:00");
  await expect(today(page).getByTestId("day-total")).toHaveText(CLOCK);

  // Manual mode: an end before the start is 'Invalid range' and adds nothing.
  await bar(page).getByText("Manual", { exact: true }).click();
  await addManualEntry(page, "Backwards", "11:00", "10:00");
  await expect(bar(page).getByTestId("manual-error")).toHaveText("Invalid range");
  await expect(today(page).getByTestId("time-entry")).toHaveCount(1);

  // Two valid manual entries, then both deleted at once.
  await addManualEntry(page, "Standup", "09:00", "09:15");
  await expect(today(page).getByTestId("time-entry")).toHaveCount(2);
  await addManualEntry(page, "Review", "09:30", "10:30");
  await expect(today(page).getByTestId("time-entry")).toHaveCount(3);
  const row = (description: string) =>
    today(page)
      .getByTestId("time-entry")
      .filter({ has: page.locator(`input[value="${description}"]`) });
  await row("Standup").getByTestId("entry-select").check();
  await row("Review").getByTestId("entry-select").check();
  await expect(page.getByTestId("bulk-bar")).toContainText("2 entries selected");
  await expectAccessible(page, { name: "time tracker: entries with a selection" });
  await page.getByTestId("bulk-delete").click();
  await page.getByTestId("confirm-action").click();
  await expect(page.getByText("Tracking records deleted.")).toBeVisible();
  await expect(today(page).getByTestId("time-entry")).toHaveCount(1);
  await expect(page.getByTestId("bulk-bar")).toHaveCount(0);
});

test("the time tracker: a timer started in one browser ticks in another of the same user, and stops there too", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const tracker = await signedInWithTracker(page, db, member);
  const other = await secondBrowser(browser, member);
  try {
    await openTracker(other.page, tracker.id);
    await expect(toggle(other.page)).toHaveText("Start");
    await socketConnected(other.page);
    await openTracker(page, tracker.id);

    await startTimer(page);

    // The other browser hears of it live: its timer runs and ticks, and the entry shows under Today.
    await expect(toggle(other.page)).toHaveText("Stop");
    await expectTicking(other.page);
    await expect(today(other.page).getByTestId("time-entry")).toHaveCount(1);

    await toggle(page).click();
    await expect(toggle(page)).toHaveText("Start");
    await expect(toggle(other.page)).toHaveText("Start");
    await expect(elapsed(other.page)).toHaveText("00:00:00");
    await expect(today(other.page).getByTestId("entry-duration")).toHaveValue(CLOCK);
  } finally {
    await other.context.close();
  }
});

test("the time tracker: an unknown tab is 'Invalid search params'", async ({ page, db, member }) => {
  const tracker = await signedInWithTracker(page, db, member);
  await page.goto(`/time-tracker/${tracker.id}?active=invoices`);
  // By role: while the streamed page is swapped in, a hidden copy of it can still be in the DOM.
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
});
