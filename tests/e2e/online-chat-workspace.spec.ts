import { newId } from "../../lib/server/ids";
import { seedBen } from "./chat-seed";
import { expect, inModuleRoom, openMenuItem, secondBrowser, test, signInAs } from "./fixtures";

// A workspace's own Online chat module (no project) opens the chat itself at
// /workspace-modules/{id}, not the setup state: from the sidebar's WORKSPACE MODULES entry, with
// breadcrumbs for a module without a project; a channel started there, a message sent and seen live
// by the other person, and the page's addresses (the conversation, a search's jump) staying on it.
test("a workspace's own chat module: opened from the sidebar, a channel started, a message sent and seen", async ({
  page,
  browser,
  db,
  member,
}) => {
  const ben = await seedBen(db, member);
  const definition = await db.moduleDefinition.findUniqueOrThrow({ where: { tag: "OnlineChat" } });
  const chat = await db.workspaceModule.create({
    data: {
      id: newId(),
      workspaceId: member.workspace.id,
      moduleId: definition.id,
      tag: "OnlineChat",
      name: "Team room",
      i: "0",
    },
  });
  const url = `/workspace-modules/${chat.id}`;

  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const entry = page.getByTestId("sidebar-workspace-modules").getByRole("link", { name: "Team room" });
  await expect(entry).toHaveAttribute("href", url);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole("heading", { name: "Team room", level: 1 })).toBeVisible();
  await expect(page.getByTestId("online-chat-page")).toBeVisible();
  await expect(page.getByTestId("module-setup-state")).toHaveCount(0);
  await expect(page.getByTestId("chat-no-selection")).toHaveText("No conversations selected");
  await expect(entry).toHaveAttribute("aria-current", "page");

  // Breadcrumbs: Dashboards → Workspace modules (as the sidebar groups it) → the module; no project.
  const crumbs = page.locator('[aria-label="Where you are"]');
  await expect(crumbs.getByRole("link", { name: "Dashboards" })).toHaveAttribute(
    "href",
    "/projects?view=grid",
  );
  await expect(crumbs.getByTestId("breadcrumb-workspace-modules")).toHaveText("Workspace modules");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Team room");
  await expect(crumbs.getByRole("link")).toHaveCount(1);

  const other = await secondBrowser(browser, ben);
  try {
    await other.page.goto(url);
    await expect(other.page.getByTestId("chat-no-conversations")).toBeVisible();
    await inModuleRoom(other.page, chat.id);

    // Mia starts a channel with Ben from 'New message': it opens at once, on this page.
    const dialog = await openMenuItem(
      page.getByRole("button", { name: "New message" }),
      page.getByRole("dialog", { name: "New message" }),
    );
    await dialog.getByText("Channel", { exact: true }).click();
    await dialog.getByTestId("chat-channel-name").fill("general");
    await dialog.getByPlaceholder("Search people").fill("ben");
    await page.getByRole("option", { name: "Ben Builder" }).click();
    await page.keyboard.press("Tab");
    await dialog.getByTestId("chat-start").click();
    await expect(page.getByTestId("chat-pane-title")).toHaveText("# general");
    await expect(page).toHaveURL(new RegExp(`${url}\\?conversationId=\\w+$`));

    // She sends a message; Ben sees the channel and the message live.
    const composer = page.getByRole("textbox", { name: "Message", exact: true });
    await composer.fill("Hello from the workspace room");
    await composer.press("Enter");
    await expect(composer).toHaveValue("");
    await expect(
      page.getByTestId("chat-message").filter({ hasText: "Hello from the workspace room" }),
    ).toBeVisible();
    const row = other.page.getByTestId("chat-conversation").filter({ hasText: "general" });
    await expect(row.getByTestId("chat-unread")).toHaveText("1");
    await row.click();
    await expect(
      other.page.getByTestId("chat-message").filter({ hasText: "Hello from the workspace room" }),
    ).toBeVisible();
    await expect(other.page).toHaveURL(new RegExp(`${url}\\?conversationId=`));
  } finally {
    await other.context.close();
  }

  // The page reads the open conversation on the server: a reload shows it at once.
  await page.reload();
  await expect(
    page.getByTestId("chat-message").filter({ hasText: "Hello from the workspace room" }),
  ).toBeVisible();

  // A search jumps to the message on this page.
  await page.getByRole("textbox", { name: "Search messages" }).fill("workspace room");
  await page.getByTestId("chat-search-result").click();
  await expect(page).toHaveURL(new RegExp(`${url}\\?conversationId=\\w+&message=\\w+$`));
  await expect(
    page.getByTestId("chat-message").filter({ hasText: "Hello from the workspace room" }),
  ).toHaveAttribute("data-highlighted", "true");
});
