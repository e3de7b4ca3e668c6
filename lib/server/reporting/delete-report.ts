import "server-only";
import { savedReportParamsSchema } from "@/lib/schemas/reports";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { findVisibleReport, reportRights } from "./saved-report";

/**
 * DELETE /reports/{reportId}: the owner deletes their report; workspace owners and admins also
 * delete shared ones (403 for a report the caller may open but not delete, 404 otherwise).
 */
export async function deleteReport(actor: Actor, params: unknown): Promise<{ deleted: true }> {
  const { reportId } = parseInput(savedReportParamsSchema, params);
  const membership = await activeMembership(actor);
  const row = await findVisibleReport(membership, reportId);
  if (!reportRights(membership, row).delete) throw forbidden();
  await getDb().report.deleteMany({ where: { id: row.id, workspaceId: membership.workspaceId } });
  return { deleted: true };
}
