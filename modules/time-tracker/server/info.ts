import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { TimeTrackerInfo, TimeTrackerPage, TimeTrackerTab } from "@/modules/time-tracker/shared/types";
import { listEntriesQuerySchema } from "@/modules/time-tracker/schemas/time-tracker";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleBasics, moduleRights } from "@/lib/server/modules/module-basics";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { renderZone } from "@/lib/server/users/viewer-zone";
import { parseInput } from "@/lib/server/validation";
import { entryPageIn } from "./list-entries";
import { runningEntryOf } from "./read-entries";
import { timeTrackerScope } from "./scope";
import { tagsOf } from "./tags";
import { timesheetWeekIn } from "./timesheet-week";

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
 * time zone and the timer tab's first entries (GET …/entry?tz=, the list the page opens on) in the
 * zone they see times in: the saved one, else `told`, the one their browser told (the `tz` cookie);
 * with neither the list's days are unknown here, so the browser reads them. On the timesheet `tab`
 * also the current week there (as the tab reads it). `renderedAt` is the instant the page is
 * rendered for ("today", running times, the week).
 */
export async function getTimeTrackerPage(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
  told: string | null = null,
  tab: TimeTrackerTab = "timer",
): Promise<TimeTrackerPage> {
  const [scope, savedZone] = await Promise.all([
    timeTrackerScope(actor, moduleId, locale),
    getUserTimeZone(actor),
  ]);
  const zone = renderZone(savedZone, told);
  const renderedAt = Date.now();
  const [info, page, timesheet] = await Promise.all([
    infoIn(actor, scope, locale),
    zone ? entryPageIn(actor, scope, parseInput(listEntriesQuerySchema, { tz: zone })) : null,
    zone && tab === "timesheet" ? timesheetWeekIn(actor, scope, zone, renderedAt) : null,
  ]);
  return {
    info,
    savedZone,
    toldZone: told,
    entries: zone && page ? { zone, page } : null,
    timesheet,
    renderedAt,
  };
}
