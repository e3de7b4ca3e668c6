// Workflow automation's triggers from the outbox (issue 38): a task moved to Done starts its
// automation once however often the event is delivered; another project's or workspace's events, a
// paused automation, an owner who may no longer read the board start nothing; the per-minute limit.
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { deliverSince, deployed, outboxMark, runsOf, setEnabled, triggered } from "./automation-helpers";

let team: Team;
let other: Team;
let flows: string;
let board: string;
let otherProjectBoard: string;
let otherWorkspaceBoard: string;
let otherWorkspaceFlows: string;

async function columnsOf(caller: Team["member"], moduleId: string) {
  const res = await tm.board(caller, moduleId);
  return res.body.data[0]!.columns;
}

async function newTask(caller: Team["member"], moduleId: string, title: string) {
  const res = await tm.create(caller, moduleId, { title });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  [team, other] = await Promise.all([seedTeam("Triggers Team"), seedTeam("Elsewhere")]);
  const db = getDb();
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  const sales = await seedProject(db, team.workspace.id, { name: "Sales" });
  flows = (await seedProjectModule(db, ops.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
  board = (await seedProjectModule(db, ops.id, { tag: "TaskManagement", name: "Ops board" })).id;
  otherProjectBoard = (await seedProjectModule(db, sales.id, { tag: "TaskManagement", name: "Sales board" }))
    .id;
  const far = await seedProject(db, other.workspace.id, { name: "Far" });
  otherWorkspaceFlows = (await seedProjectModule(db, far.id, { tag: "WorkflowAutomation" })).id;
  otherWorkspaceBoard = (await seedProjectModule(db, far.id, { tag: "TaskManagement" })).id;
});

afterEach(() => {
  delete process.env.AUTOMATION_MAX_STARTS_PER_MINUTE;
});

describe("task moved", () => {
  it("starts the automation once when a task of its project moves to Done, with the move's variables", async () => {
    const automation = await deployed(team.member, flows, triggered("task.moved", { toStatus: "done" }));
    const columns = await columnsOf(team.member, board);
    const task = await newTask(team.member, board, "Ship it");
    const mark = await outboxMark();
    expect((await tm.move(team.member, board, task.id, columns[1]!.id)).status).toBe(200);
    expect((await tm.move(team.member, board, task.id, columns.at(-1)!.id)).status).toBe(200);
    const first = await deliverSince(mark);
    expect(first.map((result) => result.status)).toEqual(["started"]);
    // The same events again (a redelivery after a crash): the same run, nothing new.
    const again = await deliverSince(mark);
    expect(again.map((result) => result.status)).toEqual(["duplicate"]);
    const runs = await runsOf(automation.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: "completed",
      startKey: expect.stringMatching(/^event:[0-9a-f-]{36}(:\d+)?$/),
      variables: {
        taskId: task.id,
        key: task.key,
        title: "Ship it",
        fromColumn: columns[1]!.name,
        toColumn: columns.at(-1)!.name,
        fromStatus: "work-in-progress",
        toStatus: "done",
        moduleId: board,
        actorId: team.member.user.id,
        ran: true,
      },
    });
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });

  it("hears nothing of another project's board or another workspace", async () => {
    const automation = await deployed(team.member, flows, triggered("task.moved"));
    const theirs = await deployed(other.member, otherWorkspaceFlows, triggered("task.moved"));
    const mark = await outboxMark();
    const columns = await columnsOf(team.member, otherProjectBoard);
    const task = await newTask(team.member, otherProjectBoard, "Elsewhere");
    await tm.move(team.member, otherProjectBoard, task.id, columns.at(-1)!.id);
    const farColumns = await columnsOf(other.member, otherWorkspaceBoard);
    const far = await newTask(other.member, otherWorkspaceBoard, "Far away");
    await tm.move(other.member, otherWorkspaceBoard, far.id, farColumns.at(-1)!.id);
    await deliverSince(mark);
    expect(await runsOf(automation.id)).toHaveLength(0);
    // The other workspace's automation heard its own board (same project) only.
    expect((await runsOf(theirs.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ taskId: far.id }),
    ]);
    await getDb().automationProcess.deleteMany({ where: { id: { in: [automation.id, theirs.id] } } });
  });

  it("hears another project's board when its start event names that module", async () => {
    const automation = await deployed(
      team.member,
      flows,
      triggered("task.moved", { module: otherProjectBoard }),
    );
    const mark = await outboxMark();
    const columns = await columnsOf(team.member, otherProjectBoard);
    const task = await newTask(team.member, otherProjectBoard, "Chosen");
    await tm.move(team.member, otherProjectBoard, task.id, columns.at(-1)!.id);
    const own = await newTask(team.member, board, "Not chosen");
    await tm.move(team.member, board, own.id, (await columnsOf(team.member, board)).at(-1)!.id);
    await deliverSince(mark);
    expect((await runsOf(automation.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ taskId: task.id }),
    ]);
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });

  it("skips a move to another status than the one asked for", async () => {
    const automation = await deployed(team.member, flows, triggered("task.moved", { toStatus: "done" }));
    const mark = await outboxMark();
    const task = await newTask(team.member, board, "Halfway");
    await tm.move(team.member, board, task.id, (await columnsOf(team.member, board))[1]!.id);
    await deliverSince(mark);
    expect(await runsOf(automation.id)).toHaveLength(0);
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });
});

describe("guard rails", () => {
  it("starts nothing while the automation is off", async () => {
    const automation = await deployed(team.member, flows, triggered("task.created"));
    await setEnabled(team.member, flows, automation.id, false);
    const mark = await outboxMark();
    await newTask(team.member, board, "While off");
    expect(await deliverSince(mark)).toEqual([]);
    await setEnabled(team.member, flows, automation.id, true);
    const later = await outboxMark();
    await newTask(team.member, board, "Back on");
    expect((await deliverSince(later)).map((result) => result.status)).toEqual(["started"]);
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });

  it("starts nothing when its owner can no longer read the board", async () => {
    const db = getDb();
    const ops2 = await seedProject(db, team.workspace.id, { name: "Ops 2" });
    const flows2 = (await seedProjectModule(db, ops2.id, { tag: "WorkflowAutomation" })).id;
    const board2 = (await seedProjectModule(db, ops2.id, { tag: "TaskManagement" })).id;
    const automation = await deployed(team.member, flows2, triggered("task.created"));
    await db.projectModule.update({ where: { id: board2 }, data: { private: true } });
    const mark = await outboxMark();
    // The workspace's owner still writes to the private board; the automation's owner cannot read it.
    await newTask(team.owner, board2, "Secret");
    await deliverSince(mark);
    expect(await runsOf(automation.id)).toHaveLength(0);
  });

  it("starts at most AUTOMATION_MAX_STARTS_PER_MINUTE runs a minute per trigger", async () => {
    process.env.AUTOMATION_MAX_STARTS_PER_MINUTE = "2";
    const automation = await deployed(team.member, flows, triggered("task.created"));
    const mark = await outboxMark();
    for (const title of ["One", "Two", "Three"]) await newTask(team.member, board, title);
    const results = await deliverSince(mark);
    expect(results.map((result) => result.status)).toEqual(["started", "started", "limited"]);
    expect(await runsOf(automation.id)).toHaveLength(2);
    // A new minute: starts again.
    await getDb().automationTrigger.updateMany({
      where: { processId: automation.id },
      data: { windowStart: new Date(Date.now() - 61_000) },
    });
    const later = await outboxMark();
    await newTask(team.member, board, "Four");
    expect((await deliverSince(later)).map((result) => result.status)).toEqual(["started"]);
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });
});

describe("other triggers", () => {
  it("starts on a task created and on a task assigned, with their variables", async () => {
    const created = await deployed(team.member, flows, triggered("task.created"));
    const assigned = await deployed(team.member, flows, triggered("task.assigned"));
    const mark = await outboxMark();
    const res = await tm.create(team.member, board, { title: "Hand over", assignees: [team.admin.user.id] });
    expect(res.status).toBe(201);
    await deliverSince(mark);
    expect((await runsOf(created.id))[0]?.variables).toMatchObject({
      taskId: res.body.id,
      title: "Hand over",
      status: "todo",
      actorId: team.member.user.id,
    });
    expect((await runsOf(assigned.id))[0]?.variables).toMatchObject({
      taskId: res.body.id,
      assigneeIds: [team.admin.user.id],
    });
    await getDb().automationProcess.deleteMany({ where: { id: { in: [created.id, assigned.id] } } });
  });

  it("refuses an unknown trigger at deploy", async () => {
    const { POST: processesPost } =
      await import("@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route");
    const { POST: deployPost } =
      await import("@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route");
    const { hit } = await import("./automation-helpers");
    const made = await hit<{ id: string }>(processesPost, team.member, {
      params: { dashboardId: flows },
      body: { resourceName: "Unknown", source: triggered("task.exploded") },
    });
    const deploy = await hit<{ issues: unknown[] }>(deployPost, team.member, {
      params: { dashboardId: flows, id: made.body.id },
      body: {},
    });
    expect(deploy.status).toBe(400);
    expect(deploy.body.issues).toEqual([{ code: "unknownTrigger", elementId: "S", detail: "task.exploded" }]);
  });
});

describe("due dates (swept)", () => {
  it("starts once per task and due date coming within a day, not for done tasks or other projects", async () => {
    const { automationTimersJob } = await import("@/modules/workflow-automation/server/jobs/automation-jobs");
    const automation = await deployed(team.member, flows, triggered("task.dueSoon"));
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const due = (await tm.create(team.member, board, { title: "Due soon", dueDate: soon })).body;
    await tm.create(team.member, board, {
      title: "Due later",
      dueDate: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    });
    await tm.create(team.member, otherProjectBoard, { title: "Other project", dueDate: soon });
    const columns = await columnsOf(team.member, board);
    const done = (await tm.create(team.member, board, { title: "Done already", dueDate: soon })).body;
    await tm.move(team.member, board, done.id, columns.at(-1)!.id);
    await automationTimersJob.handler({}, { id: "d1", attempt: 1, final: false });
    await automationTimersJob.handler({}, { id: "d2", attempt: 1, final: false });
    const runs = await runsOf(automation.id);
    expect(runs.map((run) => run.variables)).toEqual([
      expect.objectContaining({ taskId: due.id, title: "Due soon", key: due.key }),
    ]);
    expect(runs[0]!.startKey).toMatch(new RegExp(`^dueSoon:${due.id}:`));
    await getDb().automationProcess.delete({ where: { id: automation.id } });
  });
});
