import sharp from "sharp";
import { expectAccessible } from "./a11y";
import { cell, fromTemplate, openModule, openTable } from "./database-helpers";
import { expect, test } from "./fixtures";

// Database generator (issue 36): an attachment column — files uploaded in a cell's dialog with their
// progress, a refused type named, an image previewed full size, a file removed, the thumbnail in the
// grid and as a gallery card's cover after a reload, the file served to the module's reader.

async function png(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: hue, g: 140, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
const pdf = {
  name: "Contract.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

test("attachments: uploaded in a cell, previewed, removed, shown in the grid and as a gallery cover", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);
  await fromTemplate(page, place, "HR Management");
  await openTable(page, "Employees");

  await page.getByTestId("add-column").click();
  const adding = page.getByRole("dialog", { name: "Add column" });
  await adding.getByLabel("Name").fill("Photo");
  await adding.getByTestId("column-type").click();
  await page.getByRole("option", { name: "Attachment", exact: true }).click();
  await adding.getByTestId("column-save").click();
  await expect(adding).toBeHidden();

  // The first employee's Photo cell: Enter opens its files.
  const first = (await (await cell(page, 0, "Name")).innerText()).trim();
  const photo = await cell(page, 0, "Photo");
  await photo.click();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Files: Photo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("attachment-empty")).toBeVisible();
  await expectAccessible(page, { name: "database-generator-attachments" });
  const input = dialog.getByTestId("attachment-dropzone").locator('input[type="file"]');
  await input.setInputFiles([await png("Portrait.png", 40), pdf, await png("Badge.png", 200)]);
  await expect(dialog.getByTestId("attachment-item")).toHaveCount(3);
  // HTML named as an image: refused by its bytes, the server's message shown.
  await input.setInputFiles({
    name: "page.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>x</script>"),
  });
  await expect(dialog.getByTestId("attachment-upload-error")).toContainText(
    "This type of file can't be attached",
  );
  await dialog.getByRole("button", { name: "Dismiss page.png" }).click();

  // The portrait full size; the arrow key moves to the other image.
  await dialog.getByTestId("attachment-preview-open").first().click();
  const preview = page.getByTestId("attachment-preview");
  await expect(preview.getByTestId("attachment-preview-image")).toHaveAttribute("alt", "Portrait.png");
  await page.keyboard.press("ArrowRight");
  await expect(preview.getByTestId("attachment-preview-image")).toHaveAttribute("alt", "Badge.png");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // The contract removed; the rest stays in the cell, in order.
  await dialog.getByRole("button", { name: "Remove Contract.pdf" }).click();
  await expect(dialog.getByTestId("attachment-item")).toHaveCount(2);
  await dialog.getByTestId("attachment-done").click();
  await expect(dialog).toBeHidden();
  await expect(photo.getByTestId("attachment-thumb")).toHaveCount(2);

  // A reload reads them back; the thumbnail is served to the module's reader.
  await page.reload();
  const thumbs = (await cell(page, 0, "Photo")).getByTestId("attachment-thumb");
  await expect(thumbs).toHaveCount(2);
  const src = await thumbs.first().getAttribute("src");
  expect(src).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}\/[0-9a-f]{24}\.webp$/);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("image/webp");

  // A gallery view: the first image is the card's cover.
  await page.getByTestId("add-view").click();
  await page.getByRole("menuitem", { name: "Gallery", exact: true }).click();
  const naming = page.getByRole("dialog", { name: "New view" });
  await naming.getByLabel("Name").fill("Faces");
  await naming.getByRole("button", { name: "Save" }).click();
  const card = page.getByTestId("record-card").filter({ hasText: first });
  await expect(card.getByTestId("record-card-cover").locator("img")).toBeVisible();
  await expect(page.getByTestId("record-card-cover").locator("img")).toHaveCount(1);
  await expectAccessible(page, { name: "database-generator-gallery-covers" });
});
