import { newId } from "../../lib/server/ids";
import { seedUser } from "../../prisma/seed/users";
import { E2E_OIDC_NAME } from "../../playwright.config";
import { expectAccessible } from "./a11y";
import { signInAtProvider } from "./oidc/sign-in";
import { expect, openMenuItem, signInAs, test, uniqueEmail } from "./fixtures";

// "SSO required" (issue 39, docs/platform/single-sign-on.md): the owner turns it on under Settings →
// Single sign-on (asked first); a member who signed in with a password is then shown why they cannot
// work in the workspace, in Spanish, checked with axe, continues with the test provider
// (tests/e2e/oidc/provider.mjs) and is back in the workspace.

test("the owner requires single sign-on; a member signed in with a password continues with the provider", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const pat = await seedUser(db, { email: uniqueEmail("pat"), name: "Pat Password" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: pat.id, role: "member" },
  });
  await db.user.update({ where: { id: pat.id }, data: { lastWorkspaceId: member.workspace.id } });

  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await openMenuItem(page.getByTestId("profile-menu"), page.getByTestId("sso-link"));
  await page.getByTestId("sso-link").click();
  await expect(page).toHaveURL(/\/settings\/sso$/);
  const required = page.getByRole("switch", { name: `Members must sign in with ${E2E_OIDC_NAME}` });
  await expect(required).not.toBeChecked();
  await required.click();
  const confirm = page.getByRole("dialog", { name: "Require single sign-on?" });
  await expect(confirm).toContainText(`continue with ${E2E_OIDC_NAME} on their next click`);
  await page.getByTestId("confirm-action").click();
  await expect(page.getByText("Single sign-on is now required")).toBeVisible();
  await expect(required).toBeChecked();
  // The owner goes on working.
  await page.goto("/projects");
  await expect(page).toHaveURL(/\/projects/);

  // Pat, signed in with a password, in Spanish.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await signInAs(page, pat);
  await expect(page).toHaveURL(/\/sso-required$/);
  await expect(
    page.getByRole("heading", { name: `${member.workspace.name} requiere inicio de sesión único` }),
  ).toBeVisible();
  await expectAccessible(page, { name: "sso-required" });
  await page.getByTestId("sso-required-continue").click();
  await signInAtProvider(page, { email: pat.email, name: "Pat Password" });
  await expect(page).toHaveURL(/\/projects/);
  await expect(page.getByText(member.workspace.name).first()).toBeVisible();
  const session = await db.session.findFirstOrThrow({
    where: { userId: pat.id, viaSso: true },
    select: { workspaceId: true },
  });
  expect(session.workspaceId).toBe(member.workspace.id);
});
