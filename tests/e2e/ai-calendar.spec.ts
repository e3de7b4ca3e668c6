import type { Locator, Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedBoard, seedTaskHistory } from "../../prisma/seed/reporting";
import type { Db } from "../../lib/server/db";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

// AI calendar (issue 33): a person plans weeks — creates an event by dragging over the week, moves it
// and resizes it, makes a weekly series and changes it from one occurrence on ("this and following"),
// adds one by typing a sentence and finds it in the upcoming panel — and the page reads in Spanish.
// Times are Madrid's (the person's saved zone); the weeks shown are fixed ones, in March 2027.

const WEEK = "2027-03-01"; // Monday 1 March 2027 (Madrid is UTC+1 then)

async function seedCalendar(db: Db, member: { id: string; workspace: { id: string } }) {
  await db.user.update({ where: { id: member.id }, data: { timeZone: "Europe/Madrid" } });
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const calendar = await seedProjectModule(db, project.id, { tag: "AICalendar", name: "Team calendar" });
  const base = `/project/${project.id}/ai-calendar`;
  return { project, calendar, base, url: `${base}?moduleId=${calendar.id}&date=${WEEK}` };
}

/** The week view's hour slot of a day (YYYY-MM-DD) starting at `time` (HH:mm). */
const slot = (page: Page, day: string, time: string) =>
  page.getByRole("button", { name: new RegExp(`^Time slot ${day} ${time}:00 - `) });

/**
 * Presses on one element and lets go over another, moving in steps (pointer events, not HTML drag):
 * `at` where on the first, `toY` how far down the second (a resize snaps to the nearest hour, so a
 * slot's middle is exactly between two: three quarters down is clearly the slot's end).
 */
async function pointerDrag(
  page: Page,
  from: Locator,
  to: Locator,
  { at = "center", toY = 0.5 }: { at?: "center" | "bottom"; toY?: number } = {},
) {
  await from.hover();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, at === "bottom" ? a.y + a.height - 2 : a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height * toY, { steps: 8 });
  await page.mouse.up();
}

const eventIn = (page: Page, title: string) =>
  page.getByTestId("calendar-grid").getByRole("button", { name: title });

test("plan a week: drag to create, move, resize, a weekly series changed from one on; axe on week and month", async ({
  page,
  db,
  member,
}) => {
  const { url, calendar } = await seedCalendar(db, member);
  await signInAs(page, member, url);
  await expect(page.getByRole("heading", { name: "Team calendar" })).toBeVisible();
  await expect(page.getByTestId("calendar-period")).toContainText("Mar 1");
  await expect(page.getByTestId("upcoming-panel")).toContainText("No upcoming events");
  await expect(page.locator("[data-ready]")).toBeVisible();
  await expectAccessible(page, { name: "ai-calendar-week" });

  // Drag over Tuesday 10:00–12:00: the dialog opens with that range; it is saved.
  await pointerDrag(page, slot(page, "2027-03-02", "10:00"), slot(page, "2027-03-02", "11:00"));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/ai-calendar\/events\/create\?/);
  await expect(dialog.getByTestId("event-start")).toContainText("Mar 02, 2027 10:00");
  await expect(dialog.getByTestId("event-end")).toContainText("Mar 02, 2027 12:00");
  await dialog.getByTestId("event-title").fill("Design review");
  await dialog.getByTestId("event-save").click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/events\/create/);
  const review = eventIn(page, "Design review");
  await expect(review).toBeVisible();
  const stored = async () =>
    db.calendarEvent.findFirstOrThrow({
      where: { moduleId: calendar.id, title: "Design review" },
      select: { start: true, end: true },
    });
  expect(await stored()).toEqual({
    start: new Date("2027-03-02T09:00:00Z"),
    end: new Date("2027-03-02T11:00:00Z"),
  });

  // Drag it to Wednesday 14:00: it keeps its two hours.
  await review.dragTo(slot(page, "2027-03-03", "14:00"));
  await expect.poll(stored).toEqual({
    start: new Date("2027-03-03T13:00:00Z"),
    end: new Date("2027-03-03T15:00:00Z"),
  });
  // Drag its bottom edge down an hour: it ends at 17:00. The moved event may still be settling into
  // its new place when the pointer goes down (its answer, then the room's echo): a drag that caught
  // it mid-way is made again, to the same slot (so a second drag cannot stretch it further).
  await expect(async () => {
    await pointerDrag(
      page,
      eventIn(page, "Design review").locator('[data-edge="bottom"]'),
      slot(page, "2027-03-03", "16:00"),
      { at: "bottom", toY: 0.75 },
    );
    await expect
      .poll(async () => (await stored()).end, { timeout: 3_000 })
      .toEqual(new Date("2027-03-03T16:00:00Z"));
  }).toPass({ timeout: 20_000 });

  // A weekly stand-up: a click on Monday 09:00, then "Every week on Monday".
  await slot(page, "2027-03-01", "09:00").click();
  const create = page.getByRole("dialog", { name: "New event" });
  await create.getByTestId("event-title").fill("Stand-up");
  await create.getByTestId("event-repeat").click();
  await page.getByRole("option", { name: "Every week on Monday" }).click();
  await create.getByTestId("event-save").click();
  await expect(create).toBeHidden();
  expect(
    await db.calendarEvent.findFirstOrThrow({ where: { moduleId: calendar.id, title: "Stand-up" } }),
  ).toMatchObject({
    start: new Date("2027-03-01T08:00:00Z"),
    rule: "FREQ=WEEKLY;BYDAY=MO",
  });
  await expect(eventIn(page, "Stand-up")).toBeVisible();

  // Next week, the occurrence of 8 March is renamed "this and following".
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("calendar-period")).toContainText("Mar 8");
  await eventIn(page, "Stand-up").click();
  const edit = page.getByRole("dialog", { name: "Edit event" });
  await expect(page).toHaveURL(/\/ai-calendar\/events\/[0-9a-f]{24}_20270308T080000Z\/edit/);
  await edit.getByTestId("event-title").fill("Stand-up (room 2)");
  await edit.getByTestId("event-save").click();
  const scope = page.getByRole("dialog", { name: "Edit recurring event" });
  await scope.getByRole("radio", { name: "This and following events" }).check();
  await scope.getByTestId("scope-confirm").click();
  await expect(edit).toBeHidden();
  await expect(eventIn(page, "Stand-up (room 2)")).toBeVisible();
  await page.keyboard.press("k");
  await expect(page.getByTestId("calendar-period")).toContainText("Mar 1");
  await expect(eventIn(page, "Stand-up")).toBeVisible();
  await expect(eventIn(page, "Stand-up (room 2)")).toHaveCount(0);

  // The month view, its occurrences and its accessibility.
  await page.keyboard.press("m");
  await expect(page.getByTestId("calendar-period")).toHaveText("March 2027");
  await expect(eventIn(page, "Stand-up (room 2)").first()).toBeVisible();
  await expectAccessible(page, { name: "ai-calendar-month" });
});

test("quick add in plain words, the upcoming panel, and the page in Spanish", async ({
  page,
  db,
  member,
}) => {
  const { calendar, base } = await seedCalendar(db, member);
  await signInAs(page, member, `${base}?moduleId=${calendar.id}`);

  await page.getByTestId("quick-add").fill("Lunch with Ana tomorrow 1pm for 90 min");
  await page.getByTestId("quick-add").press("Enter");
  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog.getByTestId("event-title")).toHaveValue("Lunch with Ana");
  await expect(dialog.getByTestId("event-start")).toContainText("13:00");
  await expect(dialog.getByTestId("event-end")).toContainText("14:30");
  await dialog.getByTestId("event-save").click();
  await expect(dialog).toBeHidden();

  const panel = page.getByTestId("upcoming-panel");
  await expect(panel.getByRole("region", { name: "Tomorrow" })).toContainText("Lunch with Ana");
  await expect(panel).toContainText("13:00–14:30");

  // Subscribe from a phone's calendar: a private address whose calendar holds the lunch.
  await page.getByTestId("calendar-menu").click();
  await page.getByRole("menuitem", { name: "Subscribe from another app…" }).click();
  await page.getByTestId("feed-create").click();
  const address = await page
    .getByTestId("feed-link")
    .getByRole("textbox", { name: "Private address" })
    .inputValue();
  expect(address).toMatch(/\/api\/v1\/ai-calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(address.replace(/^https?:\/\/[^/]+/, ""));
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("SUMMARY:Lunch with Ana");
  await page.keyboard.press("Escape");

  // Import an .ics file: a preview, then the event in the upcoming panel.
  await page.getByTestId("calendar-menu").click();
  await page.getByRole("menuitem", { name: "Import an .ics file…" }).click();
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
  };
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    "BEGIN:VEVENT",
    "UID:dentist@elsewhere",
    "SUMMARY:Dentist",
    `DTSTART;VALUE=DATE:${day(3)}`,
    `DTEND;VALUE=DATE:${day(4)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  await page
    .getByRole("dialog", { name: "Import events from an .ics file" })
    .locator("input[type=file]")
    .setInputFiles({ name: "other.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
  await expect(page.getByTestId("import-preview")).toContainText("1 event in the file");
  await expect(page.getByTestId("import-preview")).toContainText("Dentist");
  await page.getByTestId("import-run").click();
  await expect(panel).toContainText("Dentist");

  // Find a time for oneself: a free hour in the next two weeks becomes a new event's draft.
  await page.getByTestId("find-time").click();
  await page.getByTestId("find-time-run").click();
  const slots = page.getByTestId("find-time-slots").getByRole("button");
  await expect(slots.first()).toBeVisible();
  await slots.first().click();
  await expect(page.getByRole("dialog", { name: "New event" })).toBeVisible();
  await page.getByRole("dialog", { name: "New event" }).getByRole("button", { name: "Cancel" }).click();

  // A sentence with nothing to add says so.
  await page.getByTestId("quick-add").fill("   tomorrow");
  await page.getByTestId("quick-add").press("Enter");
  await expect(page.getByText("Say what and when")).toBeVisible();

  // In Spanish: the views, the panel and quick add in Spanish words.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: page.url() }]);
  await page.goto(`${base}?moduleId=${calendar.id}`);
  await expect(page.getByRole("heading", { name: "Próximos eventos" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Semana" })).toBeChecked();
  await expect(page.getByTestId("upcoming-panel").getByRole("region", { name: "Mañana" })).toContainText(
    "Lunch with Ana",
  );
  await page.getByTestId("quick-add").fill("Cena con Marta el viernes a las 21h");
  await page.getByTestId("quick-add").press("Enter");
  const nuevo = page.getByRole("dialog", { name: "Nuevo evento" });
  await expect(nuevo.getByTestId("event-title")).toHaveValue("Cena con Marta");
  await expect(nuevo.getByTestId("event-start")).toContainText("21:00");
});

test("the project's task due dates and other calendars as layers: shown, hidden, opened", async ({
  page,
  db,
  member,
}) => {
  const { project, url } = await seedCalendar(db, member);
  const roadmap = await seedProjectModule(db, project.id, { name: "Roadmap" });
  const board = await seedBoard(db, { workspaceId: member.workspace.id, projectModuleId: roadmap.id });
  const taskId = await seedTaskHistory(db, board, {
    title: "Ship the beta",
    createdAt: "2027-02-20T10:00:00Z",
    createdById: member.id,
    columnId: board.columns[0]!.id,
    dueDate: "2027-03-04T00:00:00Z",
  });
  await seedProjectModule(db, project.id, { tag: "AICalendar", name: "Holidays" });
  await signInAs(page, member, url);

  // The task's due date shows as an all-day item of Thursday; the layers list both modules.
  const task = eventIn(page, "Ship the beta");
  await expect(task).toBeVisible();
  await page.getByTestId("calendar-layers").click();
  const list = page.getByTestId("calendar-layers-list");
  await expect(list.getByRole("checkbox")).toHaveCount(2);
  await expect(list).toContainText("Holidays · Calendar");
  await expect(list).toContainText("Roadmap · Task due dates");

  // Hidden, it stays hidden after a reload (remembered in this browser); shown again, it opens the task.
  await list.getByRole("checkbox", { name: /Roadmap/ }).uncheck();
  await expect(task).toBeHidden();
  await page.reload();
  await expect(page.locator("[data-ready]")).toBeVisible();
  await expect(eventIn(page, "Ship the beta")).toBeHidden();
  await page.getByTestId("calendar-layers").click();
  await page
    .getByTestId("calendar-layers-list")
    .getByRole("checkbox", { name: /Roadmap/ })
    .check();
  await page.keyboard.press("Escape");
  await eventIn(page, "Ship the beta").click();
  await expect(page).toHaveURL(new RegExp(`/task-management/${roadmap.id}/tasks/${taskId}/edit`));
});
