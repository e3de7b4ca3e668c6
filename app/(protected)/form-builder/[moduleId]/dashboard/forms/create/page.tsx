import { CreateFormPage, type CreateFormPageProps } from "@/modules/form-builder/components/create-form-page";

/** /form-builder/{id}/dashboard/forms/create?redirect=: the 'Create Form' dialog over the dashboard. */
export default function CreateFormDialogPage(props: CreateFormPageProps) {
  return <CreateFormPage {...props} step="choose" />;
}
