import { E2E_OIDC_NAME } from "../../playwright.config";
import { expectAccessible } from "./a11y";
import { signInAtProvider } from "./oidc/sign-in";
import { expect, test, uniqueEmail } from "./fixtures";

// Single sign-on with an OpenID Connect provider (issue 39): the test provider of
// tests/e2e/oidc/provider.mjs, which playwright.config.ts starts beside the app and names in OIDC_*.
// Its sign-in page asks whom to sign in as.

test("a new person signs in with the company's provider; an existing one is linked to their account", async ({
  page,
  db,
  member,
}) => {
  await page.goto("/auth/login");
  await expectAccessible(page, { name: "login with single sign-on" });
  const email = uniqueEmail("sso");
  await page.getByRole("button", { name: `Continue with ${E2E_OIDC_NAME}` }).click();
  await signInAtProvider(page, { email, name: "Sam Sso" });
  // A new account, its address verified by the provider, signed in: no workspace yet.
  await expect(page).toHaveURL(/\/onboarding/);
  const created = await db.user.findUniqueOrThrow({
    where: { email },
    select: { name: true, emailVerifiedAt: true, accounts: { select: { provider: true } } },
  });
  expect(created).toMatchObject({ name: "Sam Sso", accounts: [{ provider: "oidc" }] });
  expect(created.emailVerifiedAt).not.toBeNull();

  // Someone who signed up with a password (a verified address) signs in through the provider.
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await page.getByTestId("login-sso").click();
  await signInAtProvider(page, { email: member.email, name: "Mia at Acme" });
  await expect(page).not.toHaveURL(/\/auth\/login|\/onboarding/);
  await expect(page.getByText(member.workspace.name).first()).toBeVisible();
  const linked = await db.account.findMany({
    where: { user: { email: member.email } },
    select: { provider: true },
  });
  expect(linked).toEqual([{ provider: "oidc" }]);
});

test("an address the provider has not verified is refused, in Spanish", async ({ page }) => {
  await page.goto("/auth/login");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.reload();
  await page.getByRole("button", { name: `Continuar con ${E2E_OIDC_NAME}` }).click();
  await signInAtProvider(page, { email: uniqueEmail("sso-unverified"), name: "Una", verified: false });
  await expect(page).toHaveURL(/\/auth\/login\?error=SsoEmailUnverified/);
  await expect(page.getByTestId("login-google-error")).toContainText(
    "Tu proveedor de inicio de sesión no ha verificado esta dirección de correo",
  );
});
