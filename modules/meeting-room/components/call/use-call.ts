"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { loadSocket } from "@/lib/client/socket";
import {
  MEET_ADMIT,
  MEET_KNOCKED,
  MEET_KNOCK_DONE,
  type CallState,
  type JoinError,
  type Knock,
  type KnockDone,
  type Participant,
} from "@/modules/meeting-room/call/protocol";
import { MeshTransport, type CallTransport } from "@/modules/meeting-room/call/transport";

export interface RemotePeer extends Participant {
  stream: MediaStream | null;
}

export type CallPhase = "lobby" | "joining" | "in" | "left";

/** Why the person is out of the call: they left, or the server took them out (access withdrawn). */
export type LeftReason = "left" | "removed";

/** How a guest joins: through its lobby's socket, with the ticket of its admission. */
export interface GuestPass {
  socket: Socket;
  ticket: string;
}

/**
 * One call's connection: join (the transport sends `local`'s tracks; a member through the app's
 * socket, a guest through its lobby's with its ticket), the others with their streams and states, the
 * local state told to them, screen sharing (the video track replaced by the screen's, and back when
 * it ends), the guests knocking (a member admits or denies them) and leave. Unmounting leaves.
 */
export function useCall(token: string, local: MediaStream) {
  const transport = useRef<CallTransport | null>(null);
  const [phase, setPhase] = useState<CallPhase>("lobby");
  const [error, setError] = useState<JoinError | null>(null);
  const [peers, setPeers] = useState<Map<string, RemotePeer>>(new Map());
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const screenRef = useRef<MediaStreamTrack | null>(null);
  const [knocks, setKnocks] = useState<Knock[]>([]);
  const [leftReason, setLeftReason] = useState<LeftReason>("left");
  const socketRef = useRef<Socket | null>(null);
  const unlisten = useRef<() => void>(() => undefined);

  /** The lobby's news while in the call: who knocks, and whose knock ended. */
  const listenKnocks = useCallback((socket: Socket, initial: Knock[]) => {
    setKnocks(initial);
    const knocked = (knock: Knock) =>
      setKnocks((before) => [...before.filter((k) => k.socketId !== knock.socketId), knock]);
    const done = ({ socketId }: KnockDone) =>
      setKnocks((before) => before.filter((k) => k.socketId !== socketId));
    socket.on(MEET_KNOCKED, knocked);
    socket.on(MEET_KNOCK_DONE, done);
    unlisten.current = () => {
      socket.off(MEET_KNOCKED, knocked);
      socket.off(MEET_KNOCK_DONE, done);
      setKnocks([]);
    };
  }, []);

  /** Out of the call (the transport already left): no peers, no screen, no lobby news. */
  const out = useCallback((reason: LeftReason) => {
    transport.current = null;
    unlisten.current();
    screenRef.current?.stop();
    screenRef.current = null;
    setScreen(null);
    setPeers(new Map());
    setLeftReason(reason);
    setPhase("left");
  }, []);

  const join = useCallback(
    async (pass?: GuestPass) => {
      setPhase("joining");
      setError(null);
      const socket = pass ? pass.socket : await loadSocket().catch(() => null);
      if (!socket) {
        setError("failed");
        setPhase("lobby");
        return;
      }
      const mesh = new MeshTransport(socket);
      mesh.on("participant", (participant, left) =>
        setPeers((before) => {
          const next = new Map(before);
          const known = next.get(participant.socketId);
          if (left) next.delete(participant.socketId);
          else if (known) next.set(participant.socketId, { ...known, state: participant.state });
          else if (participant.userId) next.set(participant.socketId, { ...participant, stream: null });
          return next;
        }),
      );
      // Marks for measuring a join (tests/e2e/meeting-call.spec.ts): connected, first remote track.
      mesh.on("connection", (_, state) => {
        if (state === "connected") performance.mark("meet:connected");
      });
      mesh.on("remoteStream", (socketId, stream) =>
        setPeers((before) => {
          const known = before.get(socketId);
          if (!known) return before;
          // A new MediaStream object each time so the tile's effect sets it again.
          return new Map(before).set(socketId, { ...known, stream: new MediaStream(stream.getTracks()) });
        }),
      );
      performance.mark("meet:join");
      // Taken out by the server (access withdrawn): out of the call, saying why.
      mesh.on("removed", () => out("removed"));
      // A join that throws (the connection lost) reads as failed: the lobby shows it and Join works again.
      const answer = await mesh
        .join(token, local, pass?.ticket)
        .catch(() => ({ ok: false, error: "failed" }) as const);
      performance.mark("meet:joined");
      if (!answer.ok) {
        mesh.leave();
        setError(answer.error);
        setPhase("lobby");
        return;
      }
      transport.current = mesh;
      socketRef.current = socket;
      if (!pass) listenKnocks(socket, answer.knocks);
      setLeftReason("left");
      setPhase("in");
    },
    [listenKnocks, local, out, token],
  );

  const leave = useCallback(() => {
    transport.current?.leave();
    out("left");
  }, [out]);

  useEffect(
    () => () => {
      transport.current?.leave();
      unlisten.current();
    },
    [],
  );

  /** Lets a knocking guest in, or not; false when the server refused (the guest already gone). */
  const admit = useCallback(async (socketId: string, admit: boolean): Promise<boolean> => {
    const socket = socketRef.current;
    if (!socket) return false;
    const answer = (await socket.emitWithAck(MEET_ADMIT, { socketId, admit }).catch(() => null)) as {
      ok: boolean;
    } | null;
    if (answer?.ok) setKnocks((before) => before.filter((k) => k.socketId !== socketId));
    return answer?.ok ?? false;
  }, []);

  const replaceTrack = useCallback((kind: "audio" | "video", track: MediaStreamTrack) => {
    // While the screen is shared, a new camera waits for the share to end.
    if (kind === "video" && screenRef.current) return;
    void transport.current?.replaceTrack(kind, track);
  }, []);

  const stopShare = useCallback(() => {
    screenRef.current?.stop();
    screenRef.current = null;
    setScreen(null);
    void transport.current?.replaceTrack("video", local.getVideoTracks()[0] ?? null);
  }, [local]);

  /** Shares the screen instead of the camera; false when the browser or the person refused. */
  const share = useCallback(async (): Promise<boolean> => {
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (!track) return false;
      track.addEventListener("ended", stopShare);
      screenRef.current = track;
      setScreen(track);
      await transport.current?.replaceTrack("video", track);
      return true;
    } catch {
      return false;
    }
  }, [stopShare]);

  const tell = useCallback((state: CallState) => transport.current?.setState(state), []);

  return {
    phase,
    error,
    peers,
    screen,
    knocks,
    leftReason,
    join,
    leave,
    share,
    stopShare,
    replaceTrack,
    tell,
    admit,
  };
}
