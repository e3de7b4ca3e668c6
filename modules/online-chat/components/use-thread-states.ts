"use client";

import { useCallback, useMemo, useState } from "react";
import type { ChatMessage, ChatPerson, MessagePage, ThreadState } from "@/modules/online-chat/shared/types";

/** A root with its thread's new summary (none: the fields are absent, as the server answers it). */
export function withThread(
  message: ChatMessage,
  thread: { replyCount: number; lastReplyAt: string | null; replyPeople: ChatPerson[] },
): ChatMessage {
  const { replyCount: _count, lastReplyAt: _last, replyPeople: _people, ...rest } = message;
  if (thread.replyCount === 0) return rest;
  return {
    ...rest,
    replyCount: thread.replyCount,
    replyPeople: thread.replyPeople,
    ...(thread.lastReplyAt ? { lastReplyAt: thread.lastReplyAt } : {}),
  };
}

/**
 * The caller's state in the threads of a conversation's history: as its pages read it, then as
 * changed here or heard (`keep`); `heardReply` counts a reply of someone else in a followed thread
 * that is not open (the server's rule: the root's author follows from the first reply, a mention
 * follows again).
 */
export function useThreadStates(
  pages: readonly unknown[] | null,
  shown: readonly ChatMessage[],
  me: string,
  openThreadId: string | null,
) {
  const [kept, setKept] = useState<ReadonlyMap<string, ThreadState>>(new Map());
  const read = useMemo(
    () =>
      new Map(
        (pages ?? [])
          .flatMap((page) => (page as MessagePage).threads ?? [])
          .map((state) => [state.rootId, state]),
      ),
    [pages],
  );
  const stateOf = (rootId: string) => kept.get(rootId) ?? read.get(rootId);
  const keep = useCallback(
    (state: ThreadState) => setKept((current) => new Map(current).set(state.rootId, state)),
    [],
  );
  const heardReply = (reply: ChatMessage) => {
    const { rootId, author, conversationId } = reply;
    if (!rootId || author?.id === me || rootId === openThreadId) return;
    const mentioned = (reply.mentionIds ?? []).includes(me);
    const known = kept.get(rootId) ?? read.get(rootId);
    const mine = shown.find((item) => item.id === rootId)?.author?.id === me;
    const state =
      known && !mentioned
        ? known
        : known || mine || mentioned
          ? { rootId, conversationId, viewedSeq: 0, unread: 0, ...known, following: true }
          : undefined;
    if (state?.following) keep({ ...state, unread: state.unread + 1 });
  };
  return { stateOf, keep, heardReply };
}
