import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { cell, fromTemplate, openModule, openTable } from "./database-helpers";
import { expect, openAskAi, test } from "./fixtures";

// Database generator (issue 36): a table's saved views — a grid saved from the page's sort, changed
// and reverted; a kanban whose card moves to another stack; a gallery whose card opens its record; a
// form that adds a record — and two tables linked by a drag in the ER view. Axe on each kind.

/** The HR template's Employees table, opened; the database's address. */
async function employees(page: Page, place: { projectId: string; moduleId: string }) {
  await fromTemplate(page, place, "HR Management");
  const databaseUrl = page.url();
  await openTable(page, "Employees");
  return databaseUrl;
}

async function addView(page: Page, kind: string, name: string) {
  await page.getByTestId("add-view").click();
  await page.getByRole("menuitem", { name: kind, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New view" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/[?&]view=[0-9a-f]{24}/);
  await expect(page.getByTestId(`view-tab-${name}`)).toHaveAttribute("aria-current", "page");
}

test("saved views: a grid kept and reverted, a kanban card moved, a gallery card opened, a form sent", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);
  await employees(page, place);

  // The table's grid sorted by salary, highest first, then saved as a view.
  await page.getByRole("button", { name: "Column Salary: options" }).click();
  await page.getByRole("menuitem", { name: "Sort descending" }).click();
  await expect(await cell(page, 0, "Name")).toHaveText("Iris Novak");
  await page.getByTestId("save-as-view").click();
  const naming = page.getByRole("dialog", { name: "New view" });
  await naming.getByLabel("Name").fill("By salary");
  await naming.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/[?&]view=[0-9a-f]{24}$/);
  const saved = page.url();
  await expect(page.getByTestId("view-edited")).toBeHidden();

  // Changed (lowest first): Save and Revert show; Revert puts the view's sort back.
  await page.getByRole("button", { name: "Column Salary: options" }).click();
  await page.getByRole("menuitem", { name: "Sort ascending" }).click();
  await expect(await cell(page, 0, "Name")).toHaveText("Wei Chen");
  await expect(page.getByTestId("save-view")).toBeVisible();
  await page.getByRole("button", { name: "Revert" }).click();
  await expect(await cell(page, 0, "Name")).toHaveText("Iris Novak");
  await expect(page.getByTestId("view-edited")).toBeHidden();
  // A reload opens the view as saved; the table's own grid is as it was.
  await page.goto(saved);
  await expect(await cell(page, 0, "Name")).toHaveText("Iris Novak");
  await page.getByTestId("view-tab-table").click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(await cell(page, 0, "Name")).toHaveText("Iris Novak");
  await expect(page.getByTestId("view-edited")).toBeHidden();

  // A kanban by department: Tomás moves from Sales to People by his card's menu.
  await addView(page, "Kanban", "Teams");
  const board = page.getByTestId("kanban-view");
  // A stack by its badge (a card's text may hold another stack's name: "Sales Lead").
  const stack = (name: string) =>
    board.getByTestId("kanban-stack").filter({ has: page.getByText(name, { exact: true }) });
  await expect(stack("Engineering").getByTestId("record-card")).toHaveCount(2);
  await expect(stack("Sales").getByTestId("record-card")).toHaveCount(1);
  await expectAccessible(page, { name: "database-generator-kanban" });
  await stack("Sales").getByTestId("record-card").getByTestId("kanban-card-menu").click();
  await page.getByTestId("kanban-move-to").filter({ hasText: "People" }).click();
  await expect(stack("People").getByTestId("record-card")).toHaveCount(2);
  await expect(stack("Sales").getByTestId("record-card")).toHaveCount(0);
  await page.reload();
  await expect(stack("People").getByTestId("record-card").filter({ hasText: "Tomás Ruiz" })).toBeVisible();

  // A gallery: a card opens its record's form.
  await addView(page, "Gallery", "Faces");
  const gallery = page.getByTestId("gallery-view");
  await expect(gallery.getByTestId("record-card")).toHaveCount(4);
  await expectAccessible(page, { name: "database-generator-gallery" });
  await gallery
    .getByTestId("record-card")
    .filter({ hasText: "Amara Okafor" })
    .getByTestId("record-card-open")
    .click();
  const drawer = page.getByRole("dialog", { name: /^Record \d+$/ });
  await expect(drawer.getByLabel("Email")).toHaveValue("amara@example.com");
  await page.keyboard.press("Escape");

  // A form: a required name is asked for, then the record is added.
  await addView(page, "Form", "Hiring");
  const form = page.getByTestId("form-fill");
  await expect(form).toBeVisible();
  await expectAccessible(page, { name: "database-generator-form" });
  await page.getByTestId("form-mode").getByText("Edit form").click();
  const editor = page.getByTestId("form-editor");
  await editor
    .getByTestId("form-editor-field")
    .filter({ hasText: "Name" })
    .getByRole("switch")
    .click({ force: true });
  await page.getByTestId("form-mode").getByText("Preview").click();
  await page.getByTestId("form-submit").click();
  await expect(form.getByText("This field is required.")).toBeVisible();
  await form.getByLabel("Name").fill("Lena Park");
  await form.getByLabel("Email").fill("lena@example.com");
  await page.getByTestId("form-submit").click();
  await expect(page.getByTestId("form-sent")).toBeVisible();
  await page.getByTestId("view-tab-table").click();
  await expect(page.getByTestId("record-count")).toHaveText("5 records");
});

test("the ER view links two tables by a drag from one onto the other", async ({ page, db, member }) => {
  const place = await openModule(page, db, member);
  const databaseUrl = await employees(page, place);
  await page.goto(databaseUrl.replace("view=list", "view=erd"));
  const from = page.getByTestId("erd-table").filter({ hasText: "Time off" });
  const to = page.getByTestId("erd-table").filter({ hasText: "Employees" });
  await expect(to).toBeVisible();
  const handle = from.getByTestId("erd-link-from");
  const box = (await to.boundingBox())!;
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  const dialog = page.getByTestId("erd-link-dialog");
  await expect(dialog.getByLabel("Column name")).toHaveValue("Employees");
  await dialog.getByLabel("A record links to several records").click();
  await dialog.getByTestId("erd-link-submit").click();
  await expect(dialog).toBeHidden();
  // The new link and its other side, drawn as an edge between the two tables.
  await expect(from.getByTestId("erd-column").filter({ hasText: "Employees" })).toBeVisible();
  await expect(to.getByTestId("erd-column").filter({ hasText: "Time off" })).toBeVisible();
  await expect(page.locator(".react-flow__edge")).toHaveCount(1);
});

test("Ask AI on a table answers from its records", async ({ page, db, member }) => {
  const place = await openModule(page, db, member);
  await employees(page, place);
  const dialog = await openAskAi(page);
  const prompt = dialog.getByRole("textbox", { name: "Your question" });
  await prompt.fill("How many records in Employees where Department is Engineering?");
  await prompt.press("Control+Enter");
  const reply = dialog.locator("[data-author='assistant'][data-state='complete']");
  await expect(reply.last()).toContainText("2");
  await prompt.fill("What is the average Salary in Employees?");
  await prompt.press("Control+Enter");
  await expect(reply).toHaveCount(2);
  await expect(reply.last()).toContainText("73,750");
  await expectAccessible(page, { name: "database-generator-ask-ai" });
});
