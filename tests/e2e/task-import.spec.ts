import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, signInAs, test } from "./fixtures";

// Importing tasks from a CSV file (issue 39, docs/modules/task-management.md "Importing"): a Jira-like
// file is chosen, its columns are matched from the headers, the first rows previewed; the import
// makes the tasks (one in a new column), reports the value it could not use, and the board shows
// them. Then a Trello board's export: its lists become columns in order, its cards tasks with their
// checklist and member (by full name), archived cards left out. The dialog in Spanish; axe on the
// mapping step and the Trello step.
const CSV = [
  "Issue key,Summary,Status,Priority,Due date,Labels",
  "WEB-1,Design the landing page,Ideas,High,2026-12-20,web;design",
  'WEB-2,"Write the launch post, part 1",Ideas,Soonish,,content',
].join("\n");

const TRELLO = {
  name: "Launch plan",
  lists: [
    { id: "l1", name: "Backlog", closed: false, pos: 1 },
    { id: "l2", name: "Shipping", closed: false, pos: 2 },
  ],
  cards: [
    { id: "c1", name: "Record the demo", desc: "", closed: false, idList: "l2", pos: 1, idMembers: ["m1"] },
    { id: "c2", name: "Old idea", desc: "", closed: true, idList: "l1", pos: 1, idMembers: [] },
  ],
  labels: [],
  members: [{ id: "m1", fullName: "Mia Member", username: "mia" }],
  checklists: [
    {
      id: "k1",
      idCard: "c1",
      name: "Steps",
      pos: 1,
      checkItems: [
        { name: "Script", state: "complete", pos: 1 },
        { name: "Record", state: "incomplete", pos: 2 },
      ],
    },
  ],
};

test("import a CSV file and a Trello board into the board; Spanish; axe", async ({ page, db, member }) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Website", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Roadmap" });
  await signInAs(page, member, `/task-management/${board.id}`);
  await expect(page.getByTestId("task-module-name")).toHaveText("Roadmap");

  await page.getByTestId("task-import-open").click();
  const dialog = page.getByRole("dialog", { name: "Import tasks" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "jira.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await expect(dialog.getByText("jira.csv: 2 rows.")).toBeVisible();
  await expect(dialog.getByTestId("task-import-field-title")).toHaveValue("Summary");
  await expect(dialog.getByTestId("task-import-field-column")).toHaveValue("Status");
  await expect(dialog.getByTestId("task-import-field-assignees")).toHaveValue("— Not imported —");
  const preview = dialog.getByTestId("task-import-preview");
  await expect(preview).toContainText("Write the launch post, part 1");
  await expect(preview).toContainText("Soonish (not understood)");
  await expectAccessible(page, { name: "task-import-mapping" });

  await dialog.getByTestId("task-import-start").click();
  await expect(dialog.getByTestId("task-import-created")).toHaveText("2 tasks imported of 2 rows.");
  await expect(dialog).toContainText("Columns made: Ideas");
  await expect(dialog.getByTestId("task-import-warnings")).toContainText(
    "Row 3: “Soonish” is not a priority; it is Low",
  );
  await dialog.getByTestId("task-import-close").click();
  await expect(page.getByText("Design the landing page")).toBeVisible();
  await expect(page.getByText("Write the launch post, part 1")).toBeVisible();
  const imported = await db.task.findMany({
    where: { board: { projectModuleId: board.id } },
    select: { title: true, priority: true, labels: true, column: { select: { name: true } } },
    orderBy: { number: "asc" },
  });
  expect(imported).toEqual([
    {
      title: "Design the landing page",
      priority: "high",
      labels: ["web", "design"],
      column: { name: "Ideas" },
    },
    {
      title: "Write the launch post, part 1",
      priority: "low",
      labels: ["content"],
      column: { name: "Ideas" },
    },
  ]);

  await page.getByTestId("task-import-open").click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "trello.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(TRELLO)),
  });
  const trello = dialog.getByTestId("task-import-trello");
  await expect(trello).toContainText("the Trello board “Launch plan”, 1 card in 2 lists");
  await expect(trello.getByTestId("task-import-preview")).toContainText("Record the demo");
  await expect(trello.getByTestId("task-import-preview")).toContainText("1 of 2 done");
  await expect(trello.getByTestId("task-import-archived")).not.toBeChecked();
  await expectAccessible(page, { name: "task-import-trello" });
  await trello.getByTestId("task-import-start").click();
  await expect(dialog.getByTestId("task-import-created")).toHaveText("1 task imported of 1 card.");
  await expect(dialog).toContainText("Columns made: Backlog, Shipping");
  await dialog.getByTestId("task-import-close").click();
  await expect(page.getByText("Record the demo")).toBeVisible();
  const card = await db.task.findFirstOrThrow({
    where: { board: { projectModuleId: board.id }, title: "Record the demo" },
    select: { assigneeIds: true, checkList: true, column: { select: { name: true } } },
  });
  expect(card).toEqual({
    assigneeIds: [member.id],
    checkList: [
      { title: "Script", isCompleted: true },
      { title: "Record", isCompleted: false },
    ],
    column: { name: "Shipping" },
  });
  expect(await db.task.count({ where: { title: "Old idea" } })).toBe(0);

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.reload();
  await page.getByTestId("task-import-open").click();
  await expect(page.getByRole("dialog", { name: "Importar tareas" })).toBeVisible();
});
