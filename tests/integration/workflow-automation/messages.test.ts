// Message catch events (issue 38: "message events from domain events"): a run waits at a message
// named after a trigger (task.moved) with its settings (to Done) and a correlated variable (this
// run's taskId); only the matching event resumes it, once however often it is delivered, with the
// event's variables as the catch event's output. A message no event fires is refused at deploy; a
// cancelled run stops waiting.
import { POST as deployPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route";
import { POST as startPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/start/route";
import { POST as processesPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route";
import { POST as cancelPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/processInstance/[instanceId]/cancel/route";
import { getDb } from "@/lib/server/db";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import { messageNames } from "@/modules/workflow-automation/server/triggers";
import { MESSAGE_CATALOG } from "@/modules/workflow-automation/shared/catalog";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { bpmn, flow, service } from "../../helpers/bpmn";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { deliverSince, deployed, hit, outboxMark, runsOf } from "./automation-helpers";

let team: Team;
let flows: string;
let board: string;
let columns: { id: string }[];

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Run by hand with a taskId → wait until that task moves to `status` → record what the event said. */
const waitForMove = (config: Record<string, unknown>, message = "task.moved") =>
  bpmn(
    `<bpmn:startEvent id="S" />
    <bpmn:intermediateCatchEvent id="W" name="Until it is done" suite:config="${attr(config)}">
      <bpmn:messageEventDefinition id="W_def" messageRef="Msg" />
    </bpmn:intermediateCatchEvent>
    ${service("A", "variables.set", { values: { movedTo: "= W.toStatus", by: "= W.actorId" } })}
    <bpmn:endEvent id="E" />
    ${flow("F1", "S", "W")}${flow("F2", "W", "A")}${flow("F3", "A", "E")}`,
    `<bpmn:message id="Msg" name="${message}" />`,
  );

async function newTask(title: string) {
  const res = await tm.create(team.member, board, { title });
  expect(res.status).toBe(201);
  return res.body;
}

async function start(automation: BpmnProcess, variables: Record<string, unknown>) {
  const res = await hit<{ id: string }>(startPost, team.member, {
    params: { dashboardId: flows, id: automation.id },
    body: { requestId: `req-${Math.random()}`, variables },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const move = async (taskId: string, column: { id: string }) =>
  expect((await tm.move(team.member, board, taskId, column.id)).status).toBe(200);

beforeAll(async () => {
  team = await seedTeam("Message Flows");
  const db = getDb();
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  flows = (await seedProjectModule(db, ops.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
  board = (await seedProjectModule(db, ops.id, { tag: "TaskManagement", name: "Ops board" })).id;
  columns = (await tm.board(team.member, board)).body.data[0]!.columns;
});

describe("a message catch event", () => {
  it("may wait for what the modeler offers: the triggers a domain event fires", () => {
    expect([...messageNames()].sort()).toEqual(MESSAGE_CATALOG.map((entry) => entry.name).sort());
  });

  it("resumes its run once, on the move of its own task to Done, with the event's variables", async () => {
    const automation = await deployed(
      team.member,
      flows,
      waitForMove({ toStatus: "done", correlate: "taskId" }),
    );
    const task = await newTask("Ship the release");
    const other = await newTask("Something else");
    const instanceId = await start(automation, { taskId: task.id });
    const [waiting] = await runsOf(automation.id);
    expect(waiting).toMatchObject({ id: instanceId, status: "processing" });
    expect(await getDb().automationMessageWait.findMany({ where: { instanceId } })).toMatchObject([
      { elementId: "W", trigger: "task.moved", correlate: "taskId", value: JSON.stringify(task.id) },
    ]);

    // Another task to Done, this task to another status: still waiting.
    let mark = await outboxMark();
    await move(other.id, columns.at(-1)!);
    await move(task.id, columns[1]!);
    expect(await deliverSince(mark)).toEqual([]);
    expect((await runsOf(automation.id))[0]).toMatchObject({ status: "processing" });

    mark = await outboxMark();
    await move(task.id, columns.at(-1)!);
    expect(await deliverSince(mark)).toEqual([{ status: "resumed", instanceId }]);
    // The same event again (a redelivery): nothing more.
    expect(await deliverSince(mark)).toEqual([]);
    const [done] = await runsOf(automation.id);
    expect(done).toMatchObject({
      status: "completed",
      variables: { taskId: task.id, movedTo: "done", by: team.member.user.id },
    });
    expect(await getDb().automationMessageWait.count({ where: { instanceId } })).toBe(0);
  });

  it("is refused at deploy for a message no event fires, and stops waiting when its run is cancelled", async () => {
    const made = await hit<BpmnProcess>(processesPost, team.member, {
      params: { dashboardId: flows },
      body: { resourceName: "Odd", source: waitForMove({}, "manual") },
    });
    const refused = await hit<{ issues: { code: string; elementId: string }[] }>(deployPost, team.member, {
      params: { dashboardId: flows, id: made.body.id },
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      expect.objectContaining({ code: "unknownMessage", elementId: "W" }),
    ]);

    const automation = await deployed(team.member, flows, waitForMove({ toStatus: "done" }));
    const instanceId = await start(automation, {});
    expect(await getDb().automationMessageWait.count({ where: { instanceId } })).toBe(1);
    const cancelled = await hit(cancelPost, team.member, {
      params: { dashboardId: flows, instanceId },
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await getDb().automationMessageWait.count({ where: { instanceId } })).toBe(0);
    const mark = await outboxMark();
    await move((await newTask("Late")).id, columns.at(-1)!);
    expect(await deliverSince(mark)).toEqual([]);
  });
});
