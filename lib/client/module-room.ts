"use client";

import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";
import { loadSocket, withSocket } from "@/lib/client/socket";
import {
  MODULE_EVENT,
  MODULE_JOIN,
  MODULE_LEAVE,
  MODULE_REVOKED,
  type ModuleEnvelope,
} from "@/lib/modules/realtime";

type Listener = (envelope: ModuleEnvelope) => void;

/** The tab's listeners per module: the room is joined once, however many views listen. */
const listeners = new Map<string, Set<Listener>>();
let wired = false;

/**
 * The rooms the server confirmed, on the page's root as `data-module-rooms` (end-to-end tests wait
 * for a room before expecting its live updates; nothing else reads it).
 */
const joined = new Set<string>();
function markJoined(): void {
  document.documentElement.dataset.moduleRooms = [...joined].join(" ");
}

/** Callbacks waiting for a room's next confirmed join (whenModuleRoomJoined). */
const joinWaiters = new Map<string, Set<() => void>>();

function join(socket: Socket, moduleId: string): void {
  socket.emit(MODULE_JOIN, { moduleId }, (result?: { ok?: boolean }) => {
    if (result?.ok && listeners.has(moduleId)) joined.add(moduleId);
    else joined.delete(moduleId);
    markJoined();
    if (!joined.has(moduleId)) return;
    const waiting = joinWaiters.get(moduleId);
    joinWaiters.delete(moduleId);
    for (const callback of waiting ?? []) callback();
  });
}

/**
 * Calls `callback` once this tab is in the module's room (at once when it is already): from then on
 * every change of the module reaches its listeners, so a view that showed data read before (the
 * server's render) reads it again then to catch what changed in between. Returns the cancel.
 */
export function whenModuleRoomJoined(moduleId: string, callback: () => void): () => void {
  if (joined.has(moduleId)) {
    callback();
    return () => undefined;
  }
  const waiting = joinWaiters.get(moduleId) ?? new Set<() => void>();
  waiting.add(callback);
  joinWaiters.set(moduleId, waiting);
  return () => {
    waiting.delete(callback);
    if (waiting.size === 0 && joinWaiters.get(moduleId) === waiting) joinWaiters.delete(moduleId);
  };
}

function wire(socket: Socket): void {
  if (wired) return;
  wired = true;
  socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) => {
    for (const envelope of frame)
      for (const listener of listeners.get(envelope.moduleId) ?? []) listener(envelope);
  });
  // After a reconnection the server has forgotten the rooms: join them all again.
  socket.on("connect", () => {
    for (const moduleId of listeners.keys()) join(socket, moduleId);
  });
  socket.on("disconnect", () => {
    joined.clear();
    markJoined();
  });
  socket.on(MODULE_REVOKED, (payload: { moduleId?: string }) => {
    if (payload.moduleId) joined.delete(payload.moduleId);
    markJoined();
  });
}

/** Delivers an envelope to this tab's listeners of its module (a change this tab made, at once). */
export function emitLocalModuleEvent(envelope: ModuleEnvelope): void {
  for (const listener of listeners.get(envelope.moduleId) ?? []) listener(envelope);
}

/**
 * Adds a listener to a module's room (`module:{id}`), joining it if this tab was not in it yet;
 * returns the function that removes it (and leaves the room after the last listener).
 */
export function listenToModule(moduleId: string, listener: Listener): () => void {
  const set = listeners.get(moduleId) ?? new Set<Listener>();
  const first = set.size === 0;
  set.add(listener);
  listeners.set(moduleId, set);
  void loadSocket().then((socket) => {
    wire(socket);
    // Not connected yet: wire's "connect" handler joins every room listened to.
    if (first && socket.connected && listeners.get(moduleId) === set) join(socket, moduleId);
  });
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(moduleId) === set) {
      listeners.delete(moduleId);
      joined.delete(moduleId);
      markJoined();
      void loadSocket().then((socket) => socket.emit(MODULE_LEAVE, { moduleId }));
    }
  };
}

/**
 * Listens to a module's room: `onEvent` gets every change of the module from other users and tabs
 * (and this tab's emitLocalModuleEvent). `onReconnect` runs after a dropped connection came back,
 * when events may have been missed: reload what is shown. It also runs when the server dropped the
 * tab from the room because the user's access was withdrawn: the reload then meets the gate's
 * 403/404 and the view shows it instead of stale data.
 */
export function useModuleRoom(
  moduleId: string | null,
  onEvent: (envelope: ModuleEnvelope) => void,
  onReconnect?: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });

  useEffect(() => {
    if (!moduleId) return;
    const stop = listenToModule(moduleId, (envelope) => handlers.current.onEvent(envelope));
    const unwatch = withSocket((socket) => {
      let connectedBefore = socket.connected;
      const reconnected = () => {
        if (connectedBefore) handlers.current.onReconnect?.();
        connectedBefore = true;
      };
      const revoked = (payload: { moduleId?: string }) => {
        if (payload.moduleId === moduleId) handlers.current.onReconnect?.();
      };
      socket.on("connect", reconnected);
      socket.on(MODULE_REVOKED, revoked);
      return () => {
        socket.off("connect", reconnected);
        socket.off(MODULE_REVOKED, revoked);
      };
    });
    return () => {
      unwatch();
      stop();
    };
  }, [moduleId]);
}
