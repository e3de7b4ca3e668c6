import type { Page } from "@playwright/test";
import type { Role } from "../../lib/generated/prisma/client";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { APPLETS } from "../../lib/schemas/permissions";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, test, uniqueEmail, signInAs } from "./fixtures";

/** A user who joins `workspaceId` with `role`. */
async function join(db: Db, workspaceId: string, name: string, role: Role) {
  const user = await seedUser(db, { email: uniqueEmail(name.split(" ")[0]!.toLowerCase()), name });
  await db.workspaceMember.create({ data: { id: newId(), workspaceId, userId: user.id, role } });
  return user;
}

/**
 * After a full load: wait until the streamed page has settled into one copy (while Next streams a
 * page in, its HTML can briefly sit in the document twice, and test ids would match both).
 */
async function settled(page: Page) {
  await expect(page.getByTestId("roles-panel")).toHaveCount(1);
}

const row = (page: Page, name: string) => page.getByTestId("member-row").filter({ hasText: name });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the owner manages members, roles, permissions and access", async ({ page, db, member: owner }) => {
  const ben = await join(db, owner.workspace.id, "Ben Member", "member");
  const cleo = await join(db, owner.workspace.id, "Cleo Member", "member");
  const project = await seedProject(db, owner.workspace.id, { name: "Launch Plan" });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Launch Board" });
  const calendar = await seedProjectModule(db, project.id, { tag: "AICalendar", name: "Launch Calendar" });

  await signInAs(page, owner, "/user-management");
  await settled(page);
  await expect(page.getByRole("heading", { name: "User management" })).toBeVisible();
  await expect(page.getByTestId("member-row")).toHaveCount(3);
  await expect(row(page, "Mia Member").getByTestId("me-marker")).toHaveText("Me");
  await expect(row(page, "Ben Member").getByTestId("me-marker")).toHaveCount(0);
  // Owners have no Manage access button.
  await expect(row(page, "Mia Member").getByTestId("manage-access")).toHaveCount(0);

  // Add a custom role through its dialog route.
  await page.getByRole("link", { name: "Add role" }).first().click();
  await expect(page).toHaveURL(/\/user-management\/roles\/add\?redirect=/);
  const roleDialog = page.getByRole("dialog", { name: "Add Role" });
  await roleDialog.getByRole("button", { name: "Save" }).click();
  await expect(roleDialog.getByText("Title is required")).toBeVisible();
  await roleDialog.getByLabel("Title").fill("Designer");
  await roleDialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/user-management\?active=users$/);
  await expect(page.getByTestId("custom-role").filter({ hasText: "Designer" })).toBeVisible();

  // Edit it: 'Edit Role'.
  await page.getByRole("link", { name: "Edit role Designer" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Role" });
  await expect(edit.getByLabel("Title")).toHaveValue("Designer");
  await edit.getByLabel("Title").fill("Lead Designer");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("custom-role").filter({ hasText: "Lead Designer" })).toBeVisible();

  // Change a member's role and custom role; both persist.
  await choose(page, "Role of Ben Member", "Viewer");
  await expect(page.getByText("Ben Member's role was changed.")).toBeVisible();
  await choose(page, "Custom role of Ben Member", "Lead Designer");
  await expect(page.getByText("Ben Member's custom role was changed.")).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(page.getByRole("combobox", { name: "Role of Ben Member", exact: true })).toHaveValue("Viewer");
  await expect(page.getByRole("combobox", { name: "Custom role of Ben Member", exact: true })).toHaveValue(
    "Lead Designer",
  );
  expect(
    await db.workspaceMember.findFirst({ where: { workspaceId: owner.workspace.id, userId: ben.id } }),
  ).toMatchObject({ role: "viewer", customRoleId: expect.any(String) });

  // The permissions matrix: saved, enforced server-side, shown again after a reload.
  await row(page, "Cleo Member").getByRole("link", { name: "Permissions of Cleo Member" }).click();
  await expect(page).toHaveURL(new RegExp(`/user-management/permissions/${cleo.id}`));
  const matrix = page.getByRole("dialog", { name: "Permissions of Cleo Member" });
  await expect(matrix.getByTestId("permissions-source")).toHaveText("Role defaults");
  const allDelete = matrix.getByRole("checkbox", { name: "All Applets Delete" });
  await expect(allDelete).not.toBeChecked(); // members only view User management by default
  await matrix.getByRole("checkbox", { name: "Task Management Delete" }).uncheck();
  await matrix.getByRole("checkbox", { name: "User management Add" }).check();
  expect(await allDelete.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await matrix.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Permissions of Cleo Member saved.")).toBeVisible();
  await page.reload();
  await settled(page);
  const reloaded = page.getByRole("dialog", { name: "Permissions of Cleo Member" });
  await expect(reloaded.getByTestId("permissions-source")).toHaveText("Custom permissions");
  await expect(reloaded.getByRole("checkbox", { name: "Task Management Delete" })).not.toBeChecked();
  await expect(reloaded.getByRole("checkbox", { name: "User management Add" })).toBeChecked();
  await expect(reloaded.getByRole("checkbox", { name: "Online chat Delete" })).toBeChecked();
  // The All Applets row ticks a whole column.
  await reloaded.getByRole("checkbox", { name: "All Applets Delete" }).click();
  await expect(reloaded.getByRole("checkbox", { name: "Task Management Delete" })).toBeChecked();
  // Closed without saving: its header's close button (named since the theme names every dialog's).
  await reloaded.getByRole("button", { name: "Close" }).first().click();
  await expect(page).toHaveURL(/\/user-management\?active=users$/);
  const saved = await db.workspaceMember.findFirstOrThrow({
    where: { workspaceId: owner.workspace.id, userId: cleo.id },
  });
  expect(saved.permissions).toMatchObject({
    taskManagement: { view: true, add: true, edit: true, delete: false },
    userManagement: { view: true, add: true, edit: false, delete: false },
  });
  expect(Object.keys(saved.permissions as object).sort()).toEqual([...APPLETS].sort());

  // The access tree: tick the project (its modules follow), make it admin (cascades), save.
  await row(page, "Cleo Member").getByTestId("manage-access").click();
  await expect(page).toHaveURL(new RegExp(`/user-management/${cleo.id}/access\\?redirect=`));
  const access = page.getByRole("dialog", { name: "Manage access of Cleo Member" });
  await access.getByRole("checkbox", { name: "Launch Plan" }).check();
  await expect(access.getByRole("checkbox", { name: "Launch Board" })).toBeChecked();
  await expect(access.getByRole("checkbox", { name: "Launch Calendar" })).toBeChecked();
  await choose(page, "Role in Launch Plan", "Admin");
  await expect(access.getByRole("combobox", { name: "Role in Launch Board", exact: true })).toHaveValue(
    "Admin",
  );
  await choose(page, "Role in Launch Calendar", "Viewer");
  await access.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Access of Cleo Member saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/user-management\?active=users$/);
  await row(page, "Cleo Member").getByTestId("manage-access").click();
  const again = page.getByRole("dialog", { name: "Manage access of Cleo Member" });
  await expect(again.getByRole("checkbox", { name: "Launch Plan" })).toBeChecked();
  await expect(again.getByRole("combobox", { name: "Role in Launch Plan", exact: true })).toHaveValue(
    "Admin",
  );
  await expect(again.getByRole("combobox", { name: "Role in Launch Calendar", exact: true })).toHaveValue(
    "Viewer",
  );
  expect(
    await db.projectAccess.findMany({ where: { userId: cleo.id }, select: { projectId: true, role: true } }),
  ).toEqual([{ projectId: project.id, role: "admin" }]);
  const modules = (
    await db.moduleMember.findMany({
      where: { userId: cleo.id },
      select: { projectModuleId: true, role: true },
    })
  ).map(({ projectModuleId, role }) => ({ moduleId: projectModuleId, role }));
  expect(modules).toHaveLength(2);
  expect(modules).toEqual(
    expect.arrayContaining([
      { moduleId: board.id, role: "admin" },
      { moduleId: calendar.id, role: "viewer" },
    ]),
  );
  // Unticking the project removes its modules.
  await again.getByRole("checkbox", { name: "Launch Plan" }).uncheck();
  await expect(again.getByRole("checkbox", { name: "Launch Board" })).not.toBeChecked();
  await again.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/user-management\?active=users$/);
  expect(await db.moduleMember.count({ where: { userId: cleo.id } })).toBe(0);

  // Transfer ownership asks first; cancelling changes nothing.
  await row(page, "Cleo Member").getByRole("button", { name: "More actions for Cleo Member" }).click();
  await page.getByRole("menuitem", { name: "Transfer ownership" }).click();
  await expect(page.getByRole("dialog", { name: "Transfer ownership" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  // Delete with the spec's confirmation.
  await row(page, "Ben Member").getByRole("button", { name: "More actions for Ben Member" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Ben Member" });
  await expect(confirm.getByText("This action can not be undone.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row(page, "Ben Member")).toHaveCount(0);
  expect(await db.workspaceMember.count({ where: { workspaceId: owner.workspace.id, userId: ben.id } })).toBe(
    0,
  );
});

test("a failed access row shows the red icon and succeeds on retry", async ({ page, db, member: owner }) => {
  const dana = await join(db, owner.workspace.id, "Dana Member", "member");
  const project = await seedProject(db, owner.workspace.id, { name: "Roadmap" });
  await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Roadmap Board" });
  const where = { workspaceId: owner.workspace.id, userId: dana.id };

  await signInAs(page, owner, `/user-management/${dana.id}/access?redirect=/user-management`);
  const dialog = page.getByRole("dialog", { name: "Manage access of Dana Member" });
  await dialog.getByRole("checkbox", { name: "Roadmap", exact: true }).check();
  // Meanwhile Dana becomes a viewer: member access is refused for both rows.
  await db.workspaceMember.updateMany({ where, data: { role: "viewer" } });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("access-failed")).toHaveCount(2);
  await dialog.getByTestId("access-failed").first().hover();
  await expect(page.getByRole("tooltip")).toContainText("Failed to add. Try again");
  await expect(page).toHaveURL(/\/access\?redirect=/);
  expect(await db.projectAccess.count({ where: { userId: dana.id } })).toBe(0);

  // Back to member: retrying each row saves it and clears its icon.
  await db.workspaceMember.updateMany({ where, data: { role: "member" } });
  await dialog.getByRole("button", { name: "Retry Roadmap", exact: true }).click();
  await expect(dialog.getByTestId("access-failed")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Retry Roadmap Board" }).click();
  await expect(dialog.getByTestId("access-failed")).toHaveCount(0);
  expect(await db.projectAccess.findMany({ where: { userId: dana.id }, select: { role: true } })).toEqual([
    { role: "member" },
  ]);
  expect(await db.moduleMember.count({ where: { userId: dana.id } })).toBe(1);
});

test("adding a user sends an invitation that shows in the pending table", async ({ page, member: owner }) => {
  await signInAs(page, owner, "/user-management?active=pending");
  await settled(page);
  await expect(page.getByRole("tabpanel", { name: "Pending" })).toBeVisible();
  await page.getByRole("link", { name: "Add user" }).click();
  await expect(page).toHaveURL(
    /\/user-management\/users\/add\?redirect=%2Fuser-management%3Factive%3Dpending$/,
  );
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Role is required")).toBeVisible();
  const email = uniqueEmail("invitee");
  await dialog.getByLabel("Email").fill(email);
  await expect(dialog.getByLabel("Access to all projects and modules")).toHaveCount(0);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Admin", exact: true }).click();
  const toggle = dialog.getByLabel("Access to all projects and modules");
  await expect(toggle).not.toBeChecked();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent!")).toBeVisible();
  await expect(
    page.getByText("Once accepted, their name will automatically appear in this table."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/user-management\?active=pending$/);
  await expect(page.getByTestId("pending-row").filter({ hasText: email })).toBeVisible();
});

test("a viewer sees the screen read-only, and is refused once their view grant is revoked", async ({
  page,
  db,
  member: owner,
}) => {
  const viewer = await join(db, owner.workspace.id, "Vera Viewer", "viewer");
  await signInAs(page, viewer, "/user-management");
  await settled(page);
  await expect(page.getByTestId("member-row")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Add user" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Custom role of Mia Member", exact: true })).toBeDisabled();

  const revoked = Object.fromEntries(
    APPLETS.map((applet) => [
      applet,
      { view: applet !== "userManagement", add: false, edit: false, delete: false },
    ]),
  );
  await db.workspaceMember.updateMany({
    where: { workspaceId: owner.workspace.id, userId: viewer.id },
    data: { permissions: revoked },
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "403" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You cannot open User management" })).toBeVisible();
  await expect(page.getByTestId("members-table")).toHaveCount(0);
  const api = await page.request.get(`/api/v1/workspace/${owner.workspace.id}/member`);
  expect(api.status()).toBe(403);
});

test("dialog routes check their url: a missing redirect or a malformed id is an error screen", async ({
  page,
  member: owner,
}) => {
  await signInAs(page, owner, `/user-management/${owner.id}/access`);
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await page.goto("/user-management/roles/not-an-id/edit?redirect=/user-management");
  await expect(page.getByRole("heading", { name: "Invalid url params" })).toBeVisible();
  await page.goto("/user-management?active=archived");
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await page.goto("/user-management/roles/0123456789abcdef01234567/edit?redirect=/user-management");
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toHaveCount(1);
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
});

test("the screen speaks Spanish", async ({ page, member: owner, baseURL }) => {
  await signInAs(page, owner);
  await expect(page).toHaveURL(/\/projects/);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: baseURL }]);
  await page.goto("/user-management");
  await settled(page);
  await expect(page.getByRole("heading", { name: "Gestión de usuarios" })).toBeVisible();
  await expect(row(page, "Mia Member").getByTestId("me-marker")).toHaveText("Yo");
});
