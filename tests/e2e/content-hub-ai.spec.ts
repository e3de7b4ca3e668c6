import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, openAskAi, test, signInAs } from "./fixtures";

// Ask AI in a content hub (issue 16): the built-in assistant drafts a post from the hub's own
// categories, and Create post lands in the new post's editor.

test.use({ viewport: { width: 1440, height: 1000 } });

test("the suggested post draft becomes a post in its editor with Create post", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Website", createdById: member.id });
  const hub = await seedProjectModule(db, project.id, { tag: "ContentHub", name: "Site content" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const category = await page.request.post(`/api/v1/content-hub/${hub.id}/categories`, {
    data: { name: "Products", contentType: "blog" },
  });
  expect(category.status()).toBe(201);
  await page.goto(`/content-hub/${hub.id}`);
  await expect(page.getByRole("heading", { name: "Site content" })).toBeVisible();

  const dialog = await openAskAi(page);
  await expect(dialog.getByTestId("ask-ai-welcome")).toContainText(
    "I can draft blog posts and product descriptions from this hub's content",
  );
  await expect(dialog.getByTestId("ask-ai-suggestion")).toHaveText([
    "Draft a blog post about getting started with our products",
    "What is published in this hub?",
    "Which drafts are waiting to be published?",
  ]);
  await expect(dialog.getByTestId("ask-ai-feature")).toHaveCount(3);
  await expect(dialog.getByTestId("ask-ai-provider")).toHaveText(/answers from this hub's content/);

  await dialog
    .getByRole("button", { name: "Draft a blog post about getting started with our products" })
    .click();
  const reply = dialog.locator("[data-author='assistant'][data-state='complete']");
  await expect(reply).toHaveCount(1);
  const draft = reply.getByTestId("ask-ai-draft");
  await expect(draft.getByTestId("ask-ai-draft-title")).toHaveText("Getting started with our products");
  await expect(draft.getByText("Products", { exact: true })).toBeVisible();
  await draft.getByRole("button", { name: "Create post" }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/content-hub/${hub.id}/blog/[0-9a-f]{24}$`));
  await expect(page.getByTestId("editor-title")).toHaveText("Getting started with our products");
  await expect(page.getByTestId("editor-state")).toHaveText("Draft");
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByRole("heading", { name: "How to get started", level: 2 })).toBeVisible();
});
