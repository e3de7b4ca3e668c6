import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { seedMembers } from "../../prisma/seed/members";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, signInAs, test } from "./fixtures";

// The workspace audit log (issue 39): the owner changes a webhook and the workspace's name through the
// API, then reads Settings → Audit log: who did what (newest first), an entry opened to show the
// fields before and after, a filter by action kept in the URL, the CSV of the filtered log, and the
// retention changed to 90 days. The page in Spanish (empty, listed, filtered, an invalid address),
// checked with axe; a member below admin is told who may read it.

/** The log's row of the newest entry of `action`. */
const entryRow = (page: Page, action: string) =>
  page.locator(`[data-testid="audit-entry"][data-action="${action}"]`).first();

/** An opened entry's before and after of `field`. */
const diffRow = (page: Page, field: string) =>
  page.getByTestId("audit-entry-details").locator(`[data-testid="audit-diff-row"][data-field="${field}"]`);

/** Makes a webhook through the API (as the page's signed-in person) and answers its id. */
async function createWebhook(page: Page): Promise<string> {
  const made = await page.request.post("/api/v1/webhooks", {
    data: { url: "https://example.com/hook", eventTypes: ["task.created"] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { webhook } = (await made.json()) as { webhook: { id: string } };
  return webhook.id;
}

test("the owner reads the audit log: entries, a change's details, a filter, the CSV and the retention", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  // Three administrative changes: a webhook made, then described, then the workspace renamed.
  const webhookId = await createWebhook(page);
  const described = await page.request.patch(`/api/v1/webhooks/${webhookId}`, {
    data: { description: "Billing sync" },
  });
  expect(described.status(), await described.text()).toBe(200);
  const renamed = await page.request.patch(`/api/v1/workspace/${member.workspace.id}`, {
    data: { name: "Mia's Crew" },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await openMenuItem(page.getByTestId("profile-menu"), page.getByTestId("audit-log-link"));
  await page.getByTestId("audit-log-link").click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByRole("heading", { name: "Audit log", level: 2 })).toBeVisible();

  const created = entryRow(page, "webhook.created");
  await expect(created).toContainText("Webhook created");
  await expect(created.getByTestId("audit-entry-actor")).toContainText("Mia Member");
  await expect(created.getByTestId("audit-entry-actor")).toContainText(member.email);
  await expect(created.getByTestId("audit-entry-target")).toContainText("Webhook");
  await expect(entryRow(page, "webhook.updated")).toContainText("Webhook changed");
  const rename = entryRow(page, "workspace.renamed");
  await expect(rename).toContainText("Workspace renamed");
  // Newest first; a signed-in session, not a token.
  await expect(page.getByTestId("audit-entry").first()).toHaveAttribute("data-action", "workspace.renamed");
  await expect(rename.getByTestId("audit-entry-token")).toHaveCount(0);

  // Opened with the keyboard: the name before and after, where it came from.
  const toggle = rename.getByTestId("audit-entry-toggle");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(diffRow(page, "name").getByTestId("audit-diff-before")).toHaveText("Mia's Team");
  await expect(diffRow(page, "name").getByTestId("audit-diff-after")).toHaveText("Mia's Crew");
  await expect(page.getByTestId("audit-entry-user-agent")).not.toHaveText("—");
  await toggle.click();
  await expect(page.getByTestId("audit-entry-details")).toHaveCount(0);

  // The description had none before: "—", then the new one.
  await entryRow(page, "webhook.updated").getByTestId("audit-entry-toggle").click();
  await expect(diffRow(page, "description").getByTestId("audit-diff-before")).toHaveText("—");
  await expect(diffRow(page, "description").getByTestId("audit-diff-after")).toHaveText("Billing sync");
  await expectAccessible(page, { name: "audit log: an opened entry" });

  // One action: only its rows, and the filter in the address (kept on reload).
  await openMenuItem(
    page.getByTestId("audit-filter-action"),
    page.getByRole("option", { name: "Workspace renamed" }),
  );
  await page.getByRole("option", { name: "Workspace renamed" }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log\?action=workspace\.renamed$/);
  await expect(page.getByTestId("audit-entry")).toHaveCount(1);
  await expect(page.getByTestId("audit-entry").first()).toHaveAttribute("data-action", "workspace.renamed");
  await page.reload();
  await expect(page.getByTestId("audit-filter-action")).toHaveValue("Workspace renamed");
  await expect(page.getByTestId("audit-entry")).toHaveCount(1);
  await expect(page.getByTestId("audit-entry").first()).toHaveAttribute("data-action", "workspace.renamed");

  // The CSV of the filtered log: a header and the rename, not the webhook's entries.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("audit-log-export").click(),
  ]);
  expect(download.url()).toContain("/api/v1/audit-log/export?action=workspace.renamed");
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[0]).toMatch(/action/i);
  expect(csv).toMatch(/workspace\.renamed|Workspace renamed/);
  expect(csv).toContain(member.email);
  expect(csv).not.toContain("example.com/hook");

  // Every entry again.
  await page.getByTestId("audit-filters-clear").click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(entryRow(page, "webhook.created")).toBeVisible();

  // The retention: out of bounds is refused on the field; 90 days is saved and stays after a reload.
  const retention = page.getByTestId("audit-retention");
  await expect(retention.getByTestId("audit-retention-current")).toHaveText(
    "Entries are kept for 365 days. Older ones are removed at the next daily purge.",
  );
  const days = retention.getByTestId("audit-retention-days");
  await days.fill("10");
  await retention.getByTestId("audit-retention-save").click();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await days.fill("90");
  await retention.getByTestId("audit-retention-save").click();
  await expect(
    page.getByText("Retention saved: entries older than 90 days are removed at the next daily purge."),
  ).toBeVisible();
  await expect(retention.getByTestId("audit-retention-current")).toContainText("kept for 90 days");
  // The change is itself an entry of the log.
  await expect(entryRow(page, "audit.retention_changed")).toContainText("Audit log retention changed");
  await page.reload();
  await expect(page.getByTestId("audit-retention-current")).toContainText("kept for 90 days");
  await expect(page.getByTestId("audit-retention-days")).toHaveValue("90");
  await expect(entryRow(page, "audit.retention_changed")).toBeVisible();
});

test("the audit log in Spanish, with axe; a member below admin is told who may read it", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, member, "/settings/audit-log");
  await expect(page.getByTestId("audit-log-empty")).toContainText("Nothing recorded yet");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Registro de auditoría", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Entradas", level: 3 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Retención", level: 3 })).toBeVisible();
  await expect(page.getByTestId("audit-log-empty")).toContainText("Aún no hay nada registrado");
  await expect(page.getByTestId("audit-retention-current")).toContainText("365 días");
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toBeVisible();
  await expectAccessible(page, { name: "audit log (es): empty" });

  await createWebhook(page);
  await page.reload();
  const row = entryRow(page, "webhook.created");
  await expect(row).toContainText("Webhook creado");
  await expect(row).toContainText("Mia Member");
  await expect(page.getByRole("columnheader", { name: "Acción" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Quién" })).toBeVisible();
  await row.getByTestId("audit-entry-toggle").click();
  await expect(page.getByTestId("audit-entry-details")).toContainText("Qué cambió");
  await expectAccessible(page, { name: "audit log (es): an opened entry" });

  // A filter from the address, read with the page: nothing matches.
  await page.goto("/settings/audit-log?from=2999-01-01");
  await expect(page.getByTestId("audit-log-empty")).toContainText(
    "Ninguna entrada coincide con estos filtros",
  );
  await expectAccessible(page, { name: "audit log (es): nothing matches" });
  await page.getByTestId("audit-log-empty").getByRole("button", { name: "Borrar filtros" }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(entryRow(page, "webhook.created")).toBeVisible();

  // Invalid filters in the address are left out, and said so; the rest still apply.
  await page.goto("/settings/audit-log?action=nothing.real&targetType=webhook");
  await expect(page.getByTestId("audit-log-ignored")).toContainText("Se omitieron algunos filtros");
  await expect(page.getByTestId("audit-log-ignored")).toContainText("acción");
  await expect(page).toHaveURL(/\/settings\/audit-log\?targetType=webhook$/);
  await expect(page.getByTestId("audit-filter-target")).toHaveValue("Webhook");
  await expect(entryRow(page, "webhook.created")).toBeVisible();

  // A member below admin: the page explains instead of listing, and the API refuses.
  const [colleague] = await seedMembers(db, member.workspace.id, 1, { role: "member" });
  if (!colleague) throw new Error("no member seeded");
  await page.context().clearCookies();
  await signInAs(page, colleague, "/settings/audit-log");
  await expect(page.getByTestId("audit-log-forbidden")).toContainText(
    "Only the owners and administrators of Mia's Team can read its audit log.",
  );
  await expect(page.getByTestId("audit-log-table")).toHaveCount(0);
  await expect(page.getByTestId("audit-log-export")).toHaveCount(0);
  await expectAccessible(page, { name: "audit log: not allowed" });
  const refused = await page.request.get("/api/v1/audit-log");
  expect(refused.status()).toBe(403);
});
