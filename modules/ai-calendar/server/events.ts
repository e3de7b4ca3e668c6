import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { AiCalendarEvent } from "@/modules/ai-calendar/shared/types";

/**
 * AI calendar's domain events (lib/server/events/types.ts KindDomainEvents): events created, changed
 * or deleted, for the module's room (its open views read their range again).
 */
export type AiCalendarDomainEvent = ModuleChange & {
  type: "ai-calendar.events";
  tag: "AICalendar";
  events: AiCalendarEvent[];
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    AICalendar: AiCalendarDomainEvent;
  }
}
