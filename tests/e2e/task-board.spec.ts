import type { Browser, Locator, Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, inModuleRoom, openMenuItem, test, signInAs } from "./fixtures";

// Wide enough for four columns of 350 px and the placeholder beside the sidebar.
const VIEWPORT = { width: 2100, height: 1080 };
test.use({ viewport: VIEWPORT });

interface Column {
  id: string;
  name: string;
}

async function boardColumns(page: Page, moduleId: string): Promise<Column[]> {
  const res = await page.request.get(`/api/v1/task-management/${moduleId}/board`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { columns: Column[] }[] };
  return body.data[0]!.columns;
}

async function createTask(
  page: Page,
  moduleId: string,
  data: Record<string, unknown>,
): Promise<{ id: string }> {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const column = (page: Page, name: string) =>
  page.locator(`[data-testid="board-column"][aria-label="${name}"]`);
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId("task-card").filter({ hasText: title });

/**
 * Drags a card with the mouse as a person would: press, hold past the 300 ms activation delay
 * without moving (tolerance 100 px), move in steps, release over `target`.
 */
async function dragCard(page: Page, source: Locator, target: Locator) {
  // The drag layer loads after the board's first paint and swaps the columns' nodes: a drag that
  // starts before holds a node that is gone.
  await expect(page.locator('[data-drag-ready="true"]')).toBeAttached();
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 24);
  await page.mouse.down();
  await page.waitForTimeout(400);
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 48, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + 50, { steps: 3 });
  await page.mouse.up();
}

/** A second signed-in browser of the same user (a new context: its own socket and storage). */
async function secondViewer(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "en-US" });
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem("Has-Finished-General-Dashboard-Onboarding", "true");
    } catch {
      // opaque origins have no storage
    }
  });
  const page = await context.newPage();
  await signInAs(page, user);
  await expect(page).toHaveURL(/\/projects/);
  return { context, page };
}

test("a card dragged to the next column stays there after reload and moves live in another browser", async ({
  page,
  browser,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  const tasks = await seedProjectModule(db, project.id, { name: "Sprint board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo, doing] = await boardColumns(page, tasks.id);
  const created = await createTask(page, tasks.id, {
    title: "Plan the launch",
    priority: "high",
    labels: ["marketing", "q3", "web", "urgent"],
    assignees: [member.id],
    checkList: [{ title: "Draft", isCompleted: true }, { title: "Review" }],
  });

  await page.goto(`/task-management/${tasks.id}`);
  const planned = card(column(page, todo!.name), "Plan the launch");
  await expect(planned).toBeVisible();
  await expect(planned).toContainText("+1");
  await expect(planned.getByLabel("Checklist 1/2")).toBeVisible();
  await expect(column(page, todo!.name).getByTestId("column-count")).toHaveText("1");
  await expect(column(page, doing!.name).getByTestId("column-empty")).toHaveText(
    `There are no tasks in ${doing!.name}`,
  );

  const other = await secondViewer(browser, member);
  try {
    await other.page.goto(`/task-management/${tasks.id}`);
    await expect(card(column(other.page, todo!.name), "Plan the launch")).toBeVisible();
    await inModuleRoom(other.page, tasks.id);
    // A task created elsewhere shows up live: the second browser is in the module's room.
    await createTask(page, tasks.id, { title: "Warm up", columnId: doing!.id });
    await expect(card(column(other.page, doing!.name), "Warm up")).toBeVisible();
    await expect(card(column(page, doing!.name), "Warm up")).toBeVisible();

    // Timestamps in both browsers (one machine, one clock): the drop, and the card appearing.
    await other.page.evaluate(
      ({ columnId, taskId }) => {
        const seen = () =>
          document.querySelector(
            `[data-testid="board-column"][data-column-id="${columnId}"] [data-task-id="${taskId}"]`,
          );
        const observer = new MutationObserver(() => {
          if (seen()) {
            (window as unknown as { seenAt?: number }).seenAt = Date.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      { columnId: doing!.id, taskId: created.id },
    );
    await page.evaluate(() => {
      window.addEventListener(
        "pointerup",
        () => {
          (window as unknown as { droppedAt?: number }).droppedAt = Date.now();
        },
        { capture: true, once: true },
      );
    });

    await dragCard(page, planned, column(page, doing!.name).getByTestId("column-list"));
    await expect(card(column(page, doing!.name), "Plan the launch")).toBeVisible();
    await expect(card(column(page, todo!.name), "Plan the launch")).toHaveCount(0);
    await expect(card(column(other.page, doing!.name), "Plan the launch")).toBeVisible();
    await expect(card(column(other.page, todo!.name), "Plan the launch")).toHaveCount(0);
    const droppedAt = await page.evaluate(() => (window as unknown as { droppedAt?: number }).droppedAt);
    const seenAt = await other.page.evaluate(() => (window as unknown as { seenAt?: number }).seenAt);
    expect(droppedAt).toBeDefined();
    expect(seenAt).toBeDefined();
    console.log(
      `live move: drop → card in the other browser in ${seenAt! - droppedAt!} ms (budget < 300 ms)`,
    );
    await expect(column(other.page, doing!.name).getByTestId("column-count")).toHaveText("2");
    await expect(column(other.page, todo!.name).getByTestId("column-count")).toHaveText("0");
  } finally {
    await other.context.close();
  }

  // Saved: after a reload it is still in the second column, and the API agrees.
  await page.reload();
  await expect(card(column(page, doing!.name), "Plan the launch")).toBeVisible();
  const saved = await page.request.get(`/api/v1/task-management/${tasks.id}/tasks/${created.id}`);
  expect(((await saved.json()) as { columnId: string }).columnId).toBe(doing!.id);

  // The card's menu moves it too ('Move to' the column dropdown), and a click opens the editor.
  const moved = card(column(page, doing!.name), "Plan the launch");
  await (
    await openMenuItem(
      moved.getByRole("button", { name: /^Options for / }),
      page.getByRole("menuitem", { name: "Move to" }),
    )
  ).hover();
  await page.getByRole("menuitem", { name: todo!.name, exact: true }).click();
  await expect(card(column(page, todo!.name), "Plan the launch")).toBeVisible();
  await card(column(page, todo!.name), "Plan the launch").getByText("Plan the launch").click();
  await expect(page).toHaveURL(
    new RegExp(`/task-management/${tasks.id}/tasks/${created.id}/edit\\?redirect=`),
  );
});

test("columns: the placeholder adds the next letter, a dropped card makes one, rename needs a name, delete moves tasks to the first", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Ops" });
  const tasks = await seedProjectModule(db, project.id, { name: "Ops board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo, doing] = await boardColumns(page, tasks.id);

  await page.goto(`/task-management/${tasks.id}`);
  await expect(page.getByTestId("board-empty")).toHaveText("There are no tasks");
  await expect(column(page, todo!.name).getByTestId("column-empty")).toHaveText(
    `There are no tasks in ${todo!.name}`,
  );
  await expect(page.getByTestId("board-column")).toHaveCount(3);

  // Clicking the placeholder creates column "A".
  await expect(async () => {
    await page.getByTestId("board-placeholder").getByRole("button", { name: "Add group" }).click();
    await expect(column(page, "A")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("column-name")).toHaveText([todo!.name, doing!.name, /.+/, "A"]);

  // A card dropped on the placeholder makes column "B" and lands in it.
  await createTask(page, tasks.id, { title: "Rotate keys" });
  await expect(card(column(page, todo!.name), "Rotate keys")).toBeVisible();
  await expect(page.getByTestId("board-empty")).toHaveCount(0);
  await dragCard(page, card(column(page, todo!.name), "Rotate keys"), page.getByTestId("board-placeholder"));
  await expect(card(column(page, "B"), "Rotate keys")).toBeVisible();
  await expect(card(column(page, todo!.name), "Rotate keys")).toHaveCount(0);

  // Rename: an empty name is refused with the spec's message; a real one is saved.
  const menu = (name: string, item: string) =>
    openMenuItem(
      column(page, name).getByRole("button", { name: `Options for ${name}` }),
      page.getByRole("menuitem", { name: item }),
    );
  await (await menu("A", "Rename")).click();
  const dialog = page.getByRole("dialog", { name: "Rename group" });
  await dialog.getByLabel("Group name").fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Group name is required.")).toBeVisible();
  await dialog.getByLabel("Group name").fill("Review");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, "Review")).toBeVisible();

  // The first (built-in) column has no Delete; deleting "B" sends its card to the first column.
  const rename = await menu(todo!.name, "Rename");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
  await rename.press("Escape");
  await expect(rename).toBeHidden();
  await (await menu("B", "Delete")).click();
  const confirm = page.getByTestId("delete-column-modal");
  await expect(confirm).toContainText(`The tasks in B will move to ${todo!.name}.`);
  await confirm.getByRole("button", { name: "Delete group" }).click();
  await expect(column(page, "B")).toHaveCount(0);
  await expect(card(column(page, todo!.name), "Rotate keys")).toBeVisible();
  await page.reload();
  await expect(card(column(page, todo!.name), "Rotate keys")).toBeVisible();
  await expect(page.getByTestId("column-name")).toHaveText([todo!.name, doing!.name, /.+/, "Review"]);
});

test("a card moves to the next column with the keyboard", async ({ page, db, member }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Keys" });
  const tasks = await seedProjectModule(db, project.id, { name: "Key board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo, doing] = await boardColumns(page, tasks.id);
  await createTask(page, tasks.id, { title: "By keyboard" });
  await page.goto(`/task-management/${tasks.id}`);
  const body = card(column(page, todo!.name), "By keyboard").locator(
    '[aria-roledescription="draggable task"]',
  );
  await expect(body).toBeVisible();
  // Space on a card at rest does nothing: the drag layer (loaded after the first paint) picks it up.
  await expect(page.locator('[data-drag-ready="true"]')).toBeAttached();
  // Each key waits for what the board announces, as a screen-reader user would: a key pressed before
  // the pick-up was rendered is lost (seen on a loaded CI machine).
  const announced = page.locator('[id^="DndLiveRegion"]');
  await body.focus();
  await page.keyboard.press("Space");
  // Picked up, the card is over its own column (the card's name is its key and title).
  await expect(announced).toHaveText(`KB-1 By keyboard is over ${todo!.name}.`);
  await page.keyboard.press("ArrowRight");
  await expect(announced).toHaveText(`KB-1 By keyboard is over ${doing!.name}.`);
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(`KB-1 By keyboard was dropped on ${doing!.name}.`);
  await expect(card(column(page, doing!.name), "By keyboard")).toBeVisible();
  await page.reload();
  await expect(card(column(page, doing!.name), "By keyboard")).toBeVisible();
});

test("a group is dragged by its header to a new place, never before the built-in first one", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Order" });
  const tasks = await seedProjectModule(db, project.id, { name: "Order board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo, doing, done] = await boardColumns(page, tasks.id);
  await createTask(page, tasks.id, { title: "Finished already", columnId: done!.id });
  await page.goto(`/task-management/${tasks.id}`);
  await expect(page.getByTestId("column-name")).toHaveText([todo!.name, doing!.name, done!.name]);

  // The built-in first column takes cards even when empty.
  await dragCard(
    page,
    card(column(page, done!.name), "Finished already"),
    column(page, todo!.name).getByTestId("column-list"),
  );
  await expect(card(column(page, todo!.name), "Finished already")).toBeVisible();
  await expect(column(page, done!.name).getByTestId("column-empty")).toBeVisible();

  const header = (name: string) => column(page, name).getByTestId("column-name");
  const dragHeader = async (name: string, onto: string) => {
    const from = (await header(name).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(400);
    const to = (await column(page, onto).boundingBox())!;
    await page.mouse.move(to.x + 40, from.y + from.height / 2, { steps: 15 });
    await page.mouse.move(to.x + 42, from.y + from.height / 2, { steps: 3 });
    await page.mouse.up();
  };
  /** The next PATCH of a column (its move saved). */
  const columnSaved = () =>
    page.waitForResponse(
      (response) =>
        /\/column\/[^/]+$/.test(new URL(response.url()).pathname) && response.request().method() === "PATCH",
    );
  const firstSaved = columnSaved();
  await dragHeader(done!.name, doing!.name);
  await expect(page.getByTestId("column-name")).toHaveText([todo!.name, done!.name, doing!.name]);
  expect((await firstSaved).status()).toBe(200);
  // Onto the built-in first column: it stays first. The reload waits for the move to be saved (the
  // board shows it at once, before its request is answered).
  const saved = columnSaved();
  await dragHeader(doing!.name, todo!.name);
  await expect(page.getByTestId("column-name")).toHaveText([todo!.name, doing!.name, done!.name]);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("column-name")).toHaveText([todo!.name, doing!.name, done!.name]);
  expect((await boardColumns(page, tasks.id)).map((c) => c.name)).toEqual([
    todo!.name,
    doing!.name,
    done!.name,
  ]);
});

test("the subtask view is the board of subtasks", async ({ page, db, member }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Subs" });
  const tasks = await seedProjectModule(db, project.id, { name: "Sub board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo] = await boardColumns(page, tasks.id);
  await createTask(page, tasks.id, {
    title: "Parent task",
    subtasks: [{ title: "First step" }, { title: "Second step" }],
  });
  await page.goto(`/task-management/${tasks.id}`);
  const parent = card(column(page, todo!.name), "Parent task");
  await expect(parent.getByLabel("Subtasks 0/2")).toBeVisible();
  await page.goto(`/task-management/${tasks.id}?active=subtask`);
  await expect(page.getByTestId("task-board")).toHaveAttribute("data-kind", "subtask");
  await expect(column(page, todo!.name).getByTestId("task-title")).toHaveText(["First step", "Second step"]);
  // Each subtask card names its parent by key (the parent is SB-1, its subtasks SB-2 and SB-3).
  await expect(card(page, "First step")).toContainText("Subtask of SB-1");
  await expect(card(page, "Parent task")).toHaveCount(0);
  await expect(
    column(page, todo!.name).getByRole("link", { name: `Add a task to ${todo!.name}` }),
  ).toHaveAttribute("href", new RegExp(`active=subtask&columnId=${todo!.id}$`));
});

test("a searched board drops a task edited elsewhere out of view; a card's Delete asks first", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Search" });
  const tasks = await seedProjectModule(db, project.id, { name: "Search board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo] = await boardColumns(page, tasks.id);
  const alpha = await createTask(page, tasks.id, { title: "Alpha one" });
  await createTask(page, tasks.id, { title: "Alpha two" });
  await createTask(page, tasks.id, { title: "Gamma" });

  await page.goto(`/task-management/${tasks.id}?q=alpha`);
  const todoColumn = column(page, todo!.name);
  await expect(todoColumn.getByTestId("task-title")).toHaveText(["Alpha one", "Alpha two"]);
  await expect(todoColumn.getByTestId("column-count")).toHaveText("2");

  // Renamed by someone else: it no longer matches the search, so it leaves the board live.
  const renamed = await page.request.patch(`/api/v1/task-management/${tasks.id}/tasks/${alpha.id}`, {
    data: { title: "Beta one" },
  });
  expect(renamed.ok()).toBe(true);
  await expect(todoColumn.getByTestId("task-title")).toHaveText(["Alpha two"]);
  await expect(todoColumn.getByTestId("column-count")).toHaveText("1");

  // Delete from the card's menu, after confirming.
  const two = card(todoColumn, "Alpha two");
  await (
    await openMenuItem(
      two.getByRole("button", { name: /^Options for / }),
      page.getByRole("menuitem", { name: "Delete" }),
    )
  ).click();
  const confirm = page.getByTestId("delete-task-modal");
  await expect(confirm).toContainText("This action can not be undone.");
  await confirm.getByRole("button", { name: "Delete task" }).click();
  await expect(page.getByText("Task deleted")).toBeVisible();
  await expect(todoColumn.getByTestId("column-empty")).toHaveText(`There are no tasks in ${todo!.name}`);
  await expect(page.getByTestId("board-empty")).toHaveText("There are no tasks");
});
