import type { Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, socketConnected, test, signInAs } from "./fixtures";

test.use({ viewport: { width: 1600, height: 1000 } });

async function boardColumns(page: Page, moduleId: string) {
  const res = await page.request.get(`/api/v1/task-management/${moduleId}/board`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { columns: { id: string; name: string }[] }[] };
  return body.data[0]!.columns;
}

async function createTask(page: Page, moduleId: string, title: string) {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data: { title } });
  expect(res.status(), await res.text()).toBe(201);
}

test("a goal that follows a project moves live when a task of that project is done on the board", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const tasks = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Launch tasks" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const columns = await boardColumns(page, tasks.id);
  const done = columns.at(-1)!;
  await createTask(page, tasks.id, "Write the press release");
  await createTask(page, tasks.id, "Book the venue");

  // The sidebar's Goals opens My goals, empty, with its call to create one.
  await page.getByRole("link", { name: "Goals", exact: true }).click();
  await expect(page).toHaveURL(/\/goals\/dashboard\?active=my-goals/);
  await expect(page.getByTestId("goals-empty")).toBeVisible();
  await expectAccessible(page, { name: "goals: empty dashboard" });

  // Add goal: the title is required.
  await page.getByTestId("add-goal-button").click();
  await expect(page).toHaveURL(/\/goals\/dashboard\/add-goal/);
  await page.getByTestId("goal-form-submit").click();
  await expect(page.getByTestId("add-goal-modal")).toContainText("Title is required");
  await page.getByTestId("goal-form-title").fill("Ship the launch");
  await page.getByTestId("goal-form-submit").click();
  await expect(page).toHaveURL(/\/goals\/[0-9a-f]{24}(\?|$)/);
  const goalId = /\/goals\/([0-9a-f]{24})/.exec(page.url())![1]!;
  await expect(page.getByTestId("goal-title")).toContainText("Ship the launch");

  // Progress settings: follow the project's tasks.
  await page.getByTestId("goal-progress-settings").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByTestId("goal-source-projects").click();
  await page.getByTestId("goal-projects-select").click();
  await page.getByRole("option", { name: "Launch" }).click();
  await page.keyboard.press("Escape");
  await page.getByTestId("goal-settings-save").click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByTestId("goal-progress")).toHaveAttribute("data-progress", "0");
  await expect(page.getByTestId("goal-projects")).toContainText("Launch");
  await expectAccessible(page, { name: "goals: goal page" });

  // The board in another tab: one of the two tasks moves to Done; the goal page shows 50% live.
  await socketConnected(page);
  const board = await page.context().newPage();
  await board.goto(`/task-management/${tasks.id}`);
  const card = board.getByTestId("task-card").filter({ hasText: "Book the venue" });
  await (
    await openMenuItem(
      card.getByRole("button", { name: /^Options for / }),
      board.getByRole("menuitem", { name: "Move to" }),
    )
  ).hover();
  await board.getByRole("menuitem", { name: done.name, exact: true }).click();
  await expect(
    board.locator(`[data-testid="board-column"][aria-label="${done.name}"]`).getByTestId("task-card"),
  ).toContainText("Book the venue");

  await expect(page.getByTestId("goal-progress")).toHaveAttribute("data-progress", "0.5");
  await expect(page.getByTestId("goal-progress")).toContainText("50%");
  // The computed change is a check-in of the goal's history.
  await expect(page.getByTestId("goal-check-in").first()).toBeVisible();

  // The dashboard lists it with the same progress.
  await page.goto("/goals/dashboard?active=my-goals");
  const listed = page.getByTestId("goal-card").filter({ hasText: "Ship the launch" });
  await expect(listed).toHaveAttribute("data-goal-id", goalId);
  await expect(listed.getByTestId("goal-card-progress")).toContainText("50%");
  await board.close();
});
