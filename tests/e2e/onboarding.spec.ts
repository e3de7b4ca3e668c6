import type { Page } from "@playwright/test";
import { seedUser } from "../../prisma/seed/users";
import { expect, signIn, test, uniqueEmail, signInAs } from "./fixtures";

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
const STEP = {
  workspace: "Create a workspace to start",
  invite: "Invite members",
  project: "Creating a project now makes things easier later, but you can skip if you prefer!",
  modules: "Everything's here!",
  ready: "Everything is ready! Let's start working...",
};

/** The wizard hydrated: a click on its server-rendered Next before that would be lost. */
const wizardReady = (page: Page) =>
  expect(page.getByTestId("onboarding-wizard")).toHaveAttribute("data-ready", "true");

/** A new account with no workspace: signing in lands on the wizard, ready to use. */
async function freshAccount(page: Page, db: Parameters<typeof seedUser>[0]) {
  const user = await seedUser(db, { email: uniqueEmail("onboarding"), name: "Olga Onboard" });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(heading(page, STEP.workspace)).toBeVisible();
  await wizardReady(page);
  return user;
}

test("a fresh account goes through every step: workspace, an invite, a project with modules", async ({
  page,
  db,
}) => {
  const user = await freshAccount(page, db);

  // Step 0: validated on submit with the spec's texts.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Workspace name is required")).toBeVisible();
  await page.getByRole("textbox", { name: "Workspace name" }).fill("Ol");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Workspace name must be at least 3 characters long.")).toBeVisible();
  await page.getByRole("textbox", { name: "Workspace name" }).fill("Olga's Studio");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 1: rows default to admin; the access switch defaults on; the button waits for a valid e-mail.
  await expect(heading(page, STEP.invite)).toBeVisible();
  const workspace = await db.workspace.findFirstOrThrow({ where: { ownerId: user.id } });
  expect(workspace.name).toBe("Olga's Studio");
  const invite = page.getByRole("button", { name: "Invite members" });
  await expect(invite).toBeDisabled();
  await expect(page.getByLabel("Role").first()).toHaveValue("Admin");
  await expect(page.getByRole("switch", { name: "Access to all projects and modules" })).toBeChecked();
  await page.getByRole("button", { name: "Add another user" }).click();
  await page.getByLabel("Email").nth(1).fill("not-an-email");
  await expect(invite).toBeDisabled();
  const invitee = uniqueEmail("invitee");
  await page.getByLabel("Email").first().fill(invitee.toUpperCase());
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByText("Invalid email")).toBeVisible();
  await page.getByRole("button", { name: "Remove user 2" }).click();
  await invite.click();

  // Step 2: the project name.
  await expect(heading(page, STEP.project)).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Project name is required")).toBeVisible();
  await page.getByLabel("Project name").fill("Go");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Project name must be at least 3 characters long.")).toBeVisible();
  await page.getByLabel("Project name").fill("Website launch");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 3: modules of the seeded catalog; inactive ones cannot be chosen.
  await expect(heading(page, STEP.modules)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select CRM" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "Select Task management" }).click();
  await page.getByRole("checkbox", { name: "Select Time tracking" }).click();
  await expect(page.getByTestId("modules-selected")).toHaveText("2 modules selected");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 4: Back returns to the modules (a project was named), choices kept.
  await expect(heading(page, STEP.ready)).toBeVisible();
  await expect(page.getByTestId("onboarding-summary")).toContainText("1 invitation will be sent.");
  await expect(page.getByTestId("onboarding-summary")).toContainText("It starts with 2 modules.");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(heading(page, STEP.modules)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select Task management" })).toBeChecked();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  const invitation = page.waitForRequest(
    (req) => req.url().endsWith("/api/v1/workspace/invitation") && req.method() === "POST",
  );
  await page.getByRole("button", { name: "Get started" }).click();
  expect((await invitation).postDataJSON()).toEqual({
    email: invitee,
    role: "admin",
    accessToAll: true,
    permissions: {},
  });
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("projects-workspace")).toContainText("Olga's Studio");

  const project = await db.project.findFirstOrThrow({
    where: { workspaceId: workspace.id },
    include: { modules: { orderBy: { i: "asc" } } },
  });
  expect(project).toMatchObject({ name: "Website launch", private: true, createdById: user.id });
  expect(project.modules.map(({ tag, i, x, y }) => ({ tag, i, x, y }))).toEqual([
    { tag: "TaskManagement", i: "0", x: 0, y: 0 },
    { tag: "TimeTracker", i: "1", x: 6, y: 0 },
  ]);
  // The invitation itself is the invitations service's (when it is there, the row is the invitee's).
  const row = await db.invitation.findFirst({ where: { workspaceId: workspace.id } });
  if (row) expect(row).toMatchObject({ email: invitee, role: "admin", accessToAll: true });
});

test("skip paths: skip invites, skip the project; Back from the last step returns to the project step", async ({
  page,
  db,
}) => {
  const user = await freshAccount(page, db);
  await page.getByRole("textbox", { name: "Workspace name" }).fill("Skipper's Place");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Skip on step 1 resets the rows.
  await expect(heading(page, STEP.invite)).toBeVisible();
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(heading(page, STEP.project)).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(heading(page, STEP.invite)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await page.getByRole("button", { name: "Skip", exact: true }).click();

  // Skip on step 2 jumps to step 4 without a project; Back then returns to step 2.
  await page.getByLabel("Project name").fill("Never made");
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(heading(page, STEP.ready)).toBeVisible();
  await expect(page.getByTestId("onboarding-summary")).toContainText("No project yet");
  await expect(page.getByTestId("onboarding-summary")).toContainText("No invitations to send.");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(heading(page, STEP.project)).toBeVisible();
  await expect(page.getByLabel("Project name")).toHaveValue("");
  await page.getByRole("button", { name: "Skip", exact: true }).click();

  let invitations = 0;
  page.on("request", (req) => {
    if (req.url().includes("/api/v1/workspace/invitation")) invitations++;
  });
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("projects-workspace")).toContainText("Skipper's Place");
  const workspace = await db.workspace.findFirstOrThrow({ where: { ownerId: user.id } });
  expect(await db.project.count({ where: { workspaceId: workspace.id } })).toBe(0);
  expect(invitations).toBe(0);
});

test("skip on the modules step clears the choice; the project is still created, empty", async ({
  page,
  db,
}) => {
  const user = await freshAccount(page, db);
  // A name typed before React hydrated the form is lost: type and go on until the next step shows.
  const name = page.getByRole("textbox", { name: "Workspace name" });
  const skip = page.getByRole("button", { name: "Skip", exact: true });
  await expect(async () => {
    if (await name.isVisible()) {
      await name.fill("Module Skippers");
      await page.getByRole("button", { name: "Next", exact: true }).click();
    }
    await expect(skip).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await skip.click();
  await page.getByLabel("Project name").fill("Bare project");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("checkbox", { name: "Select Online chat" }).click();
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(heading(page, STEP.ready)).toBeVisible();
  await expect(page.getByTestId("onboarding-summary")).toContainText("It starts empty.");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Select Online chat" })).not.toBeChecked();
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  const workspace = await db.workspace.findFirstOrThrow({ where: { ownerId: user.id } });
  const project = await db.project.findFirstOrThrow({
    where: { workspaceId: workspace.id },
    include: { modules: true },
  });
  expect(project).toMatchObject({ name: "Bare project", private: true, modules: [] });
});

test("a user who already has a workspace renames it instead of creating another", async ({
  page,
  db,
  member,
}) => {
  await signInAs(page, member, "/onboarding");
  await wizardReady(page);
  await expect(page.getByRole("textbox", { name: "Workspace name" })).toHaveValue("Mia's Team");
  await page.getByRole("textbox", { name: "Workspace name" }).fill("Mia's Renamed Team");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading(page, STEP.invite)).toBeVisible();
  expect(
    await db.workspace.findMany({ where: { ownerId: member.id }, select: { id: true, name: true } }),
  ).toEqual([{ id: member.workspace.id, name: "Mia's Renamed Team" }]);
});

test("the wizard speaks Spanish", async ({ page, db }) => {
  const user = await seedUser(db, { email: uniqueEmail("onboarding-es"), name: "Elena" });
  await page.goto("/auth/login");
  await page.getByTestId("language-switch").click();
  await page.getByRole("option", { name: "Espaniol" }).click();
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(heading(page, "Crea un espacio de trabajo para empezar")).toBeVisible();
  await wizardReady(page);
  await page.getByRole("button", { name: "Siguiente", exact: true }).click();
  await expect(page.getByText("El nombre del espacio de trabajo es obligatorio")).toBeVisible();
  await page.getByLabel("Nombre del espacio de trabajo").fill("Estudio de Elena");
  await page.getByRole("button", { name: "Siguiente", exact: true }).click();
  await expect(heading(page, "Invitar miembros")).toBeVisible();
  await expect(page.getByLabel("Rol").first()).toHaveValue("Administrador");
  await page.getByRole("button", { name: "Omitir", exact: true }).click();
  await expect(
    heading(
      page,
      "Crear un proyecto ahora facilita las cosas más adelante, ¡pero puedes omitirlo si lo prefieres!",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Omitir", exact: true }).click();
  await expect(heading(page, "¡Todo está listo! Empecemos a trabajar...")).toBeVisible();
  await page.getByRole("button", { name: "Empezar" }).click();
  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByTestId("workspace-switcher-current")).toHaveText("Estudio de Elena");
});
