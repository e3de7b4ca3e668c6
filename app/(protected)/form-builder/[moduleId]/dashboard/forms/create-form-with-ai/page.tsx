import { CreateFormPage, type CreateFormPageProps } from "@/modules/form-builder/components/create-form-page";

/** /form-builder/{id}/dashboard/forms/create-form-with-ai?redirect=: the 'What do you want to create?' dialog over the dashboard. */
export default function CreateWithAiPage(props: CreateFormPageProps) {
  return <CreateFormPage {...props} step="ai" />;
}
