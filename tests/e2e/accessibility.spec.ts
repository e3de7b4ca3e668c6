import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { seedInvitation } from "../../prisma/seed/invitations";
import { seedRole } from "../../prisma/seed/members";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expectAccessible, forceColorScheme, type ColorScheme } from "./a11y";
import { expect, openAskAi, test, uniqueEmail, signInAs } from "./fixtures";

// axe (WCAG 2 A/AA) on every main page, in both colour schemes: serious and critical violations
// fail. A new page or module view gets its check here (docs/style.md, "Accessibility").

// Wide enough for the grid's 12-column layout and four board columns beside the sidebar.
test.use({ viewport: { width: 1700, height: 1000 } });
// Each test makes its own people and data: the file's tests (the suite's longest file, 7 min on a
// slow machine) are shared between the workers instead of holding one of them to the end.
test.describe.configure({ mode: "parallel" });

async function createTask(page: Page, moduleId: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data });
  expect(res.status(), await res.text()).toBe(201);
}

async function join(db: Db, workspaceId: string, name: string) {
  const user = await seedUser(db, { email: uniqueEmail(name.split(" ")[0]!.toLowerCase()), name });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId, userId: user.id, role: "member" },
  });
  return user;
}

/** A project with a task board (tasks with priorities, labels, assignees, a due date) and a calendar. */
async function seedBoard(page: Page, db: Db, member: { id: string; workspace: { id: string } }) {
  const project = await seedProject(db, member.workspace.id, { name: "Apollo Launch" });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Launch Board" });
  await seedProjectModule(db, project.id, { tag: "AICalendar", name: "Launch Calendar" });
  await createTask(page, board.id, {
    title: "Fix the login bug",
    priority: "high",
    assignees: [member.id],
    labels: ["backend"],
    dueDate: "2020-01-31",
  });
  await createTask(page, board.id, {
    title: "Write the release notes",
    priority: "medium",
    checkList: [{ title: "Draft" }, { title: "Review", isCompleted: true }],
  });
  await createTask(page, board.id, { title: "Plan the party", priority: "low" });
  return { project, board };
}

async function signedIn(page: Page, member: { email: string; password: string }) {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
}

for (const scheme of ["light", "dark"] as ColorScheme[]) {
  test.describe(`${scheme} colour scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await forceColorScheme(page, scheme);
    });

    test(`login and register pages (${scheme})`, async ({ page }) => {
      await page.goto("/auth/login");
      await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
      await expectAccessible(page, { name: `login (${scheme})`, scheme });

      await page.goto("/auth/register");
      await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
      await expectAccessible(page, { name: `register (${scheme})`, scheme });
      // The second step: name, password and its checklist.
      await expect(async () => {
        await page.getByLabel("Email").fill(uniqueEmail("a11y"));
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(page.getByTestId("register-email")).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expectAccessible(page, { name: `register, second step (${scheme})`, scheme });
    });

    test(`projects list, as cards and as a table (${scheme})`, async ({ page, db, member }) => {
      await seedProject(db, member.workspace.id, { name: "Gamma" });
      await seedProject(db, member.workspace.id, { name: "Beta", private: true });
      await signedIn(page, member);
      await seedBoard(page, db, member);
      await page.reload();
      await expect(page.getByRole("article")).toHaveCount(3);
      await expectAccessible(page, { name: `projects, grid view (${scheme})`, scheme });

      await page.goto("/projects?view=list");
      await expect(page.getByRole("row").filter({ hasText: "Apollo Launch" })).toBeVisible();
      await expectAccessible(page, { name: `projects, list view (${scheme})`, scheme });
    });

    test(`a project's module grid (${scheme})`, async ({ page, db, member }) => {
      await signedIn(page, member);
      const { project } = await seedBoard(page, db, member);
      await page.goto(`/project/${project.id}/modules`);
      await expect(page.getByTestId("module-card")).toHaveCount(2);
      await expectAccessible(page, { name: `module grid (${scheme})`, scheme });
    });

    test(`a task board and its list view (${scheme})`, async ({ page, db, member }) => {
      await signedIn(page, member);
      const { board } = await seedBoard(page, db, member);
      await page.goto(`/task-management/${board.id}`);
      await expect(page.getByTestId("task-card")).toHaveCount(3);
      await expectAccessible(page, { name: `task board (${scheme})`, scheme });

      await page.goto(`/task-management/${board.id}?active=list`);
      await expect(page.getByTestId("task-list-row")).toHaveCount(3);
      await expectAccessible(page, { name: `task list (${scheme})`, scheme });
    });

    test(`the Ask AI dialog, empty and with answers and a draft (${scheme})`, async ({
      page,
      db,
      member,
    }) => {
      await signedIn(page, member);
      const { board } = await seedBoard(page, db, member);
      await page.goto(`/task-management/${board.id}`);
      const dialog = await openAskAi(page);
      await expect(dialog.getByTestId("ask-ai-feature")).toHaveCount(3);
      await expectAccessible(page, { name: `Ask AI dialog (${scheme})`, scheme });
      const prompt = dialog.getByRole("textbox", { name: "Your question" });
      await prompt.fill("Which open tasks have the highest priority?");
      await prompt.press("Control+Enter");
      await expect(dialog.locator("[data-author='assistant'][data-state='complete']")).toHaveCount(1);
      await prompt.fill("Create a task Update the pricing page");
      await prompt.press("Control+Enter");
      await expect(dialog.getByTestId("ask-ai-draft")).toBeVisible();
      await expectAccessible(page, { name: `Ask AI answers (${scheme})`, scheme });
    });

    test(`the time tracker's timer, timesheet and reports, and the Notification module (${scheme})`, async ({
      page,
      db,
      member,
    }) => {
      // Four pages, each analysed by axe: past a minute on a slow machine.
      test.setTimeout(120_000);
      const project = await seedProject(db, member.workspace.id, { name: "Client work" });
      const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
      const notifications = await seedProjectModule(db, project.id, { tag: "Notification", name: "News" });
      // Three hours ago, but never before this week's Monday (the timesheet and the reports show this
      // week, on the person's clock: UTC here), so the run does not depend on the hour it starts.
      await db.user.update({ where: { id: member.id }, data: { timeZone: "UTC" } });
      const today = new Date();
      const monday = Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate() - ((today.getUTCDay() + 6) % 7),
      );
      const start = new Date(Math.max(Date.now() - 3 * 3_600_000, monday + 60_000));
      for (const [index, description] of ["Design review", "Client call"].entries()) {
        const from = new Date(start.getTime() + index * 3_600_000);
        await db.timeEntry.create({
          data: {
            id: newId(),
            workspaceId: member.workspace.id,
            moduleId: tracker.id,
            projectModuleId: tracker.id,
            userId: member.id,
            description,
            start: from,
            end: new Date(from.getTime() + 45 * 60_000),
            billable: index === 0,
          },
        });
      }
      await signedIn(page, member);
      await page.goto(`/time-tracker/${tracker.id}?active=timer`);
      await expect(page.getByTestId("time-entry")).toHaveCount(2);
      await expectAccessible(page, { name: `time tracker timer (${scheme})`, scheme });
      await page.goto(`/time-tracker/${tracker.id}?active=timesheet`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectAccessible(page, { name: `time tracker timesheet (${scheme})`, scheme });
      await page.goto(`/time-tracker/${tracker.id}?active=reports`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectAccessible(page, { name: `time tracker reports (${scheme})`, scheme });
      await page.goto(`/project/${project.id}/notification/channels?moduleId=${notifications.id}`);
      await expect(page.getByTestId("channels-table-empty")).toBeVisible();
      await expectAccessible(page, { name: `notification module (${scheme})`, scheme });
    });

    test(`user management (${scheme})`, async ({ page, db, member }) => {
      await join(db, member.workspace.id, "Ben Member");
      await seedRole(db, member.workspace.id, "Designer");
      await seedInvitation(db, member.workspace.id, {
        email: uniqueEmail("invitee"),
        invitedById: member.id,
      });
      await signedIn(page, member);
      await page.goto("/user-management");
      // Streamed in: wait until the page holds one copy of it.
      await expect(page.getByTestId("roles-panel")).toHaveCount(1);
      await expect(page.getByTestId("member-row")).toHaveCount(2);
      await expectAccessible(page, { name: `user management (${scheme})`, scheme });
    });

    test(`notification settings and the unsubscribe page (${scheme})`, async ({ page, member }) => {
      await page.goto("/unsubscribe?token=x");
      await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
      await expectAccessible(page, { name: `unsubscribe (${scheme})`, scheme });
      await signedIn(page, member);
      await page.goto("/settings/notifications");
      await expect(page.getByRole("switch", { name: "Mentions by e-mail", exact: true })).toBeVisible();
      await expectAccessible(page, { name: `notification settings (${scheme})`, scheme });
    });

    test(`the workspace's webhooks, audit log and single sign-on settings (${scheme})`, async ({
      page,
      member,
    }) => {
      await signedIn(page, member);
      await page.goto("/settings/webhooks");
      await expect(page.getByTestId("webhooks-empty")).toBeVisible();
      await expectAccessible(page, { name: `webhooks (${scheme})`, scheme });
      await page.goto("/settings/audit-log");
      await expect(page.getByTestId("audit-log-settings")).toBeVisible();
      await expectAccessible(page, { name: `audit log (${scheme})`, scheme });
      await page.goto("/settings/sso");
      await expect(page.getByTestId("sso-settings")).toBeVisible();
      await expectAccessible(page, { name: `single sign-on (${scheme})`, scheme });
    });

    test(`the header's workspace switcher and search open and pass (${scheme})`, async ({
      page,
      db,
      member,
    }) => {
      const project = await seedProject(db, member.workspace.id, { name: "Apollo Launch" });
      await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Launch Board" });
      await signedIn(page, member);

      // The popup targets are real buttons; the guided tour's anchors around them claim no popup.
      const switcher = page.getByRole("button", { name: /^Switch workspace: / });
      await expect(switcher).toHaveAttribute("type", "button");
      await expect(switcher).toHaveAttribute("aria-haspopup", "menu");
      const search = page.getByRole("button", { name: "Ask Nia AI or search everything..." });
      await expect(search).toHaveAttribute("type", "button");
      await expect(page.locator("[data-tour]")).toHaveCount(2);
      for (const anchor of await page.locator("[data-tour]").all()) {
        await expect(anchor).not.toHaveAttribute("aria-haspopup");
        await expect(anchor).not.toHaveAttribute("aria-expanded");
      }
      // The switcher opens from the keyboard on its first item and gives focus back on Escape.
      const menu = page.getByTestId("workspace-switcher-menu");
      await expect(async () => {
        if (!(await menu.isVisible())) {
          await switcher.focus();
          await page.keyboard.press("Enter");
        }
        await expect(menu).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(switcher).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("menuitem", { name: "Mia's Team" })).toBeFocused();
      await expectAccessible(page, { name: `workspace switcher open (${scheme})`, scheme });
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(switcher).toBeFocused();

      const input = page.getByPlaceholder("Ask Nia AI or search everything...");
      await expect(async () => {
        if (!(await input.isVisible())) await search.click({ timeout: 2_000 });
        await expect(input).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await input.fill("launch");
      await expect(page.getByRole("button", { name: /Launch Board/ })).toBeVisible();
      await expectAccessible(page, { name: `search open (${scheme})`, scheme });
    });
  });
}
