import { z } from "zod";
import { TaskMembersModal } from "@/components/tasks/task-members-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { serverLocale } from "@/lib/i18n/server-locale";
import { idSchema, redirectParamSchema } from "@/lib/schemas/common";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { taskModuleScope } from "@/lib/server/tasks/task-module";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const paramsSchema = z.object({ moduleId: idSchema });
const searchSchema = z.object({ redirect: redirectParamSchema });

/** /task-management/{moduleId}/members?redirect= (dialog): the module's User management. */
export default async function TaskMembersPage({
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
  const scope = await orNotFound(taskModuleScope(actor, route.data.moduleId, await serverLocale()));
  return (
    <TaskMembersModal
      moduleId={scope.moduleId}
      moduleName={scope.name}
      manageMembers={scope.manageMembers}
      selfId={actor.userId}
      redirect={search.data.redirect}
    />
  );
}
