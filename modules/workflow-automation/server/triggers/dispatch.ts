import "server-only";
import type { EventMeta } from "@/lib/server/events/bus";
import { subscribeDurable } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import { getDb } from "@/lib/server/db";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import type { TriggerFire } from "@/lib/server/automation/types";
import { triggerEventTypes, triggersForEvent } from "../triggers";
import { reachesAutomation } from "@/lib/server/automation/filter";
import { startFromTrigger, type StartResult } from "./start";

/** The start's key of a fire: the event's id, with the subject when the event fires several times. */
export function eventStartKey(meta: EventMeta, fire: TriggerFire, fires: number): string {
  return fires === 1 ? `event:${meta.id}` : `event:${meta.id}:${fire.subject}`;
}

/**
 * One committed domain event: the enabled, deployed automations of its workspace with a trigger it
 * fires (one indexed read when there is none), each started once per event (`event:<id>`) when the
 * event's module is in the automation's project (or is the module its start event names), its
 * trigger's settings take it, and its owner may still read that module (the run acts as them).
 */
export async function dispatchEvent(event: DomainEvent, meta: EventMeta): Promise<StartResult[]> {
  const definitions = triggersForEvent(event.type);
  const workspaceId = "workspaceId" in event ? event.workspaceId : undefined;
  if (definitions.length === 0 || !workspaceId) return [];
  const db = getDb();
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
  if (rows.length === 0) return [];
  const results: StartResult[] = [];
  const projects = new Map<string, string | null>();
  const readable = new Map<string, boolean>();
  for (const definition of definitions) {
    const mine = rows.filter((row) => row.kind === definition.name);
    if (mine.length === 0) continue;
    const fires = await definition.fire(event, meta);
    if (fires.length === 0) continue;
    const unknown = [...new Set(fires.map((fire) => fire.moduleId))].filter((id) => !projects.has(id));
    if (unknown.length > 0) {
      const modules = await db.projectModule.findMany({
        where: { id: { in: unknown } },
        select: { id: true, projectId: true },
      });
      for (const id of unknown) projects.set(id, modules.find((row) => row.id === id)?.projectId ?? null);
    }
    for (const row of mine) {
      const config = (row.config ?? {}) as Record<string, unknown>;
      const ownerId = row.process.ownerId;
      for (const fire of fires) {
        const scope = {
          automationProjectId: row.process.projectModule?.projectId ?? null,
          eventProjectId: projects.get(fire.moduleId) ?? null,
        };
        if (!reachesAutomation(config, fire, scope)) continue;
        if (definition.accepts && !definition.accepts(config, fire)) continue;
        if (fire.audience && !fire.audience.includes(ownerId)) continue;
        const key = `${ownerId}:${fire.moduleId}`;
        if (!readable.has(key)) {
          const readers = await moduleReaders(
            workspaceId,
            { moduleId: fire.moduleId, private: false, project: null },
            [ownerId],
          );
          readable.set(key, readers.includes(ownerId));
        }
        if (!readable.get(key)) continue;
        results.push(await startFromTrigger(row, eventStartKey(meta, fire, fires.length), fire.variables));
      }
    }
  }
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
