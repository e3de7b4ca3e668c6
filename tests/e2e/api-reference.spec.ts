import { expect, test, signInAs } from "./fixtures";

// The API reference (issue 39, docs/platform/api.md "The OpenAPI document"): from Settings → API
// tokens a person opens /developers/api, which renders the OpenAPI document the server generates
// (Scalar, loaded on this page only) without breaking the page's Content-Security-Policy.
test("the API reference renders the generated OpenAPI document, within the page's CSP", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await signInAs(page, member, "/settings/api-tokens");
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/developers\/api$/);
  await expect(page.getByRole("heading", { name: "API reference", level: 2 })).toBeVisible();
  // The document's operations, grouped by area: task management's, by its contract's summary.
  const sidebar = page.getByRole("complementary", { name: /Sidebar for/ });
  await expect(sidebar.getByRole("link", { name: /Make an API token/ })).toBeVisible({ timeout: 30_000 });
  await sidebar.getByRole("button", { name: "Open Group - task-management" }).click();
  await expect(sidebar.getByRole("link", { name: /Create a task with its subtasks/ })).toBeVisible();

  const document = await page.request.get("/api/v1/openapi.json");
  expect(document.status()).toBe(200);
  const body = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(body.paths)).toContain("/api/v1/task-management/{moduleId}/tasks");
  expect(violations).toEqual([]);
});
