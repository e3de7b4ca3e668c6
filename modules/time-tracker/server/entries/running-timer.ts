import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { RunningEntry, TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { conflict, type AppError } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { runningEntryOf } from "../read-entries";

/** The 409 of a start while the caller's timer runs: says where, and carries it so the UI can stop it. */
async function timerRunning(actor: Actor, locale: Locale): Promise<AppError> {
  const running = await runningEntryOf(actor, locale);
  // Null: it stopped in the meantime (another tab); the start may simply be tried again.
  if (!running) return conflict("errors.timerAlreadyRunning");
  return conflict(translateMessage(locale, "errors.timerRunning", { module: running.module.name }), {
    running,
  });
}

/** Runs a write that may start a timer; the one-running index's refusal becomes the 409. */
export async function startingTimer<T>(actor: Actor, locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw await timerRunning(actor, locale);
    throw error;
  }
}

/** The running entry `item` of this module, as the API and the events carry it. */
export const runningHere = (scope: ModuleScope, item: TimeEntryItem): RunningEntry => ({
  entry: item,
  module: { id: scope.moduleId, name: scope.name },
});
