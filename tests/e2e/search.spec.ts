import type { Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, signInAs, test } from "./fixtures";

// Search everything (issue 40, item 2): the header's box finds a task by a word typed without its
// accent and with a typo, grouped under Tasks, and opens it; the search is kept among the recent
// ones; in Spanish the groups and hints follow; axe on the results.

/** Opens the header's search (a click before hydration does nothing, so it is repeated). */
async function openSearch(page: Page) {
  const input = page.getByTestId("search-input");
  await expect(async () => {
    if (!(await input.isVisible())) await page.getByTestId("search-box").click({ timeout: 2_000 });
    await expect(input).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test("search from the header: find a task without its accent, open it, find it again among recent searches", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Relaunch", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Web board" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const made = await page.request.post(`/api/v1/task-management/${board.id}/tasks`, {
    data: { title: "Diseño de la portada", description: "<p>Nueva tipografía y colores</p>" },
  });
  expect(made.status()).toBe(201);
  const task = (await made.json()) as { id: string; key: string };

  // The box opens the search.
  const input = page.getByTestId("search-input");
  await openSearch(page);
  await expect(
    page.getByText("Type to search projects, modules, tasks, posts, people and more."),
  ).toBeVisible();

  await input.fill("zzqxw");
  await expect(page.getByText("Nothing found for “zzqxw”.")).toBeVisible();
  await input.fill("diseno portada");
  const result = page.getByTestId("search-result").filter({ hasText: `${task.key} Diseño de la portada` });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute("data-entity", "task");
  await expect(page.getByTestId("search-ask-nia")).toContainText("Ask Nia: “diseno portada”");
  await expectAccessible(page, { name: "search results" });

  // Enter opens the highlighted result: the arrows move from Ask Nia (first) to the task.
  await expect(async () => {
    await input.press("ArrowDown");
    await expect(result).toHaveAttribute("data-selected", "true", { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/task-management/${board.id}/tasks/${task.id}/edit`));
  await expect(page.getByRole("dialog").getByText("Diseño de la portada", { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // Opened again with Ctrl+K: the search is among the recent ones.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+k");
  await expect(input).toBeVisible();
  await expect(page.getByTestId("search-recent").first()).toHaveText("diseno portada");

  // In Spanish.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.goto("/projects");
  await openSearch(page);
  await input.fill("tipografia");
  await expect(page.getByTestId("search-ask-nia")).toContainText("Preguntar a Nia: «tipografia»");
  await expect(page.getByTestId("search-result").first()).toContainText("Diseño de la portada");
  await expectAccessible(page, { name: "search results in Spanish" });
});

test("search finds a database record by words of its notes and opens it over its table", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Sales", createdById: member.id });
  const data = await seedProjectModule(db, project.id, { tag: "DatabaseGenerator", name: "Leads" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  const base = `/api/v1/database-generator/${data.id}`;
  const database = (await (
    await page.request.post(`${base}/databases`, { data: { name: "CRM" } })
  ).json()) as {
    id: string;
  };
  const table = (await (
    await page.request.post(`${base}/databases/${database.id}/tables`, {
      data: {
        name: "Companies",
        columns: [
          { name: "Company", type: "text" },
          { name: "Notes", type: "longText" },
        ],
      },
    })
  ).json()) as { id: string; columns: { id: string }[] };
  const [company, notes] = table.columns;
  const made = await page.request.post(`${base}/tables/${table.id}/records`, {
    data: {
      cells: { [company!.id]: "Zürich Kayak Rentals", [notes!.id]: "Wants a quote for the summer fleet" },
    },
  });
  expect(made.status()).toBe(201);
  const record = (await made.json()) as { id: string; number: number };

  const input = page.getByTestId("search-input");
  await openSearch(page);
  await input.fill("summer fleet");
  const result = page.getByTestId("search-result").filter({ hasText: "Zürich Kayak Rentals" });
  await expect(result).toHaveAttribute("data-entity", "record");
  await result.click();
  await expect(page).toHaveURL(
    new RegExp(`/database-generator/database/${database.id}/${table.id}\\?.*record=${record.id}`),
  );
  const drawer = page.getByRole("dialog", { name: `Record ${record.number}` });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByRole("textbox", { name: "Company" })).toHaveValue("Zürich Kayak Rentals");
  // Closed, the record leaves the address.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/record=/);
});
