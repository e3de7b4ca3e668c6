import type { Browser, Page } from "@playwright/test";
import { seedUser, seedWorkspace } from "../../prisma/seed/users";
import { expect, latestMailLink, signIn, test, uniqueEmail, signInAs } from "./fixtures";

type Owner = { email: string; password: string };

/** The owner signs in and invites through the REST API with their session; returns the e-mailed link. */
async function invite(
  page: Page,
  db: Parameters<typeof latestMailLink>[0],
  owner: Owner,
  data: { email: string; role: string; accessToAll?: boolean },
  locale?: { name: string; value: string; url: string },
): Promise<string> {
  await signInAs(page, owner);
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  // The e-mail is written in the inviter's language (their language cookie).
  if (locale) await page.context().addCookies([locale]);
  const res = await page.request.post("/api/v1/workspace/invitation", { data });
  expect(res.status()).toBe(201);
  const link = await latestMailLink(db, data.email);
  expect(link).toMatch(/\/auth\/invite\/accept\?token=[A-Za-z0-9_-]{43}$/);
  return link;
}

/** A separate browser (no cookies shared with the owner), optionally in Spanish. */
async function freshPage(browser: Browser, baseURL: string | undefined, locale?: "es") {
  const context = await browser.newContext();
  if (locale) await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  return { context, page: await context.newPage() };
}

test.describe("accepting an invitation", () => {
  test("a new person joins with a name and password and lands in the inviter's workspace", async ({
    page,
    browser,
    baseURL,
    db,
    member,
  }) => {
    const email = uniqueEmail("newcomer");
    const link = await invite(page, db, member, { email, role: "member" });

    const { context, page: guest } = await freshPage(browser, baseURL);
    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: "Join Mia's Team workspace" })).toBeVisible();
    await expect(guest.getByText("Mia Member invited you to join as Member.")).toBeVisible();
    await expect(guest.getByTestId("invite-email")).toHaveValue(email);

    await guest.getByRole("button", { name: "Join workspace" }).click();
    await expect(guest.getByText("Name is required")).toBeVisible();
    await expect(guest.getByText("Password is required")).toBeVisible();

    await guest.getByLabel("Name").fill("Al");
    await guest.getByLabel("Password", { exact: true }).fill("weak");
    await guest.getByRole("button", { name: "Join workspace" }).click();
    await expect(guest.getByText("Name must be at least 3 characters long.")).toBeVisible();
    await expect(
      guest.getByText(
        "Your password doesn't meet the required criteria. Please try again using a combination of:",
      ),
    ).toBeVisible();
    await expect(guest.getByTestId("password-checklist").locator('[data-ok="true"]')).toHaveCount(1);

    await guest.getByLabel("Name").fill("Nico Newcomer");
    await guest.getByLabel("Password", { exact: true }).fill("Joined#2024");
    await guest.getByRole("button", { name: "Join workspace" }).click();
    await expect(guest).toHaveURL(/\/projects\?view=grid$/);
    await expect(guest.getByTestId("projects-workspace")).toHaveText(
      "You are working in Mia's Team as member.",
    );

    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.name).toBe("Nico Newcomer");
    expect(
      await db.workspaceMember.findUnique({
        where: { workspaceId_userId: { workspaceId: member.workspace.id, userId: user.id } },
      }),
    ).toMatchObject({ role: "member" });

    // The link was single use.
    await guest.goto(link);
    await expect(guest.getByTestId("invite-invalid")).toContainText(
      "The link you used is not valid anymore! Contact your administrator.",
    );
    await context.close();
  });

  test("someone with an account gives only the password and is switched into the workspace", async ({
    page,
    browser,
    baseURL,
    db,
    member,
  }) => {
    const existing = await seedUser(db, { email: uniqueEmail("existing"), name: "Eve Existing" });
    await seedWorkspace(db, existing.id, { name: "Eve's Own" });
    const link = await invite(page, db, member, { email: existing.email, role: "viewer" });

    const { context, page: eve } = await freshPage(browser, baseURL);
    await eve.goto(link);
    await expect(eve.getByRole("heading", { name: "Join Mia's Team workspace" })).toBeVisible();
    await expect(eve.getByTestId("invite-email")).toHaveValue(existing.email);
    await expect(eve.getByText("You already have an account. Enter your password to join.")).toBeVisible();
    await expect(eve.getByLabel("Name")).toHaveCount(0);
    await expect(eve.getByTestId("password-checklist")).toHaveCount(0);

    await eve.getByLabel("Password", { exact: true }).fill("Wrong#999");
    await eve.getByRole("button", { name: "Join workspace" }).click();
    await expect(eve.getByTestId("invite-error")).toHaveText(
      "Wrong password. Try again or reset your password.",
    );
    await eve.getByLabel("Password", { exact: true }).fill(existing.password);
    await eve.getByRole("button", { name: "Join workspace" }).click();
    await expect(eve).toHaveURL(/\/projects\?view=grid$/);
    await expect(eve.getByTestId("projects-workspace")).toHaveText(
      "You are working in Mia's Team as viewer.",
    );
    await context.close();
  });

  test("signed in with the invited e-mail, one button joins; signed in as someone else, log out first", async ({
    page,
    browser,
    baseURL,
    db,
    member,
  }) => {
    const invitee = await seedUser(db, { email: uniqueEmail("signed"), name: "Sid Signed" });
    await seedWorkspace(db, invitee.id, { name: "Sid's Own" });
    const link = await invite(page, db, member, { email: invitee.email, role: "admin" });
    const workspaceLink = link.replace("/auth/invite/accept", "/workspace/invite/accept");

    // The owner is signed in as someone else.
    await page.goto(workspaceLink);
    await expect(page.getByTestId("invite-other-account")).toContainText(
      `This invitation was sent to ${invitee.email}, but you are signed in as ${member.email}.`,
    );
    await page.getByRole("link", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    const { context, page: sid } = await freshPage(browser, baseURL);
    await signIn(sid, invitee);
    await expect(sid.getByTestId("projects-workspace")).toContainText("Sid's Own");
    await sid.goto(workspaceLink);
    await expect(sid.getByTestId("invite-signed-in")).toHaveText(`You are signed in as ${invitee.email}.`);
    await expect(sid.getByLabel("Password", { exact: true })).toHaveCount(0);
    await sid.getByRole("button", { name: "Join workspace" }).click();
    await expect(sid).toHaveURL(/\/projects\?view=grid$/);
    await expect(sid.getByTestId("projects-workspace")).toHaveText("You are working in Mia's Team as admin.");
    await context.close();
  });

  test("a bad link shows the warning with a way to the forgotten-password screen", async ({ page }) => {
    await page.goto("/auth/invite/accept?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "The link is not valid" })).toBeVisible();
    await expect(page.getByTestId("invite-invalid")).toContainText(
      "The link you used is not valid anymore! Contact your administrator.",
    );
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);

    await page.goto("/workspace/invite/accept");
    await expect(page.getByTestId("invite-invalid")).toBeVisible();
  });

  test("the screens and e-mail speak Spanish", async ({ page, browser, baseURL, db, member }) => {
    const email = uniqueEmail("espanol");
    const link = await invite(
      page,
      db,
      member,
      { email, role: "guest" },
      { name: "NEXT_LOCALE", value: "es", url: baseURL ?? "" },
    );
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe("Mia Member te invitó a unirte a Mia's Team");

    const { context, page: guest } = await freshPage(browser, baseURL, "es");
    await guest.goto(link);
    await expect(
      guest.getByRole("heading", { name: "Únete al espacio de trabajo Mia's Team" }),
    ).toBeVisible();
    await expect(guest.getByText("Mia Member te invitó a unirte como Invitado.")).toBeVisible();
    await guest.getByRole("button", { name: "Unirse al espacio de trabajo" }).click();
    await expect(guest.getByText("El nombre es obligatorio")).toBeVisible();
    await guest.getByLabel("Nombre").fill("Gala Invitada");
    await guest.getByLabel("Contraseña", { exact: true }).fill("Unida#2024");
    await guest.getByRole("button", { name: "Unirse al espacio de trabajo" }).click();
    await expect(guest).toHaveURL(/\/projects\?view=grid$/);

    await guest.goto(link);
    await expect(guest.getByTestId("invite-invalid")).toContainText(
      "¡El enlace que usaste ya no es válido! Contacta con tu administrador.",
    );
    await context.close();
  });
});
