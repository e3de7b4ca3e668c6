import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { TimeTrackerInfo, TimeTrackerPage } from "@/modules/time-tracker/shared/types";
import { isValidTimeZone } from "@/modules/time-tracker/shared/time-zone";
import { listEntriesQuerySchema } from "@/modules/time-tracker/schemas/time-tracker";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleBasics, moduleRights } from "@/lib/server/modules/module-basics";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { parseInput } from "@/lib/server/validation";
import { entryPageIn } from "./list-entries";
import { runningEntryOf } from "./read-entries";
import { timeTrackerScope } from "./scope";
import { tagsOf } from "./tags";

async function infoIn(actor: Actor, scope: ModuleScope, locale: Locale): Promise<TimeTrackerInfo> {
  const [tags, running] = await Promise.all([tagsOf(scope.moduleId), runningEntryOf(actor, locale)]);
  return { ...moduleBasics(scope), access: moduleRights(scope), tags, running };
}

/** GET /time-tracker/{id}: the module, what the caller may do, its tags and the caller's running entry. */
export async function getTimeTrackerInfo(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<TimeTrackerInfo> {
  return infoIn(actor, await timeTrackerScope(actor, moduleId, locale), locale);
}

/**
 * The module page's data from one scope lookup: its info (GET /time-tracker/{id}), the caller's saved
 * time zone and, when they saved one, the timer tab's first entries in it (GET …/entry?tz=, the list
 * the page opens on) — with no saved zone the list's days are the browser's, unknown here, so the
 * browser reads them. `renderedAt` is the instant the page is rendered for ("today", running times).
 */
export async function getTimeTrackerPage(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<TimeTrackerPage> {
  const [scope, savedZone] = await Promise.all([
    timeTrackerScope(actor, moduleId, locale),
    getUserTimeZone(actor),
  ]);
  const zone = savedZone !== null && isValidTimeZone(savedZone) ? savedZone : null;
  const [info, page] = await Promise.all([
    infoIn(actor, scope, locale),
    zone ? entryPageIn(actor, scope, parseInput(listEntriesQuerySchema, { tz: zone })) : null,
  ]);
  return {
    info,
    savedZone,
    entries: zone && page ? { zone, page } : null,
    renderedAt: Date.now(),
  };
}
