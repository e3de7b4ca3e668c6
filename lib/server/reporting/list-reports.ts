import "server-only";
import type { ReportSummary } from "@/lib/reporting/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { reportSelect, toReportSummaries, visibleReportsWhere } from "./saved-report";

/** Longest list of saved reports answered (a person's own and the shared ones). */
const REPORT_LIST_MAX = 500;

/** GET /reports: the caller's saved reports and the workspace's shared ones, last changed first. */
export async function listReports(actor: Actor): Promise<{ data: ReportSummary[] }> {
  const membership = await activeMembership(actor);
  const rows = await getDb().report.findMany({
    where: visibleReportsWhere(membership),
    select: reportSelect,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: REPORT_LIST_MAX,
  });
  return { data: await toReportSummaries(membership, rows) };
}
