import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, signInAs, test } from "./fixtures";

// Workspace export (issue 39, docs/platform/export.md): the owner opens Settings → Export, exports
// the workspace, follows it to "Ready" (the worker process makes the archive), downloads the ZIP and
// sees the e-mail queued; the page in Spanish, checked with axe. Then the archive is imported from
// Settings → Import a workspace as a new workspace, followed to "Done" and opened.
test("export the workspace, download the archive and import it as a new workspace; Spanish; axe", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Archive me", createdById: member.id });
  await seedProjectModule(db, project.id, { name: "Board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await openMenuItem(page.getByTestId("profile-menu"), page.getByTestId("export-link"));
  await page.getByTestId("export-link").click();
  await expect(page).toHaveURL(/\/settings\/export$/);
  await expect(page.getByRole("heading", { name: "Export" })).toBeVisible();
  await expect(page.getByTestId("export-empty")).toContainText("No exports yet");
  await expectAccessible(page, { name: "export-empty" });

  await page.getByTestId("export-start").click();
  const row = page.getByTestId("export-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("export-status")).toHaveText("Ready", { timeout: 30_000 });
  await expect(row).toContainText("by Mia Member");
  await expect(page.getByTestId("export-start")).toBeEnabled();

  const downloading = page.waitForEvent("download");
  await row.getByTestId("export-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Mias-Team-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await (await download.createReadStream()).toArray();
  const zip = Buffer.concat(bytes as Buffer[]);
  // A ZIP: its local header's signature.
  expect(zip.subarray(0, 4).toString("hex")).toBe("504b0304");
  const queued = await db.outboxEmail.count({
    where: { to: member.email, subject: "Your export of Mia's Team is ready" },
  });
  expect(queued).toBe(1);

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Exportar" })).toBeVisible();
  await expect(row.getByTestId("export-status")).toHaveText("Lista");
  await expectAccessible(page, { name: "export-list" });

  // The archive brought back as a new workspace: from the export page's link, in Spanish first.
  await page.getByTestId("export-import-link").click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  await expect(page.getByRole("heading", { name: "Importar un espacio de trabajo" })).toBeVisible();
  await expect(page.getByTestId("import-empty")).toContainText("Aún no hay importaciones");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: new URL(page.url()).origin }]);
  await page.reload();
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("import-file").click();
  await (await chooser).setFiles({ name: "archive.zip", mimeType: "application/zip", buffer: zip });
  await page.getByTestId("import-name").fill("Restored");
  await page.getByTestId("import-start").click();
  const imported = page.getByTestId("import-row");
  await expect(imported).toHaveCount(1);
  await expect(imported.getByTestId("import-status")).toHaveText("Done", { timeout: 30_000 });
  await expect(imported).toContainText("Restored");
  await expect(imported).toContainText("1 person found here, 0 new accounts");
  await expectAccessible(page, { name: "import-list" });
  await imported.getByTestId("import-open").click();
  await expect(page).toHaveURL(/\/projects/);
  await expect(page.getByTestId("workspace-switcher-current")).toHaveText("Restored");
  await expect(page.getByTestId("project-card").getByRole("link", { name: "Archive me" })).toBeVisible();
});
