import type { ReactNode } from "react";
import { ReportingDashboard } from "@/components/reporting/reporting-dashboard";

/** /reporting/dashboard, kept mounted under its dialog route (add-report), which renders over it. */
export default function ReportingDashboardLayout({ children }: { children: ReactNode }) {
  return <ReportingDashboard>{children}</ReportingDashboard>;
}
