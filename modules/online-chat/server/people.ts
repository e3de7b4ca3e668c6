import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { modulePeople, moduleReaders } from "@/lib/server/modules/module-readers";
import { PEOPLE_PAGE, type ChatPerson } from "@/modules/online-chat/shared/types";
import { chatScope } from "./scope";

/**
 * GET …/people?q=: the people who can open the module (the access rule), whom a conversation may
 * name, by name; `q` narrows by name or e-mail (the e-mail is never answered). PEOPLE_PAGE at most.
 */
export async function listPeople(
  actor: Actor,
  input: { moduleId: string; q?: string },
  locale: Locale = "en",
): Promise<ChatPerson[]> {
  const scope = await chatScope(actor, input.moduleId, locale);
  return modulePeople(scope.membership.workspaceId, scope.moduleId, input.q, PEOPLE_PAGE);
}

/** People named in a request must be able to open the module; anyone else is refused (400). */
export async function assertReaders(scope: ModuleScope, userIds: readonly string[]): Promise<void> {
  const readers = new Set(
    await moduleReaders(
      scope.membership.workspaceId,
      { moduleId: scope.moduleId, private: scope.private, project: scope.project },
      userIds,
    ),
  );
  if (userIds.some((id) => !readers.has(id))) throw badRequest("validation.chatPeopleInvalid");
}
