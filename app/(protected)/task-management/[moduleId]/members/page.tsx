import { membersRoute } from "@/components/modules/members/members-route";
import { TaskMembersModal } from "@/modules/task-management/components/task-members-modal";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { taskModuleScope } from "@/modules/task-management/server/task-module";

/** /task-management/{moduleId}/members?redirect= (dialog): the module's User management. */
export default async function TaskMembersPage(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const route = await membersRoute(props.params, props.searchParams);
  if ("overlay" in route) return route.overlay;
  const actor = await requireWorkspaceActor();
  const scope = await orNotFound(taskModuleScope(actor, route.moduleId, await serverLocale()));
  return (
    <TaskMembersModal
      moduleId={scope.moduleId}
      moduleName={scope.name}
      manageMembers={scope.manageMembers}
      selfId={actor.userId}
      redirect={route.redirect}
    />
  );
}
