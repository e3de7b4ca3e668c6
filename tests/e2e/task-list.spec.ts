import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, inModuleRoom, test, uniqueEmail, signInAs } from "./fixtures";

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

async function createTask(page: Page, moduleId: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data });
  expect(res.status(), await res.text()).toBe(201);
}

const rows = (page: Page) => page.getByTestId("task-list-row");
const view = (page: Page) => page.getByTestId("task-module-view");
const section = (page: Page, name: string) =>
  page
    .getByTestId("task-list-section")
    .filter({ has: page.getByTestId("task-list-section-name").getByText(name, { exact: true }) });

test("the list view groups tasks by column and narrows them by filter, Me mode and search", async ({
  page,
  db,
  member,
}) => {
  const other = await seedUser(db, { email: uniqueEmail("other"), name: "Otto Other" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: other.id, role: "member" },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Roadmap" });

  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo, doing, done] = await boardColumns(page, board.id);
  await createTask(page, board.id, { title: "Fix login bug", priority: "high", assignees: [member.id] });
  await createTask(page, board.id, {
    title: "Write docs",
    priority: "low",
    assignees: [other.id],
    columnId: doing!.id,
  });
  await createTask(page, board.id, { title: "Ship release", priority: "medium", columnId: done!.id });

  // The page: the module's name, its project, the three tabs and the buttons.
  await page.goto(`/task-management/${board.id}`);
  await expect(page.getByRole("heading", { name: "Roadmap", level: 1 })).toBeVisible();
  await expect(page.getByTestId("task-project-link")).toHaveAttribute(
    "href",
    `/project/${project.id}/modules`,
  );
  await expect(page.getByRole("tab")).toHaveText(["Board", "List", "Subtask"]);
  await expect(page.getByRole("tab", { name: "Board" })).toHaveAttribute("aria-selected", "true");
  await expect(view(page).getByRole("link", { name: "User management" })).toHaveAttribute(
    "href",
    `/task-management/${board.id}/members?redirect=${encodeURIComponent(`/task-management/${board.id}`)}`,
  );

  // The list: every task in its column's section.
  await page.getByRole("tab", { name: "List" }).click();
  await expect(page).toHaveURL(/active=list/);
  await expect(page.getByTestId("task-list-section-name")).toHaveText([todo!.name, doing!.name, done!.name]);
  await expect(section(page, todo!.name).getByTestId("task-list-row")).toHaveText([/Fix login bug/]);
  await expect(section(page, doing!.name).getByTestId("task-list-row")).toHaveText([/Write docs/]);
  await expect(section(page, done!.name).getByTestId("task-list-row")).toHaveText([/Ship release/]);
  await expect(section(page, todo!.name).getByTestId("task-list-section-count")).toHaveText("1 task");
  await expect(view(page).getByRole("link", { name: "Add task" })).toHaveAttribute(
    "href",
    new RegExp(
      `/tasks/create\\?redirect=${encodeURIComponent(`/task-management/${board.id}?active=list`)}&active=list$`,
    ),
  );

  // A filter: priority is high.
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const popover = page.getByTestId("task-filter-popover");
  await popover.getByRole("button", { name: "Add filter" }).click();
  await popover.getByRole("combobox", { name: "Field" }).click();
  await popover.getByRole("option", { name: "Priority" }).click();
  await popover.getByRole("combobox", { name: "Priority: Value" }).click();
  await popover
    .getByRole("option")
    .filter({ hasText: /^High$/ })
    .click();
  await expect(rows(page)).toHaveText([/Fix login bug/]);
  await expect(page).toHaveURL(/filters=/);
  await expect(page.getByTestId("task-filter-count")).toHaveText("1");
  await expect(section(page, doing!.name).getByTestId("task-list-section-empty")).toHaveText(
    `There are no tasks in ${doing!.name}`,
  );

  // An invalid row says why and is left out.
  await popover.getByRole("button", { name: "Add filter" }).click();
  const titleValue = popover.getByRole("textbox", { name: "Title: Value" });
  await titleValue.fill("x");
  await titleValue.fill("");
  await expect(popover.getByTestId("task-filter-error")).toHaveText("Invalid filter value");
  await expect(page.getByTestId("task-filter-count")).toHaveText("1");

  await popover.getByRole("button", { name: "Clear" }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page).not.toHaveURL(/filters=/);
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();

  // The assignee picker: 'Me' and 'Unassigned'.
  const picker = page.getByTestId("task-assignee-picker");
  await picker.getByRole("button", { name: "Show the tasks of Unassigned" }).click();
  await expect(rows(page)).toHaveText([/Ship release/]);
  await picker.getByRole("button", { name: "Show the tasks of Me" }).click();
  await expect(rows(page)).toHaveText([/Fix login bug/, /Ship release/]);
  await picker.getByRole("button", { name: "Show the tasks of Unassigned" }).click();
  await picker.getByRole("button", { name: "Show the tasks of Me" }).click();
  await expect(rows(page)).toHaveCount(3);

  // Me mode: only my tasks.
  await page.getByRole("switch", { name: "Me mode" }).check();
  await expect(rows(page)).toHaveText([/Fix login bug/]);
  await expect(page).toHaveURL(/me=1/);
  await page.getByRole("switch", { name: "Me mode" }).uncheck();
  await expect(rows(page)).toHaveCount(3);

  // The search narrows, and the view survives a reload.
  await page.getByRole("searchbox", { name: "Search tasks" }).fill("docs");
  await expect(rows(page)).toHaveText([/Write docs/]);
  await expect(page).toHaveURL(/q=docs/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search tasks" })).toHaveValue("docs");
  await expect(rows(page)).toHaveText([/Write docs/]);
  await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");

  // A row opens the task's dialog route, coming back to this view.
  await rows(page).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(
      `/task-management/${board.id}/tasks/[0-9a-f]{24}/edit\\?redirect=.*active%3Dlist.*&active=list$`,
    ),
  );
});

test("an empty list, and an invalid view is the 'Invalid search params' screen", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Quiet" });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Backlog" });
  await signInAs(page, member, `/task-management/${board.id}?active=list`);
  await expect(page.getByRole("heading", { name: "Backlog", level: 1 })).toBeVisible();
  await expect(page.getByTestId("task-list-empty")).toHaveText("There are no tasks");

  await page.goto(`/task-management/${board.id}?active=kanban`);
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await page.goto(`/task-management/${board.id}?projectId=nope`);
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
});

test("list rows move by drag across sections, and tasks created elsewhere appear live", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Moves" });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Sprint" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const [todo, doing] = await boardColumns(page, board.id);
  await createTask(page, board.id, { title: "First task" });
  await createTask(page, board.id, { title: "Second task" });
  await createTask(page, board.id, { title: "Started task", columnId: doing!.id });

  await page.goto(`/task-management/${board.id}?active=list`);
  const todoRows = section(page, todo!.name).getByTestId("task-list-row");
  const doingRows = section(page, doing!.name).getByTestId("task-list-row");
  await expect(todoRows).toHaveText([/First task/, /Second task/]);
  // The rows show from the server's render; a drag needs the hydrated view.
  await expect(page.getByTestId("task-list")).toHaveAttribute("data-ready", "true");

  // Hold 120 ms, then drag "Second task" onto "Started task" in the next section.
  const source = todoRows.filter({ hasText: "Second task" });
  const target = doingRows.filter({ hasText: "Started task" });
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(250);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.waitForTimeout(100);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 1);
  await page.mouse.up();
  await expect(todoRows).toHaveText([/First task/]);
  await expect(doingRows).toHaveCount(2);
  await expect(section(page, doing!.name).getByTestId("task-list-section-count")).toHaveText("2 tasks");
  await expect(page).toHaveURL(/active=list$/);
  // The server keeps the order the list shows.
  const shownOrder = async () =>
    (await doingRows.allTextContents()).map((text) => text.match(/(Second|Started) task/)![0]);
  await expect
    .poll(async () =>
      (
        await db.task.findMany({
          where: { columnId: doing!.id },
          orderBy: { order: "asc" },
          select: { title: true },
        })
      ).map((task) => task.title),
    )
    .toEqual(await shownOrder());
  const dropped = await shownOrder();
  await page.reload();
  await expect(doingRows).toHaveText(dropped.map((title) => new RegExp(title)));

  // A task created by another request shows up without a reload.
  await inModuleRoom(page, board.id);
  const other = await page.context().newPage();
  await other.request.post(`/api/v1/task-management/${board.id}/tasks`, { data: { title: "Live task" } });
  await other.close();
  await expect(todoRows).toHaveText([/First task/, /Live task/]);
  await expect(section(page, todo!.name).getByTestId("task-list-section-count")).toHaveText("2 tasks");
});
