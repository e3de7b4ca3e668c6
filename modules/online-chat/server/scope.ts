import "server-only";
import { byAutomation } from "@/lib/server/automation/owner";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { Tx } from "@/lib/server/events/commit";
import type { DomainEvent } from "@/lib/server/events/types";
import { moduleInfo, moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import {
  ONLINE_CHAT_TAG,
  type OnlineChatEvent,
  type OnlineChatInfo,
} from "@/modules/online-chat/shared/types";

/** The module gate for an Online chat module (404 for another kind, workspace or a hidden module). */
export function chatScope(actor: Actor, moduleId: unknown, locale: Locale = "en"): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, ONLINE_CHAT_TAG, locale);
}

/** GET /api/v1/online-chat/{moduleId}: through the gate. */
export async function getOnlineChat(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<OnlineChatInfo> {
  return moduleInfo(await chatScope(actor, moduleId, locale));
}

/**
 * The event that tells a conversation's members (their sockets in the module's room) what changed;
 * emit it in the transaction of the change (withEvents). An automation's change is marked `automated`.
 */
export function chatEvents(
  scope: Pick<ModuleScope, "membership" | "moduleId">,
  actor: Actor,
  audience: readonly string[],
  events: OnlineChatEvent[],
): DomainEvent {
  return {
    type: "online-chat.events",
    tag: ONLINE_CHAT_TAG,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
    audience: [...new Set(audience)],
    events,
    ...(byAutomation(actor) && { automated: true as const }),
  };
}

/** A conversation's people: who hears its events (read in the change's transaction when given). */
export async function audienceOf(
  conversationId: string,
  db: Pick<Tx, "chatMember"> = getDb(),
): Promise<string[]> {
  const rows = await db.chatMember.findMany({ where: { conversationId }, select: { userId: true } });
  return rows.map((row) => row.userId);
}

/** The event that tells everyone in a conversation (as it is in `db`) of `events`. */
export async function conversationEvents(
  scope: Pick<ModuleScope, "membership" | "moduleId">,
  actor: Actor,
  conversationId: string,
  events: OnlineChatEvent[],
  db: Pick<Tx, "chatMember"> = getDb(),
): Promise<DomainEvent> {
  return chatEvents(scope, actor, await audienceOf(conversationId, db), events);
}

/** The event that tells everyone in a conversation to read it again (renamed, people added). */
export function conversationChanged(
  scope: Pick<ModuleScope, "membership" | "moduleId">,
  actor: Actor,
  conversationId: string,
  db: Pick<Tx, "chatMember"> = getDb(),
): Promise<DomainEvent> {
  return conversationEvents(
    scope,
    actor,
    conversationId,
    [{ type: "conversation.changed", conversationId }],
    db,
  );
}
