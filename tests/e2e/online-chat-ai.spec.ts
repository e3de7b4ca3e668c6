import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedBen } from "./chat-seed";
import { expect, openAskAi, test, signInAs } from "./fixtures";

// Ask AI in an Online chat (issue 32): the built-in assistant summarises what Mia has not read (Ben's
// question and the decision he wrote, each linked to its message) and drafts her reply, which Use
// draft puts in the conversation's message box.

test.use({ viewport: { width: 1440, height: 1000 } });

test("the unread summary links to its messages, and a drafted reply lands in the message box", async ({
  page,
  db,
  member,
}) => {
  const ben = await seedBen(db, member);
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const chat = await seedProjectModule(db, project.id, { tag: "OnlineChat", name: "Team chat" });
  // Ben wrote to Mia twice; she has read neither.
  const conversationId = newId();
  await db.chatConversation.create({
    data: {
      id: conversationId,
      workspaceId: member.workspace.id,
      moduleId: chat.id,
      projectModuleId: chat.id,
      kind: "direct",
      directKey: [member.id, ben.id].sort().join(":"),
      lastSeq: 2,
      createdById: ben.id,
      members: { create: [{ userId: member.id }, { userId: ben.id, viewedSeq: 2 }] },
      messages: {
        create: [
          { id: newId(), seq: 1, authorId: ben.id, body: "Can you review the launch plan today?" },
          { id: newId(), seq: 2, authorId: ben.id, body: "We decided to ship on Friday" },
        ],
      },
    },
  });

  await signInAs(page, member, `/project/${project.id}/online-chat?moduleId=${chat.id}`);
  await expect(page.getByRole("heading", { name: "Team chat" })).toBeVisible();

  const dialog = await openAskAi(page);
  await expect(dialog.getByTestId("ask-ai-welcome")).toContainText("I can summarise your conversations");
  await expect(dialog.getByTestId("ask-ai-suggestion")).toHaveText([
    "Summarise my unread messages",
    "What did we decide?",
    "Draft a reply to my latest conversation",
  ]);

  await dialog.getByRole("button", { name: "Summarise my unread messages" }).click();
  const summary = dialog.locator("[data-author='assistant'][data-state='complete']");
  await expect(summary).toHaveCount(1);
  await expect(summary).toContainText("Ben Builder");
  await expect(summary).toContainText("Can you review the launch plan today?");
  await expect(summary.getByRole("link", { name: /^Ben Builder · / }).first()).toHaveAttribute(
    "href",
    new RegExp(`conversationId=${conversationId}&message=[0-9a-f]{24}$`),
  );

  await dialog.getByRole("textbox").fill("Draft a reply to my latest conversation");
  await dialog.getByRole("textbox").press("Control+Enter");
  const replies = dialog.locator("[data-author='assistant'][data-state='complete']");
  await expect(replies).toHaveCount(2);
  const draft = replies.last().getByTestId("ask-ai-chat-draft");
  await expect(draft).toContainText("Hi Ben");
  await expect(draft).toContainText("Can you review the launch plan today?");
  await draft.getByRole("button", { name: "Use draft" }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`conversationId=${conversationId}`));
  await expect(page.getByTestId("chat-pane-title")).toHaveText("Ben Builder");
  const box = page.getByRole("textbox", { name: "Message", exact: true });
  await expect(box).toHaveValue(/^Hi Ben,/);
  // It is her draft now: the Drafts tab lists the conversation.
  await page.getByRole("tab", { name: "Drafts" }).click();
  await expect(page.getByTestId("chat-conversation-draft")).toContainText("Draft: Hi Ben,");
});
