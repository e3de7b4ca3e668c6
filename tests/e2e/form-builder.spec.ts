import type { Locator, Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, openMenuItem, test, signInAs } from "./fixtures";

// The form builder end to end: a form built from scratch by dragging five element types from the
// palette, a logic rule, publication, a stranger filling it signed out in another browser context
// (the rule shows a field), and the team reading the response and the analytics.

test.use({ viewport: { width: 1600, height: 1000 } });

async function dragToCanvas(page: Page, type: string) {
  const canvas = page.getByTestId("form-canvas");
  const box = (await canvas.boundingBox())!;
  const count = await page.getByTestId("canvas-element").count();
  await page.getByTestId(`palette-${type}`).dragTo(canvas, { targetPosition: { x: 60, y: box.height - 15 } });
  await expect(page.getByTestId("canvas-element")).toHaveCount(count + 1);
}

async function configure(page: Page, element: Locator, label: string) {
  await element.getByRole("button").first().click();
  const panel = page.getByTestId("element-config");
  await panel.getByTestId("config-label").fill(label);
  return panel;
}

test("build, publish, fill signed out, read the response and the analytics", async ({
  page,
  browser,
  db,
  member,
}) => {
  const projectId = (await seedProject(db, member.workspace.id, { name: "Website" })).id;
  const moduleId = (await seedProjectModule(db, projectId, { tag: "FormBuilder", name: "Forms" })).id;
  await signInAs(page, member, `/form-builder/${moduleId}`);
  await expect(page).toHaveURL(new RegExp(`/form-builder/${moduleId}/dashboard/forms\\?active=main`));
  // The dialog is a route (dashboard/forms/create): clicked again only while it has not shown.
  await openMenuItem(page.getByTestId("create-form"), page.getByTestId("create-name"));
  await page.getByTestId("create-name").click();
  await page.getByTestId("form-name-submit").click();
  await expect(page.getByText("Form name is required")).toBeVisible();
  await page.getByTestId("form-name-input").fill("Party RSVP");
  await page.getByTestId("form-name-submit").click();
  await expect(page).toHaveURL(/\/edit\?view=form/);

  for (const type of ["shortText", "email", "radio", "longText", "checkbox"]) await dragToCanvas(page, type);
  const elements = page.getByTestId("canvas-element");
  await configure(page, elements.nth(0), "Name");
  await page.getByTestId("config-required").check();
  await configure(page, elements.nth(1), "Email");
  const radio = await configure(page, elements.nth(2), "Coming?");
  await radio.getByTestId("config-options").fill("Yes\nNo");
  await configure(page, elements.nth(3), "Why not?");
  await configure(page, elements.nth(4), "Keep me posted");
  await expect(page.getByTestId("editor-status")).toHaveText("Unsaved changes");
  await page.getByTestId("editor-save").click();
  await expect(page.getByTestId("editor-status")).toHaveText("Not published");

  await page.getByTestId("tab-logic").click();
  await page.getByTestId("logic-when").click();
  await page.getByRole("option", { name: "Coming?" }).click();
  await page.getByTestId("logic-value").click();
  await page.getByRole("option", { name: "No" }).click();
  await page.getByTestId("logic-target").click();
  await page.getByRole("option", { name: "Why not?" }).click();
  await page.getByTestId("logic-add").click();
  await expect(page.getByTestId("logic-rule")).toHaveText(/When Coming\? is "No", show Why not\?/);

  await page.getByTestId("editor-publish").click();
  await expect(page.getByTestId("editor-status")).toHaveText("Published");
  await page.getByRole("button", { name: "Share" }).click();
  const link = (await page.getByTestId("public-link").textContent())!;
  const slug = link.split("/f/")[1]!;

  // A stranger, signed out, in another browser context.
  const stranger = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: "en-US" });
  const form = await stranger.newPage();
  await form.goto(`/f/${slug}`);
  await expect(form.getByRole("heading", { name: "Party RSVP" })).toBeVisible();
  await expect(form.getByLabel("Why not?")).toHaveCount(0);
  await form.getByTestId("form-submit").click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await form.getByLabel("Name").fill("Sam Stranger");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByRole("radio", { name: "No" }).check();
  await expect(form.getByLabel("Why not?")).toBeVisible();
  await form.getByLabel("Why not?").fill("Out of town");
  await form.getByRole("radio", { name: "Yes" }).check();
  await expect(form.getByLabel("Why not?")).toHaveCount(0);
  await form.getByRole("radio", { name: "No" }).check();
  await form.getByLabel("Why not?").fill("Out of town");
  // The proof-of-work widget (ALTCHA, our own challenge) solves by itself, in web workers the page's
  // CSP allows; the submission carries its solution.
  await expect(form.getByTestId("form-challenge")).toContainText("Verified", { timeout: 30_000 });
  await expect(form.locator("altcha-widget .altcha")).toHaveAttribute("data-state", "verified");
  await form.getByTestId("form-submit").click();
  await expect(form.getByTestId("form-thanks")).toBeVisible();
  await stranger.close();

  await page.getByTestId("tab-responses").click();
  const row = page.getByTestId("response-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Sam Stranger");
  await expect(row).toContainText("Out of town");
  await page.getByTestId("tab-analyze").click();
  await expect(page.getByTestId("analyze-submissions")).toHaveText("1");
  await expect(page.getByTestId("analyze-views")).toHaveText("1");
  await expect(page.getByTestId("analyze-completion")).toHaveText("100%");
});

test("folders: create one, move a form into it from its card, open, rename and delete it", async ({
  page,
  db,
  member,
}) => {
  const projectId = (await seedProject(db, member.workspace.id, { name: "Website" })).id;
  const moduleId = (await seedProjectModule(db, projectId, { tag: "FormBuilder", name: "Forms" })).id;
  for (const [i, title] of ["Party RSVP", "Venue survey"].entries())
    await db.form.create({
      data: {
        id: newId(),
        workspaceId: member.workspace.id,
        moduleId,
        projectModuleId: moduleId,
        title,
        private: false,
        slug: `e2efolder${i}${Date.now().toString(36)}`,
        createdById: member.id,
      },
    });
  await signInAs(page, member, `/form-builder/${moduleId}/dashboard/folders`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/forms\\?active=folders`));
  await expect(page.getByText("No folders yet. Create one to group your forms.")).toBeVisible();
  await openMenuItem(
    page.getByTestId("new-folder"),
    page.getByTestId("folder-name-modal").getByRole("textbox"),
  );
  const name = page.getByTestId("folder-name-modal").getByRole("textbox");
  await page.getByTestId("folder-name-modal").getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Folder name is required")).toBeVisible();
  await name.fill("Events");
  await name.press("Enter");
  await expect(page.getByTestId("folder-card")).toHaveText(/Events\s*0 forms/);

  // Back on the forms tab, the card's menu files the form.
  await page.getByRole("tab", { name: "Forms" }).click();
  const card = page.getByTestId("form-card").filter({ hasText: "Party RSVP" });
  await openMenuItem(
    card.getByRole("button", { name: "Actions for Party RSVP" }),
    page.getByRole("menuitem", { name: "Move to folder" }),
  );
  await page.getByRole("menuitem", { name: "Move to folder" }).click();
  const dialog = page.getByTestId("move-to-folder");
  await dialog.getByLabel("Folder").click();
  await page.getByRole("option", { name: "Events" }).click();
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Party RSVP moved to Events.")).toBeVisible();
  await expect(card.getByTestId("form-card-folder")).toHaveText("Events");

  await page.getByRole("tab", { name: "Folders" }).click();
  await expect(page.getByTestId("folder-card")).toHaveText(/Events\s*1 form/);
  await page.getByTestId("folder-card").getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/active=folders&folder=/);
  await expect(page.getByTestId("folder-title")).toHaveText("Events");
  await expect(page.getByTestId("form-card")).toHaveCount(1);
  await expect(page.getByTestId("form-card")).toContainText("Party RSVP");

  await page.getByRole("button", { name: "Actions for Events" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await name.fill("Parties");
  await name.press("Enter");
  await expect(page.getByTestId("folder-title")).toHaveText("Parties");

  await page.getByRole("button", { name: "Actions for Parties" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText("Its form stays on the dashboard, in no folder.")).toBeVisible();
  await page.getByTestId("confirm-action").click();
  await expect(page).toHaveURL(/active=folders$/);
  await expect(page.getByText("No folders yet. Create one to group your forms.")).toBeVisible();
  await page.getByRole("tab", { name: "Forms" }).click();
  await expect(page.getByTestId("form-card")).toHaveCount(2);
  await expect(page.getByTestId("form-card-folder")).toHaveCount(0);
});
