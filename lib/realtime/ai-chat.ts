import type { Server, Socket } from "socket.io";
import {
  AI_CHUNK,
  AI_DONE,
  AI_SEND,
  AI_STOP,
  type AiChunkPayload,
  type AiDonePayload,
  type AiSendAck,
} from "@/lib/ai/types";
import { isLocale, LOCALE_COOKIE, localeFromCookie, type Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { memberIdSchema } from "@/lib/schemas/members";
import { cookieFromHeader } from "@/lib/server/api/request";
import { startChat } from "@/lib/server/ai/chat";
import { stopGeneration } from "@/lib/server/ai/generations";
import { resolveActor } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import type { SocketData } from "./socket-server";

/** The reply's language: the message's `locale` when it names one of ours, else the NEXT_LOCALE cookie. */
function socketLocale(socket: Socket, raw: unknown): Locale {
  const asked = (raw as { locale?: unknown } | null)?.locale;
  if (isLocale(asked)) return asked;
  return localeFromCookie(cookieFromHeader(socket.handshake.headers.cookie, LOCALE_COOKIE));
}

function refusal(error: unknown, locale: Locale): AiSendAck {
  if (error instanceof AppError)
    return {
      ok: false,
      status: error.status,
      message: error.messages.map((m) => translateMessage(locale, m)).join(" "),
    };
  logger.error(
    `[realtime] ask ai failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return { ok: false, status: 500, message: translateMessage(locale, "errors.somethingWentWrong") };
}

/**
 * Ask AI over socket.io (spec §7): AI_SEND { message, moduleId, moduleTag } is acknowledged with the
 * saved question (or a refusal: status and message, as the REST API would answer), then the reply
 * arrives as AI_CHUNK { moduleId, message: { content } } pieces and one AI_DONE with the saved reply.
 * Every question resolves the session afresh and passes the module gate (lib/server/ai/chat.ts), so a
 * signed-out or removed person, or one who lost the module, is refused. AI_STOP { moduleId } stops the
 * person's reply; a socket that disconnects stops the replies it started.
 */
export function attachAiChat(io: Server): () => void {
  const onConnection = (socket: Socket) => {
    const started = new Map<string, () => void>();
    socket.on(AI_SEND, (raw: unknown, ack?: unknown) => {
      const answer = typeof ack === "function" ? (ack as (result: AiSendAck) => void) : () => undefined;
      const locale = socketLocale(socket, raw);
      void (async () => {
        const { claims } = socket.data as SocketData;
        const actor = await resolveActor(claims);
        if (!actor) {
          answer({ ok: false, status: 401, message: translateMessage(locale, "errors.unauthorized") });
          socket.disconnect(true);
          return;
        }
        const run = await startChat(actor, raw, locale);
        started.set(run.moduleId, run.stop);
        answer({ ok: true, userMessage: run.userMessage });
        const message = await run.reply((content) =>
          socket.emit(AI_CHUNK, { moduleId: run.moduleId, message: { content } } satisfies AiChunkPayload),
        );
        if (started.get(run.moduleId) === run.stop) started.delete(run.moduleId);
        socket.emit(AI_DONE, { moduleId: run.moduleId, message } satisfies AiDonePayload);
      })().catch((error: unknown) => answer(refusal(error, locale)));
    });
    socket.on(AI_STOP, (raw: unknown) => {
      const moduleId = memberIdSchema.safeParse((raw as { moduleId?: unknown } | null)?.moduleId);
      if (moduleId.success) stopGeneration((socket.data as SocketData).userId, moduleId.data);
    });
    socket.on("disconnect", () => {
      for (const stop of started.values()) stop();
    });
  };
  io.on("connection", onConnection);
  return () => void io.off("connection", onConnection);
}
