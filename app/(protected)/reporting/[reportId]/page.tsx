import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { builtInKey, isBuiltInReport } from "@/components/reporting/report-meta";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { parseReportSearch } from "@/lib/reporting/periods";

type Props = {
  params: Promise<{ reportId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reportId } = await params;
  const t = await getTranslations("reporting");
  return { title: isBuiltInReport(reportId) ? t(`builtIn.${builtInKey(reportId)}.title`) : t("title") };
}

/**
 * /reporting/{reportId}?from=&to=&memberIds=&projectIds=: the view is the layout's; this validates
 * the search ('Invalid search params' over it when it fails).
 */
export default async function ReportPage({ searchParams }: Props) {
  if (parseReportSearch(await searchParams) === null) return <RouteErrorOverlay kind="search" />;
  return null;
}
