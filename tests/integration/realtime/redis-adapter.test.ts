import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import type { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { attachRedisAdapter } from "@/lib/realtime/redis-adapter";
import { Server as IoServer } from "socket.io";

// Needs a Redis server: TEST_REDIS_URL (.ci/run sets it when one answers on 127.0.0.1:6379).
const url = process.env.TEST_REDIS_URL;

async function node(
  key: string,
): Promise<{ http: HttpServer; io: Server; url: string; close: () => Promise<void> }> {
  const http = createServer();
  const io = new IoServer(http, { path: "/socket.io", serveClient: false });
  const close = attachRedisAdapter(io, url ?? "", key);
  io.on("connection", (socket) => void socket.join("room:a"));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    http,
    io,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await close();
    },
  };
}

(url ? describe : describe.skip)("socket.io across nodes (Redis adapter)", () => {
  it("delivers an event emitted to a room on one node to that room's sockets on another", async () => {
    const key = `suite-test-${randomBytes(4).toString("hex")}`;
    const [a, b] = await Promise.all([node(key), node(key)]);
    const socket: Socket = connect(b.url, {
      path: "/socket.io",
      transports: ["websocket"],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on("connect", () => resolve());
        socket.on("connect_error", reject);
      });
      // The adapter's subscriptions are ready once a cross-node room query answers.
      const deadline = Date.now() + 5_000;
      while ((await a.io.in("room:a").fetchSockets()).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const received = new Promise<unknown>((resolve) => socket.once("hello", resolve));
      a.io.to("room:a").emit("hello", { from: "a" });
      await expect(received).resolves.toEqual({ from: "a" });
      // A room nobody on b joined receives nothing.
      let stray = false;
      socket.once("stray", () => (stray = true));
      a.io.to("room:b").emit("stray", {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stray).toBe(false);
    } finally {
      socket.close();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
