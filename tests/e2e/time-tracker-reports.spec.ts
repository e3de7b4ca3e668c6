import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";
import { parseCsv } from "../../modules/time-tracker/shared/report-csv";

// Day boundaries are the browser's: pin its zone so the seeded entries fall on today.
test.use({ timezoneId: "UTC", locale: "en-US" });

const value = (page: Page, figure: string) => page.getByTestId(`report-${figure}-value`);

test("time tracker reports: totals of this week, a CSV that adds up, rates give amounts, and it is accessible", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  const today = new Date().toISOString().slice(0, 10);
  const at = (time: string) => new Date(`${today}T${time}Z`);
  const owner = {
    workspaceId: member.workspace.id,
    moduleId: tracker.id,
    projectModuleId: tracker.id,
    userId: member.id,
  };
  await db.timeEntry.createMany({
    data: [
      {
        ...owner,
        id: newId(),
        description: "Design review",
        start: at("08:00:00"),
        end: at("09:30:00"),
        billable: true,
      },
      {
        ...owner,
        id: newId(),
        description: "=cmd|' /C calc'!A0",
        start: at("10:00:00"),
        end: at("10:30:00"),
      },
    ],
  });

  await signInAs(page, member, `/time-tracker/${tracker.id}?active=reports`);
  await expect(page.getByRole("heading", { name: "Hours", level: 1 })).toBeVisible();

  // This week (the default): 2 h in all, 1.5 h billable; no rate yet.
  await expect(value(page, "total")).toHaveText("02:00:00");
  await expect(value(page, "billable")).toHaveText("01:30:00");
  await expect(value(page, "nonBillable")).toHaveText("00:30:00");
  await expect(value(page, "amount")).toHaveText("$0.00");
  await expect(page.getByTestId("report-row")).toHaveCount(1);
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await expectAccessible(page, { name: "time tracker: reports" });

  // By member: one row, the owner.
  await page.getByTestId("report-group-by").click();
  await page.getByRole("option", { name: "Member" }).click();
  await expect(page.getByTestId("report-row")).toHaveText([/Mia Member/]);

  // The CSV: one row per entry; its seconds add up to the total; the formula is defused.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-csv").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^time-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile(await download.path(), "utf8"));
  expect(rows).toHaveLength(3);
  expect(rows.slice(1).reduce((sum, row) => sum + Number(row[5]), 0)).toBe(7200);
  expect(rows.slice(1).map((row) => row[7])).toEqual(["Design review", "'=cmd|' /C calc'!A0"]);

  // Rates (module admins): 40 an hour → 1.5 billable hours are $60.00.
  await page.getByTestId("rates-open").click();
  const dialog = page.getByRole("dialog", { name: "Rates" });
  await expect(dialog.getByTestId("rates-module-rate")).toBeVisible();
  await expectAccessible(page, { name: "time tracker: rates dialog", include: ["[role=dialog]"] });
  await dialog.getByTestId("rates-module-rate").fill("40");
  await dialog.getByTestId("rates-save").click();
  await expect(dialog).toBeHidden();
  await expect(value(page, "amount")).toHaveText("$60.00");
  await expect(page.getByTestId("report-row")).toContainText("$60.00");
});
