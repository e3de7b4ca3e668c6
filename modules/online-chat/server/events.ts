import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { OnlineChatEvent } from "@/modules/online-chat/shared/types";

/**
 * Online chat's domain events (lib/server/events/types.ts KindDomainEvents): a conversation's
 * changes for the module's room, heard only by its members (`audience`).
 */
export type OnlineChatDomainEvent = ModuleChange & {
  type: "online-chat.events";
  tag: "OnlineChat";
  audience: string[];
  events: OnlineChatEvent[];
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    OnlineChat: OnlineChatDomainEvent;
  }
}
