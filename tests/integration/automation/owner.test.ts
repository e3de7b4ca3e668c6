// The platform's part of automation actions (lib/server/automation/owner.ts) against PostgreSQL: the
// owner as the actor of a kind's service (their rights in their own workspace; another workspace's
// module is not found), a service's refusal as an action's error, a gone owner refused, and a write
// done once per execution (a replay answers it; an interrupted claim is not written twice).
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { oncePerExecution, ownerActor, viaService } from "@/lib/server/automation/owner";
import { ActionError, type ActionContext } from "@/lib/server/automation/types";
import { automationScope } from "@/modules/workflow-automation/server/processes";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { hit, deployed, triggered } from "../workflow-automation/automation-helpers";
import { POST as startPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/start/route";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let other: Team;
let moduleId: string;
let theirModuleId: string;
let context: ActionContext;

beforeAll(async () => {
  team = await seedTeam("Owner Team");
  other = await seedTeam("Owner Other Team");
  const db = getDb();
  moduleId = (
    await seedProjectModule(db, (await seedProject(db, team.workspace.id, { name: "A" })).id, {
      tag: "WorkflowAutomation",
    })
  ).id;
  theirModuleId = (
    await seedProjectModule(db, (await seedProject(db, other.workspace.id, { name: "B" })).id, {
      tag: "WorkflowAutomation",
    })
  ).id;
  const process = await deployed(team.member, moduleId, triggered("manual"));
  const run = await hit<{ id: string }>(startPost, team.member, {
    params: { dashboardId: moduleId, id: process.id },
    body: {},
  });
  context = {
    workspaceId: team.workspace.id,
    processId: process.id,
    instanceId: run.body.id,
    ownerId: team.member.user.id,
    elementId: "A",
    executionId: "exec-1",
  };
});

describe("the owner as the actor of a kind's service", () => {
  it("opens the owner's module and finds another workspace's module not found", async () => {
    const actor = await ownerActor(context);
    expect(actor).toMatchObject({ userId: team.member.user.id, workspaceId: team.workspace.id });
    await expect(viaService(() => automationScope(actor, moduleId, "en"))).resolves.toMatchObject({
      moduleId,
    });
    const refused = await viaService(() => automationScope(actor, theirModuleId, "en")).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ActionError);
    expect(refused).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses an owner who no longer exists", async () => {
    const gone = await ownerActor({ ...context, ownerId: newId() }).catch((e: unknown) => e);
    expect(gone).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("once per execution", () => {
  it("writes once, answers the stored result after, and drops the claim of a failed write", async () => {
    let writes = 0;
    const write = async () => ({ n: ++writes });
    expect(await oncePerExecution(context, write)).toEqual({ n: 1 });
    expect(await oncePerExecution(context, write)).toEqual({ n: 1 });
    expect(writes).toBe(1);
    const failing = { ...context, executionId: "exec-2" };
    await expect(oncePerExecution(failing, async () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await oncePerExecution(failing, write)).toEqual({ n: 2 });
  });

  it("does not write again after an interrupted claim: recovered by a lookup, else UNCERTAIN", async () => {
    const interrupted = { ...context, executionId: "exec-3" };
    await getDb().automationEffect.create({
      data: { instanceId: context.instanceId, executionId: "exec-3" },
    });
    const write = jest.fn(async () => ({ wrote: true }));
    await expect(oncePerExecution(interrupted, write)).rejects.toMatchObject({ code: "UNCERTAIN" });
    expect(await oncePerExecution(interrupted, write, async () => ({ wrote: false }))).toEqual({
      wrote: false,
    });
    expect(write).not.toHaveBeenCalled();
  });
});
