"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { loadSocket } from "@/lib/client/socket";
import { meetingApi } from "@/modules/meeting-room/client/api";
import {
  BOARD_CHANGE,
  BOARD_CHANGED,
  BOARD_JOIN,
  BOARD_LEAVE,
  BOARD_REVOKED,
  type BoardChanged,
  type BoardJoinAnswer,
} from "@/modules/meeting-room/board/protocol";
import { BOARD_ELEMENT_TYPES, mergeElements, type BoardElement } from "@/modules/meeting-room/shared/board";

/** What the board's canvas lets the hook do: read its scene, put a merged one in. */
export interface SceneHandle {
  elements(): readonly BoardElement[];
  replace(elements: BoardElement[]): void;
}

export type BoardStatus = "loading" | "ready" | "error" | "revoked";

/** A person's changes go out at most this often (a stroke being drawn is many changes). */
const SEND_EVERY_MS = 40;
const TYPES = new Set<string>(BOARD_ELEMENT_TYPES);

/**
 * A meeting's board kept live: joins its room on the app's socket (again after a reconnection), reads
 * it as saved, merges what others draw into the scene (by element version: shared/board.ts), and
 * sends the person's own changes (those elements whose version moved) at most every SAVE_EVERY_MS.
 * `unsaved` counts changes the server refused (the board full, the right to draw withdrawn).
 */
export function useBoardSync(moduleId: string, meetingId: string) {
  const [status, setStatus] = useState<BoardStatus>("loading");
  const [initial, setInitial] = useState<BoardElement[] | null>(null);
  const [canDraw, setCanDraw] = useState(false);
  const [refused, setRefused] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const scene = useRef<SceneHandle | null>(null);
  const early = useRef<BoardElement[]>([]);
  const known = useRef(new Map<string, number>());
  const socketRef = useRef<Socket | null>(null);
  const pending = useRef(new Map<string, BoardElement>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Others' elements into the scene (kept until the canvas is there); never sent back. */
  const take = useCallback((incoming: readonly BoardElement[]) => {
    for (const element of incoming)
      known.current.set(element.id, Math.max(element.version, known.current.get(element.id) ?? 0));
    const handle = scene.current;
    if (!handle) {
      early.current.push(...incoming);
      return;
    }
    const merged = mergeElements(handle.elements(), incoming);
    if (merged.changed) handle.replace(merged.elements);
  }, []);

  useEffect(() => {
    let closed = false;
    let socket: Socket | null = null;
    const changed = (message: BoardChanged) => {
      if (message.meetingId === meetingId) take(message.elements);
    };
    const revoked = ({ meetingId: id }: { meetingId: string }) => {
      if (id === meetingId) setStatus("revoked");
    };
    /** Joins the room, then reads the board (a change between the two is merged, not lost). */
    const open = async () => {
      if (!socket) return;
      const answer = (await socket.emitWithAck(BOARD_JOIN, { moduleId, meetingId })) as BoardJoinAnswer;
      if (closed) return;
      if (!answer.ok) return setStatus("error");
      const board = await meetingApi.board(moduleId, meetingId);
      if (closed) return;
      setCanDraw(answer.canDraw);
      for (const element of board.elements) known.current.set(element.id, element.version);
      if (scene.current) take(board.elements);
      else setInitial(board.elements);
      setStatus("ready");
    };
    const reconnected = () => void open().catch(() => setStatus("error"));
    void loadSocket()
      .then((opened) => {
        if (closed) return;
        socket = opened;
        socketRef.current = opened;
        opened.on(BOARD_CHANGED, changed);
        opened.on(BOARD_REVOKED, revoked);
        opened.on("connect", reconnected);
        return open();
      })
      .catch(() => {
        if (!closed) setStatus("error");
      });
    return () => {
      closed = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      socket?.emit(BOARD_LEAVE, { meetingId });
      socket?.off(BOARD_CHANGED, changed);
      socket?.off(BOARD_REVOKED, revoked);
      socket?.off("connect", reconnected);
      socketRef.current = null;
    };
  }, [attempt, meetingId, moduleId, take]);

  const send = useCallback(() => {
    timer.current = null;
    const socket = socketRef.current;
    const elements = [...pending.current.values()];
    pending.current.clear();
    if (!socket || elements.length === 0) return;
    void socket
      .emitWithAck(BOARD_CHANGE, { meetingId, elements, sentAt: Date.now() })
      .then((answer: { ok: boolean }) => {
        if (!answer.ok) setRefused((count) => count + 1);
      })
      .catch(() => setRefused((count) => count + 1));
  }, [meetingId]);

  /** The canvas changed: the elements whose version moved are the person's own changes. */
  const onChange = useCallback(
    (elements: readonly BoardElement[]) => {
      if (!canDraw) return;
      for (const element of elements) {
        if (!TYPES.has(element.type) || (known.current.get(element.id) ?? 0) >= element.version) continue;
        known.current.set(element.id, element.version);
        pending.current.set(element.id, element);
      }
      if (pending.current.size > 0 && !timer.current) timer.current = setTimeout(send, SEND_EVERY_MS);
    },
    [canDraw, send],
  );

  /** The canvas is ready: what others drew before it was is merged in. */
  const attach = useCallback(
    (handle: SceneHandle | null) => {
      scene.current = handle;
      if (!handle || early.current.length === 0) return;
      const waiting = early.current;
      early.current = [];
      take(waiting);
    },
    [take],
  );

  const retry = useCallback(() => {
    setStatus("loading");
    setAttempt((n) => n + 1);
  }, []);

  return { status, initial, canDraw, refused, onChange, attach, retry };
}
