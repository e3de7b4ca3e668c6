import type { Metadata } from "next";
import type { ReactNode } from "react";
import { FormsDashboard } from "@/modules/form-builder/components/forms-dashboard";
import { lookupModuleById, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { listForms } from "@/modules/form-builder/server/forms/list-forms";
import { getFormBuilder } from "@/modules/form-builder/server/scope";
import { orNotFound, requireFound } from "@/lib/server/pages/load-page";

type Props = { children: ReactNode; params: Promise<{ moduleId: string }> };

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  return moduleMetadata(await lookupModuleById((await params).moduleId, "FormBuilder", "any"));
}

/** The forms dashboard, kept mounted under its dialog routes (members). */
export default async function FormsDashboardLayout({ children, params }: Props) {
  const lookup = requireFound(await lookupModuleById((await params).moduleId, "FormBuilder", "any"));
  if ("kind" in lookup) return <RouteParamsError kind={lookup.kind} />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const moduleId = lookup.module.id;
  const [info, forms] = await orNotFound(
    Promise.all([getFormBuilder(actor, moduleId, locale), listForms(actor, { moduleId, query: {} }, locale)]),
  );
  return (
    <>
      <FormsDashboard key={info.id} info={info} initial={forms} />
      {children}
    </>
  );
}
