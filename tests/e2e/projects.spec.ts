import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedProject } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, openMenuItem, signIn, test, uniqueEmail, signInAs } from "./fixtures";

// A real 1×1 PNG, and text bytes that only pretend to be one.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const FAKE_PNG = Buffer.from("this is just text, renamed to look like a picture");

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cardNames = (page: Page) => page.getByRole("article").getByRole("link");

/** Seeds projects (first = most recently updated) in the workspace. */
async function seedProjects(
  db: Parameters<typeof seedProject>[0],
  workspaceId: string,
  specs: { name: string; private?: boolean }[],
) {
  const projects = [];
  for (const [index, spec] of specs.entries()) {
    const project = await seedProject(db, workspaceId, spec);
    await db.project.update({
      where: { id: project.id },
      data: { updatedAt: new Date(Date.now() - (index + 1) * 86_400_000) },
    });
    projects.push(project);
  }
  return projects;
}

async function openEdit(page: Page, name: string) {
  const edit = page.getByRole("menuitem", { name: "Edit" });
  await (
    await openMenuItem(card(page, name).getByRole("button", { name: `Options for ${name}` }), edit)
  ).click();
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("lists projects newest first, switches grid/list, bookmarks one and removes it on Bookmarks", async ({
  page,
  member,
  db,
}) => {
  await seedProjects(db, member.workspace.id, [
    { name: "Gamma" },
    { name: "Beta", private: true },
    { name: "Alpha" },
  ]);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByRole("heading", { name: "Projects", level: 2 })).toBeVisible();
  await expect(cardNames(page)).toHaveText(["Gamma", "Beta", "Alpha"]);

  const beta = card(page, "Beta");
  await expect(beta.getByRole("img", { name: "Private" })).toBeVisible();
  await expect(card(page, "Gamma").getByRole("img", { name: "Private" })).toHaveCount(0);
  await expect(beta).toContainText(/Modified [A-Z][a-z]{2} \d{1,2}/);
  await expect(beta).toContainText("0 followers");
  // Default covers by position modulo 3.
  await expect(card(page, "Gamma").getByRole("img", { name: "Cover image of Gamma" })).toHaveAttribute(
    "src",
    "/covers/dashboard-1.svg",
  );
  await expect(card(page, "Beta").getByRole("img", { name: "Cover image of Beta" })).toHaveAttribute(
    "src",
    "/covers/dashboard-2.svg",
  );
  await expect(beta.getByRole("link", { name: "Beta" })).toHaveAttribute(
    "href",
    new RegExp(`^/project/[0-9a-f]{24}/modules$`),
  );
  await expect(page.getByRole("link", { name: "Create new project" }).first()).toHaveAttribute(
    "href",
    "/flows/project/create?redirect=%2Fprojects%3Fview%3Dgrid&view=grid",
  );

  // List view: a table, the choice in the URL.
  await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page).toHaveURL(/\/projects\?view=list$/);
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  const table = page.getByRole("table", { name: "Projects" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(2)).toContainText("Private");
  await expect(table.getByRole("row").nth(1)).toContainText("Public");

  // Bookmark (optimistic, with the spec's toast), then it is on the Bookmarks screen.
  await table.getByRole("button", { name: "Bookmark Beta" }).click();
  await expect(page.getByText("Project bookmarked")).toBeVisible();
  await expect(table.getByRole("button", { name: "Remove Beta from bookmarks" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(() => db.projectBookmark.count({ where: { userId: member.id } })).toBe(1);

  await page.goto("/bookmarked-dashboards?view=grid");
  await expect(page.getByRole("heading", { name: "Bookmarks", level: 2 })).toBeVisible();
  await expect(cardNames(page)).toHaveText(["Beta"]);
  await card(page, "Beta").getByRole("button", { name: "Remove Beta from bookmarks" }).click();
  await expect(page.getByText("Project removed from bookmarks")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "You have no bookmarked projects yet." })).toBeVisible();
  expect(await db.projectBookmark.count({ where: { userId: member.id } })).toBe(0);

  // A bad view is the spec's error screen.
  await page.goto("/projects?view=tiles");
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await page.goto("/bookmarked-dashboards?view=tiles");
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
});

test("edit a project: rename, preset cover, uploaded cover, refused file, visibility with confirmation", async ({
  page,
  member,
  db,
}) => {
  const [roadmap] = await seedProjects(db, member.workspace.id, [{ name: "Roadmap" }]);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);

  // Rename + preset.
  let dialog = await openEdit(page, "Roadmap");
  await expect(page).toHaveURL(
    new RegExp(`/projects/${roadmap!.id}/edit\\?redirect=%2Fprojects%3Fview%3Dgrid&view=grid$`),
  );
  await expect(card(page, "Roadmap")).toBeAttached(); // the list stays under the dialog
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue("Roadmap");
  await name.fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await name.fill("Roadmap 2026");
  const preset = dialog.getByRole("radio", { name: "Preset picture 3" });
  await preset.click();
  await expect(preset).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Project updated")).toBeVisible();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByRole("dialog", { name: "Edit project" })).toHaveCount(0);
  await expect(
    card(page, "Roadmap 2026").getByRole("img", { name: "Cover image of Roadmap 2026" }),
  ).toHaveAttribute("src", "/covers/preset-3.svg");
  expect(await db.project.findUniqueOrThrow({ where: { id: roadmap!.id } })).toMatchObject({
    name: "Roadmap 2026",
    coverImage: "/covers/preset-3.svg",
  });

  // Upload: a text file named .png is refused; a real PNG becomes the cover.
  dialog = await openEdit(page, "Roadmap 2026");
  await expect(dialog.getByRole("radio", { name: "Preset picture 3" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: FAKE_PNG });
  await expect(dialog.getByTestId("cover-upload-error")).toHaveText("You can only upload JPG/PNG file!");
  await fileInput.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_1X1 });
  await expect(page.getByText("cover.png uploaded successfully")).toBeVisible();
  const uploaded = dialog.getByRole("radio", { name: "Uploaded picture" });
  await expect(uploaded).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  const cover = card(page, "Roadmap 2026").getByRole("img", { name: "Cover image of Roadmap 2026" });
  await expect(cover).toHaveAttribute("src", /^\/api\/v1\/files\/[0-9a-f]{24}\/[0-9a-f]{24}\.png$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect((await db.project.findUniqueOrThrow({ where: { id: roadmap!.id } })).coverImage).toMatch(/^files\//);

  // Visibility: cancel keeps it, confirm changes it.
  dialog = await openEdit(page, "Roadmap 2026");
  await dialog.getByText("Private", { exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Make this project private?" });
  await expect(confirm).toContainText(
    "visible only to its subscribers, and people who accessed it without subscribing will lose access",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByRole("radio", { name: "Public" })).toBeChecked();
  await dialog.getByText("Private", { exact: true }).click();
  await page
    .getByRole("dialog", { name: "Make this project private?" })
    .getByRole("button", { name: "Change" })
    .click();
  await expect(dialog.getByRole("radio", { name: "Private" })).toBeChecked();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Dashboard type changed to private")).toBeVisible();
  await expect(card(page, "Roadmap 2026").getByRole("img", { name: "Private" })).toBeVisible();
  expect((await db.project.findUniqueOrThrow({ where: { id: roadmap!.id } })).private).toBe(true);

  // And back to public.
  dialog = await openEdit(page, "Roadmap 2026");
  await dialog.getByText("Public", { exact: true }).click();
  const toPublic = page.getByRole("dialog", { name: "Make this project public?" });
  await expect(toPublic).toContainText("available to all team members");
  await toPublic.getByRole("button", { name: "Change" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Dashboard type changed to public")).toBeVisible();
  expect((await db.project.findUniqueOrThrow({ where: { id: roadmap!.id } })).private).toBe(false);

  // The dialog URL opened directly, and its bad forms.
  await page.goto(`/projects/${roadmap!.id}/edit?redirect=%2Fprojects%3Fview%3Dlist&view=list`);
  await expect(page.getByRole("dialog", { name: "Edit project" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Projects" })).toBeAttached();
  await page.getByRole("dialog", { name: "Edit project" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/projects\?view=list$/);
  await page.goto(`/projects/${roadmap!.id}/edit`);
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await page.goto("/projects/not-an-id/edit?redirect=%2Fprojects");
  await expect(page.getByRole("heading", { name: "Invalid url params" })).toBeVisible();
  await page.goto(`/projects/${newId()}/edit?redirect=%2Fprojects`);
  await expect(page.getByText("Sorry, the page you visited does not exist.").first()).toBeVisible();
});

test("delete a project with confirmation, then the empty state", async ({ page, member, db }) => {
  const [only] = await seedProjects(db, member.workspace.id, [{ name: "Old plans" }]);
  await signIn(page, member);
  await expect(cardNames(page)).toHaveText(["Old plans"]);

  const remove = page.getByRole("menuitem", { name: "Delete" });
  await (
    await openMenuItem(card(page, "Old plans").getByRole("button", { name: "Options for Old plans" }), remove)
  ).click();
  const dialog = page.getByRole("dialog", { name: "Delete Old plans" });
  await expect(dialog).toContainText("This action can not be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, "Old plans")).toBeVisible();

  await (
    await openMenuItem(card(page, "Old plans").getByRole("button", { name: "Options for Old plans" }), remove)
  ).click();
  await page
    .getByRole("dialog", { name: "Delete Old plans" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Project Old plans deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "There is no projects here." })).toBeVisible();
  await expect(page.getByText("Create new project to add here").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Add" })).toHaveAttribute(
    "href",
    "/flows/project/create?redirect=%2Fprojects%3Fview%3Dgrid&view=grid",
  );
  expect(await db.project.findUnique({ where: { id: only!.id } })).toBeNull();
});

test("a viewer can bookmark but not edit or delete; the edit URL shows the fields disabled", async ({
  page,
  member,
  db,
}) => {
  const [shared] = await seedProjects(db, member.workspace.id, [{ name: "Shared board" }]);
  const viewer = await seedUser(db, { email: uniqueEmail("viewer"), name: "Vic Viewer" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: viewer.id, role: "viewer" },
  });
  await signInAs(page, viewer);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  const board = card(page, "Shared board");
  await expect(board).toBeVisible();
  await expect(board.getByRole("button", { name: "Options for Shared board" })).toHaveCount(0);
  await board.getByRole("button", { name: "Bookmark Shared board" }).click();
  await expect(page.getByText("Project bookmarked")).toBeVisible();

  await page.goto(`/projects/${shared!.id}/edit?redirect=%2Fprojects%3Fview%3Dgrid&view=grid`);
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeDisabled();
  await expect(dialog).toContainText("Viewers and guests cannot rename projects.");
  await expect(dialog.getByTestId("edit-project-admin-only")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Preset picture 1" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  // The API refuses too, whatever the page shows.
  const res = await page.request.patch(`/api/v1/workspaces/project/${shared!.id}`, {
    data: { name: "Hijacked" },
  });
  expect(res.status()).toBe(403);
  expect((await db.project.findUniqueOrThrow({ where: { id: shared!.id } })).name).toBe("Shared board");
});

test("shows the first 50 projects, then 'Load more' fetches the next pages", async ({ page, member, db }) => {
  const now = Date.now();
  await db.project.createMany({
    data: Array.from({ length: 101 }, (_, index) => ({
      id: newId(),
      workspaceId: member.workspace.id,
      name: `Bulk ${String(index).padStart(3, "0")}`,
      updatedAt: new Date(now - index * 60_000),
    })),
  });
  await signInAs(page, member, "/projects?view=list");
  const rows = page.getByRole("table", { name: "Projects" }).getByRole("row");
  await expect(rows).toHaveCount(51); // header + 50
  await expect(rows.nth(50)).toContainText("Bulk 049");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(101);
  await expect(rows.nth(100)).toContainText("Bulk 099");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(102);
  await expect(rows.nth(101)).toContainText("Bulk 100");
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
