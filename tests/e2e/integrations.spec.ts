import type { Locator, Page } from "@playwright/test";
import { layOut } from "../../modules/form-builder/shared/templates";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

test.use({ viewport: { width: 1440, height: 1000 } });

const CLOCK = /^\d{2}:\d{2}:\d{2}$/;

async function createTask(page: Page, moduleId: string, title: string): Promise<{ id: string; key: string }> {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data: { title } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; key: string };
}

/** Opens the header's Integration dialog (a click before React has hydrated the button is repeated). */
async function openIntegrations(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Integration", exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId("integrate-button").click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByTestId("integrations-loading")).toHaveCount(0);
  return dialog;
}

async function openTask(page: Page, base: string, taskId: string): Promise<Locator> {
  await page.goto(`${base}/tasks/${taskId}/edit?redirect=${encodeURIComponent(base)}&active=board`);
  const dialog = page.getByTestId("edit-task-dialog");
  // A whole page load with the task, its activity and the timer's state: on a loaded two-core
  // machine it has taken more than the default 10 s (CI, 2026-12-02).
  await expect(dialog.getByTestId("task-timer")).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test("a task board integrated with a time tracker: its tasks' timers track there, and the integration is deleted after confirming", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Web board" });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  const base = `/task-management/${board.id}`;
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const task = await createTask(page, board.id, "Design the landing page");

  // --- Without an integration the task's timer says how to get one ----------------------------
  let taskDialog = await openTask(page, base, task.id);
  await expect(taskDialog.getByTestId("task-timer-start")).toBeDisabled();
  await expect(taskDialog.getByTestId("task-timer-hint")).toHaveText(
    "Integrate a time tracker with this board to track time on its tasks.",
  );

  // --- Add the integration from the board's header --------------------------------------------
  await page.goto(base);
  // By role: while the streamed page is swapped in, a hidden copy of it can still be in the DOM.
  await expect(page.getByRole("heading", { level: 1, name: "Web board" })).toBeVisible();
  let dialog = await openIntegrations(page);
  await expect(
    dialog.getByText("Integrations - Connect modules to optimize your workflow and improve efficiency."),
  ).toBeVisible();
  await expect(dialog.getByTestId("integrations-empty")).toContainText("No data to show");
  await expectAccessible(page, { name: "integration dialog: empty" });

  await dialog.getByRole("button", { name: "Add integration" }).click();
  const form = dialog.getByTestId("integration-form");
  // The source is this board, locked; the target waits to be chosen, and so does Save.
  await expect(form.getByTestId("integration-source")).toBeDisabled();
  await expect(form.getByTestId("integration-source")).toHaveValue("Web board");
  await expect(form.getByTestId("integration-target")).toHaveValue("");
  await expect(form.getByTestId("integration-target")).toHaveAttribute("placeholder", "Select");
  await expect(form.getByTestId("integration-save")).toBeDisabled();

  // The target's list offers the time tracker (not this board's kind), and searches.
  await form.getByTestId("integration-target").click();
  await expect(form.getByTestId("integration-target")).toHaveAttribute("placeholder", "Search...");
  await form.getByTestId("integration-target").fill("zzz");
  await expect(page.getByText("No modules found...")).toBeVisible();
  await form.getByTestId("integration-target").fill("Hou");
  await page.getByRole("option", { name: /Hours/ }).click();
  await expect(form.getByTestId("integration-target")).toHaveValue("Hours");
  await expectAccessible(page, { name: "integration dialog: add form" });

  // Cancel goes back to the list; adding again and saving shows source → target.
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByTestId("integrations-empty")).toBeVisible();
  await dialog.getByRole("button", { name: "Add integration" }).click();
  await dialog.getByTestId("integration-target").click();
  await page.getByRole("option", { name: /Hours/ }).click();
  await expect(dialog.getByTestId("integration-save")).toBeEnabled();
  await dialog.getByTestId("integration-save").click();

  const row = dialog.getByTestId("integration-row");
  await expect(row).toHaveCount(1);
  const sides = row.getByTestId("integration-module");
  await expect(sides.nth(0)).toHaveAttribute("data-module-id", board.id);
  await expect(sides.nth(0)).toContainText("Web board");
  await expect(sides.nth(1)).toHaveAttribute("data-module-id", tracker.id);
  await expect(sides.nth(1)).toContainText("Hours");

  // Editing without a change saves nothing and comes back to the same row.
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(dialog.getByTestId("integration-target")).toHaveValue("Hours");
  await dialog.getByTestId("integration-save").click();
  await expect(dialog.getByTestId("integration-row")).toHaveCount(1);
  await expectAccessible(page, { name: "integration dialog: an integration" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // --- The task's timer: billable, ticking, stopped after confirming --------------------------
  taskDialog = await openTask(page, base, task.id);
  const timer = taskDialog.getByTestId("task-timer");
  await expect(timer).toContainText("Hours");
  await timer.getByRole("checkbox", { name: "Billable" }).check();
  // A click before hydration does nothing, so it is repeated; a start still answering keeps the
  // button busy (not clickable), so each click gives up after a moment instead of waiting for it.
  await expect(async () => {
    const startButton = timer.getByTestId("task-timer-start");
    if ((await startButton.isVisible()) && (await startButton.isEnabled({ timeout: 500 }))) {
      await startButton.click({ timeout: 2_000 });
    }
    await expect(timer.getByTestId("task-timer-stop")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const elapsed = timer.getByTestId("task-timer-elapsed");
  await expect(elapsed).toHaveText(CLOCK);
  const first = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(first ?? "", { timeout: 5_000 });
  await expect(elapsed).not.toHaveText("00:00:00");
  await expectAccessible(page, { name: "task dialog: running task timer" });

  // Stop asks first; cancelling keeps it running.
  await timer.getByTestId("task-timer-stop").click();
  const confirm = page.getByRole("dialog", { name: "Stop the timer?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(timer.getByTestId("task-timer-stop")).toBeVisible();
  await timer.getByTestId("task-timer-stop").click();
  await page.getByTestId("confirm-action").click();
  await expect(timer.getByTestId("task-timer-start")).toBeEnabled();
  await expect(timer.getByTestId("task-timer-total")).toHaveText(CLOCK);
  await expect(timer.getByTestId("task-timer-total")).not.toHaveText("00:00:00");

  // --- The entry is in the time tracker, as the task and billable ------------------------------
  await page.goto(`/time-tracker/${tracker.id}`);
  await expect(page.getByRole("heading", { name: "Hours", level: 1 })).toBeVisible();
  const entry = page.getByTestId("time-entry").filter({ has: page.getByTestId("entry-task") });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId("entry-task")).toContainText(task.key);
  await expect(entry.getByTestId("entry-task")).toContainText("Design the landing page");
  await expect(entry.getByTestId("billable-toggle")).toHaveAttribute("aria-pressed", "true");

  // The time tracker's header shows the same integration, seen from its side.
  dialog = await openIntegrations(page);
  await expect(dialog.getByTestId("integration-row")).toHaveCount(1);
  await expect(dialog.getByTestId("integration-row")).toContainText("Web board");
  await dialog.getByRole("button", { name: "Close" }).click();

  // --- Delete the integration from the board, after confirming --------------------------------
  await page.goto(base);
  dialog = await openIntegrations(page);
  await dialog.getByTestId("integration-row").getByRole("button", { name: "Delete" }).click();
  const confirmDelete = page.getByRole("dialog", { name: "Delete module integartion?" });
  await expect(confirmDelete.getByText("This action can not be undone.")).toBeVisible();
  await confirmDelete.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByTestId("integration-row")).toHaveCount(1);
  await dialog.getByTestId("integration-row").getByRole("button", { name: "Delete" }).click();
  await page.getByTestId("confirm-action").click();
  await expect(dialog.getByTestId("integrations-empty")).toContainText("No data to show");
  await dialog.getByRole("button", { name: "Close" }).click();

  // The task's timer asks again: no tracker any more.
  taskDialog = await openTask(page, base, task.id);
  await expect(taskDialog.getByTestId("task-timer-start")).toBeDisabled();
  await expect(taskDialog.getByTestId("task-timer-hint")).toBeVisible();
});

test("a form integrated with a board: the field mapping is chosen, and a stranger's response becomes a task", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Product", createdById: member.id });
  const forms = await seedProjectModule(db, project.id, { tag: "FormBuilder", name: "Requests" });
  const board = await seedProjectModule(db, project.id, { name: "Roadmap" });
  await signInAs(page, member, `/form-builder/${forms.id}`);
  await expect(page).toHaveURL(new RegExp(`/form-builder/${forms.id}/dashboard/forms`));
  const made = await page.request.post(`/api/v1/form-builder/${forms.id}/form`, {
    data: {
      title: "Feature request",
      private: false,
      elements: layOut([
        ["shortText", { label: "Your name", required: true }, { id: "who" }],
        ["shortText", { label: "What should we build?", required: true }, { id: "what" }],
      ]),
      logic: [],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const form = (await made.json()) as { id: string; slug: string };
  const published = await page.request.post(`/api/v1/form-builder/${forms.id}/form/${form.id}/publish`);
  expect(published.status()).toBe(200);

  // --- Link the form builder with the board from its own header, then map the title -----------
  const dialog = await openIntegrations(page);
  await dialog.getByRole("button", { name: "Add integration" }).click();
  await expect(dialog.getByTestId("integration-source")).toHaveValue("Requests");
  await dialog.getByTestId("integration-target").click();
  await page.getByRole("option", { name: /Roadmap/ }).click();
  await dialog.getByTestId("integration-save").click();
  const row = dialog.getByTestId("integration-row");
  await expect(row.getByTestId("integration-feature")).toHaveText(
    "Each response to a form becomes a task on the board.",
  );
  await row.getByRole("button", { name: "Field mapping" }).click();
  const mapping = dialog.getByTestId("integration-mapping");
  await expect(mapping.getByTestId("integration-mapping-form")).toHaveValue("Feature request");
  await expect(mapping.getByTestId("integration-mapping-title")).toHaveValue(
    "Automatic (the first short answer)",
  );
  await mapping.getByTestId("integration-mapping-title").click();
  await page.getByRole("option", { name: "What should we build?" }).click();
  await expectAccessible(page, { name: "integration dialog: field mapping" });
  await mapping.getByTestId("integration-mapping-save").click();
  await expect(page.getByText("Field mapping saved.")).toBeVisible();
  await expect(dialog.getByTestId("integration-row")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).click();

  // --- A stranger answers the form, signed out ------------------------------------------------
  const stranger = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: "en-US" });
  const publicPage = await stranger.newPage();
  await publicPage.goto(`/f/${form.slug}`);
  await publicPage.getByLabel("Your name").fill("Sam Stranger");
  await publicPage.getByLabel("What should we build?").fill("A dark theme");
  await expect(publicPage.getByTestId("form-challenge")).toContainText("Verified", { timeout: 30_000 });
  await publicPage.getByTestId("form-submit").click();
  await expect(publicPage.getByTestId("form-thanks")).toBeVisible();
  await stranger.close();

  // --- The board has the task (made through the outbox, once), its answers in the description --
  await expect(async () => {
    await page.goto(`/task-management/${board.id}?active=board`);
    await expect(page.getByText("A dark theme")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText("A dark theme")).toHaveCount(1);
});
