import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
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
