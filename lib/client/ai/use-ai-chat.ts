"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { aiApi, aiHistoryQuery } from "@/lib/client/ai/api";
import { useQuery } from "@/lib/client/query/use-query";
import { errorMessage } from "@/lib/client/api";
import { loadSocket, withSocket } from "@/lib/client/socket";
import {
  AI_CHUNK,
  AI_DONE,
  AI_SEND,
  AI_STOP,
  type AiChatMessage,
  type AiChunkPayload,
  type AiDonePayload,
  type AiModuleTag,
  type AiSendAck,
} from "@/lib/ai/types";

const NO_MESSAGES: AiChatMessage[] = [];

export type AiChatStatus = "loading" | "error" | "ready" | "sending" | "streaming";

export interface AiChat {
  status: AiChatStatus;
  messages: AiChatMessage[];
  /** The reply being streamed (its text so far), or null. */
  streaming: string | null;
  provider: string | null;
  canCreate: boolean;
  /** A failure to load or send, to show. */
  error: string | null;
  send(message: string): void;
  stop(): void;
  newChat(): Promise<void>;
  reload(): void;
}

/**
 * A person's Ask AI conversation with a module (spec §4): loads the history while `active`, sends a
 * question over the socket, streams the reply into one message, locks sending until it completes, and
 * stops it on Stop.
 */
export function useAiChat(
  moduleId: string,
  moduleTag: AiModuleTag,
  active: boolean,
  fallbackError: string,
): AiChat {
  const locale = useLocale();
  // The transcript is the cached conversation: what this tab sends and receives is added to it.
  const history = useQuery(active ? aiHistoryQuery(moduleId, moduleTag) : null);
  const { setData, refetch } = history;
  const [phase, setPhase] = useState<"ready" | "sending" | "streaming">("ready");
  const [streaming, setStreaming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const messages = history.data?.messages ?? NO_MESSAGES;
  const status: AiChatStatus = history.data === undefined ? (history.error ? "error" : "loading") : phase;
  const error = failure ?? (history.error ? errorMessage(history.error, fallbackError) : null);

  const add = useCallback(
    (message: AiChatMessage) =>
      setData((current) => current && { ...current, messages: [...current.messages, message] }),
    [setData],
  );

  useEffect(
    () =>
      withSocket((socket) => {
        socketRef.current = socket;
        const onChunk = (payload: AiChunkPayload) => {
          if (payload.moduleId !== moduleId) return;
          setPhase("streaming");
          setStreaming((text) => (text ?? "") + payload.message.content);
        };
        const onDone = (payload: AiDonePayload) => {
          if (payload.moduleId !== moduleId) return;
          setStreaming(null);
          add(payload.message);
          setPhase("ready");
        };
        // A lost connection ends the reply on the server (it is saved as stopped): reload then.
        const onDisconnect = () => {
          setStreaming((text) => {
            if (text !== null) void refetch();
            return null;
          });
          setPhase("ready");
        };
        socket.on(AI_CHUNK, onChunk);
        socket.on(AI_DONE, onDone);
        socket.on("disconnect", onDisconnect);
        return () => {
          socket.off(AI_CHUNK, onChunk);
          socket.off(AI_DONE, onDone);
          socket.off("disconnect", onDisconnect);
        };
      }),
    [moduleId, add, refetch],
  );

  const send = useCallback(
    (message: string) => {
      const text = message.trim();
      if (!text || status === "sending" || status === "streaming") return;
      setPhase("sending");
      setFailure(null);
      void loadSocket().then((socket) =>
        socket
          .timeout(15_000)
          .emit(
            AI_SEND,
            { message: text, moduleId, moduleTag, locale },
            (timedOut: Error | null, ack?: AiSendAck) => {
              if (timedOut || !ack) {
                setFailure(fallbackError);
                setPhase("ready");
                return;
              }
              if (!ack.ok) {
                setFailure(ack.message);
                setPhase("ready");
                return;
              }
              add(ack.userMessage);
              setStreaming((current) => current ?? "");
              setPhase((current) => (current === "sending" ? "streaming" : current));
            },
          ),
      );
    },
    [status, moduleId, moduleTag, locale, fallbackError, add],
  );

  const stop = useCallback(() => socketRef.current?.emit(AI_STOP, { moduleId }), [moduleId]);

  const newChat = useCallback(async () => {
    stop();
    try {
      await aiApi.clear(moduleId, moduleTag);
      setData((current) => current && { ...current, messages: [] });
      setStreaming(null);
      setFailure(null);
      setPhase("ready");
    } catch (caught) {
      setFailure(errorMessage(caught, fallbackError));
    }
  }, [moduleId, moduleTag, stop, fallbackError, setData]);

  return {
    status,
    messages,
    streaming,
    provider: history.data?.provider ?? null,
    canCreate: history.data?.canCreate ?? false,
    error,
    send,
    stop,
    newChat,
    reload: () => {
      setFailure(null);
      void refetch();
    },
  };
}
