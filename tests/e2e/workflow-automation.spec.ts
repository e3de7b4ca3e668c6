import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { E2E_PORT } from "../../playwright.config";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, signInAs, test } from "./fixtures";

// Workflow automation's pages (issue 38): an automation created from the empty list, its process
// edited in the modeler (a service task's name and action settings), saved, deployed and run; the
// run in 'Automation instances' with its steps, and its path highlighted in the viewer; axe on each.

test.use({ viewport: { width: 1440, height: 960 } });

test("an automation: created, edited in the modeler, deployed, run, its run and path", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Operations", createdById: member.id });
  const automations = await seedProjectModule(db, project.id, {
    tag: "WorkflowAutomation",
    name: "Automations",
  });
  const base = `/project/${project.id}/workflow-automation`;
  await signInAs(page, member, `${base}?moduleId=${automations.id}`);

  // The empty list and 'Add automation': the name is required; advanced is the default level.
  await expect(page.getByTestId("workflow-automation")).toHaveAttribute("data-ready", "true");
  await expect(page.getByText("You have not created any automations yet.")).toBeVisible();
  await expect(page.getByText("Your workflows will appear here.")).toBeVisible();
  await expectAccessible(page, { name: "workflow-automation-empty" });
  await page.getByTestId("create-automation").first().click();
  const dialog = page.getByRole("dialog", { name: "Add automation" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/create\\?`));
  await expect(dialog.getByTestId("level-advanced")).toHaveAttribute("data-checked", "true");
  await dialog.getByTestId("create-automation-submit").click();
  await expect(dialog.getByText("Automation name is required")).toBeVisible();
  await dialog.getByLabel("Automation name").fill("Hand-off");
  await dialog.getByTestId("create-automation-submit").click();

  // The modeler: the default process drawn; the service task's name and values set in the panel.
  await expect(page).toHaveURL(/\/modeler\?moduleId=.*view=erd/);
  const modeler = page.getByTestId("automation-modeler");
  await expect(modeler).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("modeler-name")).toHaveText("Hand-off");
  await expect(page.getByTestId("modeler-state")).toHaveText("Draft");
  const task = page.locator('.djs-element[data-element-id="Activity_1"]');
  await expect(task).toBeVisible();
  await task.click();
  const panel = page.getByTestId("properties-panel");
  await expect(panel).toHaveAttribute("data-element-id", "Activity_1");
  await expect(panel.getByTestId("element-action")).toHaveValue("Set variables");
  await panel.getByTestId("element-name").fill("Say hello");
  await panel.getByTestId("element-name").press("Enter");
  await expect(page.getByTestId("modeler-unsaved")).toBeVisible();
  await expect(task).toContainText("Say hello");
  const values = panel.getByTestId("setting-values");
  await values.fill('{ "greeting": "hello" }');
  await values.blur();
  await expectAccessible(page, { name: "workflow-automation-modeler" });

  // Deploy (saves first) and run: version 1, on.
  await page.getByTestId("modeler-deploy").click();
  const live = page.getByText("Version 1 is live.");
  await expect(live).toBeVisible();
  // The toast lands over the toolbar's end, where the pointer rests after Deploy, and a hovered toast
  // stays: move away and let it close before clicking Run beneath it (CI once waited two minutes).
  await page.mouse.move(0, 400);
  await expect(live).toBeHidden();
  await expect(page.getByTestId("modeler-version")).toHaveText("v1");
  await expect(page.getByTestId("modeler-state")).toHaveText("On");
  await expect(page.getByTestId("modeler-unsaved")).toHaveCount(0);
  await page.getByTestId("modeler-run").click();
  await expect(page.getByText("The automation is running: see its instances.")).toBeVisible();

  // The list: the card with its preview drawn; its instances from the card's menu.
  await page.getByRole("link", { name: "Back to the automations" }).click();
  const card = page.getByTestId("automation-card").filter({ hasText: "Hand-off" });
  await expect(card.getByTestId("automation-state")).toHaveText("On");
  await expect(card.locator(".djs-element")).not.toHaveCount(0);
  // 'Filter': a name that matches nothing, then cleared.
  await page.getByTestId("automation-filter").click();
  await page.getByTestId("automation-filter-name").fill("nothing like it");
  await expect(page.getByText("No automations match the filter.")).toBeVisible();
  await page.getByTestId("automation-filter-name").fill("hand");
  await expect(card).toBeVisible();
  await page.keyboard.press("Escape");
  await (
    await openMenuItem(
      card.getByTestId("automation-menu"),
      page.getByRole("menuitem", { name: "Instances list" }),
    )
  ).click();
  const instances = page.getByRole("dialog", { name: "Automation instances" });
  await expect(instances).toBeVisible();
  const row = instances.getByTestId("instance-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("instance-status")).toHaveText("Completed");
  await expectAccessible(page, { name: "workflow-automation-instances" });
  await row.getByRole("button").click();
  const detail = instances.getByTestId("instance-detail");
  await expect(detail.getByTestId("instance-step")).toHaveCount(3);
  await expect(detail.getByTestId("instance-step").nth(1)).toContainText("Say hello");
  await expect(detail.getByTestId("instance-variables")).toContainText('"greeting": "hello"');

  // The viewer in a new tab: the path taken marked done.
  const [viewer] = await Promise.all([
    page.context().waitForEvent("page"),
    detail.getByTestId("open-viewer").click(),
  ]);
  await expect(viewer).toHaveURL(/\/process\/[0-9a-f]{24}\/viewer\?.*processInstanceId=/);
  await expect(viewer.getByTestId("automation-viewer")).toBeVisible();
  await expect(viewer.locator(".wa-mark-done")).toHaveCount(3);
  await expectAccessible(viewer, { name: "workflow-automation-viewer" });
  await viewer.close();

  // Started by an incoming webhook instead: the start event's trigger changed, deployed, its address
  // made once and called with a JSON body.
  await page.goto(`${base}/${processId(page.url())}/modeler?moduleId=${automations.id}&view=erd`);
  await expect(page.getByTestId("automation-modeler")).toHaveAttribute("data-ready", "true");
  await page.locator('.djs-element[data-element-id="StartEvent_1"]').click();
  await expect(panel).toHaveAttribute("data-element-id", "StartEvent_1");
  await panel.getByTestId("element-trigger").click();
  await page.getByRole("option", { name: "Incoming webhook" }).click();
  await page.getByTestId("modeler-deploy").click();
  await expect(page.getByText("Version 2 is live.")).toBeVisible();
  await panel.getByTestId("webhook-new-url").click();
  const hook = await panel.getByTestId("webhook-url").inputValue();
  expect(hook).toMatch(/\/api\/v1\/automation-hooks\/[0-9a-f]{24}\?token=/);
  const called = await page.request.post(new URL(hook).pathname + new URL(hook).search, {
    data: { order: 42 },
  });
  expect(called.status(), await called.text()).toBe(202);
  const wrong = await page.request.post(new URL(hook).pathname + "?token=nope", { data: {} });
  expect(wrong.status()).toBe(404);
});

/** The automation's id in a modeler or instances URL. */
function processId(url: string): string {
  return /workflow-automation\/(?:process\/)?([0-9a-f]{24})\//.exec(url)?.[1] ?? "";
}

test("a template in Spanish: a rule from 'Status changed' deployed, a task moved to Done runs it", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Ventas", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Tablero" });
  const automations = await seedProjectModule(db, project.id, {
    tag: "WorkflowAutomation",
    name: "Automatizaciones",
  });
  const base = `/project/${project.id}/workflow-automation`;
  await page
    .context()
    .addCookies([{ name: "NEXT_LOCALE", value: "es", url: `http://localhost:${E2E_PORT}` }]);
  await signInAs(page, member, `${base}?moduleId=${automations.id}`);
  await expect(page.getByTestId("workflow-automation")).toHaveAttribute("data-ready", "true");

  // 'Select a template': the categories, a search, the template for a status change.
  await page.getByTestId("create-from-templates").click();
  const dialog = page.getByRole("dialog", { name: "Selecciona una plantilla" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/create-from-templates\\?`));
  await dialog.getByTestId("template-category-statusChanged").click();
  const cards = dialog.getByTestId("template-card");
  await expect(cards).toHaveCount(1);
  await dialog.getByTestId("template-category-all").click();
  await dialog.getByTestId("template-search").fill("termine");
  await expect(cards).toHaveCount(1);
  await expectAccessible(page, { name: "workflow-automation-templates" });
  await cards.getByRole("button", { name: "Usar plantilla" }).click();

  // The rule builder: when a task moves to Done on the board, notify, then comment.
  await expect(page).toHaveURL(/\/modeler\?/);
  const builder = page.getByTestId("rule-builder");
  await expect(builder).toBeVisible();
  await expect(builder.getByTestId("rule-trigger-name")).toHaveValue("Tarea movida");
  await expect(builder.getByTestId("setting-module")).toHaveValue("Tablero");
  await expect(builder.getByTestId("setting-toStatus")).toHaveValue("Hecho");
  await expect(builder.getByTestId("rule-action")).toHaveCount(2);
  await expect(builder.getByTestId("rule-action-name").first()).toHaveValue(
    "Enviar una notificación en la aplicación",
  );
  await expectAccessible(page, { name: "workflow-automation-rule-builder" });
  await page.getByTestId("modeler-deploy").click();
  await expect(page.getByText("La versión 1 está activa.")).toBeVisible();

  // A task moved to the board's last column (Done) starts a run that comments on it.
  const created = await page.request.post(`/api/v1/task-management/${board.id}/tasks`, {
    data: { title: "Enviar la propuesta" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: string };
  const boardRes = await page.request.get(`/api/v1/task-management/${board.id}/board`);
  const columns = ((await boardRes.json()) as { data: { columns: { id: string }[] }[] }).data[0]!.columns;
  const moved = await page.request.patch(`/api/v1/task-management/${board.id}/tasks/${task.id}`, {
    data: { columnId: columns.at(-1)!.id },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect
    .poll(async () => db.taskActivity.count({ where: { taskId: task.id, actionType: "commented" } }), {
      timeout: 30_000,
    })
    .toBe(1);

  // Its run in 'Instancias de la automatización', completed.
  await page.getByRole("link", { name: "Lista de instancias" }).click();
  const instances = page.getByRole("dialog", { name: "Instancias de la automatización" });
  await expect(instances.getByTestId("instance-status")).toHaveText("Completada");
});

test("Ask AI: a description proposes a rule, shown drawn before it is made; the tutorial", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Support", createdById: member.id });
  await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Support board" });
  const automations = await seedProjectModule(db, project.id, { tag: "WorkflowAutomation", name: "Flows" });
  const base = `/project/${project.id}/workflow-automation`;
  await signInAs(page, member, `${base}?moduleId=${automations.id}`);
  await expect(page.getByTestId("workflow-automation")).toHaveAttribute("data-ready", "true");

  // The tutorial, step by step.
  await page.getByTestId("automation-tutorial-open").click();
  const tutorial = page.getByRole("dialog", { name: "Workflow automation tutorial" });
  await expect(tutorial.getByText("Start from a template, a description or scratch")).toBeVisible();
  await expectAccessible(page, { name: "workflow-automation-tutorial" });
  for (let step = 0; step < 4; step++) await tutorial.getByTestId("tutorial-next").click();
  await expect(tutorial.getByText("Follow every run")).toBeVisible();
  await tutorial.getByRole("button", { name: "Done" }).click();
  await expect(tutorial).toBeHidden();

  // Ask AI opens 'Add automation' with 'Generate with AI'.
  await page.getByTestId("automation-ask-ai").click();
  const dialog = page.getByRole("dialog", { name: "Add automation" });
  await expect(page).toHaveURL(/\/create\?.*ai=1/);
  await dialog
    .getByTestId("generate-prompt")
    .fill(`When a new task's title contains "bug", assign it to me and move it to in progress`);
  await dialog.getByTestId("generate-submit").click();
  const proposal = dialog.getByTestId("generate-proposal");
  await expect(proposal.getByText("Task created")).toBeVisible();
  await expect(proposal.getByText("Support board")).toBeVisible();
  await expect(proposal.getByText("Assign a task")).toBeVisible();
  await expect(proposal.getByText("Move a task")).toBeVisible();
  await expect(proposal.locator(".djs-container")).toBeVisible();
  await expectAccessible(page, { name: "workflow-automation-generate" });
  await dialog.getByTestId("generate-use").click();
  await expect(dialog.getByLabel("Automation name")).toHaveValue(/^When a new task's title contains/);
  await expect(dialog.getByTestId("level-basic")).toHaveAttribute("data-checked", "true");
  await dialog.getByTestId("create-automation-submit").click();

  // Made as that rule: it opens in the rule builder.
  await expect(page).toHaveURL(/\/modeler\?/);
  const builder = page.getByTestId("rule-builder");
  await expect(builder.getByTestId("rule-trigger-name")).toHaveValue("Task created");
  await expect(builder.getByTestId("rule-action")).toHaveCount(2);
  await expect(builder.getByTestId("rule-action-name").nth(1)).toHaveValue("Move a task");
});

test("a message event: the run waits until its own task moves to Done", async ({ page, db, member }) => {
  test.setTimeout(120_000);
  const project = await seedProject(db, member.workspace.id, { name: "Delivery", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Delivery board" });
  const automations = await seedProjectModule(db, project.id, { tag: "WorkflowAutomation", name: "Flows" });
  const base = `/project/${project.id}/workflow-automation`;
  await signInAs(page, member, `${base}?moduleId=${automations.id}`);
  const api = `/api/v1/dashboard/${automations.id}/automation/bpmnProcess`;
  const made = await page.request.post(api, { data: { resourceName: "Wait for done", source: WAIT_SOURCE } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  // The catch event's 'Waits for': a task moved, to Done, the same task as the run's.
  await page.goto(`${base}/${id}/modeler?moduleId=${automations.id}&view=erd`);
  await expect(page.getByTestId("automation-modeler")).toHaveAttribute("data-ready", "true");
  await page.locator('.djs-element[data-element-id="Wait_1"]').click();
  const panel = page.getByTestId("properties-panel");
  await expect(panel).toHaveAttribute("data-element-id", "Wait_1");
  await panel.getByTestId("element-message").click();
  await page.getByRole("option", { name: "Task moved", exact: true }).click();
  await panel.getByTestId("setting-toStatus").click();
  await page.getByRole("option", { name: "Done" }).click();
  await panel.getByTestId("message-correlate").click();
  await page.getByRole("option", { name: "taskId", exact: true }).click();
  await expectAccessible(page, { name: "workflow-automation-message-event" });
  await page.getByTestId("modeler-deploy").click();
  const live = page.getByText("Version 1 is live.");
  await expect(live).toBeVisible();
  // The toast lands over the toolbar's end, where the pointer rests after Deploy, and a hovered toast
  // stays: move away and let it close before clicking Run beneath it (CI once waited two minutes).
  await page.mouse.move(0, 400);
  await expect(live).toBeHidden();

  // A run for one task waits; another task's move leaves it waiting, its own task's resumes it.
  const task = async (title: string) =>
    (
      (await (
        await page.request.post(`/api/v1/task-management/${board.id}/tasks`, { data: { title } })
      ).json()) as {
        id: string;
      }
    ).id;
  const mine = await task("Deliver the order");
  const other = await task("Something else");
  const started = await page.request.post(`${api}/${id}/start`, {
    data: { requestId: "e2e-wait", variables: { taskId: mine } },
  });
  expect(started.status(), await started.text()).toBe(201);
  const instanceId = ((await started.json()) as { id: string }).id;
  const status = () =>
    db.automationInstance.findUniqueOrThrow({ where: { id: instanceId } }).then((row) => row.status);
  await expect.poll(status).toBe("processing");
  const boardRes = await page.request.get(`/api/v1/task-management/${board.id}/board`);
  const columns = ((await boardRes.json()) as { data: { columns: { id: string }[] }[] }).data[0]!.columns;
  const move = (taskId: string) =>
    page.request.patch(`/api/v1/task-management/${board.id}/tasks/${taskId}`, {
      data: { columnId: columns.at(-1)!.id },
    });
  expect((await move(other)).status()).toBe(200);
  expect((await move(mine)).status()).toBe(200);
  await expect.poll(status, { timeout: 30_000 }).toBe("completed");
});

/** Start → a message catch event with no message yet → set a variable → end, with its diagram. */
const WAIT_SOURCE = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:suite="https://suite.dev/schema/bpmn" id="Definitions_1" targetNamespace="https://suite.dev/schema/bpmn">
  <bpmn:process id="Process_1" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" suite:trigger="manual" />
    <bpmn:intermediateCatchEvent id="Wait_1" name="Until it is done"><bpmn:messageEventDefinition id="MessageDefinition_1" /></bpmn:intermediateCatchEvent>
    <bpmn:serviceTask id="Activity_1" name="Note it" suite:action="variables.set" suite:config="{&quot;values&quot;:{&quot;delivered&quot;:true}}" />
    <bpmn:endEvent id="EndEvent_1" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Wait_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Wait_1" targetRef="Activity_1" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Activity_1" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Wait_1_di" bpmnElement="Wait_1"><dc:Bounds x="252" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Activity_1_di" bpmnElement="Activity_1"><dc:Bounds x="350" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="512" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="252" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="288" y="120" /><di:waypoint x="350" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="450" y="120" /><di:waypoint x="512" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
