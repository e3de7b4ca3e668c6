import "server-only";
import type { ReportSummary } from "@/lib/reporting/types";
import { savedReportParamsSchema } from "@/lib/schemas/reports";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { findVisibleReport, toReportSummaries } from "./saved-report";

/** GET /reports/{reportId}: a saved report the caller may open (404 otherwise). */
export async function getReport(actor: Actor, params: unknown): Promise<ReportSummary> {
  const { reportId } = parseInput(savedReportParamsSchema, params);
  const membership = await activeMembership(actor);
  const row = await findVisibleReport(membership, reportId);
  const [summary] = await toReportSummaries(membership, [row]);
  return summary!;
}
