import type { Page } from "@playwright/test";
import type { Role } from "../../lib/generated/prisma/client";
import { newId } from "../../lib/server/ids";
import { seedUser } from "../../prisma/seed/users";
import { expect, test, uniqueEmail, signInAs } from "./fixtures";
import type { Db } from "../../lib/server/db";

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
const STEP = {
  name: "Name your project",
  invite: "Invite members",
  modules: "Choose modules",
  ready: "Everything is ready! Let's start working...",
};
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** Another person in the workspace, with a role. */
async function colleague(db: Db, workspaceId: string, name: string, role: Role) {
  const user = await seedUser(db, { email: uniqueEmail("colleague"), name });
  await db.workspaceMember.create({ data: { id: newId(), workspaceId, userId: user.id, role } });
  return user;
}

test("the owner creates a project: validation, a member and an e-mail invited, two modules", async ({
  page,
  db,
  member: owner,
}) => {
  const ben = await colleague(db, owner.workspace.id, "Ben Builder", "member");
  const vera = await colleague(db, owner.workspace.id, "Vera Viewer", "viewer");
  await signInAs(page, owner);
  await expect(page).toHaveURL(/\/projects/);

  await page.getByRole("link", { name: "Create new project" }).first().click();
  await expect(page).toHaveURL(/\/flows\/project\/create\?redirect=%2Fprojects%3Fview%3Dgrid&view=grid$/);

  // Step 0: the spec's validation texts.
  await expect(heading(page, STEP.name)).toBeVisible();
  await next(page);
  await expect(page.getByText("Project name is required")).toBeVisible();
  await page.getByLabel("Project name").fill("Go");
  await next(page);
  await expect(page.getByText("Project name must be at least 3 characters long.")).toBeVisible();
  await page.getByLabel("Project name").fill("Apollo launch");
  await next(page);

  // Step 1: a member picked by name, an e-mail; junk is refused; roles default to admin.
  await expect(heading(page, STEP.invite)).toBeFocused();
  const inviteButton = page.getByRole("button", { name: "Invite members" });
  await expect(inviteButton).toBeDisabled();
  await expect(page.getByRole("combobox", { name: "Role" }).first()).toHaveValue("Admin");
  const first = page.getByRole("combobox", { name: "Member name or email" }).first();
  await first.fill("not a person");
  await first.blur();
  await expect(page.getByText("Invalid username or email")).toBeVisible();
  await first.fill("Ben");
  await page.getByRole("option", { name: /Ben Builder/ }).click();
  await expect(first).toHaveValue("Ben Builder");
  await expect(page.getByText("Workspace member: added to the project")).toBeVisible();
  await expect(inviteButton).toBeEnabled();

  // A viewer of the workspace can be given at most viewer access: picking one lowers the role.
  await page.getByRole("button", { name: "Add another user" }).click();
  const second = page.getByRole("combobox", { name: "Member name or email" }).nth(1);
  await second.fill("Vera");
  await page.getByRole("option", { name: /Vera Viewer/ }).click();
  await expect(page.getByRole("combobox", { name: "Role" }).nth(1)).toHaveValue("Viewer");

  const invitee = uniqueEmail("invitee");
  await page.getByRole("button", { name: "Add another user" }).click();
  await page.getByRole("combobox", { name: "Member name or email" }).nth(2).fill(invitee.toUpperCase());
  await expect(page.getByText("New person: an invitation is sent")).toBeVisible();
  await inviteButton.click();

  // Step 2: catalog cards; inactive ones cannot be chosen. Back keeps the rows.
  await expect(heading(page, STEP.modules)).toBeFocused();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(heading(page, STEP.invite)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Member name or email" })).toHaveCount(3);
  await inviteButton.click();
  await expect(page.getByRole("checkbox", { name: "Select CRM" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "Select Task management" }).click();
  await page.getByRole("checkbox", { name: "Select Online chat" }).click();
  await expect(page.getByTestId("modules-selected")).toHaveText("2 modules selected");
  await next(page);

  // Step 3: the summary, then Get started.
  await expect(heading(page, STEP.ready)).toBeVisible();
  const summary = page.getByTestId("project-wizard-summary");
  await expect(summary).toContainText("The private project Apollo launch is created.");
  await expect(summary).toContainText("2 modules are added: Task management, Online chat.");
  await expect(summary).toContainText("2 workspace members are added to the project.");
  await expect(summary).toContainText("1 invitation is sent.");

  const memberCalls: unknown[] = [];
  page.on("request", (req) => {
    if (/\/api\/v1\/workspace\/project\/[0-9a-f]{24}\/member$/.test(req.url()) && req.method() === "POST") {
      memberCalls.push(req.postDataJSON());
    }
  });
  const invitation = page.waitForRequest(
    (req) => req.url().endsWith("/api/v1/workspace/invitation") && req.method() === "POST",
  );
  await page.getByRole("button", { name: "Get started" }).click();
  const invited = (await invitation).postDataJSON() as { projects: { project: string }[] };
  expect(invited).toEqual({
    email: invitee,
    role: "admin",
    accessToAll: false,
    permissions: {},
    projects: [{ project: expect.stringMatching(/^[0-9a-f]{24}$/), role: "admin" }],
  });

  const project = await (async () => {
    await expect(page).toHaveURL(/\/project\/[0-9a-f]{24}\/modules$/);
    const id = /\/project\/([0-9a-f]{24})\/modules/.exec(page.url())![1]!;
    return db.project.findUniqueOrThrow({
      where: { id },
      include: { modules: { orderBy: { i: "asc" } }, access: true },
    });
  })();
  await expect(page.getByText("Project has been successfully created").first()).toBeVisible();
  expect(project).toMatchObject({ name: "Apollo launch", private: true, workspaceId: owner.workspace.id });
  expect(project.modules.map((m) => m.tag)).toEqual(["TaskManagement", "OnlineChat"]);
  expect(memberCalls).toEqual(
    expect.arrayContaining([
      { member: ben.id, role: "admin" },
      { member: vera.id, role: "viewer" },
    ]),
  );
  // The e-mail invitee gets the project when they accept.
  expect(invited.projects[0]!.project).toBe(project.id);
  expect(
    await db.invitationProject.findMany({
      where: { projectId: project.id },
      select: { role: true, invitation: { select: { email: true } } },
    }),
  ).toEqual([{ role: "admin", invitation: { email: invitee } }]);
  expect(project.access.map((a) => [a.userId, a.role]).sort()).toEqual(
    [
      [ben.id, "admin"],
      [vera.id, "viewer"],
    ].sort(),
  );

  // The placed modules open their pages under the module's own name: the task board, linking back
  // to its project, and the chat, with its breadcrumb to the dashboards.
  const tasks = project.modules[0]!;
  await page.goto(`/task-management/${tasks.id}`);
  await expect(page.getByRole("heading", { name: "Task management", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Board" })).toBeVisible();
  await page.getByTestId("task-project-link").click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/modules$`));

  await db.projectModule.update({ where: { id: project.modules[1]!.id }, data: { name: "Launch room" } });
  await page.goto(`/project/${project.id}/online-chat`);
  await expect(page.getByRole("heading", { name: "Launch room", level: 1 })).toBeVisible();
  await expect(page.getByTestId("online-chat-page")).toBeVisible();
  await expect(page.getByTestId("chat-no-selection")).toHaveText("No conversations selected");
  await expect(page.getByRole("link", { name: "Dashboards" })).toHaveAttribute("href", "/projects?view=grid");

  // Bad URLs: the spec's error screens.
  await page.goto(`/project/${project.id}/online-chat?moduleId=nope`);
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await page.goto("/task-management/nope");
  await expect(page.getByRole("heading", { name: "Invalid url params" })).toBeVisible();
  await page.goto(`/time-tracker/${tasks.id}`);
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
  await page.goto(`/project/${project.id}/meeting-room`);
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
});

test("skipping invites and modules, closing, and a redirect is required", async ({
  page,
  db,
  member: owner,
}) => {
  await signInAs(page, owner, "/flows/project/create");
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();

  // Close goes back to the redirect.
  await page.goto(`/flows/project/create?redirect=${encodeURIComponent("/projects?view=list")}&view=list`);
  await expect(heading(page, STEP.name)).toBeVisible();
  await page.getByRole("button", { name: "Close and go back" }).click();
  await expect(page).toHaveURL(/\/projects\?view=list$/);

  await page.goto(`/flows/project/create?redirect=%2Fprojects`);
  await page.getByLabel("Project name").fill("Quiet project");
  await page.keyboard.press("Enter");
  await expect(heading(page, STEP.invite)).toBeVisible();
  await page.getByRole("combobox", { name: "Member name or email" }).fill(uniqueEmail("dropped"));
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(heading(page, STEP.modules)).toBeVisible();
  await page.getByRole("checkbox", { name: "Select Task management" }).click();
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(heading(page, STEP.ready)).toBeVisible();
  const summary = page.getByTestId("project-wizard-summary");
  await expect(summary).toContainText("It starts without modules");
  await expect(summary).toContainText("No invitations are sent.");
  // A skipped invite leaves one empty admin row behind.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Member name or email" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("Admin");
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await page.getByRole("button", { name: "Skip", exact: true }).click();

  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f]{24}\/modules$/);
  await expect(page.getByText("Project has been successfully created").first()).toBeVisible();
  const project = await db.project.findFirstOrThrow({
    where: { workspaceId: owner.workspace.id, name: "Quiet project" },
    include: { modules: true, access: true },
  });
  expect(project).toMatchObject({ private: true, modules: [], access: [] });
  expect(await db.invitation.count({ where: { workspaceId: owner.workspace.id } })).toBe(0);
});

test("a member's failed invitation is tolerated and counted; viewers cannot create projects", async ({
  page,
  db,
  member: owner,
}) => {
  const mia = await colleague(db, owner.workspace.id, "Mia Maker", "member");
  await signInAs(page, mia, "/flows/project/create?redirect=%2Fprojects%3Fview%3Dgrid&view=grid");
  await page.getByLabel("Project name").fill("Member project");
  await next(page);
  // Members may not invite to the workspace (403): the project is still created, with a warning.
  await page.getByRole("combobox", { name: "Member name or email" }).fill(uniqueEmail("outsider"));
  await page.getByRole("button", { name: "Invite members" }).click();
  await next(page);
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f]{24}\/modules$/);
  await expect(page.getByText("Project has been successfully created").first()).toBeVisible();
  await expect(page.getByText("1 member could not be added or invited.").first()).toBeVisible();
  const project = await db.project.findFirstOrThrow({
    where: { workspaceId: owner.workspace.id, name: "Member project" },
    include: { access: true },
  });
  // The member who created the private project keeps it as its admin.
  expect(project.access.map((a) => [a.userId, a.role])).toEqual([[mia.id, "admin"]]);

  const viewer = await colleague(db, owner.workspace.id, "Vic Viewer", "viewer");
  await page.context().clearCookies();
  await signInAs(page, viewer, "/flows/project/create?redirect=%2Fprojects");
  await expect(page.getByRole("heading", { name: "You cannot create projects" })).toBeVisible();
  await expect(page.getByLabel("Project name")).toHaveCount(0);
});
