import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { readsModuleSql } from "@/lib/server/permissions/project-visibility";
import type { CalendarPerson } from "@/modules/ai-calendar/shared/types";
import { calendarScope } from "@/modules/ai-calendar/server/scope";

const PEOPLE_PAGE = 20;

/**
 * GET /api/v1/ai-calendar/{moduleId}/people?q=: the people who can open the calendar (the access rule),
 * by name, for find a time; `q` narrows by name or e-mail (the e-mail is never answered).
 */
export async function listPeople(
  actor: Actor,
  moduleId: string,
  q: string | undefined,
  locale: Locale = "en",
): Promise<CalendarPerson[]> {
  const scope = await calendarScope(actor, moduleId, locale);
  const text = q?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return getDb().$queryRaw<CalendarPerson[]>`
    SELECT u."id", u."name" FROM "WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${scope.membership.workspaceId}
       AND ${like === null ? Prisma.sql`true` : Prisma.sql`(u."name" ILIKE ${like} OR u."email" ILIKE ${like})`}
       AND ${readsModuleSql(scope.moduleId)}
     ORDER BY lower(u."name"), u."id"
     LIMIT ${PEOPLE_PAGE}`;
}
