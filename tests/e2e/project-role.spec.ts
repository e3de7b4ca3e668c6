import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, openMenuItem, test, uniqueEmail, signInAs } from "./fixtures";

// Wide enough for the 12-column (lg) layout, where the grid is arranged.
test.use({ viewport: { width: 1700, height: 1100 } });

// A workspace member given the viewer role in a project (issue 31, item 6) sees its grid read-only
// and cannot rename the project; the server refuses them too (403). They still bookmark.
test("a project viewer sees the grid and the project read-only", async ({ page, member, db }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Shared plan" });
  const placed = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Roadmap" });
  const other = await seedProject(db, member.workspace.id, { name: "Open plan" });
  const colleague = await seedUser(db, { email: uniqueEmail("colleague"), name: "Carl Colleague" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: colleague.id, role: "member" },
  });
  await db.projectAccess.create({
    data: { id: newId(), projectId: project.id, userId: colleague.id, role: "viewer" },
  });
  await signInAs(page, colleague, `/project/${project.id}/modules`);
  await expect(page.getByTestId("grid-read-only")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add module" })).toHaveCount(0);
  await expect(page.locator(".module-drag-handle")).toHaveCount(0);
  const card = page.getByTestId("module-card").filter({ hasText: "Roadmap" });
  const bookmark = await openMenuItem(
    card.getByRole("button", { name: "Options for Roadmap" }),
    page.getByRole("menuitem", { name: "Bookmark" }),
  );
  await expect(page.getByRole("menuitem", { name: "Rename" })).toHaveCount(0);
  await bookmark.click();
  await expect(page.getByText("Module bookmarked")).toBeVisible();
  const res = await page.request.patch(`/api/v1/workspaces/module/project/${project.id}`, {
    data: { update: { [placed.id]: { name: "Mine now" } } },
  });
  expect(res.status()).toBe(403);

  await page.goto(`/projects/${project.id}/edit?redirect=%2Fprojects%3Fview%3Dgrid&view=grid`);
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeDisabled();

  // Another project, where they have no role, stays theirs to arrange.
  await page.goto(`/project/${other.id}/modules`);
  await expect(page.getByRole("button", { name: "Add module" }).first()).toBeVisible();
  await expect(page.getByTestId("grid-read-only")).toHaveCount(0);
});
