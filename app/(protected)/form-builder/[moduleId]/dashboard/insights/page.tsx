import { DashboardRedirect } from "@/modules/form-builder/components/dashboard-redirect";

type Props = { params: Promise<{ moduleId: string }> };

/** /form-builder/{moduleId}/dashboard/insights (spec §2) is the dashboard's insights tab. */
export default async function FormBuilderInsightsPage({ params }: Props) {
  return <DashboardRedirect moduleId={(await params).moduleId} tab="insights" />;
}
