import type { ReactNode } from "react";
import { ReportView } from "@/components/reporting/report-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { reportParamsSchema } from "@/lib/schemas/reports";

/**
 * /reporting/{reportId} (my-impact, my-organization or a saved report's id), kept mounted under its
 * dialog route (edit). The view reads its period and filters from the URL; page.tsx validates them.
 */
export default async function ReportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ reportId: string }>;
}) {
  const parsed = reportParamsSchema.safeParse(await params);
  if (!parsed.success) return <RouteParamsError kind="params" />;
  const { reportId } = parsed.data;
  return (
    <ReportView key={reportId} reportId={reportId}>
      {children}
    </ReportView>
  );
}
