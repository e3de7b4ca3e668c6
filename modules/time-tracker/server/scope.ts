import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { TIME_TRACKER_TAG } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";

/** The module gate for a time tracker (404 for another kind, another workspace or a hidden module). */
export function timeTrackerScope(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, TIME_TRACKER_TAG, locale);
}
