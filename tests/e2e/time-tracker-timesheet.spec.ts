import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { seedMembers } from "../../prisma/seed/members";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

/** A project with a time tracker "Hours" in `workspaceId`. */
async function seedTracker(db: Db, workspaceId: string, createdById: string) {
  const project = await seedProject(db, workspaceId, { name: "Client work", createdById });
  return seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
}

async function openTimesheet(page: Page, moduleId: string) {
  await page.goto(`/time-tracker/${moduleId}?active=timesheet`);
  await expect(page.getByRole("heading", { name: "Hours", level: 1 })).toBeVisible();
  await expect(page.getByTestId("timesheet-empty").or(page.getByTestId("timesheet"))).toBeVisible();
}

const seconds = (entry: { start: Date; end: Date | null }) =>
  entry.end ? (entry.end.getTime() - entry.start.getTime()) / 1000 : null;

test("the timesheet: a new row's day takes 1:30, then 45m, then is cleared; bad values are refused; accessible", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const tracker = await seedTracker(db, member.workspace.id, member.id);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await openTimesheet(page, tracker.id);
  await expect(page.getByTestId("timesheet-empty")).toHaveText(
    "No time tracked this week. Add a row to fill in your week.",
  );
  await expectAccessible(page, { name: "time tracker: empty timesheet" });

  // A description alone is refused when empty; with one, the row shows with nothing tracked yet.
  const addRow = page.getByTestId("timesheet-add-row");
  await expect(async () => {
    await addRow.getByRole("button", { name: "Add row" }).click();
    await expect(addRow.getByText("Enter a description")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await addRow.getByLabel("Description of the new row").fill("Client call");
  await addRow.getByRole("button", { name: "Add row" }).click();
  const row = page.getByTestId("timesheet-row").filter({ hasText: "Client call" });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("timesheet-row-total")).toHaveText("0:00");

  // Monday's cell of the row: 1:30 creates one entry, and the totals follow.
  const cell = row.getByTestId("timesheet-cell").first();
  const input = cell.getByRole("textbox");
  await expect(input).toHaveAccessibleName(/^Time for Client call on Monday/);
  await input.fill("1:30");
  await input.press("Enter");
  await expect(row.getByTestId("timesheet-row-total")).toHaveText("1:30");
  await expect(page.getByTestId("timesheet-week-total")).toHaveText("1:30");
  await expect(page.getByTestId("timesheet-day-total").first()).toHaveText("1:30");
  await expect(input).toHaveValue("1:30");
  await expect
    .poll(async () => (await db.timeEntry.findMany({ where: { moduleId: tracker.id } })).map(seconds))
    .toEqual([5400]);
  const [created] = await db.timeEntry.findMany({ where: { moduleId: tracker.id } });
  expect(created?.description).toBe("Client call");
  await expectAccessible(page, { name: "time tracker: timesheet with a row" });

  // 45m shortens the same entry.
  await input.fill("45m");
  await input.press("Enter");
  await expect(row.getByTestId("timesheet-row-total")).toHaveText("0:45");
  await expect(page.getByTestId("timesheet-week-total")).toHaveText("0:45");
  await expect(input).toHaveValue("0:45");
  await expect
    .poll(async () => (await db.timeEntry.findMany({ where: { moduleId: tracker.id } })).map(seconds))
    .toEqual([2700]);

  // A value that does not read, and one over 24 hours, are refused and change nothing.
  await input.fill("soon");
  await input.press("Enter");
  await expect(cell.getByRole("alert")).toHaveText("Enter a duration such as 1:30, 1.5 or 90m");
  await input.fill("25");
  await input.press("Enter");
  await expect(cell.getByRole("alert")).toHaveText("An entry lasts 24 hours at most");
  await expect(page.getByTestId("timesheet-week-total")).toHaveText("0:45");
  await expectAccessible(page, { name: "time tracker: timesheet with a refused value" });

  // Emptied: the entry is deleted, the totals go back to zero.
  await input.fill("");
  await input.press("Enter");
  await expect(cell.getByRole("alert")).toHaveCount(0);
  await expect(row.getByTestId("timesheet-row-total")).toHaveText("0:00");
  await expect(page.getByTestId("timesheet-week-total")).toHaveText("0:00");
  await expect.poll(() => db.timeEntry.count({ where: { moduleId: tracker.id } })).toBe(0);

  // Another week has nothing; This week comes back.
  const range = await page.getByTestId("timesheet-week-range").textContent();
  await page.getByTestId("timesheet-previous-week").click();
  await expect(page.getByTestId("timesheet-week-range")).not.toHaveText(range ?? "");
  await expect(page.getByTestId("timesheet-empty")).toBeVisible();
  await page.getByTestId("timesheet-this-week").click();
  await expect(page.getByTestId("timesheet-week-range")).toHaveText(range ?? "");
});

test("the timesheet: a viewer sees it read-only", async ({ page, db, member }) => {
  const tracker = await seedTracker(db, member.workspace.id, member.id);
  const [viewer] = await seedMembers(db, member.workspace.id, 1, { role: "viewer" });
  if (!viewer) throw new Error("no viewer seeded");
  await signInAs(page, viewer);
  await expect(page).toHaveURL(/\/projects/);
  await openTimesheet(page, tracker.id);
  await expect(page.getByTestId("timesheet-read-only")).toBeVisible();
  await expect(page.getByTestId("timesheet-empty")).toHaveText("No time tracked this week");
  await expect(page.getByTestId("timesheet-add-row")).toHaveCount(0);
  await expectAccessible(page, { name: "time tracker: read-only timesheet" });
});
