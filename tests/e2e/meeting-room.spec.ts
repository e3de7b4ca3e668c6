import type { Locator, Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import type { Db } from "../../lib/server/db";
import { localDay, zonedTimeToUtc } from "../../lib/time/zoned";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expectAccessible, forceColorScheme } from "./a11y";
import { expect, inModuleRoom, secondBrowser, test, uniqueEmail, signInAs } from "./fixtures";

// Meeting room (issue 34): a person schedules a meeting with a colleague — the drawer's checks first —
// finds it on the home tab and on the calendar tab's day, opens its details (host flagged, people,
// HH:mm), copies its link, renames it and deletes it; the page reads in Spanish. Times are Madrid's
// (the person's saved zone); the meeting is tomorrow at 14:00–14:45.

const MADRID = "Europe/Madrid";

async function seedRoom(db: Db, member: { id: string; workspace: { id: string } }) {
  await db.user.update({ where: { id: member.id }, data: { timeZone: MADRID } });
  const colleague = await seedUser(db, { email: uniqueEmail("ana"), name: "Ana Attendee" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: colleague.id, role: "member" },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const room = await seedProjectModule(db, project.id, { tag: "MeetingRoom", name: "Team rooms" });
  const base = `/project/${project.id}/meeting-room`;
  return { room, base, colleague, url: `${base}?moduleId=${room.id}` };
}

/** A meeting of another room of the workspace that keeps `userId` busy on `day`, 14:30–15:00 Madrid. */
async function seedBusy(
  db: Db,
  member: { id: string; workspace: { id: string } },
  userId: string,
  day: string,
) {
  const project = await seedProject(db, member.workspace.id, { name: "Elsewhere", createdById: member.id });
  const other = await seedProjectModule(db, project.id, { tag: "MeetingRoom", name: "Other rooms" });
  const id = newId();
  const start = zonedTimeToUtc(day, "14:30", MADRID)!;
  const end = zonedTimeToUtc(day, "15:00", MADRID)!;
  await db.meeting.create({
    data: {
      id,
      workspaceId: member.workspace.id,
      moduleId: other.id,
      projectModuleId: other.id,
      uid: `${id}@meeting-room`,
      summary: "Busy elsewhere",
      start,
      end,
      spanEnd: end,
      timeZone: MADRID,
      reminders: [60],
      linkToken: `busy-${id}`,
      hostId: member.id,
      attendees: { create: [{ userId, email: `${id}@example.com` }] },
    },
  });
}

/** Opens the drawer from the page's button (a click before hydration follows the link: same drawer). */
async function openDrawer(page: Page) {
  await page.getByTestId("meeting-schedule").click();
  const drawer = page.getByRole("dialog", { name: "Schedule a meeting" });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Picks Ana in the drawer's attendee picker and waits for her pill: the options come from a search
 * as the name is typed, and a click on an option the list was just redrawing picks nobody.
 */
async function pickAna(page: Page, drawer: Locator) {
  await expect(async () => {
    await drawer.getByTestId("meeting-attendees").fill("Ana");
    await page.getByRole("option", { name: "Ana Attendee" }).click({ timeout: 5_000 });
    await expect(drawer.getByText("Ana Attendee", { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks a date in the drawer's date picker (moving to the next month when needed). */
async function pickDay(page: Page, day: string) {
  await page.getByTestId("meeting-date").click();
  const label = new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const button = page.getByRole("button", { name: label, exact: true });
  if (!(await button.isVisible())) await page.getByRole("button", { name: "Next month" }).click();
  await button.click();
}

test("schedule with the drawer's checks, find it on both tabs, details, copy, rename, delete; axe", async ({
  page,
  db,
  member,
}) => {
  const { room, base, url, colleague } = await seedRoom(db, member);
  await seedBusy(db, member, colleague.id, localDay(Date.now() + 86_400_000, MADRID));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, member, url);
  await expect(page.getByRole("heading", { name: "Team rooms", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab")).toHaveCount(4);
  await expect(page.getByTestId("meetings-upcoming")).toContainText("No meetings in the next 30 days.");
  await expectAccessible(page, { name: "meeting-room-home" });

  // The drawer: the spec's default title, half an hour from the next half hour, an hour's reminder.
  const drawer = await openDrawer(page);
  await expect(page).toHaveURL(new RegExp(`${base}/create\\?moduleId=${room.id}$`));
  await expect(drawer.getByTestId("meeting-title")).toHaveValue("Team Sync Meeting");
  await expect(drawer.getByTestId("meeting-zone")).toHaveText(`Time zone: ${MADRID}`);
  await expect(drawer.getByRole("checkbox", { name: "60 minutes before" })).toBeChecked();
  await expect(drawer.getByTestId("meeting-link")).toHaveValue(/\/meet\/[\w-]{54}$/);
  await expectAccessible(page, { name: "meeting-room-drawer" });

  // Escape closes it and the address is the page's again.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${base}\\?moduleId=${room.id}$`));

  // The checks: no title, no reminders, nobody invited.
  await openDrawer(page);
  await drawer.getByTestId("meeting-title").fill("");
  await drawer.getByRole("checkbox", { name: "60 minutes before" }).uncheck();
  await drawer.getByTestId("meeting-submit").click();
  await expect(drawer.getByText("Title is required")).toBeVisible();
  await expect(drawer.getByText("Please select reminders.")).toBeVisible();
  await expect(drawer.getByText("Please select attendee(s)")).toBeVisible();

  // Filled in: tomorrow 14:00–14:45, weekly, 15 minutes before, Ana.
  const tomorrow = localDay(Date.now() + 86_400_000, MADRID);
  await drawer.getByTestId("meeting-title").fill("Planning");
  await expect(drawer.getByText("Title is required")).toBeHidden();
  await drawer.getByTestId("meeting-description").fill("Next quarter's plan");
  await pickDay(page, tomorrow);
  await drawer.getByRole("spinbutton", { name: "Start time: hours" }).fill("14");
  await drawer.getByRole("spinbutton", { name: "Start time: minutes" }).fill("00");
  await drawer.getByRole("spinbutton", { name: "End time: hours" }).fill("14");
  await drawer.getByRole("spinbutton", { name: "End time: minutes" }).fill("45");
  await drawer.getByRole("checkbox", { name: "15 minutes before" }).check();
  await pickAna(page, drawer);
  await expect(drawer.getByText("Please select attendee(s)")).toBeHidden();
  // Free/busy: Ana has a meeting in another room at 14:30–15:00; moved to 15:00 she is free.
  const hint = drawer.getByTestId("meeting-busy-hint");
  await expect(hint).toContainText("Busy at this time: Ana Attendee");
  await expect(hint).toContainText("Ana Attendee is busy 14:30–15:00");
  await drawer.getByRole("spinbutton", { name: "Start time: hours" }).fill("15");
  await drawer.getByRole("spinbutton", { name: "End time: hours" }).fill("15");
  await expect(hint).toContainText("Everyone invited is free at this time.");
  await drawer.getByRole("spinbutton", { name: "Start time: hours" }).fill("14");
  await drawer.getByRole("spinbutton", { name: "End time: hours" }).fill("14");
  await drawer.getByTestId("meeting-submit").click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText("Meeting scheduled")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}\\?moduleId=${room.id}$`));
  const stored = await db.meeting.findFirstOrThrow({
    where: { moduleId: room.id },
    select: { id: true, start: true, end: true, timeZone: true, reminders: true },
  });
  expect(stored.timeZone).toBe(MADRID);
  expect(stored.reminders).toEqual([15]);
  expect(stored.end.getTime() - stored.start.getTime()).toBe(45 * 60_000);

  // Home: under Upcoming, at 14:00–14:45 Madrid time.
  const row = page.getByTestId("meetings-upcoming").getByTestId("meeting-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Planning");
  await expect(row).toContainText("14:00–14:45");
  await expect(row).toContainText("Host: Me");

  // Calendar: today is empty (and is the first day offered), tomorrow has it.
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/active=calendar/);
  await expect(page.getByTestId("meeting-calendar-previous")).toBeDisabled();
  await expect(page.getByTestId("meetings-empty")).toHaveText("No meetings found for the selected date.");
  await page.getByTestId("meeting-calendar-next").click();
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
  const dayRow = page.getByTestId("meetings-day-list").getByTestId("meeting-row");
  await expect(dayRow).toContainText("14:00–14:45");
  await expectAccessible(page, { name: "meeting-room-calendar" });
  // A reload keeps the day.
  await page.reload();
  await expect(page.getByTestId("meetings-day-list").getByTestId("meeting-row")).toContainText("Planning");

  // Details: 768 wide, the host flagged, the people, the times; Copy link.
  await page.getByTestId("meetings-day-list").getByTestId("meeting-row").click();
  const details = page.getByRole("dialog", { name: "Meeting details" });
  await expect(details).toBeVisible();
  // Join now opens the call at the meeting's link (a page load: the call page's own headers).
  await expect(details.getByTestId("meeting-join")).toHaveAttribute("href", /\/meet\/[\w-]{54}$/);
  await expect(page).toHaveURL(new RegExp(`${base}/${stored.id}\\?`));
  expect(Math.round((await details.boundingBox())!.width)).toBe(768);
  await expect(details.getByTestId("meeting-details-title")).toHaveText("Planning");
  await expect(details.getByTestId("meeting-details-time")).toHaveText("14:00–14:45");
  await expect(details.getByTestId("meeting-details-description")).toHaveText("Next quarter's plan");
  const host = details
    .getByTestId("meeting-participant")
    .filter({ has: page.getByTestId("meeting-host-badge") });
  await expect(host).toContainText("Me");
  await expect(details.getByTestId("meeting-participant").filter({ hasText: "Ana Attendee" })).toContainText(
    "Not answered",
  );
  await details.getByTestId("meeting-copy-link").click();
  await expect(details.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/meet\/[\w-]{54}$/);

  // Edit: the same drawer, prefilled; a new title.
  await details.getByTestId("meeting-details-menu").click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit meeting" });
  await expect(edit).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/${stored.id}/edit\\?`));
  await expect(edit.getByTestId("meeting-title")).toHaveValue("Planning");
  await expect(edit.getByRole("spinbutton", { name: "Start time: hours" })).toHaveValue("14");
  await edit.getByTestId("meeting-title").fill("Planning (room 2)");
  await edit.getByTestId("meeting-submit").click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId("meetings-day-list").getByTestId("meeting-row")).toContainText(
    "Planning (room 2)",
  );

  // Delete, after a confirmation.
  await page.getByTestId("meetings-day-list").getByTestId("meeting-row").click();
  await page.getByRole("dialog", { name: "Meeting details" }).getByTestId("meeting-details-menu").click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete Planning (room 2)" })
    .getByTestId("meeting-delete-confirm")
    .click();
  await expect(page.getByRole("dialog", { name: "Meeting details" })).toBeHidden();
  await expect(page.getByTestId("meetings-empty")).toHaveText("No meetings found for the selected date.");
  expect(await db.meeting.count({ where: { moduleId: room.id } })).toBe(0);
});

test("the page in Spanish and dark, a missing meeting, an unknown tab opens home, empty chats and whiteboards", async ({
  page,
  db,
  member,
}) => {
  const { base, room, url } = await seedRoom(db, member);
  await forceColorScheme(page, "dark");
  await signInAs(page, member, `${url}&active=nope`);
  await expect(page.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
  await page.goto(`${url}&active=chats`);
  await expect(page.getByTestId("chats-empty")).toContainText("No chats yet");
  // No board drawn yet: the whiteboards tab says how to start one.
  await page.getByRole("tab", { name: "Whiteboards" }).click();
  await expect(page).toHaveURL(/active=whiteboards/);
  await expect(page.getByTestId("boards-empty")).toContainText("No whiteboards yet");
  await page.goto(`${base}/0123456789abcdef01234567?moduleId=${room.id}`);
  await expect(page.getByTestId("meeting-details-missing")).toHaveText(
    "This meeting does not exist or was deleted.",
  );
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`${base}\\?moduleId=${room.id}$`));

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: page.url() }]);
  await page.goto(`${url}&active=calendar`);
  await expect(page.getByRole("tab", { name: "Calendario" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("meetings-empty")).toHaveText(
    "No se encontraron reuniones para la fecha seleccionada.",
  );
  await expect(page.getByRole("button", { name: "Día anterior" })).toBeDisabled();
  await expectAccessible(page, { name: "meeting-room-calendar-es (dark)", scheme: "dark" });
  const drawer = page.getByRole("dialog", { name: "Programar una reunión" });
  await page.getByTestId("meeting-schedule").click();
  await expect(drawer).toBeVisible();
  await drawer.getByTestId("meeting-title").fill("");
  await drawer.getByTestId("meeting-submit").click();
  await expect(drawer.getByText("El título es obligatorio")).toBeVisible();
  await expect(drawer.getByText("Selecciona a los asistentes")).toBeVisible();
  await expectAccessible(page, { name: "meeting-room-drawer-es" });
});

test("a colleague sees a change live and answers; Invite people adds a guest", async ({
  page,
  db,
  member,
  browser,
}) => {
  test.setTimeout(120_000);
  const { room, url, colleague } = await seedRoom(db, member);
  await signInAs(page, member, url);
  // The drawer's defaults, with Ana.
  const drawer = await openDrawer(page);
  await pickAna(page, drawer);
  await drawer.getByTestId("meeting-submit").click();
  await expect(drawer).toBeHidden({ timeout: 20_000 });
  const row = page.getByTestId("meetings-upcoming").getByTestId("meeting-row");
  await expect(row).toContainText("Team Sync Meeting");

  const ana = await secondBrowser(browser, colleague);
  try {
    await ana.page.goto(url);
    await inModuleRoom(ana.page, room.id);
    const anaRow = ana.page.getByTestId("meetings-upcoming").getByTestId("meeting-row");
    await expect(anaRow.getByTestId("meeting-row-response")).toHaveText("Not answered");

    // The host renames it: the colleague's list follows without a reload.
    await row.click();
    await page.getByRole("dialog", { name: "Meeting details" }).getByTestId("meeting-details-menu").click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit meeting" });
    await edit.getByTestId("meeting-title").fill("Weekly sync");
    await edit.getByTestId("meeting-submit").click();
    await expect(edit).toBeHidden();
    await expect(anaRow).toContainText("Weekly sync");

    // The colleague accepts, from the details.
    await anaRow.click();
    const anaDetails = ana.page.getByRole("dialog", { name: "Meeting details" });
    await expect(anaDetails.getByTestId("meeting-host-badge")).toBeVisible();
    await anaDetails.getByTestId("meeting-answer-accepted").click();
    await expect(anaDetails.getByTestId("meeting-answer-accepted")).toHaveAttribute("aria-pressed", "true");
    await ana.page.keyboard.press("Escape");
    await expect(anaDetails).toBeHidden();
    await expect(anaRow.getByTestId("meeting-row-response")).toHaveText("Accepted");
  } finally {
    await ana.context.close();
  }

  // Invite people: an outside guest, by address.
  await row.click();
  const details = page.getByRole("dialog", { name: "Meeting details" });
  await expect(details.getByTestId("meeting-participant").filter({ hasText: "Ana Attendee" })).toContainText(
    "Accepted",
  );
  await details.getByTestId("meeting-details-menu").click();
  await page.getByRole("menuitem", { name: "Invite people" }).click();
  const invite = page.getByRole("dialog", { name: "Invite people" });
  await invite.getByTestId("meeting-invite-people").fill("guest@example.org");
  await page.getByRole("option", { name: "Invite guest@example.org" }).click();
  await invite.getByTestId("meeting-invite-submit").click();
  await expect(invite).toBeHidden();
  await expect(
    details.getByTestId("meeting-participant").filter({ hasText: "guest@example.org" }),
  ).toContainText("Not answered");
  await expectAccessible(page, { name: "meeting-room-details" });
});
