import * as z from "@/lib/zod";
import { FormPreview } from "@/modules/form-builder/components/form-preview";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { idSchema } from "@/lib/schemas/common";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getForm } from "@/modules/form-builder/server/forms/get-form";
import { orNotFound } from "@/lib/server/pages/load-page";

type Props = {
  params: Promise<{ moduleId: string; formId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const paramsSchema = z.object({ moduleId: idSchema, formId: idSchema });
const searchSchema = z.object({ view: z._default(z.enum(["desktop", "tablet", "mobile"]), "desktop") });

/** /form-builder/{id}/{formId}/preview?view=desktop|tablet|mobile (612, 540, 320 wide): the saved draft. */
export default async function FormPreviewPage({ params, searchParams }: Props) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return <RouteParamsError kind="params" />;
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const form = await orNotFound(getForm(actor, { params: parsed.data }, locale));
  return <FormPreview form={form} view={search.data.view} moduleId={parsed.data.moduleId} />;
}
