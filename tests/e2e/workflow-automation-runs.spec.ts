// Workflow automation's runs (issue 38): a failed run retried from the instances dialog, and a
// service task set in the modeler to run once for each item of a list.

import type { Page } from "@playwright/test";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, signInAs, test } from "./fixtures";

test.use({ viewport: { width: 1440, height: 960 } });

/** Opens the automation's 'Automation instances' from its card until its run shows `status`. */
async function runWithStatus(page: Page, automation: string, status: string) {
  const card = page.getByTestId("automation-card").filter({ hasText: automation });
  const instances = page.getByRole("dialog", { name: "Automation instances" });
  const row = instances.getByTestId("instance-row");
  await expect(async () => {
    if (!(await instances.isVisible()))
      await (
        await openMenuItem(
          card.getByTestId("automation-menu"),
          page.getByRole("menuitem", { name: "Instances list" }),
        )
      ).click();
    await expect(row.getByTestId("instance-status")).toHaveText(status, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await row.getByRole("button").click();
  return instances.getByTestId("instance-detail");
}

// A rule adding a record to a table that does not exist yet fails at that step, with the reason;
// once the table is made, Retry goes on from the failed step and the run completes.
test("a failed run: its step and reason shown, retried once what it needed exists", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Sales", createdById: member.id });
  const data = await seedProjectModule(db, project.id, { tag: "DatabaseGenerator", name: "Sales data" });
  const automations = await seedProjectModule(db, project.id, { tag: "WorkflowAutomation", name: "Flows" });
  const base = `/project/${project.id}/workflow-automation`;
  await signInAs(page, member, `${base}?moduleId=${automations.id}`);

  const api = `/api/v1/dashboard/${automations.id}/automation/bpmnProcess`;
  const made = await page.request.post(api, {
    data: {
      resourceName: "Log the order",
      rule: {
        trigger: { name: "manual" },
        actions: [
          {
            name: "database.rowAdd",
            config: { module: data.id, table: "Orders", cells: { Item: "Lamp" } },
          },
        ],
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await page.request.post(`${api}/${id}/deploy`, { data: {} })).ok()).toBe(true);
  const started = await page.request.post(`${api}/${id}/start`, { data: {} });
  expect(started.status(), await started.text()).toBeLessThan(300);

  // The run fails at the step: its tag, the reason and the element at fault.
  await page.reload();
  const detail = await runWithStatus(page, "Log the order", "Failed");
  await expect(detail.getByTestId("instance-error")).toContainText('the table "Orders" was not found');

  // The table made; Retry goes on from the failed step, and the record is there once.
  const database = await page.request.post(`/api/v1/database-generator/${data.id}/databases`, {
    data: { name: "Shop" },
  });
  const { id: databaseId } = (await database.json()) as { id: string };
  const table = await page.request.post(
    `/api/v1/database-generator/${data.id}/databases/${databaseId}/tables`,
    {
      data: { name: "Orders", columns: [{ name: "Item", type: "text" }] },
    },
  );
  expect(table.status(), await table.text()).toBe(201);
  await detail.getByTestId("instance-retry").click();
  // The open run is read again every 2 s while it has not ended.
  await expect(detail.getByTestId("instance-status")).toHaveText("Completed", { timeout: 30_000 });
  await expect(detail.getByTestId("instance-error")).toHaveCount(0);
  const { id: tableId } = (await table.json()) as { id: string };
  const records = await page.request.get(`/api/v1/database-generator/${data.id}/tables/${tableId}/records`);
  expect(((await records.json()) as { data: unknown[] }).data).toHaveLength(1);
});

test("a service task set to run for each item of a list, in the modeler", async ({ page, db, member }) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Team", createdById: member.id });
  const automations = await seedProjectModule(db, project.id, { tag: "WorkflowAutomation", name: "Flows" });
  const base = `/project/${project.id}/workflow-automation`;
  await signInAs(page, member, `${base}?moduleId=${automations.id}`);
  const api = `/api/v1/dashboard/${automations.id}/automation/bpmnProcess`;
  const made = await page.request.post(api, { data: { resourceName: "Greet each" } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  await page.goto(`${base}/${id}/modeler?moduleId=${automations.id}&view=erd`);
  await expect(page.getByTestId("automation-modeler")).toHaveAttribute("data-ready", "true");
  const task = page.locator('.djs-element[data-element-id="Activity_1"]');
  await task.click();
  const panel = page.getByTestId("properties-panel");
  await expect(panel).toHaveAttribute("data-element-id", "Activity_1");
  await panel.getByTestId("setting-values").fill('{ "greeting": "= \\"Hello \\" + name" }');
  await panel.getByTestId("setting-values").blur();
  await panel.getByTestId("element-loop").click();
  await page.getByRole("option", { name: "For each item, one after another" }).click();
  // Deploying without the list says what is missing, on the task.
  await expect(panel.getByText("Say which list to go through")).toBeVisible();
  await panel.getByTestId("loop-items").fill('= ["Ann", "Ben"]');
  await panel.getByTestId("loop-items").blur();
  await panel.getByTestId("loop-item").fill("name");
  await panel.getByTestId("loop-item").blur();
  await expectAccessible(page, { name: "workflow-automation-loop" });
  await page.getByTestId("modeler-deploy").click();
  await expect(page.getByText("Version 1 is live.")).toBeVisible();
  await page.getByTestId("modeler-run").click();
  await expect(page.getByText("The automation is running: see its instances.")).toBeVisible();

  // The run: the task ran twice, once per name (the variable holds the last greeting).
  await page.goto(`${base}?moduleId=${automations.id}`);
  const detail = await runWithStatus(page, "Greet each", "Completed");
  await expect(detail.getByTestId("instance-variables")).toContainText('"greeting": "Hello Ben"');
  await expect(detail.getByTestId("instance-variables")).toContainText('"Activity_1": [');
});
