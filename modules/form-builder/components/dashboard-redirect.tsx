import { redirect } from "next/navigation";
import { lookupModuleById, ModulePage } from "@/components/modules/module-page";

export type DashboardTab = "main" | "folders" | "templates" | "insights";

/**
 * The form builder's addresses that are a tab of its dashboard (spec §2): /form-builder/{id} and
 * …/dashboard/folders|templates|insights go to …/dashboard/forms?active=<tab>; an unknown or unreadable
 * module shows the module page's answer.
 */
export async function DashboardRedirect({ moduleId, tab }: { moduleId: string; tab: DashboardTab }) {
  const lookup = await lookupModuleById(moduleId, "FormBuilder", "any");
  if (!lookup || !("module" in lookup)) return <ModulePage lookup={lookup} />;
  redirect(`/form-builder/${lookup.module.id}/dashboard/forms?active=${tab}`);
}
