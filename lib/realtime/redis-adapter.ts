import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Server } from "socket.io";
import { logger } from "@/lib/server/logger";

/**
 * Shares socket.io rooms between app nodes through Redis pub/sub: an event emitted to a room on one
 * node reaches the sockets of that room on every node. Returns a function that closes both clients.
 */
export function attachRedisAdapter(io: Server, url: string, key = "suite-socket.io"): () => Promise<void> {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on("error", (error: Error) => logger.error(`[realtime] redis: ${error.message}`));
  }
  io.adapter(createAdapter(pub, sub, { key }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
