import { DashboardRedirect } from "@/modules/form-builder/components/dashboard-redirect";

type Props = { params: Promise<{ moduleId: string }> };

/** /form-builder/{moduleId}/dashboard/templates (spec §2) is the dashboard's templates tab. */
export default async function FormBuilderTemplatesPage({ params }: Props) {
  return <DashboardRedirect moduleId={(await params).moduleId} tab="templates" />;
}
