import type { Metadata } from "next";
import * as z from "@/lib/zod";
import { FormEditor } from "@/modules/form-builder/components/editor/form-editor";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { redirectParamSchema } from "@/lib/schemas/common";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getForm } from "@/modules/form-builder/server/forms/get-form";
import { getFormBuilder } from "@/modules/form-builder/server/scope";
import { orNotFound } from "@/lib/server/pages/load-page";
import { idSchema } from "@/lib/schemas/common";

type Props = {
  params: Promise<{ moduleId: string; formId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const paramsSchema = z.object({ moduleId: idSchema, formId: idSchema });
const searchSchema = z.object({
  view: z._default(z.enum(["form", "style", "logic", "analyze", "responses"]), "form"),
  redirect: z.optional(redirectParamSchema),
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return {};
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const form = await getForm(actor, { params: parsed.data }, locale).catch(() => null);
  return form ? { title: form.title } : {};
}

/** /form-builder/{id}/{formId}/edit?view=form|style|logic|analyze|responses&redirect=. */
export default async function FormEditPage({ params, searchParams }: Props) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return <RouteParamsError kind="params" />;
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const [info, form] = await orNotFound(
    Promise.all([
      getFormBuilder(actor, parsed.data.moduleId, locale),
      getForm(actor, { params: parsed.data }, locale),
    ]),
  );
  const back = search.data.redirect ?? `/form-builder/${info.id}/dashboard/forms?active=main`;
  return <FormEditor key={form.id} info={info} initial={form} backHref={back} />;
}
