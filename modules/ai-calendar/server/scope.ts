import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleInfo, moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { DomainEvent } from "@/lib/server/events/types";
import { AI_CALENDAR_TAG, type AiCalendarInfo } from "@/modules/ai-calendar/shared/types";

/**
 * The module gate for an AI calendar module (another workspace's module, a hidden project's, a private
 * one of others or a module of another kind is not found; a malformed id is refused).
 */
export function calendarScope(actor: Actor, moduleId: unknown, locale: Locale = "en"): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, AI_CALENDAR_TAG, locale);
}

/** GET /api/v1/ai-calendar/{moduleId}: the module, its project and the caller's rights. */
export async function getAiCalendar(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<AiCalendarInfo> {
  return moduleInfo(await calendarScope(actor, moduleId, locale));
}

/**
 * Who may change or delete an event: those the module lets edit (delete) any event, and those who
 * may add events, their own.
 */
export function eventRights(
  scope: Pick<ModuleScope, "access" | "membership">,
  createdById: string | null,
): { edit: boolean; delete: boolean } {
  const own = scope.access.add && createdById !== null && createdById === scope.membership.userId;
  return { edit: scope.access.edit || own, delete: scope.access.delete || own };
}

/** The room event that tells the module's open views to read their range again. */
export function calendarChanged(scope: ModuleScope, actor: Actor, eventIds: string[]): DomainEvent {
  return {
    type: "ai-calendar.events",
    tag: AI_CALENDAR_TAG,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
    events: [{ type: "events.changed", eventIds: [...new Set(eventIds)] }],
  };
}
