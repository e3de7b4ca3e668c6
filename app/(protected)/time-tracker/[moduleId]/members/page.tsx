import { MembersModal } from "@/components/modules/members/members-modal";
import { membersRoute } from "@/components/modules/members/members-route";
import { serverLocale } from "@/lib/i18n/server-locale";
import { addMembersDialogHref } from "@/lib/modules/add-members";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { timeTrackerScope } from "@/lib/server/time-tracker/scope";

/**
 * /time-tracker/{moduleId}/members?redirect= (dialog): the module's User management, the shared
 * members dialog. A time tracker has no people list of its own to suggest e-mails from; those who
 * may see the workspace's people pick them in its Add member dialog (members/add), which comes back
 * here.
 */
export default async function TimeTrackerMembersPage(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const route = await membersRoute(props.params, props.searchParams);
  if ("overlay" in route) return route.overlay;
  const actor = await requireWorkspaceActor();
  const scope = await orNotFound(timeTrackerScope(actor, route.moduleId, await serverLocale()));
  const addHref = scope.membership.can("userManagement", "view")
    ? addMembersDialogHref("time-tracker", scope.moduleId, route.redirect)
    : undefined;
  return (
    <MembersModal
      segment="time-tracker"
      moduleId={scope.moduleId}
      moduleName={scope.name}
      manageMembers={scope.access.manageMembers}
      selfId={actor.userId}
      redirect={route.redirect}
      addHref={addHref}
    />
  );
}
