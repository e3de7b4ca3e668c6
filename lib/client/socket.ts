"use client";

import { io, type Socket } from "socket.io-client";

let socket: Socket | null = null;

/** The tab's one socket.io connection (session cookie auth), opened on first use, reconnecting. */
export function getSocket(): Socket {
  socket ??= io({ path: "/socket.io", transports: ["websocket", "polling"], withCredentials: true });
  return socket;
}
