import { AddMembersModal } from "@/components/modules/members/add-members-modal";
import { membersRoute } from "@/components/modules/members/members-route";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { timeTrackerScope } from "@/lib/server/time-tracker/scope";

/**
 * /time-tracker/{moduleId}/members/add?redirect= (dialog): 'Add member', workspace users given a
 * role in the tracker. Those who may not manage its members, or not see the workspace's people, get
 * the dialog with the reason instead of the form.
 */
export default async function TimeTrackerAddMembersPage(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const route = await membersRoute(props.params, props.searchParams);
  if ("overlay" in route) return route.overlay;
  const actor = await requireWorkspaceActor();
  const scope = await orNotFound(timeTrackerScope(actor, route.moduleId, await serverLocale()));
  return (
    <AddMembersModal
      segment="time-tracker"
      moduleId={scope.moduleId}
      moduleName={scope.name}
      workspaceId={scope.membership.workspaceId}
      manageMembers={scope.access.manageMembers}
      seesWorkspacePeople={scope.membership.can("userManagement", "view")}
      selfId={actor.userId}
      redirect={route.redirect}
    />
  );
}
