import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { createTagSchema } from "@/modules/time-tracker/schemas/time-tracker";
import type { TimeTagItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { timeTrackerScope } from "./scope";

/** A module's tags, by title. */
export function tagsOf(moduleId: string): Promise<TimeTagItem[]> {
  return getDb().timeTag.findMany({
    where: { moduleId },
    select: { id: true, title: true },
    orderBy: [{ title: "asc" }, { id: "asc" }],
  });
}

/** Refuses tag ids that are not this module's (validation.entryTagsInvalid). */
export async function assertModuleTags(
  db: Pick<ReturnType<typeof getDb>, "timeTag">,
  moduleId: string,
  tagIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  const found = await db.timeTag.count({ where: { moduleId, id: { in: unique } } });
  if (found !== unique.length) throw badRequest("validation.entryTagsInvalid");
}

/** GET /time-tracker/{id}/tag. */
export async function listTags(actor: Actor, moduleId: unknown, locale: Locale): Promise<TimeTagItem[]> {
  const scope = await timeTrackerScope(actor, moduleId, locale);
  return tagsOf(scope.moduleId);
}

/** POST /time-tracker/{id}/tag {title}: unique by title in the module (409). */
export async function createTag(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<TimeTagItem> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const { title } = parseInput(createTagSchema, input.body);
  try {
    return await getDb().timeTag.create({
      data: { id: newId(), workspaceId: scope.membership.workspaceId, ...ownerColumns(scope), title },
      select: { id: true, title: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.timeTagExists");
    throw error;
  }
}
