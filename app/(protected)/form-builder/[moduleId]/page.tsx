import { DashboardRedirect } from "@/modules/form-builder/components/dashboard-redirect";

type Props = { params: Promise<{ moduleId: string }> };

/** /form-builder/{moduleId} → /form-builder/{moduleId}/dashboard/forms?active=main (spec §2). */
export default async function FormBuilderPage({ params }: Props) {
  return <DashboardRedirect moduleId={(await params).moduleId} tab="main" />;
}
