import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedBen } from "./chat-seed";
import { expect, test, signInAs } from "./fixtures";

// A long conversation (issue 32: "keyset pages of 100 older messages on scroll-up, a virtualised
// message list"): it opens at the newest message with only the rows in view in the page; scrolling up
// reads the pages before, the message being read staying where it was, down to 'This is the
// beginning of the conversation.'; a search jumps to an old message through the virtual list.

const MESSAGES = 250;

test("a long conversation opens at its end, reads older pages on scroll-up and stays virtual", async ({
  page,
  db,
  member,
}) => {
  const ben = await seedBen(db, member);
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const chat = await seedProjectModule(db, project.id, { tag: "OnlineChat", name: "Team chat" });
  const conversationId = newId();
  const start = Date.now() - MESSAGES * 60_000;
  await db.chatConversation.create({
    data: {
      id: conversationId,
      workspaceId: member.workspace.id,
      moduleId: chat.id,
      projectModuleId: chat.id,
      kind: "channel",
      name: "history",
      lastSeq: MESSAGES,
      createdById: member.id,
      members: {
        create: [
          { userId: member.id, role: "operator", viewedSeq: MESSAGES },
          { userId: ben.id, viewedSeq: MESSAGES },
        ],
      },
    },
  });
  await db.chatMessage.createMany({
    data: Array.from({ length: MESSAGES }, (_, i) => ({
      id: newId(),
      conversationId,
      seq: i + 1,
      authorId: i % 2 ? ben.id : member.id,
      body: i === 4 ? "the old budget figure is 4,200" : `message number ${i + 1}`,
      createdAt: new Date(start + i * 60_000),
    })),
  });

  await signInAs(
    page,
    member,
    `/project/${project.id}/online-chat?moduleId=${chat.id}&conversationId=${conversationId}`,
  );
  const log = page.getByTestId("chat-messages");
  const rows = log.getByTestId("chat-message");
  const text = (body: string) => log.getByText(body, { exact: true });
  // The newest message is in view; only the rows around the view are in the page.
  await expect(text(`message number ${MESSAGES}`)).toBeInViewport();
  expect(await rows.count()).toBeLessThan(45);

  // Scrolling to the top reads the 100 before: the message that was at the top is still in view,
  // the one before it just above. Once more, then the beginning.
  for (const firstShown of [151, 51]) {
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(text(`message number ${firstShown - 1}`)).toHaveCount(1);
    await expect(text(`message number ${firstShown}`)).toBeInViewport();
  }
  await expect(async () => {
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(page.getByTestId("chat-beginning")).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId("chat-beginning")).toHaveText("This is the beginning of the conversation.");
  await expect(text("message number 1")).toBeInViewport();
  expect(await rows.count()).toBeLessThan(45);

  // A search finds an old message and the virtual list brings it to the middle, marked.
  await page.goto(`/project/${project.id}/online-chat?moduleId=${chat.id}&conversationId=${conversationId}`);
  const result = page.getByTestId("chat-search-result").filter({ hasText: "the old budget figure" });
  // Typed again if the page was still hydrating when it was first typed.
  await expect(async () => {
    await page.getByRole("textbox", { name: "Search messages" }).fill("budget");
    await expect(result).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await result.click();
  const found = rows.filter({ hasText: "the old budget figure is 4,200" });
  await expect(found).toBeInViewport();
  await expect(found).toHaveAttribute("data-highlighted", "true");
});
