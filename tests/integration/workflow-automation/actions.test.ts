// The kinds' automation actions (issue 38), run as an automation's owner through each kind's own
// services: each does its effect, the same execution run again does not do it twice, and an owner
// without the right gets FORBIDDEN. Also an automation end to end: a task moved starts a run whose
// service task comments on it.
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { actionRegistry, type ActionContext } from "@/modules/workflow-automation/server/actions/registry";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { bpmn, flow } from "../../helpers/bpmn";
import { deliverSince, deployed, outboxMark, runsOf, triggered, actionContext } from "./automation-helpers";

let team: Team;
let flows: string;
let board: string;
let context: ActionContext;
let execution = 0;

const run = (name: string, settings: Record<string, unknown>, executionId = `exec_${++execution}`) =>
  actionRegistry()
    .get(name)!
    .run({ ...context, executionId }, settings);

beforeAll(async () => {
  team = await seedTeam("Actions Team");
  const db = getDb();
  const project = await seedProject(db, team.workspace.id, { name: "Ops" });
  flows = (await seedProjectModule(db, project.id, { tag: "WorkflowAutomation" })).id;
  board = (await seedProjectModule(db, project.id, { tag: "TaskManagement" })).id;
  await tm.board(team.member, board);
  context = await actionContext(team.member, team.workspace.id, flows, "a".repeat(24));
});

describe("task actions", () => {
  it("creates a task once per execution, in the status's column, assigned", async () => {
    const settings = { module: board, title: "From a flow", status: "done", assignee: team.admin.user.id };
    const first = await run("task.create", settings, "exec_create");
    const again = await run("task.create", settings, "exec_create");
    expect(again).toEqual(first);
    const result = first.result as { taskId: string; key: string };
    const tasks = await getDb().task.findMany({ where: { title: "From a flow" } });
    expect(tasks).toHaveLength(1);
    const detail = await tm.get(team.member, board, result.taskId);
    expect(detail.body).toMatchObject({ key: result.key, status: "done", assignees: [team.admin.user.id] });
  });

  it("recovers a create interrupted after its write instead of creating again", async () => {
    const db = getDb();
    const settings = { module: board, title: "Interrupted" };
    await run("task.create", settings, "exec_crash");
    // As if the node died after the create, before the result was stored.
    await db.automationEffect.update({
      where: { instanceId_executionId: { instanceId: context.instanceId, executionId: "exec_crash" } },
      data: { result: Prisma.DbNull },
    });
    const replay = await run("task.create", settings, "exec_crash");
    expect(await db.task.count({ where: { title: "Interrupted" } })).toBe(1);
    expect(replay.result).toMatchObject({ taskId: expect.any(String) });
  });

  it("moves, assigns and comments through the board's services", async () => {
    const task = (await tm.create(team.member, board, { title: "Work" })).body;
    await run("task.move", { taskId: task.id, status: "done" });
    await run("task.assign", { taskId: task.id, assigneeId: team.admin.user.id });
    await run("task.assign", { taskId: task.id, assigneeId: team.admin.user.id });
    const comment = await run("task.comment", { taskId: task.id, text: "Done by the flow" }, "exec_comment");
    await run("task.comment", { taskId: task.id, text: "Done by the flow" }, "exec_comment");
    const detail = (await tm.get(team.member, board, task.id)).body;
    expect(detail).toMatchObject({ status: "done", assignees: [team.admin.user.id] });
    const comments = (await tm.activity(team.member, board, task.id)).body.data.filter(
      (row) => row.actionType === "commented",
    );
    expect(comments).toHaveLength(1);
    expect(comment.result).toEqual({ taskId: task.id, commentId: comments[0]!.id });
  });

  it("is FORBIDDEN when the owner may not write to the board, NOT_FOUND for another workspace's task", async () => {
    const db = getDb();
    await db.projectModule.update({ where: { id: board }, data: { private: true } });
    try {
      await expect(run("task.create", { module: board, title: "Nope" })).rejects.toMatchObject({
        code: expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/),
      });
    } finally {
      await db.projectModule.update({ where: { id: board }, data: { private: false } });
    }
    const viewerContext = { ...context, ownerId: team.viewer.user.id };
    await expect(
      actionRegistry()
        .get("task.create")!
        .run({ ...viewerContext, executionId: "exec_viewer" }, { module: board, title: "Nope" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(run("task.move", { taskId: "f".repeat(24), status: "done" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(run("task.create", { title: "No module" })).rejects.toMatchObject({ code: "BAD_SETTINGS" });
  });
});

describe("notifications and webhooks", () => {
  it("notifies a member in the app once per execution", async () => {
    const settings = { member: team.admin.user.id, title: "Approval needed", body: "Please look" };
    await run("notification.send", settings, "exec_notify");
    await run("notification.send", settings, "exec_notify");
    const rows = await getDb().notification.findMany({
      where: { userId: team.admin.user.id, kind: "campaign.message" },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ moduleName: "Approval needed", excerpt: "Please look" });
  });

  it("e-mails a member once per execution", async () => {
    const settings = { member: team.admin.user.id, subject: "Report", body: "Numbers attached" };
    const first = await run("email.send", settings, "exec_mail");
    await run("email.send", settings, "exec_mail");
    expect(first.result).toEqual({ sent: true });
    expect(await getDb().outboxEmail.count({ where: { subject: "Report" } })).toBe(1);
  });

  it("refuses a webhook to a private or non-https address without naming it", async () => {
    await expect(run("webhook.call", { url: "http://example.com/hook" })).rejects.toMatchObject({
      code: "BAD_SETTINGS",
    });
    const refused = run("webhook.call", { url: "https://127.0.0.1/hook?secret=abc", body: { a: 1 } });
    await expect(refused).rejects.toMatchObject({ code: "WEBHOOK_FAILED" });
    await expect(refused).rejects.not.toThrow(/secret=abc/);
  });
});

describe("end to end", () => {
  it("comments on a task when it moves to done", async () => {
    const automation = await deployed(
      team.member,
      flows,
      triggered("task.moved", { toStatus: "done" }, "task.comment", {
        taskId: "=taskId",
        text: '="Closed: " + title',
      }),
    );
    const task = (await tm.create(team.member, board, { title: "Close me" })).body;
    const columns = (await tm.board(team.member, board)).body.data[0]!.columns;
    const mark = await outboxMark();
    await tm.move(team.member, board, task.id, columns.at(-1)!.id);
    await deliverSince(mark);
    const [instance] = await runsOf(automation.id);
    expect(instance).toMatchObject({ status: "completed" });
    const comments = (await tm.activity(team.member, board, task.id)).body.data.filter(
      (row) => row.actionType === "commented",
    );
    expect(comments.map((row) => (row.changes as { comment: { text: string } }).comment.text)).toEqual([
      "Closed: Close me",
    ]);
  });

  it("creates a task per item of a list, all at once, each once (a multi-instance service task)", async () => {
    const settings = JSON.stringify({ module: board, title: '="Step: " + step' }).replace(/"/g, "&quot;");
    const automation = await deployed(
      team.member,
      flows,
      bpmn(`<bpmn:startEvent id="s" suite:trigger="task.moved" />
        ${flow("f1", "s", "each")}
        <bpmn:serviceTask id="each" suite:action="task.create" suite:config="${settings}"
          suite:collection="[&quot;Draft&quot;, &quot;Check&quot;, &quot;Ship&quot;]" suite:item="step">
          <bpmn:multiInstanceLoopCharacteristics />
        </bpmn:serviceTask>${flow("f2", "each", "e")}<bpmn:endEvent id="e" />`),
    );
    const task = (await tm.create(team.member, board, { title: "Plan" })).body;
    const columns = (await tm.board(team.member, board)).body.data[0]!.columns;
    const working = columns[1]!;
    const mark = await outboxMark();
    await tm.move(team.member, board, task.id, working.id);
    await deliverSince(mark);
    await deliverSince(mark);
    const [instance] = await runsOf(automation.id);
    expect(instance).toMatchObject({ status: "completed" });
    const made = await getDb().task.findMany({
      where: { title: { startsWith: "Step: " } },
      select: { title: true },
    });
    expect(made.map((row) => row.title).sort()).toEqual(["Step: Check", "Step: Draft", "Step: Ship"]);
    // The task's result is the list of its runs' results, in the list's order.
    const results = (instance!.variables as { each: { key: string }[] }).each;
    expect(results).toHaveLength(3);
  });
});
