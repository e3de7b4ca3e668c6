import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expect, test, uniqueEmail, signInAs } from "./fixtures";

const modal = (page: Page) => page.getByTestId("module-members-modal");
const row = (page: Page, email: string) =>
  modal(page).locator(`[data-testid="module-member-row"][data-email="${email}"]`);

test("a module's User management: invite a member and an e-mail, change a role, delete with confirmation", async ({
  page,
  db,
  member,
}) => {
  const colleague = await seedUser(db, { email: uniqueEmail("colleague"), name: "Colin Colleague" });
  await db.workspaceMember.create({
    data: {
      id: newId(),
      workspaceId: member.workspace.id,
      userId: colleague.id,
      role: "member",
    },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const tasks = await seedProjectModule(db, project.id, { name: "Sprint board" });
  const newcomer = uniqueEmail("newcomer");
  const back = `/task-management/${tasks.id}`;

  await signInAs(page, member, `/task-management/${tasks.id}/members?redirect=${encodeURIComponent(back)}`);
  await expect(modal(page).getByText("User management")).toBeVisible();
  await expect(modal(page).getByTestId("module-members-empty")).toHaveText("No users found");

  // The form refuses no e-mails and malformed ones.
  const emails = modal(page).getByLabel("Emails");
  const invite = modal(page).getByRole("button", { name: "Invite" });
  await expect(async () => {
    await invite.click();
    await expect(modal(page).getByText("Please select users.")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await emails.fill("not-an-email");
  await emails.press("Enter");
  await invite.click();
  await expect(modal(page).getByText("Invalid email(s) provided")).toBeVisible();
  await emails.press("Backspace");
  await expect(modal(page).getByText("not-an-email")).toHaveCount(0);

  // A workspace member joins at once; a new e-mail gets an invitation. Comma and Enter split.
  await emails.fill(colleague.email);
  await emails.press(",");
  await emails.fill(newcomer);
  await emails.press("Enter");
  // Tab leaves the field (closing its suggestions) for the role.
  await emails.press("Tab");
  await modal(page).getByRole("combobox", { name: "Role", exact: true }).click();
  await page.getByRole("option", { name: "Admin", exact: true }).click();
  await invite.click();
  await expect(page.getByText("Invitation sent!")).toBeVisible();
  await expect(
    page.getByText("Once accepted, their name will automatically appear in this table."),
  ).toBeVisible();
  await expect(row(page, colleague.email)).toContainText("Colin Colleague");
  const invitation = await db.invitation.findFirstOrThrow({
    where: { workspaceId: member.workspace.id, email: newcomer },
    select: { role: true, projects: { select: { projectId: true, role: true } } },
  });
  expect(invitation).toEqual({ role: "member", projects: [{ projectId: project.id, role: "admin" }] });

  // Change the colleague's role.
  const role = row(page, colleague.email).getByRole("combobox", { name: "Role of Colin Colleague" });
  await expect(role).toHaveValue("Admin");
  await role.click();
  await page.getByRole("option", { name: "Viewer", exact: true }).click();
  await expect(page.getByText("Colin Colleague is now Viewer")).toBeVisible();
  await expect
    .poll(async () => (await db.moduleMember.findFirst({ where: { userId: colleague.id } }))?.role)
    .toBe("viewer");

  // Delete after confirming.
  await row(page, colleague.email).getByRole("button", { name: "Delete Colin Colleague" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Colin Colleague" });
  await expect(confirm.getByText("This action can not be undone.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row(page, colleague.email)).toHaveCount(0);
  await expect(modal(page).getByTestId("module-members-empty")).toBeVisible();
  expect(await db.moduleMember.count({ where: { userId: colleague.id } })).toBe(0);

  // Closing goes back to the redirect.
  await modal(page).getByRole("button", { name: "Close" }).click();
  await page.waitForURL((url) => url.pathname === back);
});

test("people without the right to manage see the members only; a bad redirect shows the error screen", async ({
  page,
  db,
  member,
}) => {
  const viewer = await seedUser(db, { email: uniqueEmail("viewer"), name: "Vic Viewer" });
  await db.workspaceMember.create({
    data: {
      id: newId(),
      workspaceId: member.workspace.id,
      userId: viewer.id,
      role: "viewer",
    },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Open plan" });
  const tasks = await seedProjectModule(db, project.id, { name: "Team board" });
  await db.moduleMember.create({
    data: {
      id: newId(),
      workspaceId: member.workspace.id,
      projectModuleId: tasks.id,
      userId: member.id,
      role: "admin",
    },
  });

  await signInAs(page, viewer, `/task-management/${tasks.id}/members?redirect=/projects`);
  await expect(row(page, member.email)).toContainText("Mia Member");
  await expect(row(page, member.email)).toContainText("Owner");
  await expect(modal(page).getByRole("button", { name: "Invite" })).toHaveCount(0);
  await expect(modal(page).getByRole("button", { name: /^Delete / })).toHaveCount(0);

  await page.goto(`/task-management/${tasks.id}/members?redirect=https://evil.example`);
  await expect(page.getByRole("heading", { name: "Invalid search params" }).first()).toBeVisible();
});
