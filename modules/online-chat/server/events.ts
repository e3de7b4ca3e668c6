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
  /**
   * The change was made by an automation acting as its owner (lib/server/automation/owner.ts byAutomation): the
   * chat.message trigger skips the messages it posts, so automations answering messages cannot
   * answer each other forever. Not sent to the room (realtime forwards the events only).
   */
  automated?: true;
};

/**
 * A message that may tell someone (it mentions people or calls @channel, it is a reply, or it is in
 * a direct conversation): the notifications' durable subscriber (server/notifications.ts) reads it
 * then. A channel's other messages make no such event, so the subscriber has nothing to read for them.
 */
export interface OnlineChatMessagePosted {
  type: "online-chat.message.posted";
  workspaceId: string;
  moduleId: string;
  actorId: string;
  conversationId: string;
  messageId: string;
  /** The conversation's people when it was sent. */
  audience: string[];
  /** A reply's thread's followers when it was sent. */
  followers: string[];
}

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    OnlineChat: OnlineChatDomainEvent | OnlineChatMessagePosted;
  }
}
