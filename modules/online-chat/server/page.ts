import "server-only";
import * as z from "@/lib/zod";
import type { Locale } from "@/lib/i18n/config";
import { idSchema } from "@/lib/schemas/common";
import type { Actor } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/errors";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import type { ChatSearch, ChatViewProps } from "@/modules/online-chat/components/chat-view";
import {
  CHAT_TABS,
  CONVERSATION_SORTS,
  isMessageBox,
  PEOPLE_PER_CALL_MAX,
} from "@/modules/online-chat/shared/constants";
import { listBox } from "./boxes";
import { getConversation, listConversations } from "./conversations";
import { listMessages } from "./history-page";
import { getOnlineChat } from "./scope";

/**
 * The spec's search params: active (tab), conversationId, filter (newest | oldest), users (repeated);
 * and ours: thread (the open thread of the conversation) and message (one to show, a search result's).
 * Others (the project page's moduleId) are the route's.
 */
const searchSchema = z.object({
  active: z._default(z.enum(CHAT_TABS), "inbox"),
  conversationId: z.optional(idSchema),
  thread: z.optional(idSchema),
  message: z.optional(idSchema),
  filter: z._default(z.enum(CONVERSATION_SORTS), "newest"),
  users: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((value: string | string[] | undefined) => (value === undefined ? [] : [value].flat())),
  ),
});
const usersSchema = z.array(idSchema).check(z.maxLength(PEOPLE_PER_CALL_MAX));

/** The chat page's URL as the page reads it; null when it fails its schema (the bad-URL screen). */
export function parseChatSearch(raw: PageSearchParams): ChatSearch | null {
  const parsed = searchSchema.safeParse(raw);
  const users = parsed.success ? usersSchema.safeParse(parsed.data.users) : null;
  if (!parsed.success || !users?.success) return null;
  return {
    ...parsed.data,
    users: [...new Set(users.data)],
    conversationId: parsed.data.conversationId ?? null,
    thread: (parsed.data.conversationId && parsed.data.thread) || null,
    message: (parsed.data.conversationId && parsed.data.message) || null,
  };
}

const notFoundToNull = (error: unknown): null => {
  if (error instanceof AppError && error.code === "not_found") return null;
  throw error;
};

export type ChatPageLoad = { kind: "search" } | { kind: "ok"; view: ChatViewProps };

/**
 * The chat page of the Online chat module `moduleId`, on a project or of the workspace itself (both
 * routes render it: components/chat-page.tsx): its URL's search params, and its first data read with
 * the services the API calls, through the gate (another workspace's module, a hidden or private one:
 * not found) — the list for the URL's tab, order and people, or the sent box or trash; the open
 * conversation and its last 100 messages (null when it is not the caller's).
 */
export async function loadChatPage(
  actor: Actor,
  moduleId: string,
  raw: PageSearchParams,
  locale: Locale = "en",
): Promise<ChatPageLoad> {
  const search = parseChatSearch(raw);
  if (!search) return { kind: "search" };
  const open = search.conversationId;
  const active = search.active;
  const [info, list, box, detail, messages] = await Promise.all([
    getOnlineChat(actor, moduleId, locale),
    isMessageBox(active)
      ? null
      : listConversations(
          actor,
          { moduleId, query: { tab: active, filter: search.filter, users: search.users } },
          locale,
        ),
    isMessageBox(active) ? listBox(actor, { moduleId, query: { box: active } }, locale) : null,
    open ? getConversation(actor, { moduleId, conversationId: open }, locale).catch(notFoundToNull) : null,
    open ? listMessages(actor, { moduleId, conversationId: open }, locale).catch(notFoundToNull) : null,
  ]);
  return {
    kind: "ok",
    view: {
      info,
      me: { id: actor.userId, name: actor.name },
      search,
      initialList: list,
      initialBox: box,
      initialOpen: detail && messages ? { detail, messages } : null,
    },
  };
}
