import {
  Agent,
  type ClientRequest,
  createServer,
  request,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from "node:http";
import { spawn } from "node:child_process";
import type { AddressInfo, Socket } from "node:net";

export interface TestServer {
  base: string;
  port: number;
  /** Bytes the server has read from all its connections so far (closed ones included). */
  bytesRead(): number;
  close(): Promise<void>;
}

/** A real HTTP server on a free port, serving `listener` as server.ts does. */
export async function listen(listener: RequestListener): Promise<TestServer> {
  const server: Server = createServer(listener);
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    bytesRead: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes the client had handed to its socket when the exchange ended. */
  sent: number;
  /** Bytes the server had read when the response reached the client. */
  serverReadAtResponse: number;
  /** The most the test process's resident memory grew above its level at the start. */
  rssGrowth: number;
}

/**
 * POSTs `total` bytes (64 KB pieces of `fill`, made as they are sent, never held whole) without a
 * Content-Length, so the body goes chunked. Like an attacker it keeps sending after the response;
 * it resolves once the server has answered and the connection is over.
 */
export function streamBody(
  server: TestServer,
  path: string,
  total: number,
  options: { headers?: Record<string, string>; fill?: number } = {},
): Promise<Exchange> {
  const piece = Buffer.alloc(64 * 1024, options.fill ?? 0x20);
  const startRss = process.memoryUsage().rss;
  let maxRss = startRss;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, process.memoryUsage().rss)), 10);
  return new Promise<Exchange>((resolve, reject) => {
    let sent = 0;
    let answer: Omit<Exchange, "sent" | "rssGrowth"> | null = null;
    let error: Error | null = null;
    // A keep-alive agent, as browsers use: the client does not ask for the connection to close.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request({
      host: "127.0.0.1",
      port: server.port,
      path,
      method: "POST",
      agent,
      headers: { "content-type": "application/json", ...options.headers },
    });
    const pump = (): void => {
      while (sent < total && !req.destroyed) {
        const size = Math.min(piece.length, total - sent);
        sent += size;
        if (!req.write(size === piece.length ? piece : piece.subarray(0, size))) {
          req.once("drain", pump);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    req.on("response", (res) => {
      const serverReadAtResponse = server.bytesRead();
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        answer = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          serverReadAtResponse,
        };
      });
    });
    // A write after the server closed (EPIPE, ECONNRESET) ends the exchange; it is a failure only
    // when no complete answer arrived before it.
    req.on("error", (cause: Error) => (error = cause));
    req.on("close", () => {
      clearInterval(sampler);
      agent.destroy();
      // The response's 'end' can follow the request's 'close' by a tick.
      setImmediate(() => {
        if (answer) resolve({ ...answer, sent, rssGrowth: maxRss - startRss });
        else reject(error ?? new Error("the connection closed without an answer"));
      });
    });
    pump();
  });
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A POST to the test server whose answer is read whole; `write` sends the body and ends it. */
function post(
  server: TestServer,
  options: { path: string; agent: Agent; headers: Record<string, string> },
  write: (req: ClientRequest) => void,
): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, method: "POST", ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on("error", reject);
    write(req);
  });
}

/** One request with a Content-Length through `agent` (keep-alive), the whole body in one write. */
export function send(
  server: TestServer,
  agent: Agent,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = { "content-type": "application/json" },
): Promise<Reply> {
  const sized = { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return post(server, { path, agent, headers: sized }, (req) => req.end(body));
}

/** Sends `bytes` without a Content-Length, in pieces of `pieceSize`, and reads the whole answer. */
export function sendChunked(
  server: TestServer,
  path: string,
  bytes: Uint8Array,
  headers: Record<string, string>,
  pieceSize = 16 * 1024,
): Promise<Reply> {
  return post(server, { path, agent: new Agent(), headers }, (req) => {
    for (let offset = 0; offset < bytes.length; offset += pieceSize)
      req.write(bytes.subarray(offset, offset + pieceSize));
    req.end();
  });
}

/** A multipart body with one `file` field, as a browser's FormData upload sends it. */
export async function multipart(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  const encoded = new Response(form);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

export const MB = 1024 * 1024;

// A client in its own process, as a browser or script is: it streams `total` bytes chunked to
// `path` and then sends a small JSON body on the same keep-alive agent, `rounds` times, printing
// one JSON line per round. A server that closes under a client still sending makes it lose the
// answer (EPIPE, ECONNRESET) rather than read it, which in one process the shared event loop hides.
const CLIENT = `
const http = require("node:http");
const [port, path, total, rounds, small] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const piece = Buffer.alloc(64 * 1024, 0x20);
function post(body) {
  return new Promise((resolve) => {
    let answer = null;
    let error = null;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", agent,
      headers: { "content-type": "application/json" } }, (res) => {
      res.resume();
      res.on("end", () => (answer = { status: res.statusCode, connection: res.headers.connection }));
    });
    // Writing on after the server ended the connection fails; that loses nothing once answered.
    req.on("error", (cause) => (error = cause.code));
    req.on("close", () => setImmediate(() => resolve(answer ?? { error })));
    if (body !== undefined) return req.end(body);
    let sent = 0;
    const pump = () => {
      while (sent < Number(total) && !req.destroyed) {
        sent += piece.length;
        if (!req.write(piece)) return req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}
(async () => {
  for (let round = 0; round < Number(rounds); round++) {
    const big = await post();
    const next = await post(small);
    console.log(JSON.stringify({ big, next }));
  }
  agent.destroy();
})();
`;

export interface ClientRound {
  big: { status?: number; connection?: string; error?: string };
  next: { status?: number; connection?: string; error?: string };
}

export function otherProcessClient(
  server: TestServer,
  path: string,
  total: number,
  rounds: number,
  small: string,
): Promise<ClientRound[]> {
  return new Promise<ClientRound[]>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["-e", CLIENT, String(server.port), path, String(total), String(rounds), small],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", () =>
      resolve(
        out
          .trim()
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as ClientRound),
      ),
    );
  });
}
