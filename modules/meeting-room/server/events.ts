import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { MeetingRoomEvent } from "@/modules/meeting-room/shared/types";

/**
 * Meeting room's domain events (lib/server/events/types.ts KindDomainEvents): meetings scheduled,
 * changed or deleted, for the module's room (its open views read their meetings again).
 */
export type MeetingRoomDomainEvent = ModuleChange & {
  type: "meeting-room.meetings";
  tag: "MeetingRoom";
  events: MeetingRoomEvent[];
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    MeetingRoom: MeetingRoomDomainEvent;
  }
}
