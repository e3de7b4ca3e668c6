import { expectAccessible } from "./a11y";
import { expect, secondBrowser, test, signInAs } from "./fixtures";
import { seedCall } from "./meeting-helpers";

// A meeting's conversation (issue 34, docs/modules/meeting-room.md "Chats"): the host opens the
// meeting's chat from its details and writes; the invited colleague, with the chat open in another
// browser (in Spanish), sees it at once and answers; the host edits a message; the chats tab lists
// the conversation with its last message; axe.

test("a meeting's chat: written, received live, answered, edited, listed in the chats tab", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const { colleague, list, board } = await seedCall(db, member);
  const chatUrl = board.replace("/board?", "/chat?");
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const other = await secondBrowser(browser, colleague);
  await other.context.addCookies([{ name: "NEXT_LOCALE", value: "es", url: other.page.url() }]);
  await other.page.goto(chatUrl);
  await expect(other.page.getByTestId("chat-empty")).toHaveText("Este es el comienzo de la conversación.");

  // The host opens it from the meeting's details.
  await page.goto(list);
  await page
    .getByRole("link", { name: /Weekly sync/ })
    .first()
    .click();
  await page.getByTestId("meeting-chat-open").click();
  await expect(page).toHaveURL(/\/chat\?/);
  const composer = page.getByRole("textbox", { name: "Message" });
  await composer.fill("Agenda: the budget");
  await composer.press("Enter");
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
  await expect(other.page.getByTestId("chat-message")).toContainText("Agenda: the budget");

  // The colleague answers (Shift+Enter keeps a second line); the host sees it live.
  const reply = other.page.getByRole("textbox", { name: "Mensaje" });
  await reply.fill("De acuerdo");
  await reply.press("Shift+Enter");
  await reply.pressSequentially("Llevo las cifras");
  await other.page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("chat-message").nth(1)).toContainText("De acuerdo\nLlevo las cifras");

  // The host edits their message; the colleague sees the new text, marked edited.
  await page.getByTestId("chat-message").first().getByRole("button", { name: "Message actions" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editor = page.getByRole("textbox", { name: "Edit the message" });
  await editor.fill("Agenda: the budget and the hiring plan");
  await editor.press("Enter");
  await expect(other.page.getByTestId("chat-message").first()).toContainText(
    "Agenda: the budget and the hiring plan (editado)",
  );
  await expectAccessible(page, { name: "meeting-chat" });

  // The chats tab lists the conversation with its last message.
  await page.getByRole("button", { name: "Close the chat" }).click();
  await page.getByRole("tab", { name: "Chats" }).click();
  const chats = page.getByTestId("chats-list");
  await expect(chats).toContainText("Weekly sync");
  await expect(chats).toContainText("Cleo Colleague: De acuerdo");
  await other.context.close();
});
