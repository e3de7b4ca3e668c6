import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

// The Content hub's screens (issue 16): write and publish a post read back through the public API
// with the key from Connect to API; a product with 8 images and a downloads section; categories
// dragged into a tree.

test.use({ viewport: { width: 1400, height: 1000 } });
// Uploads go through sharp on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** A small PNG of one colour (what a cover, an inline image or a product image needs). */
async function png(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function openHub(
  page: Page,
  db: Parameters<typeof seedProject>[0],
  member: { id: string; email: string; password: string; workspace: { id: string } },
) {
  const project = await seedProject(db, member.workspace.id, { name: "Website", createdById: member.id });
  const hub = await seedProjectModule(db, project.id, { tag: "ContentHub", name: "Site content" });
  await signInAs(page, member, `/content-hub/${hub.id}`);
  await expect(page.getByRole("heading", { name: "Site content" })).toBeVisible();
  return hub;
}

/** Clicks until `then` shows: a click before hydration does nothing. */
async function clickUntil(target: Locator, then: Locator) {
  await expect(async () => {
    if (!(await then.isVisible())) await target.click({ timeout: 2_000 });
    await expect(then).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function createDraft(page: Page, type: "Blog" | "Product") {
  const modal = page.getByRole("dialog", { name: "Choose your content type" });
  await clickUntil(page.getByRole("link", { name: "Add" }), modal);
  await expect(modal.getByRole("button", { name: /News/ })).toBeDisabled();
  await expect(modal.getByRole("button", { name: /Form Builder integration/ })).toBeEnabled();
  await modal.getByRole("button", { name: new RegExp(`^${type}`) }).click();
  await page.waitForURL(new RegExp(`/content-hub/[0-9a-f]{24}/${type.toLowerCase()}/[0-9a-f]{24}$`));
}

test("a blog post with a cover and an inline image, published and read through the public API", async ({
  page,
  db,
  member,
}) => {
  const hub = await openHub(page, db, member);
  await expect(page.getByTestId("content-empty")).toHaveText("Add your first content here...");

  // The Form Builder card opens the hub's Integration dialog (a form builder's responses as drafts).
  const choose = page.getByRole("dialog", { name: "Choose your content type" });
  await clickUntil(page.getByRole("link", { name: "Add" }), choose);
  await choose.getByRole("button", { name: /Form Builder integration/ }).click();
  const integration = page.getByRole("dialog", { name: "Integration", exact: true });
  await expect(integration.getByTestId("integrations-empty")).toContainText("No data to show");
  await integration.getByRole("button", { name: "Close" }).click();
  await expect(integration).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/content-hub/${hub.id}(\\?|$)`));

  await createDraft(page, "Blog");
  await expect(page.getByTestId("editor-title")).toHaveText("Untitled Document");
  const title = page.getByPlaceholder("Enter the blog post title");
  await title.fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await title.fill("Hello from the hub");
  await page.getByPlaceholder("Select tags").fill("launch");
  await page.getByPlaceholder("Select tags").press("Enter");

  await page
    .getByTestId("post-cover-dropzone")
    .locator('input[type="file"]')
    .setInputFiles(await png("cover.png", 30));
  await expect(page.getByText("cover.png uploaded successfully")).toBeVisible();
  await expect(page.getByTestId("post-cover")).toBeVisible();
  await expectAccessible(page, { name: "content hub: blog editor" });

  await page.getByRole("tab", { name: "Content" }).click();
  const body = page.getByTestId("post-body-editor");
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Our first words.");
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("body-image-button").click();
  await (await chooser).setFiles(await png("inline.png", 200));
  await expect(body.locator("img")).toHaveCount(1);
  await expect(page.getByTestId("autosave-state")).toHaveText("Saved");

  await page.getByRole("button", { name: "Save and Publish" }).click();
  await expect(page.getByTestId("editor-state")).toHaveText("Published");
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

  // Connect to API: the key shows once; then only its last 4 characters.
  await page.goto(`/content-hub/${hub.id}/connect?redirect=${encodeURIComponent(`/content-hub/${hub.id}`)}`);
  const connect = page.getByRole("dialog", { name: "Connect to API" });
  await connect.getByTestId("connect-domain").fill("http://example.com");
  await connect.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(connect.getByText("Invalid URL", { exact: true })).toBeVisible();
  await connect.getByTestId("connect-domain").fill("https://www.example.com");
  await connect.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("Domain and API key updated.")).toBeVisible();
  const key = (await connect.getByTestId("connect-api-key-value").textContent())!;
  expect(key).toMatch(/^chk_/);
  await expect(connect.getByTestId("connect-key-last4")).toContainText(key.slice(-4));
  // The webhook's signing secret shows once too (nothing is published after this: no delivery).
  await connect.getByTestId("webhook-url").fill("https://example.com/rebuild");
  await connect.getByRole("button", { name: "Save webhook" }).click();
  await expect(connect.getByTestId("webhook-secret-value")).toContainText("whsec_");
  await expect(connect.getByText("No deliveries yet.")).toBeVisible();

  // The log with a delivery (put there by hand: the webhook's address is not reachable from the
  // tests) while the webhook is off, as the service leaves it after repeated failures: the notice
  // turns it on, then Redeliver is pressed from the keyboard and a toast tells how it went.
  const subscription = await db.webhookSubscription.findFirstOrThrow({ where: { sourceId: hub.id } });
  await db.webhookSubscription.update({
    where: { id: subscription.id },
    data: { enabled: false, disabledAt: new Date() },
  });
  const eventId = newId();
  const at = new Date().toISOString();
  await db.webhookDelivery.create({
    data: {
      id: newId(),
      subscriptionId: subscription.id,
      workspaceId: subscription.workspaceId,
      moduleId: hub.id,
      eventId,
      eventType: "content.post.published",
      payload: JSON.stringify({ type: "content.post.published", timestamp: at, data: { id: eventId } }),
      status: "failed",
      attemptCount: 1,
      attemptsLeft: 0,
      nextAttemptAt: null,
      attempts: [
        { at, status: 500, error: "HTTP 500", outcome: "failed", durationMs: 12, nextRetryAt: null },
      ],
    },
  });
  await connect.getByRole("button", { name: "Refresh" }).click();
  const delivery = connect.getByTestId("webhook-delivery");
  await expect(delivery).toContainText("Published");
  await expect(delivery).toContainText("HTTP 500");
  const off = connect.getByTestId("webhook-off");
  await expect(off).toContainText("This webhook is turned off");
  const redeliver = delivery.getByRole("button", { name: /^Redeliver Published of / });
  await expect(redeliver).toBeDisabled();
  await off.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("The webhook is on again.")).toBeVisible();
  await expect(off).toHaveCount(0);
  await expect(redeliver).toBeEnabled();
  await expectAccessible(page, { name: "content hub: webhook delivery log" });
  await redeliver.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(
      /^(Delivered again\.|Queued: it is sent again in a moment\.|Sent again, but the receiver did not accept it: .+)$/,
    ),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForURL((url) => url.pathname === `/content-hub/${hub.id}` && !url.search);

  // Developer mode: the endpoints with curl examples for this module.
  await page.getByTestId("developer-mode-switch").click();
  const panel = page.getByTestId("developer-panel");
  await expect(panel).toContainText(`/api/v1/public/content-hub/${hub.id}/blogs`);
  await expect(panel).toContainText(key.slice(-4));
  await expect(page.getByTestId("content-row")).toContainText(["Hello from the hub"]);
  await expectAccessible(page, { name: "content hub: list in developer mode" });

  const res = await page.request.get(`/api/v1/public/content-hub/${hub.id}/blogs`, {
    headers: { "x-api-key": key },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: { slug: string; title: string; coverImgUrl: string | null; tags: string[] }[];
  };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({ title: "Hello from the hub", tags: ["launch"] });
  expect(data[0]!.coverImgUrl).toBeTruthy();
  const one = await page.request.get(`/api/v1/public/content-hub/${hub.id}/blogs/${data[0]!.slug}`, {
    headers: { "x-api-key": key },
  });
  expect(one.status()).toBe(200);
  const post = (await one.json()) as { content: string };
  expect(post.content).toContain("Our first words.");
  expect(post.content).toMatch(/<img [^>]*src="[^"]+"/);
});

test("a product with 8 images (the uploader goes away) and a downloads section", async ({
  page,
  db,
  member,
}) => {
  const hub = await openHub(page, db, member);
  await clickUntil(
    page.getByRole("tab", { name: "Products" }),
    page.getByRole("tab", { name: "Products", selected: true }),
  );
  await expect(page).toHaveURL(`/content-hub/${hub.id}?active=products`);
  await createDraft(page, "Product");
  await expect(page.getByTestId("editor-title")).toHaveText("Untitled Product");
  await page.getByTestId("product-name").fill("Trail shoe");
  await expect(page.getByTestId("product-price")).toHaveValue("$0");

  const images = await Promise.all(
    Array.from({ length: 8 }, (_, index) => png(`shoe-${index + 1}.png`, index * 30)),
  );
  await page.getByTestId("product-images-dropzone").locator('input[type="file"]').setInputFiles(images);
  await expect(page.getByTestId("product-image")).toHaveCount(8, { timeout: 30_000 });
  await expect(page.getByTestId("product-images-dropzone")).toHaveCount(0);
  await expectAccessible(page, { name: "content hub: product editor" });

  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("menuitem", { name: "Downloads" }).click();
  const section = page.getByTestId("section-card");
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section.getByText("Section title is required")).toBeVisible();
  await expect(section.getByText("Invalid url", { exact: true })).toBeVisible();
  await section.getByTestId("section-title").fill("Manuals");
  await section.getByLabel("Title", { exact: true }).fill("User guide");
  await section.getByTestId("download-link").fill("not a url");
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section.getByText("Invalid URL", { exact: true })).toBeVisible();
  await section.getByTestId("download-link").fill("https://example.com/guide.pdf");
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section).toHaveAttribute("data-saved", "true");

  const saved = page.waitForResponse(
    (res) => res.request().method() === "PATCH" && res.url().includes("/products/"),
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("product-name")).toHaveValue("Trail shoe", { timeout: 30_000 });
  await expect(page.getByTestId("product-image")).toHaveCount(8);
  await expect(page.getByTestId("section-card")).toContainText("Manuals");
  await expect(page.getByTestId("section-card")).toContainText("https://example.com/guide.pdf");
});

test("categories: drag onto another = child, elsewhere = top level; the deletion rules of §8", async ({
  page,
  db,
  member,
}) => {
  const hub = await openHub(page, db, member);
  for (const name of ["Shoes", "Boots"]) {
    const res = await page.request.post(`/api/v1/content-hub/${hub.id}/categories`, {
      data: { name, contentType: "blog" },
    });
    expect(res.status()).toBe(201);
  }
  const modal = page.getByRole("dialog", { name: "Manage categories" });
  await clickUntil(page.getByRole("button", { name: "Manage categories" }), modal);
  const row = (name: string) => modal.getByTestId("category-row").filter({ hasText: name });
  await expect(row("Boots")).toContainText("/boots");
  const shoesId = await row("Shoes").getAttribute("data-category-id");

  const drag = async (from: Locator, to: Locator) => {
    const start = (await from.boundingBox())!;
    const end = (await to.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 4 });
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 10 });
    await page.mouse.up();
  };
  await drag(row("Boots").getByRole("button", { name: "Move Boots" }), row("Shoes"));
  await expect(row("Boots")).toHaveAttribute("data-parent-id", shoesId!);

  // A category with sub categories cannot be deleted.
  const deleteItem = (name: string) =>
    clickUntil(
      row(name).getByRole("button", { name: `Actions for ${name}` }),
      page.getByRole("menuitem", { name: "Delete" }),
    ).then(() => page.getByRole("menuitem", { name: "Delete" }).click());
  await deleteItem("Shoes");
  const blocked = page.getByRole("dialog", { name: "Delete confirmation" });
  await expect(blocked).toContainText("This category has sub categories. Please delete them first.");
  await blocked.getByRole("button", { name: "Close" }).last().click();
  await expect(blocked).toBeHidden();

  await drag(row("Boots").getByRole("button", { name: "Move Boots" }), modal.getByTestId("category-root"));
  await expect(row("Boots")).toHaveAttribute("data-parent-id", "");
  await expectAccessible(page, { name: "content hub: manage categories" });

  // One assigned to a post names it, with a link; an unused one asks first.
  const post = await page.request.post(`/api/v1/content-hub/${hub.id}/blogs`, {
    data: { title: "Boot care" },
  });
  const { id: postId } = (await post.json()) as { id: string };
  await page.request.patch(`/api/v1/content-hub/${hub.id}/blogs/${postId}`, {
    data: { categories: [shoesId] },
  });
  await deleteItem("Shoes");
  await page.getByRole("dialog", { name: "Delete Shoes" }).getByTestId("confirm-action").click();
  await expect(blocked).toContainText(
    "This category is assigned to 1 blog post(s). Please reassign them before deletion.",
  );
  await expect(blocked.getByRole("link", { name: "Boot care" })).toHaveAttribute(
    "href",
    `/content-hub/${hub.id}/blog/${postId}`,
  );
  await blocked.getByRole("button", { name: "Close" }).last().click();
  await expect(blocked).toBeHidden();
  await deleteItem("Boots");
  const confirm = page.getByRole("dialog", { name: "Delete Boots" });
  await expect(confirm).toContainText("You can create this category later.");
  await confirm.getByTestId("confirm-action").click();
  await expect(row("Boots")).toHaveCount(0);

  // Rename (the slug follows) and an image.
  await clickUntil(
    row("Shoes").getByRole("button", { name: "Actions for Shoes" }),
    page.getByRole("menuitem", { name: "Rename" }),
  );
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await modal.getByLabel("Category name").fill("Trail shoes");
  await modal.getByLabel("Category name").press("Enter");
  await expect(row("Trail shoes")).toContainText("/trail-shoes");
  // The tree reloads after the rename, which can close a menu opened meanwhile: open it and pick
  // Image again until the file chooser shows.
  const image = await png("category.png", 90);
  await expect(async () => {
    await clickUntil(
      row("Trail shoes").getByRole("button", { name: "Actions for Trail shoes" }),
      page.getByRole("menuitem", { name: "Image" }),
    );
    const chooser = page.waitForEvent("filechooser", { timeout: 2_000 });
    chooser.catch(() => undefined); // a failed try's wait must not end as an unhandled rejection
    await page.getByRole("menuitem", { name: "Image" }).click({ timeout: 2_000 });
    await (await chooser).setFiles(image);
  }).toPass({ timeout: 30_000 });
  await expect(row("Trail shoes").locator("img")).toHaveAttribute("src", /\/api\/v1\/files\//);

  // Adding needs a name.
  await modal.getByRole("button", { name: "Add category" }).click();
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByText("Sub category name is required")).toBeVisible();
});
