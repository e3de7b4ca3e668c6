import "server-only";
import type { WorkflowAutomationSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { automationHrefs } from "../shared/urls";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  moduleId: string;
  automations: number;
  active: number;
  completed: number;
  failed: number;
  failedProcessId: string | null;
  failedName: string | null;
  failedAt: Date | null;
}

/**
 * The cards of the grid's workflow automation modules: each module's automations and how many run,
 * its runs of the last 24 hours completed and failed, and the latest failed one — one query for every
 * module (the runs by the process index on start time).
 */
export async function summarizeWorkflowAutomations(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, WorkflowAutomationSummary>> {
  if (scopes.length === 0) return new Map();
  const since = new Date(now.getTime() - DAY_MS);
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT m."moduleId",
           count(p."id")::int AS "automations",
           (count(p."id") FILTER (WHERE p."enabled" AND p."version" > 0))::int AS "active",
           coalesce(sum(r."completed"), 0)::int AS "completed",
           coalesce(sum(r."failed"), 0)::int AS "failed",
           (array_agg(p."id" ORDER BY r."lastFailedAt" DESC NULLS LAST))[1] AS "failedProcessId",
           (array_agg(p."name" ORDER BY r."lastFailedAt" DESC NULLS LAST))[1] AS "failedName",
           max(r."lastFailedAt") AS "failedAt"
      FROM unnest(${scopes.map((scope) => scope.moduleId)}::bpchar[]) AS m("moduleId")
      LEFT JOIN "AutomationProcess" p ON p."moduleId" = m."moduleId"
      LEFT JOIN LATERAL (
            SELECT count(*) FILTER (WHERE i."status" = 'completed') AS "completed",
                   count(*) FILTER (WHERE i."status" = 'failed') AS "failed",
                   max(i."startedAt") FILTER (WHERE i."status" = 'failed') AS "lastFailedAt"
              FROM "AutomationInstance" i
             WHERE i."processId" = p."id" AND i."startedAt" >= ${since}) r ON true
     GROUP BY m."moduleId"`;
  const byModule = new Map(rows.map((row) => [row.moduleId.trim(), row]));
  return new Map(
    scopes.map((scope): [string, WorkflowAutomationSummary] => {
      const row = byModule.get(scope.moduleId);
      const place = { projectId: scope.project?.id ?? null, moduleId: scope.moduleId };
      return [
        scope.moduleId,
        {
          tag: "WorkflowAutomation",
          automations: row?.automations ?? 0,
          active: row?.active ?? 0,
          completed: row?.completed ?? 0,
          failed: row?.failed ?? 0,
          lastFailure:
            row?.failedAt && row.failedProcessId && row.failedName
              ? {
                  name: row.failedName,
                  at: row.failedAt.toISOString(),
                  href: automationHrefs.instances(place, row.failedProcessId.trim()),
                }
              : null,
        },
      ];
    }),
  );
}
