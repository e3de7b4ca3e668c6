import type { Locator, Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, openMenuItem, signIn, test } from "./fixtures";

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
  await signIn(page, member);
  await expect(page).toHaveURL(/\/projects/);

  await page.goto(`/form-builder/${moduleId}`);
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
