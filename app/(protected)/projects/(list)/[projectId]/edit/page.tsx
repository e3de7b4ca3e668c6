import * as z from "@/lib/zod";
import { EditProjectDialog } from "@/components/projects/edit-project-dialog";
import { canAdminister, canEditProject } from "@/components/projects/project-rights";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { idSchema, redirectParamSchema, viewSchema } from "@/lib/schemas/common";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { getProject } from "@/lib/server/projects/get-project";
import { getProjectRights } from "@/lib/server/projects/project-rights";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const paramsSchema = z.object({ projectId: idSchema });
const searchSchema = z.object({ redirect: redirectParamSchema, view: z._default(viewSchema, "grid") });

/** /projects/{projectId}/edit?redirect=&view= (dialog over the projects): rename, cover, visibility. */
export default async function EditProjectPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const route = paramsSchema.safeParse(await params);
  if (!route.success) return <RouteErrorOverlay kind="params" />;
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const actor = await requireWorkspaceActor();
  const [project, rights] = await Promise.all([
    orNotFound(getProject(actor, route.data.projectId)),
    getProjectRights(actor),
  ]);
  return (
    <EditProjectDialog
      key={`${project.id}:${project.updatedAt}`}
      project={{
        id: project.id,
        name: project.name,
        private: project.private,
        coverImage: project.coverImage,
      }}
      canRename={canEditProject(rights, project.id)}
      canAdminister={canAdminister(rights, project.id)}
      redirect={search.data.redirect}
    />
  );
}
