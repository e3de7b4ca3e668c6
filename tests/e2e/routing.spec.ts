import { seedWorkspace } from "../../prisma/seed/users";
import { expect, signIn, test, signInAs } from "./fixtures";

test("a signed-out visitor is sent to login and, once signed in, on to where they were going", async ({
  page,
  member,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprojects%3Fview%3Dgrid$/);
  await page.goto("/projects?view=list");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprojects%3Fview%3Dlist$/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/projects\?view=list$/);

  // Public screens send a signed-in visitor home.
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
});

test("a user with several workspaces and none chosen picks one on /workspaces", async ({
  page,
  member,
  db,
}) => {
  await seedWorkspace(db, member.id, { name: "Second Team" });
  await signIn(page, member);
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole("heading", { name: "Choose workspace" })).toBeVisible();
  await expect(page.getByTestId("workspace-card")).toHaveCount(2);
  const card = page.getByTestId("workspace-card").filter({ hasText: "Second Team" });
  await expect(card).toContainText("1 member");
  await card.getByRole("button", { name: "Activate" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("projects-workspace")).toContainText("Second Team");

  // The choice is remembered for this e-mail at the next sign-in.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("projects-workspace")).toContainText("Second Team");
});

test("unknown pages show the 404 screen, bad search params the error screen", async ({ page, member }) => {
  await signInAs(page, member, "/no-such-page");
  await expect(page.getByTestId("status-code")).toHaveText("404");
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back Home" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);

  await page.goto("/projects?view=sideways");
  await expect(page.getByRole("heading", { name: "Invalid search params" })).toBeVisible();
  await expect(page.getByText("Please double check the requested URL")).toBeVisible();
});

test("a signed-out visitor of an unknown page gets the 404 screen, not the login page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByTestId("status-code")).toHaveText("404");
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
  // A known section still asks for a session.
  await page.goto("/projects/no-such-page");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprojects%2Fno-such-page$/);
});

test("a signed-in visitor is never redirected off-site by ?redirect=", async ({ page, member, baseURL }) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  for (const redirect of [
    "/%09/evil.example",
    "%2F%09%2Fevil.example",
    "/%0A/evil.example",
    "/%5Cevil.example",
  ]) {
    const response = await page.request.get(`/auth/login?redirect=${redirect}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location ?? "", baseURL).href).toBe(`${baseURL}/projects?view=grid`);
  }
  await page.goto("/auth/login?redirect=/%09/evil.example");
  await expect(page).toHaveURL(`${baseURL}/projects?view=grid`);
});

test("a malformed NEXT_LOCALE cookie is answered in English", async ({ page, baseURL }) => {
  for (const value of ["%E0%A4%A", "xx"]) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value, url: baseURL }]);
    const response = await page.goto("/auth/login");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Welcome back")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
});

test("pages run under their Content-Security-Policy: nothing is refused and they hydrate", async ({
  page,
  member,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text()))
      refused.push(message.text());
  });
  const login = await page.goto("/auth/login");
  expect(login?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  // Signing in needs the hydrated form; the projects page needs its client code too.
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await expect(page.getByRole("button", { name: "Toggle colour scheme" })).toBeVisible();
  await page.getByRole("button", { name: "Toggle colour scheme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", /light|dark/);
  expect(refused).toEqual([]);
});
