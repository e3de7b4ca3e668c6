import "server-only";
import { getDb } from "@/lib/server/db";
import type { Sweep } from "@/lib/server/jobs/sweep-job";
import type { SweptStart } from "@/lib/server/automation/types";
import { sweptTriggers } from "../triggers";
import { startFromTrigger } from "./start";

/**
 * The swept triggers' runs (a task's due date coming, passed): each trigger of an enabled, deployed
 * automation asks its kind for the runs due now, and each is started once (its key). Runs already
 * made are left out; one refused by the per-minute limit is asked for again next minute.
 */
export function sweptStarts(now = new Date()): Sweep<SweptStart & { processId: string }> {
  const tried = new Set<string>();
  return {
    async find(limit) {
      const definitions = sweptTriggers();
      if (definitions.length === 0) return [];
      const db = getDb();
      const rows = await db.automationTrigger.findMany({
        where: {
          kind: { in: definitions.map((definition) => definition.name) },
          process: { enabled: true, version: { gt: 0 } },
        },
        select: {
          id: true,
          processId: true,
          workspaceId: true,
          kind: true,
          config: true,
          process: { select: { ownerId: true, projectModule: { select: { projectId: true } } } },
        },
      });
      const wanted: (SweptStart & { processId: string })[] = [];
      for (const definition of definitions) {
        const mine = rows
          .filter((row) => row.kind === definition.name)
          .map((row) => ({
            id: row.id,
            processId: row.processId,
            workspaceId: row.workspaceId,
            config: (row.config ?? {}) as Record<string, unknown>,
            ownerId: row.process.ownerId,
            projectId: row.process.projectModule?.projectId ?? null,
          }));
        if (mine.length === 0) continue;
        const processOf = new Map(mine.map((row) => [row.id, row.processId]));
        for (const start of await definition.sweep!(mine, now)) {
          const processId = processOf.get(start.triggerId);
          const key = `${start.triggerId}|${start.startKey}`;
          if (processId && !tried.has(key)) wanted.push({ ...start, processId });
        }
      }
      if (wanted.length === 0) return [];
      const existing = await db.automationInstance.findMany({
        where: { OR: wanted.map((start) => ({ processId: start.processId, startKey: start.startKey })) },
        select: { processId: true, startKey: true },
      });
      const made = new Set(existing.map((row) => `${row.processId}|${row.startKey}`));
      const fresh = wanted
        .filter((start) => !made.has(`${start.processId}|${start.startKey}`))
        .slice(0, limit);
      for (const start of fresh) tried.add(`${start.triggerId}|${start.startKey}`);
      return fresh;
    },
    each: (start) =>
      startFromTrigger({ id: start.triggerId, processId: start.processId }, start.startKey, start.variables),
  };
}
