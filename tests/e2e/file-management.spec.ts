import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { pdfBytes } from "../fixtures/pdf";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

// File management (issue 35): a folder uploaded with its progress, a 50 MB upload paused, cut off and
// resumed, an image and a PDF previewed, the trash's restore, a file shared by a link with a password
// and opened signed out, the page in Spanish, axe.

/** A 2×2 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

async function openDrive(page: Page, db: Db, member: { id: string; workspace: { id: string } }) {
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const drive = await seedProjectModule(db, project.id, { tag: "FileManagement", name: "Team files" });
  const url = `/project/${project.id}/file-management?moduleId=${drive.id}`;
  await page.goto(url);
  await expect(page.getByTestId("file-management")).toHaveAttribute("data-ready", "true");
  return { url, moduleId: drive.id };
}

const row = (page: Page, name: string) =>
  page.getByTestId("item").filter({ has: page.getByText(name, { exact: true }) });

test("upload a folder with its progress, preview an image and a PDF, trash and restore", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await openDrive(page, db, member);
  await expect(page.getByTestId("empty-my-files")).toBeVisible();
  await expect(page.getByTestId("storage-meter")).toContainText("0% of storage used");

  // A folder with a sub-folder: its tree is made, each file's progress shown.
  const root = mkdtempSync(path.join(tmpdir(), "drive-e2e-"));
  const dir = path.join(root, "Campaign");
  mkdirSync(path.join(dir, "Assets"), { recursive: true });
  writeFileSync(path.join(dir, "brief.pdf"), pdfBytes("Campaign brief"));
  writeFileSync(path.join(dir, "Assets", "logo.png"), PNG);
  writeFileSync(path.join(dir, "notes.txt"), "Launch on Monday\nBudget approved\n");
  await page.getByTestId("upload-folder-input").setInputFiles(dir);
  const panel = page.getByTestId("uploads-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("upload-row")).toHaveCount(3);
  await expect(panel.getByTestId("uploads-summary")).toHaveText("3 uploads complete");
  await expect(row(page, "Campaign")).toBeVisible();

  // Into the folder: the crumbs, the files, a preview of each kind.
  await row(page, "Campaign").getByRole("button", { name: "Campaign", exact: true }).click();
  await expect(page.getByTestId("crumbs")).toContainText("Campaign");
  await expect(row(page, "Assets")).toBeVisible();
  await row(page, "brief.pdf").getByRole("button", { name: "brief.pdf", exact: true }).click();
  const preview = page.getByRole("dialog", { name: /brief\.pdf/ });
  await expect(preview).toBeVisible();
  await expect(preview.locator("canvas").first()).toBeVisible();
  await expectAccessible(page, { name: "file-preview-pdf" });
  await page.keyboard.press("Escape");
  await row(page, "Assets").getByRole("button", { name: "Assets", exact: true }).click();
  await row(page, "logo.png").getByRole("button", { name: "logo.png", exact: true }).click();
  const image = page.getByRole("dialog", { name: /logo\.png/ }).getByRole("img", { name: "logo.png" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(2);
  await page.keyboard.press("Escape");

  // Back to the root by the crumbs; the folder to the trash, then restored from it.
  await page.getByTestId("crumbs").getByRole("link", { name: "My files" }).click();
  await row(page, "Campaign").getByTestId("item-menu").click();
  await page.getByRole("menuitem", { name: "Move to trash" }).click();
  await expect(row(page, "Campaign")).toHaveCount(0);
  await page.getByRole("tab", { name: "Trash" }).click();
  await expect(row(page, "Campaign")).toBeVisible();
  await expectAccessible(page, { name: "file-management-trash" });
  await row(page, "Campaign").getByTestId("item-menu").click();
  await page.getByRole("menuitem", { name: "Restore" }).click();
  await expect(page.getByTestId("empty-trash")).toBeVisible();
  await page.getByRole("tab", { name: "My files" }).click();
  await expect(row(page, "Campaign")).toBeVisible();
  await expectAccessible(page, { name: "file-management" });
});

test("a 50 MB upload paused, cut off and resumed arrives whole; the page in Spanish", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: page.url() }]);
  await openDrive(page, db, member);
  await expect(page.getByRole("tab", { name: "Mis archivos" })).toBeVisible();

  const file = path.join(mkdtempSync(path.join(tmpdir(), "drive-big-")), "video.bin");
  const big = Buffer.alloc(50 * 1024 * 1024);
  for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
  writeFileSync(file, big);
  // A slow line (8 MB/s up), so the upload takes a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const line = (offline: boolean) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline,
      latency: 5,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });
  await line(false);
  await page.getByTestId("upload-files-input").setInputFiles(file);
  const upload = page.getByTestId("upload-row").filter({ hasText: "video.bin" });
  await expect(upload).toHaveAttribute("data-status", "uploading");
  await upload.getByRole("button", { name: "Pausar video.bin", exact: true }).click();
  await expect(upload).toHaveAttribute("data-status", "paused");
  await expect(upload).toContainText("En pausa");
  await upload.getByRole("button", { name: "Reanudar video.bin", exact: true }).click();
  await expect(upload).toHaveAttribute("data-status", "uploading");
  // The connection drops for two seconds: tus retries from the server's offset.
  await page.waitForTimeout(1_000);
  await line(true);
  await page.waitForTimeout(2_000);
  await line(false);
  await expect(upload).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(row(page, "video.bin")).toContainText("50 MB");
  await expect(page.getByTestId("storage-meter")).toContainText("50 MB de 10 GB");
  await expectAccessible(page, { name: "file-management-es" });
});

test("share a file by a link with a password, open it signed out, read the access log, revoke it", async ({
  page,
  db,
  member,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await openDrive(page, db, member);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "drive-link-")), "plan.txt");
  writeFileSync(file, "Launch plan\n");
  await page.getByTestId("upload-files-input").setInputFiles(file);
  await expect(row(page, "plan.txt")).toBeVisible();

  await row(page, "plan.txt").getByTestId("item-menu").click();
  await page.getByRole("menuitem", { name: "Share…" }).click();
  const dialog = page.getByRole("dialog", { name: "Share plan.txt" });
  await expect(dialog.getByTestId("drive-links-empty")).toBeVisible();
  await dialog.getByRole("button", { name: "Password, expiry, limit…" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill("harbour-42");
  await dialog.getByLabel("Download limit").fill("5");
  await dialog.getByTestId("drive-link-create").click();
  const link = dialog.getByTestId("drive-link-row");
  await expect(link).toHaveAttribute("data-state", "active");
  await expect(link).toContainText("0 of 5 downloads");
  const url = await link.getByTestId("drive-link-url").inputValue();
  expect(url).toMatch(/\/s\/[\w-]{43}$/);
  await expectAccessible(page, { name: "file-management-links" });

  // Someone without an account opens it: the password first, then the file.
  const visitor = await browser.newContext({ locale: "en-US" });
  const guest = await visitor.newPage();
  await guest.goto(url);
  await expect(guest.getByRole("heading", { name: "This link has a password" })).toBeVisible();
  await guest.getByLabel("Password", { exact: true }).fill("wrong one");
  await guest.getByRole("button", { name: "Open" }).click();
  await expect(guest.getByText("Wrong password")).toBeVisible();
  await guest.getByLabel("Password", { exact: true }).fill("harbour-42");
  await guest.getByRole("button", { name: "Open" }).click();
  const card = guest.getByTestId("drive-link-file");
  await expect(card.getByRole("heading", { name: "plan.txt" })).toBeVisible();
  await expect(card).toContainText("5 downloads left");
  await expectAccessible(guest, { name: "file-link-public" });
  const [download] = await Promise.all([
    guest.waitForEvent("download"),
    card.getByTestId("drive-link-download").click(),
  ]);
  expect(download.suggestedFilename()).toBe("plan.txt");
  const saved = await download.path();
  expect(saved && (await import("node:fs")).readFileSync(saved, "utf8")).toBe("Launch plan\n");

  // The owner sees the download in the link's log, then revokes the link.
  await dialog.getByRole("button", { name: "Close" }).click();
  await row(page, "plan.txt").getByTestId("item-menu").click();
  await page.getByRole("menuitem", { name: "Share…" }).click();
  await expect(link).toContainText("1 of 5 downloads");
  await link.getByRole("button", { name: "Access log" }).click();
  await expect(link.getByTestId("drive-link-log")).toContainText("plan.txt");
  await link.getByTestId("drive-link-revoke").click();
  await expect(link).toHaveAttribute("data-state", "revoked");
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "Link not available" })).toBeVisible();
  await visitor.close();
});
