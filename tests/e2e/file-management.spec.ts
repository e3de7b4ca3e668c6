import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./fixtures";

// File management (issue 35): a folder uploaded with its progress, a 50 MB upload paused, cut off and
// resumed, an image and a PDF previewed, the trash's restore, the page in Spanish, axe.

/** A one-page PDF with a line of text (its cross-reference table counted byte by byte). */
function pdfBytes(text: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 18 Tf 30 100 Td (${text}) Tj ET\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

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
  await signIn(page, member);
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
  await signIn(page, member);
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
