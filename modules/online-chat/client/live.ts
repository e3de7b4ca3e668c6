"use client";

// Typing and presence over the tab's socket (modules/online-chat/server/realtime.ts).
import { useCallback, useEffect, useRef, useState } from "react";
import { whenModuleRoomJoined } from "@/lib/client/module-room";
import { loadSocket, withSocket } from "@/lib/client/socket";
import {
  CHAT_AWAY,
  CHAT_PRESENCE,
  CHAT_TYPING,
  PRESENCE_MAX,
  PRESENCE_POLL_MS,
  TYPING_SEND_MS,
  TYPING_SHOWN_MS,
  type Presence,
} from "@/modules/online-chat/shared/constants";

interface TypingNotice {
  moduleId: string;
  conversationId: string;
  rootId: string | null;
  user: { id: string; name: string };
}

/**
 * Who is typing in a conversation (`rootId`: in its thread; null: in the conversation itself), each
 * shown until TYPING_SHOWN_MS after their last word or until `stopped(userId)` (their message
 * came); and `typed()`, which the composer calls on each key (sent at most every TYPING_SEND_MS).
 */
export function useTyping(moduleId: string, conversationId: string, rootId: string | null) {
  const [typists, setTypists] = useState<{ id: string; name: string }[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const stopped = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTypists((list) => (list.some((p) => p.id === userId) ? list.filter((p) => p.id !== userId) : list));
  }, []);
  useEffect(() => {
    const kept = timers.current;
    const undo = withSocket((socket) => {
      const on = (notice: TypingNotice) => {
        if (notice.moduleId !== moduleId || notice.conversationId !== conversationId) return;
        if ((notice.rootId ?? null) !== rootId) return;
        clearTimeout(kept.get(notice.user.id));
        kept.set(
          notice.user.id,
          setTimeout(() => stopped(notice.user.id), TYPING_SHOWN_MS),
        );
        setTypists((list) => (list.some((p) => p.id === notice.user.id) ? list : [...list, notice.user]));
      };
      socket.on(CHAT_TYPING, on);
      return () => socket.off(CHAT_TYPING, on);
    });
    return () => {
      undo();
      for (const timer of kept.values()) clearTimeout(timer);
      kept.clear();
    };
  }, [moduleId, conversationId, rootId, stopped]);

  const lastSent = useRef(0);
  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_SEND_MS) return;
    lastSent.current = now;
    void loadSocket().then((socket) => socket.emit(CHAT_TYPING, { moduleId, conversationId, rootId }));
  }, [moduleId, conversationId, rootId]);
  return { typists, typed, stopped };
}

/** Tells the server when this tab is hidden (its person away) or shown again, while mounted. */
export function useAwayReporting(): void {
  useEffect(
    () =>
      withSocket((socket) => {
        const report = () => socket.emit(CHAT_AWAY, { away: document.visibilityState === "hidden" });
        report();
        document.addEventListener("visibilitychange", report);
        socket.on("connect", report);
        return () => {
          document.removeEventListener("visibilitychange", report);
          socket.off("connect", report);
        };
      }),
    [],
  );
}

/** Whether each of `userIds` (at most PRESENCE_MAX) is online, away or offline, asked every PRESENCE_POLL_MS. */
export function usePresence(
  moduleId: string,
  userIds: readonly string[],
): Readonly<Record<string, Presence>> {
  const [presence, setPresence] = useState<Record<string, Presence>>({});
  const key = userIds.slice(0, PRESENCE_MAX).join(",");
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const ask = () =>
      void loadSocket().then(async (socket) => {
        const answer = (await socket
          .timeout(5_000)
          .emitWithAck(CHAT_PRESENCE, { moduleId, userIds: key.split(",") })
          .catch(() => null)) as Record<string, Presence> | null;
        if (!cancelled && answer) setPresence(answer);
      });
    // Only a socket in the module's room is answered: asked once it is (again after a reconnection).
    let cancelJoin = whenModuleRoomJoined(moduleId, ask);
    const timer = setInterval(ask, PRESENCE_POLL_MS);
    const undo = withSocket((socket) => {
      const again = () => {
        cancelJoin();
        cancelJoin = whenModuleRoomJoined(moduleId, ask);
      };
      socket.on("connect", again);
      return () => socket.off("connect", again);
    });
    return () => {
      cancelled = true;
      cancelJoin();
      clearInterval(timer);
      undo();
    };
  }, [moduleId, key]);
  return presence;
}
