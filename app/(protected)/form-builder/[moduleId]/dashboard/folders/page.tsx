import { DashboardRedirect } from "@/modules/form-builder/components/dashboard-redirect";

type Props = { params: Promise<{ moduleId: string }> };

/** /form-builder/{moduleId}/dashboard/folders (spec §2) is the dashboard's folders tab. */
export default async function FormBuilderFoldersPage({ params }: Props) {
  return <DashboardRedirect moduleId={(await params).moduleId} tab="folders" />;
}
