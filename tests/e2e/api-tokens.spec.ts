import { request as apiRequest } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

// API tokens (issue 39, docs/platform/api.md "API tokens"): a person makes a token in Settings → API
// tokens with write access to task management, copies the secret shown once, and a script (a request
// context without cookies) creates a task with it; another area answers 403; the list shows the last
// use; revoked, the token answers 401. The page in Spanish; axe on the list and the dialog.
test("make an API token, call the API with it, see its last use, revoke it; Spanish; axe", async ({
  page,
  db,
  member,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Roadmap" });
  const form = await seedProjectModule(db, project.id, { tag: "FormBuilder", name: "Intake" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  await page.getByTestId("profile-menu").click();
  await page.getByTestId("api-tokens-link").click();
  await expect(page).toHaveURL(/\/settings\/api-tokens$/);
  await expect(page.getByRole("heading", { name: "API tokens" })).toBeVisible();
  await expect(page.getByTestId("api-tokens-empty")).toContainText("No API tokens yet");
  await expectAccessible(page, { name: "api-tokens-empty" });

  await page.getByTestId("api-token-new").click();
  const dialog = page.getByRole("dialog", { name: "New API token" });
  // Nothing chosen: the form says what is missing.
  await dialog.getByTestId("api-token-create").click();
  await expect(dialog.getByText("Give the token a name")).toBeVisible();
  await expect(dialog.getByText("Choose at least one area the token may reach")).toBeVisible();
  await dialog.getByTestId("api-token-name").fill("Roadmap sync");
  await dialog.getByTestId("api-token-scope-tasks").getByText("Read and write").click();
  await expectAccessible(page, { name: "api-token-dialog" });
  await dialog.getByTestId("api-token-create").click();

  const created = page.getByRole("dialog", { name: "Your new token" });
  await expect(created.getByText("It is shown only this once")).toBeVisible();
  const secret = (await created.getByTestId("api-token-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
  await created.getByTestId("api-token-done").click();
  const row = page.getByTestId("api-token-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Roadmap sync");
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText("tasks:write");
  await expect(row).toContainText("Never used");
  // The secret is not on the page any more.
  await expect(page.getByText(secret)).toHaveCount(0);

  // A script: no cookies, only the token.
  const script = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const task = await script.post(`/api/v1/task-management/${board.id}/tasks`, {
    data: { title: "Synced from the roadmap" },
  });
  expect(task.status(), await task.text()).toBe(201);
  const forms = await script.get(`/api/v1/form-builder/${form.id}`);
  expect(forms.status()).toBe(403);
  expect((await forms.json()).requiredScope).toBe("forms:read");

  await page.goto(`/task-management/${board.id}`);
  await expect(page.getByText("Synced from the roadmap")).toBeVisible();

  // Its last use, in Spanish.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.goto("/settings/api-tokens");
  await expect(page.getByRole("heading", { name: "Tokens de API" })).toBeVisible();
  await expect(row).not.toContainText("Sin usar");
  await expect(row).toContainText("127.0.0.1");
  await expectAccessible(page, { name: "api-tokens-list" });

  await row.getByRole("button", { name: "Revocar Roadmap sync" }).click();
  await page.getByTestId("confirm-action").click();
  await expect(page.getByText("«Roadmap sync» revocado.")).toBeVisible();
  await expect(page.getByTestId("api-tokens-empty")).toBeVisible();
  expect((await script.get(`/api/v1/task-management/${board.id}/tasks`)).status()).toBe(401);
  await script.dispose();
});

// Service tokens (docs/platform/api.md "Workspace tokens"): the workspace's owner makes one acting as
// a member with task access; a script creates a task with it, which is the token's own doing; the
// list shows its role and maker; revoked, it answers 401. Spanish; axe on the list and the dialog.
test("make a service token with a role, act as it, revoke it; Spanish; axe", async ({
  page,
  db,
  member,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Ops", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Releases" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  await page.getByTestId("profile-menu").click();
  await page.getByTestId("service-tokens-link").click();
  await expect(page).toHaveURL(/\/settings\/service-tokens$/);
  await expect(page.getByRole("heading", { name: "Service tokens" })).toBeVisible();
  await expect(page.getByTestId("api-tokens-empty")).toContainText("No service tokens yet");

  await page.getByTestId("api-token-new").click();
  const dialog = page.getByRole("dialog", { name: "New service token" });
  await dialog.getByTestId("api-token-name").fill("Deploy bot");
  await expect(dialog.getByTestId("service-token-role-select")).toHaveValue("Member");
  await dialog.getByTestId("api-token-scope-tasks").getByText("Read and write").click();
  await expectAccessible(page, { name: "service-token-dialog" });
  await dialog.getByTestId("api-token-create").click();
  const created = page.getByRole("dialog", { name: "Your new token" });
  const secret = (await created.getByTestId("api-token-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^stk_/);
  await created.getByTestId("api-token-done").click();
  const row = page.getByTestId("api-token-row");
  await expect(row).toContainText("Deploy bot");
  await expect(row.getByTestId("service-token-role")).toHaveText("Member");
  await expect(row).toContainText("Made by Mia Member");

  const script = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const task = await script.post(`/api/v1/task-management/${board.id}/tasks`, {
    data: { title: "Release 2.4" },
  });
  expect(task.status(), await task.text()).toBe(201);
  const made = await db.task.findFirstOrThrow({
    where: { title: "Release 2.4" },
    select: { createdBy: { select: { name: true, service: true } } },
  });
  expect(made.createdBy).toEqual({ name: "Deploy bot", service: true });

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.goto("/settings/service-tokens");
  await expect(page.getByRole("heading", { name: "Tokens de servicio" })).toBeVisible();
  await expect(row.getByTestId("service-token-role")).toHaveText("Miembro");
  await expectAccessible(page, { name: "service-tokens-list" });
  await row.getByRole("button", { name: "Revocar Deploy bot" }).click();
  await page.getByTestId("confirm-action").click();
  await expect(page.getByTestId("api-tokens-empty")).toBeVisible();
  expect((await script.get(`/api/v1/task-management/${board.id}/tasks`)).status()).toBe(401);
  await script.dispose();
});
