"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { loadSocket } from "@/lib/client/socket";
import type { CallState, JoinError, Participant } from "@/modules/meeting-room/call/protocol";
import { MeshTransport, type CallTransport } from "@/modules/meeting-room/call/transport";

export interface RemotePeer extends Participant {
  stream: MediaStream | null;
}

export type CallPhase = "lobby" | "joining" | "in" | "left";

/**
 * One call's connection: join (the transport sends `local`'s tracks), the others with their streams
 * and states, the local state told to them, screen sharing (the video track replaced by the screen's,
 * and back when it ends) and leave. Unmounting leaves.
 */
export function useCall(token: string, local: MediaStream) {
  const transport = useRef<CallTransport | null>(null);
  const [phase, setPhase] = useState<CallPhase>("lobby");
  const [error, setError] = useState<JoinError | null>(null);
  const [peers, setPeers] = useState<Map<string, RemotePeer>>(new Map());
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const screenRef = useRef<MediaStreamTrack | null>(null);

  const join = useCallback(async () => {
    setPhase("joining");
    setError(null);
    const socket = await loadSocket().catch(() => null);
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
    // A join that throws (the connection lost) reads as failed: the lobby shows it and Join works again.
    const answer = await mesh.join(token, local).catch(() => ({ ok: false, error: "failed" }) as const);
    performance.mark("meet:joined");
    if (!answer.ok) {
      mesh.leave();
      setError(answer.error);
      setPhase("lobby");
      return;
    }
    transport.current = mesh;
    setPhase("in");
  }, [local, token]);

  const leave = useCallback(() => {
    transport.current?.leave();
    transport.current = null;
    screenRef.current?.stop();
    screenRef.current = null;
    setScreen(null);
    setPeers(new Map());
    setPhase("left");
  }, []);

  useEffect(() => () => transport.current?.leave(), []);

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

  return { phase, error, peers, screen, join, leave, share, stopShare, replaceTrack, tell };
}
