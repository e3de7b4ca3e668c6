import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { TimeTrackerInfo } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleBasics, moduleRights } from "@/lib/server/modules/module-basics";
import { runningEntryOf } from "./read-entries";
import { timeTrackerScope } from "./scope";
import { tagsOf } from "./tags";

/** GET /time-tracker/{id}: the module, what the caller may do, its tags and the caller's running entry. */
export async function getTimeTrackerInfo(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<TimeTrackerInfo> {
  const scope = await timeTrackerScope(actor, moduleId, locale);
  const [tags, running] = await Promise.all([tagsOf(scope.moduleId), runningEntryOf(actor, locale)]);
  return { ...moduleBasics(scope), access: moduleRights(scope), tags, running };
}
