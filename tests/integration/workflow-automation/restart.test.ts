// Timers across a restart (issue 38): a node starts a run that waits on a timer and is killed
// (SIGKILL) while it waits; another node — this test's process, with nothing of the first in memory —
// finds the timer when it is due and the run completes once, from what PostgreSQL holds.
import { once } from "node:events";
import { getDb } from "@/lib/server/db";
import { automationTimersJob } from "@/modules/workflow-automation/server/jobs/automation-jobs";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { bpmn, flow, service } from "../../helpers/bpmn";
import { spawnNode } from "../helpers/child-node";
import { seedTeam } from "../workspaces/helpers";
import { deployed, moveBack } from "./automation-helpers";

/** Runs fixtures/restart-child.ts as another node until it says its run waits, then kills it; the run's id. */
async function startAndKill(processId: string): Promise<string> {
  const child = spawnNode("tests/integration/workflow-automation/fixtures/restart-child.ts", [processId]);
  let out = "";
  let err = "";
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const instanceId = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /waiting ([0-9a-f]{24})/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.on("exit", (code) => reject(new Error(`the node ended (${code}) before its run waited: ${err}`)));
  });
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  expect(signal).toBe("SIGKILL");
  return instanceId;
}

it("completes a run once after the node that waited on its timer was killed", async () => {
  const team = await seedTeam("Restart Team");
  const project = await seedProject(getDb(), team.workspace.id, { name: "Ops" });
  const flows = (await seedProjectModule(getDb(), project.id, { tag: "WorkflowAutomation" })).id;
  const automation = await deployed(
    team.member,
    flows,
    bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "wait")}
      <bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
      ${flow("f2", "wait", "t")}${service("t", "variables.set", { values: { reminded: "=who" } })}${flow("f3", "t", "e")}<bpmn:endEvent id="e" />`),
  );
  const instanceId = await startAndKill(automation.id);
  const db = getDb();
  expect(await db.automationInstance.findUniqueOrThrow({ where: { id: instanceId } })).toMatchObject({
    status: "processing",
    lockedUntil: null,
  });
  expect(await db.automationTimer.count({ where: { instanceId } })).toBe(1);

  // An hour later, this node's sweeps (twice, as two nodes' would): the run goes on once.
  await moveBack(instanceId, 61 * 60 * 1000);
  await automationTimersJob.handler({}, { id: "r1", attempt: 1, final: false });
  await automationTimersJob.handler({}, { id: "r2", attempt: 1, final: false });
  const run = await db.automationInstance.findUniqueOrThrow({ where: { id: instanceId } });
  expect(run).toMatchObject({ status: "completed", variables: { who: "Ana", reminded: "Ana" } });
  expect(await db.automationStep.count({ where: { instanceId, elementId: "t" } })).toBe(1);
  expect(await db.automationTimer.count({ where: { instanceId } })).toBe(0);
}, 120_000);
