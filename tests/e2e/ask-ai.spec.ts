import type { Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, openAskAi, test, signInAs } from "./fixtures";

// Ask AI (spec §2, §4): the dialog of a task board's header, answered by the built-in assistant from
// the board's data; Stop; a draft's Create Task opening the create dialog prefilled.

test.use({ viewport: { width: 1440, height: 1000 } });

async function addTask(page: Page, moduleId: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; key: string };
}

/** Signs `member` in and seeds a board "Web Board" in their workspace. */
async function signedInWithBoard(
  page: Page,
  db: Parameters<typeof seedProject>[0],
  member: { email: string; workspace: { id: string } },
) {
  const project = await seedProject(db, member.workspace.id, { name: "Website" });
  const board = await seedProjectModule(db, project.id, { name: "Web Board" });
  await signInAs(page, member);
  return { moduleId: board.id, base: `/task-management/${board.id}` };
}

/** Opens the board and its Ask AI dialog. */
async function openBoardAskAi(page: Page, base: string) {
  await page.goto(base);
  return openAskAi(page);
}

test("each suggested question and feature card gets a grounded answer; New chat clears it", async ({
  page,
  db,
  member,
}) => {
  const { moduleId, base } = await signedInWithBoard(page, db, member);
  const late = await addTask(page, moduleId, {
    title: "Renew the SSL certificate",
    dueDate: "2020-01-02",
    priority: "highest",
  });
  await addTask(page, moduleId, { title: "Write release notes", assignees: [member.id], priority: "medium" });
  await addTask(page, moduleId, { title: "Fix the login page on Safari" });
  await addTask(page, moduleId, { title: "Fix login page on Safari browser" });

  const dialog = await openBoardAskAi(page, base);
  await expect(
    dialog.getByText("Welcome back! Feel free to ask me anything about this List. How can I help?"),
  ).toBeVisible();
  await expect(dialog.getByTestId("ask-ai-suggestion")).toHaveText([
    "Are there any overdue tasks?",
    "What is assigned to me?",
    "Which open tasks have the highest priority?",
  ]);
  await expect(dialog.getByTestId("ask-ai-feature")).toHaveCount(3);
  await expect(dialog.getByPlaceholder("Enter a prompt here")).toBeVisible();
  await expect(dialog.getByTestId("ask-ai-provider")).toHaveText(/Built-in assistant/);

  await dialog.getByRole("button", { name: "Are there any overdue tasks?" }).click();
  const reply = dialog.locator("[data-author='assistant'][data-state='complete']");
  await expect(reply.last()).toContainText("1 task is overdue on Web Board");
  await expect(reply.last().getByRole("link", { name: late.key })).toHaveAttribute(
    "href",
    new RegExp(`/tasks/${late.id}/edit`),
  );

  // The prompt: Ctrl+Enter sends.
  const prompt = dialog.getByRole("textbox", { name: "Your question" });
  await prompt.fill("What is assigned to me?");
  await prompt.press("Control+Enter");
  await expect(reply).toHaveCount(2);
  await expect(reply.last()).toContainText("Write release notes");
  await expect(reply.last()).not.toContainText("Renew the SSL certificate");

  await prompt.fill("Which open tasks have the highest priority?");
  await prompt.press("Control+Enter");
  await expect(reply).toHaveCount(3);
  await expect(reply.last().locator("li").first()).toContainText("Renew the SSL certificate");

  await prompt.fill("Find duplicate tasks");
  await dialog.getByTestId("ask-ai-send").click();
  await expect(reply).toHaveCount(4);
  await expect(reply.last()).toContainText("1 group of tasks with similar titles");
  await expect(reply.last()).toContainText("Fix login page on Safari browser");

  // Reopening shows the same transcript; New chat clears it and the welcome comes back.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await openAskAi(page);
  await expect(dialog.locator("[data-author='assistant']")).toHaveCount(4);
  await dialog.getByTestId("ask-ai-new-chat").click();
  await expect(dialog.getByTestId("ask-ai-welcome")).toBeVisible();
  await dialog.getByTestId("ask-ai-feature").filter({ hasText: "Find tasks are stuck" }).click();
  await expect(reply.last()).toContainText(
    "No task in progress on Web Board has gone 7 days without activity.",
  );
  await dialog.getByTestId("ask-ai-new-chat").click();
  await dialog.getByTestId("ask-ai-feature").filter({ hasText: "Project update" }).click();
  await expect(reply.last()).toContainText("Project update for Web Board");
  await expect(reply.last()).toContainText("Created: 4");
});

test("Create Task from a draft opens the create dialog prefilled", async ({ page, db, member }) => {
  const { base } = await signedInWithBoard(page, db, member);
  const dialog = await openBoardAskAi(page, base);
  const prompt = dialog.getByRole("textbox", { name: "Your question" });
  await prompt.fill("Create a task Update the pricing page, high priority");
  await prompt.press("Control+Enter");
  const draft = dialog.getByTestId("ask-ai-draft");
  await expect(draft.getByTestId("ask-ai-draft-title")).toHaveText("Update the pricing page");
  await draft.getByRole("button", { name: "Create Task" }).click();
  await expect(dialog).toBeHidden();
  const create = page.getByRole("dialog", { name: "Create task" });
  await expect(create).toBeVisible();
  await expect(create.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Update the pricing page",
  );
  await expect(create.getByTestId("task-priority").first()).toHaveValue("High");
  await create.getByTestId("create-task-submit").click();
  await expect(create).toBeHidden();
  await expect(page.getByTestId("task-card").filter({ hasText: "Update the pricing page" })).toBeVisible();
});

test("Stop ends a reply that is streaming, and sending is locked until then", async ({
  page,
  db,
  member,
}) => {
  const { base } = await signedInWithBoard(page, db, member);
  // The built-in assistant answers in milliseconds, too fast to press Stop: the page's socket goes to
  // the server as usual, except that this question's reply is held after its first chunk, as a slow
  // model's would be, until the page sends Stop (socket.io's frames: 42[event, data], 43<id>[ack]).
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === "string" ? message : message.toString();
      const ask = /^42(\d+)\["ai:message",(.*)\]$/.exec(text);
      if (ask) {
        const body = JSON.parse(ask[2]!) as { message: string; moduleId: string };
        const now = new Date().toISOString();
        ws.send(
          `43${ask[1]}${JSON.stringify([{ ok: true, userMessage: { id: "q1", author: "user", content: body.message, state: "complete", createdAt: now } }])}`,
        );
        ws.send(
          `42${JSON.stringify(["ai:chunk", { moduleId: body.moduleId, message: { content: "Looking at the board" } }])}`,
        );
        return;
      }
      const stop = /^42\["ai:stop",(.*)\]$/.exec(text);
      if (stop) {
        const { moduleId } = JSON.parse(stop[1]!) as { moduleId: string };
        const message = {
          id: "a1",
          author: "assistant",
          content: "Looking at the board",
          state: "stopped",
          createdAt: new Date().toISOString(),
        };
        ws.send(`42${JSON.stringify(["ai:done", { moduleId, message }])}`);
        return;
      }
      server.send(message);
    });
  });
  const dialog = await openBoardAskAi(page, base);
  await dialog.getByRole("button", { name: "Are there any overdue tasks?" }).click();
  const streaming = dialog.locator("[data-author='assistant'][data-state='streaming']");
  await expect(streaming).toContainText("Looking at the board");
  // Locked while it streams: no Send, Stop instead.
  await expect(dialog.getByTestId("ask-ai-send")).toBeHidden();
  await dialog.getByTestId("ask-ai-stop").click();
  const stopped = dialog.locator("[data-author='assistant'][data-state='stopped']");
  await expect(stopped).toContainText("Looking at the board");
  await expect(stopped).toContainText("Stopped.");
  await expect(dialog.getByTestId("ask-ai-send")).toBeVisible();
});
