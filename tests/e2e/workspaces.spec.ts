import type { Page } from "@playwright/test";
import { seedWorkspace } from "../../prisma/seed/users";
import { expect, openMenuItem, signIn, test, signInAs } from "./fixtures";

const card = (page: Page, name: string) => page.getByTestId("workspace-card").filter({ hasText: name });

test("create a second workspace, switch with the header dropdown, rename it, delete it with its typed name", async ({
  page,
  member,
  db,
}) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("workspace-switcher-current")).toHaveText("Mia's Team");

  // Create: the session moves into the new workspace.
  const manage = page.getByRole("menuitem", { name: "Manage workspaces" });
  await (await openMenuItem(page.getByTestId("workspace-switcher"), manage)).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole("heading", { name: "Choose workspace" })).toBeVisible();
  await expect(card(page, "Mia's Team")).toContainText("Active");
  await page.getByTestId("create-workspace-card").click();
  const createForm = page.getByTestId("create-workspace-form");
  await createForm.getByRole("button", { name: "Create" }).click();
  await expect(createForm.getByText("Workspace name is required")).toBeVisible();
  await createForm.getByLabel("Workspace name").fill("Second Studio");
  await createForm.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("projects-workspace")).toContainText("Second Studio");
  await expect(page.getByTestId("workspace-switcher-current")).toHaveText("Second Studio");

  // Switch back with the header dropdown; the current one is marked.
  const items = page.getByTestId("workspace-switcher-item");
  await openMenuItem(page.getByTestId("workspace-switcher"), items.first());
  await expect(items).toHaveText(["Mia's Team", "Second Studio"]);
  await expect(items.filter({ hasText: "Second Studio" })).toHaveAttribute("aria-current", "true");
  await items.filter({ hasText: "Mia's Team" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("projects-workspace")).toContainText("Mia's Team");
  await expect(page.getByTestId("workspace-switcher-current")).toHaveText("Mia's Team");

  // Rename from the card menu.
  await page.goto("/workspaces");
  await expect(page.getByTestId("workspace-card")).toHaveCount(2);
  await expect(card(page, "Second Studio")).toContainText("1 member");
  await expect(card(page, "Second Studio").getByRole("button", { name: "Activate" })).toBeVisible();
  await card(page, "Second Studio").getByRole("button", { name: "Options for Second Studio" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const renameForm = page.getByTestId("rename-workspace-form");
  await expect(renameForm.getByLabel("Workspace name")).toHaveValue("Second Studio");
  await renameForm.getByLabel("Workspace name").fill("");
  await renameForm.getByRole("button", { name: "Save" }).click();
  await expect(renameForm.getByText("Workspace name is required")).toBeVisible();
  await renameForm.getByLabel("Workspace name").fill("Second Renamed");
  await renameForm.getByRole("button", { name: "Save" }).click();
  await expect(card(page, "Second Renamed")).toBeVisible();
  const second = await db.workspace.findFirstOrThrow({
    where: { ownerId: member.id, name: "Second Renamed" },
  });

  // Delete: enabled only once the exact name is typed.
  await card(page, "Second Renamed").getByRole("button", { name: "Options for Second Renamed" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page).toHaveURL(new RegExp(`/workspaces/${second.id}/delete$`));
  const dialog = page.getByRole("dialog", { name: "Delete workspace" });
  const confirm = dialog.getByRole("button", { name: "Delete workspace" });
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId("delete-workspace-confirm").fill("second renamed");
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId("delete-workspace-confirm").fill("Second Renamed");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByTestId("workspace-card")).toHaveCount(1);
  await expect(card(page, "Mia's Team")).toContainText("Active");
  expect(await db.workspace.count({ where: { id: second.id } })).toBe(0);
});

test("deleting the active workspace leaves the session without one and returns to the chooser", async ({
  page,
  member,
  db,
}) => {
  const other = await seedWorkspace(db, member.id, { name: "Other Place" });
  await db.user.update({ where: { id: member.id }, data: { lastWorkspaceId: other.id } });
  await signIn(page, member);
  await expect(page.getByTestId("projects-workspace")).toContainText("Other Place");
  await page.goto(`/workspaces/${other.id}/delete`);
  await page.getByTestId("delete-workspace-confirm").fill("Other Place");
  await page.getByRole("button", { name: "Delete workspace" }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByTestId("workspace-card")).toHaveCount(1);
  await expect(card(page, "Mia's Team")).not.toContainText("Active");
  await card(page, "Mia's Team").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByTestId("projects-workspace")).toContainText("Mia's Team");
});

test("the only workspace cannot be deleted: the warning modal says so", async ({ page, member }) => {
  await signInAs(page, member, "/workspaces");
  const remove = page.getByRole("menuitem", { name: "Delete" });
  await (
    await openMenuItem(
      card(page, "Mia's Team").getByRole("button", { name: "Options for Mia's Team" }),
      remove,
    )
  ).click();
  const warning = page.getByRole("dialog", { name: "You cannot delete your only workspace!" });
  await expect(warning).toBeVisible();
  await expect(page.getByTestId("delete-workspace-confirm")).toHaveCount(0);
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(warning).toBeHidden();

  await page.goto("/workspaces/not-an-id/delete");
  await expect(page.getByRole("heading", { name: "Invalid url params" })).toBeVisible();
  await page.goto("/workspaces/0123456789abcdef01234567/delete");
  await expect(page.getByTestId("status-code")).toHaveText("404");
});

test("the sidebar toggles, links Home and User management, and opens behind a burger on phones", async ({
  page,
  member,
  db,
}) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await seedWorkspace(db, member.id, { name: "Keyboard Corner" });
  await page.reload();
  const sidebar = page.getByRole("navigation", { name: "Main navigation" });
  await expect(sidebar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/projects?view=grid");
  await expect(sidebar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "User management" })).toHaveAttribute(
    "href",
    "/user-management",
  );

  const toggle = page.getByRole("button", { name: "Toggle sidebar" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar.getByRole("link", { name: "Home" })).not.toBeInViewport();
  await toggle.click();
  await expect(sidebar.getByRole("link", { name: "Home" })).toBeInViewport();

  // The switcher works from the keyboard.
  await page.getByTestId("workspace-switcher").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("workspace-switcher-item").first()).toBeVisible();
  // Arrow keys move through the items (where the focus starts is Mantine's business).
  const target = page.getByTestId("workspace-switcher-item").filter({ hasText: "Keyboard Corner" });
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(target).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 5000 });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("projects-workspace")).toContainText("Keyboard Corner");

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole("button", { name: "Toggle sidebar" })).toBeHidden();
  const burger = page.getByRole("button", { name: "Toggle navigation" });
  await burger.click();
  await expect(sidebar.getByRole("link", { name: "User management" })).toBeInViewport();
  await expect(sidebar.getByTestId("language-switch")).toBeVisible();
});
