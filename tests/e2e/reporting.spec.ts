import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";

const DAY_MS = 86_400_000;

async function boardColumns(page: Page, moduleId: string) {
  const res = await page.request.get(`/api/v1/task-management/${moduleId}/board`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { columns: { id: string; name: string }[] }[] };
  return body.data[0]!.columns;
}

async function createTask(page: Page, moduleId: string, title: string): Promise<string> {
  const res = await page.request.post(`/api/v1/task-management/${moduleId}/tasks`, { data: { title } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("My organization reads the cycle time of the team's finished tasks, from when each started to when it was done", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Platform", createdById: member.id });
  const tasks = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Platform work" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const columns = await boardColumns(page, tasks.id);
  const { id: boardId } = await db.taskBoard.findUniqueOrThrow({ where: { projectModuleId: tasks.id } });
  const [todo, doing, done] = [columns[0]!, columns[1]!, columns.at(-1)!];

  // Two tasks went todo → in progress → done ten days ago: one in 2 days, the other in 4.
  // Cycle times 2 and 4 days: median 3 days, 85th percentile 2 + 0.85 × 2 = 3.7 days.
  const finished = Date.now() - 10 * DAY_MS;
  for (const [title, days] of [
    ["Migrate the queue", 2],
    ["Rotate the keys", 4],
  ] as const) {
    const taskId = await createTask(page, tasks.id, title);
    // What the two moves leave on the task: in done since `finished`, started `days` before.
    const { createdAt } = await db.task.update({
      where: { id: taskId },
      data: {
        columnId: done.id,
        columnSince: new Date(finished),
        columnSinceById: member.id,
        startedAt: new Date(finished - days * DAY_MS),
      },
      select: { createdAt: true },
    });
    const move = (from: { id: string; name: string }, to: { id: string; name: string }, at: number) => ({
      id: newId(),
      boardId,
      taskId,
      actorId: member.id,
      actionType: "moved",
      changes: { type: "moved", sourceColumn: from, destinationColumn: to },
      createdAt: new Date(at),
      fromColumnId: from.id,
      toColumnId: to.id,
      taskCreatedAt: createdAt,
    });
    await db.taskActivity.createMany({
      data: [move(todo, doing, finished - days * DAY_MS), move(doing, done, finished)],
    });
  }

  await page.getByRole("link", { name: "Reporting", exact: true }).click();
  await expect(page).toHaveURL(/\/reporting\/dashboard/);
  await expect(page.getByTestId("report-card-my-impact")).toBeVisible();
  await expectAccessible(page, { name: "reporting: dashboard" });

  await page.getByTestId("report-card-my-organization").click();
  await expect(page).toHaveURL(/\/reporting\/my-organization/);
  const widget = page.getByTestId("report-widget-cycle-time");
  await expect(widget.getByTestId("cycle-time-median")).toHaveAttribute("data-ms", String(3 * DAY_MS));
  await expect(widget.getByTestId("cycle-time-median")).toContainText("3 days");
  await expect(widget.getByTestId("cycle-time-p85")).toHaveAttribute("data-ms", String(3.7 * DAY_MS));
  await expect(widget.getByTestId("cycle-time-p85")).toContainText("3.7 days");
  // Throughput counts the two finished tasks.
  await page.getByTestId("report-widget-throughput-view-toggle").getByText("Table").click();
  await expect(page.getByTestId("report-widget-throughput-table")).toBeVisible();
  await expectAccessible(page, { name: "reporting: my organization" });
});
