import "server-only";
import type { ReportSummary } from "@/lib/reporting/types";
import { createReportSchema } from "@/lib/schemas/reports";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { canWrite } from "@/lib/server/permissions/roles";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { assertReportTargets, dbDay, reportSelect, toReportSummaries } from "./saved-report";

/**
 * POST /reports {title, memberIds, projectIds, period, widgets, shared}: a custom report owned by
 * the caller. Members must belong to the workspace and projects be visible to the caller; viewers
 * and guests cannot create reports (403).
 */
export async function createReport(actor: Actor, body: unknown): Promise<ReportSummary> {
  const membership = await activeMembership(actor);
  if (!canWrite(membership.role)) throw forbidden();
  const input = parseInput(createReportSchema, body);
  await assertReportTargets(membership, input);
  const row = await getDb().report.create({
    data: {
      id: newId(),
      workspaceId: membership.workspaceId,
      ownerId: membership.userId,
      title: input.title,
      memberIds: input.memberIds,
      projectIds: input.projectIds,
      periodStart: dbDay(input.period.from),
      periodEnd: dbDay(input.period.to),
      widgets: input.widgets,
      shared: input.shared,
    },
    select: reportSelect,
  });
  const [summary] = await toReportSummaries(membership, [row]);
  return summary!;
}
