import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io, type Socket } from "socket.io-client";
import { attachRealtime } from "@/lib/realtime/socket-server";

/**
 * A real socket.io server (the app's realtime layer on an http server of its own) for the test file:
 * started before its tests, closed after them with every socket opened through `connect`.
 */
export function startRealtimeServer() {
  let server: Server;
  let realtime: ReturnType<typeof attachRealtime>;
  let url = "";
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = createServer();
    realtime = attachRealtime(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await new Promise<void>((resolve) => void realtime.close(() => resolve()));
  });

  return {
    /**
     * A socket authenticated with a bearer token or a session cookie (not yet connected); in another
     * namespace with `namespace`, whose handshake's auth is `auth`.
     */
    connect(options: {
      token?: string;
      cookie?: string;
      headers?: Record<string, string>;
      namespace?: string;
      auth?: Record<string, string>;
    }): Socket {
      const socket = io(`${url}${options.namespace ?? ""}`, {
        path: "/socket.io",
        transports: ["websocket"],
        auth: options.auth ?? (options.token ? { token: options.token } : {}),
        extraHeaders: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    },
  };
}

/** Resolves once the socket is connected; rejects with the server's connect_error. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
}

/** Polls `check` every 10 ms until it holds or `ms` pass; its last answer. */
export async function until(check: () => boolean, ms = 2_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}
