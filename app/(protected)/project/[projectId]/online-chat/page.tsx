import type { Metadata } from "next";
import { notFound } from "next/navigation";
import * as z from "@/lib/zod";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { idSchema } from "@/lib/schemas/common";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { AppError } from "@/lib/server/errors";
import { ChatView } from "@/modules/online-chat/components/chat-view";
import { listBox } from "@/modules/online-chat/server/boxes";
import { getConversation, listConversations } from "@/modules/online-chat/server/conversations";
import { listMessages } from "@/modules/online-chat/server/messages";
import { getOnlineChat } from "@/modules/online-chat/server/scope";
import {
  CHAT_TABS,
  CONVERSATION_SORTS,
  isMessageBox,
  PEOPLE_PER_CALL_MAX,
} from "@/modules/online-chat/shared/constants";

type Props = {
  params: Promise<{ projectId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The spec's search params: active (tab), conversationId, filter (newest | oldest), users (repeated);
 * and ours: thread (the open thread of the conversation) and message (one to show, a search result's).
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

async function lookup({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "online-chat", raw);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

const notFoundToNull = (error: unknown): null => {
  if (error instanceof AppError && error.code === "not_found") return null;
  throw error;
};

/**
 * /project/{projectId}/online-chat?moduleId=: the project's Online chat module through the gate, with
 * its first data read on the server (the list for the URL's tab, order and people, or the sent box
 * or trash; the open conversation and its last 100 messages).
 */
export default async function OnlineChatRoute(props: Props) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  const parsed = searchSchema.safeParse(await props.searchParams);
  const users = parsed.success ? usersSchema.safeParse(parsed.data.users) : null;
  if (!parsed.success || !users?.success) return <RouteParamsError kind="search" />;
  const search = {
    ...parsed.data,
    users: [...new Set(users.data)],
    conversationId: parsed.data.conversationId ?? null,
    thread: (parsed.data.conversationId && parsed.data.thread) || null,
    message: (parsed.data.conversationId && parsed.data.message) || null,
  };
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const moduleId = found.module.id;
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
  return (
    <ChatView
      info={info}
      me={{ id: actor.userId, name: actor.name }}
      search={search}
      initialList={list}
      initialBox={box}
      initialOpen={detail && messages ? { detail, messages } : null}
    />
  );
}
