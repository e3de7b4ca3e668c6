import sharp from "sharp";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import type { Db } from "../../lib/server/db";
import { expectAccessible } from "./a11y";
import { seedBen } from "./chat-seed";
import { expect, inModuleRoom, openMenuItem, secondBrowser, test, signInAs } from "./fixtures";

/** A 960 × 720 picture and a small PDF to send. */
const picture = () =>
  sharp({ create: { width: 960, height: 720, channels: 3, background: "#2b8a3e" } })
    .png()
    .toBuffer();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Mia's workspace with Ben in it, and a project with a chat module "Team chat". */
async function seedChat(db: Db, member: { id: string; workspace: { id: string } }) {
  const ben = await seedBen(db, member);
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const chat = await seedProjectModule(db, project.id, { tag: "OnlineChat", name: "Team chat" });
  return { ben, chat, url: `/project/${project.id}/online-chat?moduleId=${chat.id}` };
}

// Online chat (issue 32): two people hold a conversation live in two browsers — a direct message
// started from 'New message', sent with Enter, shown unread on the other side, read, the other
// online and typing, answered,
// reacted to, edited, deleted, restored, marked unread, a draft kept — and the page reads in Spanish.

test("two people chat live: start, send, unread, reply, edit, delete, mark as unread", async ({
  page,
  browser,
  db,
  member,
}) => {
  const { ben, chat, url } = await seedChat(db, member);

  await signInAs(page, member, url);
  await expect(page.getByRole("heading", { name: "Team chat" })).toBeVisible();
  await expect(page.getByTestId("chat-no-conversations")).toHaveText("No Conversations found");
  await expect(page.getByTestId("chat-no-selection")).toHaveText("No conversations selected");
  await expectAccessible(page, { name: "online-chat" });

  const other = await secondBrowser(browser, ben);
  try {
    await other.page.goto(url);
    await expect(other.page.getByTestId("chat-no-conversations")).toBeVisible();
    await inModuleRoom(other.page, chat.id);

    // Mia starts a direct message with Ben: it opens at once, empty.
    const dialog = await openMenuItem(
      page.getByRole("button", { name: "New message" }),
      page.getByRole("dialog", { name: "New message" }),
    );
    await dialog.getByPlaceholder("Search people").fill("ben");
    await page.getByRole("option", { name: "Ben Builder" }).click();
    // Tab leaves the picker (its list closes) for the next field.
    await page.keyboard.press("Tab");
    await dialog.getByTestId("chat-start").click();
    await expect(page.getByTestId("chat-pane-title")).toHaveText("Ben Builder");
    await expect(page).toHaveURL(/conversationId=/);
    await expect(page.getByTestId("chat-beginning")).toHaveText("This is the beginning of the conversation.");

    // Enter sends (Shift+Enter is a new line); the button is disabled while the box is empty.
    const composer = page.getByRole("textbox", { name: "Message", exact: true });
    await expect(page.getByTestId("chat-send")).toBeDisabled();
    await composer.fill("Hello **Ben**");
    await composer.press("Shift+Enter");
    await composer.pressSequentially("see https://example.com");
    await composer.press("Enter");
    await expect(composer).toHaveValue("");
    const sent = page.getByTestId("chat-message").filter({ hasText: "Hello" });
    await expect(sent.locator("strong")).toHaveText("Ben");
    await expect(sent.getByRole("link", { name: "https://example.com" })).toHaveAttribute("target", "_blank");

    // Ben's list shows it live, unread and bold; opening it reads it.
    const row = other.page.getByTestId("chat-conversation").filter({ hasText: "Mia Member" });
    await expect(row.getByTestId("chat-unread")).toHaveText("1");
    await row.click();
    await expect(other.page.getByTestId("chat-message").filter({ hasText: "Hello" })).toBeVisible();
    await expect(row.getByTestId("chat-unread")).toHaveCount(0);

    // Ben is online on Mia's side (his tab is open); as he types, she sees it.
    await expect(page.getByTestId("chat-presence")).toHaveText("Online");
    const reply = other.page.getByRole("textbox", { name: "Message", exact: true });
    await reply.pressSequentially("Hi Mia");
    await expect(page.getByTestId("chat-typing")).toHaveText("Ben Builder is typing…");
    // Ben answers; Mia sees it live, and the typing line goes.
    await reply.fill("Hi Mia, on it");
    await other.page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-message").filter({ hasText: "Hi Mia, on it" })).toBeVisible();
    await expect(page.getByTestId("chat-typing")).toHaveText("");

    // Mia reacts to it: Ben sees the reaction live; Mia's click again takes it off.
    const answerOnMia = page.getByTestId("chat-message").filter({ hasText: "Hi Mia, on it" });
    await answerOnMia.hover();
    await answerOnMia.getByTestId("chat-add-reaction").click();
    await page.getByRole("button", { name: "👍", exact: true }).click();
    await expect(answerOnMia.getByTestId("chat-reaction")).toHaveText("👍 1");
    const onBen = other.page.getByTestId("chat-message").filter({ hasText: "Hi Mia, on it" });
    await expect(onBen.getByTestId("chat-reaction")).toHaveText("👍 1");
    await answerOnMia.getByTestId("chat-reaction").click();
    await expect(onBen.getByTestId("chat-reaction")).toHaveCount(0);
    // Any emoji: 'More emoji', searched by name, Enter picks it.
    await answerOnMia.hover();
    await answerOnMia.getByTestId("chat-add-reaction").click();
    await page.getByRole("button", { name: "More emoji" }).click();
    await page.getByRole("textbox", { name: "Search emoji" }).fill("party popper");
    await expect(page.getByTestId("chat-emoji")).toHaveCount(1);
    await page.getByRole("textbox", { name: "Search emoji" }).press("Enter");
    await expect(onBen.getByTestId("chat-reaction")).toHaveText("🎉 1");

    // Mia sends a picture with no text (the paperclip): it uploads in her box, then Ben sees its
    // thumbnail live, the list names it, and he opens it full size. Ben answers with a PDF.
    await page
      .getByTestId("chat-files")
      .setInputFiles({ name: "whiteboard.png", mimeType: "image/png", buffer: await picture() });
    await expect(page.getByTestId("chat-upload")).toHaveAttribute("data-state", "ready");
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-upload-tray")).toHaveCount(0);
    const thumbnail = other.page.getByRole("img", { name: "whiteboard.png" });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expect(row).toContainText("📎 whiteboard.png");
    await other.page.getByRole("button", { name: "Open image whiteboard.png" }).click();
    const viewer = other.page.getByRole("dialog", { name: "whiteboard.png" });
    const full = viewer.getByRole("img", { name: "whiteboard.png" });
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await other.page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await other.page
      .getByTestId("chat-files")
      .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(other.page.getByTestId("chat-upload")).toHaveAttribute("data-state", "ready");
    await reply.fill("the notes");
    await reply.press("Enter");
    const notes = page.getByTestId("chat-message").filter({ hasText: "the notes" });
    await expect(notes.getByRole("link", { name: "Download notes.pdf" })).toHaveAttribute(
      "download",
      "notes.pdf",
    );

    // Mia edits her message: Ben sees the new text, marked edited.
    await openMenuItem(
      sent.getByTestId("chat-message-menu"),
      page.getByRole("menuitem", { name: "Edit" }),
    ).then((item) => item.click());
    const edit = page.getByRole("textbox", { name: "Edit message" });
    await edit.fill("Hello again");
    await edit.press("Enter");
    const edited = other.page.getByTestId("chat-message").filter({ hasText: "Hello again" });
    await expect(edited).toContainText("(edited)");

    // Ben deletes his answer: it leaves Mia's screen.
    const answer = other.page.getByTestId("chat-message").filter({ hasText: "Hi Mia, on it" });
    await openMenuItem(
      answer.getByTestId("chat-message-menu"),
      other.page.getByRole("menuitem", { name: "Delete" }),
    ).then((item) => item.click());
    await expect(page.getByTestId("chat-message").filter({ hasText: "Hi Mia, on it" })).toHaveCount(0);

    // His trash keeps it; restored, it is back in its place for both.
    await other.page.getByRole("tab", { name: "Trash" }).click();
    const trashed = other.page.getByTestId("chat-box-message").filter({ hasText: "Hi Mia, on it" });
    await trashed.getByRole("button", { name: "Restore" }).click();
    await expect(other.page.getByTestId("chat-box-empty")).toHaveText("The trash is empty");
    await expect(page.getByTestId("chat-message").filter({ hasText: "Hi Mia, on it" })).toBeVisible();
    await other.page.getByRole("tab", { name: "Sent" }).click();
    await other.page.getByTestId("chat-box-message").filter({ hasText: "Hi Mia, on it" }).click();
    await expect(other.page.getByTestId("chat-pane-title")).toHaveText("Mia Member");
    await other.page.getByRole("tab", { name: "Inbox" }).click();
    await row.click();

    // Ben marks Mia's message unread: the conversation closes and shows it and her picture unread.
    await openMenuItem(
      edited.getByTestId("chat-message-menu"),
      other.page.getByRole("menuitem", { name: "Mark as unread" }),
    ).then((item) => item.click());
    await expect(other.page.getByTestId("chat-no-selection")).toBeVisible();
    await expect(row.getByTestId("chat-unread")).toHaveText("2");
  } finally {
    await other.context.close();
  }

  // What Mia types and leaves unsent is her draft: in the Drafts tab, and back in the box.
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("an unsent idea");
  await expect(async () => {
    const saved = await page.request.get(`/api/v1/online-chat/${chat.id}/conversations?tab=drafts`);
    expect(((await saved.json()) as { data: unknown[] }).data).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  await page.getByRole("tab", { name: "Drafts" }).click();
  const drafted = page.getByTestId("chat-conversation").filter({ hasText: "Ben Builder" });
  await expect(drafted.getByTestId("chat-conversation-draft")).toHaveText("Draft: an unsent idea");
  await drafted.click();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("an unsent idea");

  // In Spanish.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: page.url() }]);
  await page.goto(url);
  await expect(page.getByRole("tab", { name: "Bandeja de entrada" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nuevo mensaje" })).toBeVisible();
  await expect(page.getByTestId("chat-no-selection")).toHaveText("No hay ninguna conversación seleccionada");
});

// Threads, mentions and search: Mia @mentions Ben in a channel (picked from the list as she types);
// Ben sees it stand out, answers in a thread; Mia sees the reply count and "1 new" live, opens the
// thread and it is read; a notification of the reply links straight to the thread; a search finds the
// reply and jumps to it.
test("a mention, a thread reply and its unread count live across two browsers, and a search that jumps to it", async ({
  page,
  browser,
  db,
  member,
}) => {
  const { ben, chat, url } = await seedChat(db, member);

  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const made = await page.request.post(`/api/v1/online-chat/${chat.id}/conversations`, {
    data: { kind: "channel", name: "launch", userIds: [ben.id] },
  });
  expect(made.status()).toBe(201);
  const channel = (await made.json()) as { id: string };
  await page.goto(`${url}&conversationId=${channel.id}`);
  await expect(page.getByTestId("chat-pane-title")).toHaveText("# launch");

  const other = await secondBrowser(browser, ben);
  try {
    await other.page.goto(`${url}&conversationId=${channel.id}`);
    await inModuleRoom(other.page, chat.id);

    // "@Be" offers Ben; Enter picks him (it does not send); Enter then sends.
    const composer = page.getByRole("textbox", { name: "Message", exact: true });
    await composer.pressSequentially("Can you check this @Be");
    await expect(page.getByTestId("chat-mention-option")).toContainText("Ben Builder");
    await composer.press("Enter");
    await expect(composer).toHaveValue("Can you check this @Ben Builder ");
    await composer.press("Enter");
    const asked = other.page.getByTestId("chat-message").filter({ hasText: "Can you check this" });
    await expect(asked.getByTestId("chat-mention")).toHaveText("@Ben Builder");
    await expect(asked.getByTestId("chat-mention")).toHaveAttribute("data-me", "true");
    // Ben's inbox has the mention.
    await expect(async () => {
      const inbox = await other.page.request.get("/api/v1/notifications");
      const items = ((await inbox.json()) as { data: { kind: string }[] }).data;
      expect(items.map((item) => item.kind)).toContain("chat.mentioned");
    }).toPass({ timeout: 10_000 });

    // Ben answers in a thread.
    await asked.hover();
    await asked.getByTestId("chat-reply-in-thread").click();
    await expect(other.page).toHaveURL(/thread=/);
    const thread = other.page.getByTestId("chat-thread");
    await thread.getByRole("textbox", { name: "Reply" }).fill("Looks good to me");
    await thread.getByRole("textbox", { name: "Reply" }).press("Enter");
    await expect(thread.getByTestId("chat-message").filter({ hasText: "Looks good to me" })).toBeVisible();
    await expect(thread.getByTestId("chat-thread-follow")).toHaveText("Following");

    // Mia (the root's author follows) sees "1 reply" and "1 new" live; opening the thread reads it.
    const mine = page.getByTestId("chat-message").filter({ hasText: "Can you check this" });
    await expect(mine.getByTestId("chat-thread-link")).toContainText("1 reply");
    await expect(mine.getByTestId("chat-thread-unread")).toHaveText("1 new");
    await mine.getByTestId("chat-thread-link").click();
    await expect(
      page.getByTestId("chat-thread").getByTestId("chat-message").filter({ hasText: "Looks good to me" }),
    ).toBeVisible();
    await expect(mine.getByTestId("chat-thread-unread")).toHaveCount(0);
    // The reply stays out of the channel's own list.
    await expect(page.getByTestId("chat-pane").getByTestId("chat-message")).toHaveCount(1);

    // Her notification of the reply leads to the thread.
    let link = "";
    await expect(async () => {
      const inbox = await page.request.get("/api/v1/notifications");
      const items = ((await inbox.json()) as { data: { kind: string; link: string }[] }).data;
      link = items.find((item) => item.kind === "chat.replied")?.link ?? "";
      expect(link).toContain("thread=");
    }).toPass({ timeout: 10_000 });
    await page.goto(link);
    await expect(
      page.getByTestId("chat-thread").getByTestId("chat-message").filter({ hasText: "Looks good to me" }),
    ).toBeVisible();

    // Search finds the reply by a partial word, accents and case aside, and jumps to it in its thread.
    await page.getByRole("button", { name: "Close thread" }).click();
    await expect(page.getByTestId("chat-thread")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Search messages" }).fill("LOOKS goo");
    const result = page.getByTestId("chat-search-result");
    await expect(result).toHaveCount(1);
    await expect(result).toContainText("In a thread");
    await expect(result.locator("mark").first()).toHaveText("Looks");
    await result.click();
    await expect(page).toHaveURL(/message=/);
    await expect(
      page.getByTestId("chat-thread").getByTestId("chat-message").filter({ hasText: "Looks good to me" }),
    ).toHaveAttribute("data-highlighted", "true");
    await page.getByRole("textbox", { name: "Search messages" }).fill("zebra");
    await expect(page.getByTestId("chat-search-empty")).toHaveText("No messages match “zebra”");
    await page.getByRole("textbox", { name: "Search messages" }).press("Escape");
    await expect(page.getByTestId("chat-conversation")).toHaveCount(1);
  } finally {
    await other.context.close();
  }
});
