import { AddReportDialog } from "@/components/reporting/report-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema } from "@/lib/schemas/members";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /reporting/dashboard/add-report?redirect= (dialog): 'Add report', over the dashboard. */
export default async function AddReportPage({ searchParams }: { searchParams: SearchParams }) {
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <AddReportDialog redirect={search.data.redirect} />;
}
