import type { ReactNode } from "react";
import { ReportingDashboard } from "@/components/reporting/reporting-dashboard";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { listReports } from "@/lib/server/reporting/list-reports";

/**
 * /reporting/dashboard, kept mounted under its dialog route (add-report), which renders over it.
 * The saved reports come with the page, read as GET /reports reads them.
 */
export default async function ReportingDashboardLayout({ children }: { children: ReactNode }) {
  const actor = await requireWorkspaceActor();
  const reports = await orNotFound(listReports(actor));
  return <ReportingDashboard initial={reports}>{children}</ReportingDashboard>;
}
