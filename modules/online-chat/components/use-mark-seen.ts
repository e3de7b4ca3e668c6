"use client";

import { useEffect, useRef } from "react";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { chatApi } from "@/modules/online-chat/client/api";

/** The module's lists and conversations read again (their counts, names, drafts), not their messages. */
export const readChatAgain = (moduleId: string) =>
  invalidateQueries(({ key, tags }) => tags.includes(moduleTag(moduleId)) && !key.includes("/messages"));

/**
 * Marks a conversation seen up to its newest message once shown in a visible tab, once per message;
 * answers the last seq it sent (mark as unread sets it, so the view does not read the message again).
 */
export function useMarkSeen(
  moduleId: string,
  conversationId: string,
  conversation: { viewedSeq: number } | undefined,
  lastSeq: number,
) {
  const readSent = useRef(0);
  useEffect(() => {
    if (!conversation || lastSeq === 0 || lastSeq <= conversation.viewedSeq || readSent.current >= lastSeq)
      return;
    if (document.visibilityState !== "visible") return;
    readSent.current = lastSeq;
    chatApi
      .read(moduleId, conversationId, { seq: lastSeq })
      .then(() => readChatAgain(moduleId))
      .catch((error: unknown) => console.error(error));
  }, [conversation, lastSeq, moduleId, conversationId]);
  return readSent;
}
