/** /reporting/dashboard: the dashboard is the layout's (it stays under the add-report dialog). */
export default function ReportingDashboardPage() {
  return null;
}
