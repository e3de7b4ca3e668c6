import { MembersModal } from "@/components/modules/members/members-modal";
import { lookupModuleById } from "@/components/modules/module-page";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getFormBuilder } from "@/modules/form-builder/server/scope";
import { orNotFound, requireFound } from "@/lib/server/pages/load-page";

type Props = {
  params: Promise<{ moduleId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** User management of a form builder (the shared members dialog), over the dashboard. */
export default async function FormBuilderMembersPage({ params, searchParams }: Props) {
  const lookup = requireFound(await lookupModuleById((await params).moduleId, "FormBuilder", "any"));
  if ("kind" in lookup) return null;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const info = await orNotFound(getFormBuilder(actor, lookup.module.id, locale));
  const active = (await searchParams).active;
  const tab = active === "templates" || active === "insights" ? active : "main";
  return (
    <MembersModal
      segment="form-builder"
      moduleId={info.id}
      moduleName={info.name}
      manageMembers={info.access.manage}
      selfId={actor.userId}
      redirect={`/form-builder/${info.id}/dashboard/forms?active=${tab}`}
    />
  );
}
