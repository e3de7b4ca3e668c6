"use client";

// Typed calls of Online chat's API (issue 32), through its contracts (modules/online-chat/contracts.ts),
// and its live events.
import { call, hrefOf } from "@/lib/client/api";
import { uploadFile } from "@/lib/client/upload";
import { useModuleRoom } from "@/lib/client/module-room";
import { endpointQuery } from "@/lib/client/query/spec";
import type * as contracts from "@/modules/online-chat/contracts";
import {
  ONLINE_CHAT_TAG,
  type ConversationSort,
  type ConversationTab,
  type MessageBox,
} from "@/modules/online-chat/shared/constants";
import type { ChatAttachment, OnlineChatEvent } from "@/modules/online-chat/shared/types";

const base = "/api/v1/online-chat/{moduleId}" as const;

/** What a message search asks: the words and its filters (GET …/search). */
export interface ChatSearchFilters {
  q: string;
  from?: string;
  conversationId?: string;
  since?: string;
  until?: string;
}

/** The module's reads, cached by route and input (lib/client/query). */
export const chatQueries = {
  conversations: (
    moduleId: string,
    q: { tab: ConversationTab; filter: ConversationSort; users: string[]; cursor?: string | null },
  ) =>
    endpointQuery<typeof contracts.listConversations>(`GET ${base}/conversations`, {
      params: { moduleId },
      query: {
        tab: q.tab,
        filter: q.filter,
        users: q.users.length > 0 ? q.users.join(",") : undefined,
        cursor: q.cursor ?? undefined,
      },
    }),
  conversation: (moduleId: string, conversationId: string) =>
    endpointQuery<typeof contracts.getConversation>(`GET ${base}/conversations/{conversationId}`, {
      params: { moduleId, conversationId },
    }),
  /** The newest page of messages, or with `cursor` the page before it. */
  messages: (moduleId: string, conversationId: string, cursor?: string | null) =>
    endpointQuery<typeof contracts.listMessages>(`GET ${base}/conversations/{conversationId}/messages`, {
      params: { moduleId, conversationId },
      query: { cursor: cursor ?? undefined },
    }),
  /** A thread: its root, its newest replies (or with `cursor` older ones) and the caller's state in it. */
  thread: (moduleId: string, messageId: string, cursor?: string | null) =>
    endpointQuery<typeof contracts.listThread>(`GET ${base}/messages/{messageId}/thread`, {
      params: { moduleId, messageId },
      query: { cursor: cursor ?? undefined },
    }),
  /** The caller's sent messages or trash; `cursor` reads a further page. */
  box: (moduleId: string, box: MessageBox, cursor?: string | null) =>
    endpointQuery<typeof contracts.listBox>(`GET ${base}/messages`, {
      params: { moduleId },
      query: { box, cursor: cursor ?? undefined },
    }),
  /** Messages matching a search, newest first; `cursor` reads a further page. */
  search: (moduleId: string, filters: ChatSearchFilters, cursor?: string | null) =>
    endpointQuery<typeof contracts.searchMessages>(`GET ${base}/search`, {
      params: { moduleId },
      query: { ...filters, cursor: cursor ?? undefined },
    }),
  people: (moduleId: string, q: string) =>
    endpointQuery<typeof contracts.listPeople>(`GET ${base}/people`, {
      params: { moduleId },
      query: { q: q.trim() || undefined },
    }),
};

export const chatApi = {
  start: (
    moduleId: string,
    body: { kind: "channel"; name: string; userIds: string[] } | { kind: "direct"; userIds: string[] },
  ) =>
    call<typeof contracts.createConversation>(`POST ${base}/conversations`, { params: { moduleId }, body }),
  rename: (moduleId: string, conversationId: string, name: string) =>
    call<typeof contracts.renameConversation>(`PATCH ${base}/conversations/{conversationId}`, {
      params: { moduleId, conversationId },
      body: { name },
    }),
  remove: (moduleId: string, conversationId: string) =>
    call<typeof contracts.deleteConversation>(`DELETE ${base}/conversations/{conversationId}`, {
      params: { moduleId, conversationId },
    }),
  addPeople: (moduleId: string, conversationId: string, userIds: string[]) =>
    call<typeof contracts.addPeople>(`POST ${base}/conversations/{conversationId}/members`, {
      params: { moduleId, conversationId },
      body: { userIds },
    }),
  removePerson: (moduleId: string, conversationId: string, userId: string) =>
    call<typeof contracts.removePerson>(`DELETE ${base}/conversations/{conversationId}/members/{userId}`, {
      params: { moduleId, conversationId, userId },
    }),
  setState: (moduleId: string, conversationId: string, body: { starred?: boolean; archived?: boolean }) =>
    call<typeof contracts.setConversationState>(`PATCH ${base}/conversations/{conversationId}/state`, {
      params: { moduleId, conversationId },
      body,
    }),
  read: (moduleId: string, conversationId: string, body: { seq?: number } | { unreadFrom: number }) =>
    call<typeof contracts.markRead>(`PUT ${base}/conversations/{conversationId}/read`, {
      params: { moduleId, conversationId },
      body,
    }),
  saveDraft: (moduleId: string, conversationId: string, body: string) =>
    call<typeof contracts.saveDraft>(`PUT ${base}/conversations/{conversationId}/draft`, {
      params: { moduleId, conversationId },
      body: { body },
    }),
  /** Uploads a file to send in the conversation, with its progress (0..100); abortable. */
  upload: (
    moduleId: string,
    conversationId: string,
    file: File,
    options: { onProgress?: (percent: number) => void; signal?: AbortSignal },
  ) =>
    uploadFile<ChatAttachment>(file, {
      url: hrefOf<typeof contracts.uploadAttachment>(
        `POST ${base}/conversations/{conversationId}/attachments`,
        {
          params: { moduleId, conversationId },
        },
      ),
      ...options,
    }),
  removeUpload: (moduleId: string, attachmentId: string) =>
    call<typeof contracts.removeAttachment>(`DELETE ${base}/attachments/{attachmentId}`, {
      params: { moduleId, attachmentId },
    }),
  send: (
    moduleId: string,
    conversationId: string,
    body: {
      body: string;
      clientRequestId: string;
      mentionIds: string[];
      attachmentIds: string[];
      rootId?: string;
    },
  ) =>
    call<typeof contracts.sendMessage>(`POST ${base}/conversations/{conversationId}/messages`, {
      params: { moduleId, conversationId },
      body,
    }),
  edit: (moduleId: string, messageId: string, body: { body: string; mentionIds: string[] }) =>
    call<typeof contracts.editMessage>(`PATCH ${base}/messages/{messageId}`, {
      params: { moduleId, messageId },
      body,
    }),
  threadState: (moduleId: string, messageId: string, body: { following?: boolean; seq?: number }) =>
    call<typeof contracts.setThreadState>(`PUT ${base}/messages/{messageId}/thread`, {
      params: { moduleId, messageId },
      body,
    }),
  react: (moduleId: string, messageId: string, emoji: string, on: boolean) =>
    on
      ? call<typeof contracts.addReaction>(`POST ${base}/messages/{messageId}/reactions`, {
          params: { moduleId, messageId },
          body: { emoji },
        })
      : call<typeof contracts.removeReaction>(`DELETE ${base}/messages/{messageId}/reactions`, {
          params: { moduleId, messageId },
          query: { emoji },
        }),
  restore: (moduleId: string, messageId: string) =>
    call<typeof contracts.restoreMessage>(`POST ${base}/messages/{messageId}/restore`, {
      params: { moduleId, messageId },
    }),
  deleteMessage: (moduleId: string, messageId: string) =>
    call<typeof contracts.deleteMessage>(`DELETE ${base}/messages/{messageId}`, {
      params: { moduleId, messageId },
    }),
};

/** Calls `onEvent` for each chat event this user hears in the module's room (their conversations only). */
export function useChatEvents(
  moduleId: string,
  onEvent: (event: OnlineChatEvent, actorId: string) => void,
  onReconnect: () => void,
): void {
  useModuleRoom(
    moduleId,
    (envelope) => {
      if (envelope.tag === ONLINE_CHAT_TAG) onEvent(envelope.event as OnlineChatEvent, envelope.actorId);
    },
    onReconnect,
  );
}
