import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { serverLocale } from "@/lib/i18n/server-locale";
import { addMembersDialogHref } from "@/lib/modules/add-members";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { orNotFound } from "@/lib/server/pages/load-page";
import { AddMembersModal } from "./add-members-modal";
import { MembersModal } from "./members-modal";
import { membersRoute } from "./members-route";

interface DialogPageProps {
  /** The kind's route segment (time-tracker, content-hub). */
  segment: string;
  /** The kind's module gate. */
  scopeOf: (actor: Actor, moduleId: string, locale: Locale) => Promise<ModuleScope>;
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The module's scope and what both dialogs are given about the module and the caller. */
async function resolve({ segment, scopeOf, params, searchParams }: DialogPageProps) {
  const route = await membersRoute(params, searchParams);
  if ("overlay" in route) return route;
  const actor = await requireWorkspaceActor();
  const scope = await orNotFound(scopeOf(actor, route.moduleId, await serverLocale()));
  const dialog = {
    segment,
    moduleId: scope.moduleId,
    moduleName: scope.name,
    manageMembers: scope.access.manageMembers,
    selfId: actor.userId,
    redirect: route.redirect,
  };
  return { scope, dialog };
}

/**
 * A kind's /{segment}/{moduleId}/members?redirect= dialog: the shared members dialog; those who may
 * see the workspace's people pick them in its Add member dialog (members/add), which comes back here.
 */
export async function ModuleMembersDialogPage(props: DialogPageProps) {
  const found = await resolve(props);
  if ("overlay" in found) return found.overlay;
  const { scope, dialog } = found;
  const addHref = scope.membership.can("userManagement", "view")
    ? addMembersDialogHref(props.segment, scope.moduleId, dialog.redirect)
    : undefined;
  return <MembersModal {...dialog} addHref={addHref} />;
}

/**
 * A kind's /{segment}/{moduleId}/members/add?redirect= dialog: 'Add member', workspace users given a
 * role in the module. Those who may not manage its members, or not see the workspace's people, get
 * the dialog with the reason instead of the form.
 */
export async function ModuleAddMembersDialogPage(props: DialogPageProps) {
  const found = await resolve(props);
  if ("overlay" in found) return found.overlay;
  const { scope, dialog } = found;
  return (
    <AddMembersModal
      {...dialog}
      workspaceId={scope.membership.workspaceId}
      seesWorkspacePeople={scope.membership.can("userManagement", "view")}
    />
  );
}
