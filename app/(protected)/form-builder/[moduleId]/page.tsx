import { redirect } from "next/navigation";
import { lookupModuleById, ModulePage } from "@/components/modules/module-page";

type Props = { params: Promise<{ moduleId: string }> };

/** /form-builder/{moduleId} → /form-builder/{moduleId}/dashboard/forms?active=main (spec §2). */
export default async function FormBuilderPage({ params }: Props) {
  const lookup = await lookupModuleById((await params).moduleId, "FormBuilder", "any");
  if (!lookup || !("module" in lookup)) return <ModulePage lookup={lookup} />;
  redirect(`/form-builder/${lookup.module.id}/dashboard/forms?active=main`);
}
