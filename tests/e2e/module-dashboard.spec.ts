import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, test, signInAs } from "./fixtures";

test("a project's grid is a live dashboard: task cards count open, overdue and done work and follow changes", async ({
  page,
  db,
  member,
}) => {
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const board = await seedProjectModule(db, project.id);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  const base = `/api/v1/task-management/${board.id}`;
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const late = await page.request.post(`${base}/tasks`, {
    data: { title: "Late report", dueDate: yesterday },
  });
  expect(late.status()).toBe(201);
  await page.request.post(`${base}/tasks`, { data: { title: "Draft plan" } });

  await page.goto(`/project/${project.id}/modules`);
  const card = page.locator(`[data-testid="module-card"][data-module-id="${board.id}"]`);
  // Nobody renamed it: the catalog title, in the viewer's language.
  await expect(card.getByTestId("module-card-name")).toHaveText("Task management");
  const summary = card.getByTestId("module-summary");
  await expect(summary).toContainText("2open");
  await expect(summary).toContainText("1overdue");
  await expect(summary).toContainText("0% done (0 of 2)");

  // Finished elsewhere (another client): the card follows without a reload.
  const columns = (
    (await (await page.request.get(`${base}/board`)).json()) as {
      data: { columns: { id: string }[] }[];
    }
  ).data[0]!.columns;
  const { id } = (await late.json()) as { id: string };
  const moved = await page.request.patch(`${base}/tasks/${id}`, {
    data: { columnId: columns[columns.length - 1]!.id, index: 0 },
  });
  expect(moved.status()).toBe(200);
  await expect(summary).toContainText("1done this week");
  await expect(summary).toContainText("50% done (1 of 2)");
  await expect(summary).toContainText("0overdue");

  // In Spanish the same module shows its Spanish title and figures.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: page.url() }]);
  await page.reload();
  await expect(card.getByTestId("module-card-name")).toHaveText("Gestión de tareas");
  await expect(summary).toContainText("50 % hecho (1 de 2)");
});
