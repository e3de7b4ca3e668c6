import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { NotificationModuleInfo } from "@/modules/notification/shared/types";
import { NOTIFICATION_MODULE_TAG } from "@/modules/notification/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { forbidden } from "@/lib/server/errors";
import { findProjectModule } from "@/lib/server/modules/find-visible-module";
import { moduleBasics, moduleRights } from "@/lib/server/modules/module-basics";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";

export { ownerColumns } from "@/lib/server/modules/module-scope";

/** The module gate for a Notification module (404 for another kind, workspace or a hidden module). */
export function notificationScope(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, NOTIFICATION_MODULE_TAG, locale);
}

/**
 * Sending (a campaign's send, pause, resume and cancel) needs administration of the module, its
 * project or the workspace: the gate's `manageMembers` right (which also needs a role that writes).
 */
export function canSend(scope: Pick<ModuleScope, "access">): boolean {
  return scope.access.manageMembers;
}

export function assertCanSend(scope: Pick<ModuleScope, "access">): void {
  if (!canSend(scope)) throw forbidden("errors.campaignSendForbidden");
}

/**
 * Recipients' e-mail addresses are the workspace's people directory: only for callers who may view
 * the workspace's members (User management's View). Unlike a module's people list, administering
 * the module is not enough: a campaign to everyone would otherwise list every member's address.
 */
export function seesAddresses(scope: Pick<ModuleScope, "membership">): boolean {
  return scope.membership.can("userManagement", "view");
}

export function moduleInfo(scope: ModuleScope): NotificationModuleInfo {
  return {
    ...moduleBasics(scope),
    access: moduleRights(scope, { send: canSend(scope), seeEmails: seesAddresses(scope) }),
  };
}

/**
 * /project/{projectId}/notification/…?moduleId=: the project's Notification module (the named one,
 * else its first) through the gate, with what the actor may do there.
 */
export async function loadNotificationModulePage(
  actor: Actor,
  input: { projectId: string; moduleId?: string },
  locale: Locale,
): Promise<NotificationModuleInfo> {
  const found = await findProjectModule(
    actor,
    { projectId: input.projectId, tag: NOTIFICATION_MODULE_TAG, moduleId: input.moduleId },
    locale,
  );
  return moduleInfo(await notificationScope(actor, found.id, locale));
}
