import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ModuleGrid } from "@/components/grid/module-grid";
import { canAdminister, canEditProject } from "@/components/projects/project-rights";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { projectIdSchema } from "@/lib/schemas/project";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { listProjectModules } from "@/lib/server/modules/list-project-modules";
import { getGridSummaries } from "@/lib/server/modules/summaries/get-grid-summaries";
import { orNotFound } from "@/lib/server/pages/load-page";
import { getProject } from "@/lib/server/projects/get-project";
import { getProjectRights } from "@/lib/server/projects/project-rights";
import { serverLocale } from "@/lib/i18n/server-locale";
import { listModuleCatalog } from "@/lib/server/projects/list-module-catalog";

type Params = Promise<{ projectId: string }>;

const paramsSchema = z.object({ projectId: projectIdSchema });

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = paramsSchema.safeParse(await params);
  if (!route.success) return {};
  const actor = await requireWorkspaceActor();
  const project = await getProject(actor, route.data.projectId).catch(() => null);
  if (!project) return {};
  return { title: (await getTranslations("grid"))("pageTitle", { project: project.name }) };
}

/** /project/{projectId}/modules: the project's module grid (spec/shell.md §2). */
export default async function ProjectModulesPage({ params }: { params: Params }) {
  const route = paramsSchema.safeParse(await params);
  if (!route.success) return <RouteParamsError kind="params" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const { projectId } = route.data;
  const [project, modules, catalog, rights, summaries] = await orNotFound(
    Promise.all([
      getProject(actor, projectId, locale),
      listProjectModules(actor, projectId, locale),
      listModuleCatalog(locale),
      getProjectRights(actor),
      // The cards' figures come with the page (read again live after it).
      getGridSummaries(actor, projectId),
    ]),
  );

  return (
    <ModuleGrid
      key={project.id}
      project={{ id: project.id, name: project.name }}
      modules={modules.map(({ id, moduleId, tag, name, i, x, y, w, h, isBookmark }) => ({
        id,
        moduleId,
        tag,
        name,
        i,
        x,
        y,
        w,
        h,
        isBookmark,
      }))}
      catalog={catalog}
      summaries={summaries}
      // Arranging needs member or above and a project role that writes (editsProject, apply-module-batch.ts).
      canEdit={canEditProject(rights, project.id)}
      // Moving a module away and deleting one need project administration (apply-module-batch.ts).
      canAdminister={canAdminister(rights, project.id)}
    />
  );
}
