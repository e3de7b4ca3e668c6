import type { Page } from "@playwright/test";
import type { Role } from "../../lib/generated/prisma/client";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, openMenuItem, signIn, test, uniqueEmail, signInAs } from "./fixtures";

const TOUR_KEY = "Has-Finished-General-Dashboard-Onboarding";

async function join(db: Db, workspaceId: string, name: string, role: Role) {
  const user = await seedUser(db, { email: uniqueEmail(name.split(" ")[0]!.toLowerCase()), name });
  await db.workspaceMember.create({ data: { id: newId(), workspaceId, userId: user.id, role } });
  return user;
}

const sidebar = (page: Page) => page.getByTestId("sidebar");

/** Opens the sidebar's + menu and returns the item. */
async function addMenuItem(page: Page, name: string) {
  return openMenuItem(page.getByTestId("sidebar-add"), page.getByRole("menuitem", { name, exact: true }));
}

test("the sidebar lists projects with their modules, bookmarks and the group search", async ({
  page,
  db,
  member,
}) => {
  const apollo = await seedProject(db, member.workspace.id, { name: "Apollo Launch" });
  const board = await seedProjectModule(db, apollo.id, { tag: "TaskManagement", name: "Launch Board" });
  await seedProjectModule(db, apollo.id, { tag: "AICalendar", name: "Launch Calendar" });
  await seedProject(db, member.workspace.id, { name: "Beacon Research" });

  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  const nav = sidebar(page);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Reporting" })).toHaveAttribute("href", "/reporting");
  await expect(nav.getByRole("link", { name: "Goals" })).toHaveAttribute("href", "/goals");

  const projects = page.getByTestId("sidebar-projects");
  await expect(projects.getByTestId("sidebar-project-link")).toHaveText(["Beacon Research", "Apollo Launch"]);
  await expect(projects.getByRole("link", { name: "Apollo Launch" })).toHaveAttribute(
    "href",
    `/project/${apollo.id}/modules`,
  );
  // Collapsed until opened with its toggle (a button with aria-expanded).
  const toggle = projects.getByRole("button", { name: "Show the modules of Apollo Launch" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(projects.getByRole("link", { name: "Launch Board" })).toBeHidden();
  await toggle.click();
  await expect(projects.getByRole("button", { name: "Hide the modules of Apollo Launch" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(projects.getByTestId("sidebar-project-module")).toHaveText([
    "Launch Board",
    "Launch Calendar",
  ]);
  await expect(projects.getByRole("link", { name: "Launch Board" })).toHaveAttribute(
    "href",
    `/task-management/${board.id}`,
  );
  await expect(page.getByTestId("sidebar-modules-empty")).toHaveText('Click "+" to add module');
  await expect(page.getByTestId("sidebar-bookmarks-empty")).toBeVisible();

  // The group header collapses with the keyboard.
  const projectsHeader = projects.getByRole("button", { name: "Projects", exact: true });
  await projectsHeader.focus();
  await page.keyboard.press("Enter");
  await expect(projectsHeader).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(projectsHeader).toHaveAttribute("aria-expanded", "true");

  // A bookmark made through the API shows in the Bookmarks group.
  const res = await page.request.patch(`/api/v1/workspaces/project/${apollo.id}`, {
    data: { isBookmark: true },
  });
  expect(res.status()).toBe(200);
  await page.reload();
  const bookmarks = page.getByTestId("sidebar-bookmarks");
  await expect(bookmarks.getByRole("link", { name: "Apollo Launch" })).toHaveAttribute(
    "href",
    `/project/${apollo.id}/modules`,
  );
  await expect(page.getByTestId("sidebar-bookmarks-empty")).toHaveCount(0);

  // Group search: by module name (its project opens), then nothing.
  const search = page.getByRole("textbox", { name: "Search dashboards" });
  await search.fill("calendar");
  await expect(projects.getByTestId("sidebar-project-link")).toHaveText(["Apollo Launch"]);
  await expect(projects.getByTestId("sidebar-project-module")).toHaveText(["Launch Calendar"]);
  await search.fill("no such dashboard");
  await expect(page.getByTestId("sidebar-no-results")).toHaveText("No dashboards found");
  await expect(page.getByTestId("sidebar-projects")).toHaveCount(0);
  await search.fill("");
  await expect(projects.getByTestId("sidebar-project-link")).toHaveCount(2);

  // The active entry follows the page.
  await nav.getByRole("link", { name: "User management" }).click();
  await expect(page).toHaveURL(/\/user-management/);
  await expect(nav.getByRole("link", { name: "User management" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("a workspace of many projects lists the recent ones (and the current one) until 'Show all'", async ({
  page,
  db,
  member,
}) => {
  const now = Date.now();
  const ids = Array.from({ length: 20 }, () => newId());
  await db.project.createMany({
    data: ids.map((id, index) => ({
      id,
      workspaceId: member.workspace.id,
      name: `Many ${String(index).padStart(2, "0")}`,
      updatedAt: new Date(now - index * 60_000),
    })),
  });
  await signIn(page, member);
  const links = page.getByTestId("sidebar-projects").getByTestId("sidebar-project-link");
  await expect(links).toHaveCount(15);
  await expect(links.last()).toHaveText("Many 14");

  // Inside an older project, that project is listed too.
  await page.goto(`/project/${ids[19]}/modules`);
  await expect(links).toHaveCount(16);
  await expect(links.last()).toHaveText("Many 19");

  // The group search looks through all of them.
  await page.getByRole("textbox", { name: "Search dashboards" }).fill("Many 17");
  await expect(links).toHaveText(["Many 17"]);
  await page.getByRole("textbox", { name: "Search dashboards" }).fill("");

  await page.getByRole("button", { name: "Show all 20 projects" }).click();
  await expect(links).toHaveCount(20);
});

test("the + menu creates projects and adds workspace modules; viewers are refused", async ({
  page,
  db,
  member,
}) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("sidebar-projects-empty")).toHaveText('Click "+" to add project');

  const newProject = await addMenuItem(page, "New Project");
  await expect(newProject).toHaveAttribute(
    "href",
    `/flows/project/create?${new URLSearchParams({ redirect: "/projects?view=grid", view: "grid" }).toString()}`,
  );
  // Top 6 of the catalog, active first.
  const items = page.getByTestId("add-menu-module");
  await expect(items).toHaveText([
    "Task management",
    "Time tracking",
    "AI calendar",
    "Online chat",
    "Form builder",
    "Workflow automation",
  ]);
  await items.filter({ hasText: "Time tracking" }).click();
  await expect(page.getByText("Time tracking added to the workspace")).toBeVisible();
  const modules = page.getByTestId("sidebar-workspace-modules");
  await expect(modules.getByRole("link", { name: "Time tracking" })).toBeVisible();
  const row = await db.workspaceModule.findFirstOrThrow({ where: { workspaceId: member.workspace.id } });
  expect(row).toMatchObject({ tag: "TimeTracker", name: null, i: "0" });
  await expect(modules.getByRole("link", { name: "Time tracking" })).toHaveAttribute(
    "href",
    `/time-tracker/${row.id}`,
  );

  // A viewer may look but not add.
  const viewer = await join(db, member.workspace.id, "Vic Viewer", "viewer");
  await page.context().clearCookies();
  await signInAs(page, viewer);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(
    page.getByTestId("sidebar-workspace-modules").getByRole("link", { name: "Time tracking" }),
  ).toBeVisible();
  await (await addMenuItem(page, "Online chat")).click();
  await expect(page.getByText("You do not have permission to do this")).toBeVisible();
  expect(await db.workspaceModule.count({ where: { workspaceId: member.workspace.id } })).toBe(1);
});

test("the Modules modal searches the catalog, refuses inactive modules and adds one", async ({
  page,
  db,
  member,
}) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await (await addMenuItem(page, "More Modules")).click();
  const modal = page.getByRole("dialog", { name: "Modules" });
  await expect(modal.getByRole("heading", { name: "All modules" })).toBeVisible();
  await expect(modal.getByText("The madule that selected here will be added independently.")).toBeVisible();
  await expect(modal.getByTestId("module-card")).toHaveCount(16);

  const search = modal.getByPlaceholder("Search module...");
  await search.fill("zzz");
  await expect(modal.getByTestId("modules-modal-empty")).toHaveText('No module found with the search "zzz"');
  await search.fill("crm");
  await expect(modal.getByTestId("module-card")).toHaveCount(1);
  await expect(modal.getByRole("button", { name: "Add module CRM" })).toBeDisabled();

  await search.fill("meeting");
  await modal.getByRole("button", { name: "Add module Meeting room" }).click();
  await expect(page.getByText("Meeting room added to the workspace")).toBeVisible();
  await expect(
    page.getByTestId("sidebar-workspace-modules").getByRole("link", { name: "Meeting room" }),
  ).toBeVisible();
  expect(
    (await db.workspaceModule.findMany({ where: { workspaceId: member.workspace.id } })).map((m) => m.tag),
  ).toEqual(["MeetingRoom"]);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});

test("the command palette finds a module and opens its page", async ({ page, db, member }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Orbit Project" });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Orbit Board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);

  const box = page.getByRole("button", { name: "Ask Nia AI or search everything..." });
  await expect(async () => {
    if (!(await page.getByRole("dialog").isVisible())) await box.click({ timeout: 2_000 });
    await expect(page.getByPlaceholder("Ask Nia AI or search everything...")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const input = page.getByPlaceholder("Ask Nia AI or search everything...");
  await input.fill("nothing like this");
  await expect(page.getByText("Nothing found")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(input).toBeHidden();

  // Ctrl+K opens it too.
  await page.keyboard.press("Control+k");
  await expect(input).toBeVisible();
  await input.fill("orbit bo");
  const action = page.getByRole("button", { name: /Orbit Board/ });
  await expect(action).toBeVisible();
  await action.click();
  await expect(page).toHaveURL(new RegExp(`/task-management/${board.id}$`));
});

test("the tutorial popover and the notification bell", async ({ page, member }) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);

  const tutorial = page.getByTestId("tutorial-popover");
  await expect(async () => {
    if (!(await tutorial.isVisible()))
      await page.getByRole("button", { name: "Tutorial" }).click({ timeout: 2_000 });
    await expect(tutorial).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(tutorial.getByRole("heading", { name: "In which areas do you need help?" })).toBeVisible();
  await expect(tutorial.getByRole("listitem")).toHaveCount(14);
  await tutorial.getByText("CRM", { exact: true }).click();
  const topic = page.getByTestId("tutorial-topic");
  await expect(topic.getByRole("heading", { name: "CRM" })).toBeVisible();
  await expect(topic.getByText(/contacts, companies and deals/)).toBeVisible();
  const position = topic.getByTestId("tutorial-position");
  await expect(position).toHaveText("1 of 3");
  await expect(topic.getByRole("button", { name: "Back", exact: true })).toBeDisabled();
  await topic.getByRole("button", { name: "Next", exact: true }).click();
  await expect(position).toHaveText("2 of 3");
  await topic.getByRole("button", { name: "Next", exact: true }).click();
  await expect(position).toHaveText("3 of 3");
  await expect(topic.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await topic.getByRole("button", { name: "Back", exact: true }).click();
  await expect(position).toHaveText("2 of 3");
  await topic.getByRole("button", { name: "Back to all topics" }).click();
  await expect(tutorial.getByRole("listitem")).toHaveCount(14);
  // Focus is back on the topic's tag (after a frame), so Escape reaches the popover.
  await expect(tutorial.locator('[data-topic="CRM"] input')).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(tutorial).toBeHidden();

  await expect(page.getByTestId("notification-badge")).toContainText("0");
  await page.getByRole("button", { name: "Notifications: 0" }).click();
  await expect(page.getByTestId("notification-popover")).toContainText(
    "You're all caught up! No new notifications at the moment.",
  );
});

test.describe("guided tour", () => {
  test.use({ tour: true });

  test("shows once, 5 s after /projects loads, and never after it is finished", async ({ page, member }) => {
    await signInAs(page, member);
    await expect(page).toHaveURL(/\/projects\?view=grid$/);
    const step = page.getByTestId("tour-step");
    // Not at once: only after the delay.
    await page.waitForTimeout(2_000);
    await expect(step).toHaveCount(0);
    await expect(step).toBeVisible({ timeout: 10_000 });
    await expect(step.getByText("Workspaces", { exact: true })).toBeVisible();
    await step.getByRole("button", { name: "Next" }).click();
    await expect(step.getByText("Nia AI", { exact: true })).toBeVisible();
    await step.getByRole("button", { name: "Back" }).click();
    await expect(step.getByText("Workspaces", { exact: true })).toBeVisible();
    await step.getByRole("button", { name: "Next" }).click();
    await step.getByRole("button", { name: "Done" }).click();
    await expect(step).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOUR_KEY)).toBe("true");

    await page.reload();
    await expect(page.getByTestId("workspace-switcher")).toBeVisible();
    await page.waitForTimeout(6_500);
    await expect(step).toHaveCount(0);
  });

  test("the modules page's tour: once per person in any browser, and again from the help menu", async ({
    page,
    db,
    member,
  }) => {
    const project = await seedProject(db, member.workspace.id, { name: "Atlas" });
    await seedProjectModule(db, project.id, { name: "Board" });
    await signInAs(page, member, `/project/${project.id}/modules`);
    const step = page.getByTestId("tour-step");
    // Each step is a dialog named by its title (the one before fades out as it opens).
    const add = page.getByRole("dialog", { name: "Add modules" });
    await expect(add).toBeVisible({ timeout: 12_000 });
    await expect(add).toContainText("1 of 3");
    await add.getByRole("button", { name: "Next" }).click();
    const grid = page.getByRole("dialog", { name: "Arrange the grid" });
    await expect(grid).toContainText("2 of 3");
    await grid.getByRole("button", { name: "Next" }).click();
    const people = page.getByRole("dialog", { name: "Who works here" });
    await expect(people).toContainText("3 of 3");
    await people.getByRole("button", { name: "Done" }).click();
    await expect(step).toHaveCount(0);

    // Noted on the person: a browser without the note does not show it again.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/v1/users/${member.id}`)).json()) as { toursDone: string[] })
            .toursDone,
      )
      .toEqual(["modules"]);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.getByTestId("grid-project-name")).toBeVisible();
    await page.waitForTimeout(6_500);
    await expect(step).toHaveCount(0);

    // The help menu shows it again.
    await page.getByTestId("tutorial-toggle").click();
    await page.getByTestId("tour-replay").click();
    await expect(add).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(step).toHaveCount(0);
  });

  test("Escape closes the tour for good", async ({ page, member }) => {
    await signInAs(page, member);
    await expect(page).toHaveURL(/\/projects\?view=grid$/);
    const step = page.getByTestId("tour-step");
    await expect(step).toBeVisible({ timeout: 12_000 });
    await page.keyboard.press("Escape");
    await expect(step).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOUR_KEY)).toBe("true");
  });
});

test("a task board's Tutorial: its five slides, and each built kind's own in the help menu", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Guide" });
  const board = await seedProjectModule(db, project.id, { name: "Roadmap" });
  await signInAs(page, member, `/task-management/${board.id}`);
  await page.getByTestId("module-tutorial").click();
  const dialog = page.getByRole("dialog", { name: "Task management: how it works" });
  const position = dialog.getByTestId("tutorial-position");
  await expect(position).toHaveText("1 of 5");
  await expect(dialog.getByText("The board", { exact: true })).toBeVisible();
  for (const [index, title] of [
    "Create a task",
    "Open a task",
    "Repeat and plan",
    "Find your work",
  ].entries()) {
    await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await expect(position).toHaveText(`${index + 2} of 5`);
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The help menu's topic of a built kind pages through the same slides.
  await page.getByTestId("tutorial-toggle").click();
  await page.getByTestId("tutorial-popover").getByText("File management", { exact: true }).click();
  const topic = page.getByTestId("tutorial-topic");
  await expect(topic.getByTestId("tutorial-position")).toHaveText("1 of 4");
  await expect(topic.getByText("Upload", { exact: true })).toBeVisible();
});
