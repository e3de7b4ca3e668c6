import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reachesAutomation } from "@/lib/server/automation/filter";
import type { TriggerDefinition, TriggerFire } from "@/lib/server/automation/types";
import { getDb } from "@/lib/server/db";
import { scheduleAdvance } from "../jobs/automation-jobs";

// Message catch events (issue 38: "message events from domain events"): a run waits at an
// intermediate message event whose message's name is a trigger (`task.moved`), with that trigger's
// settings on the event (`toStatus`, `module`) and, in `correlate`, the variable the event must share
// with the run (`taskId`: this run's task). The domain event that fires the trigger and matches
// resumes the run once, with the event's variables as the catch event's output
// (`<elementId>.<variable>`). The rows are written as the run begins to wait (instances/advance.ts).

/** Whether the automation's owner may read a module (the run acts as them), asked once per pair. */
export type OwnerReads = (ownerId: string, moduleId: string) => Promise<boolean>;

export interface Delivered {
  status: "resumed";
  instanceId: string;
}

/**
 * Delivers one domain event's fires to the runs waiting for their trigger in its workspace: each
 * waiting row takes the first fire that reaches its automation's project (or the module its settings
 * name), that the trigger's own test of the settings takes, whose audience holds the owner, that the
 * owner may read and whose correlated variable holds the run's value — marked delivered at most once
 * (a redelivered event finds it delivered already), then the run is advanced.
 */
export async function deliverMessages(
  workspaceId: string,
  definitions: readonly TriggerDefinition[],
  firesOf: (definition: TriggerDefinition) => Promise<TriggerFire[]>,
  projectOf: (moduleIds: string[]) => Promise<Map<string, string | null>>,
  ownerReads: OwnerReads,
): Promise<Delivered[]> {
  const db = getDb();
  const waits = await db.automationMessageWait.findMany({
    where: {
      workspaceId,
      trigger: { in: definitions.map((definition) => definition.name) },
      deliveredAt: null,
      instance: { status: "processing" },
    },
    select: {
      id: true,
      instanceId: true,
      trigger: true,
      config: true,
      correlate: true,
      value: true,
      instance: {
        select: { process: { select: { ownerId: true, projectModule: { select: { projectId: true } } } } },
      },
    },
    orderBy: { createdAt: "asc" },
  });
  if (waits.length === 0) return [];
  const delivered: Delivered[] = [];
  for (const definition of definitions) {
    const mine = waits.filter((wait) => wait.trigger === definition.name);
    if (mine.length === 0) continue;
    const fires = await firesOf(definition);
    if (fires.length === 0) continue;
    const projects = await projectOf(fires.map((fire) => fire.moduleId));
    for (const wait of mine) {
      const config = (wait.config ?? {}) as Record<string, unknown>;
      const ownerId = wait.instance.process.ownerId;
      for (const fire of fires) {
        const scope = {
          automationProjectId: wait.instance.process.projectModule?.projectId ?? null,
          eventProjectId: projects.get(fire.moduleId) ?? null,
        };
        if (!reachesAutomation(config, fire, scope)) continue;
        if (definition.accepts && !definition.accepts(config, fire)) continue;
        if (fire.audience && !fire.audience.includes(ownerId)) continue;
        if (wait.correlate && JSON.stringify(fire.variables[wait.correlate] ?? null) !== wait.value) continue;
        if (!(await ownerReads(ownerId, fire.moduleId))) continue;
        const marked = await db.automationMessageWait.updateMany({
          where: { id: wait.id, deliveredAt: null },
          data: { deliveredAt: new Date(), payload: fire.variables as Prisma.InputJsonValue },
        });
        if (marked.count === 1) {
          await scheduleAdvance(wait.instanceId);
          delivered.push({ status: "resumed", instanceId: wait.instanceId });
        }
        break;
      }
    }
  }
  return delivered;
}
