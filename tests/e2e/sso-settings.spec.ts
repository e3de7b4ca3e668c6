import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedUser, seedWorkspace } from "../../prisma/seed/users";
import { E2E_OIDC_NAME } from "../../playwright.config";
import { expectAccessible } from "./a11y";
import { signInAtProvider } from "./oidc/sign-in";
import { expect, openMenuItem, signInAs, test, uniqueEmail } from "./fixtures";

// Settings → Single sign-on (issue 39): the workspace's owner claims an e-mail domain and picks the
// role its people join with; someone new at that domain then signs in through the test provider
// (tests/e2e/oidc/provider.mjs, named E2E_OIDC_NAME) and lands in the owner's workspace as a viewer.
// The page in Spanish, checked with axe: a refused domain, one another workspace claimed (409); a
// member who is not the owner is told who manages it.

/** A domain no other run has claimed. */
const uniqueDomain = () =>
  `sso-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.example.org`;

/** Types `text` into the domains field and presses Enter. */
async function addDomain(page: Page, text: string) {
  const field = page.getByTestId("sso-domains");
  await field.fill(text);
  await field.press("Enter");
}

test("the owner claims a domain; someone new at it signs in with the provider and joins as a viewer", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await openMenuItem(page.getByTestId("profile-menu"), page.getByTestId("sso-link"));
  await page.getByTestId("sso-link").click();
  await expect(page).toHaveURL(/\/settings\/sso$/);
  await expect(page.getByRole("heading", { name: "Single sign-on", level: 2 })).toBeVisible();
  await expect(page.getByTestId("sso-provider-name")).toHaveText(`People sign in with ${E2E_OIDC_NAME}`);
  await expect(page.getByTestId("sso-note")).toContainText(
    `join Mia's Team when they sign in with ${E2E_OIDC_NAME}. A domain can belong to one workspace only.`,
  );
  await expect(page.getByTestId("sso-role")).toHaveValue("Member");
  const save = page.getByTestId("sso-save");
  await expect(save).toBeDisabled();

  // Not a domain: marked and named, and nothing is sent; removed with the keyboard.
  await addDomain(page, "intranet");
  await expect(page.getByText("intranet: Enter a domain such as example.com")).toBeVisible();
  await expect(page.getByTestId("sso-domains")).toHaveAttribute("aria-invalid", "true");
  await save.click();
  expect(await db.ssoDomain.count({ where: { workspaceId: member.workspace.id } })).toBe(0);
  await page.getByTestId("sso-domains").press("Backspace");
  await expect(page.getByTestId("sso-domain-pill")).toHaveCount(0);
  await expect(page.getByTestId("sso-domains")).not.toHaveAttribute("aria-invalid", "true");

  // Typed in capitals with a leading "@": kept lower-cased, without it.
  const domain = uniqueDomain();
  await addDomain(page, `@${domain.toUpperCase()}`);
  await expect(page.getByTestId("sso-domain-pill")).toHaveText([domain]);
  await openMenuItem(page.getByTestId("sso-role"), page.getByRole("option", { name: "Viewer" }));
  await page.getByRole("option", { name: "Viewer" }).click();
  await expect(page.getByTestId("sso-role")).toHaveValue("Viewer");
  await save.click();
  await expect(page.getByText("Single sign-on settings saved")).toBeVisible();
  await expect(save).toBeDisabled();
  await expect
    .poll(() => db.ssoDomain.findUnique({ where: { domain }, select: { workspaceId: true } }))
    .toEqual({ workspaceId: member.workspace.id });
  await expect
    .poll(() =>
      db.workspace.findUniqueOrThrow({
        where: { id: member.workspace.id },
        select: { ssoDefaultRole: true },
      }),
    )
    .toEqual({ ssoDefaultRole: "viewer" });
  await page.reload();
  await expect(page.getByTestId("sso-domain-pill")).toHaveText([domain]);
  await expect(page.getByTestId("sso-role")).toHaveValue("Viewer");

  // Someone new at the domain: signed in through the provider, straight into the owner's workspace.
  const email = `someone@${domain}`;
  // Off the app first: a page that finds its session gone navigates itself, aborting the goto below.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await page.getByRole("button", { name: `Continue with ${E2E_OIDC_NAME}` }).click();
  await signInAtProvider(page, { email, name: "Sol Someone" });
  await expect(page).not.toHaveURL(/\/auth\/login|\/onboarding/);
  await expect(page.getByText(member.workspace.name).first()).toBeVisible();
  const joined = await db.workspaceMember.findFirst({
    where: { workspaceId: member.workspace.id, user: { email } },
    select: { role: true },
  });
  expect(joined).toEqual({ role: "viewer" });
});

test("single sign-on in Spanish, with axe: refused and taken domains; a member who is not the owner is told who manages it", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  // A domain another workspace claimed.
  const rival = await seedUser(db, { email: uniqueEmail("sso-rival"), name: "Rita Rival" });
  const rivalWorkspace = await seedWorkspace(db, rival.id, { name: "Rival Team" });
  const taken = uniqueDomain();
  await db.ssoDomain.create({ data: { domain: taken, workspaceId: rivalWorkspace.id } });

  await signInAs(page, member, "/settings/sso");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Inicio de sesión único", level: 2 })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "El proveedor de identidad del servidor", level: 3 }),
  ).toBeVisible();
  await expect(page.getByTestId("sso-provider-name")).toHaveText(
    `Las personas inician sesión con ${E2E_OIDC_NAME}`,
  );
  await expect(page.getByTestId("sso-role")).toHaveValue("Miembro");
  await expectAccessible(page, { name: "single sign-on (es)" });

  // The role's list open.
  await openMenuItem(page.getByTestId("sso-role"), page.getByRole("option", { name: "Lector" }));
  await expect(page.getByRole("option", { name: "Invitado" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Administrador" })).toBeVisible();
  await expectAccessible(page, { name: "single sign-on (es): the role's list" });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("option", { name: "Lector" })).toHaveCount(0);

  // A refused domain, named in the field's error.
  await addDomain(page, "localhost");
  await expect(page.getByText("localhost: Escribe un dominio como example.com")).toBeVisible();
  await expectAccessible(page, { name: "single sign-on (es): a refused domain" });
  await page.getByTestId("sso-domains").press("Backspace");

  // A domain another workspace claimed: the answer names it, nothing is saved.
  await addDomain(page, taken);
  await page.getByTestId("sso-save").click();
  await expect(page.getByTestId("sso-error")).toHaveText(
    `${taken} ya lo usa otro espacio de trabajo. Un dominio solo puede pertenecer a un espacio de trabajo.`,
  );
  await expectAccessible(page, { name: "single sign-on (es): a domain already taken" });
  expect(await db.ssoDomain.findUnique({ where: { domain: taken }, select: { workspaceId: true } })).toEqual({
    workspaceId: rivalWorkspace.id,
  });

  // An administrator of the workspace, not its owner: the notice instead of the form; the API refuses.
  const admin = await seedUser(db, { email: uniqueEmail("sso-admin"), name: "Ada Admin" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: admin.id, role: "admin" },
  });
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await signInAs(page, admin, "/settings/sso");
  await expect(page.getByRole("heading", { name: "Inicio de sesión único", level: 2 })).toBeVisible();
  await expect(page.getByTestId("sso-forbidden")).toContainText(
    "Solo el propietario de Mia's Team gestiona su inicio de sesión único.",
  );
  await expect(page.getByTestId("sso-domains-card")).toHaveCount(0);
  await expectAccessible(page, { name: "single sign-on (es): not the owner" });
  const refused = await page.request.get("/api/v1/sso");
  expect(refused.status()).toBe(403);
});
