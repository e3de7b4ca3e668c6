import { CreateFormPage, type CreateFormPageProps } from "@/modules/form-builder/components/create-form-page";

/** /form-builder/{id}/dashboard/forms/create-form-with-template?redirect=: the 'Select a template' dialog over the dashboard. */
export default function CreateFromTemplatePage(props: CreateFormPageProps) {
  return <CreateFormPage {...props} step="template" />;
}
