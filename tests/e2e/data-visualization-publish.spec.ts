import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, test, signInAs } from "./fixtures";

// A published visualization (issue 37): its owner publishes it from the 'Publish' dialog with a
// password, copies the new address, and someone without an account opens it in a browser of their
// own — the password first ('Wrong password' for a wrong one), then the charts, read-only; the owner
// revokes the link and it no longer opens (in English, then in Spanish); axe on each screen.

test.use({ viewport: { width: 1600, height: 1000 } });

test("publish a visualization with a password, open it signed out, revoke it", async ({
  page,
  db,
  member,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  // Three tasks the member is assigned, a visualization with a bar chart and a number of them.
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Client board" });
  for (const title of ["Draft the brief", "Review the mockups", "Ship the site"]) {
    const res = await page.request.post(`/api/v1/task-management/${board.id}/tasks`, {
      data: { title, assignees: [member.id] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const dataModule = await seedProjectModule(db, project.id, { tag: "DataVisualization", name: "Reports" });
  const created = await page.request.post(`/api/v1/data-visualization/${dataModule.id}/dashboards`, {
    data: { name: "Client report", description: "Where the project stands" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dashboard = (await created.json()) as { id: string };
  const charts = `/api/v1/data-visualization/${dataModule.id}/dashboards/${dashboard.id}/charts`;
  for (const chart of [
    { name: "Tasks by assignee", style: "bar" },
    { name: "All tasks", style: "number" },
  ]) {
    const res = await page.request.post(charts, {
      data: { ...chart, source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count" } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(`/project/${project.id}/data-visualization/${dashboard.id}?moduleId=${dataModule.id}`);
  await expect(page.getByTestId("visualization-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("chart-grid-item")).toHaveCount(2);

  // 'Publish': what a link shows and to whom, no link yet; a password too short is refused here.
  const publish = page.getByRole("button", { name: "Publish" });
  const dialog = page.getByRole("dialog", { name: "Publish" });
  await openMenuItem(publish, dialog);
  await expect(dialog).toContainText("read-only, without an account");
  await expect(dialog.getByTestId("shares-empty")).toHaveText("No published links yet");
  await expectAccessible(page, { name: "data-visualization-publish-empty" });
  const password = dialog.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await dialog.getByTestId("share-create").click();
  await expect(dialog.getByText("The password must be 4 to 200 characters.")).toBeVisible();
  await password.fill("harbour-42");
  await dialog.getByRole("button", { name: "Show or hide the password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await dialog.getByTestId("share-create").click();

  // The new address at once, copied with its button.
  const address = dialog.getByTestId("share-created-url");
  await expect(address).toHaveValue(/^http:\/\/[^/]+\/d\/[\w-]{43}$/);
  const url = await address.inputValue();
  const copy = dialog.getByTestId("share-created-url-copy");
  await expect(copy).toBeFocused();
  await copy.click();
  await expect(copy).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const row = dialog.getByTestId("share-row");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-state", "active");
  await expect(row.getByTestId("share-url")).toHaveValue(url);
  await expect(row).toContainText("Password");
  await expect(row).toContainText("No expiry");
  await expect(row).toContainText("No views yet");
  await expectAccessible(page, { name: "data-visualization-publish" });

  // Someone without an account opens it: the password first.
  const visitor = await browser.newContext({ locale: "en-US", viewport: { width: 1400, height: 900 } });
  const guest = await visitor.newPage();
  await guest.goto(url);
  const shared = guest.getByTestId("public-dashboard");
  await expect(shared).toHaveAttribute("data-state", "locked");
  await expect(guest.getByRole("heading", { name: "This dashboard has a password" })).toBeVisible();
  await expectAccessible(guest, { name: "data-visualization-public-locked" });
  const secret = guest.getByLabel("Password", { exact: true });
  await secret.fill("wrong one");
  await guest.getByRole("button", { name: "Open" }).click();
  await expect(guest.getByText("Wrong password")).toBeVisible();
  await secret.fill("harbour-42");
  await guest.getByRole("button", { name: "Open" }).click();

  // The charts, read-only, as the publisher reads them.
  await expect(shared).toHaveAttribute("data-state", "open");
  await expect(guest.getByRole("heading", { name: "Client report", level: 1 })).toBeVisible();
  await expect(guest.getByText("Shared by Mia Member")).toBeVisible();
  await expect(guest.getByTestId("public-filters")).toHaveText("Showing: All time · All projects · Everyone");
  const bars = guest.getByTestId("public-chart").filter({ hasText: "Tasks by assignee" });
  await expect(bars.getByRole("heading", { name: "Tasks by assignee" })).toBeVisible();
  await expect(bars.locator(".recharts-bar-rectangle")).toHaveCount(1);
  await expect(guest.getByTestId("chart-figure-value")).toHaveText("3");
  await expect(guest.getByRole("button", { name: /Options for/ })).toHaveCount(0);
  await expectAccessible(guest, { name: "data-visualization-public" });
  // The link's cookie keeps it open, and the server renders it from then on.
  await guest.reload();
  await expect(shared).toHaveAttribute("data-state", "open");
  await expect(guest.getByRole("heading", { name: "All tasks" })).toBeVisible();

  // The owner sees the views, then revokes the link (asked first).
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await openMenuItem(publish, dialog);
  await expect(row).not.toContainText("No views yet");
  await row.getByTestId("share-revoke").click();
  await expect(page.getByRole("dialog", { name: "Revoke this link?" })).toBeVisible();
  await page.getByTestId("confirm-action").click();
  await expect(row).toHaveAttribute("data-state", "revoked");
  await expect(row.getByTestId("share-revoke")).toHaveCount(0);

  // The link no longer opens, whoever asks.
  await guest.reload();
  await expect(shared).toHaveAttribute("data-state", "not-found");
  await expect(guest.getByRole("heading", { name: "Link not available" })).toBeVisible();
  await expect(guest.getByText("This link does not open: it may have been revoked.")).toBeVisible();
  await expectAccessible(guest, { name: "data-visualization-public-revoked" });
  await visitor.addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(url).origin }]);
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "Enlace no disponible" })).toBeVisible();
  await visitor.close();
});
