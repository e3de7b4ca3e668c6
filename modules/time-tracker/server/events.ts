import "server-only";
import type { TimeEntriesEvent } from "@/modules/time-tracker/shared/types";

/** The time tracker's domain events (lib/server/events/types.ts KindDomainEvents). */
export type TimeTrackerDomainEvent =
  /** A user's time entries changed in a module: every tab of theirs updates its timer and list. */
  TimeEntriesEvent & { type: "time.entries"; workspaceId: string; userId: string };

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    TimeTracker: TimeTrackerDomainEvent;
  }
}
