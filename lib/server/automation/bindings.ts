import "server-only";
import { getDb } from "@/lib/server/db";
import { reachesAutomation } from "@/lib/server/automation/filter";

/**
 * The settings of the enabled, deployed automations' start events whose trigger is one of `kinds`
 * and which events of `moduleId` reach (the dispatch's own scope rule, ./filter.ts: the module their
 * start names, else every module of their project): what a kind counts on its objects, e.g. a
 * table's "Triggers" (the database generator). One read; the caller applies its trigger's own test.
 */
export async function startsReaching(
  workspaceId: string,
  module: { id: string; projectId: string | null },
  kinds: readonly string[],
): Promise<Record<string, unknown>[]> {
  const rows = await getDb().automationTrigger.findMany({
    where: { workspaceId, kind: { in: [...kinds] }, process: { enabled: true, version: { gt: 0 } } },
    select: { config: true, process: { select: { projectModule: { select: { projectId: true } } } } },
  });
  return rows
    .map((row) => ({
      config: (row.config ?? {}) as Record<string, unknown>,
      projectId: row.process.projectModule?.projectId ?? null,
    }))
    .filter(({ config, projectId }) =>
      reachesAutomation(
        config,
        { moduleId: module.id },
        {
          automationProjectId: projectId,
          eventProjectId: module.projectId,
        },
      ),
    )
    .map(({ config }) => config);
}
