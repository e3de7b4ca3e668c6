import type { Locator, Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, test, signInAs } from "./fixtures";

test.use({ viewport: { width: 1440, height: 1000 } });

interface Listed {
  id: string;
  title: string;
}

async function findTask(page: Page, moduleId: string, title: string): Promise<Listed> {
  let found: Listed | undefined;
  await expect(async () => {
    const res = await page.request.get(`/api/v1/task-management/${moduleId}/tasks`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { data: Listed[] };
    found = body.data.find((task) => task.title === title);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** Picks an option of a Mantine Select (the first one matching `select`). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("create a task with subtasks and a checklist, then rename, reprioritise, comment and follow its progress", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Website" });
  const tasks = await seedProjectModule(db, project.id, { name: "Web board" });
  const base = `/task-management/${tasks.id}`;
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  // --- Create -------------------------------------------------------------------------------
  await page.goto(`${base}/tasks/create?redirect=${encodeURIComponent(base)}&active=board`);
  const create = page.getByRole("dialog", { name: "Create task" });
  await expect(create).toBeVisible();
  await create.getByTestId("create-task-submit").click();
  await expect(create.getByText("Task Title is required")).toBeVisible();
  // "Draft with AI" needs the title; without a model it drafts the task type's structure.
  const draft = create.getByTestId("draft-description");
  await expect(draft).toBeDisabled();
  await create.getByRole("textbox", { name: "Title", exact: true }).fill("Launch website");
  await draft.click();
  const editor = create.getByTestId("task-description-editor");
  await expect(editor.getByRole("heading", { name: "Goal" })).toBeVisible();
  await expect(editor).toContainText("Launch website");
  await expect(editor.getByRole("heading", { name: "Done when" })).toBeVisible();
  // A second draft asks before replacing what is there; keeping it changes nothing.
  await draft.click();
  const replace = page.getByRole("dialog", { name: "Replace the description?" });
  await replace.getByRole("button", { name: "Keep it" }).click();
  await expect(replace).toBeHidden();
  await expect(editor.getByRole("heading", { name: "Goal" })).toHaveCount(1);

  // Leaving with something typed asks first; staying keeps the dialog.
  await create.getByRole("button", { name: "Cancel" }).click();
  const leave = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(leave.getByText("Are you sure you wanted to leave this page without saving?")).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toBeHidden();
  await expect(create).toBeVisible();

  // A whitespace-only subtask is refused before it is added.
  const subtaskInput = create.getByRole("textbox", { name: "Subtask title" });
  await subtaskInput.fill("   ");
  await subtaskInput.press("Enter");
  await expect(create.getByText("Title is required", { exact: true })).toBeVisible();
  await expect(create.getByTestId("subtask-item")).toHaveCount(0);

  await subtaskInput.fill("Write copy");
  await subtaskInput.press("Enter");
  await expect(create.getByTestId("subtask-item")).toHaveCount(1);
  // The next input row has focus; the second one is added with the Save button.
  await expect(create.getByRole("textbox", { name: "Subtask title" })).toBeFocused();
  await create.getByRole("textbox", { name: "Subtask title" }).fill("Design hero");
  await create.getByTestId("subtask-input").getByRole("button", { name: "Save" }).click();
  await expect(create.getByTestId("subtask-item")).toHaveCount(2);

  const checklistInput = create.getByRole("textbox", { name: "Checklist item" });
  await checklistInput.fill("QA pass");
  await checklistInput.press("Enter");
  await expect(create.getByTestId("checklist-item")).toHaveCount(1);

  await create.getByTestId("create-task-submit").click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${base}(\\?|$)`));

  const task = await findTask(page, tasks.id, "Launch website");

  // --- Edit ---------------------------------------------------------------------------------
  await page.goto(`${base}/tasks/${task.id}/edit?redirect=${encodeURIComponent(base)}&active=board`);
  const dialog = page.getByTestId("edit-task-dialog");
  await expect(dialog.getByTestId("task-title")).toHaveText("Launch website");
  const subtaskRows = dialog.getByTestId("subtask-row");
  await expect(subtaskRows).toHaveCount(2);
  await expect(subtaskRows.filter({ hasText: "Write copy" })).toBeVisible();
  await expect(subtaskRows.filter({ hasText: "Design hero" })).toBeVisible();
  await expect(dialog.getByTestId("subtask-progress")).toHaveText("0/2 done");

  await dialog.getByRole("tab", { name: /Checklist/ }).click();
  await expect(dialog.getByTestId("checklist-item").filter({ hasText: "QA pass" })).toBeVisible();
  await dialog.getByRole("tab", { name: /Subtask/ }).click();

  // Rename in place: Enter saves.
  await dialog.getByTestId("task-title").click();
  const titleInput = dialog.getByTestId("task-title-input");
  await titleInput.fill("Launch the website");
  await titleInput.press("Enter");
  await expect(dialog.getByTestId("task-title")).toHaveText("Launch the website");

  // Priority: saved as soon as it is picked.
  await choose(page, dialog.getByTestId("task-priority").first(), "High");
  await expect(dialog.getByTestId("save-status")).toHaveText(/Saved/);

  // A comment tops the activity, above the 'updated' and 'created' rows.
  const comment = dialog.getByTestId("comment-input");
  await comment.fill("Copy is ready for review");
  await comment.press("Control+Enter");
  await expect(comment).toHaveValue("");
  const activity = dialog.getByTestId("activity-row");
  await expect(activity.first()).toHaveAttribute("data-action", "commented");
  await expect(activity.first()).toContainText("Copy is ready for review");
  await expect(dialog.locator('[data-testid="activity-row"][data-action="created"]')).toHaveCount(1);
  const updated = dialog.locator('[data-testid="activity-row"][data-action="updated"]');
  await expect(updated.filter({ hasText: "Title: Launch website → Launch the website" })).toHaveCount(1);
  await expect(updated.filter({ hasText: "Priority: Low → High" })).toHaveCount(1);

  // A subtask moved to the last column elsewhere (the API) updates the progress live.
  const boardRes = await page.request.get(`/api/v1/task-management/${tasks.id}/board`);
  const columns = ((await boardRes.json()) as { data: { columns: { id: string }[] }[] }).data[0]!.columns;
  const subtasks = await page.request.get(`/api/v1/task-management/${tasks.id}/tasks?kind=subtask`);
  const writeCopy = ((await subtasks.json()) as { data: Listed[] }).data.find(
    (item) => item.title === "Write copy",
  )!;
  const moved = await page.request.patch(`/api/v1/task-management/${tasks.id}/tasks/${writeCopy.id}`, {
    data: { columnId: columns[columns.length - 1]!.id },
  });
  expect(moved.ok()).toBe(true);
  await expect(dialog.getByTestId("subtask-progress")).toHaveText("1/2 done");

  // A subtask opens in its own dialog (no Subtask tab there); closing it comes back to the parent.
  await subtaskRows.filter({ hasText: "Design hero" }).getByRole("link", { name: "Design hero" }).click();
  await expect(page).toHaveURL(/parentId=/);
  await expect(dialog.getByTestId("task-title")).toHaveText("Design hero");
  await expect(dialog.getByTestId("task-parent")).toContainText("Launch the website");
  await expect(dialog.getByRole("tab", { name: /Subtask/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog.getByTestId("task-title")).toHaveText("Launch the website");

  // Closing goes back to the board, which shows the renamed task.
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${base}(\\?|$)`));
  await expect(page.getByText("Launch the website").first()).toBeVisible();
});

test("bad search params show the error screen; an unknown task shows not found", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Errors" });
  const tasks = await seedProjectModule(db, project.id, { name: "Error board" });
  const base = `/task-management/${tasks.id}`;
  await signInAs(page, member, `${base}/tasks/create`);
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();

  await page.goto(`${base}/tasks/${"a".repeat(24)}/edit?redirect=${encodeURIComponent(base)}`);
  await expect(page.getByTestId("task-not-found")).toBeVisible();
});
