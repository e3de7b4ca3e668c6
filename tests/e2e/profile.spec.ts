import sharp from "sharp";
import { E2E_OIDC_NAME, E2E_PORT } from "../../playwright.config";
import { expectAccessible } from "./a11y";
import { signInAtProvider } from "./oidc/sign-in";
import { expect, latestMailLink, secondBrowser, signIn, signInAs, test, uniqueEmail } from "./fixtures";

// The profile (issue 40, item 1): /settings/profile from the profile menu — picture, name, password,
// sessions, address, connected sign-ins and deleting the account.

/** A 600×400 PNG: green on the left, blue on the right. */
async function picture(): Promise<Buffer> {
  const left = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#2f9e44" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: "#1c7ed6" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

test("a person changes their picture, name and password from the profile", async ({ page, member }) => {
  test.setTimeout(90_000);
  await signInAs(page, member);
  await page.getByTestId("profile-menu").click();
  await page.getByTestId("profile-link").click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByTestId("profile-settings")).toBeVisible();
  await expectAccessible(page, { name: "profile" });

  // A GIF is refused with the spec's words, before any upload.
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByTestId("avatar-error")).toHaveText("You can only upload JPG/PNG file!");

  // A PNG: the square is moved with the keyboard and zoomed, then saved.
  await chooser.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await picture() });
  const crop = page.getByTestId("avatar-crop");
  await expect(crop).toBeVisible();
  await expectAccessible(page, { name: "avatar crop" });
  await page.getByTestId("avatar-crop-area").focus();
  await page.keyboard.press("ArrowLeft");
  await page.getByRole("slider").focus();
  await page.keyboard.press("ArrowRight");
  await page.getByTestId("avatar-crop-save").click();
  await expect(page.getByText("Picture saved.")).toBeVisible();
  await expect(crop).toBeHidden();
  const headerAvatar = page.getByTestId("profile-menu").locator("img");
  await expect(headerAvatar).toHaveAttribute("src", /\/api\/v1\/users\/[0-9a-f]{24}\/avatar\?v=1$/);
  // The picture is served.
  const served = await page.request.get((await headerAvatar.getAttribute("src")) ?? "");
  expect(served.headers()["content-type"]).toBe("image/webp");

  // The name, shown in the header at once.
  const name = page.getByTestId("profile-name-input");
  await name.fill("Mi");
  await page.getByTestId("profile-name-save").click();
  await expect(page.getByText("Name must be at least 3 characters long.")).toBeVisible();
  await name.fill("Mia Montes");
  await page.getByTestId("profile-name-save").click();
  await expect(page.getByText("Name saved.")).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("Mia Montes");

  // The password: a wrong current one is refused, then changed; the new one signs in.
  await page.getByTestId("profile-password-current").fill("not-it");
  await page.getByTestId("profile-password-new").fill("Brand#New2026");
  await page.getByTestId("profile-password-submit").click();
  await expect(page.getByTestId("profile-password-error")).toHaveText(
    "Your current password is not correct.",
  );
  await page.getByTestId("profile-password-current").fill(member.password);
  await page.getByTestId("profile-password-submit").click();
  await expect(page.getByText("Password changed.")).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, { email: member.email, password: "Brand#New2026" });
  await expect(page).toHaveURL(/\/projects/);
});

test("a person signs out another browser and moves their account to a new address", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const other = await secondBrowser(browser, member);
  await signInAs(page, member, "/settings/profile");
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText("This device");
  await page
    .locator('[data-testid="session-row"][data-current="false"]')
    .getByTestId("session-sign-out")
    .click();
  await expect(page.getByText("Session signed out.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The other browser is signed out.
  await other.page.goto("/projects");
  await expect(other.page).toHaveURL(/\/auth\/login/);
  await other.context.close();

  // A new address: a link to it; the account moves when it is opened.
  const next = uniqueEmail("moved");
  await page.getByTestId("profile-email-input").fill(next);
  await page.getByTestId("profile-email-password").fill(member.password);
  await page.getByTestId("profile-email-submit").click();
  await expect(page.getByTestId("profile-email-pending")).toContainText(next);
  await page.goto(await latestMailLink(db, next));
  await expect(page.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await page.getByTestId("confirm-email-submit").click();
  await expect(page.getByText(`Your account now uses ${next}.`)).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByTestId("profile-email")).toContainText(`You sign in with ${next}.`);
  // The old address was told.
  await expect
    .poll(
      async () =>
        (await db.outboxEmail.findFirst({ where: { to: member.email }, orderBy: { createdAt: "desc" } }))
          ?.subject,
    )
    .toBe("Your account's email address was changed");
});

test("a person connects the company's sign-in, disconnects it, then deletes their account — in Spanish", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  await page
    .context()
    .addCookies([{ name: "NEXT_LOCALE", value: "es", url: `http://localhost:${E2E_PORT}` }]);
  await signInAs(page, member, "/settings/profile");
  await expect(page.getByRole("heading", { name: "Perfil", level: 2 })).toBeVisible();
  await expectAccessible(page, { name: "profile in Spanish" });

  const row = page.locator(`[data-testid="account-row"][data-provider="oidc"]`);
  await expect(row).toContainText("No conectado");
  await row.getByTestId("account-connect").click();
  // Another address at the provider: connecting does not need it to match.
  await signInAtProvider(page, { email: uniqueEmail("work"), name: "Mia at work" });
  await expect(page).toHaveURL(/\/settings\/profile\?linked=oidc/);
  await expect(page.getByTestId("accounts-linked")).toContainText(`${E2E_OIDC_NAME} está conectado`);
  await expect(row).toContainText("Conectado");
  expect(await db.account.count({ where: { userId: member.id, provider: "oidc" } })).toBe(1);
  await row.getByTestId("account-disconnect").click();
  await expect(row).toContainText("No conectado");
  expect(await db.account.count({ where: { userId: member.id } })).toBe(0);

  // Deleting: the workspace owned alone goes with the account.
  await page.getByTestId("delete-account-open").click();
  const dialog = page.getByTestId("delete-account-dialog");
  await expect(dialog.getByTestId("delete-account-deleted")).toContainText(member.workspace.name);
  const submit = dialog.getByTestId("delete-account-submit");
  await expect(submit).toBeDisabled();
  await dialog.getByTestId("delete-account-confirmation").fill(member.email);
  await dialog.getByTestId("delete-account-password").fill(member.password);
  await submit.click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).deletedAt).not.toBeNull();
  expect(await db.workspace.count({ where: { id: member.workspace.id } })).toBe(0);
});
