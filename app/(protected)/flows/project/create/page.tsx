import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import * as z from "@/lib/zod";
import { ProjectWizard } from "@/components/projects-wizard/project-wizard";
import { StatusScreen } from "@/components/ui/status-screen";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { redirectParamSchema, viewSchema } from "@/lib/schemas/common";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { canWrite } from "@/lib/server/permissions/roles";
import { listModuleCatalog } from "@/lib/server/projects/list-module-catalog";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("projectWizard"))("title") };
}

const searchSchema = z.object({ redirect: redirectParamSchema, view: z.optional(viewSchema) });

/**
 * /flows/project/create?redirect=&view= : the project creation wizard. Members and above create
 * projects (the API enforces it too); viewers and guests see why they cannot.
 */
export default async function CreateProjectPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteParamsError kind="search" />;
  const actor = await requireWorkspaceActor();
  if (!canWrite(actor.role)) {
    const t = await getTranslations("projectWizard");
    return (
      <StatusScreen
        code="403"
        title={t("forbiddenTitle")}
        message={t("forbiddenText")}
        action={{ label: t("goBack"), href: search.data.redirect }}
      />
    );
  }
  const catalog = await listModuleCatalog();
  return (
    <ProjectWizard
      catalog={catalog}
      workspaceId={actor.workspaceId}
      userId={actor.userId}
      redirect={search.data.redirect}
    />
  );
}
