"use client";

import { useCallback, useState } from "react";
import type { ChatMessage } from "@/modules/online-chat/shared/types";
import type { Outgoing } from "./composer";
import type { Pending } from "./message-item";

/**
 * Messages on their way: each is shown at once (pending), sent with its own client request id, and
 * replaced by the server's message when it answers or its event comes first; a failed one stays with
 * Retry, which sends the same request id again (the server answers the first, never a duplicate).
 */
export function useOutbox(
  post: (item: Pending) => Promise<ChatMessage>,
  onSent: (message: ChatMessage) => void,
) {
  const [pending, setPending] = useState<Pending[]>([]);
  const mark = (clientRequestId: string, failed: boolean) =>
    setPending((list) => list.map((p) => (p.clientRequestId === clientRequestId ? { ...p, failed } : p)));
  /** A message the server made: no longer pending (its answer or its event, whichever came first). */
  const settle = useCallback(
    (clientRequestId: string | null) =>
      setPending((list) => list.filter((p) => p.clientRequestId !== clientRequestId)),
    [],
  );
  const deliver = useCallback(
    async (item: Pending) => {
      mark(item.clientRequestId, false);
      try {
        onSent(await post(item));
        settle(item.clientRequestId);
      } catch (error) {
        console.error(error);
        mark(item.clientRequestId, true);
      }
    },
    [post, onSent, settle],
  );
  const send = (outgoing: Outgoing) => {
    const item: Pending = { clientRequestId: crypto.randomUUID(), ...outgoing, failed: false };
    setPending((list) => [...list, item]);
    void deliver(item);
  };
  return { pending, send, retry: (item: Pending) => void deliver(item), settle };
}
