import { isBuiltInReport } from "@/components/reporting/report-meta";
import { EditReportDialog } from "@/components/reporting/report-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { parseReportSearch } from "@/lib/reporting/periods";
import { dialogSearchSchema } from "@/lib/schemas/members";

type Props = {
  params: Promise<{ reportId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /reporting/{reportId}/edit?redirect= (dialog): a saved report's settings, over its page (which
 * keeps the period and filters of the search). The built-in reports have none to edit.
 */
export default async function EditReportPage({ params, searchParams }: Props) {
  if (isBuiltInReport((await params).reportId)) return <RouteErrorOverlay kind="params" />;
  const raw = await searchParams;
  const search = dialogSearchSchema.safeParse(raw);
  if (!search.success || parseReportSearch(raw) === null) return <RouteErrorOverlay kind="search" />;
  return <EditReportDialog redirect={search.data.redirect} />;
}
