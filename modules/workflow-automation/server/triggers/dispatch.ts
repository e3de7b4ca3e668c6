import "server-only";
import type { EventMeta } from "@/lib/server/events/bus";
import { subscribeDurable } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import { getDb } from "@/lib/server/db";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import type { TriggerDefinition, TriggerFire } from "@/lib/server/automation/types";
import { triggerEventTypes, triggersForEvent } from "../triggers";
import { reachesAutomation } from "@/lib/server/automation/filter";
import { deliverMessages, type Delivered } from "./messages";
import { startManyFromTrigger, type StartRequest, type StartResult } from "./start";

/** The start's key of a fire: the event's id, with the subject when the event fires several times. */
export function eventStartKey(meta: EventMeta, fire: TriggerFire, fires: number): string {
  return fires === 1 ? `event:${meta.id}` : `event:${meta.id}:${fire.subject}`;
}

/**
 * One committed domain event: the enabled, deployed automations of its workspace with a trigger it
 * fires (one indexed read when there is none), each started once per event (`event:<id>`) when the
 * event's module is in the automation's project (or is the module its start event names), its
 * trigger's settings take it, and its owner may still read that module (the run acts as them); then
 * the runs waiting at a message catch event for one of those triggers (./messages.ts). Each trigger
 * reads what the event makes of it once for both.
 */
export async function dispatchEvent(
  event: DomainEvent,
  meta: EventMeta,
): Promise<(StartResult | Delivered)[]> {
  const definitions = triggersForEvent(event.type);
  const workspaceId = "workspaceId" in event ? event.workspaceId : undefined;
  if (definitions.length === 0 || !workspaceId) return [];
  const db = getDb();
  const fired = new Map<string, Promise<TriggerFire[]>>();
  const firesOf = (definition: TriggerDefinition) => {
    if (!fired.has(definition.name))
      fired.set(definition.name, Promise.resolve(definition.fire(event, meta)));
    return fired.get(definition.name)!;
  };
  const projects = new Map<string, string | null>();
  const projectOf = async (moduleIds: string[]) => {
    const unknown = [...new Set(moduleIds)].filter((id) => !projects.has(id));
    if (unknown.length > 0) {
      const modules = await db.projectModule.findMany({
        where: { id: { in: unknown } },
        select: { id: true, projectId: true },
      });
      for (const id of unknown) projects.set(id, modules.find((row) => row.id === id)?.projectId ?? null);
    }
    return projects;
  };
  const readable = new Map<string, boolean>();
  const ownerReads = async (ownerId: string, moduleId: string) => {
    const key = `${ownerId}:${moduleId}`;
    if (!readable.has(key)) {
      const readers = await moduleReaders(workspaceId, { moduleId, private: false, project: null }, [
        ownerId,
      ]);
      readable.set(key, readers.includes(ownerId));
    }
    return readable.get(key)!;
  };

  const rows = await db.automationTrigger.findMany({
    where: {
      workspaceId,
      kind: { in: definitions.map((definition) => definition.name) },
      process: { enabled: true, version: { gt: 0 } },
    },
    select: {
      id: true,
      processId: true,
      kind: true,
      config: true,
      process: { select: { ownerId: true, projectModule: { select: { projectId: true } } } },
    },
  });
  const results: (StartResult | Delivered)[] = [];
  for (const definition of definitions) {
    const mine = rows.filter((row) => row.kind === definition.name);
    if (mine.length === 0) continue;
    const fires = await firesOf(definition);
    if (fires.length === 0) continue;
    await projectOf(fires.map((fire) => fire.moduleId));
    for (const row of mine) {
      const config = (row.config ?? {}) as Record<string, unknown>;
      const ownerId = row.process.ownerId;
      const starts: StartRequest[] = [];
      for (const fire of fires) {
        const scope = {
          automationProjectId: row.process.projectModule?.projectId ?? null,
          eventProjectId: projects.get(fire.moduleId) ?? null,
        };
        if (!reachesAutomation(config, fire, scope)) continue;
        if (definition.accepts && !definition.accepts(config, fire)) continue;
        if (fire.audience && !fire.audience.includes(ownerId)) continue;
        if (!(await ownerReads(ownerId, fire.moduleId))) continue;
        starts.push({ startKey: eventStartKey(meta, fire, fires.length), variables: fire.variables });
      }
      // The event's starts of this automation together (a bulk add's records: one burst).
      results.push(...(await startManyFromTrigger(row, starts)));
    }
  }
  results.push(...(await deliverMessages(workspaceId, definitions, firesOf, projectOf, ownerReads)));
  return results;
}

/**
 * Workflow automation's triggers hear the outbox: one durable subscriber for every event type a
 * trigger declares, each event once across the nodes and again after a crash (a start is idempotent
 * on the event's id). Attached by the kind's start-up (kind.server.ts); returns the detach.
 */
export function attachAutomationTriggers(): () => void {
  const types = triggerEventTypes();
  if (types.length === 0) return () => undefined;
  return subscribeDurable({
    name: "workflow-automation.triggers",
    types,
    async handle(event, meta) {
      await dispatchEvent(event, meta);
    },
  });
}
