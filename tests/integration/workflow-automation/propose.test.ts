// 'Generate with AI' (issue 38): POST /api/v1/workflow-automation/{moduleId}/ai/propose through its
// route, for whoever may add an automation (a viewer may not), not found from another workspace; the
// built-in rules without a model, filled with this project's modules (never another project's) and
// in the caller's language; a configured model (a local fake of the chat completions endpoint) is
// taken only when its rule is valid, of catalog names and this project's modules. What is proposed
// is made and deployed as it is.
import { POST as processesPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route";
import { POST as deployPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route";
import { POST as proposePost } from "@/app/api/v1/workflow-automation/[moduleId]/ai/propose/route";
import { getDb } from "@/lib/server/db";
import type { AutomationProposal, BpmnProcess } from "@/modules/workflow-automation/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { kindHitter } from "../helpers/http";
import { startFakeModel, withFakeModel, type FakeModel } from "../helpers/fake-model";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

const hit = kindHitter("workflow-automation");
const hitDashboard = kindHitter("dashboard");
let team: Team;
let flows: string;
let board: string;
let otherBoard: string;
let model: FakeModel;

beforeAll(async () => {
  team = await seedTeam("Proposals Team");
  const db = getDb();
  const sales = await seedProject(db, team.workspace.id, { name: "Sales" });
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  // Another project's board comes first: the proposal still takes this project's.
  otherBoard = (await seedProjectModule(db, sales.id, { tag: "TaskManagement", name: "Sales board" })).id;
  flows = (await seedProjectModule(db, ops.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
  board = (await seedProjectModule(db, ops.id, { tag: "TaskManagement", name: "Ops board" })).id;
  model = await startFakeModel();
});

afterAll(() => model.close());

const propose = (by: Caller, body: unknown, moduleId = flows, cookie?: string) =>
  hit<AutomationProposal>(proposePost, by, {
    params: { moduleId },
    body,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe("without a model", () => {
  it("proposes a rule on this project's board, which is made and deployed as it is", async () => {
    const res = await propose(team.member, { prompt: "Notify me when a task moves to Done." });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: "Notify me when a task moves to Done",
      by: "built-in",
      rule: {
        trigger: { name: "task.moved", config: { module: board, toStatus: "done" } },
        match: "all",
        conditions: [],
        actions: [
          {
            name: "notification.send",
            config: { member: team.member.user.id, title: '= key + ": " + title' },
          },
        ],
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(otherBoard);
    const made = await hitDashboard<BpmnProcess>(processesPost, team.member, {
      params: { dashboardId: flows },
      body: { resourceName: res.body.name, level: "basic", rule: res.body.rule },
    });
    expect(made.status).toBe(201);
    const deploy = await hitDashboard(deployPost, team.member, {
      params: { dashboardId: flows, id: made.body.id },
      body: {},
    });
    expect(deploy.status).toBe(200);
  });

  it("proposes a wait as a timer the engine deploys", async () => {
    const res = await propose(team.member, {
      prompt: "When a task is created, wait 3 hours, then comment on it",
    });
    expect(res.body.rule?.actions.map((step) => step.name)).toEqual(["wait", "task.comment"]);
    const made = await hitDashboard<BpmnProcess>(processesPost, team.member, {
      params: { dashboardId: flows },
      body: { resourceName: res.body.name, level: "basic", rule: res.body.rule },
    });
    expect(made.body.source).toContain(
      '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT3H</bpmn:timeDuration>',
    );
    const deploy = await hitDashboard(deployPost, team.member, {
      params: { dashboardId: flows, id: made.body.id },
      body: {},
    });
    expect(deploy.status).toBe(200);
  });

  it("writes its texts in the caller's language and says when nothing could be made", async () => {
    const res = await propose(
      team.member,
      { prompt: "Cuando se cree una tarea, crea una tarea" },
      flows,
      "NEXT_LOCALE=es",
    );
    expect(res.status).toBe(200);
    expect(res.body.rule?.trigger).toEqual({ name: "task.created", config: { module: board } });
    expect(res.body.rule?.actions[0]).toEqual({
      name: "task.create",
      config: { module: board, title: "Seguimiento", assignee: team.member.user.id },
    });
    const nothing = await propose(team.member, { prompt: "Hello there" });
    expect(nothing.status).toBe(200);
    expect(nothing.body.rule).toBeNull();
  });

  it("refuses a bad description, a viewer and another workspace", async () => {
    expect((await propose(team.member, { prompt: "  " })).body).toEqual(
      errorBody(400, "Describe the automation you want."),
    );
    expect((await propose(team.member, {})).status).toBe(400);
    expect((await propose(team.member, { prompt: "x".repeat(1001) })).status).toBe(400);
    expect((await propose(team.member, { prompt: "notify me" }, "nope")).status).toBe(400);
    expect((await propose(team.viewer, { prompt: "notify me" })).status).toBe(403);
    const other = await seedTeam("Elsewhere Flows");
    expect((await propose(other.owner, { prompt: "notify me" })).status).toBe(404);
  });
});

describe("with a model", () => {
  withFakeModel(() => model);

  const modelRule = (module: string, action = "task.comment") => ({
    name: "Comment when done",
    rule: {
      trigger: { name: "task.moved", config: { module, toStatus: "done" } },
      actions: [{ name: action, config: { taskId: "= taskId", text: "Nice" } }],
    },
  });

  it("takes the model's rule when it is valid and of this project", async () => {
    model.answer(`Sure:\n\`\`\`json\n${JSON.stringify(modelRule(board))}\n\`\`\``);
    const before = model.asked();
    const res = await propose(team.member, { prompt: "comment on tasks when they are done" });
    expect(model.asked()).toBe(before + 1);
    expect(res.body).toMatchObject({
      name: "Comment when done",
      by: "model",
      rule: {
        trigger: { name: "task.moved", config: { module: board } },
        actions: [{ name: "task.comment" }],
      },
    });
  });

  it("falls back to the rules for another project's module, an unknown action or no JSON", async () => {
    for (const answer of [
      JSON.stringify(modelRule(otherBoard)),
      JSON.stringify(modelRule(board, "task.delete")),
      "I cannot help with that.",
    ]) {
      model.answer(answer);
      const res = await propose(team.member, { prompt: "Notify me when a task moves to done" });
      expect(res.status).toBe(200);
      expect(res.body.by).toBe("built-in");
      expect(res.body.rule?.actions.map((step) => step.name)).toEqual(["notification.send"]);
    }
  });
});
