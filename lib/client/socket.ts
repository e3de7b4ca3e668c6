"use client";

import type { Socket } from "socket.io-client";

let socket: Promise<Socket> | null = null;

/**
 * The tab's one socket.io connection (session cookie auth), opened on first use, reconnecting. The
 * client library loads then, after the page, not with it (it is ~15 KB of a page's first load).
 */
export function loadSocket(): Promise<Socket> {
  socket ??= import("socket.io-client").then(({ io }) => {
    const opened = io({ path: "/socket.io", transports: ["websocket", "polling"], withCredentials: true });
    // Whether the tab is connected, on the page's root (end-to-end tests wait for it before
    // expecting live updates; nothing else reads it).
    const mark = () => {
      document.documentElement.dataset.socket = opened.connected ? "connected" : "disconnected";
    };
    opened.on("connect", mark);
    opened.on("disconnect", mark);
    return opened;
  });
  return socket;
}

/**
 * Runs `use` with the socket once it has loaded; the returned function undoes what `use` did, or
 * keeps it from running when called before the socket was there (an effect's cleanup).
 */
export function withSocket(use: (socket: Socket) => () => void): () => void {
  let undo: (() => void) | null = null;
  let cancelled = false;
  void loadSocket().then((loaded) => {
    if (!cancelled) undo = use(loaded);
  });
  return () => {
    cancelled = true;
    undo?.();
  };
}
