// Workflow automation's basic level and grid card (issue 38): an automation made from a rule (its
// draft is the rule's BPMN, which deploys and runs), a rule and a source together refused, a saved
// source dropping the rule; the card's counts of automations and of the last day's runs with the
// latest failure, for the grid's viewer only (another workspace's modules are not on its grid).
import {
  GET as processesGet,
  POST as processesPost,
} from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route";
import { PATCH as processPatch } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/route";
import { POST as deployPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route";
import { POST as startPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/start/route";
import { GET as versionGet } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/versions/[version]/route";
import { getDb } from "@/lib/server/db";
import type { GridSummaries, WorkflowAutomationSummary } from "@/lib/modules/summaries";
import { getGridSummaries } from "@/lib/server/modules/summaries/get-grid-summaries";
import { SERVER_KINDS } from "@/modules/kinds.server";
import type { BpmnProcess, ProcessInstance } from "@/modules/workflow-automation/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { kindHitter } from "../helpers/http";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";

const hit = kindHitter("dashboard");
let team: Team;
let projectId: string;
let moduleId: string;

beforeAll(async () => {
  team = await seedTeam("Rules Team");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Rules" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "WorkflowAutomation", name: "Rules" })).id;
});

const rule = (values: Record<string, unknown>, conditions: unknown[] = []) => ({
  trigger: { name: "manual", title: "By hand" },
  conditions,
  actions: [{ name: "variables.set", config: { values }, title: "Remember" }],
});

const create = (body: Record<string, unknown>) =>
  hit<BpmnProcess>(processesPost, team.member, { params: { dashboardId: moduleId }, body });
const patch = (id: string, body: Record<string, unknown>) =>
  hit<BpmnProcess>(processPatch, team.member, {
    method: "PATCH",
    params: { dashboardId: moduleId, id },
    body,
  });
const deploy = (id: string) =>
  hit<{ version: number }>(deployPost, team.member, { params: { dashboardId: moduleId, id }, body: {} });
const start = (id: string, variables: Record<string, unknown> = {}) =>
  hit<ProcessInstance>(startPost, team.member, {
    params: { dashboardId: moduleId, id },
    body: { variables },
  });

describe("a basic automation's rule", () => {
  it("is saved as BPMN that deploys and runs, its conditions deciding", async () => {
    const made = await create({
      resourceName: "Greeter",
      rule: rule({ greeted: true }, [{ variable: "who", operator: "isSet" }]),
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ level: "basic", rule: { match: "all", trigger: { name: "manual" } } });
    expect(made.body.source).toContain('suite:action="variables.set"');
    expect(made.body.source).toContain("Gateway_1");
    expect((await deploy(made.body.id)).status).toBe(200);
    const matched = await start(made.body.id, { who: "Ana" });
    expect(matched.body.status).toBe("completed");
    const skipped = await start(made.body.id, {});
    expect(skipped.body.status).toBe("completed");
    const runs = await getDb().automationInstance.findMany({
      where: { processId: made.body.id },
      select: { id: true, variables: true },
    });
    const greeted = runs.filter((run) => (run.variables as Record<string, unknown>).greeted === true);
    expect(greeted.map((run) => run.id)).toEqual([matched.body.id]);
  });

  it("starts a basic automation made without one as a manual run, and refuses a rule beside a source", async () => {
    const made = await create({ resourceName: "Plain", level: "basic" });
    expect(made.body.rule).toMatchObject({
      trigger: { name: "manual" },
      actions: [{ name: "variables.set" }],
    });
    const both = await create({ resourceName: "Both", rule: rule({}), source: made.body.source });
    expect(both.body).toEqual(errorBody(400, "Send the rule or the source, not both"));
    const empty = await create({ resourceName: "Empty", rule: { trigger: { name: "manual" }, actions: [] } });
    expect(empty.body).toEqual(errorBody(400, "A rule needs at least one step"));
  });

  it("makes the draft again when the rule changes; a source saved alone drops the rule", async () => {
    const made = await create({ resourceName: "Changing", rule: rule({ a: 1 }) });
    const changed = await patch(made.body.id, { rule: rule({ b: 2 }) });
    expect(changed.body.rule?.actions[0]?.config).toEqual({ values: { b: 2 } });
    expect(changed.body.source).toContain("&quot;b&quot;:2");
    const asBpmn = await patch(made.body.id, { source: changed.body.source });
    expect(asBpmn.body).toMatchObject({ level: "basic", rule: null });
  });

  it("keeps each deployed version's source for the runs that ran it", async () => {
    const made = await create({ resourceName: "Versions", rule: rule({ first: true }) });
    await deploy(made.body.id);
    await patch(made.body.id, { rule: rule({ second: true }) });
    await deploy(made.body.id);
    const version = (by: typeof team.viewer, n: string, dashboardId = moduleId) =>
      hit<{ version: number; source: string }>(versionGet, by, {
        params: { dashboardId, id: made.body.id, version: n },
      });
    const first = await version(team.viewer, "1");
    expect(first.status).toBe(200);
    expect(first.body.source).toContain("&quot;first&quot;:true");
    expect((await version(team.viewer, "2")).body.source).toContain("&quot;second&quot;:true");
    expect((await version(team.viewer, "3")).body).toEqual(errorBody(404, "Version not found"));
    expect((await version(team.viewer, "zero")).status).toBe(400);
    const other = await seedTeam("Other Versions Team");
    const theirProject = (await seedProject(getDb(), other.workspace.id, { name: "Theirs" })).id;
    const theirModule = (await seedProjectModule(getDb(), theirProject, { tag: "WorkflowAutomation" })).id;
    expect((await version(other.owner, "1", theirModule)).status).toBe(404);
  });

  it("is refused by the gate for a viewer", async () => {
    const res = await hit(processesPost, team.viewer, {
      params: { dashboardId: moduleId },
      body: { resourceName: "Nope", rule: rule({}) },
    });
    expect(res.status).toBe(403);
  });
});

describe("the list's filter", () => {
  it("narrows by a part of the name in any case, and by state", async () => {
    const listProject = (await seedProject(getDb(), team.workspace.id, { name: "Filters" })).id;
    const listModule = (await seedProjectModule(getDb(), listProject, { tag: "WorkflowAutomation" })).id;
    const made = async (resourceName: string) =>
      (
        await hit<BpmnProcess>(processesPost, team.member, {
          params: { dashboardId: listModule },
          body: { resourceName },
        })
      ).body;
    const draft = await made("Weekly REPORT draft");
    const live = await made("Daily report");
    const off = await made("Invoices");
    for (const id of [live.id, off.id])
      await hit(deployPost, team.member, { params: { dashboardId: listModule, id }, body: {} });
    await hit(processPatch, team.member, {
      method: "PATCH",
      params: { dashboardId: listModule, id: off.id },
      body: { enabled: false },
    });
    const names = async (query: Record<string, string>) =>
      (
        await hit<{ data: { resourceName: string }[] }>(processesGet, team.viewer, {
          params: { dashboardId: listModule },
          query,
        })
      ).body.data.map((row) => row.resourceName);
    expect(await names({ q: "report" })).toEqual(["Daily report", "Weekly REPORT draft"]);
    expect(await names({ state: "draft" })).toEqual([draft.resourceName]);
    expect(await names({ state: "on" })).toEqual(["Daily report"]);
    expect(await names({ state: "off" })).toEqual(["Invoices"]);
    expect(await names({ state: "paused" })).toEqual([]);
    expect(await names({ q: "report", state: "on" })).toEqual(["Daily report"]);
    const bad = await hit(processesGet, team.viewer, {
      params: { dashboardId: listModule },
      query: { state: "gone" },
    });
    expect(bad.body).toEqual(errorBody(400, "The state is on, off, paused or draft"));
  });
});

describe("the grid card", () => {
  const card = (summaries: GridSummaries, id: string) => summaries[id] as WorkflowAutomationSummary;

  it("declares the kind's summary", () => {
    expect(typeof SERVER_KINDS.WorkflowAutomation.summarize).toBe("function");
  });

  it("counts automations, the running ones, the last day's runs and the latest failure", async () => {
    const cardProject = (await seedProject(getDb(), team.workspace.id, { name: "Card" })).id;
    const cardModule = (await seedProjectModule(getDb(), cardProject, { tag: "WorkflowAutomation" })).id;
    const empty = await getGridSummaries(team.member.actor, cardProject);
    expect(card(empty, cardModule)).toEqual({
      tag: "WorkflowAutomation",
      automations: 0,
      active: 0,
      completed: 0,
      failed: 0,
      lastFailure: null,
    });
    const made = (resourceName: string, body: Record<string, unknown>) =>
      hit<BpmnProcess>(processesPost, team.member, {
        params: { dashboardId: cardModule },
        body: { resourceName, ...body },
      });
    const good = await made("Good", { rule: rule({ ok: true }) });
    const bad = await made("Breaks", {
      rule: {
        trigger: { name: "manual" },
        actions: [{ name: "task.move", config: { taskId: "x".repeat(24), status: "done" } }],
      },
    });
    await made("Draft only", {});
    for (const id of [good.body.id, bad.body.id]) {
      expect(
        (await hit(deployPost, team.member, { params: { dashboardId: cardModule, id }, body: {} })).status,
      ).toBe(200);
    }
    const run = (id: string) =>
      hit<ProcessInstance>(startPost, team.member, { params: { dashboardId: cardModule, id }, body: {} });
    expect((await run(good.body.id)).body.status).toBe("completed");
    expect((await run(good.body.id)).body.status).toBe("completed");
    expect((await run(bad.body.id)).body.status).toBe("failed");
    // A run older than a day does not count.
    await getDb().automationInstance.updateMany({
      where: { processId: good.body.id },
      data: { startedAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    expect((await run(good.body.id)).body.status).toBe("completed");

    const summaries = await getGridSummaries(team.member.actor, cardProject);
    expect(card(summaries, cardModule)).toEqual({
      tag: "WorkflowAutomation",
      automations: 3,
      active: 2,
      completed: 1,
      failed: 1,
      lastFailure: {
        name: "Breaks",
        at: expect.any(String),
        href: `/project/${cardProject}/workflow-automation/${bad.body.id}/process-instances?moduleId=${cardModule}&redirect=${encodeURIComponent(`/project/${cardProject}/workflow-automation?moduleId=${cardModule}`)}`,
      },
    });
    const other = await seedTeam("Other Rules Team");
    const theirs = await getGridSummaries(other.owner.actor, cardProject).catch(() => ({}));
    expect((theirs as GridSummaries)[cardModule]).toBeUndefined();
  });
});
