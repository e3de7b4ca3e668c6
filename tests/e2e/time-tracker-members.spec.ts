import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import type { Role } from "../../lib/generated/prisma/client";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { expectAccessible } from "./a11y";
import { expect, test, uniqueEmail, signInAs } from "./fixtures";

const membersModal = (page: Page) => page.getByTestId("module-members-modal");
const addModal = (page: Page) => page.getByTestId("add-members-modal");
const row = (page: Page, email: string) =>
  membersModal(page).locator(`[data-testid="module-member-row"][data-email="${email}"]`);

/** Someone who joins `workspaceId` with `role`. */
async function seedColleague(db: Db, workspaceId: string, name: string, role: Role = "member") {
  const user = await seedUser(db, { email: uniqueEmail("colleague"), name });
  await db.workspaceMember.create({ data: { id: newId(), workspaceId, userId: user.id, role } });
  return user;
}

/** A project with a time tracker "Hours" in the member's workspace. */
async function seedTracker(db: Db, member: { id: string; workspace: { id: string } }) {
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  return seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
}

test("Add member: pick a workspace user with an Access role, then they are listed in the members dialog", async ({
  page,
  db,
  member,
}) => {
  const colleague = await seedColleague(db, member.workspace.id, "Colin Colleague");
  const tracker = await seedTracker(db, member);
  const back = `/time-tracker/${tracker.id}`;
  const membersPath = `/time-tracker/${tracker.id}/members`;

  await signInAs(page, member, `${membersPath}?redirect=${encodeURIComponent(back)}`);
  await expect(membersModal(page).getByTestId("module-members-empty")).toBeVisible();

  // The members dialog opens Add member, which comes back to it.
  await membersModal(page).getByTestId("module-members-add").click();
  await page.waitForURL((url) => url.pathname === `${membersPath}/add`);
  await expect(addModal(page).getByText("Add member", { exact: true })).toBeVisible();
  await expect(addModal(page).getByTestId("add-members-form")).toBeVisible();
  await expectAccessible(page, { name: "time tracker: add member" });

  // The caller is not offered; the colleague is found by e-mail as well as by name.
  const users = addModal(page).getByTestId("add-members-users");
  await users.click();
  await expect(page.getByRole("option", { name: /Mia Member/ })).toHaveCount(0);
  await users.fill(colleague.email.slice(0, 12));
  await page.getByRole("option", { name: /Colin Colleague/ }).click();
  await expect(addModal(page).getByText("Colin Colleague", { exact: true })).toBeVisible();
  // Tab leaves the field (closing its dropdown) for Access; Escape would close the dialog.
  await users.press("Tab");

  // Access defaults to Member; choose Viewer.
  const access = addModal(page).getByTestId("add-members-role");
  await expect(access).toHaveValue("Member");
  await access.click();
  await page.getByRole("option", { name: "Viewer", exact: true }).click();
  await expect(access).toHaveValue("Viewer");
  await addModal(page).getByTestId("add-members-submit").click();

  // Back in the members dialog, the colleague is listed with the role.
  await page.waitForURL((url) => url.pathname === membersPath);
  await expect(page.getByText("Members added")).toBeVisible();
  await expect(row(page, colleague.email)).toContainText("Colin Colleague");
  await expect(
    row(page, colleague.email).getByRole("combobox", { name: "Role of Colin Colleague" }),
  ).toHaveValue("Viewer");
  await expect
    .poll(async () => (await db.moduleMember.findFirst({ where: { userId: colleague.id } }))?.role)
    .toBe("viewer");

  // Nobody is left to add; closing Add member, then the members dialog, goes back to the tracker.
  await membersModal(page).getByTestId("module-members-add").click();
  await expect(addModal(page).getByTestId("add-members-empty")).toHaveText(
    "Everyone in the workspace already has a role in this module.",
  );
  await addModal(page).getByRole("button", { name: "Close" }).first().click();
  await page.waitForURL((url) => url.pathname === membersPath);
  await membersModal(page).getByRole("button", { name: "Close" }).click();
  await page.waitForURL((url) => url.pathname === back);
});

test("Add member refuses an empty selection with 'Please select users.'", async ({ page, db, member }) => {
  await seedColleague(db, member.workspace.id, "Nora Nobody");
  const tracker = await seedTracker(db, member);
  const members = `/time-tracker/${tracker.id}/members?redirect=${encodeURIComponent(`/time-tracker/${tracker.id}`)}`;

  await signInAs(
    page,
    member,
    `/time-tracker/${tracker.id}/members/add?redirect=${encodeURIComponent(members)}`,
  );
  const submit = addModal(page).getByTestId("add-members-submit");
  // A click before React has hydrated the form does nothing, so it is repeated.
  await expect(async () => {
    await submit.click();
    await expect(addModal(page).getByText("Please select users.")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await db.moduleMember.count({ where: { projectModuleId: tracker.id } })).toBe(0);
});

test("those who cannot manage the members get no Add member button, and the dialog says why", async ({
  page,
  db,
  member,
}) => {
  const viewer = await seedColleague(db, member.workspace.id, "Vic Viewer", "viewer");
  const tracker = await seedTracker(db, member);
  const members = `/time-tracker/${tracker.id}/members?redirect=${encodeURIComponent(`/time-tracker/${tracker.id}`)}`;

  await signInAs(page, viewer, members);
  await expect(membersModal(page).getByText("User management")).toBeVisible();
  await expect(membersModal(page).getByTestId("module-members-add")).toHaveCount(0);

  await page.goto(`/time-tracker/${tracker.id}/members/add?redirect=${encodeURIComponent(members)}`);
  await expect(addModal(page).getByTestId("add-members-refused")).toHaveText(
    "Only the module's admins can add members.",
  );
  await expect(addModal(page).getByTestId("add-members-form")).toHaveCount(0);
  await addModal(page).getByRole("button", { name: "Close" }).first().click();
  await page.waitForURL((url) => url.pathname === `/time-tracker/${tracker.id}/members`);
});
