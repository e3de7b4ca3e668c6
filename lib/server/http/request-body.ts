import "server-only";
import type { IncomingMessage } from "node:http";
import { AppError } from "@/lib/server/errors";
import type { BodyLimit } from "@/lib/server/http/body-limits";

/**
 * The body of a Node request as the Web stream a route handler reads: pulled chunk by chunk (the
 * socket is read only as fast as the handler reads), and failing with a 413 AppError as soon as more
 * than `limit.maxBytes` have arrived, whatever the Content-Length said, so no reader can hold more.
 * Cancelling stops reading without destroying the request: the response still has to reach the
 * client, and `writeResponse` ends the connection that still carries the rest of the body.
 */
export function requestBodyStream(req: IncomingMessage, limit: BodyLimit): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  let release = (): void => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const settle = (end: () => void): void => {
        if (settled) return;
        settled = true;
        release();
        end();
      };
      const onData = (chunk: Buffer): void => {
        received += chunk.byteLength;
        if (received > limit.maxBytes) {
          settle(() => controller.error(new AppError("too_large", limit.message)));
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      const onEnd = (): void => settle(() => controller.close());
      const onError = (error: Error): void => settle(() => controller.error(error));
      release = () => {
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("error", onError);
        req.pause();
      };
      // Paused first, so that the data listener does not start the flow: pull() does, when read.
      req.pause();
      req.on("data", onData);
      req.on("end", onEnd);
      req.on("error", onError);
    },
    pull() {
      if (!settled) req.resume();
    },
    cancel() {
      settled = true;
      release();
    },
  });
}
