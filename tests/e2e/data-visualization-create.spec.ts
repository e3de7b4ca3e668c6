import type { Page } from "@playwright/test";
import type { Db } from "../../lib/server/db";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, test, signInAs } from "./fixtures";

// Data visualization's list and its ways to create (issue 37): the entry redirecting to the list,
// its empty state, 'Create a new visualization' with its three cards, a template picked by category
// and search and made under a name (landing on the visualization page, then listed with its cover
// chart), the AI smart builder's proposal shown before adding with a chart left out, 'Connect to data
// source' with SQL Server and MongoDB shown as not available, a rename and a delete from a card's
// menu, the list in Spanish; axe on each screen.

/** Signs in and opens a new project's data visualization module by its entry route. */
async function openModule(
  page: Page,
  db: Db,
  member: { email: string; id: string; workspace: { id: string } },
) {
  const project = await seedProject(db, member.workspace.id, { name: "Operations", createdById: member.id });
  const dataModule = await seedProjectModule(db, project.id, { tag: "DataVisualization", name: "Insights" });
  await signInAs(page, member, `/project/${project.id}/data-visualization?moduleId=${dataModule.id}`);
  await expect(page).toHaveURL(
    new RegExp(`/project/${project.id}/data-visualization/dashboard\\?moduleId=${dataModule.id}$`),
  );
  await expect(page.getByTestId("data-visualization")).toHaveAttribute("data-ready", "true");
  return { projectId: project.id, moduleId: dataModule.id };
}

test("a visualization from a template: categories, search, its name, then its page and its card", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);
  await expect(page.getByTestId("visualizations-empty")).toBeVisible();
  await expectAccessible(page, { name: "data-visualization-list-empty" });

  await page.getByTestId("create-visualization").first().click();
  const ways = page.getByRole("dialog", { name: "Create a new visualization" });
  await expect(ways.getByTestId("way-scratch")).toBeVisible();
  await expect(ways.getByTestId("way-ai")).toBeVisible();
  await expectAccessible(page, { name: "data-visualization-create-ways" });
  await ways.getByTestId("way-template").click();
  await expect(page).toHaveURL(/\/dashboard\/add-data-visualization-use-a-template\?moduleId=/);

  const templates = page.getByTestId("dv-template-dialog");
  await expect(page.getByRole("dialog", { name: "Add data visualization" })).toBeVisible();
  await expect(templates.getByTestId("dv-template-banner")).toContainText("Visualize your data!");
  await expect(templates.getByRole("link", { name: "Create custom visualization" })).toBeVisible();
  for (const category of ["Recommended", "Resourcing", "Work health", "Progress"])
    await expect(templates.getByRole("button", { name: category, exact: true })).toBeVisible();
  await templates.getByRole("button", { name: "Progress", exact: true }).click();
  await expect(
    templates.getByRole("region", { name: "Progress" }).getByTestId("dv-template-card"),
  ).toHaveCount(4);
  await templates.getByTestId("dv-template-search").fill("burndown sprint");
  await expect(templates.getByTestId("dv-template-card")).toHaveCount(1);
  await templates.getByTestId("dv-template-search").fill("zzz nothing");
  await expect(templates.getByTestId("dv-template-none")).toBeVisible();
  await templates.getByTestId("dv-template-search").fill("");
  await templates.getByRole("button", { name: "Resourcing", exact: true }).click();
  await expectAccessible(page, { name: "data-visualization-templates" });

  const workload = templates
    .getByTestId("dv-template-card")
    .filter({ hasText: "Workload by assignee" })
    .first();
  await workload.getByTestId("dv-template-use").click();
  const name = templates.getByTestId("dv-template-name");
  await expect(name).toHaveValue("Workload by assignee");
  await name.fill("");
  await templates.getByTestId("dv-template-create").click();
  await expect(templates.getByText("Visualization name is required")).toBeVisible();
  await name.fill("Team workload");
  await name.press("Enter");

  await expect(page).toHaveURL(
    new RegExp(`/project/${place.projectId}/data-visualization/[0-9a-f]{24}\\?moduleId=${place.moduleId}`),
  );
  await expect(page.getByTestId("visualization-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("visualization-name")).toHaveText("Team workload");
  await expect(page.getByTestId("chart-widget")).toHaveCount(3);
  await expect(page.getByTestId("chart-widget").first()).toContainText("Workload by assignee");

  // Back in the list: its card, with its charts counted and its cover chart drawn.
  await page.goto(`/project/${place.projectId}/data-visualization/dashboard?moduleId=${place.moduleId}`);
  const card = page.getByTestId("visualization-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("visualization-card-name")).toHaveText("Team workload");
  await expect(card.getByTestId("visualization-charts")).toHaveText("3 charts");
  await expect(card.getByTestId("visualization-thumbnail")).not.toContainText("No charts yet");
  await expectAccessible(page, { name: "data-visualization-list" });

  // Renamed, then deleted, from its menu.
  await (
    await openMenuItem(card.getByTestId("visualization-menu"), page.getByRole("menuitem", { name: "Rename" }))
  ).click();
  const rename = page.getByRole("dialog", { name: "Rename visualization" });
  await rename.getByLabel("Name").fill("Workload");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(card.getByTestId("visualization-card-name")).toHaveText("Workload");
  await (
    await openMenuItem(card.getByTestId("visualization-menu"), page.getByRole("menuitem", { name: "Delete" }))
  ).click();
  await page.getByTestId("confirm-action").click();
  await expect(page.getByTestId("visualizations-empty")).toBeVisible();
});

test("the AI smart builder: an example, a proposal shown before adding, one chart left out", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);
  await page.goto(
    `/project/${place.projectId}/data-visualization/dashboard/add-data-visualization-use-ai-smart-builder?moduleId=${place.moduleId}`,
  );
  const dialog = page.getByTestId("dv-ai-dialog");
  await expect(page.getByRole("dialog", { name: "AI smart builder" })).toBeVisible();
  const prompt = dialog.getByTestId("dv-ai-prompt");
  await expect(prompt).toHaveAttribute("placeholder", "Describe Your Ideal visualization...");
  await expect(prompt).toHaveAttribute("rows", "10");
  await expect(dialog.getByTestId("dv-ai-example")).toHaveCount(4);

  // Nothing described: the text the server would answer, shown before anything is sent.
  await dialog.getByTestId("dv-ai-generate").click();
  await expect(dialog.getByText("Describe the visualization you want.")).toBeVisible();

  // An example fills the description; Generate shows its chart before anything is made.
  await dialog.getByTestId("dv-ai-example").filter({ hasText: "Booking pie chart" }).click();
  await expect(prompt).toHaveValue("A pie chart of meetings by status in the last 30 days.");
  await dialog.getByTestId("dv-ai-generate").click();
  await expect(dialog.getByTestId("dv-ai-chart")).toHaveCount(1);
  await expect(dialog.getByTestId("dv-ai-chart")).toContainText("Meetings by meeting status, last 30 days");
  await expect(dialog.getByTestId("dv-ai-chart")).toContainText("Donut");

  // Another description: three charts, the third left out.
  await dialog.getByRole("button", { name: "Edit the description" }).click();
  await prompt.fill("Tasks by assignee and by status, hours per project this month");
  await prompt.press("Control+Enter");
  const charts = dialog.getByTestId("dv-ai-chart");
  await expect(charts).toHaveCount(3);
  await expect(dialog.getByTestId("dv-ai-by")).toHaveText("Proposed by the built-in rules");
  await expectAccessible(page, { name: "data-visualization-ai-proposal" });
  await charts.nth(2).getByRole("checkbox").uncheck();
  await expect(dialog.getByText("2 of 3 charts will be added")).toBeVisible();
  await dialog.getByTestId("dv-ai-name").fill("Team at a glance");
  await dialog.getByTestId("dv-ai-create").click();

  await expect(page).toHaveURL(
    new RegExp(`/project/${place.projectId}/data-visualization/[0-9a-f]{24}\\?moduleId=${place.moduleId}`),
  );
  await expect(page.getByTestId("visualization-name")).toHaveText("Team at a glance");
  await expect(page.getByTestId("chart-widget")).toHaveCount(2);
  await expect(page.getByTestId("chart-widget").nth(0)).toContainText("Tasks by assignee, this month");
  await expect(page.getByTestId("chart-widget").nth(1)).toContainText("Tasks by task status, this month");
});

test("connecting a source: the three tabs, the connectors not available said so; the list in Spanish", async ({
  page,
  db,
  member,
}) => {
  const place = await openModule(page, db, member);
  await page.getByTestId("create-visualization").first().click();
  await page.getByRole("dialog", { name: "Create a new visualization" }).getByTestId("way-scratch").click();
  const dialog = page.getByRole("dialog", { name: "Connect to data source" });
  await expect(dialog.getByRole("tab", { name: "On this dashboard" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog.getByRole("tab", { name: "Files" }).click();
  await expect(dialog.getByText("Support for a single upload.")).toBeVisible();
  await dialog.getByRole("tab", { name: "Connectors" }).click();
  const types = dialog.getByTestId("dv-connector-type");
  await expect(types).toHaveCount(3);
  const type = (name: string) => dialog.getByRole("radio", { name: new RegExp(`^${name}`) });
  await expect(type("SQL Server")).toBeDisabled();
  await expect(type("MongoDB")).toBeDisabled();
  await expect(type("SQL Server")).toContainText("Not available");
  await expect(type("PostGreSql")).toBeEnabled();
  await expect(dialog.getByTestId("dv-connector-form").getByLabel("Port")).toHaveValue("5432");
  await expectAccessible(page, { name: "data-visualization-connect" });
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/data-visualization/dashboard\\?moduleId=${place.moduleId}$`));

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Visualizaciones" })).toBeVisible();
  await expect(page.getByTestId("visualizations-empty")).toContainText("Aún no hay visualizaciones");
  await expectAccessible(page, { name: "data-visualization-list-es" });
});

test("a chart from a database table: connected from 'On this dashboard', summed by a column", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);
  // The database generator's E-Commerce template in the same project: its Orders table.
  const tables = await seedProjectModule(db, place.projectId, {
    tag: "DatabaseGenerator",
    name: "Shop data",
  });
  await page.goto(
    `/project/${place.projectId}/database-generator/dashboard/add-database-use-a-template?moduleId=${tables.id}&active=databases&view=grid`,
  );
  const templates = page.getByTestId("db-template-dialog");
  await templates.getByTestId("db-template-card").filter({ hasText: "E-Commerce Transactions" }).click();
  await templates.getByTestId("db-template-submit").click();
  await expect(page).toHaveURL(/\/database\/[0-9a-f]{24}\?/);

  await page.goto(
    `/project/${place.projectId}/data-visualization/dashboard/add-data-visualization-start-from-scratch?moduleId=${place.moduleId}`,
  );
  const dialog = page.getByRole("dialog", { name: "Connect to data source" });
  const sources = dialog.getByTestId("dv-tables");
  await expect(sources).toBeVisible();
  const database = sources.getByRole("button", { name: /Shop data/ });
  if ((await database.getAttribute("aria-expanded")) !== "true") await database.click();
  const orders = dialog.getByTestId("dv-source-table").filter({ hasText: "Orders" });
  await expect(orders.getByRole("table")).toContainText("A-1001");
  await orders.getByRole("button", { name: "Connect Orders" }).click();
  const naming = page.getByTestId("dv-connect-name-dialog");
  await expect(naming.getByLabel("Visualization name")).toHaveValue("Orders");
  await naming.getByRole("button", { name: /Create/ }).click();

  const item = page.getByRole("dialog", { name: "Add Item" });
  await expect(item).toBeVisible();
  await expect(page).toHaveURL(/\/add-chart\?.*source=table%3A[0-9a-f]{24}/);
  await expect(item.getByTestId("chart-report-on")).toHaveValue(/Orders/);
  await item.getByTestId("chart-name").fill("Revenue by status");
  await item.getByTestId("chart-x").click();
  await page.getByRole("option", { name: "Status", exact: true }).click();
  await item.getByTestId("chart-aggregate").click();
  await page.getByRole("option", { name: /^Sum/ }).click();
  await item.getByTestId("chart-number-column").click();
  await page.getByRole("option", { name: "Total", exact: true }).click();
  await expect(item.getByTestId("chart-preview").locator(".recharts-bar-rectangle")).toHaveCount(4);
  await item.getByTestId("add-chart-submit").click();
  await expect(item).toBeHidden();

  const widget = page.getByTestId("chart-widget").filter({ hasText: "Revenue by status" });
  await expect(widget.locator(".recharts-bar-rectangle")).toHaveCount(4);
  await expect(widget).toContainText("Pending");
  await expectAccessible(page, { name: "data-visualization-table-chart" });
});
