import type { ReactNode } from "react";
import { ReportNotFound } from "@/components/reporting/report-not-found";
import { ReportView } from "@/components/reporting/report-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { reportParamsSchema } from "@/lib/schemas/reports";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { reportFirstView } from "@/lib/server/reporting/report-page";
import { toldTimeZone } from "@/lib/server/users/viewer-zone";

/**
 * /reporting/{reportId} (my-impact, my-organization or a saved report's id), kept mounted under its
 * dialog route (edit). The view reads its period and filters from the URL; page.tsx validates them.
 * A saved report's settings and, with a saved time zone (or one the browser told), the figures of the page's own period come
 * with the page (lib/server/reporting/report-page.ts); a report the viewer may not open is the
 * view's not-found.
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
  const [actor, told] = await Promise.all([requireWorkspaceActor(), toldTimeZone()]);
  const initial = await reportFirstView(actor, reportId, told);
  if (!initial) return <ReportNotFound />;
  return (
    <ReportView key={reportId} reportId={reportId} initial={initial}>
      {children}
    </ReportView>
  );
}
