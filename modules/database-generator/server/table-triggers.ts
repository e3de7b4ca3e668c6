import "server-only";
import { startsReaching } from "@/lib/server/automation/bindings";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { databaseTriggers, namesTable } from "./automation";

/**
 * The tables' "Triggers": how many enabled, deployed automations a record added to or changed in
 * each starts (their start event's trigger is one of this kind's, reaches this module and names the
 * table, or any). One read for all the tables.
 */
export async function withTriggerCounts<T extends { id: string; name: string; triggers: number }>(
  scope: ModuleScope,
  tables: T[],
): Promise<T[]> {
  if (tables.length === 0) return tables;
  const starts = await startsReaching(
    scope.membership.workspaceId,
    { id: scope.moduleId, projectId: scope.project?.id ?? null },
    databaseTriggers.map((trigger) => trigger.name),
  );
  return tables.map((table) => ({
    ...table,
    triggers: starts.filter((config) => namesTable(config, table)).length,
  }));
}
