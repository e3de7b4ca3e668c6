import "server-only";
import * as z from "@/lib/zod";
import { lookupModuleById } from "@/components/modules/module-page";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { redirectParamSchema } from "@/lib/schemas/common";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getFormBuilder } from "@/modules/form-builder/server/scope";
import { orNotFound, requireFound } from "@/lib/server/pages/load-page";
import { CreateFormRoute } from "./create-form-modals";

export type CreateFormPageProps = {
  params: Promise<{ moduleId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const searchSchema = z.object({ redirect: z.optional(redirectParamSchema) });

/** One of the create dialogs' routes, over the dashboard (only for those who may add forms). */
export async function CreateFormPage({
  params,
  searchParams,
  step,
}: CreateFormPageProps & { step: "choose" | "ai" | "template" }) {
  const lookup = requireFound(await lookupModuleById((await params).moduleId, "FormBuilder", "any"));
  if ("kind" in lookup) return null;
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const info = await orNotFound(getFormBuilder(actor, lookup.module.id, locale));
  if (!info.access.add) return null;
  const redirect = search.data.redirect ?? `/form-builder/${info.id}/dashboard/forms?active=main`;
  return <CreateFormRoute key={step} moduleId={info.id} initial={step} redirect={redirect} />;
}
