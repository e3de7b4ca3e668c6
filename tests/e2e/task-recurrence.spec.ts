import type { Locator, Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, openMenuItem, signInAs, test } from "./fixtures";

// Recurring tasks (issue 40, item 7): a repeat chosen in the task dialog, the card's mark, and the
// next occurrence on the board as soon as the task is done.

test.use({ viewport: { width: 1440, height: 1000 } });

const column = (page: Page, name: string) =>
  page.locator(`[data-testid="board-column"][aria-label="${name}"]`);
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId("task-card").filter({ hasText: title });

test("a daily task comes back in To do, due the next day, when it is done", async ({ page, db, member }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Home" });
  const tasks = await seedProjectModule(db, project.id, { name: "Chores" });
  const base = `/task-management/${tasks.id}`;
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  // Without a due date, the create dialog says what a repeat needs.
  await page.goto(`${base}/tasks/create?redirect=${encodeURIComponent(base)}&active=board`);
  const create = page.getByRole("dialog", { name: "Create task" });
  await expect(create.getByTestId("task-repeat")).toBeDisabled();
  await expect(create.getByText("Set a due date to repeat this task.")).toBeVisible();

  const created = await page.request.post(`/api/v1/task-management/${tasks.id}/tasks`, {
    data: { title: "Water the plants", dueDate: "2027-03-01" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The edit dialog: Repeat → Every day, then when the next one comes.
  await page.goto(`${base}/tasks/${id}/edit?redirect=${encodeURIComponent(base)}&active=board`);
  const dialog = page.getByTestId("edit-task-dialog");
  const repeat = dialog.getByTestId("task-repeat");
  await expect(repeat).toHaveValue("Does not repeat");
  await repeat.click();
  await page.getByRole("option", { name: "Every day", exact: true }).click();
  await expect(dialog.getByTestId("task-repeat-mode")).toHaveValue("When this one is done");
  await expect(dialog.getByTestId("save-status")).toHaveText(/Saved/);
  await expect(
    dialog
      .locator('[data-testid="activity-row"][data-action="updated"]')
      .filter({ hasText: "Repeat: None → Every day" }),
  ).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // The card is marked; done through its menu, a copy due the next day appears in To do.
  const todo = column(page, "To do");
  const first = card(todo, "Water the plants");
  await expect(first.getByTestId("task-card-repeats")).toHaveAttribute("aria-label", "Repeats");
  await (
    await openMenuItem(
      first.getByRole("button", { name: /^Options for / }),
      page.getByRole("menuitem", { name: "Move to" }),
    )
  ).hover();
  await page.getByRole("menuitem", { name: "Done", exact: true }).click();
  await expect(card(column(page, "Done"), "Water the plants")).toHaveCount(1);
  const next = card(todo, "Water the plants");
  await expect(next).toHaveCount(1);
  await expect(next).toContainText("Mar 2");
  await expect(next.getByTestId("task-card-repeats")).toBeVisible();
});
