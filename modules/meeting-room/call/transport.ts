// The call's media transport (browser). CallTransport is what the call's UI talks to; MeshTransport
// implements it with one RTCPeerConnection per other participant (a peer-to-peer mesh, up to CALL_MAX
// people), signalled over the app's socket (protocol.ts). A transport through an SFU (one upload per
// person, for bigger calls) would implement the same interface: docs/modules/meeting-room.md.
import type { Socket } from "socket.io-client";
import {
  MEET_JOIN,
  MEET_JOINED,
  MEET_LEAVE,
  MEET_LEFT,
  MEET_REMOVED,
  MEET_SIGNAL,
  MEET_STATE,
  QUIET_STATE,
  type CallState,
  type JoinAnswer,
  type Participant,
  type Removal,
  type SignalData,
  type SignalNotice,
} from "./protocol";
import { peerRole } from "./roles";

export interface CallTransportEvents {
  /** Someone joined, changed their state, or (left: true) left. */
  participant: (participant: Participant, left: boolean) => void;
  /** A participant's media: one stream per participant, its tracks replaced in place (screen share). */
  remoteStream: (socketId: string, stream: MediaStream) => void;
  /** The connection to a participant failed or recovered. */
  connection: (socketId: string, state: RTCPeerConnectionState) => void;
  /** The server took this socket out of the call (its access withdrawn): the transport has left. */
  removed: (removal: Removal) => void;
}

export interface CallTransport {
  /**
   * Joins the call of a meeting link's token, sending `local`'s tracks to everyone in it (a guest
   * gives its admission's ticket).
   */
  join(token: string, local: MediaStream, ticket?: string): Promise<JoinAnswer>;
  leave(): void;
  /** Sends this track instead of the current one of its kind (camera ↔ screen, another device). */
  replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void>;
  /** Tells the others the mic, camera, screen and speaking state. */
  setState(state: CallState): void;
  on<E extends keyof CallTransportEvents>(event: E, listener: CallTransportEvents[E]): () => void;
}

/** The part of a socket.io client the transport uses (tests may hand a fake). */
export type Signaller = Pick<Socket, "emit" | "on" | "off" | "emitWithAck">;

interface Peer {
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  settingAnswer: boolean;
  stream: MediaStream;
  /** Descriptions and candidates are handled one after another. */
  queue: Promise<void>;
  /** Candidates that came before the remote description, added once it is set. */
  early: RTCIceCandidateInit[];
}

const KINDS = ["audio", "video"] as const;

export class MeshTransport implements CallTransport {
  private peers = new Map<string, Peer>();
  private listeners: { [E in keyof CallTransportEvents]: Set<CallTransportEvents[E]> } = {
    participant: new Set(),
    remoteStream: new Set(),
    connection: new Set(),
    removed: new Set(),
  };
  private local: MediaStream | null = null;
  private tracks: Record<"audio" | "video", MediaStreamTrack | null> = { audio: null, video: null };
  private iceServers: RTCIceServer[] = [];
  private detach: (() => void) | null = null;

  constructor(private readonly socket: Signaller) {}

  on<E extends keyof CallTransportEvents>(event: E, listener: CallTransportEvents[E]): () => void {
    this.listeners[event].add(listener);
    return () => void this.listeners[event].delete(listener);
  }

  private emit<E extends keyof CallTransportEvents>(event: E, ...args: Parameters<CallTransportEvents[E]>) {
    for (const listener of this.listeners[event]) (listener as (...a: typeof args) => void)(...args);
  }

  async join(token: string, local: MediaStream, ticket?: string): Promise<JoinAnswer> {
    this.local = local;
    for (const kind of KINDS) this.tracks[kind] = local.getTracks().find((t) => t.kind === kind) ?? null;
    this.listen();
    const answer = (await this.socket.emitWithAck(
      MEET_JOIN,
      ticket ? { token, ticket } : { token },
    )) as JoinAnswer;
    if (!answer.ok) {
      this.detach?.();
      this.detach = null;
      return answer;
    }
    this.iceServers = answer.iceServers;
    for (const participant of answer.participants) {
      this.emit("participant", participant, false);
      this.peer(participant.socketId, true);
    }
    return answer;
  }

  leave(): void {
    this.socket.emit(MEET_LEAVE);
    for (const id of [...this.peers.keys()]) this.drop(id);
    this.detach?.();
    this.detach = null;
  }

  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void> {
    this.tracks[kind] = track;
    await Promise.all([...this.peers.values()].map((peer) => this.senderOf(peer, kind)?.replaceTrack(track)));
  }

  setState(state: CallState): void {
    this.socket.emit(MEET_STATE, state);
  }

  private listen() {
    if (this.detach) return;
    const joined = (participant: Participant) => this.emit("participant", participant, false);
    const left = ({ socketId }: { socketId: string }) => {
      this.drop(socketId);
      this.emit("participant", { socketId, userId: "", name: "", guest: false, state: QUIET_STATE }, true);
    };
    const state = ({ socketId, state: next }: { socketId: string; state: CallState }) =>
      this.emit("participant", { socketId, userId: "", name: "", guest: false, state: next }, false);
    const removed = (removal: Removal) => {
      for (const id of [...this.peers.keys()]) this.drop(id);
      this.detach?.();
      this.detach = null;
      this.emit("removed", removal);
    };
    const signal = ({ from, data }: SignalNotice) => {
      const peer = this.peers.get(from) ?? this.peer(from, false);
      peer.queue = peer.queue.then(() => this.handle(from, peer, data)).catch(() => undefined);
    };
    this.socket.on(MEET_JOINED, joined);
    this.socket.on(MEET_LEFT, left);
    this.socket.on(MEET_STATE, state);
    this.socket.on(MEET_SIGNAL, signal);
    this.socket.on(MEET_REMOVED, removed);
    this.detach = () => {
      this.socket.off(MEET_JOINED, joined);
      this.socket.off(MEET_LEFT, left);
      this.socket.off(MEET_STATE, state);
      this.socket.off(MEET_SIGNAL, signal);
      this.socket.off(MEET_REMOVED, removed);
    };
  }

  private send(to: string, data: SignalData) {
    this.socket.emit(MEET_SIGNAL, { to, data });
  }

  private senderOf(peer: Peer, kind: "audio" | "video"): RTCRtpSender | undefined {
    return peer.pc
      .getTransceivers()
      .find(
        (t) => t.currentDirection !== "stopped" && (t.sender.track?.kind ?? t.receiver.track.kind) === kind,
      )?.sender;
  }

  /** A connection to `id`; the newer joiner (`joinedAfterThem`) adds the transceivers, which offers. */
  private peer(id: string, joinedAfterThem: boolean): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers, bundlePolicy: "max-bundle" });
    const peer: Peer = {
      pc,
      ...peerRole(joinedAfterThem),
      makingOffer: false,
      ignoreOffer: false,
      settingAnswer: false,
      stream: new MediaStream(),
      queue: Promise.resolve(),
      early: [],
    };
    this.peers.set(id, peer);
    pc.ontrack = ({ track }) => {
      for (const old of peer.stream.getTracks().filter((t) => t.kind === track.kind && t !== track))
        peer.stream.removeTrack(old);
      if (!peer.stream.getTracks().includes(track)) peer.stream.addTrack(track);
      this.emit("remoteStream", id, peer.stream);
    };
    pc.onicecandidate = ({ candidate }) =>
      this.send(id, { kind: "candidate", candidate: candidate ? candidate.toJSON() : null });
    pc.onconnectionstatechange = () => this.emit("connection", id, pc.connectionState);
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription)
          this.send(id, {
            kind: "description",
            description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp },
          });
      } catch {
        // A failed offer is retried by the next negotiationneeded.
      } finally {
        peer.makingOffer = false;
      }
    };
    if (peerRole(joinedAfterThem).offers) {
      for (const kind of KINDS) {
        pc.addTransceiver(this.tracks[kind] ?? kind, {
          direction: "sendrecv",
          streams: this.local ? [this.local] : [],
        });
      }
    }
    return peer;
  }

  /** Perfect negotiation (w3c.github.io/webrtc-pc, "Perfect negotiation example"). */
  private async handle(id: string, peer: Peer, data: SignalData): Promise<void> {
    const { pc } = peer;
    if (data.kind === "candidate") {
      if (!pc.remoteDescription) {
        if (data.candidate) peer.early.push(data.candidate);
        return;
      }
      try {
        await pc.addIceCandidate(data.candidate ?? undefined);
      } catch (error) {
        if (!peer.ignoreOffer) throw error;
      }
      return;
    }
    const description = data.description;
    const readyForOffer = !peer.makingOffer && (pc.signalingState === "stable" || peer.settingAnswer);
    const collision = description.type === "offer" && !readyForOffer;
    peer.ignoreOffer = !peer.polite && collision;
    if (peer.ignoreOffer) return;
    peer.settingAnswer = description.type === "answer";
    await pc.setRemoteDescription(description);
    peer.settingAnswer = false;
    for (const candidate of peer.early.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
    if (description.type !== "offer") return;
    // The answerer sends its own tracks on the offer's transceivers.
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as "audio" | "video";
      if (transceiver.sender.track === null && this.tracks[kind]) {
        await transceiver.sender.replaceTrack(this.tracks[kind]);
      }
      if (this.local) transceiver.sender.setStreams(this.local);
      transceiver.direction = "sendrecv";
    }
    await pc.setLocalDescription();
    if (pc.localDescription)
      this.send(id, {
        kind: "description",
        description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp },
      });
  }

  private drop(id: string) {
    const peer = this.peers.get(id);
    if (!peer) return;
    peer.pc.close();
    this.peers.delete(id);
  }
}
