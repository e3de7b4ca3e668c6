// Helpers of the benchmarks that listen on sockets as another browser would, and their percentiles.
import { io as connect, type Socket } from "socket.io-client";
import { MODULE_JOIN } from "../lib/modules/realtime";

/** The value at percentile `p` (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A socket of the bearer `token` on the server at `base`, connected. */
export async function connectedSocket(base: string, token: string): Promise<Socket> {
  const socket = connect(base, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

/** A socket of the bearer `token` on the server at `base`, joined to the module's room. */
export async function roomSocket(base: string, token: string, moduleId: string): Promise<Socket> {
  const socket = await connectedSocket(base, token);
  const joined = (await socket.emitWithAck(MODULE_JOIN, { moduleId })) as { ok: boolean };
  if (!joined.ok) throw new Error("could not join the module room");
  return socket;
}
