import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { getDb } from "@/lib/server/db";
import { readsModuleSql } from "@/lib/server/permissions/project-visibility";
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
  const q = input.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return getDb().$queryRaw<ChatPerson[]>`
    SELECT u."id", u."name", u."image" FROM "WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${scope.membership.workspaceId}
       AND ${like === null ? Prisma.sql`true` : Prisma.sql`(u."name" ILIKE ${like} OR u."email" ILIKE ${like})`}
       AND ${readsModuleSql(scope.moduleId)}
     ORDER BY lower(u."name"), u."id"
     LIMIT ${PEOPLE_PAGE}`;
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
