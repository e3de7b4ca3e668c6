import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { bellBadge as badge, expect, secondBrowser, test, uniqueEmail, signInAs } from "./fixtures";

test("a teammate assigned and @mentioned is told live: the bell counts up, the popover opens the task, mark all read", async ({
  page,
  browser,
  db,
  member,
}) => {
  const jo = await seedUser(db, { email: uniqueEmail("jo"), name: "Jo Teammate" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: jo.id, role: "member" },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  const board = await seedProjectModule(db, project.id, { name: "Sprint board" });

  const other = await secondBrowser(browser, jo);
  try {
    await expect(badge(other.page)).toHaveText("0");
    await other.page.getByTestId("notification-bell").click();
    await expect(other.page.getByTestId("notification-popover")).toContainText("You're all caught up!");
    await other.page.keyboard.press("Escape");
    await expect(other.page.getByTestId("notification-popover")).toBeHidden();

    // Mia assigns Jo a task: Jo's bell counts up without a reload, with a toast.
    await signInAs(page, member);
    await expect(page).toHaveURL(/\/projects/);
    const created = await page.request.post(`/api/v1/task-management/${board.id}/tasks`, {
      data: { title: "Write the launch post", assignees: [jo.id] },
    });
    expect(created.status()).toBe(201);
    const task = (await created.json()) as { id: string; key: string };
    await expect(badge(other.page)).toHaveText("1");
    await expect(other.page.getByTestId("notification-toast")).toContainText(
      `Mia Member assigned you ${task.key} Write the launch post`,
    );

    // Mia @mentions Jo in a comment, picking Jo from the people who can see the task.
    const base = `/task-management/${board.id}`;
    await page.goto(`${base}/tasks/${task.id}/edit?redirect=${encodeURIComponent(base)}`);
    const comment = page.getByTestId("edit-task-dialog").getByTestId("comment-input");
    await comment.click();
    await comment.pressSequentially("Ready for you @Jo");
    await page.getByTestId("mention-option").filter({ hasText: "Jo Teammate" }).click();
    await expect(comment).toHaveValue("Ready for you @Jo Teammate ");
    await comment.press("Control+Enter");
    await expect(comment).toHaveValue("");
    await expect(badge(other.page)).toHaveText("2");

    // The popover lists both, newest first; clicking the mention opens the task and marks it read.
    await other.page.getByTestId("notification-bell").click();
    const items = other.page.getByTestId("notification-popover").getByTestId("notification-item");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(
      `Mia Member mentioned you on ${task.key} Write the launch post`,
    );
    await items
      .first()
      .getByRole("button", { name: /mentioned you/ })
      .click();
    await expect(other.page).toHaveURL(
      new RegExp(`/task-management/${board.id}/tasks/${task.id}/edit\\?redirect=`),
    );
    await expect(other.page.getByTestId("edit-task-dialog").getByTestId("task-title")).toHaveText(
      "Write the launch post",
    );
    await expect(badge(other.page)).toHaveText("1");

    // The full page: filter to unread, mark all read.
    await other.page.goto("/notifications?filter=unread");
    const list = other.page.getByTestId("notifications-page").getByTestId("notification-item");
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText("assigned you");
    // The list shows from the server's response; its buttons need the hydrated page.
    await expect(other.page.getByTestId("notifications-page")).toHaveAttribute("data-ready", "true");
    await other.page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(other.page.getByTestId("notifications-empty")).toHaveText(
      "You're all caught up! No new notifications at the moment.",
    );
    await expect(badge(other.page)).toHaveText("0");
  } finally {
    await other.context.close();
  }
});
