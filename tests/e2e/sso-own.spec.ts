import { E2E_DNS_PORT, E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_PORT } from "../../playwright.config";
import { expectAccessible } from "./a11y";
import { signInAtProvider } from "./oidc/sign-in";
import { expect, signInAs, test } from "./fixtures";

// A workspace's own identity provider (issue 39): its owner connects it on Settings → Single sign-on
// (the test provider, tests/e2e/oidc/provider.mjs), claims a domain and proves it with a TXT record
// (set at the test DNS server, tests/e2e/dns/run.mjs, as a DNS host would); someone new at that
// domain then signs in from the login page's "single sign-on" with their work address and lands in
// the workspace. The sign-in page in Spanish, with axe.

const ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;

/** Sets a TXT record at the test DNS server. */
async function publishTxt(name: string, value: string) {
  const res = await fetch(`http://127.0.0.1:${E2E_DNS_PORT + 1}/records/${name}`, {
    method: "PUT",
    body: value,
  });
  expect(res.status).toBe(204);
}

test("the owner connects the company's provider and verifies a domain; someone there signs in with their work address", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, member, "/settings/sso");
  const card = page.getByTestId("sso-own-provider");
  await expect(card.getByRole("heading", { name: "Your organisation's provider" })).toBeVisible();
  await expect(page.getByTestId("sso-own-callback")).toHaveValue(/\/auth\/sso\/callback$/);

  // Nothing typed: each field says what it needs, and nothing is saved.
  await page.getByTestId("sso-own-save").click();
  await expect(card.getByText("Name is required")).toBeVisible();
  await expect(card.getByText("Client secret is required")).toBeVisible();
  await page.getByTestId("sso-own-name").fill("Acme Okta");
  await page.getByTestId("sso-own-issuer").fill(ISSUER);
  await page.getByTestId("sso-own-client-id").fill(E2E_OIDC_CLIENT.id);
  await page.getByTestId("sso-own-client-secret").fill(E2E_OIDC_CLIENT.secret);
  await page.getByTestId("sso-own-save").click();
  await expect(page.getByText("Your organisation's provider was saved")).toBeVisible();
  await expect(page.getByTestId("sso-own-status")).toHaveText("On");
  await expect(page.getByTestId("sso-own-sign-in")).toHaveValue(
    new RegExp(`/auth/sso/start\\?workspace=${member.workspace.id}$`),
  );
  await expect(page.getByTestId("sso-own-client-secret")).toHaveValue("");

  // A domain, claimed and proved.
  const domain = `own-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.org`;
  await page.getByTestId("sso-domains").fill(domain);
  await page.getByTestId("sso-domains").press("Enter");
  await page.getByTestId("sso-save").click();
  await expect(page.getByText("Single sign-on settings saved")).toBeVisible();
  const row = page.getByTestId("sso-verify-row").filter({ hasText: domain });
  await expect(row).toContainText("Not verified");
  await row.getByTestId("sso-verify-button").click();
  await expect(page.getByTestId("sso-verify-error")).toContainText(
    "No TXT record with this workspace's value",
  );
  await publishTxt(`_suite-verification.${domain}`, await page.getByTestId("sso-verify-value").inputValue());
  await row.getByTestId("sso-verify-button").click();
  await expect(page.getByText(`${domain} is verified`)).toBeVisible();
  await expect(row).toContainText("Verified");
  await expect(row.getByTestId("sso-verify-button")).toHaveCount(0);
  await expectAccessible(page, { name: "single sign-on, own provider" });

  // Someone new at the domain: from the login page, by their work address, into the workspace.
  const email = `ana@${domain}`;
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await page.getByTestId("login-sso-own").click();
  await expect(page).toHaveURL(/\/auth\/sso/);
  await page.getByTestId("sso-email").fill(email);
  await page.getByTestId("sso-continue").click();
  await signInAtProvider(page, { email, name: "Ana Acme" });
  await expect(page).toHaveURL(/\/projects/);
  await expect(page.getByText(member.workspace.name).first()).toBeVisible();
  const joined = await db.workspaceMember.findFirst({
    where: { workspaceId: member.workspace.id, user: { email } },
    select: { role: true },
  });
  expect(joined).toEqual({ role: "member" });
});

test("the single sign-on page in Spanish, with axe: an address with no provider is told so", async ({
  page,
}) => {
  await page
    .context()
    .addCookies([{ name: "NEXT_LOCALE", value: "es", url: `http://localhost:${E2E_PORT}` }]);
  await page.goto("/auth/sso");
  await expect(page.getByRole("heading", { name: "Inicio de sesión único" })).toBeVisible();
  await page.getByTestId("sso-continue").click();
  await expect(page.getByText("Introduce una dirección de correo de trabajo válida.")).toBeVisible();
  await page.getByTestId("sso-email").fill("eva@nadie-aqui.example.net");
  await page.getByTestId("sso-continue").click();
  await expect(page.getByTestId("sso-error")).toHaveText(
    "No hay inicio de sesión único configurado para nadie-aqui.example.net. Inicia sesión con tu correo y contraseña, o pregunta a tu administrador.",
  );
  await expect(page.getByTestId("sso-email")).toHaveValue("eva@nadie-aqui.example.net");
  await expectAccessible(page, { name: "single sign-on page (es)" });
});
