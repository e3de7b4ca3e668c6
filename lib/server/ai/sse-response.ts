import "server-only";
import { NextResponse } from "next/server";
import type { AiStreamEvent } from "@/lib/ai/types";
import type { ChatRun } from "./chat";

/**
 * A chat's reply as server-sent events (POST /api/v1/ai/chat): `chunk` {content} as the reply is
 * written, then `done` with the saved message. A client that goes away stops the reply.
 */
export function chatEventStream(run: ChatRun, requestSignal?: AbortSignal): NextResponse {
  const encoder = new TextEncoder();
  let open = true;
  requestSignal?.addEventListener("abort", () => run.stop(), { once: true });
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = ({ event, data }: AiStreamEvent) => {
        if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      void run
        .reply((content) => send({ event: "chunk", data: { content } }))
        .then((message) => {
          send({ event: "done", data: message });
          if (open) controller.close();
          open = false;
        });
    },
    cancel() {
      open = false;
      run.stop();
    },
  });
  return new NextResponse(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
