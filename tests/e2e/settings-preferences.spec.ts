import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

// The browser says UTC; the person's setting says Tokyo (UTC+9, no DST).
test.use({ timezoneId: "UTC" });

test("a time zone chosen on the profile is the one the time tracker shows times in, and Automatic goes back to the browser's", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const created = await page.request.post(`/api/v1/time-tracker/${tracker.id}/entry`, {
    data: {
      description: "Call with the client",
      start: "2026-03-02T08:00:00.000Z",
      end: "2026-03-02T09:30:00.000Z",
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The one entry (its description is an input, so it is found by its place).
  const entry = page.getByTestId("time-entry").first();
  await page.goto(`/time-tracker/${tracker.id}`);
  await expect(entry.getByTestId("entry-description")).toHaveValue("Call with the client");
  await expect(entry.getByTestId("entry-start")).toHaveValue("08:00");

  // From the profile menu: Profile, a zone found by its city, saved.
  await page.getByTestId("profile-menu").click();
  await page.getByTestId("profile-link").click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const zone = page.getByTestId("preferences-time-zone");
  await expect(zone).toHaveValue("Automatic (this browser: UTC)");
  await expectAccessible(page, { name: "preferences" });
  await zone.click();
  await zone.fill("tokyo");
  await page.getByRole("option", { name: "(UTC+09:00) Asia/Tokyo" }).click();
  await page.getByTestId("preferences-save").click();
  await expect(page.getByText("Preferences saved.")).toBeVisible();

  await page.goto(`/time-tracker/${tracker.id}`);
  await expect(entry.getByTestId("entry-start")).toHaveValue("17:00");
  await expect(entry.getByTestId("entry-end")).toHaveValue("18:30");

  // Automatic again: the browser's zone.
  // The old address leads to the same form.
  await page.goto("/settings/preferences");
  await expect(page).toHaveURL(/\/settings\/profile#preferences$/);
  await zone.click();
  await page.getByRole("option", { name: "Automatic (this browser: UTC)" }).click();
  await page.getByTestId("preferences-save").click();
  await expect(page.getByText("Preferences saved.")).toBeVisible();
  await page.goto(`/time-tracker/${tracker.id}`);
  await expect(entry.getByTestId("entry-start")).toHaveValue("08:00");
});
