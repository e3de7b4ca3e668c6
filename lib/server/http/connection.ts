import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";

/** After answering a request whose body is still arriving: read and drop at most this much more of it… */
const LINGER_BYTES = 4 * 1024 * 1024;
/** …then stop reading, and close this long after (the client has read the response by then)… */
const LINGER_GRACE_MS = 250;
/** …and at the latest this long after the response. */
const LINGER_MS = 2_000;

/**
 * Call before writing a response. A request whose body has all arrived keeps its keep-alive
 * connection: what no one read of it is dropped, so the socket reads the client's next request.
 * One whose body is still arriving (refused at a limit, or answered without reading it) is answered
 * with `Connection: close`, since the rest of its body would be read as the next request; see
 * `closeAfterResponse` for how the connection ends.
 */
export function prepareConnection(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) {
    if (!req.readableEnded) discard(req);
  } else closeAfterResponse(req, res);
}

function discard(req: IncomingMessage): void {
  // Like Node's own dump of an unread request, also when a reader had started: that reader is done.
  req.removeAllListeners("data");
  req.resume();
}

/**
 * Ends the connection after the response without resetting it under the client. Node would close
 * the socket as soon as the response is written; with body bytes still unread in it the kernel then
 * answers with a reset, and a client still sending (a browser uploading, a chunked stream) can lose
 * the response it has not read yet (EPIPE, ECONNRESET). So, as web servers do ("lingering close"),
 * the socket is half-closed after the response and what the client still sends is read and dropped
 * until the client stops or its body ends, up to LINGER_BYTES (then LINGER_GRACE_MS more, unread)
 * and LINGER_MS after the response at the most; then the socket closes.
 */
export function closeAfterResponse(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.setHeader("connection", "close");
  const socket = req.socket;
  const start = socket.bytesRead;
  const past = (): boolean => socket.bytesRead - start > LINGER_BYTES;
  let written = false;
  let timer: NodeJS.Timeout | undefined;
  let grace: NodeJS.Timeout | undefined;
  const close = (): void => {
    clearTimeout(timer);
    clearTimeout(grace);
    if (socket.destroyed) return;
    // Only once the response (and our FIN) are written, or the client would not get them.
    if (socket.writableFinished) socket.destroy();
    else socket.once("finish", () => socket.destroy());
  };
  const closeAfterGrace = (): void => {
    grace ??= setTimeout(close, LINGER_GRACE_MS).unref();
  };
  discard(req);
  req.on("data", () => {
    if (!past()) return;
    req.pause();
    if (written) closeAfterGrace();
  });
  req.once("end", () => written && close());
  req.once("close", () => written && close());
  // What Node calls on the socket once a `Connection: close` response is written: it ends the
  // socket, then destroys it as soon as the end is written. Here it ends it and lingers.
  socket.destroySoon = () => {
    written = true;
    if (socket.writable) socket.end();
    if (req.readableEnded || req.destroyed) return close();
    timer = setTimeout(close, LINGER_MS).unref();
    socket.once("close", () => clearTimeout(timer));
    if (past()) closeAfterGrace();
  };
}
