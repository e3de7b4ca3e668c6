import type { Locator, Page, Request } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, test, signInAs } from "./fixtures";

// Data visualization's page (issue 37): a visualization made through the API opened on its empty
// state, a chart of tasks by assignee added through the 'Add Item' dialog and seen as bars, widgets
// dragged and resized and kept where they were left after a reload, the rows behind a bar, the
// chart's data exported as CSV, the page in Spanish; axe on each screen.

// Wide enough for the grid's 12-column layout beside the sidebar.
test.use({ viewport: { width: 1600, height: 1000 } });

const layoutOf = async (item: Locator) => (await item.getAttribute("data-layout")) ?? "";

/** Every PUT of the visualization's layout the page sends. */
function layoutSaves(page: Page, dashboardId: string): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith(`/dashboards/${dashboardId}/layout`))
      sent.push(request);
  });
  return sent;
}

test("a visualization: a chart added, its bars, widgets dragged and resized, rows, CSV, Spanish", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  // Tasks on a board of the project: three the member is assigned, one nobody is.
  const project = await seedProject(db, member.workspace.id, { name: "Operations", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Ops board" });
  for (const [title, assignees] of [
    ["Fix the login bug", [member.id]],
    ["Write the release notes", [member.id]],
    ["Plan the party", [member.id]],
    ["Order the cake", []],
  ] as const) {
    const res = await page.request.post(`/api/v1/task-management/${board.id}/tasks`, {
      data: { title, assignees: [...assignees] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const dataModule = await seedProjectModule(db, project.id, { tag: "DataVisualization", name: "Insights" });
  const created = await page.request.post(`/api/v1/data-visualization/${dataModule.id}/dashboards`, {
    data: { name: "Team pulse" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dashboard = (await created.json()) as { id: string };
  const pageUrl = `/project/${project.id}/data-visualization/${dashboard.id}?moduleId=${dataModule.id}`;

  // The empty visualization: 'Get started', and Publish beside Add chart.
  await page.goto(pageUrl);
  const view = page.getByTestId("visualization-page");
  await expect(view).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("visualization-name")).toHaveText("Team pulse");
  await expect(page.getByTestId("visualization-empty")).toContainText("Get started");
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await expectAccessible(page, { name: "data-visualization-empty" });

  // 'Add Item': the name is required; tasks by assignee (the defaults) as bars in the preview, then added.
  await page.getByTestId("add-chart").click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${dashboard.id}/add-chart\\?`));
  await expect(dialog.getByText("Chart details")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await dialog.getByTestId("add-chart-submit").click();
  await expect(dialog.getByText("Chart name is required")).toBeVisible();
  await dialog.getByTestId("chart-name").fill("Tasks by assignee");
  await expect(dialog.getByTestId("chart-report-on")).toHaveValue("Tasks");
  await expect(dialog.getByTestId("chart-x")).toHaveValue("Assignee");
  await expect(dialog.getByTestId("chart-preview").locator(".recharts-bar-rectangle")).toHaveCount(2);
  await expectAccessible(page, { name: "data-visualization-add-item" });
  await dialog.getByTestId("add-chart-submit").click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/add-chart/);

  const widget = page.getByTestId("chart-widget").filter({ hasText: "Tasks by assignee" });
  await expect(widget.locator(".recharts-bar-rectangle")).toHaveCount(2);
  await expect(widget).toContainText("Mia Member");

  // A second chart (through the API), then both arranged: one dragged by its header over the
  // other, one resized.
  const second = await page.request.post(
    `/api/v1/data-visualization/${dataModule.id}/dashboards/${dashboard.id}/charts`,
    {
      data: {
        name: "All tasks",
        style: "number",
        source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count" },
      },
    },
  );
  expect(second.status(), await second.text()).toBe(201);
  await page.reload();
  await expect(view).toHaveAttribute("data-ready", "true");
  const items = page.getByTestId("chart-grid-item");
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId("chart-figure-value")).toHaveText("4");
  const saves = layoutSaves(page, dashboard.id);
  const first = items.filter({ hasText: "Tasks by assignee" });
  expect(await layoutOf(first)).toBe("0,0,6,10");

  const header = first.locator(".dv-drag-handle");
  const from = (await header.boundingBox())!;
  await page.mouse.move(from.x + 60, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 80, from.y + from.height / 2 + 10, { steps: 4 });
  // Half the grid to the right: over the figure, which makes room below.
  await page.mouse.move(from.x + 760, from.y + from.height / 2 + 10, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => saves.length).toBe(1);

  const figure = items.filter({ hasText: "All tasks" });
  await figure.hover();
  const handle = figure.locator(".react-resizable-handle-se");
  const corner = (await handle.boundingBox())!;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x - 120, corner.y + 90, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => saves.length).toBe(2);
  const placed = await Promise.all([layoutOf(first), layoutOf(figure)]);
  expect(placed[0]).not.toBe("0,0,6,10");
  expect(placed[1]).not.toBe("6,0,6,10");

  // Reload: the places kept.
  await page.reload();
  await expect(view).toHaveAttribute("data-ready", "true");
  await expect(items).toHaveCount(2);
  expect(await Promise.all([layoutOf(first), layoutOf(figure)])).toEqual(placed);

  // The rows behind a bar.
  await first.locator(".recharts-bar-rectangle").first().click();
  const drawer = page.getByRole("dialog", { name: "Rows behind Tasks by assignee" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("drill-row").first()).toBeVisible();
  await expectAccessible(page, { name: "data-visualization-rows" });
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The chart's data as CSV.
  const exportCsv = await openMenuItem(
    first.getByRole("button", { name: "Options for Tasks by assignee" }),
    page.getByRole("menuitem", { name: "Export CSV" }),
  );
  const [download] = await Promise.all([page.waitForEvent("download"), exportCsv.click()]);
  expect(download.suggestedFilename()).toBe("tasks-by-assignee.csv");
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Assignee,Value");
  expect(csv).toContain("Mia Member,3");
  expect(csv).toContain("Unassigned,1");

  // The content tab and the page, in Spanish.
  await page.getByTestId("tab-content").click();
  await expect(page.getByTestId("content-row")).toHaveCount(2);
  await expect(page).toHaveURL(/active=content/);
  await expectAccessible(page, { name: "data-visualization-content" });
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.goto(pageUrl);
  await expect(view).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("tab", { name: "Vista" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Contenido" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Configuración" })).toBeVisible();
  await expect(page.getByTestId("add-chart")).toHaveText("Añadir gráfico");
  await expect(page.getByTestId("chart-widget").filter({ hasText: "Tasks by assignee" })).toContainText(
    "Sin asignar",
  );
  await expectAccessible(page, { name: "data-visualization-es" });
});
