"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { aiApi } from "@/lib/client/ai/api";
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
  type AiHistory,
  type AiModuleTag,
  type AiSendAck,
} from "@/lib/ai/types";

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
  const [status, setStatus] = useState<AiChatStatus>("loading");
  const [history, setHistory] = useState<AiHistory | null>(null);
  const [messages, setMessages] = useState<AiChatMessage[]>([]);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const socketRef = useRef<Socket | null>(null);

  useEffect(() => {
    if (!active) return;
    let live = true;
    aiApi
      .history(moduleId, moduleTag)
      .then((loaded) => {
        if (!live) return;
        setHistory(loaded);
        setMessages(loaded.messages);
        setError(null);
        setStatus((current) => (current === "streaming" || current === "sending" ? current : "ready"));
      })
      .catch((caught: unknown) => {
        if (!live) return;
        setError(errorMessage(caught, fallbackError));
        setStatus("error");
      });
    return () => {
      live = false;
    };
  }, [active, moduleId, moduleTag, attempt, fallbackError]);

  useEffect(
    () =>
      withSocket((socket) => {
        socketRef.current = socket;
        const onChunk = (payload: AiChunkPayload) => {
          if (payload.moduleId !== moduleId) return;
          setStatus("streaming");
          setStreaming((text) => (text ?? "") + payload.message.content);
        };
        const onDone = (payload: AiDonePayload) => {
          if (payload.moduleId !== moduleId) return;
          setStreaming(null);
          setMessages((list) => [...list, payload.message]);
          setStatus("ready");
        };
        // A lost connection ends the reply on the server (it is saved as stopped): reload then.
        const onDisconnect = () => {
          setStreaming((text) => {
            if (text !== null) setAttempt((n) => n + 1);
            return null;
          });
          setStatus((current) => (current === "streaming" || current === "sending" ? "ready" : current));
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
    [moduleId],
  );

  const send = useCallback(
    (message: string) => {
      const text = message.trim();
      if (!text || status === "sending" || status === "streaming") return;
      setStatus("sending");
      setError(null);
      void loadSocket().then((socket) =>
        socket
          .timeout(15_000)
          .emit(
            AI_SEND,
            { message: text, moduleId, moduleTag, locale },
            (timedOut: Error | null, ack?: AiSendAck) => {
              if (timedOut || !ack) {
                setError(fallbackError);
                setStatus("ready");
                return;
              }
              if (!ack.ok) {
                setError(ack.message);
                setStatus("ready");
                return;
              }
              setMessages((list) => [...list, ack.userMessage]);
              setStreaming((current) => current ?? "");
              setStatus((current) => (current === "sending" ? "streaming" : current));
            },
          ),
      );
    },
    [status, moduleId, moduleTag, locale, fallbackError],
  );

  const stop = useCallback(() => socketRef.current?.emit(AI_STOP, { moduleId }), [moduleId]);

  const newChat = useCallback(async () => {
    stop();
    try {
      await aiApi.clear(moduleId, moduleTag);
      setMessages([]);
      setStreaming(null);
      setError(null);
      setStatus("ready");
    } catch (caught) {
      setError(errorMessage(caught, fallbackError));
    }
  }, [moduleId, moduleTag, stop, fallbackError]);

  return {
    status,
    messages,
    streaming,
    provider: history?.provider ?? null,
    canCreate: history?.canCreate ?? false,
    error,
    send,
    stop,
    newChat,
    reload: () => {
      setStatus("loading");
      setAttempt((n) => n + 1);
    },
  };
}
