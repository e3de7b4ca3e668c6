import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import type { DomainEvent } from "@/lib/server/events/types";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import { FILE_MANAGEMENT_TAG } from "@/modules/file-management/shared/types";

/**
 * The module gate for a file management module (another workspace's module, a hidden project's, a
 * private one of others or a module of another kind is not found; a malformed id is refused). Its
 * readers read every item; `add` uploads and creates folders, `edit` renames, moves and restores,
 * `delete` moves to the trash and deletes for good.
 */
export function driveScope(actor: Actor, moduleId: unknown, locale: Locale = "en"): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, FILE_MANAGEMENT_TAG, locale);
}

export const itemNotFound = () => notFound("errors.driveItemNotFound");

/**
 * The room event that tells the module's open views to read these folders again (null: the root);
 * `uploaded`: the files an upload put there.
 */
export function itemsChanged(
  scope: { moduleId: string; membership: Pick<ModuleScope["membership"], "workspaceId"> },
  actor: Pick<Actor, "userId" | "clientId">,
  folderIds: (string | null)[],
  uploaded?: string[],
): DomainEvent {
  return {
    type: "file-management.items",
    tag: FILE_MANAGEMENT_TAG,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
    events: [
      {
        type: "items.changed",
        folderIds: [...new Set(folderIds)],
        ...(uploaded?.length ? { uploaded } : {}),
      },
    ],
  };
}
