"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiError } from "@/lib/client/api";
import { useModuleRoom } from "@/lib/client/module-room";
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import { meetingApi } from "@/modules/meeting-room/client/api";
import type { MeetingMessage, MeetingMessages } from "@/modules/meeting-room/schemas/chats";
import { MEETING_ROOM_TAG, type MeetingRoomEvent } from "@/modules/meeting-room/shared/types";

/** Messages by number, each once (a live event and an answer may bring the same one). */
function upsert(list: readonly MeetingMessage[], incoming: readonly MeetingMessage[]): MeetingMessage[] {
  const bySeq = new Map(list.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A meeting's conversation kept live: its latest messages, earlier ones on demand, the module room's
 * `chat.message` events put in place (new, edited, deleted), and the reads again after a
 * reconnection (messages may have been missed). Sending carries a client id, so a retry is one message.
 */
export function useMeetingChat(moduleId: string, meetingId: string) {
  const [messages, setMessages] = useState<MeetingMessage[] | null>(null);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [canPost, setCanPost] = useState(false);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const earlierRead = useRef(false);

  const applyFirst = useCallback((page: MeetingMessages) => {
    setMessages((before) => upsert(before ?? [], page.messages));
    // Read again (a reconnection): earlier pages already shown keep what they said.
    if (!earlierRead.current) setHasEarlier(page.hasEarlier);
    setCanPost(page.canPost);
    setError(null);
  }, []);
  const load = useCallback(
    () => meetingApi.messages(moduleId, meetingId).then(applyFirst, (failure: Error) => setError(failure)),
    [applyFirst, meetingId, moduleId],
  );

  useEffect(() => {
    let open = true;
    meetingApi.messages(moduleId, meetingId).then(
      (page) => open && applyFirst(page),
      (failure: Error) => open && setError(failure),
    );
    return () => {
      open = false;
    };
  }, [applyFirst, meetingId, moduleId]);

  const onEvent = useCallback(
    (envelope: ModuleEnvelope) => {
      const event = envelope.event as MeetingRoomEvent | null;
      if (
        envelope.tag !== MEETING_ROOM_TAG ||
        event?.type !== "chat.message" ||
        event.meetingId !== meetingId
      )
        return;
      setMessages((before) => upsert(before ?? [], [event.message]));
    },
    [meetingId],
  );
  useModuleRoom(moduleId, onEvent, () => void load());

  const loadEarlier = useCallback(async () => {
    const first = messages?.[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const page = await meetingApi.messages(moduleId, meetingId, first.seq);
      earlierRead.current = true;
      setMessages((before) => upsert(before ?? [], page.messages));
      setHasEarlier(page.hasEarlier);
    } finally {
      setLoadingEarlier(false);
    }
  }, [meetingId, messages, moduleId]);

  const send = useCallback(
    async (body: string) => {
      const sent = await meetingApi.post(moduleId, meetingId, { body, clientRequestId: crypto.randomUUID() });
      setMessages((before) => upsert(before ?? [], [sent]));
    },
    [meetingId, moduleId],
  );
  const edit = useCallback(
    async (id: string, body: string) => {
      const edited = await meetingApi.editMessage(moduleId, meetingId, id, body);
      setMessages((before) => upsert(before ?? [], [edited]));
    },
    [meetingId, moduleId],
  );
  const remove = useCallback(
    async (id: string) => {
      const removed = await meetingApi.deleteMessage(moduleId, meetingId, id);
      setMessages((before) => upsert(before ?? [], [removed]));
    },
    [meetingId, moduleId],
  );

  return { messages, hasEarlier, canPost, error, loadingEarlier, load, loadEarlier, send, edit, remove };
}
