import type { APIRequestContext } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { layOut } from "../../modules/form-builder/shared/templates";
import { expect, inModuleRoom, secondBrowser, test, signInAs } from "./fixtures";

// Changes reach open screens in another browser live, through the domain events outbox and the
// module's room (issue 30): a post published in the content hub, a response submitted on a public
// form. The writes go through the API with a bearer token, as a script or another device would.

async function bearer(request: APIRequestContext, user: { email: string; password: string }) {
  const answer = await request.post("/api/v1/auth/login", {
    data: { email: user.email, password: user.password },
  });
  expect(answer.ok()).toBe(true);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

test("a post published and a form response submitted appear live in another browser", async ({
  page,
  browser,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Website", createdById: member.id });
  const hub = await seedProjectModule(db, project.id, { tag: "ContentHub", name: "Site content" });
  const forms = await seedProjectModule(db, project.id, { tag: "FormBuilder", name: "Forms" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const headers = await bearer(page.request, member);

  // The content hub's list, open in another browser, shows a post as it is written and published.
  const other = await secondBrowser(browser, member);
  try {
    await other.page.goto(`/content-hub/${hub.id}`);
    await expect(other.page.getByTestId("content-empty")).toBeVisible();
    await inModuleRoom(other.page, hub.id);
    const created = await page.request.post(`/api/v1/content-hub/${hub.id}/blogs`, {
      headers,
      data: { title: "Launch notes" },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: string };
    const row = other.page.locator(`[data-testid="content-row"][data-content-id="${post.id}"]`);
    await expect(row).toContainText("Launch notes");
    await expect(row).toContainText("Draft");
    const published = await page.request.post(`/api/v1/content-hub/${hub.id}/blogs/${post.id}/publish`, {
      headers,
    });
    expect(published.ok()).toBe(true);
    await expect(row).toContainText("Published");

    // A form's responses, open in another browser, show a stranger's answer as it is submitted.
    const made = await page.request.post(`/api/v1/form-builder/${forms.id}/form`, {
      headers,
      data: {
        title: "Party RSVP",
        private: false,
        elements: layOut([["shortText", { label: "Name", required: true }, { id: "name" }]]),
        logic: [],
      },
    });
    expect(made.status()).toBe(201);
    const form = (await made.json()) as { id: string };
    const publishedForm = await page.request.post(
      `/api/v1/form-builder/${forms.id}/form/${form.id}/publish`,
      {
        headers,
      },
    );
    expect(publishedForm.ok()).toBe(true);
    const { slug } = (await publishedForm.json()) as { slug: string };
    await other.page.goto(`/form-builder/${forms.id}/${form.id}/edit?view=form`);
    await other.page.getByTestId("tab-responses").click();
    await expect(other.page.getByTestId("response-row")).toHaveCount(0);
    await inModuleRoom(other.page, forms.id);

    const stranger = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: "en-US" });
    try {
      const filling = await stranger.newPage();
      await filling.goto(`/f/${slug}`);
      await filling.getByLabel("Name").fill("Sam Stranger");
      // The proof-of-work widget solves its challenge by itself (the submission would wait for it).
      await expect(filling.locator("altcha-widget .altcha")).toHaveAttribute("data-state", "verified", {
        timeout: 30_000,
      });
      await filling.getByTestId("form-submit").click();
      await expect(filling.getByTestId("form-thanks")).toBeVisible();
    } finally {
      await stranger.close();
    }
    await expect(other.page.getByTestId("response-row")).toHaveCount(1);
    await expect(other.page.getByTestId("response-row")).toContainText("Sam Stranger");
  } finally {
    await other.context.close();
  }
});
