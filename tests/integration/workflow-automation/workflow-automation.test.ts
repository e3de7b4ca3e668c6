// Workflow automation (issue 38): automations through the spec's API (bpmnProcess, processInstance),
// deployed as versions and run by the engine against PostgreSQL: a manual run to its end, a user
// task decided by its assignee, a timer that fires once however often the sweep looks, a failed run
// retried from its failed step without doing the steps before it again, the loop guard, the pause
// after repeated failures, and the gate (a viewer reads, cannot write; another workspace's ids are 404).
import {
  GET as processesGet,
  POST as processesPost,
} from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route";
import {
  DELETE as processDelete,
  GET as processGet,
  PATCH as processPatch,
} from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/route";
import { POST as deployPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route";
import { POST as startPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/start/route";
import { GET as instancesGet } from "@/app/api/v1/dashboard/[dashboardId]/automation/processInstance/process/[processId]/route";
import { GET as instanceGet } from "@/app/api/v1/dashboard/[dashboardId]/automation/processInstance/[instanceId]/route";
import { POST as retryPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/processInstance/[instanceId]/retry/route";
import { POST as cancelPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/processInstance/[instanceId]/cancel/route";
import { POST as decidePost } from "@/app/api/v1/dashboard/[dashboardId]/automation/userTask/[taskId]/decision/route";
import { GET as moduleGet } from "@/app/api/v1/workflow-automation/[moduleId]/route";
import { getDb } from "@/lib/server/db";
import type {
  BpmnProcess,
  ProcessInstance,
  ProcessInstanceDetail,
} from "@/modules/workflow-automation/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { bpmn, flow, service } from "../../helpers/bpmn";
import { kindHitter } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { moveBack } from "./automation-helpers";

const hit = kindHitter("dashboard");
let team: Team;
let moduleId: string;

beforeAll(async () => {
  team = await seedTeam("Automation Team");
  const project = await seedProject(getDb(), team.workspace.id, { name: "Ops" });
  moduleId = (await seedProjectModule(getDb(), project.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
});

async function create(by: Caller, body: Record<string, unknown>) {
  return hit<BpmnProcess>(processesPost, by, { params: { dashboardId: moduleId }, body });
}

async function deployed(name: string, source?: string): Promise<BpmnProcess> {
  const made = await create(team.member, { resourceName: name, ...(source && { source }) });
  expect(made.status).toBe(201);
  const deploy = await hit<{ version: number }>(deployPost, team.member, {
    params: { dashboardId: moduleId, id: made.body.id },
    body: {},
  });
  expect(deploy.status).toBe(200);
  return made.body;
}

const start = (processId: string, body: Record<string, unknown> = {}) =>
  hit<ProcessInstance>(startPost, team.member, { params: { dashboardId: moduleId, id: processId }, body });
const detail = (instanceId: string, by: Caller = team.member) =>
  hit<ProcessInstanceDetail>(instanceGet, by, { params: { dashboardId: moduleId, instanceId } });

describe("automations", () => {
  it("creates one with the spec's default source, lists, renames and deletes it", async () => {
    const made = await create(team.member, { resourceName: "  Weekly report " });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      resourceName: "Weekly report",
      level: "advanced",
      version: 0,
      enabled: true,
    });
    expect(made.body.source).toContain('suite:action="variables.set"');
    expect((await create(team.member, { resourceName: " " })).body).toEqual(
      errorBody(400, "Automation name is required"),
    );
    const list = await hit<{ data: { id: string }[] }>(processesGet, team.viewer, {
      params: { dashboardId: moduleId },
    });
    expect(list.body.data.map((row) => row.id)).toContain(made.body.id);
    const params = { dashboardId: moduleId, id: made.body.id };
    const renamed = await hit<BpmnProcess>(processPatch, team.member, {
      method: "PATCH",
      params,
      body: { resourceName: "Monday report" },
    });
    expect(renamed.body.resourceName).toBe("Monday report");
    expect((await hit(processDelete, team.member, { method: "DELETE", params })).status).toBe(200);
    expect((await hit(processGet, team.member, { params })).status).toBe(404);
  });

  it("lets a viewer read but not write, and answers 404 to another workspace", async () => {
    const made = await deployed("Guarded");
    expect((await create(team.viewer, { resourceName: "Nope" })).status).toBe(403);
    expect(
      (await hit(deployPost, team.viewer, { params: { dashboardId: moduleId, id: made.id }, body: {} }))
        .status,
    ).toBe(403);
    expect(
      (await hit(processGet, team.viewer, { params: { dashboardId: moduleId, id: made.id } })).status,
    ).toBe(200);
    const other = await seedTeam("Other automation team");
    expect(
      (await hit(processGet, other.owner, { params: { dashboardId: moduleId, id: made.id } })).status,
    ).toBe(404);
    expect((await hit(moduleGet, other.owner, { params: { moduleId } })).status).toBe(404);
    const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirs = (await seedProjectModule(getDb(), otherProject.id, { tag: "WorkflowAutomation" })).id;
    // Their module, our process id: not found there either.
    expect(
      (await hit(processGet, other.owner, { params: { dashboardId: theirs, id: made.id } })).status,
    ).toBe(404);
    const run = await start(made.id);
    expect(
      (await hit(instanceGet, other.owner, { params: { dashboardId: theirs, instanceId: run.body.id } }))
        .status,
    ).toBe(404);
  });

  it("refuses to deploy a process the engine does not run, naming the elements", async () => {
    const made = await create(team.member, {
      resourceName: "Scripted",
      source: bpmn(
        `<bpmn:startEvent id="s" />${flow("f", "s", "x")}<bpmn:scriptTask id="x" />${flow("g", "x", "e")}<bpmn:endEvent id="e" />`,
      ),
    });
    const res = await hit<{ message: string; issues: unknown[] }>(deployPost, team.member, {
      params: { dashboardId: moduleId, id: made.body.id },
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ code: "unsupportedElement", elementId: "x", detail: "ScriptTask" }]);
    expect((await start(made.body.id)).status).toBe(409);
  });
});

describe("running", () => {
  it("runs by hand to its end, once per request id, with its steps in order", async () => {
    const made = await deployed("Hand-off");
    const edited = (await getDb().automationProcess.findUniqueOrThrow({ where: { id: made.id } })).updatedAt;
    const first = await start(made.id, { variables: { who: "Ana" }, requestId: "r-1" });
    // A run is not an edit: the list's "last changed" order stays.
    expect((await getDb().automationProcess.findUniqueOrThrow({ where: { id: made.id } })).updatedAt).toEqual(
      edited,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "completed", bpmnProcessId: made.id, version: 1 });
    expect((await start(made.id, { requestId: "r-1" })).body.id).toBe(first.body.id);
    const run = await detail(first.body.id);
    expect(run.body.variables).toMatchObject({ who: "Ana", started: true });
    expect(run.body.steps.map((step) => [step.elementId, step.status])).toEqual([
      ["StartEvent_1", "completed"],
      ["Activity_1", "completed"],
      ["EndEvent_1", "completed"],
    ]);
    // The service task's row has its name, its start and what its action answered (a pure action's
    // output is written with the cycle's step rows).
    const task = run.body.steps[1]!;
    expect(task.name).toBe("Set variables");
    expect(task.output).toEqual({ result: { values: { started: true } }, variables: { started: true } });
    expect(Date.parse(task.startedAt)).toBeLessThanOrEqual(Date.parse(task.endedAt!));
    const list = await hit<{ data: ProcessInstance[] }>(instancesGet, team.viewer, {
      params: { dashboardId: moduleId, processId: made.id },
    });
    expect(list.body.data.map((row) => row.id)).toEqual([first.body.id]);
  });

  it("waits on a user task for its assignee, then goes the way decided", async () => {
    const made = await deployed(
      "Approval",
      bpmn(`
        <bpmn:startEvent id="s" />${flow("f1", "s", "approve")}
        <bpmn:userTask id="approve" name="Approve the spend" suite:assignee="=approver" />${flow("f2", "approve", "g")}
        <bpmn:exclusiveGateway id="g" />
        ${flow("yes", "g", "pay", 'approve.decision = "approved"')}${flow("no", "g", "e", 'approve.decision = "rejected"')}
        ${service("pay", "variables.set", { values: { paid: true } })}${flow("f3", "pay", "e")}<bpmn:endEvent id="e" />`),
    );
    const run = await start(made.id, { variables: { approver: team.admin.user.id } });
    expect(run.body.status).toBe("processing");
    expect(run.body.waiting).toEqual([{ type: "userTask", elementId: "approve" }]);
    const waiting = await detail(run.body.id);
    const task = waiting.body.userTasks[0]!;
    expect(task).toMatchObject({
      title: "Approve the spend",
      assigneeId: team.admin.user.id,
      status: "open",
    });
    // Its assignee is told in their inbox, once: the item opens the run where Approve and Reject are.
    const told = await getDb().notification.findMany({
      where: { kind: "automation.decision", objectId: task.id },
    });
    expect(told.map((row) => row.userId)).toEqual([team.admin.user.id]);
    expect(told[0]!.params).toMatchObject({ excerpt: "Approve the spend", moduleName: "Approval" });
    expect(told[0]!.link).toContain(`/${made.id}/process-instances?moduleId=${moduleId}`);
    expect(told[0]!.link).toContain(`processInstanceId=${run.body.id}`);
    const decide = (by: Caller, decision: string) =>
      hit(decidePost, by, { params: { dashboardId: moduleId, taskId: task.id }, body: { decision } });
    expect((await decide(team.member, "approved")).status).toBe(403);
    expect((await decide(team.admin, "maybe")).status).toBe(400);
    expect((await decide(team.admin, "approved")).status).toBe(200);
    expect((await decide(team.admin, "rejected")).status).toBe(409);
    const done = await detail(run.body.id);
    expect(done.body).toMatchObject({ status: "completed", variables: { paid: true } });
  });

  it("fires a timer once when it is due, whatever the sweep sees before", async () => {
    const made = await deployed(
      "Reminder",
      bpmn(`
        <bpmn:startEvent id="s" />${flow("f1", "s", "wait")}
        <bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
        ${flow("f2", "wait", "t")}${service("t", "variables.set", { values: { reminded: "=who" } })}${flow("f3", "t", "e")}<bpmn:endEvent id="e" />`),
    );
    const run = await start(made.id, { variables: { who: "Ana" } });
    expect(run.body.waiting).toEqual([{ type: "timer", elementId: "wait", dueAt: expect.any(String) }]);
    const timers = await getDb().automationTimer.findMany({ where: { instanceId: run.body.id } });
    expect(timers).toHaveLength(1);
    expect(timers[0]!.dueAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    const { automationTimersJob } = await import("@/modules/workflow-automation/server/jobs/automation-jobs");
    // Not due: the sweep leaves it.
    await automationTimersJob.handler({}, { id: "t1", attempt: 1, final: false });
    expect((await detail(run.body.id)).body.status).toBe("processing");
    // An hour later (the saved state's clock and the row moved back an hour): it fires once.
    await moveBack(run.body.id, 61 * 60 * 1000);
    await automationTimersJob.handler({}, { id: "t2", attempt: 1, final: false });
    await automationTimersJob.handler({}, { id: "t3", attempt: 1, final: false });
    const done = await detail(run.body.id);
    expect(done.body).toMatchObject({ status: "completed", variables: { reminded: "Ana" } });
    expect(done.body.steps.filter((step) => step.elementId === "t")).toHaveLength(1);
    expect(await getDb().automationTimer.count({ where: { instanceId: run.body.id } })).toBe(0);
  });

  it("fails at a failing step; a retry goes on from it without doing the steps before it again", async () => {
    const made = await deployed(
      "Fragile",
      bpmn(`
        <bpmn:startEvent id="s" />${flow("f1", "s", "first")}
        ${service("first", "variables.set", { values: { count: "=if is defined(count) then count + 1 else 1" } })}${flow("f2", "first", "second")}
        ${service("second", "variables.set", { values: "=if ready then {ok: true} else null" })}${flow("f3", "second", "e")}
        <bpmn:endEvent id="e" />`),
    );
    const run = await start(made.id, { variables: { ready: false } });
    expect(run.body).toMatchObject({ status: "failed", failedElementId: "second" });
    expect(run.body.error).toContain("values must be an object");
    // What was wrong is put right (here, the variable the step reads), and the run retried.
    const row = await getDb().automationInstance.findUniqueOrThrow({ where: { id: run.body.id } });
    await getDb().automationInstance.update({
      where: { id: row.id },
      data: { state: JSON.parse(JSON.stringify(row.state).replace('"ready":false', '"ready":true')) },
    });
    const retried = await hit<ProcessInstanceDetail>(retryPost, team.member, {
      params: { dashboardId: moduleId, instanceId: run.body.id },
      body: {},
    });
    expect(retried.body).toMatchObject({ status: "completed", variables: { count: 1, ok: true } });
    expect(retried.body.steps.filter((step) => step.elementId === "first")).toHaveLength(1);
    expect(
      (
        await hit(retryPost, team.member, {
          params: { dashboardId: moduleId, instanceId: run.body.id },
          body: {},
        })
      ).status,
    ).toBe(409);
  });

  it("stops a looping run at the step limit, and pauses an automation after five failures in a row", async () => {
    const made = await deployed(
      "Loop",
      bpmn(`
        <bpmn:startEvent id="s" />${flow("f1", "s", "t")}${service("t", "variables.set", { values: { n: 1 } })}${flow("f2", "t", "g")}
        <bpmn:exclusiveGateway id="g" default="back" />${flow("back", "g", "t")}${flow("out", "g", "e", "false")}
        <bpmn:endEvent id="e" />`),
    );
    process.env.AUTOMATION_MAX_STEPS = "30";
    try {
      for (let i = 0; i < 5; i++) {
        const run = await start(made.id);
        expect(run.body.status).toBe("failed");
        expect(run.body.error).toContain("Stopped after 30 steps");
      }
    } finally {
      delete process.env.AUTOMATION_MAX_STEPS;
    }
    const paused = await hit<BpmnProcess>(processGet, team.member, {
      params: { dashboardId: moduleId, id: made.id },
    });
    expect(paused.body).toMatchObject({ enabled: false, pausedReason: "failures" });
    expect((await start(made.id)).status).toBe(409);
  });

  it("cancels a waiting run with its timers", async () => {
    const made = await deployed(
      "Later",
      bpmn(`
        <bpmn:startEvent id="s" />${flow("f1", "s", "wait")}
        <bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDuration>P1D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
        ${flow("f2", "wait", "e")}<bpmn:endEvent id="e" />`),
    );
    const run = await start(made.id);
    const params = { dashboardId: moduleId, instanceId: run.body.id };
    expect((await hit(cancelPost, team.viewer, { params, body: {} })).status).toBe(403);
    const cancelled = await hit<ProcessInstanceDetail>(cancelPost, team.member, { params, body: {} });
    expect(cancelled.body.status).toBe("cancelled");
    expect(await getDb().automationTimer.count({ where: { instanceId: run.body.id } })).toBe(0);
    expect((await hit(cancelPost, team.member, { params, body: {} })).status).toBe(409);
  });
});
