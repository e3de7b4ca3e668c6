import "server-only";
import type { ReportSummary } from "@/lib/reporting/types";
import { savedReportParamsSchema, updateReportSchema } from "@/lib/schemas/reports";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import {
  assertReportTargets,
  dbDay,
  findVisibleReport,
  reportRights,
  reportSelect,
  toReportSummaries,
} from "./saved-report";

/**
 * PATCH /reports/{reportId}: change the fields sent of the caller's own report (403 for a report the
 * caller may open but not edit; 404 for one they cannot open). New members and projects are checked
 * as on creation.
 */
export async function updateReport(
  actor: Actor,
  input: { params: unknown; body: unknown },
): Promise<ReportSummary> {
  const { reportId } = parseInput(savedReportParamsSchema, input.params);
  const membership = await activeMembership(actor);
  const row = await findVisibleReport(membership, reportId);
  if (!reportRights(membership, row).edit) throw forbidden();
  const change = parseInput(updateReportSchema, input.body);
  await assertReportTargets(membership, change);
  // The owner in the condition too: a concurrent change of owner cannot let this write through.
  const updated = await getDb().report.updateManyAndReturn({
    where: { id: row.id, workspaceId: membership.workspaceId, ownerId: membership.userId },
    data: {
      title: change.title,
      memberIds: change.memberIds,
      projectIds: change.projectIds,
      periodStart: change.period ? dbDay(change.period.from) : undefined,
      periodEnd: change.period ? dbDay(change.period.to) : undefined,
      widgets: change.widgets,
      shared: change.shared,
    },
    select: reportSelect,
  });
  if (!updated[0]) throw notFound("errors.reportNotFound");
  const [summary] = await toReportSummaries(membership, updated);
  return summary!;
}
