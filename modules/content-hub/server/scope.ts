import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { CONTENT_HUB_TAG, type ContentHubInfo } from "@/modules/content-hub/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { forbidden } from "@/lib/server/errors";
import { moduleInfo, moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";

export { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";

/** The module gate for a Content hub (404 for another kind, workspace or a hidden module). */
export function contentHubScope(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, CONTENT_HUB_TAG, locale);
}

/**
 * The API key, the connected domain and the webhook need administration of the module, its project
 * or the workspace: the gate's `manageMembers` right (which also needs a role that writes).
 */
export function assertManageContentHub(scope: Pick<ModuleScope, "access">): void {
  if (!scope.access.manageMembers) throw forbidden("errors.contentHubAdminOnly");
}

export const contentHubInfo = (scope: ModuleScope): ContentHubInfo => moduleInfo(scope);

/** GET /content-hub/{id}: the module and what the caller may do in it. */
export async function getContentHub(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<ContentHubInfo> {
  return contentHubInfo(await contentHubScope(actor, moduleId, locale));
}
