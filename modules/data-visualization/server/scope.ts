import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { dashboardParamsSchema } from "@/modules/data-visualization/schemas/dashboards";

export const DATA_VISUALIZATION_TAG = "DataVisualization" as const;

/** The gate for a data visualization module (404 / 403 as every module's). */
export function dataVisualizationScope(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, DATA_VISUALIZATION_TAG, locale);
}

export const dashboardRowSelect = {
  id: true,
  moduleId: true,
  workspaceId: true,
  name: true,
  description: true,
  filters: true,
  coverChartId: true,
  updatedAt: true,
  createdBy: { select: { id: true, name: true, email: true } },
} satisfies Prisma.DashboardSelect;
export type DashboardRow = Prisma.DashboardGetPayload<{ select: typeof dashboardRowSelect }>;

/**
 * A dashboard of the module the gate let through, by the params `{ moduleId, dashboardId }`: one of
 * another module or workspace is not found (404, revealing nothing).
 */
export async function dashboardScope(
  actor: Actor,
  rawParams: unknown,
  locale: Locale,
): Promise<{ scope: ModuleScope; dashboard: DashboardRow }> {
  const params = parseInput(dashboardParamsSchema, rawParams);
  const scope = await dataVisualizationScope(actor, params.moduleId, locale);
  const dashboard = await getDb().dashboard.findFirst({
    where: { id: params.dashboardId, moduleId: scope.moduleId },
    select: dashboardRowSelect,
  });
  if (!dashboard) throw notFound("errors.dashboardNotFound");
  return { scope, dashboard };
}
