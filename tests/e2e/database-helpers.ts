// The database generator's e2e helpers (database-generator.spec.ts, database-views.spec.ts): a new
// project's module opened, a template made whole, a grid cell by its column's name, a paste.
import type { Locator, Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, signInAs } from "./fixtures";

/** Signs in and opens a new project's database generator module. */
export async function openModule(
  page: Page,
  db: Db,
  member: { email: string; id: string; workspace: { id: string } },
) {
  const project = await seedProject(db, member.workspace.id, { name: "Operations", createdById: member.id });
  const dataModule = await seedProjectModule(db, project.id, { tag: "DatabaseGenerator", name: "Data" });
  await signInAs(page, member, `/project/${project.id}/database-generator?moduleId=${dataModule.id}`);
  await expect(page).toHaveURL(/\/database-generator\/dashboard\?.*active=databases/);
  await expect(page.getByTestId("database-generator")).toHaveAttribute("data-ready", "true");
  return { projectId: project.id, moduleId: dataModule.id };
}

/** A database made from a template by its dialog's route; the database's page opens. */
export async function fromTemplate(page: Page, place: { projectId: string; moduleId: string }, name: string) {
  await page.goto(
    `/project/${place.projectId}/database-generator/dashboard/add-database-use-a-template?moduleId=${place.moduleId}&active=databases&view=grid`,
  );
  const templates = page.getByTestId("db-template-dialog");
  await templates.getByTestId("db-template-card").filter({ hasText: name }).click();
  await templates.getByTestId("db-template-submit").click();
  await expect(page).toHaveURL(/\/database\/[0-9a-f]{24}\?/);
}

/** The grid's cell at a row (0 first) of a column by its header's name. */
export async function cell(page: Page, row: number, column: string): Promise<Locator> {
  const headers = page.getByTestId("column-header");
  // A column just added shows once the table is read again.
  await expect(headers.filter({ hasText: column }).first()).toBeVisible();
  const names = await headers.allInnerTexts();
  const index = names.findIndex((text) => text.trim() === column || text.trim() === `${column}*`);
  expect(index, `column ${column} among ${names.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return page.getByTestId("record-row").nth(row).getByRole("gridcell").nth(index);
}

export async function paste(grid: Locator, text: string) {
  await grid.evaluate((node, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    node.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Opens a table of the database page by its name in the list. */
export async function openTable(page: Page, name: string) {
  await page.getByTestId("table-row").filter({ hasText: name }).getByText(name, { exact: true }).click();
  await expect(page.getByTestId("table-page")).toHaveAttribute("data-ready", "true");
}
