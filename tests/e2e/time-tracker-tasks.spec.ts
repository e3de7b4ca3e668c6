import type { Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, inModuleRoom, socketConnected, test, signInAs } from "./fixtures";

test.use({ viewport: { width: 1440, height: 1000 } });

async function createTask(page: Page, moduleId: string, title: string): Promise<{ id: string; key: string }> {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data: { title } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; key: string };
}

test("a task picked in the time tracker is tracked there, and its card on the board shows the running timer live", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Web board" });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const task = await createTask(page, board.id, "Design the landing page");
  await createTask(page, board.id, "Write the release notes");
  const integrated = await page.request.post(`/api/v1/task-management/${board.id}/integration`, {
    data: { moduleId: tracker.id },
  });
  expect(integrated.status(), await integrated.text()).toBe(201);

  // The board, open in a second tab, waits in its module's room.
  const boardPage = await page.context().newPage();
  await boardPage.goto(`/task-management/${board.id}`);
  const card = boardPage.getByTestId("task-card").filter({ hasText: "Design the landing page" });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("task-timer-running")).toHaveCount(0);
  await inModuleRoom(boardPage, board.id);

  // The tracker's picker finds the task by its key and starts the timer on it.
  await page.goto(`/time-tracker/${tracker.id}`);
  await expect(page.getByRole("heading", { name: "Hours", level: 1 })).toBeVisible();
  await socketConnected(page);
  const search = page.getByTestId("timer-task-search");
  await search.click();
  await expect(page.getByTestId("timer-task-option")).toHaveCount(2);
  await search.fill(task.key);
  const option = page.getByTestId("timer-task-option");
  await expect(option).toHaveCount(1);
  await expect(option).toContainText("Design the landing page");
  await expectAccessible(page, { name: "time tracker: task picker open" });
  await option.click();
  await expect(page.getByTestId("timer-task-chip")).toContainText(task.key);
  await page.getByTestId("timer-description").fill("Hero section");
  await page.getByTestId("timer-toggle").click();
  await expect(page.getByTestId("timer-task-chip")).toHaveAttribute("data-readonly", "true");

  // The row shows the task's key and the description; the card on the board, the running timer.
  const entry = page.getByTestId("time-entry").first();
  await expect(entry.getByTestId("entry-task")).toHaveText(task.key);
  await expect(entry.getByTestId("entry-description")).toHaveValue("Hero section");
  const mark = card.getByTestId("task-timer-running");
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute("aria-label", "Timer running: Me");

  // Stopped in the tracker: the mark goes from the board without a reload.
  await page.getByTestId("timer-toggle").click();
  await expect(page.getByTestId("timer-toggle")).toHaveText("Start");
  await expect(mark).toHaveCount(0);
  await boardPage.close();
});
