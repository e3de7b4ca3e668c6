import {
  BUILT_IN_REPORTS,
  MY_IMPACT_WIDGETS,
  MY_ORGANIZATION_WIDGETS,
  REPORT_WIDGETS,
  type BuiltInReport,
  type ReportWidget,
} from "@/lib/reporting/types";

export function isBuiltInReport(reportId: string): reportId is BuiltInReport {
  return BUILT_IN_REPORTS.some((id) => id === reportId);
}

/** The message key of a built-in report (`reporting.builtIn.<key>.title`). */
export function builtInKey(reportId: BuiltInReport): "myImpact" | "myOrganization" {
  return reportId === "my-impact" ? "myImpact" : "myOrganization";
}

/** The widgets a report shows before its data says: a built-in's own, else none yet. */
export function expectedWidgets(reportId: string): readonly ReportWidget[] {
  if (reportId === "my-impact") return MY_IMPACT_WIDGETS;
  if (reportId === "my-organization") return MY_ORGANIZATION_WIDGETS;
  return [];
}

/** `widgets` in the dashboard's order, each once. */
export function orderedWidgets(widgets: readonly ReportWidget[]): ReportWidget[] {
  return REPORT_WIDGETS.filter((widget) => widgets.includes(widget));
}
