import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, secondBrowser, test, signInAs } from "./fixtures";
import { seedCall } from "./meeting-helpers";

// A meeting's whiteboard (issue 34, docs/modules/meeting-room.md "Whiteboards"): the host draws a
// rectangle and the invited colleague, on the same board in another browser (in Spanish), sees it
// (the time between the pointer going down and the shape arriving is measured and logged); the
// board is saved (a reload shows it) and listed in the whiteboards tab.

/** The board's shape count as the page shows it. */
const shapes = (page: Page) => page.getByTestId("board");

/** Draws a rectangle with Excalidraw's rectangle tool; resolves with Date.now() when the pointer went down. */
async function drawRectangle(page: Page): Promise<number> {
  const canvas = page.locator(".excalidraw canvas.interactive");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  // The tool is a radio inside its label (the icon covers the input): the label is what a person clicks.
  await page.getByTestId("toolbar-rectangle").locator("..").click();
  const x = box.x + box.width / 3;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  const down = await page.evaluate(() => Date.now());
  await page.mouse.down();
  await page.mouse.move(x + 160, y + 90, { steps: 8 });
  await page.mouse.up();
  return down;
}

test("two people draw on a meeting's whiteboard: a shape reaches the other at once and is saved", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const { colleague, board, list } = await seedCall(db, member);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const other = await secondBrowser(browser, colleague);
  await other.context.addCookies([{ name: "NEXT_LOCALE", value: "es", url: other.page.url() }]);

  await page.goto(board);
  await other.page.goto(board);
  await expect(page.getByRole("dialog", { name: "Whiteboard" })).toBeVisible();
  await expect(other.page.getByRole("dialog", { name: "Pizarra" })).toBeVisible();
  await expect(shapes(page)).toHaveAttribute("data-elements", "0");
  await expect(shapes(other.page)).toHaveAttribute("data-elements", "0");

  // The colleague's page notes when the first shape arrives.
  await other.page.evaluate(() => {
    const target = document.querySelector('[data-testid="board"]')!;
    new MutationObserver(() => {
      if (target.getAttribute("data-elements") !== "0")
        (window as unknown as { arrivedAt?: number }).arrivedAt ??= Date.now();
    }).observe(target, { attributes: true, attributeFilter: ["data-elements"] });
  });
  const downAt = await drawRectangle(page);
  await expect(shapes(page)).toHaveAttribute("data-elements", "1");
  await expect(shapes(other.page)).toHaveAttribute("data-elements", "1");
  const arrivedAt = await other.page.evaluate(
    () => (window as unknown as { arrivedAt?: number }).arrivedAt ?? 0,
  );
  console.log(`[meeting-board] pointer down → shape on the other browser: ${arrivedAt - downAt} ms`);
  // Live, not on a reload or a poll: within 3 s here, two browsers, a server and its job worker on 2
  // shared cores (222–497 ms seen in CI, 1.4 s once on a loaded machine). The relay's own budget,
  // p95 < 200 ms socket to socket, is bench:meeting-room's.
  expect(arrivedAt - downAt).toBeLessThan(3_000);

  await expectAccessible(page, { name: "meeting-board", exclude: [".excalidraw"] });

  // Saved: a reload shows it; the whiteboards tab lists the board.
  await other.page.waitForTimeout(1_000);
  await other.page.reload();
  await expect(shapes(other.page)).toHaveAttribute("data-elements", "1");
  await page.getByRole("button", { name: "Close the whiteboard" }).click();
  await page.goto(list);
  await page.getByRole("tab", { name: "Whiteboards" }).click();
  const boards = page.getByTestId("boards-list");
  await expect(boards).toContainText("Weekly sync");
  await expect(boards).toContainText("1 drawing");
  await boards.getByRole("link", { name: "Weekly sync" }).click();
  await expect(page).toHaveURL(/\/board\?/);
  await expect(shapes(page)).toHaveAttribute("data-elements", "1");
  await other.context.close();
});
